import Foundation
import Testing

@testable import NotesSite

/// `stat`s looked up from an opened folder give what `stat` of the whole path gives.
@Suite struct LookingFilesUpFromTheirFolder {
  func makeFolder() throws -> String {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("stat-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root + "/页面/sub", withIntermediateDirectories: true)
    for (file, text) in [("a.md", "a"), ("页面/内容.md", "内容"), ("页面/sub/index.html", "<p>")] {
      try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + file))
    }
    try FileManager.default.createSymbolicLink(atPath: root + "/link.md", withDestinationPath: "a.md")
    return root
  }

  @Test func aRelativePathGivesTheWholePathsSignature() throws {
    let root = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let folder = StatFolder(root)
    #expect(folder.isOpen)
    for relative in ["a.md", "页面/内容.md", "页面/sub/index.html", "link.md", "页面", "missing.md", "页面/../a.md"] {
      #expect(folder.stat(relative: relative) == FileStat.of(root + "/" + relative), "\(relative)")
    }
    #expect(folder.stat(relative: "a.md") != nil && folder.stat(relative: "missing.md") == nil)
  }

  @Test func aPathUnderTheFolderOrElsewhereGivesItsOwnSignature() throws {
    let root = try makeFolder()
    let other = try makeFolder()
    defer { for folder in [root, other] { try? FileManager.default.removeItem(atPath: folder) } }
    let folder = StatFolder(root)
    #expect(folder.isOpen)
    let paths = [
      root + "/a.md", root + "/页面/内容.md", root + "/link.md", root + "/missing.md",
      // Not inside the folder, though they start like it: each looked up whole.
      root + "//a.md", root + "x/a.md", root, root + "/", other + "/a.md", String(root.dropLast()) + "/a.md",
    ]
    for path in paths { #expect(folder.stat(path: path) == FileStat.of(path), "\(path)") }
    // Two files' signatures differ (different inodes): the lookups are not all the same one.
    #expect(folder.stat(path: root + "/a.md") != folder.stat(path: other + "/a.md"))
  }

  @Test func manyPathsAtOnceMatchOneByOneEvenWithoutTheFolder() throws {
    let root = try makeFolder()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let paths = ["a.md", "页面/内容.md", "页面/sub/index.html", "missing.md"].map { root + "/" + $0 } + ["/dev/null"]
    #expect(FileStat.of(paths, in: root) == paths.map(FileStat.of))
    // A folder that cannot be opened: every path is looked up whole.
    #expect(FileStat.of(paths, in: root + "/missing") == paths.map(FileStat.of))
    #expect(!StatFolder(root + "/missing").isOpen && !StatFolder(root + "/a.md").isOpen)
    // And one by one, relative or whole.
    let missing = StatFolder(root + "/missing")
    #expect(missing.stat(relative: "../a.md") == FileStat.of(root + "/missing/../a.md"))
    #expect(paths.map { missing.stat(path: $0) } == paths.map(FileStat.of))
  }
}
