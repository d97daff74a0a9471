import Testing

@testable import NotesHTML

/// `SearchRecord.oneLine` reads bytes; it must give what reading `unicodeScalars` and their
/// `isWhitespace` property gave (kept here as the reference), the cut at 160 characters
/// included, on text with every kind of white space, CJK, combining marks and emoji.
@Suite struct SearchRecordOneLine {
  static func scalarReading(_ text: String?) -> String? {
    guard let text else { return nil }
    var out = ""
    var space = false
    for scalar in text.unicodeScalars {
      if scalar.properties.isWhitespace {
        space = !out.isEmpty
        continue
      }
      if space { out.unicodeScalars.append(" ") }
      space = false
      out.unicodeScalars.append(scalar)
    }
    guard !out.isEmpty else { return nil }
    guard out.count > SearchRecord.summaryLimit else { return out }
    return String(out.prefix(SearchRecord.summaryLimit - 1)) + "…"
  }

  @Test func whiteSpaceIsUnicodesWhiteSpaceForEveryScalar() {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(SearchRecord.isWhiteSpace(value) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
    }
  }

  @Test func givesTheScalarReadingOnRandomText() {
    let pieces = [
      "a", "word", " ", "  ", "\t", "\n", "\r\n", "\u{0B}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2003}", "\u{200B}", "\u{2028}", "\u{3000}",
      "\u{FEFF}", "滚动", "。", "é", "e\u{301}", "\u{301}", "👩‍👩‍👧", "🇨🇳", "\u{180E}",
    ]
    var state: UInt64 = 0xC0FFEE
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 33)
    }
    for round in 0..<4_000 {
      // Every fourth text is long enough to be cut.
      let count = round % 4 == 0 ? 60 + next() % 200 : next() % 20
      let text = (0..<count).map { _ in pieces[next() % pieces.count] }.joined()
      #expect(SearchRecord.oneLine(text) == Self.scalarReading(text), "\(text.debugDescription)")
    }
    #expect(SearchRecord.oneLine(nil) == nil)
  }
}
