import Foundation
@testable import NotesSite
import Synchronization
import Testing

/// An incremental build must give exactly the site a full build gives, and must step aside
/// (a full build follows) whenever a change reaches beyond the changed page's own files.
@Suite struct IncrementalBuilds {
  static let files: [String: String] = [
    "a.md": """
      ## Managing the Content Size 管理内容大小

      The content size sets how far the view scrolls. 内容大小决定视图能滚动多远。

      ```swift
      // 内容的大小。
      // default:CGSizeZero.
      var contentSize: CGSize { get set }
      ```

      ### See Also 另请参阅

      - [Offsets 偏移](b.md)

      """,
    "b.md": """
      ## Changing the Offset 改变偏移

      Setting the offset moves the bounds origin. 设置偏移会移动边界原点。

      Deceleration slows the view after a flick. 减速让视图在快速滑动后慢下来。

      - [Content size 内容大小](a.md#managing-the-content-size)

      """,
    "MyView.md": """
      # MyView

      一个示例视图。

      A sample view.

      # API

      ## Sizes  尺寸

      ```swift
      // 内容的大小。
      // The size of the content.
      // 未建模：这个示例类型不在模型中。
      // Not modelled: This sample type is not part of the model.
      var contentSize: CGSize { get set }
      ```

      """,
    "articles/01-basics.md": """
      # Scrolling Basics 滚动基础

      ## Bounds 边界

      The bounds origin is the content offset. 边界原点就是内容偏移。

      """,
  ]

  /// A content folder with the files above (plus `changes`), in a fresh temporary folder.
  final class Workspace {
    let root = NSTemporaryDirectory() + "incremental-\(getpid())-\(UUID().uuidString)"
    var content: String { root + "/Content" }
    var output: String { root + "/site" }

    init() throws {
      try FileManager.default.createDirectory(atPath: content + "/articles", withIntermediateDirectories: true)
      for (name, text) in IncrementalBuilds.files { try write(name, text) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ name: String, _ text: String) throws {
      try text.write(toFile: content + "/" + name, atomically: false, encoding: .utf8)
    }

    func append(_ name: String, _ text: String) throws {
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: content + "/" + name))
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    }

    func siteKey(tool: String = "test") throws -> Fingerprint {
      BuildCache.siteKey(
        toolIdentity: tool, contentFolder: content, modelSources: [],
        examples: [], playgroundModule: nil)
    }

    /// A full build into `output`, with the cache beside it.
    func fullBuild() throws {
      let readStarted = FileStat.now()
      let files = try SiteInput.contentFiles(in: content)
      var stats: [String: FileStat] = [:]
      for file in files { stats[file] = FileStat.of(file) }
      let site = try SiteRenderer.render(
        try SiteInput.load(contentFolder: content, modelFolders: []),
        cacheKey: BuildCacheKey(siteKey: try siteKey(), readStarted: readStarted, stats: stats))
      #expect(site.diagnostics.isEmpty, "\(site.diagnostics.map(\.formatted))")
      #expect(site.verification.filesWithPageDiagnostics.isEmpty, "\(site.verification.diagnostics.map(\.formatted))")
      _ = try SiteWriter.replace(output, with: site.tree)
      var cache = try #require(site.cache)
      cache.recordOutputs(site.tree.files.keys, in: output)
      try cache.store(forOutput: output)
    }

    func incrementalBuild(
      tool: String = "test", stageComposed: (@Sendable (ComposedFile) -> Void)? = nil,
      stageHead: ((String, Int64) -> Void)? = nil
    ) throws -> Result<IncrementalBuild.Result, IncrementalBuild.Refusal> {
      let cache = try #require(BuildCache.load(forOutput: output))
      return IncrementalBuild.attempt(
        cache: cache, siteKey: try siteKey(tool: tool), contentFolder: content, contentFiles: try SiteInput.contentFiles(in: content),
        readStarted: FileStat.now(), output: output, modelSources: [], examples: [], playgroundModule: nil, stageComposed: stageComposed,
        stageHead: stageHead)
    }

    /// Applies an incremental build and checks the site against a full build of the same input.
    /// - Parameter stagingEarly: the session is open before the rebuild, which writes
    ///   llms-full.txt into it while it patches the search index (as `scrollnotes build` does).
    /// - Parameter head: with `stagingEarly`, whether llms-full.txt's unchanged head is begun
    ///   early (`beginWithCurrentHead`), as `scrollnotes build` does.
    @discardableResult
    func expectIncrementalEqualsFull(
      changedFiles: Int, stagingEarly: Bool = false, head: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> [Int64] {
      let session = try SiteWriterSession(output: output, mode: .inPlace)
      let staged = Mutex<[String]>([])
      let stage: @Sendable (ComposedFile) -> Void = { file in
        #expect(throws: Never.self) { try session.write(file) }
        staged.withLock { $0.append(file.path) }
      }
      var heads: [Int64] = []
      let begin: (String, Int64) -> Void = { path, length in
        #expect(path == SiteRenderer.llmsFullPath)
        #expect(throws: Never.self) { try session.beginWithCurrentHead(of: path, length: length) }
        heads.append(length)
      }
      let result = try incrementalBuild(stageComposed: stagingEarly ? stage : nil, stageHead: head ? begin : nil).get()
      #expect(result.changedFiles.count == changedFiles, sourceLocation: sourceLocation)
      if stagingEarly {
        #expect(result.composed.isEmpty, sourceLocation: sourceLocation)
        #expect(staged.withLock { $0 } == [SiteRenderer.llmsFullPath], sourceLocation: sourceLocation)
      }
      try session.write(result.files.map { ($0.path, $0.bytes) })
      for file in result.composed { try session.write(file) }
      _ = try session.commit()
      var cache = result.cache
      let stagedPaths: [String] = staged.withLock { $0 }
      cache.recordOutputs(result.files.map(\.path) + result.composed.map(\.path) + stagedPaths, in: output)
      try cache.store(forOutput: output)
      // The cache says where each twin's part of llms-full.txt is, for the next rebuild.
      let llmsFull = try #require(FileManager.default.contents(atPath: output + "/" + SiteRenderer.llmsFullPath))
      #expect(!result.cache.llmsFullStarts.isEmpty, sourceLocation: sourceLocation)
      for (twin, start) in result.cache.llmsFullStarts {
        let part = Data(("\n<!-- \(twin) -->\n\n").utf8) + (FileManager.default.contents(atPath: output + "/" + twin) ?? Data())
        #expect(llmsFull.dropFirst(Int(start)).prefix(part.count) == part, "\(twin)", sourceLocation: sourceLocation)
      }
      let full = try SiteRenderer.render(try SiteInput.load(contentFolder: content, modelFolders: []))
      var onDisk: [String: [UInt8]] = [:]
      let enumerator = FileManager.default.enumerator(atPath: output)
      // The writer's marker is not part of what a build renders.
      while let path = enumerator?.nextObject() as? String {
        if path == SiteWriter.siteMarker { continue }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: output + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
          onDisk[path] = Array(FileManager.default.contents(atPath: output + "/" + path) ?? Data())
        }
      }
      #expect(Set(onDisk.keys) == Set(full.tree.files.keys), sourceLocation: sourceLocation)
      for (path, bytes) in full.tree.files where onDisk[path] != bytes {
        Issue.record("\(path) differs from a full build", sourceLocation: sourceLocation)
      }
      return heads
    }
  }

  @Test func rebuildsOnlyTheEditedPageAndPatchesTheSearchIndex() throws {
    let site = try Workspace()
    try site.fullBuild()
    try site.append("b.md", "\nA brand-new paragraph about rubberbanding 橡皮筋效果。\n")
    let result = try site.incrementalBuild().get()
    // The page, the page list (its length changed) and the shards of its new terms.
    #expect(result.files.contains { $0.path == "b/index.html" })
    #expect(result.files.contains { $0.path == "search-index.json" })
    #expect(!result.files.contains { $0.path == "a/index.html" || $0.path == "index.html" })
    try site.expectIncrementalEqualsFull(changedFiles: 1)
  }

  /// llms-full.txt written into the session while the search index is patched gives the
  /// same site, edit after edit.
  @Test func writesLlmsFullIntoTheSessionWhileTheSearchIndexIsPatched() throws {
    let site = try Workspace()
    try site.fullBuild()
    try site.append("b.md", "\nA brand-new paragraph about rubberbanding 橡皮筋效果。\n")
    try site.expectIncrementalEqualsFull(changedFiles: 1, stagingEarly: true)
    try site.append("a.md", "\nAnd one about paging 分页。\n")
    try site.expectIncrementalEqualsFull(changedFiles: 1, stagingEarly: true)
  }

  /// llms-full.txt begun with its head up to the first changed page, copied while the pages
  /// are made, gives the same site: one edited file, then another, then two at once.
  @Test func beginsLlmsFullWithTheHeadBeforeTheChangedPages() throws {
    let site = try Workspace()
    try site.fullBuild()
    var heads: [Int64] = []
    try site.append("b.md", "\nA brand-new paragraph about rubberbanding 橡皮筋效果。\n")
    heads += try site.expectIncrementalEqualsFull(changedFiles: 1, stagingEarly: true, head: true)
    try site.append("a.md", "\nAnd one about paging 分页。\n")
    heads += try site.expectIncrementalEqualsFull(changedFiles: 1, stagingEarly: true, head: true)
    try site.append("a.md", "\nMore on paging.\n")
    try site.append("b.md", "\nMore on rubberbanding.\n")
    heads += try site.expectIncrementalEqualsFull(changedFiles: 2, stagingEarly: true, head: true)
    // Some edited page has pages before it in llms-full.txt, so a head was begun.
    #expect(heads.contains { $0 > 0 })
  }

  @Test func theUnchangedHeadEndsBeforeTheFirstPageOfAnyChangedFile() {
    var cache = BuildCaching.sampleCache()
    cache.files.append(cache.files[0])
    cache.pages = [("a/", 0), ("b/", 1), ("c/", 0), ("d/", 1)].map { BuildCache.Page(path: $0.0, length: 1, source: $0.1, encodedTerms: []) }
    cache.llmsFullStarts = ["a/index.md": 500, "b/index.md": 40, "c/index.md": 900, "d/index.md": 7000]
    #expect(IncrementalBuild.unchangedLlmsFullHead(cache, changedFiles: [0]) == 500)
    #expect(IncrementalBuild.unchangedLlmsFullHead(cache, changedFiles: [1]) == 40)
    #expect(IncrementalBuild.unchangedLlmsFullHead(cache, changedFiles: [0, 1]) == 40)
    #expect(IncrementalBuild.unchangedLlmsFullHead(cache, changedFiles: []) == nil)
    cache.llmsFullStarts["b/index.md"] = 0
    #expect(IncrementalBuild.unchangedLlmsFullHead(cache, changedFiles: [1]) == nil)
    cache.llmsFullStarts["b/index.md"] = nil
    #expect(IncrementalBuild.unchangedLlmsFullHead(cache, changedFiles: [1]) == nil)
  }

  /// A changed summary reaches the search results' records; the glossary and every other
  /// record are kept as the full build wrote them.
  @Test func patchesTheChangedPagesResultRecordsAndKeepsTheGlossary() throws {
    let site = try Workspace()
    try site.write("search-glossary.txt", """
      content size · 内容大小
        zh: 内容大小, 内容尺寸
        en: content size
        api: MyView.contentSize
        article: basics
      """)
    try site.fullBuild()
    try site.write("MyView.md", Self.files["MyView.md"]!.replacingOccurrences(of: "// The size of the content.", with: "// How big the content is."))
    let result = try site.incrementalBuild().get()
    let summaries = try #require(result.files.first { $0.path == "search/s0.json" })
    #expect(String(decoding: summaries.bytes, as: UTF8.self).contains("\"How big the content is.\""))
    try site.expectIncrementalEqualsFull(changedFiles: 1)
  }

  @Test func removesTermsAPageNoLongerHasAndAddsNewOnes() throws {
    let site = try Workspace()
    try site.fullBuild()
    // "Deceleration" and 减速 appear only on b.md; this edit removes them and brings others.
    let edited = Self.files["b.md"]!.replacingOccurrences(
      of: "Deceleration slows the view after a flick. 减速让视图在快速滑动后慢下来。", with: "Paging snaps to whole pages. 分页会停在整页上。")
    try site.write("b.md", edited)
    try site.expectIncrementalEqualsFull(changedFiles: 1)
    // And back again, then two files at once.
    try site.write("b.md", Self.files["b.md"]!)
    try site.expectIncrementalEqualsFull(changedFiles: 1)
    try site.append("a.md", "\nZoom scale 缩放比例。\n")
    try site.append("articles/01-basics.md", "\nMore about bounds 更多。\n")
    try site.expectIncrementalEqualsFull(changedFiles: 2)
  }

  /// The first keystrokes' answers are worked out from postings the cache keeps, patched by
  /// the rebuild, not read back from every shard: they must stay what a full build keeps.
  @Test func keepsTheFirstKeystrokesPostingsAsAFullBuildWould() throws {
    let site = try Workspace()
    try site.write("search-glossary.txt", """
      deceleration · 减速
        zh: 减速, 惯性
        en: deceleration
        article: basics
      """)
    try site.fullBuild()
    func postings() throws -> [String: [[Int]]] {
      let cache = try #require(BuildCache.load(forOutput: site.output))
      return try #require(cache.firstKeyPostings).mapValues { $0.map { [Int($0.document), Int($0.weight)] } }
    }
    #expect(try postings()["减速"] != nil)
    #expect(try postings()["deceleration"] != nil)
    #expect(try postings()["content"] == nil)
    // A Han word and a glossary word gained, one lost, a weight changed.
    try site.write("b.md", Self.files["b.md"]!.replacingOccurrences(of: "减速让视图", with: "惯性让视图") + "\nDeceleration again. 弹簧。\n")
    try site.expectIncrementalEqualsFull(changedFiles: 1)
    let patched = try postings()
    try site.fullBuild()
    #expect(patched == (try postings()))
    #expect(patched["弹簧"] != nil)
  }

  @Test func linksResolveUnderAnAbsoluteContentFolder() throws {
    let site = try Workspace()
    #expect(site.content.hasPrefix("/"))
    try site.fullBuild()
    let page = try String(contentsOfFile: site.output + "/b/index.html", encoding: .utf8)
    #expect(page.contains("href=\"../a/index.html#managing-the-content-size\""))
  }

  @Test func writesNothingWhenNothingChanged() throws {
    let site = try Workspace()
    try site.fullBuild()
    let result = try site.incrementalBuild().get()
    #expect(result.files.isEmpty)
    #expect(result.changedFiles.isEmpty)
  }

  @Test func stepsAsideWhenAChangeReachesOtherPages() throws {
    let site = try Workspace()
    try site.fullBuild()
    // A new title renames the page in the navigation and on the home page.
    try site.write("b.md", Self.files["b.md"]!.replacingOccurrences(of: "Changing the Offset", with: "Moving the Offset"))
    #expect(throws: IncrementalBuild.Refusal.interfaceChanged(site.content + "/b.md")) { try site.incrementalBuild().get() }
    try site.write("b.md", Self.files["b.md"]!)

    // A new link is checked by the verifier against the whole site.
    try site.append("a.md", "\nSee [the basics 基础](articles/01-basics.md).\n")
    #expect(throws: IncrementalBuild.Refusal.interfaceChanged(site.content + "/a.md")) { try site.incrementalBuild().get() }
    try site.write("a.md", Self.files["a.md"]!)

    // A new file, a new tool or model: everything may change.
    try site.write("c.md", "## New 新\n")
    #expect(throws: IncrementalBuild.Refusal.fileListChanged) { try site.incrementalBuild().get() }
    try FileManager.default.removeItem(atPath: site.content + "/c.md")
    #expect(throws: IncrementalBuild.Refusal.siteKeyChanged) { try site.incrementalBuild(tool: "other").get() }
  }

  @Test func aSiteChangedByAnythingElseIsRebuiltInFull() throws {
    let site = try Workspace()
    try site.fullBuild()
    try site.append("b.md", "\nMore text 更多。\n")
    // A checkout or a hand edit of the site after the build.
    try "changed by hand".write(toFile: site.output + "/a/index.html", atomically: true, encoding: .utf8)
    #expect(throws: IncrementalBuild.Refusal.outputChanged("a/index.html")) { try site.incrementalBuild().get() }
    // With no notes changed as well, and whatever the file changed was (here its mode).
    let untouched = try Workspace()
    try untouched.fullBuild()
    #expect(chmod(untouched.output + "/b/index.html", 0o600) == 0)
    #expect(throws: IncrementalBuild.Refusal.outputChanged("b/index.html")) { try untouched.incrementalBuild().get() }
  }

  @Test func aChangedDeclarationIsAFullBuild() throws {
    let site = try Workspace()
    try site.fullBuild()
    // Declarations feed the verifier's whole-book report (bindings, coverage).
    try site.write("MyView.md", Self.files["MyView.md"]!.replacingOccurrences(of: "var contentSize: CGSize", with: "var contentSize: CGRect"))
    #expect(throws: IncrementalBuild.Refusal.interfaceChanged(site.content + "/MyView.md")) { try site.incrementalBuild().get() }
    // Its description is its own pages' business.
    try site.write("MyView.md", Self.files["MyView.md"]!.replacingOccurrences(of: "The size of the content.", with: "How big the content is."))
    try site.expectIncrementalEqualsFull(changedFiles: 1)
  }

  /// 豈 has two spellings, U+8C48 and the compatibility ideograph U+F900, which are equal as
  /// Strings: the index spells such a term as the first page that has it does, so an edit to
  /// one page can respell a term other pages keep.
  static let unifiedTerm = "兼容\u{8C48}字。 Unified.\n"
  static let compatibilityTerm = "兼容\u{F900}字。 Compatible.\n"

  @Test func aTermWithTwoSpellingsIsAFullBuild() throws {
    let site = try Workspace()
    try site.append("a.md", "\n" + Self.unifiedTerm)
    try site.append("b.md", "\n" + Self.compatibilityTerm)
    try site.fullBuild()
    // Without a.md's spelling, the index spells the term as b.md does.
    try site.write("a.md", Self.files["a.md"]!)
    #expect(throws: IncrementalBuild.Refusal.termSpellings) { try site.incrementalBuild().get() }
    try site.fullBuild()
    // And back: a.md's spelling comes first again.
    try site.append("a.md", "\n" + Self.unifiedTerm)
    #expect(throws: IncrementalBuild.Refusal.termSpellings) { try site.incrementalBuild().get() }
  }

  @Test func aNewCompatibilityIdeographIsAFullBuild() throws {
    let site = try Workspace()
    try site.append("b.md", "\n" + Self.unifiedTerm)
    try site.fullBuild()
    try site.append("a.md", "\n" + Self.compatibilityTerm)
    #expect(throws: IncrementalBuild.Refusal.termSpellings) { try site.incrementalBuild().get() }
  }
}
