import NotesBook
import NotesCore

/// Finds `{{…}}` left in prose text after extraction: a placeholder the extractor did not
/// understand (`{{= id}}` without a path, `{{=}}`, an unknown word, `{{example ID}}` inside a
/// sentence). The notes format says such text is neither silently accepted nor dropped, so
/// each gets a warning; the text itself is still shown, escaped.
enum PlaceholderLint {
  static func diagnostics(for page: Page, file: String) -> [Diagnostic] {
    var found: [Diagnostic] = []
    func report(_ inlines: [Inline], at location: SourceLocation?) {
      for text in texts(in: inlines) {
        for snippet in leftovers(in: text) {
          found.append(Diagnostic(ExtractionMessages.unreadPlaceholder(snippet), file: file, at: location))
        }
      }
    }
    func visit(_ block: ProseBlock) {
      switch block {
      case .paragraph(let inlines, let location), .heading(_, let inlines, let location): report(inlines, at: location)
      case .list(_, _, let items, _): items.joined().forEach(visit)
      case .quote(let blocks, _): blocks.forEach(visit)
      case .code: break
      }
    }
    for topic in page.topics { topic.prose.forEach(visit) }
    for article in page.articles {
      for section in article.sections {
        for block in section.blocks {
          switch block {
          case .row(let zh, let en):
            zh.map(visit)
            en.map(visit)
          case .table(let table): table.cellParagraphs.forEach(visit)
          default: break
          }
        }
      }
    }
    return found
  }

  /// The plain text runs of some inlines, nested ones included (code spans are code).
  static func texts(in inlines: [Inline]) -> [String] {
    inlines.flatMap { inline -> [String] in
      switch inline {
      case .text(let text): [text]
      case .emphasis(let children), .strong(let children), .link(_, let children): texts(in: children)
      default: []
      }
    }
  }

  /// Each `{{…}}` in `text` (up to its `}}`, or 40 characters when it is not closed).
  static func leftovers(in text: String) -> [String] {
    let characters = Array(text)
    var result: [String] = []
    var i = 0
    while i + 1 < characters.count {
      guard characters[i] == "{", characters[i + 1] == "{" else {
        i += 1
        continue
      }
      var end = i + 2
      while end + 1 < characters.count, !(characters[end] == "}" && characters[end + 1] == "}") { end += 1 }
      if end + 1 < characters.count {
        result.append(String(characters[i...(end + 1)]))
        i = end + 2
      } else {
        result.append(String(characters[i..<min(characters.count, i + 40)]))
        break
      }
    }
    return result
  }
}
