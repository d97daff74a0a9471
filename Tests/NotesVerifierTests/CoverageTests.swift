import NotesCore
import NotesVerifier
import Testing

@Suite struct InventoryCoverage {
  static let notes = ("Content/UIScrollView.md", Fixture.scrollViewNotes(Fixture.paging))

  static var implementations: ImplementationIndex {
    var index = ImplementationIndex()
    index.scan(file: "Sources/ScrollModel/Paging.swift", source: "/// Models: UIScrollView.isPagingEnabled\npublic var isPagingEnabled = false\n")
    return index
  }

  @Test func aCompleteRowPassesTheGate() throws {
    let report = Fixture.verify(
      [Self.notes], catalog: Fixture.catalog(["UIScrollView.isPagingEnabled"]),
      examples: [Fixture.run("physics.paging", apis: ["UIScrollView.isPagingEnabled"], output: .object(["page": 1]))],
      implementations: Self.implementations)
    let row = try #require(report.coverage.rows.first)
    #expect(row.isComplete)
    #expect(row.implementation == "Sources/ScrollModel/Paging.swift:2")
    #expect(row.examples == ["physics.paging"])
    #expect(row.defaultVerified == true)
    #expect(Fixture.with("verify.incompleteCoverage", in: report).isEmpty)
  }

  @Test func coverageBelowAHundredPercentFails() throws {
    let report = Fixture.verify(
      [Self.notes], catalog: Fixture.catalog(["UIScrollView.isPagingEnabled"]), implementations: Self.implementations)
    let found = Fixture.with("verify.incompleteCoverage", in: report)
    #expect(found.count == 1)
    #expect(found.first?.severity == .error)
    #expect(found.first?.message == "inventory coverage is 0%, below the required 100% (1 APIs incomplete)")
    #expect(found.first?.notes.first?.message == "'UIScrollView.isPagingEnabled' lacks an example")
  }

  @Test func anUndocumentedEntryCountsAsMissing() throws {
    let report = Fixture.verify(
      [Self.notes], catalog: Fixture.catalog(["UIScrollView.isPagingEnabled", "UIScrollView.bounces"]),
      examples: [Fixture.run("physics.paging", apis: ["UIScrollView.isPagingEnabled", "UIScrollView.bounces"], output: .object([:]))],
      implementations: Self.implementations)
    let row = try #require(report.coverage.rows.first { $0.api == "UIScrollView.bounces" })
    #expect(!row.isComplete)
    #expect(row.missingColumns.contains("a note"))
    #expect(report.coverage.percentText == "50")
    #expect(Fixture.with("verify.incompleteCoverage", in: report).count == 1)
  }

  @Test func theJSONHasOneRowPerAPI() {
    let report = Fixture.verify([Self.notes], catalog: Fixture.catalog(["UIScrollView.isPagingEnabled"]))
    let json = report.coverage.json
    #expect(json["apis"] == .number(1))
    #expect(json["rows"]?.arrayValue?.first?["api"] == .string("UIScrollView.isPagingEnabled"))
    #expect(json["rows"]?.arrayValue?.first?["zh"] == .bool(true))
  }
}
