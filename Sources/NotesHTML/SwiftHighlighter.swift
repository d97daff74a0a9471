public import NotesLexer

/// Turns Swift source into highlighted, escaped HTML using our own lexer (the same one the
/// extractor reads declarations with), so highlighting never disagrees with extraction.
public enum SwiftHighlighter {
  /// The CSS class for a token kind, or nil for text shown plain.
  static func cssClass(_ kind: SwiftTokenKind) -> String? {
    switch kind {
    case .keyword: "tok-kw"
    case .typeIdentifier: "tok-ty"
    case .string: "tok-str"
    case .number: "tok-num"
    case .comment: "tok-com"
    case .attribute: "tok-kw"
    default: nil
    }
  }

  /// Highlighted HTML for a code block's content (no `<pre>` wrapper).
  public static func html(_ source: String) -> String {
    lines(source).joined(separator: "\n")
  }

  /// One HTML string per source line; a token spanning lines (a block comment) is closed
  /// at each line end and reopened, so every line stands alone (for line anchors).
  public static func lines(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    let tokens = SwiftLexer.tokenize(bytes)
    var lines: [String] = []
    var current = ""
    for token in tokens {
      if token.kind == .newline {
        lines.append(current)
        current = ""
        continue
      }
      let text = token.text(in: bytes)
      let cls = cssClass(token.kind)
      // Split multi-line tokens so each line's spans are balanced.
      var first = true
      for piece in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if !first {
          lines.append(current)
          current = ""
        }
        first = false
        let segment = piece.hasSuffix("\r") ? piece.dropLast() : piece
        guard !segment.isEmpty else { continue }
        if let cls {
          current += "<span class=\"\(cls)\">\(escapeHTML(segment))</span>"
        } else {
          current += escapeHTML(segment)
        }
      }
    }
    lines.append(current)
    // A trailing newline does not start a new visible line.
    if lines.count > 1, lines.last == "", source.hasSuffix("\n") { lines.removeLast() }
    return lines
  }
}
