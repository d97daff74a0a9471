import NotesLexer

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
  ///
  /// Works on the source's UTF-8 bytes: each line is escaped into one byte buffer. A token
  /// piece is cut at a line feed that does not follow a carriage return (a CR LF pair is one
  /// `Character`, which the line split never cut), and a trailing CR is dropped.
  public static func lines(_ source: String) -> [String] {
    let bytes = Array(source.utf8)
    let tokens = SwiftLexer.tokenize(bytes)
    var out = LineBuffer()
    bytes.withUnsafeBufferPointer { all in
      for token in tokens {
        if token.kind == .newline {
          out.endLine()
          continue
        }
        let open = openTag(token.kind)
        if isScalarBoundary(all, token.start), isScalarBoundary(all, token.end) {
          out.appendPieces(UnsafeBufferPointer(rebasing: all[token.start..<token.end]), open: open)
        } else {
          // A token that cuts a scalar: decode it as the text view would (with U+FFFD).
          var text = token.text(in: bytes)
          text.withUTF8 { out.appendPieces($0, open: open) }
        }
      }
    }
    out.endLine()
    var lines = out.lines
    // A trailing newline does not start a new visible line.
    if lines.count > 1, lines.last == "", source.hasSuffix("\n") { lines.removeLast() }
    return lines
  }

  /// `<span class="…">` per token kind (indexed by raw value), nil for plain text.
  private static let openTags: [[UInt8]?] = {
    let size = Int(SwiftTokenKind.allCases.map(\.rawValue).max() ?? 0) + 1
    var tags = [[UInt8]?](repeating: nil, count: size)
    for kind in SwiftTokenKind.allCases {
      if let cls = cssClass(kind) { tags[Int(kind.rawValue)] = Array("<span class=\"\(cls)\">".utf8) }
    }
    return tags
  }()

  @inline(__always)
  private static func openTag(_ kind: SwiftTokenKind) -> [UInt8]? { openTags[Int(kind.rawValue)] }

  @inline(__always)
  private static func isScalarBoundary(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
    i >= bytes.count || (bytes[i] & 0xC0) != 0x80
  }

  /// Finished lines and the one being escaped into.
  private struct LineBuffer {
    static let spanClose: [UInt8] = Array("</span>".utf8)
    var lines: [String] = []
    var current: [UInt8] = []

    init() { current.reserveCapacity(256) }

    mutating func endLine() {
      lines.append(String(decoding: current, as: UTF8.self))
      current.removeAll(keepingCapacity: true)
    }

    mutating func appendPieces(_ text: UnsafeBufferPointer<UInt8>, open: [UInt8]?) {
      var pieceStart = 0
      for j in 0..<text.count where text[j] == 0x0A && !(j > 0 && text[j - 1] == 0x0D) {
        appendPiece(text, pieceStart, j, open: open)
        endLine()
        pieceStart = j + 1
      }
      appendPiece(text, pieceStart, text.count, open: open)
    }

    private mutating func appendPiece(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, open: [UInt8]?) {
      var end = end
      if end > start, text[end - 1] == 0x0D { end -= 1 }
      guard end > start else { return }
      if let open { current.append(contentsOf: open) }
      appendEscaped(UnsafeBufferPointer(rebasing: text[start..<end]), attribute: false, to: &current)
      if open != nil { current.append(contentsOf: Self.spanClose) }
    }
  }
}
