import NotesCore
import Testing

@testable import NotesMarkdown

@Suite struct MarkdownParserTests {
  @Test func convertsTheWholeTreeWithReaderColumns() {
    let document = MarkdownDocument(
      text: """
        ## Zooming 缩放

        中文 `code` *em* **strong** [link](#a "t") ![图](i.png)
        line2\u{20}\u{20}
        line3 <b>

        > quote

        1. one
        2. two

        ---

        ```swift title="x"
        var a: Int
        ```
        """, file: "a.md")
    #expect(
      document.root.dump() == #"""
        Document @1:1-16:3
          Heading @1:1-1:13 level: 2
            Text @1:4-1:13 "Zooming 缩放"
          Paragraph @3:1-5:9
            Text @3:1-3:3 "中文 "
            InlineCode @3:5-3:8 "code"
            Text @3:10-3:10 " "
            Emphasis @3:11-3:14
              Text @3:12-3:13 "em"
            Text @3:15-3:15 " "
            Strong @3:16-3:25
              Text @3:18-3:23 "strong"
            Text @3:26-3:26 " "
            Link @3:27-3:40 destination: "#a" title: "t"
              Text @3:28-3:31 "link"
            Text @3:41-3:41 " "
            Image @3:42-3:52 destination: "i.png"
              Text @3:44-3:44 "图"
            SoftBreak
            Text @4:1-4:7 "line2"
            LineBreak
            Text @5:1-5:6 "line3 "
            InlineHTML @5:7-5:9 "<b>"
          BlockQuote @7:1-7:7
            Paragraph @7:3-7:7
              Text @7:3-7:7 "quote"
          OrderedList @9:1-10:6 start: 1 tight
            ListItem @9:1-9:6
              Paragraph @9:4-9:6
                Text @9:4-9:6 "one"
            ListItem @10:1-10:6
              Paragraph @10:4-10:6
                Text @10:4-10:6 "two"
          ThematicBreak @12:1-12:3
          CodeBlock @14:1-16:3 info: "swift title=\"x\"" "var a: Int\n"
        """#)
  }

  @Test func dropsTheInvalidRangeCmarkGivesHTMLBlocksButKeepsTheirText() {
    let document = MarkdownDocument(text: "<!-- TOC -->\n\n- [A](#a)\n\n<!-- /TOC -->\n", file: "a.md")
    let html = document.root.children.filter { if case .htmlBlock = $0.kind { true } else { false } }
    #expect(html.count == 2)
    #expect(html.allSatisfy { $0.range == nil })
    #expect(html.first?.kind == .htmlBlock("<!-- TOC -->\n"))
  }

  @Test(arguments: ["\u{FEFF}# 标题\r\nText", "# 标题\rText", "# 标题\nText"])
  func givesTheSamePositionsWithByteOrderMarkAndAnyLineEnding(text: String) {
    let document = MarkdownDocument(text: text, file: "a.md")
    #expect(document.root.children.map { $0.range?.description } == ["1:1-1:4", "2:1-2:4"])
  }

  @Test func keepsQuotesAndDashesAsWrittenBecauseSmartPunctuationIsOff() {
    let document = MarkdownDocument(text: #"他说 "contentInset" -- 'yes'..."#, file: "a.md")
    #expect(document.root.children.first?.plainText == #"他说 "contentInset" -- 'yes'..."#)
  }

  @Test func flattensNestingDeeperThanTheLimitAndSaysSo() {
    let document = MarkdownDocument(text: String(repeating: "> ", count: 300) + "deep", file: "a.md")
    var depth = 0
    var node = document.root
    while let child = node.children.first {
      depth += 1
      node = child
    }
    #expect(depth <= CmarkConverter.maximumDepth + 2)
    #expect(node.kind == .text("deep"))
    #expect(document.diagnostics.map(\.id.description) == ["markdown.nestingTooDeep"])
  }
}
