import NotesBook
import Testing

@testable import NotesExtraction

/// `// 参数 name：…` / `// Parameter name: …`, `// 返回值：…` / `// Returns: …` and
/// `// 可用性：…` / `// Availability: …` above a declaration (docs/conventions.md §3).
@Suite struct ParameterNotesTests {
  let notes = """
    # API

    ## Scrolling 滚动

    ```swift
    // 把内容滚到能看见 rect 的位置。
    // Scrolls the content so that rect is visible.
    // 参数 rect：内容坐标系中要显示的矩形。
    // Parameter rect: the rectangle to show, in content coordinates.
    // 参数 animated：是否以动画滚动。
    // Parameter animated: whether to animate the scroll.
    // 返回值：无。
    // Returns: nothing.
    // 可用性：iOS 2.0+
    // Availability: iOS 2.0+
    func scrollRectToVisible(_ rect: CGRect,
                             animated: Bool)
    ```
    """

  func declaration() throws -> Declaration {
    let page = NotesExtractor.extract(text: notes, file: "notes.md").page
    return try #require(page.topics.first?.declarations.first)
  }

  @Test func eachParameterGathersItsTwoLanguages() throws {
    let parameters = try declaration().parameterNotes
    #expect(parameters.map(\.name) == ["rect", "animated"])
    #expect(parameters[0].descriptionZh == "内容坐标系中要显示的矩形。")
    #expect(parameters[0].descriptionEn == "the rectangle to show, in content coordinates.")
    #expect(parameters[0].location?.line == 8)
  }

  @Test func returnsAndAvailabilityAreKeptApartFromTheDescription() throws {
    let item = try declaration()
    #expect(item.returnsZh == "无。")
    #expect(item.returnsEn == "nothing.")
    #expect(item.availabilityClaims.map(\.text) == ["iOS 2.0+", "iOS 2.0+"])
    #expect(item.descriptionEn == "Scrolls the content so that rect is visible.")
  }

  @Test func theDeclarationIsKeptAsWrittenOnOneLine() throws {
    #expect(try declaration().writtenText == "func scrollRectToVisible(_ rect: CGRect, animated: Bool)")
  }

  @Test func aWordLikeParametersIsNotAParameterLine() {
    #expect(CommentLine.classify("Parameters: none") == .text("Parameters: none"))
    #expect(CommentLine.classify("Parameter rect: the area") == .parameter(name: "rect", text: "the area"))
    #expect(CommentLine.classify("参数 rect：区域") == .parameter(name: "rect", text: "区域"))
  }
}
