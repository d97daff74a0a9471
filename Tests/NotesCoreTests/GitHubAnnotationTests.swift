import NotesCore
import Testing

@Suite struct GitHubAnnotationTests {
  private func diagnostic(
    _ severity: Severity, file: String, at location: NotesCore.SourceLocation?, _ text: String, notes: [DiagnosticNote] = []
  ) -> Diagnostic {
    let message = DiagnosticMessage(id: DiagnosticID(domain: "verify", name: "defaultMismatch"), severity: severity, text: text)
    return Diagnostic(message, file: file, at: location, notes: notes)
  }

  @Test func anErrorNamesTheFileLineAndColumnAndKeepsTheID() {
    let error = diagnostic(.error, file: "Content/UIScrollView.md", at: SourceLocation(line: 134, column: 1), "the notes give 'false'")
    #expect(error.githubAnnotation == "::error file=Content/UIScrollView.md,line=134,col=1::[verify.defaultMismatch] the notes give 'false'")
  }

  @Test(arguments: [(Severity.error, "error"), (.warning, "warning"), (.note, "notice"), (.remark, "notice")])
  func theSeverityChoosesTheCommand(severity: Severity, command: String) {
    #expect(diagnostic(severity, file: "a.md", at: nil, "m").githubAnnotation.hasPrefix("::\(command) file=a.md::"))
  }

  @Test func aWholeFileDiagnosticHasNoLineOrColumn() {
    #expect(diagnostic(.error, file: "site/index.html", at: nil, "stale").githubAnnotation == "::error file=site/index.html::[verify.defaultMismatch] stale")
  }

  @Test func percentAndLineBreaksInTheMessageAreEscapedSoTheCommandStaysOneLine() {
    let annotation = diagnostic(.warning, file: "a.md", at: SourceLocation(line: 2, column: 3), "100% wrong\nsecond line\r\nthird").githubAnnotation
    #expect(annotation == "::warning file=a.md,line=2,col=3::[verify.defaultMismatch] 100%25 wrong%0Asecond line%0D%0Athird")
    #expect(!annotation.contains("\n") && !annotation.contains("\r"))
  }

  @Test func commasAndColonsInThePathAreEscapedSoTheyDoNotEndTheProperty() {
    let annotation = diagnostic(.error, file: "/tmp/a,b/C:D/100%.md", at: SourceLocation(line: 1, column: 1), "m").githubAnnotation
    #expect(annotation == "::error file=/tmp/a%2Cb/C%3AD/100%25.md,line=1,col=1::[verify.defaultMismatch] m")
  }

  @Test func commasAndColonsInTheMessageStayAsTheyAre() {
    #expect(GitHubWorkflowCommand.escapeData("a, b: c") == "a, b: c")
    #expect(GitHubWorkflowCommand.escapeProperty("a, b: c") == "a%2C b%3A c")
  }

  @Test func notesFollowTheMessageOnEscapedLines() {
    let annotation = diagnostic(
      .error, file: "a.md", at: SourceLocation(line: 9, column: 1), "m",
      notes: [DiagnosticNote("declared here", at: SourceLocation(line: 4, column: 2))]
    ).githubAnnotation
    #expect(annotation == "::error file=a.md,line=9,col=1::[verify.defaultMismatch] m%0Aa.md:4:2: note: declared here")
  }
}
