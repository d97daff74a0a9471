import NotesVerifier
import Testing

/// `NotesFileName` reads a printable ASCII name on its bytes; it must name every file as the
/// character reading does (kept here as the reference, as `SitePlan.fileSlug` and
/// `ArticleSlugs.names` first wrote it): on paths of every shape and on random mixtures of
/// what the rule looks at, including the characters where bytes and characters differ.
@Suite struct NotesFileNameTests {
  @Test(arguments: [
    "", "/", "///", "a", "a.md", ".md", "md", "x/.md", "Content/articles/02-zooming.md", "/tmp/c/md/p02499-urlrequest.md",
    "a/b/", "a//b.md//", "01-", "01-.md", "-a.md", "1a-b.md", "12345-x-y.md", "a.md.md", "a.MD", "dir/03-content-inset-adjustment.md",
    "二/01-滚动.md", "a/\u{301}b.md", "a.md\u{301}", "٣-x.md", "²-x.md", "a\r\nb/c.md", "a\t/b.md", "五-a.md",
  ])
  func namesAsTheCharacterReading(path: String) {
    #expect(NotesFileName.stem(path) == CharacterReading.stem(path))
    #expect(NotesFileName.unnumbered(NotesFileName.stem(path)) == CharacterReading.unnumbered(CharacterReading.stem(path)))
  }

  @Test func namesRandomMixturesAsTheCharacterReading() {
    let pieces = ["/", "a", "Z", "0", "9", "-", ".", "md", ".md", " ", "\t", "\r", "\n", "\u{301}", "中", "٣", "~", "_"]
    var random = TestRandom(seed: 91)
    for _ in 0..<5_000 {
      let path = (0..<(random.next() % 10)).map { _ in pieces[random.next() % pieces.count] }.joined()
      #expect(NotesFileName.stem(path) == CharacterReading.stem(path), "\(path.debugDescription)")
      #expect(NotesFileName.unnumbered(path) == CharacterReading.unnumbered(path), "\(path.debugDescription)")
    }
  }
}

/// The reading as first written, on characters.
private enum CharacterReading {
  static func stem(_ path: String) -> String {
    var name = path.split(separator: "/").last.map(String.init) ?? path
    if name.hasSuffix(".md") { name.removeLast(3) }
    return name
  }

  static func unnumbered(_ name: String) -> String? {
    let digits = name.prefix { $0.isNumber }
    guard !digits.isEmpty, name.dropFirst(digits.count).first == "-" else { return nil }
    return String(name.dropFirst(digits.count + 1))
  }
}
