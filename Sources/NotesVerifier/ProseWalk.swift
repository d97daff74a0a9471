public import NotesBook
public import NotesCore

/// Visits every inline of the book's prose (topic prose and articles) with the file and the
/// position of the block it sits in (inlines carry no position of their own, except
/// placeholders).
public enum ProseWalk {
  public static func inlines(in page: Page, _ visit: (Inline, SourceLocation?) -> Void) {
    for topic in page.topics { blocks(topic.prose, visit) }
    for article in page.articles {
      for section in article.sections {
        for block in section.blocks {
          switch block {
          case .row(let zh, let en):
            if let zh { self.block(zh, visit) }
            if let en { self.block(en, visit) }
          case .table(let table): blocks(table.cellParagraphs, visit)
          default: break
          }
        }
      }
    }
  }

  /// `{{example ID}}` paragraphs of a page, in order.
  public static func exampleEmbeds(in page: Page) -> [(id: String, location: SourceLocation?)] {
    var result: [(String, SourceLocation?)] = []
    for article in page.articles {
      for section in article.sections {
        for case .example(let id, let location) in section.blocks { result.append((id, location)) }
      }
    }
    return result
  }

  static func blocks(_ blocks: [ProseBlock], _ visit: (Inline, SourceLocation?) -> Void) {
    for block in blocks { self.block(block, visit) }
  }

  static func block(_ block: ProseBlock, _ visit: (Inline, SourceLocation?) -> Void) {
    switch block {
    case .paragraph(let inlines, let location), .heading(_, let inlines, let location):
      walk(inlines, location, visit)
    case .list(_, _, let items, _):
      for item in items { blocks(item, visit) }
    case .quote(let children, _):
      blocks(children, visit)
    case .code:
      break
    }
  }

  /// Whether a `{{= ID#path}}` placeholder sits anywhere in the block: `block` finds none
  /// without visiting every inline.
  static func holdsPlaceholder(_ block: ProseBlock) -> Bool {
    switch block {
    case .paragraph(let inlines, _), .heading(_, let inlines, _): holdsPlaceholder(inlines)
    case .list(_, _, let items, _): items.contains { $0.contains(where: holdsPlaceholder) }
    case .quote(let children, _): children.contains(where: holdsPlaceholder)
    case .code: false
    }
  }

  static func holdsPlaceholder(_ inlines: [Inline]) -> Bool {
    inlines.contains { inline in
      switch inline {
      case .value: true
      case .emphasis(let children), .strong(let children), .link(_, let children): holdsPlaceholder(children)
      default: false
      }
    }
  }

  static func walk(_ inlines: [Inline], _ location: SourceLocation?, _ visit: (Inline, SourceLocation?) -> Void) {
    for inline in inlines {
      visit(inline, location)
      switch inline {
      case .emphasis(let children), .strong(let children), .link(_, let children):
        walk(children, location, visit)
      default:
        break
      }
    }
  }
}
