import Testing

@testable import NotesExtraction

/// Each diagnostic the extractor can emit, at the exact file position a reader would find
/// it, marked in the Markdown source with 1️⃣, 2️⃣, ….
@Suite struct ExtractionDiagnosticsTests {
  @Test func reportsAnUnreadableDefaultAtItsCommentLine() {
    let source = MarkedSource(
      """
      # API

      ## Sizes  尺寸

      ```swift
      // 内容尺寸。
      1️⃣// 默认值为空
        2️⃣// The default value is platform dependent
      var contentSize: CGSize
      ```
      """)
    #expect(
      diagnosticsOfNotes(source.text) == [
        "\(source.at("1️⃣")): warning: [extraction.unknownDefault] cannot read the default value '默认值为空'",
        "\(source.at("2️⃣")): warning: [extraction.unknownDefault] cannot read the default value 'platform dependent'",
      ])
  }

  @Test func countsColumnsInCharactersAfterChineseTextAndAByteOrderMark() {
    let source = MarkedSource(
      "\u{FEFF}# API\r\n\r\n## 缩放\r\n\r\n- 列表\r\n\r\n  ```swift\r\n  // 说明\r\n  // 默认值为：空\r\n  1️⃣var x: Int\r\n  2️⃣func 3️⃣f(\r\n  ```\r\n")
    let result = NotesExtractor.extract(text: source.text, file: "notes.md")
    #expect(
      result.diagnostics.map(\.formatted) == [
        "notes.md:3:1: remark: [extraction.missingEnglishTitle] topic heading '缩放' has no English title",
        "notes.md:9:3: warning: [extraction.unknownDefault] cannot read the default value '默认值为：空'",
        "\(source.at("2️⃣")): warning: [extraction.unterminatedDeclaration] declaration 'f()' leaves a parenthesis or brace open; read up to the next declaration",
      ])
    // The list item's code block is indented by two spaces; its declaration positions are
    // still those of the file.
    #expect(result.page.topics.first?.declarations.first?.location == source.markers["1️⃣"])
  }

  @Test func reportsAnUnterminatedFenceAtItsOpeningLine() {
    let source = MarkedSource(
      """
      # API

      ## Sizes

      1️⃣```swift
      var contentSize: CGSize
      """)
    #expect(
      diagnosticsOfNotes(source.text) == [
        "\(source.at("1️⃣")): warning: [extraction.unterminatedFence] code block is not closed; it runs to the end of the file"
      ])
  }

  @Test func reportsAnUnterminatedTableOfContentsAndReadsTheHeadingAfterIt() {
    let source = MarkedSource(
      """
      1️⃣<!-- TOC -->

      - [API](#api)

      # API

      ## Sizes

      ```swift
      var contentSize: CGSize
      ```
      """)
    let result = NotesExtractor.extract(text: source.text, file: "notes.md")
    #expect(
      result.diagnostics.map(\.formatted) == [
        "\(source.at("1️⃣")): warning: [extraction.unterminatedTableOfContents] '<!-- TOC -->' has no '<!-- /TOC -->'; the table of contents is taken to end at the next heading"
      ])
    #expect(result.page.topics.flatMap(\.declarations).map(\.name) == ["contentSize"])
    #expect(result.page.articles.isEmpty)
  }

  @Test func reportsCasesOutsideAnyEnumDescriptionAndDeclarationsBeforeAnyTopic() {
    let source = MarkedSource(
      """
      # API

      1️⃣```swift
      2️⃣case slow 更慢。
      var decelerationRate: UIScrollView.DecelerationRate
      ```
      """)
    #expect(
      diagnosticsOfNotes(source.text) == [
        "\(source.at("1️⃣")): remark: [extraction.topicOutsideAPI] declarations under 'API' come before any '## ' topic heading; kept in an untitled topic",
        "\(source.at("2️⃣")): warning: [extraction.caseWithoutEnum] case 'slow' is not under an enum description; add '// enum Name' above it",
      ])
  }

  @Test func reportsInvalidBytesWhereTheyWereAndStillExtracts() {
    var bytes = Array("# API\n\n## Sizes\n\n```swift\n// 尺寸".utf8)
    bytes += [0xFF]
    bytes += Array("\nvar contentSize: CGSize\u{0}\n```\n".utf8)
    let result = NotesExtractor.extract(bytes: bytes, file: "notes.md")
    #expect(
      result.diagnostics.map(\.formatted) == [
        "notes.md:6:6: warning: [source.invalidUTF8] invalid UTF-8 byte replaced by U+FFFD",
        "notes.md:7:24: warning: [source.nulByte] NUL byte replaced by U+FFFD",
      ])
    let declaration = result.page.topics.first?.declarations.first
    #expect(declaration?.name == "contentSize")
    #expect(declaration?.descriptionZh == "尺寸\u{FFFD}")
  }

  @Test func printsDiagnosticsAsJSON() {
    let result = NotesExtractor.extract(text: "# API\n\n## A\n\n```\n// 默认值为空\nvar a: Int\n```\n", file: "a.md")
    #expect(
      result.diagnostics.map { $0.json.serialized() } == [
        #"{"id": "extraction.unknownDefault", "severity": "warning", "file": "a.md", "line": 6, "column": 1, "message": "cannot read the default value '默认值为空'", "notes": []}"#
      ])
  }
}
