import Testing

@testable import NotesCommandLine

@Suite struct VersionTests {
  @Test func theVersionIsThreeNumbers() {
    let parts = ScrollNotesVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3)
    #expect(parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
  }

  @Test func dashDashVersionPrintsTheConstantAndExitsZero() {
    do {
      _ = try ScrollNotesCommand.parseAsRoot(["--version"])
      Issue.record("--version was parsed as a command instead of printing the version")
    } catch {
      #expect(ScrollNotesCommand.exitCode(for: error).rawValue == 0)
      #expect(ScrollNotesCommand.fullMessage(for: error) == ScrollNotesVersion.current)
    }
  }
}
