import NotesCore
import NotesVerifier
import Testing

@Suite struct PlaceholdersEmbedsAndLinks {
  static let run = Fixture.run("inset.tall-automatic", output: .object(["adjustedContentInset": .object(["top": 59, "bottom": 34])]))

  static func article(_ text: String) -> (String, String) {
    ("Content/articles/03-content-inset-adjustment.md", "# Content Inset  内容边距\n\n## Safe Area  安全区域\n\n" + text + "\n")
  }

  @Test func placeholdersThatResolveGiveNoDiagnostics() {
    let report = Fixture.verify(
      [Self.article("The top is {{= inset.tall-automatic#adjustedContentInset.top}}.\n\n{{example inset.tall-automatic}}")],
      examples: [Self.run])
    #expect(Fixture.errors(report).filter { $0.id.name != "incompleteCoverage" }.isEmpty)
    #expect(report.counts.placeholders == 1)
    #expect(report.counts.exampleEmbeds == 1)
  }

  @Test func anUnknownExampleIDIsAnErrorWithANearMiss() throws {
    let report = Fixture.verify([Self.article("The top is {{= inset.tall-automatc#adjustedContentInset.top}}.")], examples: [Self.run])
    let found = Fixture.with("verify.unknownExample", in: report)
    #expect(found.count == 1)
    let error = try #require(found.first)
    #expect(error.file == "Content/articles/03-content-inset-adjustment.md")
    #expect(error.location?.line == 5)
    #expect(error.location?.column == 12)
    #expect(error.notes.first?.message == "did you mean 'inset.tall-automatic'?")
  }

  /// `See:` lines offer near misses from the article names as a set, in no fixed order: the
  /// suggestion is the nearest, ties to the first in String order, whatever order it meets them in.
  @Test func aNearMissIsTheSameInAnyOrderOfCandidates() {
    let candidates = ["content-inset", "contentinset", "content-insets", "Content-inset", "content-offset", "内容-inset", "e\u{301}-inset", "é-inset"]
    for word in ["content-inest", "contnet-inset", "é-inset", "content-offest", "zzz"] {
      let expected = NearMiss.suggestion(for: word, among: candidates)
      var random = TestRandom(seed: 7)
      for _ in 0..<50 {
        var shuffled = candidates
        for i in shuffled.indices.reversed() { shuffled.swapAt(i, random.next() % (i + 1)) }
        #expect(NearMiss.suggestion(for: word, among: shuffled) == expected, "\(word) \(shuffled)")
      }
    }
    #expect(NearMiss.suggestion(for: "content-inest", among: candidates) == "content-inset")
  }

  @Test func anUnknownPathIsAnErrorWithANearMiss() {
    let report = Fixture.verify([Self.article("Top {{= inset.tall-automatic#adjustedContentInset.tpo}}.")], examples: [Self.run])
    let found = Fixture.with("verify.unknownValuePath", in: report)
    #expect(found.count == 1)
    #expect(found.first?.notes.first?.message == "did you mean 'adjustedContentInset.top'?")
  }

  @Test func anUnknownEmbedIsAnError() {
    let report = Fixture.verify([Self.article("{{example inset.tall-automatik}}")], examples: [Self.run])
    let found = Fixture.with("verify.unknownExample", in: report)
    #expect(found.count == 1)
    #expect(found.first?.location?.line == 5)
  }

  @Test func aPlaceholderOnAnObjectIsAnError() {
    let report = Fixture.verify([Self.article("All {{= inset.tall-automatic#adjustedContentInset}}.")], examples: [Self.run])
    #expect(Fixture.with("verify.nonScalarValue", in: report).count == 1)
  }

  @Test func aBrokenInternalLinkIsAnError() {
    let files = [
      Self.article("See [the notes](../UIScrollVeiw.md) and [offsets](../UIScrollView.md#contentofset) and [ok](../UIScrollView.md#contentoffset)."),
      ("Content/UIScrollView.md", Fixture.scrollViewNotes(Fixture.paging)),
    ]
    let anchors = ["Content/UIScrollView.md": Set(["contentoffset", "ispagingenabled"])]
    let report = Fixture.verify(files, anchors: anchors)
    let links = Fixture.with("verify.brokenLink", in: report)
    #expect(links.map(\.message) == ["the link '../UIScrollVeiw.md' does not lead to a notes file"])
    #expect(links.first?.notes.first?.message == "did you mean 'Content/UIScrollView.md'?")
    let anchorsFound = Fixture.with("verify.brokenAnchor", in: report)
    #expect(anchorsFound.map(\.message) == ["'Content/UIScrollView.md' has no anchor '#contentofset'"])
    #expect(report.counts.internalLinks == 3)
  }

  @Test func externalLinksAreNotChecked() {
    let report = Fixture.verify([Self.article("[Apple](https://developer.apple.com/documentation/uikit/uiscrollview)")])
    #expect(report.counts.internalLinks == 0)
    #expect(Fixture.with("verify.brokenLink", in: report).isEmpty)
  }

  @Test func seeAlsoLinesMustNameAnExampleOrArticle() {
    let notes = Fixture.scrollViewNotes("""
      // 是否分页。
      // Whether paging is on.
      // Default: false
      // 参见：physics.pagin
      var isPagingEnabled: Bool { get set }
      """)
    let report = Fixture.verify([("Content/UIScrollView.md", notes)], examples: [Fixture.run("physics.paging", output: .object([:]))])
    let found = Fixture.with("verify.unresolvedSeeAlso", in: report)
    #expect(found.count == 1)
    #expect(found.first?.notes.first?.message == "did you mean 'physics.paging'?")
  }
}
