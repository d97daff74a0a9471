import NotesCore
import NotesVerifier
import ScrollModel
import Testing

@Suite struct DefaultsAgainstTheModel {
  @Test func theRepositoryNotesSayingPagingIsOnByDefaultGetExactlyOneErrorAtThatLine() throws {
    let original = try #require(Fixture.repositoryFile("Content/UIScrollView.md"))
    let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
    let declarationLine = try #require(lines.firstIndex { $0.hasPrefix("var isPagingEnabled") })
    let defaultLine = try #require((0..<declarationLine).last { lines[$0].contains("Default: false") })
    var changed = lines
    changed[defaultLine] = Substring(lines[defaultLine].replacingFirst("false", with: "true"))
    let copy = changed.joined(separator: "\n")

    let before = Fixture.verify([("Content/UIScrollView.md", original)])
    let after = Fixture.verify([("Content/UIScrollView.md", copy)])
    // The inventory-wide coverage summary changes too (this row lost its verified default);
    // everything else must be the one new error at the note.
    let new = after.diagnostics.filter { !before.diagnostics.contains($0) && $0.id.name != "incompleteCoverage" }
    #expect(new.count == 1)
    let row = after.coverage.rows.first { $0.api == "UIScrollView.isPagingEnabled" }
    #expect(row?.defaultVerified == false)
    #expect(row?.missingColumns.contains("a verified default") == true)
    let error = try #require(new.first)
    #expect(error.id.description == "verify.defaultMismatch")
    #expect(error.severity == .error)
    #expect(error.file == "Content/UIScrollView.md")
    #expect(error.location?.line == defaultLine + 1)
    #expect(error.message == "the notes give 'true' as the default of 'UIScrollView.isPagingEnabled' but the model's default is 'false'")
    #expect(Fixture.with("verify.defaultMismatch", in: before).isEmpty)
  }

  @Test func aCatalogWithOneChangedDefaultNamesTheNote() throws {
    var catalog = ScrollViewCatalog.entries
    let index = try #require(catalog.firstIndex { $0.qualifiedName == "UIScrollView.isPagingEnabled" })
    catalog[index].defaultValue = "true"
    let notes = Fixture.scrollViewNotes(Fixture.paging)
    let report = Fixture.verify([("Content/UIScrollView.md", notes)], catalog: catalog)
    let mismatches = Fixture.with("verify.defaultMismatch", in: report)
    #expect(mismatches.count == 1)
    #expect(mismatches.first?.file == "Content/UIScrollView.md")
    #expect(mismatches.first?.location?.line == 14)
    #expect(mismatches.first?.message.contains("'UIScrollView.isPagingEnabled'") == true)
    #expect(mismatches.first?.message.contains("model's default is 'true'") == true)
    let unchanged = Fixture.verify([("Content/UIScrollView.md", notes)])
    #expect(Fixture.with("verify.defaultMismatch", in: unchanged).isEmpty)
  }

  @Test func spellingsOfTheSameDefaultAgree() {
    #expect(DefaultSpelling.same("1.0", "1.0"))
    #expect(DefaultSpelling.same("1", "1.0"))
    #expect(DefaultSpelling.same("`.zero`", ".zero"))
    #expect(!DefaultSpelling.same("0.998", "0.99"))
    #expect(!DefaultSpelling.same(".automatic", ".never"))
  }

  @Test func aVerifiedDefaultIsRecordedForTheBadge() throws {
    let report = Fixture.verify([("Content/UIScrollView.md", Fixture.scrollViewNotes(Fixture.paging))])
    let binding = try #require(report.bindings.first { $0.declaration.name == "isPagingEnabled" })
    #expect(report.defaultStatus(file: binding.file, declaration: binding.declaration) == .verified(model: "false"))
    #expect(report.counts.defaultsVerified == 1)
  }

  @Test func aDefaultTheExtractorCannotReadIsAnError() {
    let notes = Fixture.scrollViewNotes("""
      // 是否分页。
      // Whether paging is on.
      // Default: off-ish
      var isPagingEnabled: Bool { get set }
      """)
    let report = Fixture.verify([("Content/UIScrollView.md", notes)])
    #expect(Fixture.with("verify.unreadableDefault", in: report).count == 1)
  }
}

extension Substring {
  func replacingFirst(_ target: String, with replacement: String) -> String {
    guard let range = firstRange(of: target) else { return String(self) }
    return String(self[..<range.lowerBound]) + replacement + String(self[range.upperBound...])
  }
}
