import Foundation
import NotesSite
import Testing

@testable import NotesCommandLine

/// `serve` rebuilds when a snapshot of the watched folders differs from the last one: every
/// edit an author can make must change it, and nothing else may.
@Suite struct FolderSnapshotSeesEveryEdit {
  /// A folder of notes with a subfolder, a file reached through a link, and a model folder.
  final class Folders {
    let base = NSTemporaryDirectory() + "snapshot-\(getpid())-\(UUID().uuidString)"
    var content: String { base + "/Content" }
    var model: String { base + "/Model" }
    var watched: [String] { [content, model] }

    init() throws {
      let files = FileManager.default
      try files.createDirectory(atPath: content + "/articles", withIntermediateDirectories: true)
      try files.createDirectory(atPath: model, withIntermediateDirectories: true)
      try files.createDirectory(atPath: base + "/elsewhere", withIntermediateDirectories: true)
      try write("# A\n", to: content + "/a.md")
      try write("# B\n", to: content + "/articles/b.md")
      try write("# Linked\n", to: base + "/elsewhere/linked.md")
      try files.createSymbolicLink(atPath: content + "/linked.md", withDestinationPath: base + "/elsewhere/linked.md")
      try write("let x = 1\n", to: model + "/Model.swift")
    }

    deinit { try? FileManager.default.removeItem(atPath: base) }

    func write(_ text: String, to path: String) throws {
      try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
  }

  @Test func anUnchangedFolderReadsTheSame() throws {
    let folders = try Folders()
    #expect(FolderSnapshot.of(folders: folders.watched) == FolderSnapshot.of(folders: folders.watched))
    // Folders are not items: an empty folder added changes nothing.
    let before = FolderSnapshot.of(folders: folders.watched)
    try FileManager.default.createDirectory(atPath: folders.content + "/empty", withIntermediateDirectories: true)
    #expect(FolderSnapshot.of(folders: folders.watched) == before)
  }

  @Test func hiddenItemsAreNotWatchedAsTheBuildNeverReadsThem() throws {
    let folders = try Folders()
    let before = FolderSnapshot.of(folders: folders.watched)
    // An editor's swap file, an emacs lock (a link that leads nowhere), a hidden folder.
    try folders.write("swap", to: folders.content + "/.a.md.swp")
    try FileManager.default.createSymbolicLink(atPath: folders.content + "/articles/.#b.md", withDestinationPath: "user@host.1234")
    try FileManager.default.createDirectory(atPath: folders.content + "/.git/objects", withIntermediateDirectories: true)
    try folders.write("object", to: folders.content + "/.git/objects/x")
    #expect(FolderSnapshot.of(folders: folders.watched) == before)
  }

  @Test func anEditThatKeepsTheSizeIsSeen() throws {
    let folders = try Folders()
    let before = FolderSnapshot.of(folders: folders.watched)
    try folders.write("# Z\n", to: folders.content + "/articles/b.md")
    #expect(FolderSnapshot.of(folders: folders.watched) != before)
  }

  @Test func aFileAddedRemovedOrRenamedIsSeen() throws {
    let folders = try Folders()
    var before = FolderSnapshot.of(folders: folders.watched)
    try folders.write("# C\n", to: folders.content + "/articles/c.md")
    #expect(FolderSnapshot.of(folders: folders.watched) != before)
    before = FolderSnapshot.of(folders: folders.watched)
    try FileManager.default.moveItem(atPath: folders.content + "/articles/c.md", toPath: folders.content + "/articles/d.md")
    #expect(FolderSnapshot.of(folders: folders.watched) != before)
    before = FolderSnapshot.of(folders: folders.watched)
    try FileManager.default.removeItem(atPath: folders.content + "/articles/d.md")
    #expect(FolderSnapshot.of(folders: folders.watched) != before)
  }

  @Test func aLinkedFileIsWatchedThroughItsLink() throws {
    let folders = try Folders()
    let before = FolderSnapshot.of(folders: folders.watched)
    try folders.write("# Linked, edited\n", to: folders.base + "/elsewhere/linked.md")
    #expect(FolderSnapshot.of(folders: folders.watched) != before)
  }

  @Test func aLinkThatLeadsNowhereIsSeenSoTheBuildCanSaySo() throws {
    let folders = try Folders()
    let before = FolderSnapshot.of(folders: folders.watched)
    try FileManager.default.createSymbolicLink(atPath: folders.content + "/gone.md", withDestinationPath: folders.base + "/nowhere.md")
    let after = FolderSnapshot.of(folders: folders.watched)
    #expect(after != before)
    #expect(after.items.contains { $0.path.hasSuffix("/gone.md") })
  }

  @Test func everyWatchedFolderCountsTheModelToo() throws {
    let folders = try Folders()
    let before = FolderSnapshot.of(folders: folders.watched)
    try folders.write("let x = 2\n", to: folders.model + "/Model.swift")
    #expect(FolderSnapshot.of(folders: folders.watched) != before)
  }

  @Test func itemsAreInByteOrderOfTheirPaths() throws {
    let folders = try Folders()
    let paths = FolderSnapshot.of(folders: folders.watched).items.map(\.path)
    #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    #expect(paths.count == 4)
  }

  /// Later than any file of the test: every file reads as settled.
  static let muchLater = FileStat.now() + 60 * 1_000_000_000

  /// A snapshot as it would read had the edit kept every file's signature (within one tick
  /// of the file system's clock it can; a test cannot set the change time back).
  static func withSignatures(of reference: FolderSnapshot, _ snapshot: FolderSnapshot) -> FolderSnapshot {
    var snapshot = snapshot
    for i in snapshot.items.indices { snapshot.items[i].stat = reference.items[i].stat }
    return snapshot
  }

  @Test func anEditThatKeepsTheSignatureIsSeenByItsBytes() throws {
    let folders = try Folders()
    let path = folders.content + "/a.md"
    let before = FolderSnapshot.of(folders: folders.watched)
    // Just written, so read by content.
    #expect(before.items.first { $0.path == path }?.content != nil)
    #expect(Self.withSignatures(of: before, FolderSnapshot.of(folders: folders.watched, after: before)) == before)
    try folders.write("# Q\n", to: path)
    #expect(Self.withSignatures(of: before, FolderSnapshot.of(folders: folders.watched, after: before)) != before)
    // Once the file has settled, the snapshot after a racy one reads it once more…
    let settled = FolderSnapshot.of(folders: folders.watched, after: before, taken: Self.muchLater)
    #expect(settled.items.first { $0.path == path }?.content != nil)
    #expect(Self.withSignatures(of: before, settled) != before)
    // …and the one after that goes by the signature alone.
    let next = FolderSnapshot.of(folders: folders.watched, after: settled, taken: Self.muchLater)
    #expect(next.items.allSatisfy { $0.content == nil })
    #expect(next == settled)
  }

  /// A named pipe just made is racy, but is never opened for its bytes: that would wait for
  /// a writer forever.
  @Test func aNamedPipeInTheFolderNeitherHangsNorIsRead() throws {
    let folders = try Folders()
    #expect(mkfifo(folders.content + "/pipe.md", 0o644) == 0)
    let snapshot = FolderSnapshot.of(folders: folders.watched)
    let pipe = try #require(snapshot.items.first { $0.path.hasSuffix("/pipe.md") })
    #expect(pipe.racy && pipe.content == nil)
  }

  @Test func settledFilesAreNotRead() throws {
    let folders = try Folders()
    let snapshot = FolderSnapshot.of(folders: folders.watched, taken: Self.muchLater)
    #expect(snapshot.items.allSatisfy { !$0.racy && $0.content == nil })
  }
}
