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

/// Outputs of earlier runs, by example id, each with the key it was computed under.
public struct ExampleRunCache: Sendable {
  public struct Entry: Equatable, Sendable {
    public var key: String
    public var output: JSONValue
  }

  public private(set) var entries: [String: Entry] = [:]
  public private(set) var hits = 0
  public private(set) var misses = 0

  public init() {}

  /// Reads the cache file's text; anything unreadable is an empty cache (it only costs a rerun).
  public init(text: String) {
    guard let root = try? JSONValue.parse(text), root["format"] == .number(1), let items = root["entries"]?.objectValue else {
      return
    }
    for item in items {
      guard let key = item.value["key"]?.stringValue, let output = item.value["output"] else { continue }
      entries[item.key] = Entry(key: key, output: output)
    }
  }

  /// The output for `exampleID` under `key`: from the cache when the key matches, otherwise
  /// from `run()`, which is then stored.
  public mutating func output(exampleID: String, key: String, run: () -> JSONValue) -> JSONValue {
    if let entry = entries[exampleID], entry.key == key {
      hits += 1
      return entry.output
    }
    misses += 1
    let output = run()
    entries[exampleID] = Entry(key: key, output: output)
    return output
  }

  /// Drops entries of examples that no longer exist.
  public mutating func keepOnly(_ ids: Set<String>) {
    entries = entries.filter { ids.contains($0.key) }
  }

  /// The cache file's text, entries in id order (stable bytes).
  public var text: String {
    let members = entries.keys.sorted().map { id in
      JSONMember(key: id, value: .object(["key": .string(entries[id]!.key), "output": entries[id]!.output]))
    }
    return JSONValue.object(["format": 1, "entries": .object(members)]).serialized() + "\n"
  }
}
