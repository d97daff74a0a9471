import Foundation
@testable import NotesSite
import Testing

/// A build streams content pages to a sink batch by batch (written while the next batch
/// renders). Streaming changes where pages go, never what they are, and a failing sink
/// stops the build with its error.
@Suite struct PageStreaming {
  /// Enough notes files for several render batches (a batch is 256 pages).
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
