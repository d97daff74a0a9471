import NotesBook
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

  /// The prose of an article's aligned rows, both languages.
  static func body(_ article: Article) -> [String] {
    var text: [String] = []
    for section in article.sections {
      for block in section.blocks {
        switch block {
        case .row(let zh, let en):
          if let zh { text.append(ProseRenderer.plainText([zh])) }
          if let en { text.append(ProseRenderer.plainText([en])) }
        case .table(let table): text.append(ProseRenderer.plainText(table.cellParagraphs))
        default: break
        }
      }
    }
    return text
  }
}
