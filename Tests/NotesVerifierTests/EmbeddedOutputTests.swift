import NotesCore
import NotesVerifier
import Testing

@Suite struct StoredOutputsAgainstFreshRuns {
  static let fresh = Fixture.run("physics.rubber-band", output: .object(["overshoot": [10, 20.5, 30], "settled": true]))

  static func stored(_ value: JSONValue?) -> EmbeddedOutput {
    EmbeddedOutput(
      exampleID: "physics.rubber-band", file: "site/examples/physics.rubber-band/output.json",
      bytes: value.map { Array(($0.serialized(pretty: true) + "\n").utf8) })
  }

  @Test func aStaleOutputFailsWithADiff() throws {
    let stale = Self.stored(.object(["overshoot": [10, 19, 30], "settled": true]))
    let report = Fixture.verify([], examples: [Self.fresh], embedded: [stale])
    let found = Fixture.with("verify.staleExampleOutput", in: report)
    #expect(found.count == 1)
    let error = try #require(found.first)
    #expect(error.file == "site/examples/physics.rubber-band/output.json")
    #expect(error.location?.line == 4)
    let diff = error.notes.map(\.message)
    #expect(diff.contains("-     19,"))
    #expect(diff.contains("+     20.5,"))
  }

  @Test func anOutputThatMatchesPasses() {
    let same = Self.stored(Self.fresh.output)
    let report = Fixture.verify([], examples: [Self.fresh], embedded: [same])
    #expect(Fixture.with("verify.staleExampleOutput", in: report).isEmpty)
    #expect(report.counts.embeddedOutputsChecked == 1)
  }

  @Test func aMissingOrBrokenOutputIsAnError() {
    let missing = Fixture.verify([], examples: [Self.fresh], embedded: [Self.stored(nil)])
    #expect(Fixture.with("verify.missingEmbeddedOutput", in: missing).count == 1)
    let broken = EmbeddedOutput(exampleID: "physics.rubber-band", file: "x.json", bytes: Array("{\"a\": ".utf8))
    let report = Fixture.verify([], examples: [Self.fresh], embedded: [broken])
    #expect(Fixture.with("verify.unreadableEmbeddedOutput", in: report).count == 1)
  }

  @Test func theStoredFileIsThePrettyOutput() {
    #expect(EmbeddedOutputFile.path(for: "a.b") == "examples/a.b/output.json")
    #expect(EmbeddedOutputFile.contents(of: Self.fresh).hasPrefix("{\n  \"overshoot\": ["))
  }

  @Test func lineDiffMarksOnlyTheChangedLines() {
    let diff = LineDiff.lines(expected: "a\nb\nc\nd\ne\nf\ng", actual: "a\nb\nc\nX\ne\nf\ng", context: 1)
    #expect(diff == ["  c", "- d", "+ X", "  e"])
    #expect(LineDiff.lines(expected: "same", actual: "same").isEmpty)
  }
}

@Suite struct TheSiteAgainstAFreshBuild {
  @Test func differingMissingAndExtraFilesAreListed() {
    let fresh: [String: [UInt8]] = ["index.html": [1], "a/index.html": [2], "b.json": [3]]
    let disk: [String: [UInt8]] = ["index.html": [1], "a/index.html": [9], "old.html": [4]]
    let found = SiteComparison.diagnostics(fresh: fresh, onDisk: disk, folder: "site")
    #expect(found.map(\.id.name) == ["staleSiteFile", "missingSiteFile", "extraSiteFile"])
    #expect(found.map(\.file) == ["site/a/index.html", "site/b.json", "site/old.html"])
    #expect(SiteComparison.diagnostics(fresh: fresh, onDisk: fresh, folder: "site").isEmpty)
  }

  @Test func aLongListStopsAtTheLimitAndSaysHowManyMore() {
    var fresh: [String: [UInt8]] = [:]
    for i in 0..<10 { fresh["f\(i).html"] = [1] }
    let found = SiteComparison.diagnostics(fresh: fresh, onDisk: [:], folder: "site", limit: 4)
    #expect(found.count == 4)
    #expect(found.last?.notes.first?.message == "6 more files differ; not listed")
  }
}
