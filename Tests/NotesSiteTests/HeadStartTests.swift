import Foundation
import Testing

@testable import NotesSite

/// A file begun with the current site's head (`beginWithCurrentHead`) ends up exactly as the
/// composed file says, whether that file starts with the head, more of it, or something else.
@Suite struct BeginningAFileWithTheCurrentHead {
  static let current = (0..<4000).map { "line \($0) of the current file\n" }.joined()
  static var bytes: [UInt8] { Array(current.utf8) }

  /// Builds a site holding `llms-full.txt`, begins it with `head` bytes, writes the file made
  /// of `pieces` (a range's file named by its place in the site) and commits; the site's file.
  /// - Parameter editingAfterHead: once the head is copied, the current file's first byte is
  ///   changed in place, so a file that goes on after its head still starts as it was, and
  ///   one written afresh does not.
  func written(
    head: Int64?, editingAfterHead: Bool = false, _ pieces: (String) -> [ComposedFile.Piece]
  ) throws -> (file: [UInt8], expected: [UInt8]) {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(["llms-full.txt": Self.current, "index.html": "home"])
    let file = ComposedFile(path: "llms-full.txt", pieces: pieces(fixture.site + "/llms-full.txt"))
    let expected = try #require(file.bytes())
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    if let head { try session.beginWithCurrentHead(of: "llms-full.txt", length: head) }
    if editingAfterHead {
      session.waitForHeads()
      let current = try FileHandle(forUpdating: URL(fileURLWithPath: fixture.site + "/llms-full.txt"))
      try current.write(contentsOf: Data("X".utf8))
      try current.close()
    }
    try session.write(file)
    _ = try session.commit()
    session.waitForReplacedFiles()
    #expect(try fixture.besideTheSite() == [])
    return (Array(try Data(contentsOf: URL(fileURLWithPath: fixture.site + "/llms-full.txt"))), expected)
  }

  @Test(arguments: [1, 4096, 50_000])
  func aFileThatStartsWithTheHeadOrMoreGoesOnAfterIt(head: Int) throws {
    let middle = Array("a new page\n".utf8)
    for first in [Int64(head), Int64(head) + 17] {
      let result = try written(head: Int64(head), editingAfterHead: true) { current in
        [.range(file: current, offset: 0, length: first), .bytes(middle), .range(file: current, offset: first + 5, length: Int64(Self.bytes.count) - first - 5)]
      }
      #expect(result.file == result.expected && result.file.count == Self.bytes.count - 5 + middle.count)
      #expect(result.file.first == UInt8(ascii: "l"))  // the head as copied, not the edited file
    }
  }

  @Test func aFileThatStartsOtherwiseIsWrittenAfresh() throws {
    let cases: [(String) -> [ComposedFile.Piece]] = [
      { _ in [.bytes(Array("something else entirely\n".utf8))] },
      // The current file's start, but less of it than was copied.
      { current in [.range(file: current, offset: 0, length: 100), .bytes(Array("new\n".utf8))] },
      // The current file, but not from its start.
      { current in [.range(file: current, offset: 10, length: 90_000)] },
    ]
    for pieces in cases {
      let result = try written(head: 4096, pieces)
      #expect(result.file == result.expected)
    }
  }

  @Test func aFileBegunButEqualToTheCurrentOneStaysAsItIs() throws {
    let result = try written(head: 4096) { current in [.range(file: current, offset: 0, length: Int64(Self.bytes.count))] }
    #expect(result.file == Self.bytes)
  }

  @Test func aSessionWithoutACurrentSiteBeginsNothing() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    #expect(session.mode == .full)
    try session.beginWithCurrentHead(of: "llms-full.txt", length: 4096)
    #expect(session.paths.isEmpty)
    try session.write(ComposedFile(path: "llms-full.txt", pieces: [.bytes(Array("new".utf8))]))
    _ = try session.commit()
    #expect(fixture.files() == ["llms-full.txt": "new"])
  }

  @Test func aFileBegunButNeverWrittenLeavesTheCurrentOneAndNothingStaged() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(["llms-full.txt": Self.current, "index.html": "home"])
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    try session.beginWithCurrentHead(of: "llms-full.txt", length: 4096)
    try session.write([("index.html", Array("new home".utf8))])
    _ = try session.commit()
    #expect(fixture.files() == ["llms-full.txt": Self.current, "index.html": "new home"])
    #expect(session.paths == ["index.html"])
    #expect(try fixture.besideTheSite() == [])
  }
}
