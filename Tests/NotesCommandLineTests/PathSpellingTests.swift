import Testing

@testable import NotesCommandLine

/// Folders given on the command line are taken in one spelling, so the site's bytes do not
/// depend on how a folder was typed.
@Suite struct PathSpellingTests {
  @Test(arguments: ["Content", "./Content", "Content/", "./Content//", "/work/pkg/Content", "/work/pkg/./Content/"])
  func everySpellingOfAFolderUnderTheWorkingFolderIsTheSame(_ spelling: String) {
    #expect(PathSpelling.canonical(spelling, workingFolder: "/work/pkg") == "Content")
  }

  @Test func foldersElsewhereStayAbsoluteAndDotDotStays() {
    #expect(PathSpelling.canonical("/tmp/notes/", workingFolder: "/work/pkg") == "/tmp/notes")
    #expect(PathSpelling.canonical("/work/pkgother/x", workingFolder: "/work/pkg") == "/work/pkgother/x")
    #expect(PathSpelling.canonical("../elsewhere/./notes", workingFolder: "/work/pkg") == "../elsewhere/notes")
    #expect(PathSpelling.canonical("/work/pkg", workingFolder: "/work/pkg") == ".")
    #expect(PathSpelling.canonical("./", workingFolder: "/work/pkg") == ".")
  }
}
