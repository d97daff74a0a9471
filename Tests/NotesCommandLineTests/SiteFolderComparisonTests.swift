import Foundation
import NotesVerifier
import Testing

@testable import NotesCommandLine

/// `verify` compares a fresh build with the site folder batch by batch as the pages render,
/// reading each file of the folder when its fresh twin arrives. It must find what comparing
/// both sites held whole in memory found (`SiteComparison.diagnostics(fresh:onDisk:)`): the
/// same stale, missing and extra files, whatever the batches.
@Suite struct SiteFolderComparisonFindsWhatTheWholeComparisonFinds {
  @Test func staleMissingAndExtraFilesAreFoundFromBatches() throws {
    let files = FileManager.default
    let folder = NSTemporaryDirectory() + "site-comparison-\(getpid())-\(UUID().uuidString)"
    defer { try? files.removeItem(atPath: folder) }
    let onDisk: [String: [UInt8]] = [
      "index.html": Array("<p>same</p>".utf8), "a/index.html": Array("old".utf8), "a/index.md": Array("same twin".utf8),
      "extra.txt": Array("left over".utf8), "中/index.html": Array("同".utf8), "b/empty.txt": [],
    ]
    for (path, bytes) in onDisk {
      try files.createDirectory(atPath: (folder + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(bytes).write(to: URL(fileURLWithPath: folder + "/" + path))
    }
    // A folder where the fresh build has a file, and the writer's marker, which is not compared.
    try files.createDirectory(atPath: folder + "/c/index.html", withIntermediateDirectories: true)
    try Data("marker".utf8).write(to: URL(fileURLWithPath: folder + "/" + ".scrollnotes-site"))
    let fresh: [String: [UInt8]] = [
      "index.html": Array("<p>same</p>".utf8), "a/index.html": Array("new".utf8), "a/index.md": Array("same twin".utf8),
      "new/index.html": Array("fresh".utf8), "中/index.html": Array("同".utf8), "b/empty.txt": [], "c/index.html": Array("c".utf8),
    ]
    let listed = try #require(SiteFolder.paths(folder))
    #expect(listed == Set(onDisk.keys))
    for batches in [[Array(fresh.keys)], fresh.keys.map { [$0] }, [["index.html", "new/index.html"], ["a/index.html", "a/index.md", "中/index.html", "b/empty.txt", "c/index.html"]]] {
      let comparison = SiteFolderComparison(folder: folder)
      for batch in batches { comparison.compare(Dictionary(uniqueKeysWithValues: batch.map { ($0, fresh[$0]!) })) }
      let found = SiteComparison.diagnostics(differences: comparison.differences(listed: listed), folder: folder)
      #expect(found == SiteComparison.diagnostics(fresh: fresh, onDisk: onDisk, folder: folder))
      #expect(found.map { "\($0.id)" } == ["verify.staleSiteFile", "verify.missingSiteFile", "verify.extraSiteFile", "verify.missingSiteFile"])
      #expect(comparison.comparedCount == fresh.count)
    }
  }

  @Test func theFolderIsListedAsFoundationsEnumeratorAndFileCheckListedIt() throws {
    let files = FileManager.default
    let folder = NSTemporaryDirectory() + "site-listing-\(getpid())-\(UUID().uuidString)"
    defer { try? files.removeItem(atPath: folder) }
    for path in ["index.html", "a/index.html", "a/b/c.md", ".hidden/x", "汉字/index.html", ".scrollnotes-site"] {
      try files.createDirectory(atPath: (folder + "/" + path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + path))
    }
    try files.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
    try files.createSymbolicLink(atPath: folder + "/link.html", withDestinationPath: folder + "/index.html")
    try files.createSymbolicLink(atPath: folder + "/linked-folder", withDestinationPath: folder + "/a")
    try files.createSymbolicLink(atPath: folder + "/dangling", withDestinationPath: folder + "/nowhere")
    // The reference: what verify listed before, with Foundation's enumerator.
    var expected: Set<String> = []
    for case let item as String in files.enumerator(atPath: folder)! where item != ".scrollnotes-site" {
      var isDirectory: ObjCBool = false
      if files.fileExists(atPath: folder + "/" + item, isDirectory: &isDirectory), !isDirectory.boolValue { expected.insert(item) }
    }
    #expect(SiteFolder.paths(folder) == expected)
    #expect(expected.contains("link.html") && !expected.contains("linked-folder") && !expected.contains("dangling"))
    #expect(SiteFolder.paths(folder + "/index.html") == nil)
    #expect(SiteFolder.paths(folder + "/missing") == nil)
  }
}

