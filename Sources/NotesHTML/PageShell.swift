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
  public var siteTitle: Bilingual
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
    let depth = page.path.split(separator: "/").count
    return depth == 0 ? "./" : String(repeating: "../", count: depth)
  }

  public static func render(_ page: PageContent, chrome: SiteChrome) -> String {
    var out = HTMLOutput(capacity: page.mainHTML.utf8.count + 16 * 1024)
    write(page, chrome: chrome, to: &out)
    return out.string
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
    let root = rootPrefix(for: page)
    var out = "<!DOCTYPE html>\n<html lang=\"en\" data-view=\"both\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    out += "<link rel=\"icon\" href=\"data:,\">\n"  // no favicon request
    // A name said once, in the reader's language: `contentInset · UIScrollView — ScrollNotes`,
    // `缩放 — 滚动视图笔记`. The text is the side-by-side title (`Zooming / 缩放 — ScrollNotes`);
    // the view script puts the English or Chinese one in its place before paint.
    let titles = documentTitles(page, siteTitle: chrome.siteTitle)
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
  public static func breadcrumb(_ page: PageContent, root: String) -> String {
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
