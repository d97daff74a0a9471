import NotesLexer

/// A part of a comment that links somewhere (`SwiftHighlighter.lines(_:links:)`).
public struct SourceLink: Hashable, Sendable {
  /// UTF-8 byte offsets of the source.
  public var range: Range<Int>
  /// Written into the `href` attribute, escaped.
  public var href: String
  public init(range: Range<Int>, href: String) {
    self.range = range
    self.href = href
  }
}

/// Turns Swift source into highlighted, escaped HTML using our own lexer (the same one the
/// extractor reads declarations with), so highlighting never disagrees with extraction.
public enum SwiftHighlighter {
  /// The `<span>` that opens a token of `kind` (by its CSS class), or nil for text shown
  /// plain. A StaticString: its bytes are constant, so a token costs no retain or copy.
  static func openTag(_ kind: SwiftTokenKind) -> StaticString? {
    switch kind {
    case .keyword, .attribute: "<span class=\"tok-kw\">"
    case .typeIdentifier: "<span class=\"tok-ty\">"
    case .string: "<span class=\"tok-str\">"
    case .number: "<span class=\"tok-num\">"
    case .comment: "<span class=\"tok-com\">"
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
  ///
  /// `links` wrap parts of comments in `<a>` (sorted by start, none crossing a line end or
  /// leaving its comment; others are ignored): the text stays as it is, inside the comment's
  /// span.
  public static func lines(_ source: String, links: [SourceLink] = []) -> [String] {
    let highlighted = lineBytes(source, links: links)
    return highlighted.ends.indices.map { highlighted.line($0) { String(decoding: $0, as: UTF8.self) } }
  }

  /// The highlighted lines of `lines(_:links:)` as bytes: each line's HTML one after another
  /// in one buffer, where each ends, and no `String` per line.
  public struct HighlightedLines: Sendable {
    var bytes: [UInt8] = []
    public internal(set) var ends: [Int] = []

    /// Line `index`'s HTML, appended to `out`.
    public func writeLine(_ index: Int, to out: inout HTMLOutput) {
      line(index) { line in out.withBytes { $0.append(contentsOf: line) } }
    }

    func line<R>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
      let start = index == 0 ? 0 : ends[index - 1]
      return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<ends[index]])) }
    }
  }

  public static func lineBytes(_ source: String, links: [SourceLink] = []) -> HighlightedLines {
    var lines = HighlightedLines()
    var out = HTMLOutput()
    write(source, links: links, to: &out, openLine: { _, _ in }, closeLine: { _, _, out in lines.ends.append(out.bytes.count) })
    lines.bytes = out.bytes
    return lines
  }

  /// The highlighted lines of `lines(_:links:)`, written straight into `out` with no buffer of
  /// their own: `openLine(index, &out)` comes before each line's HTML and
  /// `closeLine(index, isLast, &out)` after it, once for each line shown, in order. (No line
  /// buffer and no token array: this runs for every code block of every page.)
  public static func write(
    _ source: String, links: [SourceLink] = [], to out: inout HTMLOutput,
    openLine: (Int, inout HTMLOutput) -> Void, closeLine: (Int, _ isLast: Bool, inout HTMLOutput) -> Void
  ) {
    var source = source
    source.withUTF8 { all in
      withoutActuallyEscaping(openLine) { openLine in
        withoutActuallyEscaping(closeLine) { closeLine in
          var lines = LineWriter(openLine: openLine, closeLine: closeLine)
          var nextLink = 0
          SwiftLexer.forEachToken(all) { token in
            if token.kind == .newline {
              lines.flushRun(all, &out)
              lines.endLine(&out)
              return
            }
            let open = openTag(token.kind).map(Self.bytes)
            // Untagged tokens in a row (names, punctuation, spaces) are escaped as one run,
            // which is what writing them one by one gives: they hold no CR or LF (the lexer
            // makes each a newline token), so no piece is cut or trimmed inside the run. A
            // token cutting a scalar ends the run.
            if open == nil, isScalarBoundary(all, token.start), isScalarBoundary(all, token.end) {
              lines.extendRun(token.start..<token.end)
              return
            }
            lines.flushRun(all, &out)
            while nextLink < links.count, links[nextLink].range.lowerBound < token.start { nextLink += 1 }
            if token.kind == .comment, nextLink < links.count, links[nextLink].range.lowerBound < token.end,
              isScalarBoundary(all, token.start), isScalarBoundary(all, token.end)
            {
              var position = token.start
              while nextLink < links.count, links[nextLink].range.upperBound <= token.end {
                let link = links[nextLink]
                nextLink += 1
                guard link.range.lowerBound >= position, !all[link.range].contains(0x0A), !all[link.range].contains(0x0D) else { continue }
                lines.appendPieces(UnsafeBufferPointer(rebasing: all[position..<link.range.lowerBound]), open: open, to: &out)
                var linkOpen = open.map(Array.init) ?? []
                linkOpen += Array("<a class=\"citation\" href=\"".utf8)
                linkOpen += Array(escapeAttribute(link.href).utf8)
                linkOpen += Array("\">".utf8)
                let linkClose = Array("</a>".utf8) + (open == nil ? [] : Array(Self.bytes(LineWriter.spanClose)))
                linkOpen.withUnsafeBufferPointer { linkOpen in
                  linkClose.withUnsafeBufferPointer { linkClose in
                    lines.appendPieces(UnsafeBufferPointer(rebasing: all[link.range]), open: linkOpen, close: linkClose, to: &out)
                  }
                }
                position = link.range.upperBound
              }
              lines.appendPieces(UnsafeBufferPointer(rebasing: all[position..<token.end]), open: open, to: &out)
            } else if isScalarBoundary(all, token.start), isScalarBoundary(all, token.end) {
              lines.appendPieces(UnsafeBufferPointer(rebasing: all[token.start..<token.end]), open: open, to: &out)
            } else {
              // A token that cuts a scalar: decode it as the text view would (with U+FFFD).
              var text = String(decoding: UnsafeBufferPointer(rebasing: all[token.start..<token.end]), as: UTF8.self)
              text.withUTF8 { lines.appendPieces($0, open: open, to: &out) }
            }
          }
          lines.flushRun(all, &out)
          // A trailing newline does not start a new visible line (a final "\r\n" is one
          // character, which is not "\n").
          let endsWithNewline = all.last == 0x0A && !(all.count > 1 && all[all.count - 2] == 0x0D)
          lines.finish(droppingEmptyLastLine: endsWithNewline, &out)
        }
      }
    }
  }

  /// A StaticString's bytes (constant, so the pointer stays valid).
  @inline(__always)
  private static func bytes(_ text: StaticString) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
  }

  @inline(__always)
  private static func isScalarBoundary(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
    i >= bytes.count || (bytes[i] & 0xC0) != 0x80
  }

  /// Where the lines begin and end as the tokens are written. A line is opened when its first
  /// HTML comes or when it ends empty; a line that ended is closed only once the next one
  /// opens or the source ends, which is when it is known to be the last (an empty last line
  /// after a final line feed is not shown, so it is never opened).
  private struct LineWriter {
    static let spanClose: StaticString = "</span>"
    /// The longest tagged piece put together before it is appended (`appendPiece`).
    static let joinedLimit = 128
    let openLine: (Int, inout HTMLOutput) -> Void
    let closeLine: (Int, Bool, inout HTMLOutput) -> Void
    /// The line being written, and whether it is open.
    var current = 0
    var isOpen = false
    /// The line that ended and is not closed yet, or -1.
    var ended = -1
    /// Untagged source bytes not written yet (`extendRun`).
    var run = 0..<0

    mutating func extendRun(_ token: Range<Int>) {
      run = (run.isEmpty ? token.lowerBound : run.lowerBound)..<token.upperBound
    }

    mutating func flushRun(_ source: UnsafeBufferPointer<UInt8>, _ out: inout HTMLOutput) {
      guard !run.isEmpty else { return }
      let pending = run
      run = 0..<0
      appendPieces(UnsafeBufferPointer(rebasing: source[pending]), open: nil, to: &out)
    }

    private mutating func openCurrent(_ out: inout HTMLOutput) {
      if ended >= 0 { closeLine(ended, false, &out) }
      openLine(current, &out)
      ended = -1
      isOpen = true
    }

    mutating func endLine(_ out: inout HTMLOutput) {
      if !isOpen { openCurrent(&out) }
      ended = current
      current += 1
      isOpen = false
    }

    mutating func finish(droppingEmptyLastLine: Bool, _ out: inout HTMLOutput) {
      if !isOpen, !(droppingEmptyLastLine && ended >= 0) { openCurrent(&out) }
      closeLine(isOpen ? current : ended, true, &out)
    }

    /// `close` defaults to `</span>` after an `open` tag.
    mutating func appendPieces(
      _ text: UnsafeBufferPointer<UInt8>, open: UnsafeBufferPointer<UInt8>?, close: UnsafeBufferPointer<UInt8>? = nil, to out: inout HTMLOutput
    ) {
      let close = close ?? open.map { _ in SwiftHighlighter.bytes(Self.spanClose) }
      var pieceStart = 0
      for j in 0..<text.count where text[j] == 0x0A && !(j > 0 && text[j - 1] == 0x0D) {
        appendPiece(text, pieceStart, j, open: open, close: close, to: &out)
        endLine(&out)
        pieceStart = j + 1
      }
      appendPiece(text, pieceStart, text.count, open: open, close: close, to: &out)
    }

    @inline(__always)
    private mutating func appendPiece(
      _ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, open: UnsafeBufferPointer<UInt8>?, close: UnsafeBufferPointer<UInt8>?,
      to out: inout HTMLOutput
    ) {
      var end = end
      if end > start, text[end - 1] == 0x0D { end -= 1 }
      guard end > start else { return }
      if !isOpen { openCurrent(&out) }
      let piece = UnsafeBufferPointer(rebasing: text[start..<end])
      out.withBytes { bytes in
        // A short tagged token with nothing to escape (most are) is put together on the stack
        // and appended once, not as three appends.
        if let open, let close, open.count + piece.count + close.count <= Self.joinedLimit,
          !piece.contains(where: { needsEscape($0, attribute: false) })
        {
          withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.joinedLimit) { joined in
            var at = joined.baseAddress!
            for part in [open, piece, close] {
              at.initialize(from: part.baseAddress!, count: part.count)
              at += part.count
            }
            bytes.append(contentsOf: UnsafeBufferPointer(start: joined.baseAddress!, count: at - joined.baseAddress!))
          }
          return
        }
        if let open { bytes.append(contentsOf: open) }
        appendEscaped(piece, attribute: false, to: &bytes)
        if let close { bytes.append(contentsOf: close) }
      }
    }
  }
}
