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
  public var navigation: [NavGroup]
  /// File names of the hashed assets (`assets/site.3f2a9c.css`), site-relative.
  public var stylesheetPath: String
  public var scriptPath: String
  /// The search index's page list as the page loads it (`search-index.js`, `SearchIndexScript`).
  public var searchIndexPath: String
  public init(siteTitle: Bilingual, navigation: [NavGroup], stylesheetPath: String, scriptPath: String, searchIndexPath: String) {
    self.siteTitle = siteTitle
    self.navigation = navigation
    self.stylesheetPath = stylesheetPath
    self.scriptPath = scriptPath
    self.searchIndexPath = searchIndexPath
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
  public init(path: String, title: Bilingual, summary: Bilingual? = nil, mainHTML: String, kind: String, absoluteRoot: String? = nil) {
    self.path = path
    self.title = title
    self.summary = summary
    self.mainHTML = mainHTML
    self.kind = kind
    self.absoluteRoot = absoluteRoot
  }
}

/// Wraps page content in the site's HTML document: head, header with language and view
/// switch and search, sidebar, footer. Pure string building; no I/O.
public enum PageShell {
  /// The prefix that leads from a page back to the site root (`../../` for `a/b/`).
  public static func rootPrefix(for page: PageContent) -> String {
    if let root = page.absoluteRoot { return root }
    let depth = page.path.split(separator: "/").count
    return depth == 0 ? "./" : String(repeating: "../", count: depth)
  }

  public static func render(_ page: PageContent, chrome: SiteChrome) -> String {
    let root = rootPrefix(for: page)
    var out = "<!DOCTYPE html>\n<html lang=\"en\" data-view=\"both\">\n<head>\n<meta charset=\"utf-8\">\n"
    out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
    out += "<link rel=\"icon\" href=\"data:,\">\n"  // no favicon request
    // A name said once: `contentInset · UIScrollView — ScrollNotes`, `Zooming · 缩放 — …`; the
    // home page is the site's own title.
    let titleText = page.title.en == page.title.zh ? (page.title.en ?? "") : [page.title.en, page.title.zh].compactMap { $0 }.joined(separator: " · ")
    let siteText = [chrome.siteTitle.en, chrome.siteTitle.zh].compactMap { $0 }.joined(separator: " ")
    let fullTitle = page.path.isEmpty && page.kind == "home" ? siteText : "\(titleText) — \(siteText)"
    out += "<title>\(escapeHTML(fullTitle))</title>\n"
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
    out += "<script defer src=\"\(escapeAttribute(root + chrome.scriptPath))\" data-root=\"\(escapeAttribute(root))\" data-search-index=\"\(escapeAttribute(root + chrome.searchIndexPath))\"></script>\n"
    out += "</head>\n<body class=\"page-\(escapeAttribute(page.kind))\">\n"
    out += "<a class=\"skip-link\" href=\"#main\">\(BilingualMarkup.inline(Bilingual("Skip to content", "跳到正文")))</a>\n"
    out += header(root: root, chrome: chrome)
    out += "<div class=\"layout\">\n"
    out += sidebar(root: root, current: page.path, chrome: chrome)
    out += "<main id=\"main\" tabindex=\"-1\">\n\(page.mainHTML)\n</main>\n</div>\n"
    out += "<footer class=\"site-footer\"><p>\(BilingualMarkup.inline(Bilingual("Every value on this site was computed by the ScrollNotes model of UIScrollView when the site was built.", "本站所有数值均在构建时由 ScrollNotes 的 UIScrollView 模型计算得出。")))</p></footer>\n"
    out += "</body>\n</html>\n"
    return out
  }

  static func header(root: String, chrome: SiteChrome) -> String {
    var out = "<header class=\"site-header\">\n"
    out += "<a class=\"site-title\" href=\"\(escapeAttribute(PageLink.to("", root: root)))\">\(BilingualMarkup.inline(chrome.siteTitle))</a>\n"
    // On narrow screens the contents list follows the page; this jumps there.
    out += "<a class=\"nav-jump\" href=\"#site-nav\">\(BilingualMarkup.inline(Bilingual("Contents", "目录")))</a>\n"
    out += "<form class=\"search\" role=\"search\" action=\"\(escapeAttribute(PageLink.to("search/", root: root)))\" method=\"get\">"
    out += "<label for=\"search-input\" class=\"visually-hidden\">\(BilingualMarkup.inline(Bilingual("Search", "搜索")))</label>"
    out += "<input id=\"search-input\" name=\"q\" type=\"search\" autocomplete=\"off\" placeholder=\"Search · 搜索  ( / )\" role=\"combobox\" aria-autocomplete=\"list\" aria-expanded=\"false\" aria-controls=\"search-results\">"
    out += "<ol id=\"search-results\" class=\"search-results\" role=\"listbox\" hidden></ol></form>\n"
    out += "<nav class=\"view-switch\" aria-label=\"Language · 语言\">"
    // Each choice is named in its own language, so it reads the same in every view.
    for (view, label, lang) in [("en", "English", "en"), ("zh", "中文", "zh-Hans"), ("both", "中 | EN", "en")] {
      let title = view == "both" ? " title=\"Side by side · 双语对照\"" : ""
      out += "<a href=\"?lang=\(view)\" data-view-choice=\"\(view)\" lang=\"\(lang)\" hreflang=\"\(lang)\"\(title)>\(label)</a>"
    }
    out += "</nav>\n</header>\n"
    return out
  }

  static func sidebar(root: String, current: String, chrome: SiteChrome) -> String {
    var out = "<nav class=\"sidebar\" id=\"site-nav\" aria-label=\"Contents · 目录\">\n"
    for group in chrome.navigation {
      out += "<h2>\(BilingualMarkup.inline(group.title))</h2>\n<ul>\n"
      for link in group.links {
        let currentAttribute = link.path == current ? " aria-current=\"page\"" : ""
        out += "<li><a href=\"\(escapeAttribute(PageLink.to(link.path, root: root)))\"\(currentAttribute)>\(BilingualMarkup.inline(link.title))</a></li>\n"
      }
      out += "</ul>\n"
    }
    out += "</nav>\n"
    return out
  }
}
