import Foundation
import Testing

@testable import NotesSite

#if canImport(Glibc)
  import Glibc
#endif

/// An in-place commit holds the large files it replaces open across its renames and lets go
/// of them afterwards, on a thread of its own: the site is the same, and nothing stays open.
@Suite struct LettingGoOfReplacedFiles {
  static let large = String(repeating: "full text of every page\n", count: (ReplacedFiles.threshold / 24) + 1)

  /// The descriptors of this process open on a file whose path starts with `prefix`.
  func openFiles(under prefix: String) -> [String] {
    let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0) }
      .filter { $0.hasPrefix(prefix) }
  }

  @Test func onlyLargeRegularFilesAreHeld() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    let small = String(repeating: "x", count: ReplacedFiles.threshold - 1)
    try fixture.build(["llms-full.txt": Self.large, "small.txt": small, "a/index.html": "page"])
    try FileManager.default.createSymbolicLink(atPath: fixture.site + "/link.txt", withDestinationPath: "llms-full.txt")
    let held = ReplacedFiles.hold(["llms-full.txt", "small.txt", "a", "link.txt", "missing.txt"].map { fixture.site + "/" + $0 })
    defer { held.release() }
    #expect(held.descriptors.count == 1)
    var held0 = stat()
    var named = stat()
    #expect(fstat(held.descriptors[0], &held0) == 0 && stat(fixture.site + "/llms-full.txt", &named) == 0)
    #expect(held0.st_ino == named.st_ino && held0.st_dev == named.st_dev)
  }

  @Test func aHeldFileKeepsItsBytesAfterItsNameIsTakenUntilReleased() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(["llms-full.txt": Self.large])
    let path = fixture.site + "/llms-full.txt"
    let held = ReplacedFiles.hold([path])
    try Data("new".utf8).write(to: URL(fileURLWithPath: fixture.root + "/new.txt"))
    #expect(rename(fixture.root + "/new.txt", path) == 0)
    var first = [UInt8](repeating: 0, count: 24)
    #expect(pread(held.descriptors[0], &first, 24, 0) == 24)
    #expect(String(decoding: first, as: UTF8.self) == "full text of every page\n")
    #expect(openFiles(under: path) == [path + " (deleted)"])
    _ = held.releaseInBackground()?.value
    #expect(openFiles(under: path) == [])
  }

  @Test func aCommitReplacesTheLargeFileAndLetsGoOfTheOldOne() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(["llms-full.txt": Self.large, "index.html": "home"])
    let newer = Self.large + "one more page\n"
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    try session.write([("llms-full.txt", Array(newer.utf8)), ("index.html", Array("new home".utf8))])
    _ = try session.commit()
    session.waitForReplacedFiles()
    #expect(fixture.files() == ["llms-full.txt": newer, "index.html": "new home"])
    #expect(openFiles(under: fixture.root) == [])
  }

  @Test func aCommitRefusedLetsGoOfWhatItHeld() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(["llms-full.txt": Self.large, "a/index.html": "page a"])
    do {
      // `a` as a file while the folder `a/` keeps its page: the commit could never finish.
      let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
      try session.write([("llms-full.txt", Array("short".utf8)), ("a", Array("file".utf8))])
      #expect(throws: SiteWriteError.self) { _ = try session.commit() }
      #expect(openFiles(under: fixture.root) == [])
    }
    #expect(fixture.files() == ["llms-full.txt": Self.large, "a/index.html": "page a"])
  }
}
