import Testing

@testable import NotesExtraction

/// `PlaceholderLint.leftovers` skips text without `{{` in its UTF-8 bytes; it must find what
/// the walk over Characters (the path it replaces) finds, on every kind of text.
@Suite struct PlaceholderLintFastPath {
  static let samples = [
    "", "plain text", "内容偏移 contentOffset", "{", "{}", "{ {", "{{", "{{}}", "a {{= id}} b", "{{= id#path}} and {{x",
    "{{example demo.offset}} in a sentence", "{\u{301}{ combining", "{{\u{301}}}", "}} {{", "👍🏽{{x}}👍🏽", String(repeating: "{", count: 5),
    "{{" + String(repeating: "长", count: 50), "x{", "{a{", "{x{{y}}", "{ 默{认}{{值}}", String(repeating: "{a", count: 9) + "{",
  ]

  @Test func findsWhatTheCharacterWalkFinds() {
    for text in Self.samples {
      #expect(PlaceholderLint.leftovers(in: text) == PlaceholderLint.characterLeftovers(in: text), "\(text)")
    }
    #expect(PlaceholderLint.leftovers(in: "a {{= id}} b") == ["{{= id}}"])
    #expect(PlaceholderLint.leftovers(in: "plain {text}") == [])
  }
}
