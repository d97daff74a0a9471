import NotesCore
import Testing

@testable import NotesExtraction

/// Malformed and pathological input gives diagnostics and a page, never a crash or a hang.
@Suite struct MalformedInputTests {
  static let sampleAPI = """
    # API

    ## Zooming 缩放

    ```swift
    // 拖动开始时如何收起键盘。
    // enum KeyboardDismissMode
    // 默认 none
    case none 拖动不会收起键盘。
    case onDrag 一开始拖动就收起键盘。

    var keyboardDismissMode: UIScrollView.KeyboardDismissMode
    ```

    """

  /// Each input with the diagnostic IDs it must produce (at least).
  @Test(arguments: [
    ("invalid UTF-8", [0xC0, 0xAF, 0xE0, 0x80, 0xED, 0xA0, 0x80, 0xF5, 0x0A, 0x23, 0x20, 0xFE], ["source.invalidUTF8"]),
    ("NUL bytes", Array("# A\u{0}PI\n\n```\u{0}\nvar a: Int\u{0}\n```\n".utf8), ["source.nulByte"]),
    ("unterminated fence", Array("# API\n\n## A\n\n```swift\nfunc f(\n".utf8), ["extraction.unterminatedFence", "extraction.unterminatedDeclaration"]),
    ("CJK-only topic heading", Array("# API\n\n## 缩放\n".utf8), ["extraction.missingEnglishTitle"]),
    ("empty heading", Array("# API\n\n##\n".utf8), ["extraction.emptyHeading"]),
    ("empty file", [], ["extraction.emptyFile"]),
    ("unknown placeholder", Array("# A 甲\n\n{{unknown-directive foo}}\n".utf8), ["extraction.unreadPlaceholder"]),
    ("value without a path", Array("# A 甲\n\n值是 {{= inset.tall-automatic}}。\n".utf8), ["extraction.unreadPlaceholder"]),
    ("empty value", Array("# A 甲\n\n{{=}}\n".utf8), ["extraction.unreadPlaceholder"]),
    ("example without an id", Array("# A 甲\n\n{{example}}\n".utf8), ["extraction.unreadPlaceholder"]),
    ("example inside a sentence", Array("# A 甲\n\nSee {{example a.b}} here.\n".utf8), ["extraction.unreadPlaceholder"]),
    ("only blank lines", Array("\n  \n\t\n".utf8), ["extraction.emptyFile"]),
    ("deeply nested lists", Array(String(repeating: "- ", count: 5000).utf8) + [0x61], ["markdown.nestingTooDeep"]),
    ("deeply nested quotes", Array(String(repeating: ">", count: 5000).utf8) + [0x61], ["markdown.nestingTooDeep"]),
  ] as [(String, [UInt8], [String])])
  func reportsMalformedInput(name: String, bytes: [UInt8], expected: [String]) {
    let result = NotesExtractor.extract(bytes: bytes, file: "bad.md")
    let ids = Set(result.diagnostics.map(\.id.description))
    for id in expected { #expect(ids.contains(id), "\(name): \(ids.sorted())") }
  }

  @Test func wellFormedPlaceholdersAreNotReported() {
    let text = "# A 甲\n\n{{example a.b}}\n\nThe value is {{= a.b#contentSize.height}}.\n"
    let result = NotesExtractor.extract(text: text, file: "good.md")
    #expect(!result.diagnostics.contains { $0.id.description == "extraction.unreadPlaceholder" })
  }

  @Test(arguments: [
    String(repeating: "*", count: 20000), String(repeating: "[", count: 20000) + String(repeating: "]", count: 20000),
    String(repeating: "`", count: 20000), "```\n" + String(repeating: "(", count: 20000), "```\n" + String(repeating: "{", count: 20000),
    "```\n" + String(repeating: "\"\"\"", count: 5000), String(repeating: "<!-- TOC -->\n", count: 2000),
    String(repeating: "# \n", count: 5000), "```\n" + String(repeating: "func f(\n", count: 5000) + "```\n",
  ])
  func survivesPathologicalNesting(input: String) {
    let result = NotesExtractor.extract(text: input, file: "deep.md")
    _ = result.page.dump()
  }

  @Test func readsFiftyThousandBareCaseLinesInLinearTime() {
    var text = "# API\n\n## Cases\n\n```swift\n// enum Many\n"
    for i in 0..<50_000 { text += "case c\(i) 说明\n" }
    text += "var many: Many\n```\n"
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      let result = NotesExtractor.extract(text: text, file: "many.md")
      #expect(result.page.topics.first?.declarations.first?.describedEnum?.cases.count == 50_000)
    }
    #expect(elapsed < .seconds(30), "took \(elapsed)")
  }

  /// A regression found by notes-fuzz: columns were recounted from the line start for every
  /// inline node, quadratic in the length of a long non-ASCII line.
  @Test func convertsALongLineOfInlineNodesInLinearTime() {
    let text = String(repeating: "中`a` ", count: 20_000)
    let clock = ContinuousClock()
    var result: ExtractionResult?
    let elapsed = clock.measure { result = NotesExtractor.extract(text: text, file: "long.md") }
    #expect(elapsed < .seconds(3), "took \(elapsed)")
    let paragraph = result?.document.root.children.first
    #expect(paragraph?.children.last?.range?.start == SourceLocation(line: 1, column: 20_000 * 5 - 2))
  }

  @Test func extractsAFiveMegabyteFile() {
    var text = ""
    while text.utf8.count < 5_000_000 { text += Self.sampleAPI }
    let result = NotesExtractor.extract(text: text, file: "big.md")
    #expect(result.page.topics.count == text.utf8.count / Self.sampleAPI.utf8.count)
    #expect(result.page.topics.allSatisfy { $0.declarations.map(\.name) == ["keyboardDismissMode"] })
  }
}
