import NotesHTML
import Testing

/// The sidebar's symbol navigator: every documented type with its members by topic, the
/// current page marked, compact links, and a tree that works without JavaScript.
@Suite struct SymbolNavigatorMarkup {
  static let types = [
    NavType(name: "UIScrollView", path: "uiscrollview/", topics: [
      NavTopic(title: Bilingual("Managing the Content Inset", "管理内容边距"), members: [
        NavMember(name: "contentInset", path: "uiscrollview/contentinset/"),
        NavMember(name: "scrollIndicatorInsets", path: "uiscrollview/scrollindicatorinsets/", deprecated: true),
      ]),
      NavTopic(title: Bilingual("Zooming", "缩放"), members: [NavMember(name: "zoomScale", path: "uiscrollview/zoomscale/")]),
      NavTopic(title: Bilingual("Empty", "空"), members: []),
    ]),
    NavType(name: "UIScrollViewDelegate", path: "uiscrollviewdelegate/", topics: [
      NavTopic(title: Bilingual("Responding to Scrolling", "响应滚动"), members: [
        NavMember(name: "scrollViewDidScroll(_:)", path: "uiscrollviewdelegate/scrollviewdidscroll/")
      ])
    ]),
  ]
  static let groups = [
    NavGroup(title: Bilingual("Articles", "文章"), links: [NavLink(title: Bilingual("Zooming", "缩放"), path: "articles/zooming/")]),
    NavGroup(title: Bilingual("More", "更多"), links: [NavLink(title: Bilingual("Examples", "示例"), path: "examples/")]),
  ]

  static func html(on page: String) -> String {
    SymbolNavigator.html(types: types, groups: groups, page: page)
  }

  @Test func aMemberPageCarriesItsTypesTreeOpenWithEveryTopicOpenAndItsOwnLinkCurrent() {
    let html = Self.html(on: "uiscrollview/contentinset/")
    #expect(html.contains("<li><details open><summary><a href=\"../index.html\" aria-current=\"true\">UIScrollView</a></summary>"))
    #expect(html.contains("<details open><summary><span lang=\"en\" class=\"en\">Managing the Content Inset</span><span lang=\"zh-Hans\" class=\"zh\">管理内容边距</span></summary><ul>"))
    #expect(html.contains("<li><a href=\"index.html\" aria-current=\"page\">contentInset</a>"))
    #expect(html.contains("<li><a href=\"../zoomscale/index.html\">zoomScale</a>"))
    #expect(html.components(separatedBy: "aria-current=\"page\"").count == 2, "one current page")
    #expect(!html.contains("空"), "a topic without members is left out")
  }

  @Test func otherTypesAreLinksTheScriptReplacesWithTheirTrees() {
    let html = Self.html(on: "uiscrollview/contentinset/")
    #expect(html.contains("<li data-nav=\"1\"><a class=\"nav-type\" href=\"../../uiscrollviewdelegate/index.html\">UIScrollViewDelegate</a>"))
    #expect(!html.contains("scrollViewDidScroll"))
    let script = SymbolNavigator.script(types: Self.types)
    #expect(script.hasPrefix("self.ScrollNotesNavigator=[\n\"<details><summary><a href=\\\"uiscrollview/index.html\\\">UIScrollView</a></summary>"))
    #expect(script.contains("<li><a href=\\\"uiscrollviewdelegate/scrollviewdidscroll/index.html\\\">scrollViewDidScroll(_:)</a>"))
    #expect(script.hasSuffix("];\n"))
    #expect(!script.contains("aria-current"), "the shared trees mark no page; a page's own tree is in the page")
  }

  @Test func onAPageOutsideEveryTypeAllTypesAreLinksAndItsSectionIsMarked() {
    let html = Self.html(on: "examples/inset.tall-automatic/")
    #expect(html.contains("<li data-nav=\"0\"><a class=\"nav-type\" href=\"../../uiscrollview/index.html\">UIScrollView</a>"))
    #expect(!html.contains("<details"))
    #expect(html.contains("<li><a href=\"../index.html\" aria-current=\"true\"><span lang=\"en\" class=\"en\">Examples</span>"))
    #expect(!html.contains("aria-current=\"page\""))
  }

  @Test func marksDeprecatedMembersWithABilingualTitle() {
    let html = Self.html(on: "uiscrollview/")
    #expect(html.contains("<a href=\"scrollindicatorinsets/index.html\" class=\"dep\" title=\"Deprecated · 已弃用\">scrollIndicatorInsets</a>"))
    #expect(html.components(separatedBy: "class=\"dep\"").count == 2)
  }

  @Test func theFilterBoxWaitsForTheScriptAndEveryLabelIsBilingual() {
    let html = Self.html(on: "")
    #expect(html.contains("<input id=\"nav-filter\" type=\"search\""))
    #expect(html.contains("placeholder=\"Filter · 筛选\" aria-label=\"Filter the contents · 筛选目录\" aria-controls=\"site-nav\" hidden>"))
    #expect(html.contains("<p class=\"nav-empty\" role=\"status\" hidden><span lang=\"en\" class=\"en\">No match</span><span lang=\"zh-Hans\" class=\"zh\">没有匹配</span></p>"))
    #expect(html.contains("aria-label=\"Close the menu · 关闭菜单\""))
  }

  static let examples = NavType(
    name: "Examples", title: Bilingual("Examples", "示例"), path: "examples/",
    topics: [NavTopic(title: Bilingual(en: "inset", zh: "inset"), members: [
      NavMember(name: "inset.tall", title: Bilingual("Tall content", "高内容"), path: "examples/inset.tall/")
    ])])

  @Test func theExamplesAreTheLastTreeListedByTitleFromTheSharedScriptOnly() {
    let elsewhere = SymbolNavigator.html(types: Self.types, groups: Self.groups, examples: Self.examples, page: "")
    #expect(elsewhere.hasSuffix("<h2><span lang=\"en\" class=\"en\">Examples</span><span lang=\"zh-Hans\" class=\"zh\">示例</span></h2>\n<ul class=\"nav-tree nav-examples\">\n<li data-nav=\"2\"><a class=\"nav-type\" href=\"examples/index.html\"><span lang=\"en\" class=\"en\">Examples</span><span lang=\"zh-Hans\" class=\"zh\">示例</span></a>\n</ul>\n</nav>\n"))
    // On an example's page too: the script puts the tree in and marks the page.
    let own = SymbolNavigator.html(types: Self.types, groups: Self.groups, examples: Self.examples, page: "examples/inset.tall/")
    #expect(own.contains("<li data-nav=\"2\"><a class=\"nav-type\" href=\"../index.html\" aria-current=\"true\">"))
    #expect(!own.contains("Tall content"))
    #expect(SymbolNavigator.script(types: Self.types + [Self.examples]).contains("examples/inset.tall/index.html"))
  }

  @Test func theNotFoundPageLinksFromTheSiteRoot() {
    let html = SymbolNavigator.html(types: Self.types, groups: Self.groups, page: "", absoluteRoot: "/")
    #expect(html.contains("href=\"/uiscrollview/index.html\""))
    #expect(html.contains("href=\"/articles/zooming/index.html\""))
  }
}

@Suite struct LinksBetweenPages {
  @Test(arguments: [
    ("uiscrollview/contentinset/", "uiscrollview/contentoffset/", "../contentoffset/index.html"),
    ("uiscrollview/contentinset/", "uiscrollview/contentinset/", "index.html"),
    ("uiscrollview/contentinset/", "uiscrollview/", "../index.html"),
    ("uiscrollview/", "uiscrollview/contentinset/", "contentinset/index.html"),
    ("", "uiscrollview/", "uiscrollview/index.html"),
    ("", "", "index.html"),
    ("articles/zooming/", "", "../../index.html"),
    ("articles/zooming/", "#articles", "../../index.html#articles"),
    ("uiscrollview/contentinset/", "uiview/safeareainsets/", "../../uiview/safeareainsets/index.html"),
    ("model/scrollmodel/x-swift/", "model/", "../../index.html"),
  ])
  func areTheShortestPathThatNamesTheFile(from: String, to: String, href: String) {
    #expect(PageLink.between(from, to) == href)
  }
}

/// Every `<h2>` and `<h3>` of a page's content gets an id and a `#` link to itself.
@Suite struct HeadingPermalinks {
  @Test func giveEachHeadingAnIdFromItsEnglishTextAndALinkToIt() {
    let html = HeadingAnchors.add(to: "<h2><span lang=\"en\" class=\"en\">See Also</span><span lang=\"zh-Hans\" class=\"zh\">另请参阅</span></h2>")
    #expect(html == "<h2 id=\"see-also\"><span lang=\"en\" class=\"en\">See Also</span><span lang=\"zh-Hans\" class=\"zh\">另请参阅</span> <a class=\"anchor\" href=\"#see-also\" aria-label=\"Link to this section · 本节链接\">#</a></h2>")
  }

  @Test func keepAnIdTheHeadingHasAndMakeNewOnesUniqueOnThePage() {
    let html = HeadingAnchors.add(to: "<p id=\"parameters\"></p><h2 id=\"insets\">Insets</h2><h3>Parameters</h3><h3 class=\"x\">Parameters</h3>")
    #expect(html.contains("<h2 id=\"insets\">Insets <a class=\"anchor\" href=\"#insets\""))
    #expect(html.contains("<h3 id=\"parameters-2\">Parameters <a"))
    #expect(html.contains("<h3 class=\"x\" id=\"parameters-3\">Parameters <a"))
  }

  @Test func nameChineseOnlyHeadingsBySectionAndReadEntitiesAsText() {
    #expect(HeadingAnchors.add(to: "<h3>参数</h3>").hasPrefix("<h3 id=\"section\">"))
    #expect(HeadingAnchors.add(to: "<h3><code>setContentOffset(_:animated:)</code> &amp; more</h3>").hasPrefix("<h3 id=\"setcontentoffset-animated-more\">"))
  }

  @Test func leaveAloneHeadingsWithTheirOwnLinkAndHeadingsThatNameARegion() {
    let article = "<h2 id=\"a\">A <a class=\"anchor\" href=\"#a\">#</a></h2>"
    #expect(HeadingAnchors.add(to: article) == article)
    let playground = "<section aria-labelledby=\"pg-1-title\"><h2 id=\"pg-1-title\">Try it</h2></section>"
    #expect(HeadingAnchors.add(to: playground) == playground)
    let other = "<h1>Title</h1><h4>Small</h4>"
    #expect(HeadingAnchors.add(to: other) == other)
  }
}

/// The shell around every page: breadcrumb, document title in the reader's language, theme.
@Suite struct PageShellNavigation {
  static let chrome = SiteChrome(
    siteTitle: Bilingual("ScrollNotes", "滚动视图笔记"), navigation: [], symbols: SymbolNavigatorMarkup.types,
    stylesheetPath: "assets/site.css", scriptPath: "assets/site.js", searchIndexPath: "search-index.js",
    symbolsScriptPath: "assets/symbols.js")

  static func page(_ content: PageContent) -> String { PageShell.render(content, chrome: chrome) }

  @Test func aPagesBytesAreItsTextsUTF8() {
    // Example and model index pages are written from the bytes, with no String between.
    for content in [
      PageContent(path: "examples/zoom.pinch/", title: Bilingual("Pinch", "捏合"), mainHTML: "<p>缩放 é\u{301} 😀</p>", kind: "example"),
      PageContent(path: "", title: Bilingual("Home", "首页"), mainHTML: "", kind: "home"),
    ] {
      #expect(PageShell.bytes(content, chrome: Self.chrome) == Array(Self.page(content).utf8))
    }
  }

  @Test func aMemberPagesBreadcrumbLeadsHomeThenToItsType() {
    let html = Self.page(PageContent(
      path: "uiscrollview/contentinset/", title: Bilingual(en: "contentInset", zh: "contentInset"), mainHTML: "", kind: "api",
      breadcrumbs: [NavLink(title: Bilingual(en: "UIScrollView", zh: "UIScrollView"), path: "uiscrollview/")]))
    #expect(html.contains(
      "<main id=\"main\" tabindex=\"-1\">\n<nav class=\"breadcrumb\" aria-label=\"Breadcrumb · 导航路径\"><a href=\"../../index.html\"><span lang=\"en\" class=\"en\">Home</span><span lang=\"zh-Hans\" class=\"zh\">首页</span></a> › <a href=\"../../uiscrollview/index.html\"><span lang=\"en\">UIScrollView</span></a> › <span aria-current=\"page\"><span lang=\"en\">contentInset</span></span></nav>"))
  }

  @Test func everyPageButHomeHasABreadcrumbAndAnExampleEndsWithItsID() {
    let example = Self.page(PageContent(
      path: "examples/inset.tall/", title: Bilingual("Tall content", "高内容"), mainHTML: "", kind: "example",
      breadcrumbs: [NavLink(title: Bilingual("Examples", "示例"), path: "examples/")], breadcrumbLabel: Bilingual(en: "inset.tall", zh: "inset.tall")))
    #expect(example.contains("<span lang=\"zh-Hans\" class=\"zh\">示例</span></a> › <span aria-current=\"page\"><span lang=\"en\">inset.tall</span></span></nav>"))
    #expect(Self.page(PageContent(path: "search/", title: Bilingual("Search", "搜索"), mainHTML: "", kind: "search")).contains("<nav class=\"breadcrumb\""))
    #expect(!Self.page(PageContent(path: "", title: Bilingual("ScrollNotes", "滚动视图笔记"), mainHTML: "", kind: "home")).contains("<nav class=\"breadcrumb\""))
  }

  @Test func theTitleNamesThePageOnceInEachLanguage() {
    let member = Self.page(PageContent(
      path: "uiscrollview/contentinset/", title: Bilingual(en: "contentInset", zh: "contentInset"), mainHTML: "", kind: "api",
      documentTitle: Bilingual(en: "contentInset · UIScrollView", zh: "contentInset · UIScrollView")))
    #expect(member.contains("<title data-en=\"contentInset · UIScrollView — ScrollNotes\" data-zh=\"contentInset · UIScrollView — 滚动视图笔记\">contentInset · UIScrollView — ScrollNotes</title>"))
    let article = Self.page(PageContent(path: "articles/zooming/", title: Bilingual("Zooming", "缩放"), mainHTML: "", kind: "article"))
    #expect(article.contains("<title data-en=\"Zooming — ScrollNotes\" data-zh=\"缩放 — 滚动视图笔记\">Zooming / 缩放 — ScrollNotes</title>"))
    let home = Self.page(PageContent(path: "", title: Bilingual("ScrollNotes", "滚动视图笔记"), mainHTML: "", kind: "home"))
    #expect(home.contains("<title data-en=\"ScrollNotes\" data-zh=\"滚动视图笔记\">ScrollNotes 滚动视图笔记</title>"))
  }

  @Test func theHeaderOffersAMenuButtonForPhonesAndAThemeChoice() {
    let html = Self.page(PageContent(path: "articles/zooming/", title: Bilingual("Zooming", "缩放"), mainHTML: "", kind: "article"))
    #expect(html.contains("<a class=\"menu-button\" href=\"#site-nav\" role=\"button\" aria-controls=\"site-nav\" aria-expanded=\"false\">"))
    for (theme, en, zh) in [("light", "Light", "浅色"), ("dark", "Dark", "深色"), ("auto", "Auto", "自动")] {
      #expect(html.contains("<button type=\"button\" data-theme-choice=\"\(theme)\" aria-pressed=\"false\"><span lang=\"en\" class=\"en\">\(en)</span><span lang=\"zh-Hans\" class=\"zh\">\(zh)</span></button>"))
    }
    // The trees of the other types load before the page script, which puts them in place.
    let symbols = html.range(of: "<script defer src=\"../../assets/symbols.js\"></script>")
    let site = html.range(of: "<script defer src=\"../../assets/site.js\"")
    #expect(symbols != nil && site != nil && symbols!.upperBound <= site!.lowerBound)
  }

  @Test func headingsOfThePageGetPermalinksButTheNavigatorsDoNot() {
    let html = Self.page(PageContent(path: "search/", title: Bilingual("Search", "搜索"), mainHTML: "<h2>Results</h2>", kind: "search"))
    #expect(html.contains("<h2 id=\"results\">Results <a class=\"anchor\" href=\"#results\""))
    #expect(html.contains("<h2><span lang=\"en\" class=\"en\">Reference</span><span lang=\"zh-Hans\" class=\"zh\">参考</span></h2>"))
  }
}
