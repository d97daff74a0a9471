import Foundation
import NotesSite
import Testing

@Suite struct BuildCaching {
  let plan: [(path: String, role: String, titleEn: String?, titleZh: String?)] = [
    ("a/", "type", "UIScrollView", "滚动视图"), ("b/", "article", "Zoom", nil),
  ]

  func site(_ model: String = "struct A {}") -> String {
    BuildCache.siteKey(toolVersion: "1", modelSources: [("M.swift", model)], assetPaths: ["assets/site.1.css"], plan: plan)
  }

  @Test func keysAreStableAndSeeEveryInput() {
    #expect(site() == site())
    #expect(site().count == 32)
    #expect(site() != site("struct B {}"))
    let other = BuildCache.siteKey(
      toolVersion: "1", modelSources: [("M.swift", "struct A {}")], assetPaths: ["assets/site.1.css"],
      plan: [plan[0], ("b/", "article", "Zoom", "缩放")])
    #expect(other != site())
    let page = BuildCache.pageKey(siteKey: site(), source: Array("# A".utf8), referenced: [("ex.swift", Array("1".utf8))])
    #expect(page == BuildCache.pageKey(siteKey: site(), source: Array("# A".utf8), referenced: [("ex.swift", Array("1".utf8))]))
    #expect(page != BuildCache.pageKey(siteKey: site(), source: Array("# A".utf8), referenced: [("ex.swift", Array("2".utf8))]))
    #expect(page != BuildCache.pageKey(siteKey: site(), source: Array("# B".utf8), referenced: [("ex.swift", Array("1".utf8))]))
    // Field boundaries count: ("ab", "c") is not ("a", "bc").
    #expect(
      BuildCache.pageKey(siteKey: "ab", source: Array("c".utf8), referenced: [])
        != BuildCache.pageKey(siteKey: "a", source: Array("bc".utf8), referenced: []))
  }

  @Test func roundTripsAndReusesOnlyMatchingKeys() throws {
    var cache = BuildCache(siteKey: site())
    cache.record("a/index.html", .init(key: "k1", headings: ["Zoom 缩放", "\"q\"\n"], bodyText: "内容偏移 contentOffset", htmlSize: 120))
    cache.record("b/index.html", .init(key: "k2", headings: [], bodyText: "", htmlSize: 0))
    let read = try #require(BuildCache.parse(cache.serialized()))
    #expect(read == cache)
    #expect(read.reusable("a/index.html", key: "k1")?.bodyText == "内容偏移 contentOffset")
    #expect(read.reusable("a/index.html", key: "k9") == nil)
    #expect(read.matching(siteKey: site()).entries.count == 2)
    #expect(read.matching(siteKey: site("changed")).entries.isEmpty)
    #expect(BuildCache.parse("{\"version\": 999, \"site\": \"x\", \"pages\": {}}") == nil)
    #expect(BuildCache.parse("not json") == nil)
    #expect(BuildCache.path(forOutput: "/tmp/out/site") == "/tmp/out/.site.buildcache.json")
  }

  @Test func writerHardLinksReusedFiles() throws {
    let root = NSTemporaryDirectory() + "buildcache-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let output = root + "/site"
    var first = SiteTree()
    try first.add("a/index.html", text: "old A")
    try first.add("b/index.html", text: "old B")
    _ = try SiteWriter.replace(output, with: first)

    var second = SiteTree()
    try second.reuse("a/index.html")
    try second.add("b/index.html", text: "new B")
    let summary = try SiteWriter.replace(output, with: second)
    #expect(summary == SiteWriteSummary(written: 1, reused: 1))
    #expect(try String(contentsOfFile: output + "/a/index.html", encoding: .utf8) == "old A")
    #expect(try String(contentsOfFile: output + "/b/index.html", encoding: .utf8) == "new B")

    // Reusing a file the previous site does not have is an error, not a missing page.
    var third = SiteTree()
    try third.reuse("missing/index.html")
    #expect(throws: SiteWriteError.self) { _ = try SiteWriter.replace(output, with: third) }
    #expect(throws: SiteWriteError.self) { try third.reuse("../escape") }
  }
}

@Suite struct StreamingWrites {
  @Test func writesInBatchesAndSwapsOnCommit() throws {
    let root = NSTemporaryDirectory() + "session-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let output = root + "/site"
    var first = SiteTree()
    try first.add("a/index.html", text: "A")
    try first.add("gone.html", text: "old")
    _ = try SiteWriter.replace(output, with: first)

    let session = try SiteWriterSession(output: output)
    try session.write([("a/index.html", Array("A".utf8)), ("b/index.html", Array("B".utf8))])
    // Nothing changes on disk before the commit.
    #expect(FileManager.default.fileExists(atPath: output + "/gone.html"))
    #expect(!FileManager.default.fileExists(atPath: output + "/b/index.html"))
    try session.write([("c/d/index.html", Array("CD".utf8))])
    #expect(throws: SiteWriteError.self) { try session.write([("b/index.html", Array("again".utf8))]) }
    #expect(throws: SiteWriteError.self) { try session.write([("../x", Array("x".utf8))]) }
    let summary = try session.commit()
    #expect(summary == SiteWriteSummary(written: 2, reused: 1))
    #expect(try String(contentsOfFile: output + "/c/d/index.html", encoding: .utf8) == "CD")
    #expect(try String(contentsOfFile: output + "/b/index.html", encoding: .utf8) == "B")
    #expect(!FileManager.default.fileExists(atPath: output + "/gone.html"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty)
  }
}
