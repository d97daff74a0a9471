public import NotesBook

/// Renders an article: bilingual section headings, aligned zh/en rows, code and examples.
public struct ArticleRenderer: Sendable {
  public var prose: ProseRenderer
  /// HTML for `{{example ID}}`; the site supplies the example's code, output and figure.
  public var renderExample: @Sendable (String) -> String

  public init(prose: ProseRenderer, renderExample: @escaping @Sendable (String) -> String) {
    self.prose = prose
    self.renderExample = renderExample
  }

  public func html(_ article: Article) -> String {
    var out = "<article class=\"article\">"
    out += "<h1>\(BilingualMarkup.inline(Bilingual(en: article.titleEn, zh: article.titleZh)))</h1>"
    let anchors = ArticleRenderer.anchors(for: article)
    out += tableOfContents(article, anchors: anchors)
    var rowAnchors = ArticleRenderer.rowAnchors(for: article).makeIterator()
    for (section, anchor) in zip(article.sections, anchors) {
      out += sectionHTML(section, anchor: anchor, rowAnchors: &rowAnchors)
    }
    return out + "</article>"
  }

  /// One unique anchor per section, in order (a repeated title gets `-N`).
  public static func anchors(for article: Article) -> [String] {
    var used: Set<String> = []
    return article.sections.enumerated().map { number, section in
      var anchor = anchor(for: section, number: number + 1)
      if used.contains(anchor) { anchor += "-\(number + 1)" }
      used.insert(anchor)
      return anchor
    }
  }

  /// The anchor of each table row, table by table in article order: the slug of the English
  /// text of the row's first cell (`DEC-B` → `dec-b`, `Open question 5  开放问题 5` →
  /// `open-question-5`), when that is not empty and no section or earlier row has it.
  public static func rowAnchors(for article: Article) -> [[String?]] {
    var used = Set(anchors(for: article))
    var result: [[String?]] = []
    for section in article.sections {
      for case .table(let table) in section.blocks {
        result.append(
          table.rows.map { row in
            let anchor = slug(ProseRenderer.plainText(row.cells.first?.inlines ?? []))
            guard !anchor.isEmpty, !used.contains(anchor) else { return nil }
            used.insert(anchor)
            return anchor
          })
      }
    }
    return result
  }

  /// "On this page": the titled sections of levels 2 and 3, nested by level. Only shown when
  /// there are at least two, where it saves scrolling.
  func tableOfContents(_ article: Article, anchors: [String]) -> String {
    let entries = zip(article.sections, anchors).filter { ($0.0.titleEn != nil || $0.0.titleZh != nil) && $0.0.level <= 3 }
    guard entries.count >= 2 else { return "" }
    var out = "<nav class=\"toc\" aria-label=\"On this page · 本页内容\"><p class=\"toc-title\">"
    out += BilingualMarkup.inline(Bilingual("On this page", "本页内容")) + "</p><ol>"
    for (section, anchor) in entries {
      let cls = section.level >= 3 ? " class=\"toc-sub\"" : ""
      out += "<li\(cls)><a href=\"#\(escapeAttribute(anchor))\">\(BilingualMarkup.inline(Bilingual(en: section.titleEn, zh: section.titleZh)))</a></li>"
    }
    return out + "</ol></nav>"
  }

  /// Section anchors come from the English title (stable, ASCII); a section with only a
  /// Chinese title gets `section-N`.
  public static func anchor(for section: ArticleSection, number: Int) -> String {
    let base = section.titleEn.map(slug) ?? ""
    return base.isEmpty ? "section-\(number)" : base
  }

  func sectionHTML(_ section: ArticleSection, anchor: String, rowAnchors: inout IndexingIterator<[[String?]]>) -> String {
    let level = min(max(section.level, 2), 6)
    var out = "<section>"
    if section.titleEn != nil || section.titleZh != nil {
      out += "<h\(level) id=\"\(escapeAttribute(anchor))\">\(BilingualMarkup.inline(Bilingual(en: section.titleEn, zh: section.titleZh)))"
      out += " <a class=\"anchor\" href=\"#\(escapeAttribute(anchor))\" aria-label=\"Link to this section · 本节链接\">#</a></h\(level)>"
    }
    for block in section.blocks {
      switch block {
      case .row(let zh, let en):
        out += BilingualMarkup.row(enHTML: en.map(prose.html), zhHTML: zh.map(prose.html))
      case .code(let sample):
        out += CodeBlockRenderer.html(sample)
      case .example(let id, _):
        out += renderExample(id)
      case .thematicBreak:
        out += "<hr>"
      case .html:
        break  // raw HTML from notes is never rendered
      case .table(let table):
        out += tableHTML(table, rowAnchors: rowAnchors.next() ?? [])
      }
    }
    return out + "</section>"
  }

  /// A table scrolls sideways on its own when it is wider than the page. A column of a
  /// language pair carries that language's class, so each view shows its own.
  func tableHTML(_ table: ProseTable, rowAnchors: [String?]) -> String {
    func cells(_ row: ProseTable.Row, tag: String) -> String {
      zip(row.cells, table.languages).map { cell, language in
        switch language {
        case .zh: return "<\(tag) lang=\"zh-Hans\" class=\"zh\">\(prose.html(cell.inlines))</\(tag)>"
        case .en: return "<\(tag) lang=\"en\" class=\"en\">\(prose.html(cell.inlines))</\(tag)>"
        case .every:
          guard let zh = cell.zh else { return "<\(tag)>\(prose.html(cell.inlines))</\(tag)>" }
          return "<\(tag)>\(BilingualMarkup.inlineHTML(en: prose.html(cell.inlines), zh: prose.html(zh)))</\(tag)>"
        }
      }.joined()
    }
    var out = "<div class=\"table-scroll\"><table class=\"prose-table\"><thead><tr>\(cells(table.header, tag: "th"))</tr></thead><tbody>"
    for (number, row) in table.rows.enumerated() {
      let id = number < rowAnchors.count ? rowAnchors[number].map { " id=\"\(escapeAttribute($0))\"" } ?? "" : ""
      out += "<tr\(id)>\(cells(row, tag: "td"))</tr>"
    }
    return out + "</tbody></table></div>"
  }
}

/// A URL- and anchor-safe slug: ASCII letters and digits, lowercased, other runs become `-`.
/// `setContentOffset(_:animated:)` → `setcontentoffset-animated`; Chinese-only text → "".
public func slug(_ text: String) -> String {
  var out = ""
  var pendingDash = false
  for scalar in text.unicodeScalars {
    let v = scalar.value
    let isAlnum = (0x30...0x39).contains(v) || (0x41...0x5A).contains(v) || (0x61...0x7A).contains(v)
    if isAlnum {
      if pendingDash, !out.isEmpty { out += "-" }
      pendingDash = false
      out.unicodeScalars.append(Unicode.Scalar(UInt8(v >= 0x41 && v <= 0x5A ? v + 32 : v)))
    } else if scalar != "_" {
      pendingDash = true
    }
  }
  return out
}
