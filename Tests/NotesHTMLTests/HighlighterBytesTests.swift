import Foundation
import NotesLexer
import Testing

@testable import NotesHTML

/// `SwiftHighlighter.lineBytes` writes each token's `<span>` from constant bytes; it must
/// give exactly the lines the highlighter gave when every tag was an array (kept here,
/// unchanged, as the reference): on every Swift source in the repository, with and without
/// links in comments, and on random mixtures of what cuts tokens and lines.
@Suite struct HighlighterBytes {
  static func same(_ source: String, links: [SourceLink] = []) -> Bool {
    let new = SwiftHighlighter.lineBytes(source, links: links)
    let old = ArrayTagHighlighter.lineBytes(source, links: links)
    return new.bytes == old.bytes && new.ends == old.ends
  }

  /// Every Swift source of the repository (`Sources/`), by path, in path order.
  static func repositorySources() throws -> [(file: String, text: String)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardized
    let files = FileManager.default.enumerator(atPath: root.path)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    return try files.map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
  }

  /// What joining untagged tokens into runs relies on: a token without a tag, newlines aside
  /// (the highlighter ends the line there first), holds no CR or LF, on every source of the
  /// repository and on random bytes.
  @Test func untaggedTokensHoldNoLineEnd() throws {
    func check(_ bytes: [UInt8], _ name: String) {
      bytes.withUnsafeBufferPointer { all in
        SwiftLexer.forEachToken(all) { token in
          guard token.kind != .newline, SwiftHighlighter.openTag(token.kind) == nil else { return }
          #expect(!all[token.start..<token.end].contains { $0 == 0x0A || $0 == 0x0D }, "\(name): \(token)")
        }
      }
    }
    for (file, text) in try Self.repositorySources() { check(Array(text.utf8), file) }
    var generator = SplitMix(seed: 47)
    let alphabet: [UInt8] = Array(" \t\r\n/*\"#`'@_aZ09.=<>{}()\\".utf8) + [0x00, 0x80, 0xE4, 0xB8, 0xAD, 0xFF]
    for round in 0..<3_000 {
      let bytes = (0..<Int(generator.next() % 40)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      check(bytes, "random \(round)")
    }
  }

  @Test func givesTheArrayTagLinesOnEverySourceInTheRepository() throws {
    let sources = try HighlighterBytes.repositorySources()
    #expect(sources.count > 100)
    for (file, text) in sources {
      #expect(Self.same(text), "\(file)")
      // Links on the comments' citations, as model pages have them.
      let links = SourceCitations.scan(text).map { SourceLink(range: $0.range, href: "#src-\($0.line)\"&") }
      #expect(Self.same(text, links: links), "\(file) with \(links.count) links")
    }
  }

  @Test func givesTheArrayTagLinesOnRandomMixtures() {
    let pieces = [
      "let", " ", "x", "=", "1.5", "\"s\"", "\"<&>\"", "// c", "/* b", "*/", "\n", "\r\n", "\r", "@MainActor", "Int", "中文", "é",
      "\u{301}", "<", ">", "&", "'", "\t", "[D] KEY-1", "open question 3", "#if", "`a`", "\0", "\u{FFFD}",
    ]
    var generator = SplitMix(seed: 41)
    for _ in 0..<3_000 {
      let count = Int(generator.next() % 30)
      let source = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      let byteCount = source.utf8.count
      var links: [SourceLink] = []
      var at = 0
      while byteCount > 0, at < byteCount, links.count < 3 {
        let start = at + Int(generator.next() % 6)
        let end = start + 1 + Int(generator.next() % 5)
        guard end <= byteCount else { break }
        links.append(SourceLink(range: start..<end, href: "a\"b"))
        at = end
      }
      #expect(Self.same(source), "\(source.debugDescription)")
      #expect(Self.same(source, links: links), "\(source.debugDescription) \(links)")
    }
  }
}

/// `BilingualCode.write` streams the highlighter's lines into the page with their spans; it
/// must give what it gave when it wrapped the lines of `lineBytes` afterwards (that assembly
/// is kept here as the reference): every Swift source in the repository, and random mixtures
/// of code, paired comments, line ends and harness lines.
@Suite struct StreamedBilingualCode {
  static func lineBufferHTML(_ source: String, harness: Set<Int>) -> String {
    var out = HTMLOutput()
    let highlighted = SwiftHighlighter.lineBytes(source)
    let languages = BilingualCode.lineLanguages(source)
    let last = highlighted.ends.count - 1
    for index in highlighted.ends.indices {
      let marked = harness.contains(index)
      if marked { out.raw("<span class=\"code-harness\">") }
      let language = index < languages.count ? languages[index] : nil
      switch language {
      case .zh?: out.raw("<span class=\"code-zh\" lang=\"zh-Hans\">")
      case .en?: out.raw("<span class=\"code-en\" lang=\"en\">")
      case nil: break
      }
      highlighted.writeLine(index, to: &out)
      if index != last { out.raw("\n") }
      if language != nil { out.raw("</span>") }
      if marked { out.raw("</span>") }
    }
    return out.string
  }

  @Test func givesTheLineBufferHTMLOnEverySourceInTheRepository() throws {
    let sources = try HighlighterBytes.repositorySources()
    #expect(sources.count > 100)
    for (file, text) in sources {
      let harness = Set(stride(from: 0, to: 400, by: 7))
      #expect(BilingualCode.html(text, harness: harness) == Self.lineBufferHTML(text, harness: harness), "\(file)")
    }
  }

  @Test func givesTheLineBufferHTMLOnRandomMixtures() {
    let pieces = [
      "let x = 1", "// 中文注释", "// English comment", "  // 缩放", "\n", "\r\n", "\r", "\n\n", "/* b\n c */", "\"<&>\"", "中文", "é", "\u{301}",
      "\t", "scrollView.zoomScale = 2", "\0",
    ]
    var generator = SplitMix(seed: 43)
    for _ in 0..<3_000 {
      let count = Int(generator.next() % 24)
      let source = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      let harness = Set((0..<Int(generator.next() % 4)).map { _ in Int(generator.next() % 12) })
      #expect(BilingualCode.html(source, harness: harness) == Self.lineBufferHTML(source, harness: harness), "\(source.debugDescription) \(harness)")
    }
  }
}

/// The highlighter's line buffer as it was at commit 7d3bdc93 (each tag an array,
/// `</span>` a static array), kept as the reference.
private enum ArrayTagHighlighter {
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

  static func lineBytes(_ source: String, links: [SourceLink] = []) -> SwiftHighlighter.HighlightedLines {
    let bytes = Array(source.utf8)
    let tokens = SwiftLexer.tokenize(bytes)
    var out = LineBuffer()
    var nextLink = 0
    bytes.withUnsafeBufferPointer { all in
      for token in tokens {
        if token.kind == .newline {
          out.endLine()
          continue
        }
        let open = openTag(token.kind)
        while nextLink < links.count, links[nextLink].range.lowerBound < token.start { nextLink += 1 }
        if token.kind == .comment, nextLink < links.count, links[nextLink].range.lowerBound < token.end,
          isScalarBoundary(all, token.start), isScalarBoundary(all, token.end)
        {
          var position = token.start
          while nextLink < links.count, links[nextLink].range.upperBound <= token.end {
            let link = links[nextLink]
            nextLink += 1
            guard link.range.lowerBound >= position, !all[link.range].contains(0x0A), !all[link.range].contains(0x0D) else { continue }
            out.appendPieces(UnsafeBufferPointer(rebasing: all[position..<link.range.lowerBound]), open: open)
            var linkOpen = open ?? []
            linkOpen += Array("<a class=\"citation\" href=\"".utf8)
            linkOpen += Array(escapeAttribute(link.href).utf8)
            linkOpen += Array("\">".utf8)
            out.appendPieces(UnsafeBufferPointer(rebasing: all[link.range]), open: linkOpen, close: Array("</a>".utf8) + (open == nil ? [] : LineBuffer.spanClose))
            position = link.range.upperBound
          }
          out.appendPieces(UnsafeBufferPointer(rebasing: all[position..<token.end]), open: open)
        } else if isScalarBoundary(all, token.start), isScalarBoundary(all, token.end) {
          out.appendPieces(UnsafeBufferPointer(rebasing: all[token.start..<token.end]), open: open)
        } else {
          var text = token.text(in: bytes)
          text.withUTF8 { out.appendPieces($0, open: open) }
        }
      }
    }
    out.endLine()
    var lines = out.lines
    let endsWithNewline = bytes.last == 0x0A && !(bytes.count > 1 && bytes[bytes.count - 2] == 0x0D)
    if lines.ends.count > 1, lines.ends[lines.ends.count - 1] == lines.ends[lines.ends.count - 2], endsWithNewline {
      lines.ends.removeLast()
    }
    return lines
  }

  private static let openTags: [[UInt8]?] = {
    let size = Int(SwiftTokenKind.allCases.map(\.rawValue).max() ?? 0) + 1
    var tags = [[UInt8]?](repeating: nil, count: size)
    for kind in SwiftTokenKind.allCases {
      if let cls = cssClass(kind) { tags[Int(kind.rawValue)] = Array("<span class=\"\(cls)\">".utf8) }
    }
    return tags
  }()

  private static func openTag(_ kind: SwiftTokenKind) -> [UInt8]? { openTags[Int(kind.rawValue)] }

  private static func isScalarBoundary(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
    i >= bytes.count || (bytes[i] & 0xC0) != 0x80
  }

  private struct LineBuffer {
    static let spanClose: [UInt8] = Array("</span>".utf8)
    var lines = SwiftHighlighter.HighlightedLines()

    mutating func endLine() {
      lines.ends.append(lines.bytes.count)
    }

    mutating func appendPieces(_ text: UnsafeBufferPointer<UInt8>, open: [UInt8]?, close: [UInt8]? = nil) {
      var pieceStart = 0
      for j in 0..<text.count where text[j] == 0x0A && !(j > 0 && text[j - 1] == 0x0D) {
        appendPiece(text, pieceStart, j, open: open, close: close)
        endLine()
        pieceStart = j + 1
      }
      appendPiece(text, pieceStart, text.count, open: open, close: close)
    }

    private mutating func appendPiece(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, open: [UInt8]?, close: [UInt8]?) {
      var end = end
      if end > start, text[end - 1] == 0x0D { end -= 1 }
      guard end > start else { return }
      if let open { lines.bytes.append(contentsOf: open) }
      appendEscaped(UnsafeBufferPointer(rebasing: text[start..<end]), attribute: false, to: &lines.bytes)
      if let close { lines.bytes.append(contentsOf: close) } else if open != nil { lines.bytes.append(contentsOf: Self.spanClose) }
    }
  }
}
