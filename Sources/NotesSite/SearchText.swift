import NotesBook
import NotesVerifier
import NotesHTML

/// What an API page contributes to the search index beyond its title.
enum SearchText {
  /// The first sentence of each description: the API named in words (`内容原点相对滚动视图原点
  /// 的偏移量`), indexed with heading weight.
  static func summaries(_ declaration: Declaration) -> [String] {
    [declaration.summaryEn, declaration.summaryZh].compactMap { $0 }
  }

  /// Name, descriptions, enum cases and every remark, in both languages.
  static func body(_ declaration: Declaration) -> String {
    var parts = [declaration.name, declaration.descriptionEn, declaration.descriptionZh].compactMap { $0 }
    for item in declaration.describedEnum?.cases ?? declaration.cases {
      parts += [item.name, item.descriptionEn, item.descriptionZh].compactMap { $0 }
    }
    for line in declaration.pitfalls + declaration.observed + declaration.assumptions { parts.append(line.text) }
    for line in declaration.notModelledLines { parts.append(line.text) }
    return parts.joined(separator: " ")
  }

  /// Section titles of an article, for heading weight.
  static func headings(_ article: Article) -> [String] {
    article.sections.map { [$0.titleEn, $0.titleZh].compactMap { $0 }.joined(separator: " ") }
  }

  /// The prose of an article's aligned rows, both languages: a part each.
  static func appendBody(_ article: Article, to text: inout SearchBody) {
    for section in article.sections {
      for block in section.blocks {
        switch block {
        case .row(let zh, let en):
          if let zh { text.part { ProseRenderer.appendPlainText(zh, to: &$0) } }
          if let en { text.part { ProseRenderer.appendPlainText(en, to: &$0) } }
        case .table(let table): text.part { ProseRenderer.appendPlainText(table.cellParagraphs, to: &$0) }
        default: break
        }
      }
    }
  }
}

/// A page's body text for search: parts joined by a space, as `[String].joined(separator: " ")`
/// joins them, written as UTF-8 into one buffer instead of a `String` per part and per join.
struct SearchBody {
  private(set) var bytes: [UInt8] = []
  private var parts = 0

  /// A part that `write` appends.
  mutating func part(_ write: (inout [UInt8]) -> Void) {
    if parts > 0 { bytes.append(UInt8(ascii: " ")) }
    parts += 1
    write(&bytes)
  }

  mutating func part(_ text: String) {
    part { $0.append(contentsOf: text.utf8) }
  }
}

// MARK: - Result records

extension RenderContext {
  /// What the search results show of a planned page (`SearchRecord`): name, kind, parent,
  /// summary in each language, deprecation and enum cases. Its length is the builder's.
  func searchRecord(_ planned: SitePlan.PlannedPage, source: Page) -> SearchRecord {
    switch planned.role {
    case .type(_, let typeName):
      let type = source.types.first
      let declaration = type?.declaration
      let entry = declaration.flatMap { verification.entry(file: source.file, declaration: $0) }
      return SearchRecord(
        path: planned.path, kind: declaration?.kind.rawValue ?? "type", name: typeName, parent: entry == nil ? nil : "UIKit",
        summary: SearchText.summary(en: type?.descriptionEn, zh: type?.descriptionZh),
        deprecated: entry?.availability.isDeprecated == true)
    case .declaration(_, let t, let d):
      let declaration = source.topics[t].declarations[d]
      var owner = source.types.first?.name
      var name = declaration.name
      // `UIView.safeAreaInsets` in another type's notes: its own type is its parent.
      if let dot = SearchText.qualifierEnd(name) {
        owner = String(name[..<dot])
        name = String(name[name.index(after: dot)...])
      }
      let entry = verification.entry(file: source.file, declaration: declaration)
      let cases = (declaration.describedEnum?.cases ?? declaration.cases).map {
        SearchRecord.Case(name: $0.name, summary: SearchText.summary(en: $0.descriptionEn, zh: $0.descriptionZh))
      }
      return SearchRecord(
        path: planned.path, kind: declaration.kind.rawValue, name: name, parent: owner,
        summary: SearchText.summary(en: declaration.descriptionEn, zh: declaration.descriptionZh),
        deprecated: entry?.availability.isDeprecated == true, cases: cases, alias: SearchText.alias(of: planned, declaration: declaration, plan: plan))
    case .article:
      let row = SearchText.firstRow(source.articles.flatMap(\.sections))
      return SearchRecord(
        path: planned.path, kind: "article", title: SearchText.distinct(planned.title), summary: SearchText.summary(en: row?.en, zh: row?.zh))
    case .notes:
      var en: String?
      var zh: String?
      for topic in source.topics {
        for block in topic.prose {
          let text = ProseRenderer.plainText([block])
          if DeclarationRenderer.containsHan(text) { zh = zh ?? text } else { en = en ?? text }
        }
      }
      if let row = SearchText.firstRow(source.articles.flatMap(\.sections)) {
        en = en ?? row.en
        zh = zh ?? row.zh
      }
      return SearchRecord(path: planned.path, kind: "notes", title: SearchText.distinct(planned.title), summary: SearchText.summary(en: en, zh: zh))
    }
  }
}

extension SearchText {
  /// The first sentence of each description, on one line.
  static func summary(en: String?, zh: String?) -> Bilingual {
    Bilingual(en: SearchRecord.oneLine(en.map(SummarySentence.en)), zh: SearchRecord.oneLine(zh.map(SummarySentence.zh)))
  }

  /// A title whose Chinese is the English (an API name) keeps only the English.
  static func distinct(_ title: Bilingual) -> Bilingual {
    Bilingual(en: title.en, zh: title.zh == title.en ? nil : title.zh)
  }

  /// The first prose of each language in an article's sections, as plain text.
  static func firstRow(_ sections: [ArticleSection]) -> (en: String?, zh: String?)? {
    var en: String?
    var zh: String?
    for section in sections {
      for case .row(let z, let e) in section.blocks {
        if en == nil, let e { en = ProseRenderer.plainText([e]) }
        if zh == nil, let z { zh = ProseRenderer.plainText([z]) }
        if en != nil, zh != nil { return (en, zh) }
      }
    }
    return en == nil && zh == nil ? nil : (en, zh)
  }

  /// Where the qualifier of `UIView.safeAreaInsets` ends (its last `.` before any `(`).
  static func qualifierEnd(_ name: String) -> String.Index? {
    let base = name.firstIndex(of: "(").map { name[..<$0] } ?? name[...]
    return base.lastIndex(of: ".")
  }

  /// A nested type declared in a type's notes that is documented on a page of its own
  /// (`protocol UIScrollViewDelegate` under UIScrollView) is one symbol: search shows that page.
  static func alias(of planned: SitePlan.PlannedPage, declaration: Declaration, plan: SitePlan) -> Int? {
    switch declaration.kind {
    case .protocol, .class, .struct, .enum, .actor:
      guard let path = plan.pathForType[declaration.name], path != planned.path else { return nil }
      return plan.pageNumberForPath[path]
    default:
      return nil
    }
  }

  /// An example page: its id as the name, what it demonstrates as the parent, its title.
  static func record(example run: ExampleRun) -> SearchRecord {
    SearchRecord(
      path: ExampleEmbedding.path(for: run.id), kind: "example", name: run.id, parent: run.apis.first,
      title: distinct(Bilingual(run.titleEn, run.titleZh)))
  }

  /// An example page's terms: title and id (title weight), the APIs it demonstrates (heading), its code.
  static func terms(example run: ExampleRun) -> PageTerms {
    PageTerms([(run.titleEn, .title), (run.titleZh, .title), (run.id, .title), (run.apis.joined(separator: " "), .heading), (run.code, .body)])
  }
}
