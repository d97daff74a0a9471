import Foundation
import NotesCore
import NotesSite
import NotesVerifier
import ScrollExamples
import Testing

@testable import NotesCommandLine

/// The example runs' cache (`ExampleRuns.run`): what a build gets from it is what it got
/// before the cache became binary and kept each example's code, and every input of an
/// example's key still runs it again when it changes.
@Suite(.serialized) struct ExampleRunsCache {
  static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  /// A temporary folder, removed after `body`.
  static func inTemporaryFolder(_ body: (String) throws -> Void) throws {
    let folder = NSTemporaryDirectory() + "example-runs-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }

  /// A copy of the model's and the examples' sources under `folder`: the model folders.
  static func copyOfTheModelAndExamples(in folder: String) throws -> [String] {
    for name in ["ScrollModel", "ScrollLayout", "ScrollExamples"] {
      try FileManager.default.copyItem(atPath: package + "/Sources/" + name, toPath: folder + "/Sources/" + name)
    }
    return [folder + "/Sources/ScrollModel", folder + "/Sources/ScrollLayout"]
  }

  /// Runs as a cache hit gives them back: each output read back from its JSON text.
  static func asCached(_ runs: [NotesVerifier.ExampleRun]) -> [NotesVerifier.ExampleRun] {
    runs.map { fresh in
      var asCached = fresh
      asCached.output = try! JSONValue.parse(fresh.output.serialized())
      return asCached
    }
  }

  /// The runs as the build made them before (the reference): the output a hit read back
  /// from the JSON text cache, and the code cut out of the example's source on every run.
  static func referenceRuns(_ examples: [Example], examplesFolder: String) throws -> [NotesVerifier.ExampleRun] {
    var regions: [String: [String: [String]]] = [:]
    return try examples.map { example in
      let name = String(example.sourceFile.split(separator: "/").last!)
      if regions[name] == nil {
        regions[name] = ExampleSource.regionsByID(in: try String(contentsOfFile: examplesFolder + "/" + name, encoding: .utf8))
      }
      let output = try JSONValue.parse(example.run().json.serialized())
      return NotesVerifier.ExampleRun(
        id: example.id, titleEn: example.titleEn, titleZh: example.titleZh, apis: example.apis, sourceFile: example.sourceFile,
        code: regions[name]?[example.id]?.first ?? "", output: output)
    }
  }

  @Test func everyRealExampleRunsAndReadsBackAsTheJSONCacheGaveIt() throws {
    try Self.inTemporaryFolder { folder in
      let model = ["Sources/ScrollModel", "Sources/ScrollLayout"].map { Self.package + "/" + $0 }
      let cache = folder + "/cache/example-runs.bin"
      let reference = try Self.referenceRuns(ExampleRegistry.all, examplesFolder: Self.package + "/Sources/ScrollExamples")
      let first = ExampleRuns.run(modelFolders: model, cachePath: cache)
      #expect(first.misses == ExampleRegistry.all.count && first.hits == 0)
      let second = ExampleRuns.run(modelFolders: model, cachePath: cache)
      #expect(second.hits == ExampleRegistry.all.count && second.misses == 0)
      #expect(second.runs == reference)
      // The fresh runs show the same code; their outputs are the reference's before printing.
      #expect(first.runs.map(\.code) == reference.map(\.code))
      #expect(first.runs.map { $0.output.serialized() } == reference.map { $0.output.serialized() })
      // Written through a temporary file and a rename: nothing else is left beside it but
      // the sources' hashes remembered with their signatures.
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/cache").sorted() == ["example-runs.bin", "example-runs.bin.inputs"])
    }
  }

  @Test func aChangedModelSourceOrSupportFileRunsWhatDependsOnItAgain() throws {
    try Self.inTemporaryFolder { folder in
      let files = FileManager.default
      let model = try Self.copyOfTheModelAndExamples(in: folder)
      let examplesFolder = folder + "/Sources/ScrollExamples"
      // Examples of two source files.
      let byFile = Dictionary(grouping: ExampleRegistry.all, by: \.sourceFile)
      let (edited, other) = (byFile.keys.sorted()[0], byFile.keys.sorted()[1])
      let examples = byFile[edited]! + byFile[other]!
      let cache = folder + "/example-runs.bin"
      func run() -> ExampleRuns.Result { ExampleRuns.run(modelFolders: model, examples: examples, cachePath: cache) }
      func append(_ text: String, to path: String) throws {
        guard let handle = FileHandle(forWritingAtPath: path) else { throw CocoaError(.fileNoSuchFile) }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
      }

      #expect(run().misses == examples.count)
      #expect(run().hits == examples.count)
      // An example's source: the examples of that file run again, with the code it now shows.
      let editedPath = examplesFolder + "/" + edited.split(separator: "/").last!
      try append("\n// changed\n", to: editedPath)
      let afterSource = run()
      #expect(afterSource.misses == byFile[edited]!.count && afterSource.hits == byFile[other]!.count)
      #expect(run().hits == examples.count)
      // The model: everything runs again.
      try append("\n// changed\n", to: model[0] + "/" + (try #require(files.contentsOfDirectory(atPath: model[0]).sorted().first { $0.hasSuffix(".swift") })))
      #expect(run().misses == examples.count)
      #expect(run().hits == examples.count)
      // A support file of the examples (one without example markers) counts as model.
      let names = try files.contentsOfDirectory(atPath: examplesFolder).sorted().filter { $0.hasSuffix(".swift") }
      let texts = try names.map { try String(contentsOfFile: examplesFolder + "/" + $0, encoding: .utf8) }
      let support = try #require(names.indices.first { !texts[$0].contains("// example:") }.map { names[$0] })
      try append("\n// changed\n", to: examplesFolder + "/" + support)
      #expect(run().misses == examples.count)
      // What the runs give after all that is what a run without any cache gives.
      let cached = run()
      #expect(cached.hits == examples.count)
      #expect(cached.runs == Self.asCached(ExampleRuns.run(modelFolders: model, examples: examples, cachePath: nil).runs))
      #expect(cached.runs.first { $0.sourceFile == edited }?.code == (try Self.referenceRuns(byFile[edited]!, examplesFolder: examplesFolder)).first?.code)
    }
  }

  @Test func theSourcesHashesAreRememberedWhileTheSourcesKeepTheirSignatures() throws {
    try Self.inTemporaryFolder { folder in
      let files = FileManager.default
      let model = try Self.copyOfTheModelAndExamples(in: folder)
      let examples = Array(ExampleRegistry.all.prefix(3))
      let cache = folder + "/example-runs.bin"
      let memo = cache + ".inputs"
      func run() -> ExampleRuns.Result { ExampleRuns.run(modelFolders: model, examples: examples, cachePath: cache) }
      let first = run()
      // Stored with the signatures, though the copies are too new for it to be trusted yet.
      let stored = try #require(InputMemo.read(memo))
      let hashes = try #require(ExampleRuns.SourceHashes(encoded: stored.value))
      #expect(hashes.model == first.modelHash)
      #expect(Set(hashes.files.keys) == Set(examples.map(\.sourceFile)))
      #expect(run().hits == examples.count)
      // Trusted once the signatures were taken well after the sources changed: its hashes
      // make the keys, whatever they say (so the sources were not read).
      func plant() throws {
        var planted = try #require(InputMemo.read(memo))
        planted.taken = FileStat.now() + 3_000_000_000
        planted.value = ExampleRuns.SourceHashes(model: "planted", files: hashes.files).encoded
        planted.store(at: memo)
      }
      try plant()
      let fromMemo = run()
      #expect(fromMemo.modelHash == "planted" && fromMemo.misses == examples.count)
      #expect(fromMemo.runs == Self.asCached(ExampleRuns.run(modelFolders: model, examples: examples, cachePath: nil).runs))
      // An edited source changes its signature: the hashes are worked out from the bytes again.
      try plant()
      let modelFile = try #require(files.contentsOfDirectory(atPath: model[0]).sorted().first { $0.hasSuffix(".swift") })
      try ("\n// changed\n" + String(contentsOfFile: model[0] + "/" + modelFile, encoding: .utf8)).write(
        toFile: model[0] + "/" + modelFile, atomically: false, encoding: .utf8)
      let edited = run()
      #expect(edited.modelHash == ExampleRuns.run(modelFolders: model, examples: examples, cachePath: nil).modelHash)
      #expect(edited.modelHash != first.modelHash && edited.modelHash != "planted")
      // Asking for an example of a file the memo has no hash for works it out too.
      try plant()
      let others = ExampleRegistry.all.filter { !Set(examples.map(\.sourceFile)).contains($0.sourceFile) }.prefix(1)
      #expect(ExampleRuns.run(modelFolders: model, examples: Array(others), cachePath: cache).modelHash == edited.modelHash)
    }
  }

  @Test func anExampleInAFolderOfTheExamplesShowsItsCodeWhenItsHashWasRemembered() throws {
    try Self.inTemporaryFolder { folder in
      let model = try Self.copyOfTheModelAndExamples(in: folder)
      let examples = Array(ExampleRegistry.all.prefix(2))
      let name = try #require(examples[0].sourceFile.split(separator: "/").last.map(String.init))
      let examplesFolder = folder + "/Sources/ScrollExamples"
      try FileManager.default.createDirectory(atPath: examplesFolder + "/More", withIntermediateDirectories: true)
      try FileManager.default.moveItem(atPath: examplesFolder + "/" + name, toPath: examplesFolder + "/More/" + name)
      // A line in the moved file's first region, so its code is not the package's.
      let moved = examplesFolder + "/More/" + name
      let text = try String(contentsOfFile: moved, encoding: .utf8)
      let end = try #require(text.range(of: "// end example"))
      try (text[..<end.lowerBound] + "// moved into a folder\n" + text[end.lowerBound...]).write(toFile: moved, atomically: false, encoding: .utf8)
      let cache = folder + "/example-runs.bin"
      let fresh = ExampleRuns.run(modelFolders: model, examples: examples, cachePath: cache)
      #expect(fresh.runs.contains { $0.code.contains("// moved into a folder") })
      // The hashes remembered and trusted, the runs' cache gone: every example runs again
      // and reads its code on its own, from where the hashes were made.
      var memo = try #require(InputMemo.read(cache + ".inputs"))
      memo.taken = FileStat.now() + 3_000_000_000
      memo.store(at: cache + ".inputs")
      try FileManager.default.removeItem(atPath: cache)
      let again = ExampleRuns.run(modelFolders: model, examples: examples, cachePath: cache)
      #expect(again.misses == examples.count)
      #expect(again.runs.map(\.code) == fresh.runs.map(\.code))
    }
  }

  @Test func aDamagedOrOldCacheFileRunsEverythingAgainAndIsReplaced() throws {
    try Self.inTemporaryFolder { folder in
      let model = ["Sources/ScrollModel", "Sources/ScrollLayout"].map { Self.package + "/" + $0 }
      let examples = Array(ExampleRegistry.all.prefix(6))
      let cache = folder + "/example-runs.bin"
      func run() -> ExampleRuns.Result { ExampleRuns.run(modelFolders: model, examples: examples, cachePath: cache) }
      let fresh = run().runs
      let bytes = try #require(FileManager.default.contents(atPath: cache))
      let damages: [Data] = [
        bytes.prefix(bytes.count / 2), bytes.prefix(40), Data(), Data(repeating: 0, count: bytes.count),
        Data(String(decoding: bytes, as: UTF8.self).utf8.reversed()),
        Data("{\"format\": 1, \"entries\": {}}\n".utf8),
      ]
      for damaged in damages {
        try damaged.write(to: URL(fileURLWithPath: cache))
        let again = run()
        #expect(again.misses == examples.count && again.runs == fresh)
        #expect(run().hits == examples.count, "the damaged file was replaced")
      }
    }
  }
}
