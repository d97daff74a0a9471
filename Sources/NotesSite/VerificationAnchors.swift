import NotesBook
import NotesHTML

/// The anchors each content file's page offers, as the renderer writes them, so the verifier
/// can check `File.md#anchor` links against what the site really has.
enum VerificationAnchors {
  static func anchors(book: Book, plan: SitePlan) -> [String: Set<String>] {
    // Page by page on all cores; a file given twice keeps its last page's anchors.
    let perPage = parallelMap(book.pages, anchors(of:))
    var result: [String: Set<String>] = [:]
    for (page, anchors) in zip(book.pages, perPage) { result[page.file] = anchors }
    return result
  }

  /// The anchors of one page.
  static func anchors(of page: Page) -> Set<String> {
    var anchors: Set<String> = []
    for (t, topic) in page.topics.enumerated() {
      if !page.types.isEmpty { anchors.insert(HomePage.topicAnchor(topic, number: t + 1)) }
      for declaration in topic.declarations where !slug(declaration.name).isEmpty {
        // On a type's page a declaration anchor leads to the declaration's own page; on a
        // notes page it is the card's id.
        anchors.insert(slug(declaration.name))
      }
    }
    for article in page.articles {
      var used: Set<String> = []
      for (number, section) in article.sections.enumerated() where section.titleEn != nil || section.titleZh != nil {
        var anchor = ArticleRenderer.anchor(for: section, number: number + 1)
        if used.contains(anchor) { anchor += "-\(number + 1)" }
        used.insert(anchor)
        anchors.insert(anchor)
      }
      for table in ArticleRenderer.rowAnchors(for: article) { anchors.formUnion(table.compactMap { $0 }) }
    }
    return anchors
  }
}
