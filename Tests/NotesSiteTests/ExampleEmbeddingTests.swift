import NotesCore
import Testing

@testable import NotesSite

/// An embedded example tells the reader what is not UIKit, and long decimals stay readable
/// without hiding the exact value the site was checked against.
@Suite struct ExampleEmbeddingCaption {
  @Test func namesTheModelOnlyHelpersTheCodeUses() {
    let code = "let finger = Finger(on: button)\nscrollView.safeAreaInsets = insets\nscrollView.model.settle()"
    #expect(ModelOnlyNames.found(in: code) == [".model", "Finger", "safeAreaInsets ="])
    #expect(ModelOnlyNames.found(in: "scrollView.contentInset = .zero\nlet area = scrollView.safeAreaInsets") == [])
  }

  @Test func everyModelOnlyNameIsUsedBySomeExample() throws {
    // A name no example uses any more is stale and should leave the list.
    let sources = try ["Sources/ScrollExamples"].flatMap { folder in
      try SiteInput.modelSources(in: [folder]).map(\.text)
    }
    for pattern in ModelOnlyNames.patterns {
      #expect(sources.contains { ByteScan.contains(pattern.needle, in: $0) }, "\(pattern.name) is used by no example")
    }
  }

  @Test func roundsLongDecimalsAndKeepsTheExactValueAsATooltip() {
    #expect(ExampleEmbedding.tableValue(.number(2.7421448974293128)) == "<code title=\"2.7421448974293128\">≈\u{2009}2.7421</code>")
    #expect(ExampleEmbedding.tableValue(.number(368.5)) == "<code>368.5</code>")
    #expect(ExampleEmbedding.tableValue(.number(0.9980)) == "<code>0.998</code>")
    #expect(ExampleEmbedding.tableValue(.string("a<b")) == "<code>a&lt;b</code>")
  }
}
