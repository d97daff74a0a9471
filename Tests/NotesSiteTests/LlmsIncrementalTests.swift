import Foundation
import NotesBook
import Testing

@testable import NotesSite

/// llms.txt and llms-full.txt depend on every page: an incremental build makes them again
/// from the twins it renders and the ones on disk, and gives what a full build gives.
@Suite struct LlmsIncremental {
  @Test func anEditedSummaryReachesLlmsTxtAndLlmsFull() throws {
    let site = try IncrementalBuilds.Workspace()
    try site.fullBuild()
    let article = IncrementalBuilds.files["articles/01-basics.md"]!
    try site.write("articles/01-basics.md", article.replacingOccurrences(of: "The bounds origin is the content offset.", with: "The bounds origin moves when you scroll."))
    let result = try site.incrementalBuild().get()
    let written = Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
    #expect(written["articles/basics/index.md"]?.contains("The bounds origin moves when you scroll.") == true)
    #expect(written["llms.txt"]?.contains("(articles/basics/index.md): The bounds origin moves when you scroll.") == true)
    #expect(written["llms-full.txt"]?.contains("The bounds origin moves when you scroll.") == true)
    try site.expectIncrementalEqualsFull(changedFiles: 1)
  }

  @Test func aMissingTwinSendsTheBuildBackToAFullOne() throws {
    let site = try IncrementalBuilds.Workspace()
    try site.fullBuild()
    try FileManager.default.removeItem(atPath: site.output + "/a/index.md")
    try site.append("b.md", "\nOne more paragraph. 又一段。\n")
    #expect(throws: IncrementalBuild.Refusal.outputChanged("a/index.md")) { try site.incrementalBuild().get() }
  }

  @Test func twinsAreReadBackNotRendered() throws {
    // A twin the build did not render comes from disk: with it unreadable, the rebuild refuses.
    let page = Page(file: "Content/a.md", topics: [TopicGroup(titleEn: "A", titleZh: nil, location: nil)])
    let plan = SitePlan(book: Book(pages: [page]), contentFolder: "Content")
    let output = NSTemporaryDirectory() + "llms-rebuild-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: output) }
    #expect(throws: IncrementalBuild.Refusal.twinUnreadable("a/index.md")) {
      try LlmsRebuild.files(plan: plan, changed: [:], examples: [], output: output).get()
    }
    try FileManager.default.createDirectory(atPath: output + "/a", withIntermediateDirectories: true)
    try "# A\n\n> The summary.\n".write(toFile: output + "/a/index.md", atomically: false, encoding: .utf8)
    let files = try LlmsRebuild.files(plan: plan, changed: [:], examples: [], output: output).get()
    #expect(files.map(\.path) == ["llms.txt", "llms-full.txt"])
    #expect(String(decoding: files[0].bytes, as: UTF8.self).contains("## Articles\n\n- [A](a/index.md): The summary.\n"))
  }

  @Test func spliceReplacesAChangedTwinsPartsOnlyWhereTheyAreUnambiguous() throws {
    let a = LlmsText.Twin(section: .articles, path: "a/index.md", text: "# A\n\n> Old summary.\n\nOld body.\n")
    let b = LlmsText.Twin(section: .articles, path: "b/index.md", text: "# B\n\n> B.\n\nB body.\n")
    let before = LlmsText.files([a, b])
    var newA = a
    newA.text = "# A\n\n> New summary.\n\nNew body.\n"
    let after = LlmsText.files([newA, b])
    let spliced = try #require(LlmsSplice.splice(index: before[0].bytes, full: before[1].bytes, changes: [(a.path, a.text, newA.text)]))
    #expect(spliced.index == after[0].bytes)
    #expect(spliced.full == after[1].bytes)
    // A twin whose text holds the old part again (here, b quotes a whole) is not spliced.
    var quoting = b
    quoting.text = b.text + LlmsText.marker(a.path) + a.text
    let ambiguous = LlmsText.files([a, quoting])
    #expect(LlmsSplice.splice(index: ambiguous[0].bytes, full: ambiguous[1].bytes, changes: [(a.path, a.text, newA.text)]) == nil)
  }

  @Test func aRebuildSplicesTheLlmsFilesOnDisk() throws {
    let site = try IncrementalBuilds.Workspace()
    try site.fullBuild()
    try site.append("b.md", "\nSpliced in. 拼接进来。\n")
    let result = try site.incrementalBuild().get()
    let changed = try #require(result.files.first { $0.path == "b/index.md" })
    let spliced = try #require(LlmsRebuild.splice(changed: [LlmsText.Twin(section: .articles, path: "b/index.md", text: String(decoding: changed.bytes, as: UTF8.self))], output: site.output))
    #expect(spliced.map(\.path) == ["llms.txt", "llms-full.txt"])
    #expect(spliced[1].bytes == result.files.first { $0.path == "llms-full.txt" }?.bytes)
    try site.expectIncrementalEqualsFull(changedFiles: 1)
  }
}
