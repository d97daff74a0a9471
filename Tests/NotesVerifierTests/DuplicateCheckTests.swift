import NotesBook
import NotesCore
import NotesExtraction
import Testing

@testable import NotesVerifier

/// Something documented twice is reported at the second place, naming the first; a book
/// without repeats gets nothing.
@Suite struct DuplicateCheckTests {
  static let view = """
    # MyView

    我的视图。

    My view.

    ```swift
    @MainActor class MyView : UIView
    ```

    # API

    ## Sizes  尺寸

    ```swift
    // 内容尺寸
    // The content size.
    var contentSize: CGSize { get set }
    ```
    """
  static let article = "# Zooming  缩放\n\n## Start  开始\n\n缩放。\n\nZoom.\n"

  func ids(_ files: [(String, String)]) -> [(id: String, file: String, line: Int?, message: String)] {
    let book = NotesExtractor.book(files: files.map { ($0.0, Array($0.1.utf8)) }).book
    return DuplicateChecks.diagnostics(book: book).map { ($0.id.description, $0.file, $0.location?.line, $0.message) }
  }

  @Test func aBookWithoutRepeatsHasNoFindings() {
    #expect(ids([("Content/MyView.md", Self.view), ("Content/articles/a.md", Self.article)]).isEmpty)
  }

  @Test func aSecondTypeFileAndItsMembersAreReported() throws {
    let found = ids([("Content/MyView.md", Self.view), ("Content/Copy.md", Self.view)])
    #expect(found.map(\.id) == ["verify.duplicateType", "verify.duplicateMember"])
    #expect(found.allSatisfy { $0.file == "Content/Copy.md" })
    #expect(found[1].line == 18)
    #expect(found[1].message.contains("first at Content/MyView.md:18:1"))
  }

  @Test func aMemberDeclaredTwiceInOneFileIsReported() {
    let twice = Self.view + "\n\n## Again  再次\n\n```swift\n// 又一次\n// Again.\nvar contentSize: CGSize { get set }\n```\n"
    #expect(ids([("Content/MyView.md", twice)]).map(\.id) == ["verify.duplicateMember"])
  }

  @Test func twoArticlesWithOneTitleAreReported() {
    let found = ids([("Content/articles/a.md", Self.article), ("Content/articles/b.md", Self.article)])
    #expect(found.map(\.id) == ["verify.duplicateArticle"])
    #expect(found.first?.file == "Content/articles/b.md")
  }
}
