import Foundation
import NotesCore
import Testing

@testable import NotesCommandLine

/// `scrollnotes verify --format github` on a copy of the repository's notes with one wrong
/// default: the finding is a GitHub Actions annotation on the line that states the default.
@Suite struct VerifyGitHubFormatTests {
  /// The package root, from this file's location (Tests/NotesCommandLineTests/…).
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  @Test func aWrongDefaultInACopyOfTheNotesIsAnnotatedOnItsLine() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("verify-github-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let content = folder.appendingPathComponent("Content").path
    try FileManager.default.copyItem(atPath: Self.root + "/Content", toPath: content)

    // The repository says `isScrollEnabled` defaults to true; the copy says false.
    let notes = content + "/UIScrollView.md"
    var lines = try String(contentsOfFile: notes, encoding: .utf8).components(separatedBy: "\n")
    let declaration = try #require(lines.firstIndex { $0.hasPrefix("var isScrollEnabled: Bool") })
    let defaultLine = try #require((0..<declaration).last { lines[$0] == "// 默认值为 true" })
    lines[defaultLine] = "// 默认值为 false"
    try lines.joined(separator: "\n").write(toFile: notes, atomically: true, encoding: .utf8)

    let outcome = VerifyRun.perform(
      content: content, site: Self.root + "/site",
      model: [Self.root + "/Sources/ScrollModel", Self.root + "/Sources/ScrollLayout"], format: .github)

    #expect(outcome.exitCode == 1)
    #expect(outcome.standardError.isEmpty, "annotations go to standard output: \(outcome.standardError)")
    let output = outcome.standardOutput.components(separatedBy: "\n")
    // Errors on a line of the notes file (whole-file ones, such as the coverage summary, have
    // no `line=`): exactly one, the planted default.
    let onTheNotes = output.filter { $0.hasPrefix("::error file=\(GitHubWorkflowCommand.escapeProperty(notes)),line=") }
    try #require(onTheNotes.count == 1, "\(onTheNotes)")
    let annotation = onTheNotes[0]
    #expect(annotation.hasPrefix("::error file=\(notes),line=\(defaultLine + 1),col="))
    #expect(annotation.contains("::[verify.defaultMismatch] "))
    #expect(annotation.contains("'UIScrollView.isScrollEnabled'"))
    // Every line but the two summary lines is a workflow command; the summary stays, in both languages.
    #expect(output.dropLast(2).allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") })
    #expect(output.suffix(2).first?.hasPrefix("verified ") == true)
    #expect(output.last?.hasPrefix("已校验 ") == true)
  }

  @Test func dashDashJSONStillWorksAndDisagreeingWithDashDashFormatIsUnusableInput() throws {
    #expect(throws: Never.self) { try ScrollNotesCommand.parseAsRoot(["verify", "--json"]) }
    #expect(throws: Never.self) { try ScrollNotesCommand.parseAsRoot(["verify", "--json", "--format", "json"]) }
    #expect(throws: Never.self) { try ScrollNotesCommand.parseAsRoot(["verify", "--format", "github"]) }
    #expect(runScrollNotes(["verify", "--json", "--format", "github"]) == 2)
    #expect(runScrollNotes(["verify", "--format", "yaml"]) == 2)
  }
}
