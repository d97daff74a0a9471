import NotesMarkdown
import Testing

@testable import NotesExtraction

/// `ProseConverter.exampleID` looks at a paragraph's whole text only when its first leaf starts
/// with a `{` (or is all spaces and some text holds one); it must answer what the rule on the
/// whole plain text answers, wherever the braces fall (in emphasis, across a code span, in a
/// link, after a full-width space or an HTML tag).
@Suite struct ExampleIDFastPath {
  static let paragraphs = [
    "{{example a.b}}", "  {{example a.b}}  ", "*{{example a.b}}*", "[{{example a.b}}](x)", "{`{example a.b}`}",
    "{{example a.b}} more", "{{example}}", "{{example a b}}", "plain prose", "内容偏移 contentOffset", "`code`",
    "{ {example a.b}}", "{{example a.b} }", "**{**{example a.b}}", "{{example 默认.值}}", "\u{3000}{{example a.b}}",
    "\u{3000}默认 {{example a.b}}", "** **{{example a.b}}", "<b>{{example a.b}}", "  \n{{example a.b}}", "a\\\n{{example a.b}}",
  ]

  /// The rule as the notes format states it, on the paragraph's whole plain text.
  static func byPlainText(_ node: MarkdownNode) -> String? {
    let text = Bilingual.trimmed(node.plainText)
    guard text.hasPrefix("{{example "), text.hasSuffix("}}") else { return nil }
    let id = Bilingual.trimmed(text.dropFirst(10).dropLast(2))
    return id.isEmpty || id.contains(" ") ? nil : id
  }

  @Test func answersWhatThePlainTextRuleAnswers() {
    for markdown in Self.paragraphs {
      let document = MarkdownDocument(text: markdown + "\n", file: "t.md")
      for node in document.root.children {
        #expect(ProseConverter().exampleID(node) == Self.byPlainText(node), "\(markdown)")
      }
    }
    let found = MarkdownDocument(text: "*{{example a.b}}*\n", file: "t.md").root.children.compactMap { ProseConverter().exampleID($0) }
    #expect(found == ["a.b"])
  }
}
