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
    #expect(found.first?.message == "SDK coverage is 0%, below the required 100% (1 members of the SDK surface incomplete)")
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

@Suite struct EnumCoverage {
  @Test func anEnumIsShownByExamplesOfItsProperty() throws {
    let notes = Fixture.scrollViewNotes("""
      // 索引显示方式。
      // How the index is shown.
      // 默认值为 .automatic
      var indexDisplayMode: UIScrollView.IndexDisplayMode { get set }

      // 索引显示方式的取值。
      // Index display modes.
      // enum IndexDisplayMode
      // case automatic 自动。 / Automatic.
      // case alwaysHidden 隐藏。 / Hidden.
      enum IndexDisplayMode : Int
      """)
    let catalog = Fixture.catalog(["UIScrollView.indexDisplayMode", "UIScrollView.IndexDisplayMode", "UIScrollView.bounces"])
    let example = Fixture.run("index.mode", apis: ["UIScrollView.indexDisplayMode"], output: .object(["mode": "automatic"]))
    let report = Fixture.verify([("Content/UIScrollView.md", notes)], catalog: catalog, examples: [example])
    let enumRow = try #require(report.coverage.rows.first { $0.api == "UIScrollView.IndexDisplayMode" })
    #expect(enumRow.examples == ["index.mode"])
    // A Bool property is not shown by an example of another property.
    let bounces = try #require(report.coverage.rows.first { $0.api == "UIScrollView.bounces" })
    #expect(bounces.examples.isEmpty)
  }
}
