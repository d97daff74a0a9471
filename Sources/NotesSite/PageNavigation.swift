import NotesBook
import NotesHTML

/// Links between pages that are not in the prose: previous/next for articles and the topic
/// index of a type page. (Breadcrumbs are the page shell's, `PageShell.writeBreadcrumb`.)
enum PageNavigation {
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
}
