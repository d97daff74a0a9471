import NotesCore
import NotesSite
import Testing

/// Nothing written in a notes file disappears: prose under a topic heading is shown under
/// that heading, and what a type's description cannot hold is reported.
@Suite struct TopicProse {
  static let notes = """
    # MyView

    我的视图。

    My view.

    ```swift
    @MainActor class MyView : UIView
    ```

    # API

    ## Sizes  尺寸

    尺寸相关的说明 TOPICZH。

    Notes about sizes TOPICEN.

    ```swift
    // 内容尺寸
    // The content size.
    var contentSize: CGSize { get set }
    ```

    结尾的补充 TAILZH。
    """

  func render(_ text: String) throws -> RenderedSite {
    try SiteRenderer.render(SiteInput(contentFiles: [("Content/MyView.md", Array(text.utf8))], contentFolder: "Content", modelSources: []))
  }

  @Test func prosUnderATopicIsShownUnderItsHeadingInBothLanguages() throws {
    let site = try render(Self.notes)
    let page = String(decoding: try #require(site.tree.files["myview/index.html"]), as: UTF8.self)
    let heading = try #require(page.range(of: "尺寸</span> <a class=\"anchor\" href=\"#sizes\""))
    let after = page[heading.upperBound...]
    #expect(after.contains("<div lang=\"zh-Hans\" class=\"zh\"><p>尺寸相关的说明 TOPICZH。</p></div><div lang=\"en\" class=\"en\"><p>Notes about sizes TOPICEN.</p></div>"))
    #expect(after.contains("TAILZH"), "prose after the last code block is kept too")
    #expect(site.diagnostics.filter { $0.severity == .warning }.isEmpty)
  }

  @Test func aListUnderTheTypeHeadingIsReportedNotDropped() throws {
    let site = try render(Self.notes.replacingOccurrences(of: "My view.\n", with: "My view.\n\n- one\n- two\n"))
    let warning = try #require(site.diagnostics.first { $0.id.description.hasSuffix("typeBlockNotShown") })
    #expect(warning.severity == .warning)
    #expect(warning.location?.line == 7)
  }
}
