import Foundation
import NotesBook
import NotesCore
import NotesExtraction
import NotesHTML
import NotesVerifier
import Testing

@testable import NotesSite

extension LlmsText.Twin {
  init(section: LlmsText.Section, path: String, text: String) {
    self.init(section: section, path: path, bytes: Array(text.utf8))
  }

  /// The twin's bytes read as text.
  var text: String {
    get { String(decoding: bytes, as: UTF8.self) }
    set { bytes = Array(newValue.utf8) }
  }
}

extension MarkdownOutput {
  /// What `body` writes into an empty buffer, as a String.
  static func written(_ body: (inout MarkdownOutput) -> Void) -> String {
    var out = MarkdownOutput()
    body(&out)
    return String(decoding: out.bytes, as: UTF8.self)
  }
}

/// The Markdown twins are written into one byte buffer (`MarkdownOutput`); every twin, and
/// llms.txt and llms-full.txt made from them, must be byte for byte what the `String`
/// renderers they replaced give (`StringMarkdownRenderers.swift`), on this repository's notes
/// and on hostile input.
@Suite struct ByteTwins {
  /// Every twin a set of notes files and example runs gives, both ways, and llms.txt and
  /// llms-full.txt made from each set.
  static func expectSameTwins(
    files: [(file: String, bytes: [UInt8])], contentFolder: String, examples: [ExampleRun], modelSources: [(file: String, text: String)] = [],
    _ comment: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) -> Int {
    let book = Book(pages: files.map { NotesExtractor.extract(bytes: $0.bytes, file: $0.file).page })
    let frame = SiteFrame(book: book, contentFolder: contentFolder, modelSources: modelSources, playgroundModule: nil, examples: examples)
    let verification = Verifier.verify(VerificationSetup.input(book: book, implementations: frame.implementations, examples: examples))
    let context = frame.context(verification: verification, examples: examples)
    var twins: [LlmsText.Twin] = []
    var strings: [StringTwin] = []
    for planned in frame.plan.pages {
      let source = book.pages[planned.role.pageIndex]
      let twin = context.forPage().markdownTwin(planned, source: source)
      let string = context.forPage().stringMarkdownTwin(planned, source: source)
      expectSame(twin, string, "\(comment): \(planned.path)", sourceLocation: sourceLocation)
      twins.append(twin)
      strings.append(string)
    }
    let exampleTwins = MarkdownExample.twins(examples, apiPaths: frame.plan.pathForAPI)
    let exampleStrings = StringMarkdownExample.twins(examples, apiPaths: frame.plan.pathForAPI)
    #expect(exampleTwins.count == exampleStrings.count, sourceLocation: sourceLocation)
    for (twin, string) in zip(exampleTwins, exampleStrings) { expectSame(twin, string, "\(comment): \(twin.path)", sourceLocation: sourceLocation) }
    let llms = LlmsText.files(twins + exampleTwins)
    let stringLlms = StringLlmsText.files(strings + exampleStrings)
    for (new, old) in zip(llms, stringLlms) {
      #expect(new.path == old.path, sourceLocation: sourceLocation)
      #expect(new.bytes == old.bytes, "\(comment): \(new.path): \(ByteRendering.firstDifference(text(new.bytes), text(old.bytes)))", sourceLocation: sourceLocation)
    }
    return twins.count + exampleTwins.count
  }

  static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  static func expectSame(_ twin: LlmsText.Twin, _ string: StringTwin, _ comment: String, sourceLocation: Testing.SourceLocation) {
    #expect(twin.section == string.section && twin.path == string.path, "\(comment)", sourceLocation: sourceLocation)
    #expect(
      twin.bytes.elementsEqual(string.text.utf8), "\(comment): \(ByteRendering.firstDifference(text(twin.bytes), string.text))",
      sourceLocation: sourceLocation)
  }

  static let packageRoot = ByteRendering.packageRoot

  static func modelSources() throws -> [(file: String, text: String)] {
    var sources: [(file: String, text: String)] = []
    for folder in ["Sources/ScrollModel", "Sources/ScrollLayout"] {
      let path = packageRoot + "/" + folder
      for file in try FileManager.default.subpathsOfDirectory(atPath: path).filter({ $0.hasSuffix(".swift") }).sorted() {
        sources.append((folder + "/" + file, try String(contentsOfFile: path + "/" + file, encoding: .utf8)))
      }
    }
    return sources
  }

  @Test func everyTwinOfThisRepositoryIsWrittenAsBefore() throws {
    let folder = Self.packageRoot + "/Content"
    let files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted().map { file in
      (file: folder + "/" + file, bytes: Array(FileManager.default.contents(atPath: folder + "/" + file) ?? Data()))
    }
    #expect(files.count >= 20, "the repository's notes are found")
    // The repository's examples are run by the command line; these stand in for them (the
    // ids the notes embed that none has read as unknown examples).
    let count = Self.expectSameTwins(
      files: files, contentFolder: folder, examples: Self.hostileRuns + [MarkdownTwins.run], modelSources: try Self.modelSources(), "Content")
    #expect(count >= 100)
  }

  /// Example runs whose titles, code and outputs carry what the writer treats specially.
  static let hostileRuns: [ExampleRun] = [
    ExampleRun(
      id: "hostile.one`x", titleEn: "# Title *with* [marks] <&> `tick`\r\nand a break\u{2028}here", titleZh: "",
      apis: ["UIScrollView.contentInset", "Nope.missing"], sourceFile: "Sources/Hostile (1).swift",
      code: "// 注释 ```\n// A comment ```\r\nlet s = \"````\"\n\n// 只有中文\nmodelOnly.tick()\r\n",
      output: .object([
        "a`b": .string("x\ny ``z``"), "list": .array([.number(1), .string("|"), .null]),
        "records": .array([
          .object(["x": .number(1), "y|z": .string("`")]), .object(["x": .number(2)]),
        ]),
        "figure": .object(["kind": .string("nothing known")]),
      ])),
    ExampleRun(
      id: "hostile.two", titleEn: "", titleZh: "  \t\n ", apis: [], sourceFile: "", code: "", output: .object([:])),
    ExampleRun(
      id: "hostile.three", titleEn: "1. Looks like a list", titleZh: "- 像列表\u{85}下一行", apis: ["UIScrollView.contentOffset"],
      sourceFile: "S.swift", code: "\r\n", output: .array([.object(["a": .number(1)])])),
  ]

  /// A documented type, a notes file without one and an article, with what every part of the
  /// writer treats specially: line breaks of every kind, backtick runs, empty titles, pipes,
  /// combining marks where a character decides, list and quote nesting, unknown examples.
  static let hostileFiles: [(file: String, text: String)] = [
    (
      "Content/UIScrollView.md",
      "# UIScrollView\n\n一个*视图*\u{2028}含换行。\r\n\nA `view` with \u{85}NEL and [link](articles/01-hostile.md#x).\n\n# API\n\n## Sizes | 尺寸\n\n"
        + "Prose in the topic with ``` three ticks. 话题中的文字。\n\n- item\n\n  second para\n\n> quote\n>\n> > nested\n\n"
        + "```swift\n// 内容的大小 `tick`。\n// The size of the content `` two ``.\n// 默认值为 .zero\n// 注意：改变它不会移动内容。\r\n// Pitfall: changing it *does not* move it.\n"
        + "// 参数 x：某个参数\n// Parameter x: some <parameter>\n// 返回：结果\n// Returns: the result\u{2028}split\nvar contentSize: CGSize { get set }\n```\n\n"
        + "## \n\n```swift\n// 空标题下的属性。\n// Under an empty title.\nvar contentOffset: CGPoint { get set }\n\n// 边距。\n// Insets.\n// 默认值为 .zero\nvar contentInset: UIEdgeInsets { get set }\n```\n\n"
        + "## Modes 模式\n\n```swift\n// 模式。\n// The mode.\n// 默认值为 .automatic\nvar mode: Mode { get set }\n\nenum Mode { case automatic, never }\n```\n"
    ),
    (
      "Content/Free.md",
      "## First topic 第一个话题\n\n#\u{301} not a heading, 1) not a list, + not either.\n\n 12345678901. ten digits.\n\n"
        + "```swift\n// 函数。\n// A function.\nfunc run(_ x: Int) -> Int\n```\n\n## Second\n\n\u{2028}\n"
    ),
    (
      "Content/articles/01-hostile.md",
      ByteRendering.hostileArticle
        + "\n## Breaks 换行\r\n\r\nA line\r\nbroken\u{2028}twice\u{85}and thrice. 一行\r\n被打断。\n\n"
        + "| A \u{301}| B |\n|---|---|\n| a|\u{301}b | `c|d` |\n\n"
        + "1. one\n   ```\n   code ```` in a list\n   ```\n2. two\n\n   > quoted in a list\n\n"
        + "> - a list in a quote\n>\n>   with a second paragraph\n\n"
        + "{{example hostile.one`x}}\n\n{{example hostile.two}}\n\n{{example hostile.three}}\n\n{{example nowhere.to-be-found}}\n\n"
        + "Values: {{= hostile.one`x#a`b}}, {{= hostile.three#0.a}}, {{= nowhere#x}}.\n"
    ),
    ("Content/articles/02-empty.md", "# \n\n## \n\n\n"),
    ("Content/articles/03-two.md", "# One 一\n\nText. 文字。\n\n# Two 二\n\n## Part\n\nMore *text* `code`.\n"),
  ]

  @Test func hostileInputIsWrittenAsBefore() {
    let files = Self.hostileFiles.map { (file: $0.file, bytes: Array($0.text.utf8)) }
    let count = Self.expectSameTwins(files: files, contentFolder: "Content", examples: Self.hostileRuns, "hostile")
    #expect(count >= 10)
  }

  /// Every string of up to three pieces, as in `MarkdownTextBytes`.
  static let samples = MarkdownTextBytes.samples + MarkdownTextBytes.lines
    + MarkdownTextBytes.combinations(of: ["#", "1", ".", ")", " ", "\t", "-", "\u{301}", "|", "`", "\r\n", "\n", "a"])

  @Test func eachPieceIsWrittenAsTheStringRendererWroteIt() {
    for text in Self.samples {
      let d = text.debugDescription
      #expect(MarkdownOutput.written { $0.escaped(text) } == StringMarkdownText.escaped(text), "\(d)")
      #expect(MarkdownOutput.written { $0.codeSpan(text) } == StringMarkdownText.codeSpan(text), "\(d)")
      #expect(MarkdownOutput.written { $0.codeSpan(text, prefix: ".") } == StringMarkdownText.codeSpan("." + text), "\(d)")
      #expect(MarkdownOutput.written { $0.codeBlock(text, language: "swift") } == StringMarkdownText.codeBlock(text, language: "swift"), "\(d)")
      #expect(MarkdownOutput.written { out in out.paragraph { $0.raw(text) } } == StringMarkdownText.paragraph(text), "\(d)")
      #expect(MarkdownOutput.written { out in out.listItem { $0.raw(text) } } == StringMarkdownText.listItem("-", text), "\(d)")
      #expect(MarkdownOutput.written { out in out.listItem(number: 10) { $0.raw(text) } } == StringMarkdownText.listItem("10.", text), "\(d)")
      #expect(MarkdownOutput.written { out in out.quote { $0.raw(text) } } == StringMarkdownText.quote(text), "\(d)")
      #expect(MarkdownOutput.written { $0.destination(text.utf8) } == StringMarkdownText.destination(text), "\(d)")
      #expect(MarkdownOutput.written { _ = $0.twinDestination(text) } == (StringMarkdownProse.twinHref(text).map(StringMarkdownText.destination) ?? ""), "\(d)")
      let twin = "# " + text + "\n\n> " + text + "\n\n" + text
      #expect(LlmsText.heading(of: Array(twin.utf8)) == StringLlmsText.heading(of: twin), "\(d)")
      #expect(LlmsText.heading(of: Array(text.utf8)) == StringLlmsText.heading(of: text), "\(d)")
    }
  }

  /// Blocks are joined as `filter { !$0.isEmpty }.joined(separator: "\n\n")` joined them, at
  /// every level, empty ones dropped.
  @Test func blocksAreJoinedAsBefore() {
    let pieces = ["", "a", "", "b\n", ""]
    let written = MarkdownOutput.written { out in
      for piece in pieces { out.block { $0.raw(piece) } }
      out.block { out in
        for piece in pieces { out.block { $0.raw(piece) } }
      }
      out.block { out in out.block { _ in } }
      out.block("c")
    }
    let inner = pieces.filter { !$0.isEmpty }.joined(separator: "\n\n")
    #expect(written == (pieces + [inner, "", "c"]).filter { !$0.isEmpty }.joined(separator: "\n\n"))
  }
}
