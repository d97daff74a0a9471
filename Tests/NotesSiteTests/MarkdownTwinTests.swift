import NotesBook
import NotesCore
import NotesHTML
import NotesVerifier
import Testing

@testable import NotesSite

/// Every reference page, article and example has a Markdown twin that says what its HTML
/// page says (the same computed values), and llms.txt lists them all.
@Suite struct MarkdownTwins {
  static let files: [(String, String)] = [
    (
      "Content/MyView.md",
      """
      # MyView

      一个示例视图。

      A sample view.

      # API

      ## Sizes  尺寸

      ```swift
      // 内容的大小。
      // The size of the content.
      // 默认值为 .zero
      // 注意：改变它不会移动内容。
      // Pitfall: changing it does not move the content.
      // 参见：demo.offset
      var contentSize: CGSize { get set }
      ```

      """
    ),
    (
      "Content/articles/01-basics.md",
      """
      # Scrolling Basics 滚动基础

      ## Offsets 偏移

      The offset is {{= demo.offset#contentOffset.y}} and the ratio {{= demo.offset#ratio}}. See [the size](../MyView.md#contentsize).

      偏移是 {{= demo.offset#contentOffset.y}}，比例是 {{= demo.offset#ratio}}。

      {{example demo.offset}}

      """
    ),
  ]

  static let run = ExampleRun(
    id: "demo.offset", titleEn: "Offset demo", titleZh: "偏移示例", apis: ["MyView.contentSize"],
    sourceFile: "Sources/ScrollExamples/Demo.swift",
    code: "// 偏移。\n// The offset.\nlet y = scrollView.contentOffset.y\nout.record(\"contentOffset\", y)",
    output: .object([
      "contentOffset": .object(["x": .number(0), "y": .number(-59)]),
      "ratio": .number(97.66666666666667),
      "figure": .object([
        "kind": .string("scrollScene"), "bounds": .object(["width": .number(393), "height": .number(852)]),
        "contentSize": .object(["width": .number(393), "height": .number(2000)]),
        "contentOffset": .object(["x": .number(0), "y": .number(-59)]),
      ]),
    ]))

  static func render() throws -> [String: String] {
    let input = SiteInput(contentFiles: files.map { ($0.0, Array($0.1.utf8)) }, contentFolder: "Content", modelSources: [])
    let site = try SiteRenderer.render(input, examples: [run])
    return site.tree.files.mapValues { String(decoding: $0, as: UTF8.self) }
  }

  /// `- [name](path): summary` lines of llms.txt by section.
  static func entries(_ llms: String) -> [(section: String, name: String, path: String)] {
    var section = ""
    var found: [(String, String, String)] = []
    for line in llms.split(separator: "\n") {
      if line.hasPrefix("## ") { section = String(line.dropFirst(3)) }
      guard line.hasPrefix("- ["), let close = line.range(of: "]("), let end = line[close.upperBound...].firstIndex(of: ")") else { continue }
      found.append((section, String(line[line.index(line.startIndex, offsetBy: 3)..<close.lowerBound]), String(line[close.upperBound..<end])))
    }
    return found
  }

  @Test func llmsTxtListsEveryTwinByKindAndEveryLinkExists() throws {
    let files = try Self.render()
    let llms = try #require(files["llms.txt"])
    let lines = llms.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first == "# ScrollNotes")
    #expect(lines.dropFirst(2).first?.hasPrefix("> ") == true)
    let entries = Self.entries(llms)
    #expect(entries.map(\.section) == ["API", "API", "Articles", "Examples"])
    #expect(entries.map(\.path) == ["myview/index.md", "myview/contentsize/index.md", "articles/basics/index.md", "examples/demo.offset/index.md"])
    #expect(entries.map(\.name) == ["MyView", "MyView.contentSize", "Scrolling Basics · 滚动基础", "Offset demo · 偏移示例"])
    for entry in entries { #expect(files[entry.path] != nil, "\(entry.path) is listed but not built") }
    // Every twin is listed, and each sits beside its page.
    let twins = files.keys.filter { $0.hasSuffix("/index.md") }
    #expect(Set(twins) == Set(entries.map(\.path)))
    for twin in twins { #expect(files[String(twin.dropLast(2)) + "html"] != nil) }
    #expect(llms.contains("- [MyView.contentSize](myview/contentsize/index.md): The size of the content. 内容的大小。\n"))
  }

  @Test func articleTwinShowsTheComputedValuesOutputAndFigure() throws {
    let twin = try #require(try Self.render()["articles/basics/index.md"])
    let english = try #require(twin.range(of: "\n## English\n"))
    let chinese = try #require(twin.range(of: "\n## 中文\n"))
    #expect(english.upperBound < chinese.lowerBound)
    let en = twin[english.upperBound..<chinese.lowerBound]
    let zh = twin[chinese.upperBound...]
    // The placeholders read as the HTML shows them (`ExampleEmbedding.value`).
    let y = try #require(ExampleEmbedding.value(ValuePlaceholder(exampleID: "demo.offset", path: "contentOffset.y", location: nil), in: ["demo.offset": Self.run]))
    let ratio = try #require(ExampleEmbedding.value(ValuePlaceholder(exampleID: "demo.offset", path: "ratio", location: nil), in: ["demo.offset": Self.run]))
    #expect(y == "-59" && ratio == "≈\u{2009}97.67")
    #expect(en.contains("The offset is \(y) and the ratio \(ratio). See [the size](../../myview/contentsize/index.md)."))
    #expect(zh.contains("偏移是 \(y)，比例是 \(ratio)。"))
    #expect(!twin.contains("{{"))
    // The embedded example: its output exactly as verify compares it, and the figure in words.
    for part in [en, zh] {
      #expect(part.contains("- `contentOffset.y` = `-59`\n"))
      #expect(part.contains("- `ratio` = `97.66666666666667`\n"))
      #expect(!part.contains("`figure"))
    }
    let figure = try #require(FigureRenderer.title(for: Self.run.output["figure"]!))
    #expect(en.contains("Figure: " + MarkdownText.escaped(figure.en)))
    #expect(zh.contains("图：" + MarkdownText.escaped(figure.zh)))
    // Each language keeps its own code comments.
    #expect(en.contains("// The offset.") && !en.contains("// 偏移。"))
    #expect(zh.contains("// 偏移。") && !zh.contains("// The offset."))
    #expect(twin.hasPrefix("# Scrolling Basics · 滚动基础\n\n> The offset is -59 and the ratio ≈\u{2009}97.67. 偏移是 -59，比例是 ≈\u{2009}97.67。\n"))
  }

  @Test func declarationTwinShowsTheDeclarationDefaultRemarksAndExamples() throws {
    let twin = try #require(try Self.render()["myview/contentsize/index.md"])
    #expect(twin.hasPrefix("# MyView.contentSize\n\n> The size of the content. 内容的大小。\n\n```swift\nvar contentSize: CGSize { get set }\n```\n"))
    #expect(twin.contains("- Default · 默认值: `.zero`"))
    #expect(twin.contains("- Type · 所属类型: [MyView](../../myview/index.md)"))
    let parts = twin.components(separatedBy: "\n## 中文\n")
    #expect(parts.count == 2)
    #expect(parts[0].contains("### Pitfalls\n\n- Changing it does not move the content."))
    #expect(parts[1].contains("### 注意\n\n- 改变它不会移动内容。"))
    #expect(parts[0].contains("- [Offset demo](../../examples/demo.offset/index.md) `demo.offset`"))
    #expect(parts[1].contains("- [偏移示例](../../examples/demo.offset/index.md) `demo.offset`"))
  }

  @Test func exampleTwinHasTheCodeOutputAndStoredOutput() throws {
    let twin = try #require(try Self.render()["examples/demo.offset/index.md"])
    #expect(twin.contains("```swift\n" + Self.run.code + "\n```"))
    #expect(twin.contains("- `contentOffset.x` = `0`\n- `contentOffset.y` = `-59`\n- `ratio` = `97.66666666666667`\n"))
    #expect(twin.contains("[output.json](output.json)"))
    #expect(twin.contains("[`MyView.contentSize`](../../myview/contentsize/index.md)"))
  }

  @Test func llmsFullHoldsEveryTwinInTheListedOrder() throws {
    let files = try Self.render()
    let full = try #require(files["llms-full.txt"])
    var searchFrom = full.startIndex
    for entry in Self.entries(try #require(files["llms.txt"])) {
      let twin = try #require(files[entry.path])
      let found = try #require(full.range(of: "<!-- \(entry.path) -->\n\n" + twin, range: searchFrom..<full.endIndex), "\(entry.path) missing or out of order")
      searchFrom = found.upperBound
    }
  }

  @Test func twoBuildsGiveTheSameBytes() throws {
    let first = try Self.render()
    let second = try Self.render()
    for path in first.keys where path.hasSuffix(".md") || path.hasPrefix("llms") { #expect(first[path] == second[path], "\(path) differs") }
    #expect(first.keys.filter { $0.hasSuffix(".md") }.count == 4)
  }
}

/// Markdown written from text the notes control cannot turn into markup.
@Suite struct MarkdownEscaping {
  @Test func textAndCodeStayLiteral() {
    #expect(MarkdownText.escaped("a*b_c [d] <e> & `f`") == "a\\*b\\_c \\[d\\] \\<e> \\& \\`f\\`")
    #expect(MarkdownText.paragraph("# not a heading") == "\\# not a heading")
    #expect(MarkdownText.paragraph("1. not a list") == "1\\. not a list")
    #expect(MarkdownOutput.written { $0.codeSpan("a`b") } == "`` a`b ``")
    #expect(MarkdownOutput.written { $0.codeBlock("```\nx", language: "swift") } == "````swift\n```\nx\n````")
  }

  @Test func linksLeadToTwins() {
    var linked = false
    #expect(MarkdownOutput.written { linked = $0.twinDestination("../a/index.html#x") } == "../a/index.md")
    #expect(linked)
    #expect(MarkdownOutput.written { linked = $0.twinDestination("#x") } == "")
    #expect(!linked)
  }
}
