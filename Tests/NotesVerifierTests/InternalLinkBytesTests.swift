import Testing

@testable import NotesVerifier

/// A link's notes file resolved on bytes is the file the resolution on strings names, for
/// every mixture of parts a destination and a folder can hold; which link points outside the
/// notes is decided on bytes as on characters.
@Suite struct InternalLinkBytes {
  static let parts = ["a", "b", "Content", "articles", ".", "..", "", "x.md", "..md", ".hidden", "...", "a b", "q?x", "#f"]

  /// A path of zero to five parts, sometimes starting or ending with `/`.
  static func randomPath(_ random: inout TestRandom) -> String {
    let count = random.next() % 6
    var path = (0..<count).map { _ in parts[random.next() % parts.count] }.joined(separator: "/")
    if random.next() % 5 == 0 { path = "/" + path }
    if random.next() % 5 == 0 { path += "/" }
    return path
  }

  static func resolvedOnBytes(_ path: String, folder: String, absolute: Bool, after prefix: [UInt8] = []) -> (Bool, [UInt8]) {
    var path = path
    var folder = folder
    var out = prefix
    let resolved = path.withUTF8 { pathBytes in
      folder.withUTF8 { InternalLink.appendResolvedASCII(pathBytes, inFolder: $0, absolute: absolute, to: &out) }
    }
    return (resolved, out)
  }

  /// The resolution on strings, as it was before bytes: the joined path cut into parts,
  /// `.` dropped, `..` removing the part before it.
  static func resolvedOnStrings(_ path: String, folder: String, absolute: Bool) -> String {
    var parts: [Substring] = []
    for part in (folder.isEmpty ? path : folder + "/" + path).split(separator: "/") {
      if part == "." { continue }
      if part == "..", !parts.isEmpty {
        parts.removeLast()
        continue
      }
      parts.append(part)
    }
    return (absolute ? "/" : "") + parts.joined(separator: "/")
  }

  @Test func givesTheBytesOfTheStringResolutionForAnyMixtureOfParts() {
    var random = TestRandom(seed: 21)
    for _ in 0..<4_000 {
      let path = Self.randomPath(&random)
      // Folders as `InternalLink.folder(of:)` gives them: no empty parts, no leading `/`.
      let folder = Self.randomPath(&random).split(separator: "/").joined(separator: "/")
      let absolute = random.next() % 2 == 0
      let (resolved, bytes) = Self.resolvedOnBytes(path, folder: folder, absolute: absolute, after: Array("kept".utf8))
      #expect(resolved, "\(path) in \(folder)")
      let expected = Self.resolvedOnStrings(path, folder: folder, absolute: absolute)
      #expect(bytes == Array("kept".utf8) + Array(expected.utf8), "\(path) in \(folder)")
      #expect(InternalLink.resolve(path, inFolder: folder, absolute: absolute) == expected)
    }
  }

  @Test func leadingDotDotStaysAndTheNextOneRemovesIt() {
    // What `normalize` does on strings, kept on bytes: `../x` stays, `../../x` is `x`.
    #expect(Self.resolvedOnBytes("../x.md", folder: "", absolute: false).1 == Array("../x.md".utf8))
    #expect(Self.resolvedOnBytes("../../x.md", folder: "", absolute: false).1 == Array("x.md".utf8))
    #expect(Self.resolvedOnBytes("../../x.md", folder: "Content/articles", absolute: true).1 == Array("/x.md".utf8))
  }

  @Test func textThatIsNotASCIIIsLeftToTheStrings() {
    #expect(InternalLink.resolve("../笔记/./x.md", inFolder: "Content/文章", absolute: true) == "/Content/笔记/x.md")
    for (path, folder) in [("笔记.md", "Content"), ("x.md", "内容"), ("a/é/../x.md", "")] {
      let (resolved, bytes) = Self.resolvedOnBytes(path, folder: folder, absolute: true, after: Array("kept".utf8))
      #expect(!resolved)
      #expect(bytes == Array("kept".utf8), "the buffer is as it was")
    }
  }

  @Test func externalLinksAreFoundOnBytesAsOnCharacters() {
    let cases: [(String, Bool)] = [
      ("https://developer.apple.com", true), ("mailto:a@b.c", true), ("//cdn.example", true), ("UIScrollView.md", false),
      ("../a.md#x:y", false), ("a?b:c", false), ("#top", false), ("", false), ("x:", true), ("笔记.md", false), ("链接:x", true),
      (":\u{301}x", false), ("a\u{301}:b", true),
    ]
    for (destination, external) in cases { #expect(InternalLink.isExternal(destination) == external, "\(destination)") }
  }
}
