import Foundation
@testable import NotesSite
import Testing

/// A folder beside which a site lives, with what the tests need to look at it.
struct SiteFolderFixture {
  let root: String
  var site: String { root + "/site" }

  init() throws {
    root = NSTemporaryDirectory() + "inplace-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  /// Writes a site as a full build would.
  func build(_ files: [String: String]) throws {
    var tree = SiteTree()
    for (path, text) in files { try tree.add(path, text: text) }
    _ = try SiteWriter.replace(site, with: tree)
  }

  /// Every file of the site, by site-relative path.
  func files() -> [String: String] {
    var files: [String: String] = [:]
    let enumerator = FileManager.default.enumerator(atPath: site)
    while let item = enumerator?.nextObject() as? String {
      if item == SiteWriter.siteMarker { continue }  // the writer's own marker, in every site
      if let text = try? String(contentsOfFile: site + "/" + item, encoding: .utf8) { files[item] = text }
    }
    return files
  }

  /// Every folder of the site, by site-relative path (to see that emptied ones are gone).
  func folders() -> Set<String> {
    var folders: Set<String> = []
    let enumerator = FileManager.default.enumerator(atPath: site)
    while let item = enumerator?.nextObject() as? String {
      if (enumerator?.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { folders.insert(item) }
    }
    return folders
  }

  func inode(_ path: String) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: site + "/" + path)[.systemFileNumber] as! NSNumber).intValue
  }

  /// Names beside the site: the staging folder, the journal, anything a commit left.
  func besideTheSite() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: root).filter { $0 != "site" }.sorted()
  }

  var journal: String { root + "/.site.commit" }

  func remove() { try? FileManager.default.removeItem(atPath: root) }
}

@Suite struct InPlaceCommits {
  static let previousSite = [
    "index.html": "home",
    "same/index.html": "unchanged",
    "kept.css": "css",
    "changed/index.html": "old text",
    "gone/index.html": "removed page",
    "a": "a file that becomes a folder",
    "b/index.html": "a folder that becomes a file",
  ]

  static let newSite = [
    "index.html": "home",
    "same/index.html": "unchanged",
    "kept.css": "css",
    "changed/index.html": "new text",
    "new/deep/index.html": "added page",
    "a/index.html": "now a folder",
    "b": "now a file",
  ]

  /// Starts the in-place rebuild from `previousSite` to `newSite`: what a build would hand
  /// the session (`kept.css` as reused, unchanged pages with their bytes).
  static func stageNewSite(_ fixture: SiteFolderFixture) throws -> SiteWriterSession {
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    var files: [(path: String, bytes: [UInt8]?)] = newSite.filter { $0.key != "kept.css" }.map { ($0.key, Array($0.value.utf8)) }
    files.append(("kept.css", nil))
    try session.write(files)
    try session.remove(["gone/index.html", "a", "b/index.html"])
    return session
  }

  @Test func writesOnlyTheFilesWhoseBytesChangedAndDeletesTheRemovedOnes() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.previousSite)
    let unchangedInode = try fixture.inode("same/index.html")
    let reusedInode = try fixture.inode("kept.css")

    let session = try Self.stageNewSite(fixture)
    #expect(session.mode == .inPlace)
    // Nothing in the site changes before the commit.
    #expect(fixture.files() == Self.previousSite)
    let summary = try session.commit()

    #expect(summary == SiteWriteSummary(written: 4, reused: 3))
    #expect(fixture.files() == Self.newSite)
    // Unchanged files are the very same files, not copies or links.
    #expect(try fixture.inode("same/index.html") == unchangedInode)
    #expect(try fixture.inode("kept.css") == reusedInode)
    // The folder emptied by the deletion is gone too.
    #expect(fixture.folders() == ["same", "changed", "new", "new/deep", "a"])
    #expect(try fixture.besideTheSite() == [])
  }

  @Test func aCommitWithNothingChangedTouchesNothing() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.previousSite)
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    try session.write(Self.previousSite.map { ($0.key, Array($0.value.utf8)) })
    #expect(try session.commit() == SiteWriteSummary(written: 0, reused: Self.previousSite.count))
    #expect(fixture.files() == Self.previousSite)
    #expect(try fixture.besideTheSite() == [])
  }

  @Test func withoutACurrentSiteTheCommitIsAWholeNewSite() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    #expect(session.mode == .full)
    try session.write([("index.html", Array("home".utf8))])
    #expect(try session.commit() == SiteWriteSummary(written: 1, reused: 0))
    #expect(fixture.files() == ["index.html": "home"])
  }

  @Test func aFileIsNeverBothWrittenAndRemoved() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.previousSite)
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    try session.write([("index.html", Array("home".utf8))])
    #expect(throws: SiteWriteError.self) { try session.remove(["index.html"]) }
    try session.remove(["gone/index.html"])
    #expect(throws: SiteWriteError.self) { try session.write([("gone/index.html", Array("back".utf8))]) }
    #expect(throws: SiteWriteError.self) { try session.remove(["../outside"]) }
    // Deletions name files; a folder goes with its last file.
    #expect(throws: SiteWriteError.self) { try session.remove(["same"]) }
  }

  @Test func refusesBeforeTheJournalACommitThatCouldNotBeFinished() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.previousSite)
    // `b` as a file, while the folder `b/` keeps its page.
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    try session.write([("b", Array("file".utf8))])
    #expect(throws: SiteWriteError.self) { _ = try session.commit() }
    #expect(fixture.files() == Self.previousSite)
    #expect(!FileManager.default.fileExists(atPath: fixture.journal))
  }

  /// 3 deletions and 4 moves: a commit can stop before any of them, or after each.
  @Test(arguments: 0...7)
  func aCommitCutShortIsFinishedByRecovery(stoppingAfter operations: Int) throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.previousSite)
    _ = try Self.stageNewSite(fixture).commit(interruptedAfter: operations)
    #expect(FileManager.default.fileExists(atPath: fixture.journal))

    try SiteWriter.recoverInterruptedCommit(output: fixture.site)
    #expect(fixture.files() == Self.newSite)
    #expect(fixture.folders() == ["same", "changed", "new", "new/deep", "a"])
    #expect(try fixture.besideTheSite() == [])
    // Running it again finds nothing to do.
    try SiteWriter.recoverInterruptedCommit(output: fixture.site)
    #expect(fixture.files() == Self.newSite)
  }

  @Test func theNextSessionFinishesAPendingCommitBeforeClearingStaleFolders() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.previousSite)
    _ = try Self.stageNewSite(fixture).commit(interruptedAfter: 4)

    // Its staging folder looks stale (`.site.tmp-<pid>`), but the journal still needs it.
    let next = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    #expect(fixture.files() == Self.newSite)
    #expect(!FileManager.default.fileExists(atPath: fixture.journal))
    #expect(try next.commit() == SiteWriteSummary())
    #expect(try fixture.besideTheSite() == [])
  }

  @Test func recoveryWithNothingPendingChangesNothing() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try SiteWriter.recoverInterruptedCommit(output: fixture.site)
    #expect(try fixture.besideTheSite() == [])
    #expect(!FileManager.default.fileExists(atPath: fixture.site))

    try fixture.build(Self.previousSite)
    let inode = try fixture.inode("index.html")
    try SiteWriter.recoverInterruptedCommit(output: fixture.site + "/")
    #expect(fixture.files() == Self.previousSite)
    #expect(try fixture.inode("index.html") == inode)
    #expect(try fixture.besideTheSite() == [])
  }

  /// Journals as they could be found on disk, written byte by byte: fields ended by NUL.
  static func journal(_ fields: [String]) -> [UInt8] { fields.flatMap { Array($0.utf8) + [0] } }

  static let hostileJournals: [(String, [UInt8])] = [
    ("a write outside the site", journal([CommitJournal.header, ".site.tmp-1", "write", "../escape.html", "end"])),
    ("a deletion outside the site", journal([CommitJournal.header, ".site.tmp-1", "delete", "../victim", "end"])),
    ("an absolute path", journal([CommitJournal.header, ".site.tmp-1", "delete", "/tmp/victim", "end"])),
    ("another staging folder", journal([CommitJournal.header, "../elsewhere", "write", "index.html", "end"])),
    ("an unknown action", journal([CommitJournal.header, ".site.tmp-1", "chmod", "index.html", "end"])),
    ("no end", journal([CommitJournal.header, ".site.tmp-1", "write", "index.html"])),
    ("garbage", Array("{\"not\": \"a journal\"}\n".utf8)),
    ("empty", []),
  ]

  @Test(arguments: hostileJournals.indices)
  func refusesAJournalThatIsNotOneOrLeavesTheSite(case index: Int) throws {
    let (_, bytes) = Self.hostileJournals[index]
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(Self.previousSite)
    // What a hostile journal would aim at: a file beside the site, and staged files to move.
    _ = FileManager.default.createFile(atPath: fixture.root + "/victim", contents: Data("keep me".utf8))
    try FileManager.default.createDirectory(atPath: fixture.root + "/.site.tmp-1", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: fixture.root + "/escape.html", contents: Data("outside".utf8))
    _ = FileManager.default.createFile(atPath: fixture.root + "/.site.tmp-1/index.html", contents: Data("staged".utf8))
    _ = FileManager.default.createFile(atPath: fixture.journal, contents: Data(bytes))

    #expect(throws: SiteWriteError.self) { try SiteWriter.recoverInterruptedCommit(output: fixture.site) }
    // A build refuses too, instead of clearing the evidence.
    #expect(throws: SiteWriteError.self) { _ = try SiteWriterSession(output: fixture.site, mode: .inPlace) }
    #expect(fixture.files() == Self.previousSite)
    #expect(try fixture.besideTheSite() == [".site.commit", ".site.tmp-1", "escape.html", "victim"])
    #expect(try String(contentsOfFile: fixture.root + "/victim", encoding: .utf8) == "keep me")
    #expect(try String(contentsOfFile: fixture.root + "/escape.html", encoding: .utf8) == "outside")
  }

  @Test func refusesToMoveOrDeleteThroughASymbolicLinkInTheSite() throws {
    let fixture = try SiteFolderFixture()
    defer { fixture.remove() }
    try fixture.build(["index.html": "home"])
    try FileManager.default.createDirectory(atPath: fixture.root + "/elsewhere", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: fixture.site + "/linked", withDestinationPath: fixture.root + "/elsewhere")
    let session = try SiteWriterSession(output: fixture.site, mode: .inPlace)
    try session.write([("linked/index.html", Array("through the link".utf8))])
    #expect(throws: SiteWriteError.self) { _ = try session.commit() }
    #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.root + "/elsewhere") == [])
  }
}
