import NotesBook
import NotesHTML

/// Links between pages that are not in the prose: breadcrumbs and previous/next for
/// articles, and the "See also" list of an API page.
enum PageNavigation {
  /// `Home › Articles › Title` above an article.
  static func articleBreadcrumb(title: Bilingual, root: String) -> String {
    var out = "<nav class=\"breadcrumb\" aria-label=\"Breadcrumb · 导航路径\"><a href=\"\(escapeAttribute(PageLink.to("", root: root)))\">"
    out += BilingualMarkup.inline(Bilingual("Home", "首页")) + "</a> › "
    out += "<a href=\"\(escapeAttribute(PageLink.to("#articles", root: root)))\">" + BilingualMarkup.inline(Bilingual("Articles", "文章")) + "</a> › "
    out += "<span aria-current=\"page\">\(BilingualMarkup.inline(title))</span></nav>"
    return out
  }

  /// Previous and next article in reading order (the order of the files' numbers).
  static func articleNeighbours(path: String?, plan: SitePlan, root: String) -> String {
    guard let path, let index = plan.articleOrderForPath[path] else { return "" }
    let articles = plan.articlePageNumbers
    var out = "<nav class=\"pager\" aria-label=\"Articles · 文章\">"
    if index > 0 {
      let page = plan.pages[articles[index - 1]]
      out += "<a class=\"pager-prev\" rel=\"prev\" href=\"\(escapeAttribute(PageLink.to(page.path, root: root)))\"><small>"
      out += BilingualMarkup.inline(Bilingual("Previous", "上一篇")) + "</small>← \(BilingualMarkup.inline(page.title))</a>"
    }
    if index + 1 < articles.count {
      let page = plan.pages[articles[index + 1]]
      out += "<a class=\"pager-next\" rel=\"next\" href=\"\(escapeAttribute(PageLink.to(page.path, root: root)))\"><small>"
      out += BilingualMarkup.inline(Bilingual("Next", "下一篇")) + "</small>\(BilingualMarkup.inline(page.title)) →</a>"
    }
    return out + "</nav>"
  }

  /// "Topics" at the top of a type page: its topic groups with their API counts.
  static func topicIndex(_ topics: [TopicGroup]) -> String {
    guard topics.count >= 2 else { return "" }
    var out = "<nav class=\"toc\" aria-label=\"Topics · 主题\"><p class=\"toc-title\">"
    out += BilingualMarkup.inline(Bilingual("Topics", "主题")) + "</p><ol>"
    for (number, topic) in topics.enumerated() {
      let anchor = HomePage.topicAnchor(topic, number: number + 1)
      out += "<li><a href=\"#\(escapeAttribute(anchor))\">\(BilingualMarkup.inline(Bilingual(en: topic.titleEn, zh: topic.titleZh)))</a>"
      out += " <span class=\"muted\">\(topic.declarations.count)</span></li>"
    }
    return out + "</ol></nav>"
  }

  /// `// 参见：` targets: an article slug links to the article, an example id to the article
  /// that runs it (its title follows the id). A target the site does not have is shown as plain code, never as a
  /// broken link.
  ///
  /// - Parameter skipping: targets listed elsewhere on the page (examples that have their
  ///   own "Examples" list).
  static func seeAlso(_ declaration: Declaration, plan: SitePlan, root: String, skipping: Set<String> = []) -> String {
    var seen = skipping
    let targets = declaration.seeAlso.filter { seen.insert($0).inserted }
    guard !targets.isEmpty else { return "" }
    var out = "<div class=\"see-also\"><h2>\(BilingualMarkup.inline(Bilingual("See also", "参见")))</h2><ul>"
    for target in targets {
      if let path = plan.pathForArticleSlug[target], let page = plan.page(at: path) {
        out += "<li><a href=\"\(escapeAttribute(PageLink.to(path, root: root)))\">\(BilingualMarkup.inline(page.title))</a> "
        out += "<span class=\"badge\">\(BilingualMarkup.inline(Bilingual("article", "文章")))</span></li>"
      } else if let path = plan.pathForExample[target], let page = plan.page(at: path) {
        out += "<li><a href=\"\(escapeAttribute(PageLink.to(path, root: root)))\"><code>\(escapeHTML(target))</code></a> "
        out += "<span class=\"muted\">— \(BilingualMarkup.inline(page.title))</span></li>"
      } else {
        out += "<li><code>\(escapeHTML(target))</code></li>"
      }
    }
    return out + "</ul></div>"
  }
}
