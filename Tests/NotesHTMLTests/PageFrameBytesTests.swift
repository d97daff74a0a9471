import Testing

@testable import NotesHTML

/// The page frame is written straight into the page's buffer; it must be byte for byte the
/// frame built as one `String` (the path it replaces, kept here as the reference).
@Suite struct PageFrameBytes {
  enum StringFrame {
    static func write(_ page: PageContent, main: UnsafeBufferPointer<UInt8>, chrome: SiteChrome, to html: inout HTMLOutput) {
      let root = PageShell.rootPrefix(for: page)
      var out = "<!DOCTYPE html>\n<html lang=\"en\" data-view=\"both\">\n<head>\n<meta charset=\"utf-8\">\n"
      out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
      out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
      out += "<link rel=\"icon\" href=\"data:,\">\n"  // no favicon request
      // A name said once, in the reader's language: `contentInset · UIScrollView — ScrollNotes`,
      // `缩放 — 滚动视图笔记`. The text is the side-by-side title (`Zooming / 缩放 — ScrollNotes`);
      // the view script puts the English or Chinese one in its place before paint.
      let titles = PageShell.documentTitles(page, siteTitle: chrome.siteTitle)
      out += "<title data-en=\"\(escapeAttribute(titles.en))\" data-zh=\"\(escapeAttribute(titles.zh))\">\(escapeHTML(titles.both))</title>\n"
      if let summary = page.summary, summary.en != nil || summary.zh != nil {
        let text = [summary.en, summary.zh].compactMap { $0 }.joined(separator: " / ")
        out += "<meta name=\"description\" content=\"\(escapeAttribute(text))\">\n"
      }
      // One document carries both languages; the alternates name the view each one opens in.
      let here = PageLink.to(page.path, root: root)
      out += "<link rel=\"alternate\" hreflang=\"en\" href=\"\(escapeAttribute(here))?lang=en\">\n"
      out += "<link rel=\"alternate\" hreflang=\"zh-Hans\" href=\"\(escapeAttribute(here))?lang=zh\">\n"
      out += "<link rel=\"alternate\" hreflang=\"x-default\" href=\"\(escapeAttribute(here))\">\n"
      out += "<link rel=\"stylesheet\" href=\"\(escapeAttribute(root + chrome.stylesheetPath))\">\n"
      // Applied before first paint so the remembered language does not flash.
      out += "<script>\(SiteAssets.viewBootstrapScript)</script>\n"
      if let symbols = chrome.symbolsScriptPath, !chrome.symbols.isEmpty || chrome.examples != nil {
        out += "<script defer src=\"\(escapeAttribute(root + symbols))\"></script>\n"
      }
      out += "<script defer src=\"\(escapeAttribute(root + chrome.scriptPath))\" data-root=\"\(escapeAttribute(root))\" data-search-index=\"\(escapeAttribute(root + chrome.searchIndexPath))\"></script>\n"
      out += "</head>\n<body class=\"page-\(escapeAttribute(page.kind))\">\n"
      out += "<a class=\"skip-link\" href=\"#main\">\(BilingualMarkup.inline(Bilingual("Skip to content", "跳到正文")))</a>\n"
      out += header(root: root, chrome: chrome)
      out += "<div class=\"layout\">\n"
      out += SymbolNavigator.html(
        types: chrome.symbols, groups: chrome.navigation, examples: chrome.examples, page: page.path, siteTitle: chrome.siteTitle, absoluteRoot: page.absoluteRoot)
      out += "<main id=\"main\" tabindex=\"-1\">\n\(breadcrumb(page, root: root))"
      html.raw(out)
      HeadingAnchors.write(main, to: &html)
      out = "\n</main>\n</div>\n"
      out += "<footer class=\"site-footer\"><p>\(BilingualMarkup.inline(Bilingual("Every value on this site was computed by the ScrollNotes model of UIScrollView when the site was built.", "本站所有数值均在构建时由 ScrollNotes 的 UIScrollView 模型计算得出。")))</p></footer>\n"
      out += "</body>\n</html>\n"
      html.raw(out)
    }
    static func breadcrumb(_ page: PageContent, root: String) -> String {
      guard !page.isHome else { return "" }
      var out = "<nav class=\"breadcrumb\" aria-label=\"Breadcrumb · 导航路径\"><a href=\"\(escapeAttribute(PageLink.to("", root: root)))\">"
      out += BilingualMarkup.inline(Bilingual("Home", "首页")) + "</a> › "
      for link in page.breadcrumbs {
        out += "<a href=\"\(escapeAttribute(PageLink.to(link.path, root: root)))\">\(BilingualMarkup.inline(link.title))</a> › "
      }
      return out + "<span aria-current=\"page\">\(BilingualMarkup.inline(page.breadcrumbLabel ?? page.title))</span></nav>\n"
    }
    static func header(root: String, chrome: SiteChrome) -> String {
      var out = "<header class=\"site-header\">\n"
      // Phones: the navigator is a drawer this opens (without JavaScript, the link targets it).
      out += "<a class=\"menu-button\" href=\"#site-nav\" role=\"button\" aria-controls=\"site-nav\" aria-expanded=\"false\">"
      out += "<span class=\"visually-hidden\">\(BilingualMarkup.inline(Bilingual("Menu", "菜单")))</span></a>\n"
      out += "<a class=\"site-title\" href=\"\(escapeAttribute(PageLink.to("", root: root)))\">\(BilingualMarkup.inline(chrome.siteTitle))</a>\n"
      out += "<form class=\"search\" role=\"search\" action=\"\(escapeAttribute(PageLink.to("search/", root: root)))\" method=\"get\">"
      out += "<label for=\"search-input\" class=\"visually-hidden\">\(BilingualMarkup.inline(Bilingual("Search", "搜索")))</label>"
      out += "<input id=\"search-input\" name=\"q\" type=\"search\" autocomplete=\"off\" placeholder=\"Search · 搜索  ( / )\" role=\"combobox\" aria-autocomplete=\"list\" aria-expanded=\"false\" aria-controls=\"search-results\">"
      out += "<ol id=\"search-results\" class=\"search-results\" role=\"listbox\" hidden></ol></form>\n"
      out += "<nav class=\"view-switch\" aria-label=\"Language · 语言\">"
      // Each choice is named in its own language, so it reads the same in every view; phones
      // show the short label.
      for (view, label, short, lang) in [("en", "English", "EN", "en"), ("zh", "中文", "中文", "zh-Hans"), ("both", "中 | EN", "中|EN", "en")] {
        let title = view == "both" ? " title=\"Side by side · 双语对照\"" : ""
        let text = label == short ? label : "<span class=\"wide\">\(label)</span><span class=\"narrow\" aria-hidden=\"true\">\(short)</span>"
        let name = label == short ? "" : " aria-label=\"\(view == "both" ? "中 | EN" : label)\""
        out += "<a href=\"?lang=\(view)\" data-view-choice=\"\(view)\" lang=\"\(lang)\" hreflang=\"\(lang)\"\(title)\(name)>\(text)</a>"
      }
      out += "</nav>\n"
      // Light, dark or the system's; chosen with JavaScript only (hidden without it).
      out += "<details class=\"theme-menu\"><summary title=\"Theme · 主题\"><span class=\"visually-hidden\">\(BilingualMarkup.inline(Bilingual("Theme", "主题")))</span></summary>"
      out += "<div class=\"theme-list\" role=\"group\" aria-label=\"Theme · 主题\">"
      for (theme, label) in [("light", Bilingual("Light", "浅色")), ("dark", Bilingual("Dark", "深色")), ("auto", Bilingual("Auto", "自动"))] {
        out += "<button type=\"button\" data-theme-choice=\"\(theme)\" aria-pressed=\"false\">\(BilingualMarkup.inline(label))</button>"
      }
      out += "</div></details>\n</header>\n"
      return out
    }
  }

  static func framed(_ page: PageContent, chrome: SiteChrome, by write: (PageContent, UnsafeBufferPointer<UInt8>, SiteChrome, inout HTMLOutput) -> Void) -> String {
    var html = HTMLOutput()
    var main = page.mainHTML
    main.withUTF8 { write(page, $0, chrome, &html) }
    return html.string
  }

  static let chromes = [
    PageShellNavigation.chrome,
    SiteChrome(siteTitle: Bilingual("A & <B>", "甲 \"乙\""), navigation: [], stylesheetPath: "assets/s'1.css", scriptPath: "assets/a&b.js", searchIndexPath: "search-index.js"),
    SiteChrome(siteTitle: Bilingual(en: "Same", zh: "Same"), navigation: [], symbols: [], stylesheetPath: "s.css", scriptPath: "a.js", searchIndexPath: "i.js", symbolsScriptPath: "nav.js"),
    // A title with control characters, as a hostile title could hold.
    SiteChrome(
      siteTitle: Bilingual("\u{1}home\u{1} \u{1}search\u{1}", "\u{1}search\u{1}\u{1}home\u{1}"), navigation: [], stylesheetPath: "s.css", scriptPath: "a.js",
      searchIndexPath: "i.js"),
  ]

  /// The header's pieces are made once per site title: a chrome whose title changes later
  /// writes the new title.
  @Test func aChangedSiteTitleChangesTheHeader() {
    var chrome = Self.chromes[1]
    chrome.siteTitle = Bilingual("Renamed", "改名")
    var header = HTMLOutput()
    PageShell.writeHeader(root: "../", chrome: chrome, to: &header)
    #expect(header.string == StringFrame.header(root: "../", chrome: chrome))
    #expect(header.string.contains("改名"))
  }

  static let pages = [
    PageContent(path: "", title: Bilingual("Home", "首页"), mainHTML: "<h1>Home</h1>", kind: "home"),
    PageContent(path: "uiscrollview/contentinset/", title: Bilingual(en: "contentInset", zh: "contentInset"), summary: Bilingual("Insets & <more>", "内边距"),
                mainHTML: "<h1>contentInset</h1>\n<h2>Details</h2><p>x</p>", kind: "api",
                breadcrumbs: [NavLink(title: Bilingual(en: "UIScrollView", zh: "UIScrollView"), path: "uiscrollview/")], documentTitle: Bilingual("contentInset · UIScrollView", "contentInset · UIScrollView")),
    PageContent(path: "articles/zooming/", title: Bilingual("Zooming", "缩放"), summary: Bilingual(en: nil, zh: "只有中文"), mainHTML: "<h2 id=\"a\">A</h2>", kind: "article"),
    PageContent(path: "404/", title: Bilingual("Not found", "未找到"), mainHTML: "<p>404</p>", kind: "k\"ind", absoluteRoot: "/scroll notes/",
                breadcrumbLabel: Bilingual("ex-1", "ex-1")),
    PageContent(path: "a/b/c/", title: Bilingual(en: "Only English", zh: nil), summary: Bilingual(en: nil, zh: nil), mainHTML: "", kind: "api",
                breadcrumbs: [NavLink(title: Bilingual("A'1", "甲"), path: "a/"), NavLink(title: Bilingual("B", "乙"), path: "a/b/")]),
  ]

  @Test func theFrameIsTheStringFramesBytes() {
    for chrome in Self.chromes {
      for page in Self.pages {
        let written = Self.framed(page, chrome: chrome) { PageShell.write($0, main: $1, chrome: $2, to: &$3) }
        let built = Self.framed(page, chrome: chrome) { StringFrame.write($0, main: $1, chrome: $2, to: &$3) }
        #expect(written == built, "\(page.path) \(chrome.siteTitle)")
      }
    }
  }

  @Test func theHeaderAndBreadcrumbAreTheStringOnes() {
    for chrome in Self.chromes {
      for root in ["./", "../", "../../", "/scrollnotes/", "/a b/"] {
        var header = HTMLOutput()
        PageShell.writeHeader(root: root, chrome: chrome, to: &header)
        #expect(header.string == StringFrame.header(root: root, chrome: chrome))
      }
    }
    for page in Self.pages {
      var breadcrumb = HTMLOutput()
      PageShell.writeBreadcrumb(page, root: "../", to: &breadcrumb)
      #expect(breadcrumb.string == StringFrame.breadcrumb(page, root: "../"))
    }
  }
}

/// A page's way back to the site root counts its folders on bytes as splitting the path at
/// `/` counts them, whatever the path holds.
@Suite struct RootPrefixDepth {
  @Test func countsThePartsSplittingCounts() {
    let pieces = ["a", "uiscrollview", "", "/", "//", "é", "e\u{301}", "/\u{301}", "页", "\r\n", "x y", "#f", "?q"]
    var generator = SplitMix(seed: 43)
    for _ in 0..<3_000 {
      let path = (0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      #expect(PageShell.folderDepth(path) == path.split(separator: "/").count, "\(path.debugDescription)")
    }
    #expect(PageShell.rootPrefix(for: PageContent(path: "uiscrollview/contentinset/", title: Bilingual("x", "x"), mainHTML: "", kind: "api")) == "../../")
    #expect(PageShell.rootPrefix(for: PageContent(path: "", title: Bilingual("x", "x"), mainHTML: "", kind: "home")) == "./")
  }
}
