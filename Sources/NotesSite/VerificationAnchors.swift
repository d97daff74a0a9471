import NotesBook
import NotesHTML
import NotesVerifier
import Synchronization

/// The anchors each content file's page offers, as the renderer writes them, so the verifier
/// can check `File.md#anchor` links against what the site really has.
enum VerificationAnchors {
  /// Each file's anchors, worked out the first time a link names the file; a file given
  /// twice has its last page's anchors.
  static func lookup(book: Book) -> PageAnchors {
    var last: [String: Int] = [:]
    last.reserveCapacity(book.pages.count)
    for (i, page) in book.pages.enumerated() { last[page.file] = i }
    let memo = AnchorMemo(pages: book.pages, last: last)
    return PageAnchors { file in memo.anchors(of: file) }
  }
}

/// Anchors worked out once per file, from any thread.
private final class AnchorMemo: Sendable {
  let pages: [Page]
  let last: [String: Int]
  private let known = Mutex<[String: Set<String>]>([:])

  init(pages: [Page], last: [String: Int]) {
    self.pages = pages
    self.last = last
  }

  func anchors(of file: String) -> Set<String>? {
    guard let index = last[file] else { return nil }
    if let anchors = known.withLock({ $0[file] }) { return anchors }
    let anchors = VerificationAnchors.anchors(of: pages[index])
    known.withLock { $0[file] = anchors }
    return anchors
  }
}

extension VerificationAnchors {
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
