import NotesBook
import NotesHTML
import NotesVerifier

/// The home page: what the site is, where to start, the reference by topic and the articles.
enum HomePage {
  /// The anchor of a topic group's heading on its type page (`managing-the-content-inset`).
  static func topicAnchor(_ topic: TopicGroup, number: Int) -> String {
    let base = slug(topic.titleEn ?? "")
    return base.isEmpty ? "topic-\(number)" : base
  }

  /// - Parameter coverage: an HTML summary of what the model verified (the verifier's
  ///   coverage numbers); shown under the introduction when given.
  static func html(book: Book, plan: SitePlan, chrome: SiteChrome, coverage: String? = nil) -> String {
    var main = "<div class=\"hero\"><h1>\(BilingualMarkup.inline(SiteRenderer.siteTitle))</h1>"
    main += BilingualMarkup.row(
      enHTML: "<p class=\"lead\">A bilingual reference for UIKit's <code>UIScrollView</code>. Every default and every number on these pages was computed by an executable Swift model of UIScrollView when the site was built, and checked against the notes.</p>",
      zhHTML: "<p class=\"lead\">UIKit <code>UIScrollView</code> 的中英双语参考。页面上的每个默认值和每个数字，都是在构建网站时由一个可执行的 Swift UIScrollView 模型计算出来的，并与笔记逐一核对。</p>")
    main += BilingualMarkup.row(
      enHTML: "<p>Switch between English, Chinese and both side by side at the top; press <kbd>/</kbd> to search in either language.</p>",
      zhHTML: "<p>在页面顶部切换英文、中文或双语对照；按 <kbd>/</kbd> 可以用任一种语言搜索。</p>")
    if let coverage { main += "<section class=\"coverage\" aria-label=\"Coverage · 覆盖情况\">\(coverage)</section>" }
    main += "</div>"

    let articles = plan.pages.filter { if case .article = $0.role { true } else { false } }
    if !articles.isEmpty {
      main += "<h2 id=\"articles\">\(BilingualMarkup.inline(Bilingual("Articles", "文章")))</h2><ol class=\"article-list\">"
      for page in articles.prefix(listLimit) {
        main += "<li><a href=\"\(escapeAttribute(PageLink.to(page.path, root: "./")))\">\(BilingualMarkup.inline(page.title))</a></li>"
      }
      main += "</ol>" + moreLink(articles.count, anchor: SearchPage.articlesAnchor, what: Bilingual("articles", "篇文章"))
    }

    main += "<h2>\(BilingualMarkup.inline(Bilingual("Reference", "参考")))</h2><div class=\"card-grid\">"
    for page in plan.pages {
      guard case .type(let index, let typeName) = page.role else { continue }
      let source = book.pages[index]
      main += "<section class=\"card\"><h3><a class=\"mono\" href=\"\(escapeAttribute(PageLink.to(page.path, root: "./")))\">\(escapeHTML(typeName))</a></h3>"
      let count = source.topics.reduce(0) { $0 + $1.declarations.count }
      // Members, not APIs: the coverage summary also counts each type itself as an API.
      let members = count == 1 ? "1 member" : "\(count) members"
      main += "<p class=\"muted\">\(BilingualMarkup.inline(Bilingual(members, "\(count) 个成员")))</p><ul>"
      for (number, topic) in source.topics.enumerated() {
        let href = PageLink.to(page.path + "#" + topicAnchor(topic, number: number + 1), root: "./")
        main += "<li><a href=\"\(escapeAttribute(href))\">\(BilingualMarkup.inline(Bilingual(en: topic.titleEn, zh: topic.titleZh)))</a></li>"
      }
      main += "</ul></section>"
    }
    main += "</div>"

    let notes = plan.pages.filter { if case .notes = $0.role { true } else { false } }
    if !notes.isEmpty {
      main += "<h2>\(BilingualMarkup.inline(Bilingual("Notes", "笔记")))</h2><ul class=\"card-list\">"
      for page in notes.prefix(listLimit) {
        main += "<li><a href=\"\(escapeAttribute(PageLink.to(page.path, root: "./")))\">\(BilingualMarkup.inline(page.title))</a></li>"
      }
      main += "</ul>" + moreLink(notes.count, anchor: SearchPage.notesAnchor, what: Bilingual("notes pages", "个笔记页面"))
    }
    main += "<p class=\"muted\"><a href=\"\(escapeAttribute(PageLink.to("model/", root: "./")))\">\(BilingualMarkup.inline(Bilingual("Browse the model's source", "浏览模型源码")))</a></p>"
    return PageShell.render(PageContent(path: "", title: SiteRenderer.siteTitle, summary: Bilingual("A verified bilingual reference for UIScrollView.", "经过模型验证的 UIScrollView 双语参考。"), mainHTML: main, kind: "home"), chrome: chrome)
  }
}

extension HomePage {
  /// How many articles or notes pages the home page lists before it points to the search
  /// page for the rest. A home page of a 5,000-page site that linked every page weighed
  /// 876 KB, and each frame after a keystroke in the search box spent 40 ms laying it out and
  /// painting it; the search page lists every page, grouped, with or without JavaScript.
  static let listLimit = 50

  /// Under a list cut at `listLimit`: how many pages it has and where all of them are listed.
  static func moreLink(_ count: Int, anchor: String, what: Bilingual) -> String {
    guard count > listLimit else { return "" }
    let href = escapeAttribute(PageLink.to("search/#" + anchor, root: "./"))
    let en = "All \(count) \(what.en ?? "") are listed on the search page"
    let zh = "全部 \(count) \(what.zh ?? "")都列在搜索页上"
    return "<p class=\"more-pages\"><a href=\"\(href)\">\(BilingualMarkup.inline(Bilingual(en, zh)))</a></p>"
  }

  /// One line under the introduction: how much of the inventory is documented, verified and
  /// exemplified, with a link to the verification page.
  static func coverageSummary(_ coverage: CoverageReport, exampleCount: Int) -> String {
    let checked = coverage.rows.filter { $0.defaultVerified != nil }
    let verified = checked.filter { $0.defaultVerified == true }.count
    let complete = "\(coverage.completeCount) / \(coverage.rows.count)"
    var out = "<ul class=\"coverage-summary\">"
    let notModelled = coverage.rows.filter { $0.notModelled != nil }.count
    out += "<li><strong>\(escapeHTML(complete))</strong> \(BilingualMarkup.inline(Bilingual("SDK coverage: members of the current UIKit SDK documented, bound to the model and shown (\(coverage.percentText)%; \(notModelled) of them marked not modelled, with the reason on their page)", "SDK 覆盖率：当前 UIKit SDK 中已记录、已绑定模型并有示例的成员（\(coverage.percentText)%；其中 \(notModelled) 个标为未建模，原因写在各自页面上）")))</li>"
    out += "<li><strong>\(verified) / \(checked.count)</strong> \(BilingualMarkup.inline(Bilingual("defaults verified against the model", "个默认值已与模型核对")))</li>"
    out += "<li><strong>\(exampleCount)</strong> \(BilingualMarkup.inline(Bilingual("examples run when the site was built", "个示例在构建时运行")))</li>"
    out += "</ul><p><a href=\"\(escapeAttribute(PageLink.to(VerificationPage.path, root: "./")))\">\(BilingualMarkup.inline(Bilingual("How this was checked", "核对方法与结果")))</a></p>"
    return out
  }
}

/// Shown by the server for any missing path, so its links start at the site root.
enum NotFoundPage {
  /// A server shows this page at any depth, so its links start at the site's absolute path:
  /// the base URL's path (`/scrollnotes/` for a site under a sub-path), or `/` without one.
  static func html(chrome: SiteChrome, baseURL: BaseURL?) -> String {
    let root = baseURL?.path ?? "/"
    let home = escapeAttribute(root + PageLink.indexFile)
    let main = "<h1>\(BilingualMarkup.inline(Bilingual("Page not found", "找不到这个页面")))</h1>"
      + BilingualMarkup.row(
        enHTML: "<p>This page does not exist. Try the search box above or go back to the <a href=\"\(home)\">home page</a>.</p>",
        zhHTML: "<p>这个页面不存在。可以试试上方的搜索框，或回到<a href=\"\(home)\">首页</a>。</p>")
    return PageShell.render(PageContent(path: "", title: Bilingual("Page not found", "找不到页面"), mainHTML: main, kind: "not-found", absoluteRoot: root), chrome: chrome)
  }
}

/// The search page, `search/?q=…`: with JavaScript the box in the header fills the result
/// list here as the reader types (the same results as the box's list, more of them);
/// without it the page lists every page, each with its name, kind and parent, so nothing is
/// out of reach. Only what a page's interface decides is listed (names, kinds, titles,
/// deprecation), never its prose, so a rebuild that leaves this page alone keeps it right.
enum SearchPage {
  static func html(records: [SearchRecord], chrome: SiteChrome) -> String {
    var main = "<h1>\(BilingualMarkup.inline(Bilingual("Search", "搜索")))</h1>"
    main += "<p id=\"search-page-status\" class=\"search-status\" role=\"status\" hidden></p>"
    main += "<ol id=\"search-page-results\" class=\"search-results search-page-results\" role=\"listbox\" aria-label=\"Results · 结果\" hidden></ol>"
    main += "<div id=\"search-all-pages\">"
    main += BilingualMarkup.row(
      enHTML: "<p>Type in the search box at the top of any page: API names (whole, begun or misspelt by a letter), English or Chinese words. Without JavaScript, here is every page:</p>",
      zhHTML: "<p>在任意页面顶部的搜索框中输入即可：API 名称（完整的、只打了开头的、错了一个字母的都行），中文或英文词语都能搜。没有 JavaScript 时，这里列出全部页面：</p>")
    let groups: [(title: Bilingual, anchor: String, kinds: Set<String>?)] = [
      (Bilingual("Reference", "参考"), "all-reference", nil), (Bilingual("Articles", "文章"), articlesAnchor, ["article"]),
      (Bilingual("Notes", "笔记"), notesAnchor, ["notes", "page"]), (Bilingual("Examples", "示例"), "all-examples", ["example"]),
    ]
    let listed: Set<String> = ["article", "notes", "page", "example"]
    for group in groups {
      let members = records.filter { record in group.kinds.map { $0.contains(record.kind) } ?? !listed.contains(record.kind) }
      guard !members.isEmpty else { continue }
      main += "<h2 id=\"\(group.anchor)\">\(BilingualMarkup.inline(group.title))</h2><ul class=\"all-pages\">"
      for record in members { main += "<li>" + item(record) + "</li>" }
      main += "</ul>"
    }
    main += "</div>"
    return PageShell.render(PageContent(path: "search/", title: Bilingual("Search", "搜索"), mainHTML: main, kind: "search"), chrome: chrome)
  }

  /// The groups the home page links to when its lists are cut short.
  static let articlesAnchor = "all-articles"
  static let notesAnchor = "all-notes"

  static func item(_ record: SearchRecord) -> String {
    let href = escapeAttribute(PageLink.to(record.path, root: "../"))
    var out: String
    if record.kind == "example", let name = record.name {
      out = "<a href=\"\(href)\">\(BilingualMarkup.inline(fallback(record.title)))</a> <code>\(escapeHTML(name))</code>"
    } else if let name = record.name {
      out = "<a href=\"\(href)\"><code>\(escapeHTML(name))</code></a>"
    } else {
      out = "<a href=\"\(href)\">\(BilingualMarkup.inline(fallback(record.title)))</a>"
    }
    if let label = kindLabels[record.kind], record.kind != "article", record.kind != "example" {
      out += " <span class=\"result-kind\">\(BilingualMarkup.inline(label))</span>"
    }
    if let parent = record.parent, record.kind != "example" { out += " <span class=\"result-parent\"><code>\(escapeHTML(parent))</code></span>" }
    if record.deprecated { out += " <span class=\"badge deprecated\">\(BilingualMarkup.inline(Bilingual("Deprecated", "已弃用")))</span>" }
    return out
  }

  /// A title with one language shows it in both views.
  static func fallback(_ title: Bilingual) -> Bilingual {
    Bilingual(en: title.en ?? title.zh, zh: title.zh ?? title.en)
  }

  /// The kinds as results name them (the page script has the same list).
  static let kindLabels: [String: Bilingual] = [
    "property": Bilingual("Property", "属性"), "method": Bilingual("Method", "方法"), "initializer": Bilingual("Initializer", "初始化方法"),
    "subscript": Bilingual("Subscript", "下标"), "protocol": Bilingual("Protocol", "协议"), "class": Bilingual("Class", "类"),
    "enum": Bilingual("Enumeration", "枚举"), "struct": Bilingual("Structure", "结构体"), "actor": Bilingual("Actor", "Actor"),
    "typealias": Bilingual("Type alias", "类型别名"), "extension": Bilingual("Extension", "扩展"), "notes": Bilingual("Notes", "笔记"),
    "case": Bilingual("Case", "枚举值"), "type": Bilingual("Type", "类型"), "page": Bilingual("Page", "页面"),
  ]
}

/// `sitemap.xml`: every page's absolute address under the base URL the site is published at
/// (`scrollnotes build --base-url`). Without one no sitemap is written: sitemaps need absolute
/// URLs, and a made-up host would mislead crawlers.
public enum Sitemap {
  static func xml(paths: [String], baseURL: BaseURL) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
    for path in paths {
      out += "<url><loc>\(escapeHTML(baseURL.text + path))</loc></url>\n"
    }
    return out + "</urlset>\n"
  }

  /// The base URL a written sitemap was made for: its first address, the home page's.
  public static func baseURL(ofSitemap bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let start = text.range(of: "<loc>"), let end = text.range(of: "</loc>", range: start.upperBound..<text.endIndex) else {
      return nil
    }
    return unescapeXML(String(text[start.upperBound..<end.lowerBound]))
  }

  /// Undoes `escapeHTML`, which is all `xml(paths:baseURL:)` applies.
  private static func unescapeXML(_ text: String) -> String {
    var out = ""
    var rest = Substring(text)
    while let amp = rest.firstIndex(of: "&") {
      out += rest[..<amp]
      rest = rest[amp...]
      if let (entity, char) = [("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">")].first(where: { rest.hasPrefix($0.0) }) {
        out += char
        rest = rest.dropFirst(entity.count)
      } else {
        out += "&"
        rest = rest.dropFirst()
      }
    }
    return out + rest
  }
}

/// The model source browser: one page per model file, highlighted, with a line anchor on
/// every line so API pages can link to their reference implementation.
enum ModelSourcePages {
  struct SourcePage {
    var path: String
    /// The page, UTF-8.
    var html: [UInt8]
  }

  /// `Sources/ScrollModel/RubberBand.swift` → `model/scrollmodel/rubberband-swift/`.
  static func path(forSource file: String) -> String {
    let parts = file.split(separator: "/").suffix(2).map { slug(String($0)) }
    return "model/" + parts.joined(separator: "/") + "/"
  }

  /// The API pages each line of `file` implements (`/// Models:` lines), by line number.
  static func implementedAPIs(in file: String, implementations: ImplementationIndex, apiPaths: [String: String]) -> [Int: [String]] {
    var byLine: [Int: [String]] = [:]
    for (api, locations) in implementations.locations where apiPaths[api] != nil {
      for location in locations where location.file == file { byLine[location.line, default: []].append(api) }
    }
    return byLine.mapValues { $0.sorted() }
  }

  static func pages(
    sources: [(file: String, text: String)], implementations: ImplementationIndex, apiPaths: [String: String],
    citations: ModelCitations, chrome: SiteChrome
  ) -> [SourcePage] {
    var result: [SourcePage] = []
    var index = "<h1>\(BilingualMarkup.inline(Bilingual("Model source", "模型源码")))</h1>"
    index += BilingualMarkup.row(
      enHTML: "<p>The Swift model of UIScrollView that every value on this site comes from. It uses only the standard library and also compiles to WebAssembly.</p>",
      zhHTML: "<p>本站所有数值都出自这个 UIScrollView 的 Swift 模型。它只用标准库，也能编译成 WebAssembly。</p>")
    if let article = citations.articlePath {
      let href = escapeAttribute(PageLink.to(article, root: "../"))
      index += BilingualMarkup.row(
        enHTML: "<p>Comments mark where a number comes from: [D] documented by Apple, [O] observed in an implementation or a measurement, [I] inferred. The source key after a tag and each open question link to <a href=\"\(href)\">Where the Model's Numbers Come From</a>.</p>",
        zhHTML: "<p>注释标出每个数值的来源：[D] 出自 Apple 文档，[O] 观察所得（某个实现或测量），[I] 推断。标记后的来源代号和每个开放问题都链接到<a href=\"\(href)\">模型数据的来源</a>。</p>")
    }
    var folder = ""
    for source in sources {
      let path = path(forSource: source.file)
      // Grouped by folder, each file listed by its name.
      let parts = source.file.split(separator: "/")
      let here = parts.dropLast().joined(separator: "/")
      if here != folder {
        if !folder.isEmpty { index += "</ul>" }
        folder = here
        index += "<h2 class=\"mono\">\(escapeHTML(here))/</h2><ul class=\"source-list\">"
      }
      index += "<li><a href=\"\(escapeAttribute(PageLink.file(String(path.dropFirst("model/".count)))))\"><code>\(escapeHTML(parts.last.map(String.init) ?? source.file))</code></a></li>"
      // Written as bytes by the highlighter, each line wrapped by its hooks: these pages hold
      // every line of the model, and a String per line was most of what a small build spent
      // on them.
      var main = HTMLOutput(capacity: source.text.utf8.count * 3)
      main.raw("<h1 class=\"mono\">")
      main.text(source.file)
      main.raw("</h1><pre class=\"source\"><code class=\"language-swift\">")
      let implemented = implementedAPIs(in: source.file, implementations: implementations, apiPaths: apiPaths)
      let root = String(repeating: "../", count: path.split(separator: "/").count)
      // Source keys and open questions in comments lead to the article that explains them.
      let links = citations.links(SourceCitations.scan(source.text), root: root)
      SwiftHighlighter.write(
        source.text, links: links, to: &main,
        openLine: { index, main in
          let number = String(index + 1)
          main.raw("<span class=\"line\" id=\"L")
          main.raw(number)
          main.raw("\"><a class=\"line-number\" href=\"#L")
          main.raw(number)
          main.raw("\" aria-hidden=\"true\">")
          main.raw(number)
          main.raw("</a>")
        },
        closeLine: { index, _, main in
          if let apis = implemented[index + 1] {
            // Back to the pages of the APIs this declaration implements; not part of the code.
            main.raw("<span class=\"implements\">")
            BilingualMarkup.writeInline(Bilingual("implements", "实现"), to: &main)
            main.raw(" ")
            for (i, api) in apis.enumerated() {
              if i > 0 { main.raw(", ") }
              main.raw("<a href=\"")
              main.attribute(PageLink.to(apiPaths[api]!, root: root))
              main.raw("\"><code>")
              main.text(api)
              main.raw("</code></a>")
            }
            main.raw("</span>")
          }
          main.raw("</span>\n")
        })
      main.raw("</code></pre>")
      let page = PageContent(
        path: path, title: Bilingual(en: source.file, zh: source.file), mainHTML: "", kind: "source",
        breadcrumbs: [NavLink(title: Bilingual("Model source", "模型源码"), path: "model/")])
      var document = HTMLOutput(capacity: main.bytes.count + 16 * 1024)
      PageShell.write(page, main: main, chrome: chrome, to: &document)
      result.append(SourcePage(path: path, html: document.bytes))
    }
    if !folder.isEmpty { index += "</ul>" }
    result.append(SourcePage(path: "model/", html: PageShell.bytes(PageContent(path: "model/", title: Bilingual("Model source", "模型源码"), mainHTML: index, kind: "source-index"), chrome: chrome)))
    return result
  }
}
