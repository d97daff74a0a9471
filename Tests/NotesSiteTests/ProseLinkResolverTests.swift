import Testing

@testable import NotesSite

/// A link in the notes leads where the resolution on strings says, when it is worked out on
/// bytes: every mixture of folders, roots, fragments and queries, pages found and not found.
@Suite struct ProseLinkResolverBytes {
  /// The site's notes files and pages, some with declaration anchors.
  static let pathForFile = [
    "Content/UIScrollView.md": "uiscrollview/", "Content/articles/01-intro.md": "articles/intro/", "/tmp/notes/x.md": "x/",
    "/tmp/notes/sub/y.md": "sub/y/", "Content/odd.md": "odd?view=1/", "Content/home.md": "", "x.md": "top/",
    "../x.md": "above/", "Content/notes.md": "notes",
  ]
  static let pathForDeclarationAnchor = [
    "Content/UIScrollView.md": ["contentinset": "uiscrollview/contentinset/", "": "uiscrollview/all/", "q": "uiscrollview/q#top"],
    "/tmp/notes/x.md": ["a": "x/a/"],
  ]
  static let files = ["Content/articles/01-intro.md", "Content/UIScrollView.md", "/tmp/notes/sub/y.md", "/tmp/notes/x.md", "x.md", "Content/a/b/c.md"]
  static let roots = ["./", "../", "../../", "/", "/scrollnotes/", ""]
  static let targets = [
    "UIScrollView.md", "../UIScrollView.md", "./x.md", "../x.md", "sub/y.md", "../../x.md", "odd.md", "home.md", "notes.md",
    "../articles/01-intro.md", "articles/01-intro.md", "missing.md", "README", "x.md/", "", ".md", "../../../x.md", "../notes.md",
  ]
  static let fragments = ["", "#", "#contentinset", "#a", "#q", "#x#y", "#a?b", "?lang=en"]

  @Test func bytesAnswerWhatTheStringsAnswer() {
    var hrefs = 0
    var missing = 0
    for file in Self.files {
      for root in Self.roots {
        let resolver = ProseLinkResolver(
          pathForFile: Self.pathForFile, pathForDeclarationAnchor: Self.pathForDeclarationAnchor, file: file, root: root)
        for target in Self.targets {
          for fragment in Self.fragments {
            let destination = target + fragment
            let expected = resolver.hrefOnStrings(destination)
            let answer = resolver.hrefOnBytes(destination)
            #expect(answer == expected.map(ProseLinkResolver.BytesAnswer.href) ?? .noPage, "\(destination) from \(file) at \(root)")
            if expected == nil { missing += 1 } else { hrefs += 1 }
          }
        }
      }
    }
    // Both kinds of answer are compared many times over.
    #expect(hrefs > 500 && missing > 500)
  }

  @Test func anHrefNamesTheFileOfItsFolder() {
    let resolver = ProseLinkResolver(
      pathForFile: Self.pathForFile, pathForDeclarationAnchor: Self.pathForDeclarationAnchor, file: "Content/articles/01-intro.md",
      root: "../../")
    #expect(resolver.href(for: "../UIScrollView.md#contentinset") == "../../uiscrollview/contentinset/index.html")
    #expect(resolver.href(for: "../UIScrollView.md#delegate") == "../../uiscrollview/index.html#delegate")
    #expect(resolver.href(for: "../odd.md#x") == "../../odd?view=1/#x")
    #expect(resolver.href(for: "#here") == "#here")
    #expect(resolver.href(for: "../nowhere.md") == nil)
  }

  @Test func textThatIsNotASCIIIsLeftToTheStrings() {
    let resolver = ProseLinkResolver(
      pathForFile: ["Content/笔记.md": "notes/", "Content/a.md": "页/"], pathForDeclarationAnchor: [:], file: "Content/b.md", root: "../")
    #expect(resolver.hrefOnBytes("笔记.md#概览") == .notASCII)
    #expect(resolver.href(for: "笔记.md#概览") == "../notes/index.html#概览")
    #expect(resolver.hrefOnBytes("a.md") == .notASCII, "the page's path is not ASCII")
    #expect(resolver.href(for: "a.md") == "../页/index.html")
  }
}
