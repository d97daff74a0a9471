import Foundation
import NotesCore
import NotesSite
import NotesVerifier
import ScrollExamples

/// Runs the registered examples for `build` and `verify`, reusing earlier outputs whose cache
/// key (content hashes of the model, the example's source, the toolchain and the runner) is
/// unchanged. The cache is a single file under `.build/scrollnotes-cache/`.
enum ExampleRuns {
  /// Binary since format 1 of `ExampleRunCache.bytes` (the JSON text it replaced was
  /// `examples.json`, which is left alone and never read).
  static let cacheFile = ".build/scrollnotes-cache/example-runs-1.bin"

  struct Result {
    var runs: [NotesVerifier.ExampleRun]
    var hits: Int
    var misses: Int
    var modelHash: String
  }

  static func run(modelFolders: [String], examples: [Example] = ExampleRegistry.all, cachePath: String? = cacheFile) -> Result {
    // The cache is read on a second thread while this one hashes the sources (or finds
    // their hashes remembered): a build waits for both.
    let stored = Background { cachePath.flatMap { try? SiteInput.readRegularFile($0) }.map { ExampleRunCache(bytes: $0) } ?? ExampleRunCache() }
    let folder = examplesFolder(besides: modelFolders)
    let (hashes, texts, examplePaths) = sourceHashes(
      modelFolders: modelFolders, examplesFolder: folder, files: Set(examples.map(\.sourceFile)), memo: cachePath.map { $0 + ".inputs" })
    if examplePaths.isEmpty, !examples.isEmpty {
      printError("warning: no example sources found beside \(modelFolders.first ?? "the model"); example pages will show no code")
    }
    let context = ExampleCacheContext(modelHash: hashes.model, toolchain: RunnerIdentity.toolchain, generator: RunnerIdentity.generator)

    var cache = stored.value
    var runs: [NotesVerifier.ExampleRun] = []
    var regions: [String: [String: [String]]] = [:]  // file → id → regions, each file read once, and only on a miss
    for example in examples {
      let key = context.key(exampleID: example.id, sourceHash: hashes.files[example.sourceFile]!)
      let found = cache.run(exampleID: example.id, key: key) {
        if regions[example.sourceFile] == nil {
          regions[example.sourceFile] = ExampleSource.regionsByID(in: texts[example.sourceFile] ?? sourceText(example.sourceFile, among: examplePaths))
        }
        return (regions[example.sourceFile]?[example.id]?.first ?? "", example.run().json)
      }
      runs.append(NotesVerifier.ExampleRun(
        id: example.id, titleEn: example.titleEn, titleZh: example.titleZh, apis: example.apis, sourceFile: example.sourceFile,
        code: found.code, output: found.output))
    }
    cache.keepOnly(Set(examples.map(\.id)))
    if let cachePath, cache.misses > 0 || cache.entries.count != examples.count { store(cache.bytes, at: cachePath) }
    return Result(runs: runs, hits: cache.hits, misses: cache.misses, modelHash: hashes.model)
  }

  /// What the examples' cache keys are made of: the model's hash (its sources and the
  /// examples' support files) and each example source file's hash, by its package-relative name.
  struct SourceHashes: Equatable {
    var model: String
    var files: [String: String]

    /// As JSON: `{"model": hash, "files": {name: hash, …}}`.
    var encoded: [UInt8] {
      let members = files.keys.sorted(by: UTF8Order.precedes).map { JSONMember(key: $0, value: .string(files[$0]!)) }
      return Array(JSONValue.object([JSONMember(key: "model", value: .string(model)), JSONMember(key: "files", value: .object(members))]).serialized().utf8)
    }

    init(model: String, files: [String: String]) {
      self.model = model
      self.files = files
    }

    init?(encoded: [UInt8]) {
      guard let json = try? JSONValue.parse(bytes: encoded), let model = json["model"]?.stringValue, let members = json["files"]?.objectValue
      else { return nil }
      self.model = model
      files = [:]
      for member in members {
        guard let hash = member.value.stringValue else { return nil }
        files[member.key] = hash
      }
    }
  }

  /// The sources' hashes, the example sources' texts when they were read, and the examples
  /// folder's files. Remembered beside the cache (`memo`, an `InputMemo`) with every
  /// source's signature, so a build whose sources kept theirs lists and `stat`s them instead
  /// of reading and hashing about a hundred files (the model twice over: the site reads it
  /// for its own use).
  static func sourceHashes(modelFolders: [String], examplesFolder: String, files: Set<String>, memo: String?) -> (
    hashes: SourceHashes, texts: [String: String], examplePaths: [String]
  ) {
    let modelPaths = modelFolders.flatMap { swiftFiles(under: $0) }
    let examplePaths = swiftFiles(under: examplesFolder)
    // Named package-relative (`Sources/ScrollExamples/…`, as pages link them), read from
    // beside the model folders, so a build run from another folder with absolute `--model`
    // paths still shows each example's code. An example whose file is not there is read
    // from its own name.
    let listed = Set(examplePaths.map(packageName))
    let inputs = modelPaths + examplePaths + files.filter { !listed.contains($0) }.sorted(by: UTF8Order.precedes)
    var hashes: SourceHashes?
    var texts: [String: String] = [:]
    _ = InputMemo.value(
      files: inputs, memo: memo,
      accepts: { remembered in
        hashes = SourceHashes(encoded: remembered).flatMap { found in files.allSatisfy { found.files[$0] != nil } ? found : nil }
        return hashes != nil
      },
      make: {
        let exampleSources = read(examplePaths).map { (file: packageName($0.file), text: $0.text) }
        // Files of the examples module without example markers are shared support code:
        // they count as model input for every example.
        let support = exampleSources.filter { !ByteScan.contains("// example:", in: $0.text) }
        texts = Dictionary(exampleSources.map { ($0.file, $0.text) }, uniquingKeysWith: { a, _ in a })
        var fileHashes: [String: String] = [:]
        for file in files { fileHashes[file] = SHA256.hex(texts[file] ?? sourceText(file, among: examplePaths)) }
        let made = SourceHashes(model: ContentHash.of(read(modelPaths) + support), files: fileHashes)
        hashes = made
        return made.encoded
      })
    return (hashes!, texts, examplePaths)
  }

  /// `Sources/ScrollExamples/<name>` for a file of the examples folder.
  static func packageName(_ path: String) -> String {
    "Sources/ScrollExamples/" + (path.split(separator: "/").last.map(String.init) ?? path)
  }

  /// An example source file's text read on its own, the one `texts` would hold: the first
  /// readable file of the examples folder (in byte order) with its package name, else the
  /// file at its name.
  static func sourceText(_ file: String, among examplePaths: [String]) -> String {
    for path in examplePaths where packageName(path) == file {
      if let bytes = try? SiteInput.readRegularFile(path) { return String(decoding: bytes, as: UTF8.self) }
    }
    return (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
  }

  /// `ScrollExamples` next to the first model folder (`Sources/ScrollModel` →
  /// `Sources/ScrollExamples`), or the package-relative folder when that is not there.
  static func examplesFolder(besides modelFolders: [String]) -> String {
    guard let first = modelFolders.first else { return "Sources/ScrollExamples" }
    let trimmed = first.hasSuffix("/") ? String(first.dropLast()) : first
    let parent = trimmed.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    let candidate = (parent.isEmpty ? "" : parent + "/") + "ScrollExamples"
    var isFolder: ObjCBool = false
    return FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder) && isFolder.boolValue
      ? candidate : "Sources/ScrollExamples"
  }

  /// The paths of `*.swift` under `folder` (none inside a hidden folder), starting with
  /// `folder`, sorted by bytes.
  static func swiftFiles(under folder: String) -> [String] {
    FolderListing.items(under: folder)
      .filter { $0.hasSuffix(".swift") && !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
      .map { folder + "/" + $0 }.sorted(by: UTF8Order.precedes)
  }

  /// The texts of the readable files of `paths`, in their order.
  static func read(_ paths: [String]) -> [(file: String, text: String)] {
    paths.compactMap { path in (try? SiteInput.readRegularFile(path)).map { (path, String(decoding: $0, as: UTF8.self)) } }
  }

  /// Writes the cache through a temporary file and a rename, so a killed run never leaves a
  /// half-written cache. Failing to write only costs a rerun next time.
  static func store(_ bytes: [UInt8], at path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
