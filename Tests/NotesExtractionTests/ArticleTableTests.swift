import NotesBook
import NotesCore
import Testing

@testable import NotesExtraction

/// A pipe table in an article is one language-neutral block (docs/conventions.md §2): a
/// Chinese-only header followed by one without Chinese makes a language pair, and other
/// columns show in every view, their cells split like titles.
@Suite struct ArticleTableTests {
  static let markdown = """
    # Sources  来源

    ## Keys  代号

    前面的中文段落。

    The English paragraph before.

    | Key  代号 | 说明 | What it is | Link |
    |---|---|---|---|
    | CHAM | 一个`重新实现` | A *reimplementation* | [repo](https://github.com/BigZaphod/Chameleon) |
    | Open question 5  开放问题 5 | 时长 | Length |
    """

  static var section: ArticleSection {
    NotesExtractor.extract(text: markdown, file: "a.md").page.articles[0].sections[0]
  }

  @Test func aPipeTableIsOneNeutralBlockAfterTheRow() throws {
    let blocks = Self.section.blocks
    #expect(blocks.count == 2)
    guard case .row(let zh?, let en?) = blocks[0] else { Issue.record("no row first"); return }
    #expect(ProseRendererText.plain(zh) == "前面的中文段落。")
    #expect(ProseRendererText.plain(en) == "The English paragraph before.")
    guard case .table(let table) = blocks[1] else { Issue.record("no table"); return }
    #expect(table.languages == [.every, .zh, .en, .every])
    #expect(table.header.cells[0] == ProseTable.Cell(inlines: [.text("Key")], zh: [.text("代号")]))
    #expect(table.rows.count == 2)
    #expect(table.rows[0].cells[1].inlines == [.text("一个"), .code("重新实现")])
    #expect(table.rows[0].cells[2].inlines == [.text("A "), .emphasis([.text("reimplementation")])])
    #expect(table.rows[0].cells[3].inlines == [.link(destination: "https://github.com/BigZaphod/Chameleon", [.text("repo")])])
    #expect(table.rows[1].cells[0] == ProseTable.Cell(inlines: [.text("Open question 5")], zh: [.text("开放问题 5")]))
    // A short row gets empty cells; rows know their lines.
    #expect(table.rows[1].cells[3].inlines.isEmpty)
    #expect(table.rows[1].location?.line == 12)
  }

  @Test func aParagraphThatOnlyLooksLikeATableStaysProse() {
    let page = NotesExtractor.extract(text: "# A  甲\n\n## B  乙\n\n| just a pipe\nand text\n", file: "a.md").page
    let blocks = page.articles[0].sections[0].blocks
    #expect(blocks.count == 1)
    if case .row = blocks[0] {} else { Issue.record("not prose") }
  }
}

/// The plain text of a paragraph, for the expectations above.
enum ProseRendererText {
  static func plain(_ block: ProseBlock) -> String {
    guard case .paragraph(let inlines, _) = block else { return "" }
    return inlines.map { inline -> String in
      if case .text(let text) = inline { text } else { "" }
    }.joined()
  }
}
