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
}
