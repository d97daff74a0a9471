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
    // Named package-relative (`Sources/ScrollExamples/…`, as pages link them), read from
    // beside the model folders, so a build run from another folder with absolute `--model`
    // paths still shows each example's code.
    let exampleSources = sources(under: examplesFolder(besides: modelFolders)).map { source in
      (file: "Sources/ScrollExamples/" + (source.file.split(separator: "/").last.map(String.init) ?? source.file), text: source.text)
    }
    if exampleSources.isEmpty, !examples.isEmpty {
      printError("warning: no example sources found beside \(modelFolders.first ?? "the model"); example pages will show no code")
    }
    // Files of the examples module without example markers are shared support code: they
    // count as model input for every example.
    let support = exampleSources.filter { !ByteScan.contains("// example:", in: $0.text) }
    let texts = Dictionary(exampleSources.map { ($0.file, $0.text) }, uniquingKeysWith: { a, _ in a })
    // The examples' own files are hashed (each once: a file holds many examples) and the
    // cache is read on a second thread while this one reads and hashes the model: a build
    // waits for all three, and they take about the same time.
    let files = Set(examples.map(\.sourceFile))
    let besides = Background { () -> (sources: [String: (text: String, hash: String)], cache: ExampleRunCache) in
      var sources: [String: (text: String, hash: String)] = [:]
      for file in files {
        let text = texts[file] ?? (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        sources[file] = (text, SHA256.hex(text))
      }
      let cache = cachePath.flatMap { try? SiteInput.readRegularFile($0) }.map { ExampleRunCache(bytes: $0) }
      return (sources, cache ?? ExampleRunCache())
    }
    let model = modelFolders.flatMap { sources(under: $0) } + support
    let modelHash = ContentHash.of(model)
    let context = ExampleCacheContext(modelHash: modelHash, toolchain: RunnerIdentity.toolchain, generator: RunnerIdentity.generator)

    let (exampleFiles, read) = besides.value
    var cache = read
    var runs: [NotesVerifier.ExampleRun] = []
    var regions: [String: [String: [String]]] = [:]  // file → id → regions, each file read once, and only on a miss
    for example in examples {
      let source = exampleFiles[example.sourceFile]!
      let key = context.key(exampleID: example.id, sourceHash: source.hash)
      let found = cache.run(exampleID: example.id, key: key) {
        if regions[example.sourceFile] == nil { regions[example.sourceFile] = ExampleSource.regionsByID(in: source.text) }
        return (regions[example.sourceFile]?[example.id]?.first ?? "", example.run().json)
      }
      runs.append(NotesVerifier.ExampleRun(
        id: example.id, titleEn: example.titleEn, titleZh: example.titleZh, apis: example.apis, sourceFile: example.sourceFile,
        code: found.code, output: found.output))
    }
    cache.keepOnly(Set(examples.map(\.id)))
    if let cachePath, cache.misses > 0 || cache.entries.count != examples.count { store(cache.bytes, at: cachePath) }
    return Result(runs: runs, hits: cache.hits, misses: cache.misses, modelHash: modelHash)
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

  /// `*.swift` under `folder`, paths starting with `folder`, sorted by bytes.
  static func sources(under folder: String) -> [(file: String, text: String)] {
    var found: [(String, String)] = []
    for item in FolderListing.items(under: folder) {
      guard item.hasSuffix(".swift"), !item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
      let path = folder + "/" + item
      if let bytes = try? SiteInput.readRegularFile(path) { found.append((path, String(decoding: bytes, as: UTF8.self))) }
    }
    return found.sorted { UTF8Order.precedes($0.0, $1.0) }
  }

  /// Writes the cache through a temporary file and a rename, so a killed run never leaves a
  /// half-written cache. Failing to write only costs a rerun next time.
  static func store(_ bytes: [UInt8], at path: String) {
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}
