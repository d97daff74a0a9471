import Testing

@testable import NotesCommandLine

/// The last line of `build` names the page to open from disk, in both languages.
@Suite struct WhereToReadTests {
  @Test(arguments: [("site", "site/index.html"), ("out//", "out/index.html"), ("/tmp/x/site/", "/tmp/x/site/index.html"), ("/", "/index.html")])
  func namesTheHomePageFileOfTheOutput(output: String, page: String) {
    let line = BuildCommand.whereToRead(output: output)
    #expect(line.hasPrefix("read it: open \(page) in a browser, or run `scrollnotes serve`"))
    #expect(line.contains("阅读：用浏览器打开 \(page)，"))
  }
}
