import NotesHTML
import NotesVerifier
import Testing

@testable import NotesSite

/// Output paths are checked on bytes when ASCII; the check answers what the split on
/// characters (kept here) answers, on every kind of path.
@Suite struct SitePathCheck {
  static func byCharacters(_ path: String) -> Bool {
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.isEmpty && !path.hasPrefix("/") && !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) && !path.utf8.contains(0)
  }

  @Test func answersAsTheCharacterSplitAnswers() {
    let pieces = ["a", "index.html", "/", "//", ".", "..", "...", ".a", "\0", "\r\n", "\r", "\n", "中", "/\u{301}", ".\u{301}", "é", " ", "-"]
    var state: UInt64 = 7
    func next() -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int(state >> 33)
    }
    var paths = ["", "/", "a", "a/", "/a", "a//b", "./a", "a/..", "a/./b", "a/b/index.html", "..a/b", "a..", "a/\0"]
    for _ in 0..<6_000 { paths.append((0..<(next() % 6)).map { _ in pieces[next() % pieces.count] }.joined()) }
    for path in paths {
      #expect(SiteTree.isInsideSite(path) == Self.byCharacters(path), "\(path.debugDescription)")
    }
  }
}

/// A notes file's path inside the content folder is cut on bytes when both are ASCII; it
/// is what the character comparison (kept here) gives, on every kind of path.
@Suite struct RelativeNotesFile {
  static func byCharacters(_ file: String, contentFolder: String) -> String {
    let prefix = contentFolder.hasSuffix("/") ? contentFolder : contentFolder + "/"
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
  }

  @Test func isWhatTheCharacterComparisonGives() {
    let pieces = ["Content", "/", "a.md", "Con", "tent", "articles", "\r", "\n", "\r\n", "\u{301}", "é", "e\u{301}", "中", ".", "-"]
    var state: UInt64 = 11
    func next() -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int(state >> 33)
    }
    func path(_ parts: Int) -> String { (0..<parts).map { _ in pieces[next() % pieces.count] }.joined() }
    var pairs = [("Content/a.md", "Content"), ("Content/a.md", "Content/"), ("Contents/a.md", "Content"), ("Content", "Content"), ("a.md", "")]
    for _ in 0..<6_000 {
      let folder = ["Content", "Content/", "Caf\u{e9}", "Cafe\u{301}", "", "Content\r"][next() % 6]
      // Half of the files start with the folder, so the prefix is met as often as not.
      pairs.append((next() % 2 == 0 ? folder + "/" + path(next() % 4) : path(next() % 6), folder))
    }
    for (file, folder) in pairs {
      #expect(SitePlan.relativeFile(file, folderPrefix: SitePlan.folderPrefix(folder)) == Self.byCharacters(file, contentFolder: folder), "\(file.debugDescription) in \(folder.debugDescription)")
    }
  }
}

/// A notes file's slug is read in one pass over a printable ASCII path; it is what the name
/// functions it replaced give (`NotesFileName.stem`, `.unnumbered`, then `slug`, kept here),
/// on every kind of path.
@Suite struct NotesFileSlug {
  static func byTheNameFunctions(_ relative: String) -> String {
    let name = NotesFileName.stem(relative)
    let result = slug(NotesFileName.unnumbered(name) ?? name)
    return result.isEmpty ? "page" : result
  }

  @Test func isWhatTheNameFunctionsGive() {
    let pieces = ["/", "a", "Z", "0", "42", "-", "_", ".", "md", ".md", " ", "~", "\t", "\r\n", "\u{7F}", "中", "é", "\u{301}", "Scroll", "View"]
    var state: UInt64 = 13
    func next() -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int(state >> 33)
    }
    var paths = [
      "", "/", "///", ".md", "a.md", "01-.md", "01-", "-a.md", "12-x_y.md", "articles/03-content-inset-adjustment.md", "a/b/",
      "p02499-URLRequest.md", "__.md", "a.md.md", "a.MD", "9-9-9.md", "x/.md", "二/01-滚动.md", "a\tb.md",
    ]
    for _ in 0..<8_000 { paths.append((0..<(next() % 8)).map { _ in pieces[next() % pieces.count] }.joined()) }
    for path in paths {
      #expect(SitePlan.fileSlug(path) == Self.byTheNameFunctions(path), "\(path.debugDescription)")
    }
  }
}
