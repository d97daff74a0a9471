import NotesSite
import Testing

/// The navigator, breadcrumbs and titles as a built site has them: made from the notes, the
/// same on every page, absent from the Markdown twins.
@Suite struct SiteNavigator {
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
    // 内容尺寸。
    // The content size.
    var contentSize: CGSize { get set }

    // 内容偏移。
    // The content offset.
    var contentOffset: CGPoint { get set }
    ```

    ## Zooming  缩放

    ```swift
    // 缩放比例。
    // The zoom scale.
    var zoomScale: CGFloat { get set }
    ```
    """
  static let delegate = """
    # MyDelegate

    我的代理。

    My delegate.

    # API

    ## Scrolling  滚动

    ```swift
    // 滚动时调用。
    // Called on scrolling.
    func didScroll(_ view: MyView)
    ```
    """
  static let article = """
    # Zooming  缩放

    ## What it needs  前提

    要有代理。

    It needs a delegate.
    """

  static func site() throws -> RenderedSite {
    let files = [("MyView.md", view), ("MyDelegate.md", delegate), ("articles/01-zooming.md", article)]
    return try SiteRenderer.render(SiteInput(
      contentFiles: files.map { ("Content/" + $0.0, Array($0.1.utf8)) }, contentFolder: "Content", modelSources: []))
  }

  static func text(_ site: RenderedSite, _ path: String) throws -> String {
    String(decoding: try #require(site.tree.files[path]), as: UTF8.self)
  }

  @Test func everyMemberPageOfEveryTypeIsInTheNavigatorUnderItsTopic() throws {
    let site = try Self.site()
    let memberPages = site.tree.files.keys.filter { $0.hasSuffix("/index.html") && $0.split(separator: "/").count == 3 && !$0.hasPrefix("articles/") && !$0.hasPrefix("examples/") && !$0.hasPrefix("model/") }
    #expect(Set(memberPages) == ["myview/contentsize/index.html", "myview/contentoffset/index.html", "myview/zoomscale/index.html", "mydelegate/didscroll/index.html"])
    // The shared trees, one per type, list every member's page.
    let script = try Self.text(site, try #require(site.tree.files.keys.first { $0.hasPrefix("assets/symbols.") }))
    for page in memberPages { #expect(script.contains("href=\\\"\(page)\\\""), "\(page)") }
    #expect(script.contains("<summary><span lang=\\\"en\\\" class=\\\"en\\\">Zooming</span><span lang=\\\"zh-Hans\\\" class=\\\"zh\\\">缩放</span></summary><ul><li><a href=\\\"myview/zoomscale/index.html\\\">zoomScale</a>"))
    // A member page has its type's tree in it, with itself current.
    let member = try Self.text(site, "myview/zoomscale/index.html")
    #expect(member.contains("<li><a href=\"index.html\" aria-current=\"page\">zoomScale</a>"))
    #expect(member.contains("<li><a href=\"../contentoffset/index.html\">contentOffset</a>"))
    #expect(member.contains("<li data-nav=\"1\"><a class=\"nav-type\" href=\"../../mydelegate/index.html\">MyDelegate</a>"))
  }

  @Test func everyPageButHomeHasABreadcrumbAndATitleInEachLanguage() throws {
    let site = try Self.site()
    for (path, html) in site.tree.files where path.hasSuffix(".html") && path != "index.html" && path.hasPrefix("assets/") == false {
      #expect(String(decoding: html, as: UTF8.self).contains("<nav class=\"breadcrumb\" aria-label=\"Breadcrumb · 导航路径\">"), "\(path)")
    }
    let member = try Self.text(site, "myview/zoomscale/index.html")
    #expect(member.contains("<a href=\"../../myview/index.html\"><span lang=\"en\">MyView</span></a> › <span aria-current=\"page\"><span lang=\"en\">zoomScale</span></span></nav>"))
    #expect(member.contains("<title data-en=\"zoomScale · MyView — ScrollNotes\" data-zh=\"zoomScale · MyView — 滚动视图笔记\">zoomScale · MyView — ScrollNotes</title>"))
    let article = try Self.text(site, "articles/zooming/index.html")
    #expect(article.contains("<title data-en=\"Zooming — ScrollNotes\" data-zh=\"缩放 — 滚动视图笔记\">Zooming / 缩放 — ScrollNotes</title>"))
    #expect(article.contains("› <a href=\"../../index.html#articles\"><span lang=\"en\" class=\"en\">Articles</span>"))
  }

  @Test func theTypePagesTopicsGetPermalinks() throws {
    let page = try Self.text(try Self.site(), "myview/index.html")
    #expect(page.contains("<h2 id=\"sizes\"><span lang=\"en\" class=\"en\">Sizes</span><span lang=\"zh-Hans\" class=\"zh\">尺寸</span> <a class=\"anchor\" href=\"#sizes\""))
  }

  @Test func theMarkdownTwinsCarryNoNavigation() throws {
    let site = try Self.site()
    let twins = site.tree.files.filter { $0.key.hasSuffix("index.md") }
    #expect(twins.count == 7)
    for (path, bytes) in twins {
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(!text.contains("site-nav") && !text.contains("Filter") && !text.contains("Breadcrumb"), "\(path)")
    }
    // Another type's members appear in a twin only when its notes name them.
    let delegate = String(decoding: try #require(twins["mydelegate/didscroll/index.md"]), as: UTF8.self)
    #expect(!delegate.contains("zoomScale"))
  }
}
