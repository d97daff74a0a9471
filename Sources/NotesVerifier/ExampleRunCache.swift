public import NotesCore

/// What an example's output depends on besides its own source: the cache key covers all of it.
/// Freshness is decided by content hashes only, never by modification times or by a file
/// merely being present.
public struct ExampleCacheContext: Hashable, Sendable {
  /// `ContentHash` of the model sources (ScrollModel, ScrollLayout and the examples' shared
  /// support files).
  public var modelHash: String
  /// The Swift toolchain that compiled the runner (`swift-6.3.1`).
  public var toolchain: String
  /// The generator's version and the runner binary's identity (its build ID), so a rebuilt
  /// runner never reuses results of an older binary.
  public var generator: String

  public init(modelHash: String, toolchain: String, generator: String) {
    self.modelHash = modelHash
    self.toolchain = toolchain
    self.generator = generator
  }

  /// The key of one example: SHA-256 over every input, each length-prefixed so no two
  /// different inputs can run together into the same text.
  public func key(exampleID: String, sourceText: String) -> String {
    key(exampleID: exampleID, sourceHash: SHA256.hex(sourceText))
  }

  /// The key of one example whose source file's text hashes to `sourceHash`
  /// (`SHA256.hex`): a file holds many examples, so it is hashed once, not once for each.
  public func key(exampleID: String, sourceHash: String) -> String {
    var hasher = SHA256()
    for part in ["scrollnotes-example-cache-2", exampleID, sourceHash, modelHash, toolchain, generator] {
      hasher.update("\(part.utf8.count):")
      hasher.update(part)
    }
    return hasher.finalizeHex()
  }
}

/// Outputs of earlier runs, by example id, each with the key it was computed under and the
/// code the site shows for it (the key covers the example's source, so its code is current
/// whenever its output is). Stored as `bytes`, a binary format: a warm build reads it on
/// every run, and parsing its JSON text and cutting each example's code out of its source
/// again cost more than the rest of the example runs' check.
public struct ExampleRunCache: Sendable {
  public struct Entry: Equatable, Sendable {
    public var key: String
    public var code: String
    public var output: JSONValue

    public init(key: String, code: String, output: JSONValue) {
      self.key = key
      self.code = code
      self.output = output
    }
  }

  public internal(set) var entries: [String: Entry] = [:]  // set by init(bytes:) too
  public private(set) var hits = 0
  public private(set) var misses = 0

  public init() {}

  /// The code and output for `exampleID` under `key`: from the cache when the key matches,
  /// otherwise from `run()`, which is then stored.
  public mutating func run(
    exampleID: String, key: String, run: () -> (code: String, output: JSONValue)
  ) -> (code: String, output: JSONValue) {
    if let entry = entries[exampleID], entry.key == key {
      hits += 1
      return (entry.code, entry.output)
    }
    misses += 1
    let fresh = run()
    entries[exampleID] = Entry(key: key, code: fresh.code, output: ExampleRunCache.asStored(fresh.output))
    return fresh
  }

  /// The output as a cache hit gave it when the cache was JSON text (a non-finite number read
  /// back as null, -0 as 0): the binary format keeps a Double's bits, and a hit must give
  /// what it gave before.
  static func asStored(_ output: JSONValue) -> JSONValue {
    (try? JSONValue.parse(output.serialized())) ?? output
  }

  /// Drops entries of examples that no longer exist.
  public mutating func keepOnly(_ ids: Set<String>) {
    entries = entries.filter { ids.contains($0.key) }
  }
}
