import NotesBook
import NotesCore
import NotesVerifier
import Testing

/// An incremental rebuild re-verifies only the pages that changed: a verification scoped to
/// some pages runs their own checks exactly as the whole book's verification does, resolves
/// links and `See:` names against the whole book, and leaves out what needs every page.
@Suite struct VerifyingSomePages {
  static let scrollView = "Content/UIScrollView.md"
  static let insets = "Content/articles/03-content-inset-adjustment.md"
  static let physics = "Content/articles/05-scrolling-physics.md"

  /// Three pages, each with findings of its own: a wrong default and See: lines (one to an
  /// article, one mistyped) on the type's page; good and broken links, anchors, placeholders
  /// and embeds in the articles.
  static let files = [
    (
      scrollView,
      Fixture.scrollViewNotes("""
        // 是否分页。
        // Whether paging is on.
        // Default: true
        // 参见：content-inset-adjustment
        // 参见：physics.pagin
        var isPagingEnabled: Bool { get set }
        """)
    ),
    (
      insets,
      """
      # Content Inset  内容边距

      ## Safe Area  安全区域

      See [paging](../UIScrollView.md#ispagingenabled), [a typo](../UIScrollView.md#ispagingenable), [physics](05-scrolling-physics.md#bounce) and [nothing](../Missing.md).

      The top is {{= inset.tall-automatic#adjustedContentInset.top}}, not {{= inset.tall-automatic#adjustedContentInset.tpo}}.

      {{example inset.tall-automatik}}
      """
    ),
    (
      physics,
      """
      # Scrolling Physics  滚动物理

      ## Bounce  回弹

      Back to [insets](03-content-inset-adjustment.md#safe-area) and [off](03-content-inset-adjustment.md#nowhere).
      """
    ),
  ]

  static let examples = [
    Fixture.run("inset.tall-automatic", output: .object(["adjustedContentInset": .object(["top": 59, "bottom": 34])])),
    Fixture.run("physics.paging", output: .object([:])),
  ]

  static let anchors: [String: Set<String>] = [
    scrollView: ["configuring-the-scroll-view", "ispagingenabled"],
    insets: ["safe-area"],
    physics: ["bounce"],
  ]

  static let wholeBook = VerificationInput(
    book: Fixture.book(files), examples: examples, anchors: anchors)

  /// Findings that only the whole book can give.
  static let wholeBookOnly: Set<String> = ["verify.undocumentedAPI", "verify.incompleteCoverage"]

  @Test(arguments: [scrollView, insets, physics])
  func givesExactlyThePagesOwnFindingsAndDefaultsFromTheWholeBook(file: String) {
    let whole = Verifier.verify(Self.wholeBook)
    let partial = Verifier.verify(Self.wholeBook.narrowed(to: [file]))

    let expected = whole.diagnostics.filter { $0.file == file && !Self.wholeBookOnly.contains($0.id.description) }
    #expect(!expected.isEmpty, "every page of the fixture has findings of its own")
    #expect(partial.diagnostics == expected)
    #expect(partial.defaults == whole.defaults.filter { $0.key.file == file })
  }

  @Test func theWrongDefaultOfTheTypesPageIsFoundAndItsSeeAlsoArticleResolves() {
    let partial = Verifier.verify(Self.wholeBook.narrowed(to: [Self.scrollView]))
    #expect(Fixture.with("verify.defaultMismatch", in: partial).count == 1)
    // `content-inset-adjustment` is an article of the whole book, not of the pages checked.
    #expect(Fixture.with("verify.unresolvedSeeAlso", in: partial).map(\.message) == [
      "'physics.pagin' in a 'See:' line is neither an example id nor an article"
    ])
  }

  @Test func theArticlesNamesAreReadOnlyForPagesWithSeeLines() {
    // The type's page has `See:` lines: every article's two names. The articles have none.
    guard case .pages(_, let names) = Self.wholeBook.narrowed(to: [Self.scrollView]).scope else { Issue.record("not narrowed"); return }
    #expect(names == ["03-content-inset-adjustment", "content-inset-adjustment", "05-scrolling-physics", "scrolling-physics"])
    guard case .pages(_, let none) = Self.wholeBook.narrowed(to: [Self.insets, Self.physics]).scope else { Issue.record("not narrowed"); return }
    #expect(none.isEmpty)
  }

  @Test func skipsTheChecksThatNeedEveryPage() {
    let partial = Verifier.verify(Self.wholeBook.narrowed(to: [Self.scrollView]))
    #expect(partial.coverage.rows.isEmpty)
    #expect(partial.diagnostics.filter { Self.wholeBookOnly.contains($0.id.description) }.isEmpty)
    let whole = Verifier.verify(Self.wholeBook)
    #expect(!whole.diagnostics.filter { Self.wholeBookOnly.contains($0.id.description) }.isEmpty)
  }

  @Test func aLinkToAKnownFileOutsideThePagesIsNotBrokenButAnUnknownOneIs() {
    // Only the article is given; the type's page and the other article are known by name.
    var input = Self.wholeBook
    input.book = Book(pages: input.book.pages.filter { $0.file == Self.insets })
    input.scope = .pages(knownFiles: [Self.scrollView, Self.insets, Self.physics], articleNames: [])
    let report = Verifier.verify(input)

    let links = Fixture.with("verify.brokenLink", in: report)
    #expect(links.map(\.message) == ["the link '../Missing.md' does not lead to a notes file"])
    // Anchors of known files are still checked, against the input's anchors.
    let anchorsFound = Fixture.with("verify.brokenAnchor", in: report)
    #expect(anchorsFound.map(\.message) == ["'Content/UIScrollView.md' has no anchor '#ispagingenable'"])
    #expect(report.counts.internalLinks == 4)
  }

  @Test func withoutTheFileKnownTheSameLinkIsBroken() {
    var input = Self.wholeBook
    input.book = Book(pages: input.book.pages.filter { $0.file == Self.insets })
    input.scope = .pages(knownFiles: [Self.insets], articleNames: [])
    let report = Verifier.verify(input)
    #expect(Fixture.with("verify.brokenLink", in: report).map(\.message) == [
      "the link '../UIScrollView.md#ispagingenabled' does not lead to a notes file",
      "the link '../UIScrollView.md#ispagingenable' does not lead to a notes file",
      "the link '05-scrolling-physics.md#bounce' does not lead to a notes file",
      "the link '../Missing.md' does not lead to a notes file",
    ])
  }
}
