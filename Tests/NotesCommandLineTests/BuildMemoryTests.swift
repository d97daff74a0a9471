import Foundation
import Testing

@testable import NotesCommandLine

/// `serve` reads the last build's cache back while it waits for an edit (`BuildMemory`), so
/// its rebuild starts with the cache decoded. That rebuild must write what a rebuild that
/// reads the cache then writes, and a cache another build replaced meanwhile is read again.
@Suite(.serialized) struct ARebuildFromTheCacheReadAheadWritesWhatAnyRebuildWrites {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
  static let model = [root + "/Sources/ScrollModel", root + "/Sources/ScrollLayout"]

  /// A copy of this repository's notes, and two sites built from it: one as serve builds
  /// it (with a memory), one as `scrollnotes build` does.
  final class Workspace {
    let folder = NSTemporaryDirectory() + "build-memory-\(getpid())-\(UUID().uuidString)"
    var content: String { folder + "/Content" }
    var served: String { folder + "/served" }
    var built: String { folder + "/built" }
    let memory = BuildMemory()

    init() throws {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try FileManager.default.copyItem(atPath: ARebuildFromTheCacheReadAheadWritesWhatAnyRebuildWrites.root + "/Content", toPath: content)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func build(_ output: String, memory: BuildMemory? = nil) throws -> String {
      try outcome(output, memory: memory).summary
    }

    func outcome(_ output: String, memory: BuildMemory? = nil) throws -> SiteBuild.Outcome {
      try SiteBuild(content: content, output: output, model: ARebuildFromTheCacheReadAheadWritesWhatAnyRebuildWrites.model)
        .run(memory: memory)
    }

    /// Appends a paragraph to one note, as an author adds a sentence.
    func edit(_ text: String) throws {
      let note = content + "/UIScrollView.md"
      let handle = try #require(FileHandle(forWritingAtPath: note))
      handle.seekToEndOfFile()
      handle.write(Data("\n\(text)\n".utf8))
      handle.closeFile()
    }

    /// Every file of a site, by path.
    func files(_ site: String) -> [String: Data] {
      var found: [String: Data] = [:]
      for case let path as String in FileManager.default.enumerator(atPath: site)! {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: site + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
          found[path] = FileManager.default.contents(atPath: site + "/" + path)
        }
      }
      return found
    }
  }

  @Test func theCacheReadAheadIsUsedAndTheSiteIsTheSame() throws {
    let workspace = try Workspace()
    _ = try workspace.build(workspace.served, memory: workspace.memory)
    _ = try workspace.build(workspace.built)
    for round in 1...2 {
      workspace.memory.readAhead(forOutput: workspace.served)
      try workspace.edit("An edit, round \(round).")
      let served = try workspace.build(workspace.served, memory: workspace.memory)
      let built = try workspace.build(workspace.built)
      #expect(served.contains("1 of ") && built.contains("1 of "), "both rebuilt one file: \(served) / \(built)")
      #expect(workspace.memory.readAheadsUsed == round)
      #expect(workspace.files(workspace.served) == workspace.files(workspace.built))
    }
  }

  @Test func aCacheReplacedAfterItWasReadAheadIsReadAgain() throws {
    let workspace = try Workspace()
    _ = try workspace.build(workspace.served, memory: workspace.memory)
    _ = try workspace.build(workspace.built)
    workspace.memory.readAhead(forOutput: workspace.served)
    // Another build of the same site beside serve: the cache read ahead is out of date.
    try workspace.edit("An edit serve did not build.")
    _ = try workspace.build(workspace.served)
    try workspace.edit("And one it does.")
    let served = try workspace.build(workspace.served, memory: workspace.memory)
    #expect(served.contains("1 of "), "\(served)")
    #expect(workspace.memory.readAheadsUsed == 0)
    _ = try workspace.build(workspace.built)
    #expect(workspace.files(workspace.served) == workspace.files(workspace.built))
  }

  /// serve stores a rebuild's cache after the reload; a build of the same site that ran in
  /// between keeps its own (its rebuild then goes on from it).
  @Test func aCacheStoredByAnotherBuildBeforeServeStoresItsOwnStands() throws {
    let workspace = try Workspace()
    _ = try workspace.build(workspace.served, memory: workspace.memory)
    workspace.memory.readAhead(forOutput: workspace.served)
    try workspace.edit("Built by serve.")
    #expect(try workspace.build(workspace.served, memory: workspace.memory).contains("1 of "))
    // Before serve stores that rebuild's cache, another build of the site stores its own.
    try workspace.edit("Built beside serve.")
    _ = try workspace.build(workspace.served)
    workspace.memory.readAhead(forOutput: workspace.served)
    try workspace.edit("Built by serve again.")
    let served = try workspace.build(workspace.served, memory: workspace.memory)
    #expect(served.contains("1 of "), "\(served)")
    #expect(workspace.memory.readAheadsUsed == 2)
    _ = try workspace.build(workspace.built)
    #expect(workspace.files(workspace.served) == workspace.files(workspace.built))
  }

  /// `serve` reloads open pages only when a build changed the site.
  @Test func aBuildSaysWhetherItChangedTheSite() throws {
    let workspace = try Workspace()
    #expect(try workspace.outcome(workspace.built).wroteFiles)
    #expect(try !workspace.outcome(workspace.built).wroteFiles)
    // Saved again unchanged (a new signature, the same bytes): nothing to write.
    let note = workspace.content + "/UIScrollView.md"
    try #require(FileManager.default.contents(atPath: note)).write(to: URL(fileURLWithPath: note))
    #expect(try !workspace.outcome(workspace.built).wroteFiles)
    try workspace.edit("A sentence more.")
    #expect(try workspace.outcome(workspace.built).wroteFiles)
  }
}
