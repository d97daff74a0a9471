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
