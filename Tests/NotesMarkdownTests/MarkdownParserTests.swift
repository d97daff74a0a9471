import NotesCore
import Testing

@testable import NotesMarkdown

@Suite struct ScratchTests {
  @Test func scratch() throws {
    let text = "<!-- TOC -->\n\n- [A](#a)\n\n<!-- /TOC -->\n\n# 标题 Title\n\n中文 `code` *em*\r\nline2  \nline3\n\n```swift\nvar a: Int\n```\n"
    let doc = MarkdownDocument(text: "\u{FEFF}" + text, file: "a.md")
    print(doc.root.dump())
  }
}
