import NotesBook
import NotesMarkdown
import Testing

@testable import NotesExtraction

/// The walkers read literals as bytes in place where they used to make a `String` of each:
/// the byte readings answer what the `String` readings answer, on every kind of text.
@Suite struct LiteralBytes {
  static let samples = [
    "", " ", "plain", "  {x", "\u{3000}{x", "\u{3000}\u{3000} 默认", "\t\n\r {", "内容偏移 contentOffset", "㐀 U+3400",
    "豈 U+F900", "𠀀 U+20000", "\u{2F800}", "ascii only {{", "é café", "👍🏽", "\u{3000}", "\u{E3}\u{80}", "x\u{3000}",
    "ー カタカナ", "한국어", "\u{301}{", String(repeating: "长", count: 40), String(repeating: "a", count: 100) + "中",
  ]

  /// `Bilingual.leadingSpacesEnd` as it was written on the String's UTF-8 view (kept as the
  /// reference; the String version now reads the bytes).
  static func utf8ViewLeadingSpacesEnd(_ text: String) -> Int {
    let utf8 = Array(text.utf8)
    var start = 0
    while start < utf8.count {
      if [0x20, 0x09, 0x0A, 0x0D].contains(utf8[start]) {
        start += 1
      } else if utf8[start] == 0xE3, utf8.count - start >= 3, utf8[start + 1] == 0x80, utf8[start + 2] == 0x80 {
        start += 3
      } else {
        break
      }
    }
    return start
  }

  @Test func leadingSpacesEndOnBytesIsTheUTF8ViewsOffset() {
    for sample in Self.samples {
      var text = sample
      let byView = Self.utf8ViewLeadingSpacesEnd(sample)
      #expect(text.withUTF8 { Bilingual.leadingSpacesEnd($0) } == byView, "\(sample.debugDescription)")
      #expect(sample.utf8.distance(from: sample.utf8.startIndex, to: Bilingual.leadingSpacesEnd(sample)) == byView, "\(sample.debugDescription)")
    }
  }

  @Test func containsHanOnBytesAnswersAsOnTheString() {
    var random = SystemRandomNumberGenerator()
    var samples = Self.samples
    let scalars: [Unicode.Scalar] = ["a", " ", "{", "\u{3000}", "中", "㐀", "豈", "\u{2F800}", "𠀀", "é", "ー", "한", "\u{FFFD}", "👍"]
    for _ in 0..<2_000 {
      var text = String.UnicodeScalarView()
      for _ in 0..<Int.random(in: 0...8, using: &random) { text.append(scalars.randomElement(using: &random)!) }
      samples.append(String(text))
    }
    for sample in samples {
      var text = sample
      #expect(text.withUTF8 { Bilingual.containsHan(utf8: $0) } == Bilingual.containsHan(sample), "\(sample.debugDescription)")
    }
  }

  /// A `|` with a combining mark on it is another character: such a paragraph was never a
  /// table, and the first-byte check must not make it one.
  @Test func aPipeWithACombiningMarkStartsNoTable() {
    let page = NotesExtractor.extract(text: "# A\n\n|\u{301} a | b |\n|---|---|\n| 1 | 2 |\n", file: "a.md").page
    let blocks = page.articles.flatMap(\.sections).flatMap(\.blocks)
    #expect(!blocks.contains { if case .table = $0 { true } else { false } })
    let table = NotesExtractor.extract(text: "# A\n\n| a | b |\n|---|---|\n| 1 | 2 |\n", file: "a.md").page
    #expect(table.articles.flatMap(\.sections).flatMap(\.blocks).contains { if case .table = $0 { true } else { false } })
  }

  /// Text cmark splits at brackets is merged before placeholders are read, as one run.
  @Test func textSplitAtBracketsIsReadAsOneRun() {
    let page = NotesExtractor.extract(text: "# A\n\nsee overshoot[2] and {{= demo.a#b}} here\n", file: "a.md").page
    let inlines = page.articles.flatMap(\.sections).flatMap(\.blocks).compactMap { block -> [Inline]? in
      if case .row(_, let en) = block, case .paragraph(let inlines, _)? = en { return inlines }
      return nil
    }.first
    #expect(inlines?.first == .text("see overshoot[2] and "))
    #expect(inlines?.count == 3)
  }
}
