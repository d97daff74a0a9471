import NotesBook
import NotesCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds `{{…}}` left in prose text after extraction: a placeholder the extractor did not
/// understand (`{{= id}}` without a path, `{{=}}`, an unknown word, `{{example ID}}` inside a
/// sentence). The notes format says such text is neither silently accepted nor dropped, so
/// each gets a warning; the text itself is still shown, escaped.
enum PlaceholderLint {
  static func diagnostics(for page: Page, file: String) -> [Diagnostic] {
    var found: [Diagnostic] = []
    func report(_ inlines: [Inline], at location: SourceLocation?) {
      forEachText(in: inlines) { text in
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

  /// Whether prose read from `source` can hold a `{{` at all. Prose text is made of slices of
  /// the source, with backslash escapes and entities read: `{{` in it needs `{{` in the
  /// source, or a `{` written as `\{` or as an entity (which starts with `&`). Most files
  /// have none of these, and are not walked again.
  static func mayFindLeftovers(in source: [UInt8]) -> Bool {
    source.withUnsafeBufferPointer { bytes in
      // libc's memchr: the whole file is scanned, so the fastest scan there is.
      guard let base = bytes.baseAddress else { return false }
      if memchr(base, Int32(UInt8(ascii: "&")), bytes.count) != nil { return true }
      var from = 0
      while from < bytes.count, let hit = memchr(base + from, Int32(UInt8(ascii: "{")), bytes.count - from) {
        let brace = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
        if brace + 1 < bytes.count, bytes[brace + 1] == UInt8(ascii: "{") { return true }
        if brace > 0, bytes[brace - 1] == UInt8(ascii: "\\") { return true }
        from = brace + 1
      }
      return false
    }
  }

  /// Calls `body` with each plain text run of some inlines, nested ones included (code spans
  /// are code), in order; visited in place, since nearly every page has thousands of them.
  static func forEachText(in inlines: [Inline], _ body: (String) -> Void) {
    for inline in inlines {
      switch inline {
      case .text(let text): body(text)
      case .emphasis(let children), .strong(let children), .link(_, let children): forEachText(in: children, body)
      default: break
      }
    }
  }

  /// Each `{{…}}` in `text` (up to its `}}`, or 40 characters when it is not closed).
  static func leftovers(in text: String) -> [String] {
    // Nearly no text holds `{{`: looked for in the UTF-8 bytes, so such text never becomes
    // Characters (a third of extraction's time went there). Two `{` Characters side by side
    // are two `{` bytes side by side, so text without them has no leftovers either way.
    guard holdsDoubleBrace(text) else { return [] }
    return characterLeftovers(in: text)
  }

  /// Whether the UTF-8 bytes of `text` hold `{{`.
  static func holdsDoubleBrace(_ text: String) -> Bool { ByteScan.contains("{{", in: text) }


  /// `leftovers(in:)` by Characters, for text that may hold one.
  static func characterLeftovers(in text: String) -> [String] {
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
