/// A link in the navigation sidebar.
public struct NavLink: Equatable, Sendable {
  public var title: Bilingual
  /// Site-relative path of the target page (`uiscrollview/contentinset/`).
  public var path: String
  public init(title: Bilingual, path: String) {
    self.title = title
    self.path = path
  }
}

/// A titled group of sidebar links (a topic, "Articles", "Examples").
public struct NavGroup: Equatable, Sendable {
  public var title: Bilingual
  public var links: [NavLink]
  public init(title: Bilingual, links: [NavLink]) {
    self.title = title
    self.links = links
  }
}

/// Everything the shell needs that is the same on every page.
public struct SiteChrome: Sendable {
  public var siteTitle: Bilingual {
    didSet { header = PageShell.HeaderPieces(siteTitle: siteTitle) }
  }
  /// The site header's bytes around its two links, which alone depend on the page's folder:
  /// made once per site title, not once per page.
  var header: PageShell.HeaderPieces
  /// The sidebar's groups after the symbol navigator ("Articles", "More").
  public var navigation: [NavGroup]
  /// The symbol navigator's documented types, each with its members by topic.
  public var symbols: [NavType]
  /// The examples as the navigator's last tree.
  public var examples: NavType?
  /// File names of the hashed assets (`assets/site.3f2a9c.css`), site-relative.
  public var stylesheetPath: String
  public var scriptPath: String
  /// The search index's page list as the page loads it (`search-index.js`, `SearchIndexScript`).
  public var searchIndexPath: String
  /// The shared script with every type's navigator tree (`SymbolNavigator.script(types:)`),
  /// site-relative; without it a page's navigator lists only its own type's members.
  public var symbolsScriptPath: String?
  public init(
    siteTitle: Bilingual, navigation: [NavGroup], symbols: [NavType] = [], examples: NavType? = nil, stylesheetPath: String, scriptPath: String,
    searchIndexPath: String, symbolsScriptPath: String? = nil
  ) {
    self.siteTitle = siteTitle
    self.header = PageShell.HeaderPieces(siteTitle: siteTitle)
    self.navigation = navigation
    self.symbols = symbols
    self.examples = examples
    self.stylesheetPath = stylesheetPath
    self.scriptPath = scriptPath
    self.searchIndexPath = searchIndexPath
    self.symbolsScriptPath = symbolsScriptPath
  }
}

/// One page's own content.
public struct PageContent: Sendable {
  /// Site-relative directory path of the page (`""` for home, `uiscrollview/contentinset/`).
  public var path: String
  public var title: Bilingual
  public var summary: Bilingual?
  /// The rendered body of `<main>`.
  public var mainHTML: String
  /// A CSS class on `<body>` naming the kind of page (`api`, `article`, `home`).
  public var kind: String
  /// When set, links start from this absolute path (`/` or `/scrollnotes/`) instead of
  /// climbing from the page's folder: for the 404 page, which the server shows at any depth.
  public var absoluteRoot: String?
  /// The pages between home and this one in the breadcrumb (`UIScrollView` above a member;
  /// none above a type page, which reads `Home › UIScrollView`). The home page has none.
  public var breadcrumbs: [NavLink]
  /// The breadcrumb's last entry when it is not the title (an example's id).
  public var breadcrumbLabel: Bilingual?
  /// The document title's name when it is not `title` (`contentInset · UIScrollView`).
  public var documentTitle: Bilingual?
  public init(
    path: String, title: Bilingual, summary: Bilingual? = nil, mainHTML: String, kind: String, absoluteRoot: String? = nil,
    breadcrumbs: [NavLink] = [], breadcrumbLabel: Bilingual? = nil, documentTitle: Bilingual? = nil
  ) {
    self.path = path
    self.title = title
    self.summary = summary
    self.mainHTML = mainHTML
    self.kind = kind
    self.absoluteRoot = absoluteRoot
    self.breadcrumbs = breadcrumbs
    self.breadcrumbLabel = breadcrumbLabel
    self.documentTitle = documentTitle
  }

  /// The home page: no breadcrumb, the site's own title.
  var isHome: Bool { path.isEmpty && kind == "home" }
}

/// Wraps page content in the site's HTML document: head, header (menu button, title, search,
/// language view, theme), the sidebar's symbol navigator, a breadcrumb and heading
/// permalinks around the page's own content, footer. Pure string building; no I/O.
public enum PageShell {
  /// The prefix that leads from a page back to the site root (`../../` for `a/b/`).
  public static func rootPrefix(for page: PageContent) -> String {
    if let root = page.absoluteRoot { return root }
    let depth = folderDepth(page.path)
    return depth == 0 ? "./" : String(repeating: "../", count: depth)
  }

  /// How many folders deep a site-relative path is: its parts between `/`s, empty ones left
  /// out (`a/b/` and `/a//b` are 2), counted on bytes when every byte is a character.
  static func folderDepth(_ path: String) -> Int {
    var path = path
    let ascii = path.withUTF8 { bytes -> Int? in
      var depth = 0
      var inPart = false
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if byte == UInt8(ascii: "/") {
          inPart = false
        } else if !inPart {
          inPart = true
          depth += 1
        }
      }
      return depth
    }
    return ascii ?? path.split(separator: "/").count
  }

  public static func render(_ page: PageContent, chrome: SiteChrome) -> String {
    String(decoding: bytes(page, chrome: chrome), as: UTF8.self)
  }

  /// `render`'s bytes, for a caller that writes them: no `String` checked again and copied
  /// back (about 150,000 instructions for an example's page).
  public static func bytes(_ page: PageContent, chrome: SiteChrome) -> [UInt8] {
    var out = HTMLOutput(capacity: page.mainHTML.utf8.count + 16 * 1024)
    write(page, chrome: chrome, to: &out)
    return out.bytes
  }

  /// `render`, written into `out`: the page's main HTML is copied once, into its place.
  public static func write(_ page: PageContent, chrome: SiteChrome, to html: inout HTMLOutput) {
    var main = page.mainHTML
    main.withUTF8 { write(page, main: $0, chrome: chrome, to: &html) }
  }

  /// `write` for a page whose main HTML is already bytes (`page.mainHTML` is not read).
  public static func write(_ page: PageContent, main: HTMLOutput, chrome: SiteChrome, to html: inout HTMLOutput) {
    main.bytes.withUnsafeBufferPointer { write(page, main: $0, chrome: chrome, to: &html) }
  }

  static func write(_ page: PageContent, main: UnsafeBufferPointer<UInt8>, chrome: SiteChrome, to html: inout HTMLOutput) {
    // Written straight into the page's buffer: the frame's fixed markup is copied from static
    // text, and only titles, paths and the navigator are computed per page.
    let root = rootPrefix(for: page)
    html.raw("<!DOCTYPE html>\n<html lang=\"en\" data-view=\"both\">\n<head>\n<meta charset=\"utf-8\">\n")
    html.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
    html.raw("<meta name=\"color-scheme\" content=\"light dark\">\n")
    html.raw("<link rel=\"icon\" href=\"data:,\">\n")  // no favicon request
    // A name said once, in the reader's language: `contentInset · UIScrollView — ScrollNotes`,
    // `缩放 — 滚动视图笔记`. The text is the side-by-side title (`Zooming / 缩放 — ScrollNotes`);
    // the view script puts the English or Chinese one in its place before paint.
    let titles = documentTitles(page, siteTitle: chrome.siteTitle)
    html.raw("<title data-en=\"", attribute: titles.en, "\" data-zh=\"")
    html.raw("", attribute: titles.zh, "\">")
    html.text(titles.both)
    html.raw("</title>\n")
    if let summary = page.summary, summary.en != nil || summary.zh != nil {
      html.raw("<meta name=\"description\" content=\"", attribute: [summary.en, summary.zh].compactMap { $0 }.joined(separator: " / "), "\">\n")
    }
    // One document carries both languages; the alternates name the view each one opens in.
    let here = PageLink.to(page.path, root: root)
    for (language, query) in [("en", "?lang=en"), ("zh-Hans", "?lang=zh"), ("x-default", "")] {
      html.raw("<link rel=\"alternate\" hreflang=\"")
      html.raw(language)
      html.raw("\" href=\"")
      html.attribute(here)
      html.raw(query)
      html.raw("\">\n")
    }
    html.raw("<link rel=\"stylesheet\" href=\"", attribute: root + chrome.stylesheetPath, "\">\n")
    // Applied before first paint so the remembered language does not flash.
    html.raw("<script>")
    html.raw(SiteAssets.viewBootstrapScript)
    html.raw("</script>\n")
    if let symbols = chrome.symbolsScriptPath, !chrome.symbols.isEmpty || chrome.examples != nil {
      html.raw("<script defer src=\"", attribute: root + symbols, "\"></script>\n")
    }
    html.raw("<script defer src=\"", attribute: root + chrome.scriptPath, "\" data-root=\"")
    html.raw("", attribute: root, "\" data-search-index=\"")
    html.raw("", attribute: root + chrome.searchIndexPath, "\"></script>\n")
    html.raw("</head>\n<body class=\"page-", attribute: page.kind, "\">\n")
    html.raw("<a class=\"skip-link\" href=\"#main\">")
    BilingualMarkup.writeInline(Bilingual("Skip to content", "跳到正文"), to: &html)
    html.raw("</a>\n")
    writeHeader(root: root, chrome: chrome, to: &html)
    html.raw("<div class=\"layout\">\n")
    SymbolNavigator.write(
      types: chrome.symbols, groups: chrome.navigation, examples: chrome.examples, page: page.path, siteTitle: chrome.siteTitle,
      absoluteRoot: page.absoluteRoot, to: &html)
    html.raw("<main id=\"main\" tabindex=\"-1\">\n")
    writeBreadcrumb(page, root: root, to: &html)
    HeadingAnchors.write(main, to: &html)
    html.raw("\n</main>\n</div>\n")
    html.raw("<footer class=\"site-footer\"><p>")
    BilingualMarkup.writeInline(
      Bilingual(
        "Every value on this site was computed by the ScrollNotes model of UIScrollView when the site was built.",
        "本站所有数值均在构建时由 ScrollNotes 的 UIScrollView 模型计算得出。"), to: &html)
    html.raw("</p></footer>\n")
    html.raw("</body>\n</html>\n")
  }

  /// The document title in English, in Chinese and side by side.
  static func documentTitles(_ page: PageContent, siteTitle: Bilingual) -> (both: String, en: String, zh: String) {
    let siteEn = siteTitle.en ?? siteTitle.any
    let siteZh = siteTitle.zh ?? siteTitle.any
    if page.isHome { return (siteEn == siteZh ? siteEn : siteEn + " " + siteZh, siteEn, siteZh) }
    let name = page.documentTitle ?? page.title
    let en = name.en ?? name.any
    let zh = name.zh ?? name.any
    return ((en == zh ? en : en + " / " + zh) + " — " + siteEn, en + " — " + siteEn, zh + " — " + siteZh)
  }

  /// `Home › UIScrollView › contentInset`, above the page's own content; none on the home page.
  static func writeBreadcrumb(_ page: PageContent, root: String, to out: inout HTMLOutput) {
    guard !page.isHome else { return }
    out.raw("<nav class=\"breadcrumb\" aria-label=\"Breadcrumb · 导航路径\"><a href=\"", attribute: PageLink.to("", root: root), "\">")
    BilingualMarkup.writeInline(Bilingual("Home", "首页"), to: &out)
    out.raw("</a> › ")
    for link in page.breadcrumbs {
      out.raw("<a href=\"", attribute: PageLink.to(link.path, root: root), "\">")
      BilingualMarkup.writeInline(link.title, to: &out)
      out.raw("</a> › ")
    }
    out.raw("<span aria-current=\"page\">")
    BilingualMarkup.writeInline(page.breadcrumbLabel ?? page.title, to: &out)
    out.raw("</span></nav>\n")
  }

  /// The site header: menu button, title, search, language view, theme. Only the two links'
  /// addresses depend on the page; the rest is made once per site title (`HeaderPieces`).
  static func writeHeader(root: String, chrome: SiteChrome, to out: inout HTMLOutput) {
    let header = chrome.header
    out.raw(header.beforeHome)
    out.attribute(PageLink.to("", root: root))
    out.raw(header.beforeSearch)
    out.attribute(PageLink.to("search/", root: root))
    out.raw(header.rest)
  }

  /// The header's markup before the home link's address, between it and the search form's
  /// address, and after that.
  struct HeaderPieces: Sendable {
    var beforeHome = HTMLOutput()
    var beforeSearch = HTMLOutput()
    var rest = HTMLOutput()

    init(siteTitle: Bilingual) {
      beforeHome.raw("<header class=\"site-header\">\n")
      // Phones: the navigator is a drawer this opens (without JavaScript, the link targets it).
      beforeHome.raw("<a class=\"menu-button\" href=\"#site-nav\" role=\"button\" aria-controls=\"site-nav\" aria-expanded=\"false\">")
      beforeHome.raw("<span class=\"visually-hidden\">")
      BilingualMarkup.writeInline(Bilingual("Menu", "菜单"), to: &beforeHome)
      beforeHome.raw("</span></a>\n")
      beforeHome.raw("<a class=\"site-title\" href=\"")
      beforeSearch.raw("\">")
      BilingualMarkup.writeInline(siteTitle, to: &beforeSearch)
      beforeSearch.raw("</a>\n")
      beforeSearch.raw("<form class=\"search\" role=\"search\" action=\"")
      rest.raw("\" method=\"get\">")
      PageShell.writeHeaderEnd(to: &rest)
    }
  }

  /// The header after the search form's address: the search box, language view and theme.
  static func writeHeaderEnd(to out: inout HTMLOutput) {
    out.raw("<label for=\"search-input\" class=\"visually-hidden\">")
    BilingualMarkup.writeInline(Bilingual("Search", "搜索"), to: &out)
    out.raw("</label>")
    out.raw("<input id=\"search-input\" name=\"q\" type=\"search\" autocomplete=\"off\" placeholder=\"Search · 搜索  ( / )\" role=\"combobox\" aria-autocomplete=\"list\" aria-expanded=\"false\" aria-controls=\"search-results\">")
    out.raw("<ol id=\"search-results\" class=\"search-results\" role=\"listbox\" hidden></ol></form>\n")
    out.raw("<nav class=\"view-switch\" aria-label=\"Language · 语言\">")
    // Each choice is named in its own language, so it reads the same in every view; phones
    // show the short label.
    for (view, label, short, lang) in [("en", "English", "EN", "en"), ("zh", "中文", "中文", "zh-Hans"), ("both", "中 | EN", "中|EN", "en")] {
      out.raw("<a href=\"?lang=\(view)\" data-view-choice=\"\(view)\" lang=\"\(lang)\" hreflang=\"\(lang)\"")
      if view == "both" { out.raw(" title=\"Side by side · 双语对照\"") }
      if label != short { out.raw(" aria-label=\"\(view == "both" ? "中 | EN" : label)\"") }
      out.raw(">")
      out.raw(label == short ? label : "<span class=\"wide\">\(label)</span><span class=\"narrow\" aria-hidden=\"true\">\(short)</span>")
      out.raw("</a>")
    }
    out.raw("</nav>\n")
    // Light, dark or the system's; chosen with JavaScript only (hidden without it).
    out.raw("<details class=\"theme-menu\"><summary title=\"Theme · 主题\"><span class=\"visually-hidden\">")
    BilingualMarkup.writeInline(Bilingual("Theme", "主题"), to: &out)
    out.raw("</span></summary>")
    out.raw("<div class=\"theme-list\" role=\"group\" aria-label=\"Theme · 主题\">")
    for (theme, label) in [("light", Bilingual("Light", "浅色")), ("dark", Bilingual("Dark", "深色")), ("auto", Bilingual("Auto", "自动"))] {
      out.raw("<button type=\"button\" data-theme-choice=\"")
      out.raw(theme)
      out.raw("\" aria-pressed=\"false\">")
      BilingualMarkup.writeInline(label, to: &out)
      out.raw("</button>")
    }
    out.raw("</div></details>\n</header>\n")
  }
}
