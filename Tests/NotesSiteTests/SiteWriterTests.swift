import Foundation
import NotesSite
import Testing

@Suite final class AtomicSiteWriting {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sitewriter-\(UUID().uuidString)")
  deinit { try? FileManager.default.removeItem(at: folder) }

  func temporaryFolder() throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

  @Test func createsTheSiteWhenNoneExists() throws {
    let root = try temporaryFolder()
    var tree = SiteTree()
    try tree.add("index.html", text: "home")
    try tree.add("uiscrollview/contentinset/index.html", text: "inset")
    let summary = try SiteWriter.replace(root.appendingPathComponent("site").path, with: tree)
    #expect(summary == SiteWriteSummary(written: 2, reused: 0))
    #expect(read(root.appendingPathComponent("site/uiscrollview/contentinset/index.html")) == "inset")
  }

  @Test func replacesTheWholeTreeAndReusesUnchangedFiles() throws {
    let root = try temporaryFolder()
    let site = root.appendingPathComponent("site").path
    var first = SiteTree()
    try first.add("index.html", text: "home")
    try first.add("old/index.html", text: "gone soon")
    _ = try SiteWriter.replace(site, with: first)

    var second = SiteTree()
    try second.add("index.html", text: "home")
    try second.add("new/index.html", text: "fresh")
    let summary = try SiteWriter.replace(site, with: second)

    #expect(summary == SiteWriteSummary(written: 1, reused: 1))
    #expect(read(root.appendingPathComponent("site/new/index.html")) == "fresh")
    #expect(!FileManager.default.fileExists(atPath: site + "/old/index.html"))
    // No staging or retired folders are left beside the site.
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0 != "site" }
    #expect(leftovers.isEmpty)
  }

  @Test func removesLeftoversOfAnInterruptedBuild() throws {
    let root = try temporaryFolder()
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent(".site.tmp-99999/half"), withIntermediateDirectories: true)
    var tree = SiteTree()
    try tree.add("index.html", text: "home")
    _ = try SiteWriter.replace(root.appendingPathComponent("site").path, with: tree)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["site"])
  }

  @Test(arguments: ["../escape.html", "/etc/passwd", "a/../../b", "a//b", "./x", "a/\u{0}b"])
  func refusesPathsThatLeaveTheSiteFolder(path: String) {
    var tree = SiteTree()
    #expect(throws: SiteWriteError.self) { try tree.add(path, text: "x") }
  }
}
