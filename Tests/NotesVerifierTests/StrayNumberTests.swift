import NotesCore
import NotesVerifier
import Testing

/// A number typed in prose next to an example must be one the example has (a literal in its
/// code, a value in its output); any other is a warning at its paragraph, since it can drift
/// from the example unnoticed. Versions, years, 0 and 1, code spans and placeholders are not
/// measurements typed by hand.
@Suite struct StrayNumbersInProse {
  static let run = Fixture.run(
    "inset.tall-automatic", output: .object(["adjustedContentInset": .object(["top": 59, "bottom": 34])]))

  static func article(_ paragraph: String) -> (String, String) {
    ("Content/articles/03-content-inset-adjustment.md",
     "# Content Inset  内容边距\n\n## Safe Area  安全区域\n\n" + paragraph + "\n\n{{example inset.tall-automatic}}\n")
  }

  static func strays(_ paragraph: String) -> [Diagnostic] {
    Fixture.with("verify.strayNumber", in: Fixture.verify([article(paragraph)], examples: [run]))
  }

  @Test func aNumberTheExampleDoesNotHaveIsAWarningAtItsParagraph() throws {
    let found = Self.strays("The top inset is 59 and the bar adds 44.")
    #expect(found.count == 1)
    let warning = try #require(found.first)
    #expect(warning.severity == .warning)
    #expect(warning.location?.line == 5)
    #expect(warning.message.contains("'44'"))
    #expect(warning.message.contains("'inset.tall-automatic'"))
  }

  @Test func numbersTheExampleHasAndNumbersThatAreNotMeasurementsPass() {
    #expect(Self.strays("Since iOS 11.0 (WWDC 2017) the top is 59 and the bottom 34.0, one or 0 of them.").isEmpty)
    #expect(Self.strays("The placeholder {{= inset.tall-automatic#adjustedContentInset.top}} and `44` in code.").isEmpty)
  }

  @Test func aParagraphAwayFromAnyExampleIsNotChecked() {
    let report = Fixture.verify(
      [("Content/articles/03-content-inset-adjustment.md", "# Content Inset  内容边距\n\n## Safe Area  安全区域\n\nA bar is 44 points.\n")],
      examples: [Self.run])
    #expect(Fixture.with("verify.strayNumber", in: report).isEmpty)
  }

  @Test func aParagraphAwayFromTheExampleThatNamesItIsChecked() {
    // The placeholder sits inside emphasis in a list item: it is found however deep it is.
    let report = Fixture.verify(
      [("Content/articles/03-content-inset-adjustment.md",
        "# Content Inset  内容边距\n\n## Safe Area  安全区域\n\n- A bar is 44 points, under *the {{= inset.tall-automatic#adjustedContentInset.top}} inset*.\n")],
      examples: [Self.run])
    #expect(Fixture.with("verify.strayNumber", in: report).map { $0.message.contains("'44'") } == [true])
  }
}
