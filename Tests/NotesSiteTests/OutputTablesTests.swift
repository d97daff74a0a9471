import NotesCore
import NotesVerifier
import Testing

@testable import NotesSite

/// An example's output as a reader scans it: values as rows, a list of plain values as one
/// row, a list of records as a table with a row per record and a column per field, never
/// as `samples[3].headerFrame.width` rows. The figure's data is not output.
@Suite struct OutputTablesTests {
  static let output = try! JSONValue.parse(
    """
    {"contentSize": {"width": 375, "height": 1600},
     "events": ["touchesBegan", "scroll"],
     "samples": [{"offset": 0, "header": {"y": 150}}, {"offset": 300, "header": {"y": 300}, "pinned": true}],
     "figure": {"kind": "scrollScene"}}
    """)

  static let run = ExampleRun(
    id: "demo.samples", titleEn: "Samples", titleZh: "采样", apis: [], sourceFile: "Sources/ScrollExamples/Demo.swift",
    code: "let x = 1", output: output)

  @Test func valuesAndListsAreRowsAndRecordsAreATableWithAColumnPerField() {
    let tables = OutputTables(output: Self.output)
    let lines = tables.lines.map { line -> String in
      switch line {
      case .row(let row): "\(row.path) = \(OutputPath.display(row.value))"
      case .list(let list): "\(list.path) = \(list.items.map(OutputPath.display))"
      }
    }
    #expect(lines == ["contentSize.width = 375", "contentSize.height = 1600", #"events = ["touchesBegan", "scroll"]"#])
    #expect(tables.records.count == 1)
    let samples = tables.records[0]
    #expect(samples.path == "samples")
    #expect(samples.columns == ["offset", "header.y", "pinned"])
    #expect(samples.cells == [[.number(0), .number(150), nil], [.number(300), .number(300), .bool(true)]])
  }

  @Test func everyCellIsTheValueAtItsVerifyPath() {
    let samples = OutputTables(output: Self.output).records[0]
    for (row, cells) in samples.cells.enumerated() {
      for (column, cell) in zip(samples.columns, cells) {
        #expect(OutputPath.value(in: Self.output, at: "samples[\(row)].\(column)") == cell)
      }
    }
  }

  @Test func aSingleRecordOrAListOfListsStaysAsRows() {
    let tables = OutputTables(output: try! JSONValue.parse(#"{"only": [{"a": 1}], "grid": [[1, 2], [3]]}"#))
    #expect(tables.records.isEmpty)
    let paths = tables.lines.map { line -> String in
      switch line {
      case .row(let row): row.path
      case .list(let list): list.path + "[]"
      }
    }
    #expect(paths == ["only[0].a", "grid[0][]", "grid[1][]"])
  }

  @Test func thePageShowsTheRecordsTableAndTheTwinAMarkdownTable() {
    let html = ExampleEmbedding.outputTable(Self.run)
    #expect(html.contains("<caption><code>samples</code></caption>"))
    #expect(html.contains("<th><code>header.y</code></th>"))
    #expect(!html.contains("samples[1]"))
    #expect(html.contains("<li title=\"events[1]\"><code>scroll</code></li>"))
    #expect(!html.contains("figure"))
    let twin = MarkdownOutput.written { MarkdownExample.writeOutput(Self.run, language: .en, to: &$0) }
    #expect(twin.contains("| # | `offset` | `header.y` | `pinned` |\n|---:|---:|---:|---:|\n| 0 | `0` | `150` |  |\n| 1 | `300` | `300` | `true` |"))
    #expect(twin.contains("- `events` = `touchesBegan`, `scroll`"))
  }
}
