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

/// Extraction skips the placeholder lint for a file without `{{`, `\{` or `&`: prose read from
/// such a file never holds a `{{`, so the lint would find nothing. Checked on generated files
/// that build braces every way Markdown can (escapes, entities, emphasis, links, tables).
@Suite struct PlaceholderLintSkip {
  static let pieces = [
    "{", "}", "{{", "\\{", "&#123;", "&#x7b;", "&lbrace;", "&lcub;", "&amp;", "x", " ", "*", "**", "[", "](u)", "`", "\n", "\n\n", "| a | b |\n|---|---|\n| ",
    "{{= a.b#c}}", "{{example a.b}}", "!重点", "中文", "# T\n", "## S\n", "- ", "> ",
  ]

  @Test func aFileWithoutBracesEscapesOrEntitiesHasNoLeftovers() {
    var state: UInt64 = 11
    func next() -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int(state >> 33)
    }
    var skipped = 0
    for _ in 0..<3_000 {
      let text = "# A\n\n" + (0..<(next() % 16)).map { _ in Self.pieces[next() % Self.pieces.count] }.joined() + "\n"
      let result = NotesExtractor.extract(text: text, file: "a.md")
      let page = result.page
      let lint = PlaceholderLint.diagnostics(for: page, file: "a.md")
      if !PlaceholderLint.mayFindLeftovers(in: Array(text.utf8)) {
        skipped += 1
        #expect(lint.isEmpty, "\(text.debugDescription)")
      }
      // What extraction reports is the lint's findings either way.
      #expect(lint.allSatisfy { finding in result.diagnostics.contains(finding) }, "\(text.debugDescription)")
    }
    #expect(skipped > 100)
    #expect(PlaceholderLint.mayFindLeftovers(in: Array("a \\{{ b".utf8)))
    #expect(!NotesExtractor.extract(text: "# A\n\nx &#123;{ y\n", file: "a.md").diagnostics.filter { $0.id.description.contains("Placeholder") }.isEmpty)
  }
}
