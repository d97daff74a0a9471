import Testing

@testable import NotesBook

/// The dumps' `quote` copies text with nothing to escape whole; it must give what escaping
/// scalar by scalar (the path it replaces, kept here) gives, on every kind of text.
@Suite struct DumpQuote {
  static func scalarByScalar(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  static let pieces = ["a", " ", "\n", "\r\n", "\r", "\t", "\"", "\\", "中文", "\u{301}", "e\u{301}", "👍🏽", "\u{85}", "\u{2028}", "{{x}}"]

  @Test func quotingIsWhatEscapingEachScalarGives() {
    var state: UInt64 = 9
    func next() -> UInt64 {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return state >> 33
    }
    let texts = [""] + Self.pieces + (0..<3_000).map { _ in (0..<Int(next() % 12)).map { _ in Self.pieces[Int(next() % UInt64(Self.pieces.count))] }.joined() }
    for text in texts {
      let quoted = quote(text)
      #expect(quoted == Self.scalarByScalar(text), "\(text.debugDescription)")
      #expect(Array(quoted.unicodeScalars) == Array(Self.scalarByScalar(text).unicodeScalars), "\(text.debugDescription)")
    }
  }
}
