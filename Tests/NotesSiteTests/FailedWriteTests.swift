import Foundation
import Testing

@testable import NotesSite

/// A build that fails, at any point after its writer session started, leaves the site as it
/// was and nothing beside it: no staging folder, no journal.
@Suite struct FailedWrites {
  static let site = ["index.html": "home", "a/index.html": "page a"]

  @Test func aWriteThatFailsLeavesNoStagingFolder() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.site)
    do {
      let session = try SiteWriterSession(output: fixture.site)
      // Reusing a file the current site does not have fails the batch.
      #expect(throws: SiteWriteError.self) { try session.write([("gone/index.html", nil)]) }
    }
    #expect(fixture.files() == Self.site)
    #expect(try fixture.besideTheSite() == [])
  }

  @Test func aSessionNeverCommittedLeavesNoStagingFolder() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    do {
      let session = try SiteWriterSession(output: fixture.site)
      try session.write([("index.html", Array("half a build".utf8))])
    }
    #expect(!FileManager.default.fileExists(atPath: fixture.site))
    #expect(try fixture.besideTheSite() == [])
  }

  @Test func aCommitRefusedBeforeItsJournalLeavesNoStagingFolder() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.site)
    do {
      // `a` as a file while the folder `a/` keeps its page: the commit could never finish.
      let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
      try session.write([("a", Array("file".utf8))])
      #expect(throws: SiteWriteError.self) { _ = try session.commit() }
    }
    #expect(fixture.files() == Self.site)
    #expect(try fixture.besideTheSite() == [])
  }

  @Test func anOlderSessionLeavesTheNewerOnesStagingFolderAlone() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.site)
    var older: SiteWriterSession? = try SiteWriterSession(output: fixture.site)
    // Same process, same output: the same staging folder name.
    let newer = try SiteWriterSession(output: fixture.site)
    try newer.write([("index.html", Array("new home".utf8))])
    older = nil
    _ = older
    _ = try newer.commit()
    #expect(fixture.files() == ["index.html": "new home"])
    #expect(try fixture.besideTheSite() == [])
  }

  @Test func onlyLeftoversOfInterruptedBuildsAreCleared() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    let mine = [".site.tmp-notes", ".site.old-", ".site.tmp-12x", ".site.buildcache", ".site.buildcache.tmp-"]
    let stale = [".site.tmp-123", ".site.old-45", ".site.tmp-67.commit", ".site.buildcache.tmp-89"]
    for name in mine + stale { try "x".write(toFile: fixture.root + "/" + name, atomically: false, encoding: .utf8) }
    _ = try SiteWriter.replace(fixture.site, with: SiteTree())
    #expect(try fixture.besideTheSite() == mine.sorted())
  }

  @Test func aNamedPipeInPlaceOfTheJournalIsRefusedWithoutWaiting() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.site)
    #expect(mkfifo(fixture.journal, 0o644) == 0)
    let refusal = ReasonBox()
    let returned = returnsPromptly(unblocking: fixture.journal) {
      do throws(SiteWriteError) { try SiteWriter.recoverInterruptedCommit(output: fixture.site) } catch { refusal.set(error.description) }
    }
    #expect(returned)
    #expect(refusal.value?.contains("not a regular file") == true)
    #expect(fixture.files() == Self.site)
  }
}

/// Output folders that committing must not replace, beyond the ones `OutputSafety` covers.
@Suite final class OutputRefusals {
  let root = NSTemporaryDirectory() + "output-refusals-\(UUID().uuidString)"

  init() throws { try FileManager.default.createDirectory(atPath: root + "/notes", withIntermediateDirectories: true) }
  deinit { try? FileManager.default.removeItem(atPath: root) }

  /// Why a session for `output` is refused (nil, and a test issue, when it is not).
  func refusal(_ output: String, protecting: [String] = []) -> String? {
    #expect(throws: SiteWriteError.self) { _ = try SiteWriterSession(output: output, protecting: protecting) }?.reason
  }

  func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  @Test func refusesAnOutputWithoutANameOfItsOwn() throws {
    // `notes/.` is the folder `notes`: its staging folder would land inside it.
    #expect(refusal(root + "/notes/.")?.contains("names no folder of its own") == true)
    #expect(refusal(root + "/notes/..")?.contains("names no folder of its own") == true)
    #expect(refusal("")?.contains("names no folder of its own") == true)
    #expect(try names(in: root + "/notes") == [])
    #expect(try names(in: root) == ["notes"])
  }

  @Test func refusesALinkToTheNotesAndLeavesThemAsTheyWere() throws {
    try "## Notes 笔记\n".write(toFile: root + "/notes/a.md", atomically: false, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: root + "/link", withDestinationPath: root + "/notes")
    #expect(refusal(root + "/link", protecting: [root + "/notes"])?.contains("is a symbolic link") == true)
    #expect(try names(in: root + "/notes") == ["a.md"])
    #expect(try names(in: root) == ["link", "notes"])
  }

  @Test func checksAnOutputWithoutCreatingAnything() throws {
    try "keep me".write(toFile: root + "/notes/precious.txt", atomically: false, encoding: .utf8)
    #expect(throws: SiteWriteError.self) { try SiteWriter.checkOutput(root + "/notes/", protecting: []) }
    #expect(throws: SiteWriteError.self) { try SiteWriter.checkOutput(root, protecting: [root + "/notes"]) }
    try SiteWriter.checkOutput(root + "/site", protecting: [root + "/notes"])
    #expect(try names(in: root) == ["notes"])
  }
}

/// A value set on another thread, read after it finished.
final class ReasonBox: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: String?
  var value: String? { lock.withLock { stored } }
  func set(_ value: String) { lock.withLock { stored = value } }
}

/// Runs `body` on a thread of its own and waits up to `seconds` for it: false when it had
/// not returned by then. A reader stuck on the named pipe `fifo` is then released (a writer
/// opens it once), so a hanging read fails the test instead of hanging the run.
func returnsPromptly(unblocking fifo: String, within seconds: Double = 10, _ body: @escaping @Sendable () -> Void) -> Bool {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    body()
    done.signal()
  }
  if done.wait(timeout: .now() + seconds) == .success { return true }
  while done.wait(timeout: .now() + 0.1) == .timedOut {
    let writer = open(fifo, O_WRONLY | O_NONBLOCK)
    if writer >= 0 { close(writer) }
  }
  return false
}
