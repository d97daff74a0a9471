import Foundation
import NotesBook
import NotesExtraction
@testable import NotesSite
import Testing

/// A build streams content pages to a sink batch by batch (written while the next batch
/// renders). Streaming changes where pages go, never what they are, and a failing sink
/// stops the build with its error.
@Suite struct PageStreaming {
  /// Enough notes files for several render batches (a batch is 128 pages).
  static let input = SiteInput(
    contentFiles: (0..<600).map { i in
      ("Content/n\(i).md", Array("## Note \(i) 笔记 \(i)\n\nBody text \(i), 正文 \(i).\n".utf8))
    },
    contentFolder: "Content", modelSources: [])

  @Test func streamedPagesAreTheSameBytesAsATreeBuild() throws {
    let whole = try SiteRenderer.render(Self.input)
    let streamed = Streamed()
    let site = try SiteRenderer.render(Self.input, pageSink: { batch in streamed.add(batch) })
    // The streamed batches and the site-wide tree together are the whole site, byte for byte.
    var merged = site.tree.files
    for (path, bytes) in streamed.files {
      #expect(merged[path] == nil, "\(path) streamed and also in the tree")
      merged[path] = bytes
    }
    #expect(merged == whole.tree.files)
    #expect(site.pageCount == whole.pageCount)
    #expect(streamed.batches >= 3)
  }

  @Test func streamedLlmsFullIsTheSameBytesAsTheInMemoryOne() throws {
    // API pages, articles and an example: llms-full.txt's sections arrive interleaved and are
    // spooled, then joined; the file on disk equals the one a build in memory makes.
    var files = MarkdownTwins.files.map { ($0.0, Array($0.1.utf8)) }
    for i in 0..<600 { files.append(("Content/n\(i).md", Array("## Note \(i) 笔记 \(i)\n\nBody text \(i), 正文 \(i).\n".utf8))) }
    let input = SiteInput(contentFiles: files, contentFolder: "Content", modelSources: [])
    let whole = try SiteRenderer.render(input, examples: [MarkdownTwins.run])
    let output = NSTemporaryDirectory() + "llms-stream-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: output) }
    for round in 0..<2 {
      // The second round replaces a site holding the same file: it is taken unchanged.
      let session = try SiteWriterSession(output: output)
      let stream = try session.stream(SiteRenderer.llmsFullPath)
      let site = try SiteRenderer.render(
        input, examples: [MarkdownTwins.run],
        pageSink: { batch throws(SiteWriteError) in try session.write(batch.files.map { ($0.key, $0.value) }) }, llmsFull: stream)
      #expect(site.tree.files[SiteRenderer.llmsFullPath] == nil)
      // Pages that bring the sections in order leave nothing to spool: one part, the file.
      let plan = SitePlan(book: Book(pages: input.contentFiles.map { NotesExtractor.extract(bytes: $0.bytes, file: $0.file).page }), contentFolder: "Content")
      #expect(stream.partCount == (LlmsBatch.sectionsInOrder(plan) ? 1 : 3))
      try session.write(site.tree.files.map { ($0.key, $0.value) })
      try session.finish(stream)
      let summary = try session.commit()
      #expect(site.pageCount == whole.pageCount)
      if round == 1 { #expect(summary.written == 0) }
      for (path, bytes) in whole.tree.files {
        #expect(SiteInput.readFile(output + "/" + path) == bytes, "\(path)")
      }
    }
  }

  /// Sections that arrive in their order are written straight into the file, sections that
  /// arrive interleaved are spooled and joined: the same bytes either way.
  @Test func llmsBatchesInSectionOrderNeedNoSpool() throws {
    let output = NSTemporaryDirectory() + "llms-order-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: output) }
    let batches = [[[Array("api 1 ".utf8)], [], []], [[Array("api 2 ".utf8)], [Array("article 1 ".utf8)], []], [[], [Array("article 2 ".utf8)], [Array("example".utf8)]]]
    var files: [[UInt8]] = []
    for inOrder in [true, false] {
      let session = try SiteWriterSession(output: output)
      let stream = try session.stream("llms-full.txt")
      for pieces in batches { try LlmsBatch(bodies: LlmsText.Bodies(pieces: pieces), stream: stream, sectionsInOrder: inOrder).write() }
      #expect(stream.partCount == (inOrder ? 1 : 3))
      try session.finish(stream)
      _ = try session.commit()
      files.append(try #require(SiteInput.readFile(output + "/llms-full.txt")))
    }
    #expect(files[0] == Array("api 1 api 2 article 1 article 2 example".utf8))
    #expect(files[1] == files[0])
  }

  @Test func aStagedFileStreamJoinsItsPartsInOrder() throws {
    let output = NSTemporaryDirectory() + "parts-\(getpid())-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: output) }
    let session = try SiteWriterSession(output: output)
    let stream = try session.stream("a/b.txt")
    try stream.append(Array("0a ".utf8), part: 0)
    try stream.append("2a ", part: 2)
    try stream.append("1a ", part: 1)
    try stream.append("0b ", part: 0)
    try stream.append("2b", part: 2)
    try session.finish(stream)
    #expect(throws: SiteWriteError.self) { try session.stream("a/b.txt") }
    _ = try session.commit()
    #expect(SiteInput.readFile(output + "/a/b.txt") == Array("0a 0b 1a 2a 2b".utf8))
    // Only the file: the spools left nothing behind.
    #expect(try FileManager.default.contentsOfDirectory(atPath: output + "/a") == ["b.txt"])
  }

  @Test func aFailingSinkStopsTheBuildWithItsError() {
    let streamed = Streamed()
    #expect {
      try SiteRenderer.render(Self.input, pageSink: { batch throws(SiteWriteError) in
        streamed.add(batch)
        throw SiteWriteError(path: "staging", reason: "no space left on device")
      })
    } throws: { error in
      (error as? SiteWriteError)?.reason == "no space left on device"
    }
    // The batch after the failing one may already be rendered, but it is never written.
    #expect(streamed.batches == 1)
  }
}

/// Collects what a sink receives (on the writing queue; read after `render` returns).
final class Streamed: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var files: [String: [UInt8]] = [:]
  private(set) var batches = 0

  func add(_ batch: SiteTree) {
    lock.lock()
    defer { lock.unlock() }
    batches += 1
    for (path, bytes) in batch.files { files[path] = bytes }
  }
}
