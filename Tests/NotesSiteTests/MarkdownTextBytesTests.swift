import Foundation
import NotesHTML
import NotesVerifier
import Testing

@testable import NotesSite

/// The twin's text helpers work on UTF-8 bytes; each must give what its plain `String` reading
/// gives (the one it replaced), including at "\r\n", which is one character in a `String`.
@Suite struct MarkdownTextBytes {
  static func plainQuote(_ body: String) -> String {
    body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
  }

  static func plainCodeBody(_ code: String) -> String {
    code.hasSuffix("\n") ? String(code.dropLast()) : code
  }

  static func plainTwinHref(_ href: String) -> String? {
    let path = href.prefix { $0 != "#" && $0 != "?" }
    guard path.hasSuffix("index.html") else { return path.isEmpty ? nil : String(path) }
    return path.dropLast("index.html".count) + "index.md"
  }

  /// Every string of up to three pieces from `pieces`.
  static func combinations(of pieces: [String]) -> [String] {
    var all: [String] = []
    var level = [""]
    for _ in 0..<3 {
      level = level.flatMap { prefix in pieces.map { prefix + $0 } }
      all += level
    }
    return all
  }

  /// About 2,400 strings, and a few longer ones.
  static let samples = ["", "a\r\n\r\n", "> x\n\ny", "../a/index.html#x?y"]
    + combinations(of: ["a", " ", "\n", "\r", "\r\n", "中", "`", "é", "#", "?", "index.html", "../", "x/"])

  @Test func quoteIsThePlainReading() {
    for body in Self.samples { #expect(MarkdownOutput.written { out in out.quote { $0.raw(body) } } == Self.plainQuote(body), "\(body.debugDescription)") }
  }

  @Test func codeBlockDropsTheFinalNewlineAsThePlainReadingDoes() {
    for code in Self.samples {
      let block = MarkdownOutput.written { $0.codeBlock(code, language: "swift") }
      let fence = String(block.prefix { $0 == "`" })
      #expect(block == fence + "swift\n" + Self.plainCodeBody(code) + "\n" + fence, "\(code.debugDescription)")
    }
  }

  @Test func twinHrefIsThePlainReading() {
    for href in Self.samples { #expect(MarkdownOutput.written { _ = $0.twinDestination(href) } == Self.plainTwinHref(href).map(StringMarkdownText.destination) ?? "", "\(href.debugDescription)") }
  }

  static func plainOneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
  }

  static func plainEscaped(_ text: String) -> String {
    var out = ""
    for character in text {
      if "\\`*_[]<&".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }

  /// Newlines of every kind, spaces of every kind, a combining mark after a space.
  static let lines = combinations(of: [
    "a", " ", "\t", "\n", "\r\n", "\u{2028}", "\u{85}", "\u{0B}", "\u{A0}", "\u{3000}", "\u{301}", "中", "x y",
  ])

  @Test func oneLineIsFoundationsReading() {
    for text in Self.lines { #expect(MarkdownTwin.oneLine(text) == Self.plainOneLine(text), "\(text.debugDescription)") }
  }

  @Test func oneLineIsFoundationsReadingOnLongerMixtures() {
    let pieces = ["word", " ", "\t", "\n", "\r\n", "\r", "\u{2028}", "\u{2029}", "\u{85}", "\u{0B}", "\u{0C}", "\u{A0}", "\u{3000}", "\u{2009}", "\u{301}", "中文", "。", "e\u{301}"]
    for text in Self.randomTexts(of: pieces, seed: 11, longest: 24) {
      #expect(MarkdownTwin.oneLine(text) == Self.plainOneLine(text), "\(text.debugDescription)")
    }
  }

  @Test func escapedMarksEverySpecialCharacter() {
    for text in Self.samples + Self.lines + ["a*b_c[d]e<f&g\\h`", "中*文"] {
      #expect(MarkdownText.escaped(text) == Self.plainEscaped(text), "\(text.debugDescription)")
    }
  }

  @Test func aFilesFolderIsThePlainReading() {
    for file in ["Content/a.md", "/tmp//notes/x.md", "a.md", "", "/", "a/b/", "./a/../b.md", "内容/a.md", "/abs/中/x.md"] {
      #expect(InternalLink.folder(of: file) == file.split(separator: "/").dropLast().joined(separator: "/"), "\(file)")
    }
  }

  /// A code span turns each newline not after a carriage return into a space, as the byte
  /// walk it replaced did (kept here).
  @Test func codeSpanNewlinesAreThePlainReading() {
    for code in Self.samples {
      var expected = Array(code.utf8)
      for index in expected.indices where expected[index] == UInt8(ascii: "\n") && (index == 0 || expected[index - 1] != UInt8(ascii: "\r")) {
        expected[index] = UInt8(ascii: " ")
      }
      var longest = 0
      var current = 0
      for byte in code.utf8 {
        current = byte == UInt8(ascii: "`") ? current + 1 : 0
        longest = max(longest, current)
      }
      let fence = String(repeating: "`", count: longest + 1)
      let pad = longest > 0 ? " " : ""
      let span = MarkdownOutput.written { $0.codeSpan(code) }
      #expect(span == fence + pad + String(decoding: expected, as: UTF8.self) + pad + fence, "\(code.debugDescription)")
    }
  }

  @Test func codeByLanguageKeepsEachLanguagesLines() {
    let code = "// 滚动\n// scroll\nlet a = 1\n// only English\n"
    let split = MarkdownText.codeByLanguage(code)
    #expect(split.en == "// scroll\nlet a = 1\n// only English\n")
    #expect(split.zh == "// 滚动\nlet a = 1\n// only English\n")
  }

  /// The plain reading: split at newlines, keep the lines `lineLanguages` gives no other language.
  static func plainCodeByLanguage(_ code: String) -> (en: String, zh: String) {
    let languages = BilingualCode.lineLanguages(code)
    let lines = code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    func keeping(_ language: BilingualCode.Language) -> String {
      lines.enumerated().filter { $0.offset >= languages.count || languages[$0.offset] == nil || languages[$0.offset] == language }
        .map(\.element).joined(separator: "\n")
    }
    return (keeping(.en), keeping(.zh))
  }

  /// 2,000 texts of up to `longest` pieces each, the same on every run.
  static func randomTexts(of pieces: [String], seed: UInt64, longest: Int) -> [String] {
    var state = seed
    func next() -> UInt64 {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return state >> 33
    }
    return (0..<2_000).map { _ in
      (0..<Int(next() % UInt64(longest + 1))).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined()
    }
  }

  @Test func theLongestBacktickRunIsWhatCountingEachByteGives() {
    for text in Self.randomTexts(of: ["`", "``", "```", "a", "中", "\n", "        ", "````", "x`y"], seed: 7, longest: 28) {
      var longest = 0, current = 0
      for byte in text.utf8 {
        current = byte == UInt8(ascii: "`") ? current + 1 : 0
        longest = max(longest, current)
      }
      let bytes = Array(text.utf8)
      #expect(bytes.withUnsafeBufferPointer { MarkdownOutput.longestBacktickRun(in: $0) } == longest, "\(text.debugDescription)")
    }
  }

  @Test func codeByLanguageIsThePlainReadingOnRandomCode() {
    let pieces = ["// 滚动", "// scroll", "\n", "  ", "\t", "let a = 1", "//", "/", "中", "é", "\r\n", "𠀀", "// 𠀀", "x // 注释"]
    for code in Self.randomTexts(of: pieces, seed: 41, longest: 16) {
      let fast = MarkdownText.codeByLanguage(code)
      let plain = Self.plainCodeByLanguage(code)
      #expect(fast.en == plain.en && fast.zh == plain.zh, "\(code.debugDescription)")
    }
  }
}

