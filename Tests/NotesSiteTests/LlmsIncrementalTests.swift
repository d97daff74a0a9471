import Foundation
import NotesBook
import NotesExtraction
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
    let written = Dictionary(uniqueKeysWithValues: try result.allFiles().map { ($0.path, String(decoding: $0.bytes, as: UTF8.self)) })
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
    #expect(files.index.path == "llms.txt")
    #expect(files.full?.path == "llms-full.txt")
    #expect(String(decoding: files.index.bytes, as: UTF8.self).contains("## Articles\n\n- [A](a/index.md): The summary.\n"))
    // The twin on disk is copied into llms-full.txt, not held.
    #expect(files.full?.pieces.contains(.range(file: output + "/a/index.md", offset: 0, length: 20)) == true)
    #expect(files.full?.bytes() == LlmsText.files([LlmsText.Twin(section: .articles, path: "a/index.md", text: "# A\n\n> The summary.\n")])[1].bytes)
  }

  @Test func spliceReplacesAChangedTwinsPartsOnlyWhereTheyAreUnambiguous() throws {
    let a = LlmsText.Twin(section: .articles, path: "a/index.md", text: "# A\n\n> Old summary.\n\nOld body.\n")
    let b = LlmsText.Twin(section: .articles, path: "b/index.md", text: "# B\n\n> B.\n\nB body.\n")
    let before = LlmsText.files([a, b])
    var newA = a
    newA.text = "# A\n\n> New summary.\n\nNew body.\n"
    let after = LlmsText.files([newA, b])
    let folder = try TemporaryFolder()
    let full = try folder.file("llms-full.txt", before[1].bytes)
    let spliced = try #require(LlmsSplice.splice(index: before[0].bytes, full: full, changes: [(a.path, a.bytes, newA.bytes)]))
    #expect(spliced.index == after[0].bytes)
    #expect(spliced.full?.bytes() == after[1].bytes)
    // A twin whose text holds the old part again (here, b quotes a whole) is not spliced.
    var quoting = b
    quoting.text = b.text + LlmsText.marker(a.path) + a.text
    let ambiguous = LlmsText.files([a, quoting])
    let ambiguousFull = try folder.file("ambiguous.txt", ambiguous[1].bytes)
    #expect(LlmsSplice.splice(index: ambiguous[0].bytes, full: ambiguousFull, changes: [(a.path, a.bytes, newA.bytes)]) == nil)
    // Nothing changed: llms-full.txt stays as it is.
    #expect(LlmsSplice.splice(index: before[0].bytes, full: full, changes: [(a.path, a.bytes, a.bytes)])?.full == nil)
  }

  /// Twins of every section, of lengths that differ, one quoting another's whole part.
  static func layoutTwins() -> [LlmsText.Twin] {
    var twins: [LlmsText.Twin] = []
    for i in 0..<12 {
      let section: LlmsText.Section = [.api, .articles, .examples][i % 3]
      twins.append(LlmsText.Twin(section: section, path: "p\(i)/index.md", text: "# P\(i)\n\n> 第 \(i) 页。\n\n" + String(repeating: "body \(i) ", count: i * 7)))
    }
    twins[7].text += LlmsText.marker(twins[4].path) + twins[4].text
    return twins
  }

  @Test func theRecordedStartOfEachPartIsWhereTheFileHoldsIt() throws {
    let twins = Self.layoutTwins()
    var collector = LlmsText.Collector()
    for twin in twins { collector.add(twin) }
    let starts = collector.fullStarts()
    let full = collector.files()[1].bytes
    #expect(starts.count == twins.count)
    for twin in twins {
      let start = try #require(starts[twin.path].map(Int.init))
      let part = Array(LlmsText.marker(twin.path).utf8) + twin.bytes
      #expect(Array(full[start..<start + part.count]) == part, "\(twin.path)")
    }
  }

  /// With the starts the build recorded, a changed twin's part is replaced where it is
  /// (checked there) without searching the file, even where a search could not tell two
  /// places apart; the new starts are the new file's. A start that is not right is not used.
  @Test func spliceReplacesPartsWhereTheRecordedStartsSay() throws {
    let twins = Self.layoutTwins()
    var before = LlmsText.Collector()
    for twin in twins { before.add(twin) }
    let starts = before.fullStarts()
    let old = before.files()
    var changedTwins = twins
    changedTwins[4].text = "# P4\n\n> 改过了。\n\nA longer body than before, by some way.\n"
    changedTwins[9].text = "# P9\n\n> Short.\n"
    var after = LlmsText.Collector()
    for twin in changedTwins { after.add(twin) }
    let expectedStarts = after.fullStarts()
    let new = after.files()
    let folder = try TemporaryFolder()
    let full = try folder.file("llms-full.txt", old[1].bytes)
    let changes = [4, 9].map { (twins[$0].path, twins[$0].bytes, changedTwins[$0].bytes) }
    // twins[7] quotes twins[4]'s part: searching finds it twice and gives up.
    #expect(LlmsSplice.splice(index: old[0].bytes, full: full, changes: changes) == nil)
    let spliced = try #require(LlmsSplice.splice(index: old[0].bytes, full: full, changes: changes, starts: starts))
    #expect(spliced.index == new[0].bytes)
    #expect(spliced.full?.bytes() == new[1].bytes)
    #expect(spliced.starts == expectedStarts)
    var wrong = starts
    wrong[twins[9].path]! += 1
    #expect(LlmsSplice.splice(index: old[0].bytes, full: full, changes: changes, starts: wrong) == nil)
    // Without the ambiguous quote, a wrong start falls back to the search, and the new starts are unknown.
    let found = try #require(LlmsSplice.splice(index: old[0].bytes, full: full, changes: [changes[1]], starts: wrong))
    #expect(found.starts.isEmpty)
    #expect(found.full != nil)
  }

  @Test func aRebuildSplicesTheLlmsFilesOnDisk() throws {
    let site = try IncrementalBuilds.Workspace()
    try site.fullBuild()
    try site.append("b.md", "\nSpliced in. 拼接进来。\n")
    let result = try site.incrementalBuild().get()
    let changed = try #require(result.files.first { $0.path == "b/index.md" })
    let newTwin = String(decoding: changed.bytes, as: UTF8.self)
    let spliced = try #require(LlmsRebuild.splice(changed: [LlmsText.Twin(section: .articles, path: "b/index.md", text: newTwin)], output: site.output))
    #expect(spliced.index.path == "llms.txt")
    let full = try #require(spliced.full)
    #expect(full == result.composed.first { $0.path == "llms-full.txt" })
    // A range of the file on disk before the new twin: the old file's bytes are never held.
    let onDisk = site.output + "/llms-full.txt"
    #expect(full.pieces.contains { if case .range(onDisk, 0, _) = $0 { true } else { false } })
    // Byte for byte what the in-memory splice it replaces gives.
    let oldFull = try #require(SiteInput.readFile(onDisk))
    let oldTwin = try #require(SiteInput.readFile(site.output + "/b/index.md"))
    let inMemory = LlmsSplice.replacing(
      [(Array((LlmsText.marker("b/index.md")).utf8) + oldTwin, Array((LlmsText.marker("b/index.md") + newTwin).utf8))], in: oldFull)
    #expect(full.bytes() == inMemory)
    try site.expectIncrementalEqualsFull(changedFiles: 1)
  }

  @Test func llmsFullIsHandedOnBeforeLlmsTxtIsMade() throws {
    // Staged as soon as its parts are spliced, so copying the rest of it starts at once: a
    // line added to llms.txt when it is handed on is in the llms.txt made afterwards. With
    // llms.txt gone, llms.txt comes from every twin read back, and llms-full.txt is neither
    // made nor staged a second time.
    let site = try IncrementalBuilds.Workspace()
    try site.fullBuild()
    try site.append("b.md", "\nHanded on first. 先交出去。\n")
    let expected = try site.incrementalBuild().get()
    let expectedIndex = try #require(expected.files.first { $0.path == "llms.txt" }?.bytes)
    let expectedFull = try #require(expected.composed.first { $0.path == "llms-full.txt" }?.bytes())
    let input = try SiteInput.load(contentFolder: site.content, modelFolders: [])
    let pages = input.contentFiles.map { NotesExtractor.extract(bytes: $0.bytes, file: $0.file).page }
    let plan = SitePlan(book: Book(pages: pages), contentFolder: input.contentFolder)
    let number = try #require(plan.pages.firstIndex { $0.path == "b/" })
    let twin = try #require(expected.files.first { $0.path == "b/index.md" })
    let changed = [number: LlmsText.Twin(section: LlmsText.Section(plan.pages[number].role), path: twin.path, bytes: twin.bytes)]
    let starts = try #require(BuildCache.load(forOutput: site.output)).llmsFullStarts

    let llmsTxt = site.output + "/llms.txt"
    let added = Array("\n- [Added](added/index.md): Read after llms-full.txt was handed on.\n".utf8)
    for llmsTxtReadable in [true, false] {
      if !llmsTxtReadable { try FileManager.default.removeItem(atPath: llmsTxt) }
      var staged: [ComposedFile] = []
      let files = try LlmsRebuild.files(
        plan: plan, changed: changed, examples: [], output: site.output, fullStarts: starts,
        stageFull: { file in
          staged.append(file)
          if llmsTxtReadable, let handle = FileHandle(forWritingAtPath: llmsTxt) {
            handle.seekToEndOfFile()
            handle.write(Data(added))
            handle.closeFile()
          }
        }
      ).get()
      #expect(files.full == nil)
      #expect(staged.count == 1)
      #expect(staged.first?.bytes() == expectedFull)
      #expect(files.index.bytes == (llmsTxtReadable ? expectedIndex + added : expectedIndex))
    }
  }

  @Test func readingEveryTwinBackGivesTheFilesOfAFullBuild() throws {
    // With llms.txt gone the splice cannot be made: every twin is read back (the copied
    // ranges of llms-full.txt are the twin files) and the files equal a full build's.
    let site = try IncrementalBuilds.Workspace()
    try site.fullBuild()
    let index = try #require(SiteInput.readFile(site.output + "/llms.txt"))
    let full = try #require(SiteInput.readFile(site.output + "/llms-full.txt"))
    try FileManager.default.removeItem(atPath: site.output + "/llms.txt")
    let input = try SiteInput.load(contentFolder: site.content, modelFolders: [])
    let pages = input.contentFiles.map { NotesExtractor.extract(bytes: $0.bytes, file: $0.file).page }
    let plan = SitePlan(book: Book(pages: pages), contentFolder: input.contentFolder)
    let files = try LlmsRebuild.files(plan: plan, changed: [:], examples: [], output: site.output).get()
    #expect(files.index.bytes == index)
    #expect(files.full?.bytes() == full)
    // Where each part starts, as the full build recorded it.
    let recorded = try #require(BuildCache.load(forOutput: site.output)).llmsFullStarts
    #expect(!recorded.isEmpty)
    #expect(files.fullStarts == recorded)
  }

  @Test func locateFindsPartsAcrossReadsAndRefusesRepeats() throws {
    let folder = try TemporaryFolder()
    var text: [UInt8] = []
    for i in 0..<2000 { text += Array("line \(i) of the file\n".utf8) }
    let path = try folder.file("f.txt", text)
    let needles = ["line 17 of", "line 1999 of the file\n", "line 0 ", "e 640 of the"].map { Array($0.utf8) }
    let expected = needles.map { needle in Int64(LlmsSplice.firstIndex(of: needle, in: text, from: 0)!) }
    // Tiny reads put needles across read boundaries.
    for chunk in [7, 64, 1000, 1 << 20] {
      #expect(LlmsSplice.locate(needles, inFileAt: path, chunk: chunk) == expected, "chunk \(chunk)")
    }
    #expect(LlmsSplice.locate([Array("of the file".utf8)], inFileAt: path, chunk: 64) == nil)
    #expect(LlmsSplice.locate([Array("not there".utf8)], inFileAt: path, chunk: 64) == nil)
  }
}

extension IncrementalBuild.Result {
  /// Every file the result writes, composed ones read into memory (from the site on disk).
  func allFiles() throws -> [(path: String, bytes: [UInt8])] {
    try files + composed.map { ($0.path, try #require($0.bytes())) }
  }
}

/// A temporary folder removed when the value goes.
final class TemporaryFolder {
  let path = NSTemporaryDirectory() + "llms-\(getpid())-\(UUID().uuidString)"
  init() throws { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) }
  deinit { try? FileManager.default.removeItem(atPath: path) }
  func file(_ name: String, _ bytes: [UInt8]) throws -> String {
    try Data(bytes).write(to: URL(fileURLWithPath: path + "/" + name))
    return path + "/" + name
  }
}
