import Testing

@testable import NotesCore

private enum SampleMessages: DiagnosticCatalog {
  static let domain = "sample"
  static func unknownDefault(_ raw: String) -> DiagnosticMessage { message(.warning, "cannot read the default value '\(raw)'") }
  static var emptyFile: DiagnosticMessage { message(.remark, "file is empty") }
}

@Suite struct DiagnosticTests {
  @Test func takesTheIDFromTheCatalogMembersName() {
    #expect(SampleMessages.unknownDefault("x").id.description == "sample.unknownDefault")
    #expect(SampleMessages.emptyFile.id.description == "sample.emptyFile")
  }

  @Test func printsLikeACompilerWithNotes() {
    let diagnostic = Diagnostic(
      SampleMessages.unknownDefault("空"), file: "Content/UIScrollView.md", at: SourceLocation(line: 187, column: 1),
      notes: [DiagnosticNote("enum described here", at: SourceLocation(line: 180, column: 4))])
    #expect(
      diagnostic.formatted == """
        Content/UIScrollView.md:187:1: warning: [sample.unknownDefault] cannot read the default value '空'
        Content/UIScrollView.md:180:4: note: enum described here
        """)
  }

  @Test func printsWholeFileDiagnosticsWithoutAPosition() {
    #expect(Diagnostic(SampleMessages.emptyFile, file: "a.md", at: nil).formatted == "a.md: remark: [sample.emptyFile] file is empty")
  }

  @Test func writesJSONWithEveryField() {
    let diagnostic = Diagnostic(SampleMessages.emptyFile, file: "a.md", at: nil, notes: [DiagnosticNote("n", at: SourceLocation(line: 2, column: 3))])
    #expect(
      diagnostic.json.serialized() == #"{"id": "sample.emptyFile", "severity": "remark", "file": "a.md", "line": null, "column": null, "message": "file is empty", "notes": [{"line": 2, "column": 3, "message": "n"}]}"#)
  }

  @Test func sortsByFileLineColumnAndID() {
    func make(_ file: String, _ line: Int, _ column: Int, _ message: DiagnosticMessage) -> Diagnostic {
      Diagnostic(message, file: file, at: SourceLocation(line: line, column: column))
    }
    let sorted = Diagnostic.sorted([
      make("b.md", 1, 1, SampleMessages.emptyFile), make("a.md", 2, 1, SampleMessages.emptyFile),
      make("a.md", 1, 5, SampleMessages.unknownDefault("x")), make("a.md", 1, 5, SampleMessages.emptyFile),
    ])
    #expect(sorted.map { "\($0.file):\($0.location!):\($0.id.name)" } == ["a.md:1:5:emptyFile", "a.md:1:5:unknownDefault", "a.md:2:1:emptyFile", "b.md:1:1:emptyFile"])
  }
}
