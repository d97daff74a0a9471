import NotesCore
@testable import NotesVerifier
import Testing

@Suite struct ExampleCache {
  static let base = ExampleCacheContext(modelHash: "m1", toolchain: "swift-6.3.1-debug", generator: "scrollnotes-verify-1+build.ab")

  @Test func theKeyChangesWithEveryInput() {
    let key = Self.base.key(exampleID: "a.b", sourceText: "let x = 1")
    var model = Self.base
    model.modelHash = "m2"
    var toolchain = Self.base
    toolchain.toolchain = "swift-6.4-debug"
    var generator = Self.base
    generator.generator = "scrollnotes-verify-1+build.cd"
    let variants = [
      model.key(exampleID: "a.b", sourceText: "let x = 1"),
      toolchain.key(exampleID: "a.b", sourceText: "let x = 1"),
      generator.key(exampleID: "a.b", sourceText: "let x = 1"),
      Self.base.key(exampleID: "a.b", sourceText: "let x = 2"),
      Self.base.key(exampleID: "a.c", sourceText: "let x = 1"),
    ]
    for variant in variants { #expect(variant != key) }
    #expect(Set(variants).count == variants.count)
    #expect(Self.base.key(exampleID: "a.b", sourceText: "let x = 1") == key)
  }

  @Test func aSourceFileHashedOnceGivesTheKeyItsTextGives() {
    let text = "// example: a.b\nlet x = 1\n// end example\n"
    #expect(Self.base.key(exampleID: "a.b", sourceHash: SHA256.hex(text)) == Self.base.key(exampleID: "a.b", sourceText: text))
    #expect(Self.base.key(exampleID: "a.b", sourceHash: SHA256.hex(text)) != Self.base.key(exampleID: "a.c", sourceHash: SHA256.hex(text)))
  }

  @Test func partsCannotRunTogether() {
    let a = ExampleCacheContext(modelHash: "ab", toolchain: "c", generator: "g").key(exampleID: "i", sourceText: "s")
    let b = ExampleCacheContext(modelHash: "a", toolchain: "bc", generator: "g").key(exampleID: "i", sourceText: "s")
    #expect(a != b)
  }

  @Test func aMatchingKeyReusesTheOutputAndCodeAndAChangedKeyRunsAgain() {
    var cache = ExampleRunCache()
    var runs = 0
    let first = cache.run(exampleID: "a.b", key: "k1") { runs += 1; return ("let x = 1", .number(1)) }
    #expect(first.code == "let x = 1" && first.output == .number(1))
    // Read back from its own bytes, as the next process would.
    var reread = ExampleRunCache(bytes: cache.bytes)
    let second = reread.run(exampleID: "a.b", key: "k1") { runs += 1; return ("let x = 2", .number(2)) }
    #expect(second.code == "let x = 1" && second.output == .number(1))
    #expect(reread.hits == 1)
    let third = reread.run(exampleID: "a.b", key: "k2") { runs += 1; return ("let x = 3", .number(3)) }
    #expect(third.code == "let x = 3" && third.output == .number(3))
    #expect(runs == 2)
    #expect(reread.misses == 1)
  }

  @Test func anUnreadableCacheIsEmpty() {
    #expect(ExampleRunCache(bytes: []).entries.isEmpty)
    #expect(ExampleRunCache(bytes: Array("not a cache".utf8)).entries.isEmpty)
    // The JSON text of the cache before is another format: ignored, never misread.
    #expect(ExampleRunCache(bytes: Array(JSONCacheReference.text(of: Self.sample.entries).utf8)).entries.isEmpty)
    var otherVersion = Self.sample.bytes
    otherVersion[ExampleRunCache.header.count - 2] = UInt8(ascii: "9")
    #expect(ExampleRunCache(bytes: otherVersion).entries.isEmpty)
  }

  /// A cache of a few entries with every kind of value.
  static let sample: ExampleRunCache = {
    var cache = ExampleRunCache()
    let output: JSONValue = .object([
      "top": 59, "ratio": 0.1, "tiny": 1e-300, "big": 1.5e20, "name": "滚动 \"view\"\n", "on": true, "off": false,
      "none": nil, "list": [1, [2, [3, []]], .object([] as [JSONMember])], "frames": .object(["b": .object(["y": -12.25])]),
    ])
    _ = cache.run(exampleID: "inset.tall", key: String(repeating: "ab", count: 32)) { ("let a = 1\n  // 注释", output) }
    _ = cache.run(exampleID: "a.empty", key: "k") { ("", .array([])) }
    _ = cache.run(exampleID: "zoom.scale", key: "k2") { ("x", .number(-3)) }
    return cache
  }()

  @Test func aTruncatedOrDamagedCacheIsEmptyNeverACrash() {
    let bytes = Self.sample.bytes
    #expect(ExampleRunCache(bytes: bytes).entries == Self.sample.entries)
    for length in 0..<bytes.count {
      #expect(ExampleRunCache(bytes: Array(bytes[..<length])).entries.isEmpty, "cut at \(length)")
    }
    #expect(ExampleRunCache(bytes: bytes + [0]).entries.isEmpty)
    for index in bytes.indices {
      for flip: UInt8 in [0x01, 0x80, 0xFF] {
        var damaged = bytes
        damaged[index] ^= flip
        #expect(ExampleRunCache(bytes: damaged).entries.isEmpty, "byte \(index) ^ \(flip)")
      }
    }
  }

  @Test func malformedContentUnderAMatchingChecksumIsEmptyNeverACrash() {
    // Bodies a checksum would let through if they were written so: huge counts and lengths,
    // unknown kinds, a repeated id, nesting past the limit, trailing bytes.
    func file(_ body: [UInt8]) -> [UInt8] {
      let sum = body.withUnsafeBytes { ExampleRunCache.checksum($0) }
      return ExampleRunCache.header + withUnsafeBytes(of: sum.littleEndian) { Array($0) } + body
    }
    func u32(_ n: UInt32) -> [UInt8] { withUnsafeBytes(of: n.littleEndian) { Array($0) } }
    func string(_ s: String) -> [UInt8] { u32(UInt32(s.utf8.count)) + Array(s.utf8) }
    let entryStart = string("a") + string("k") + string("c")
    #expect(ExampleRunCache(bytes: file(u32(1) + entryStart + [0])).entries["a"] == .init(key: "k", code: "c", output: nil))
    let bodies: [[UInt8]] = [
      u32(.max),
      u32(1) + u32(.max),
      u32(1) + entryStart + [7],
      u32(1) + entryStart + [5] + u32(.max),
      u32(1) + entryStart + [6] + u32(0x7fff_ffff) + string("k"),
      u32(2) + entryStart + [0] + entryStart + [0],
      u32(1) + entryStart + [0, 0],
      u32(1) + entryStart + Array(repeating: 5, count: 600).flatMap { [$0] + u32(1) } + [0],
    ]
    for body in bodies { #expect(ExampleRunCache(bytes: file(body)).entries.isEmpty, "\(body.prefix(40))") }
  }

  @Test func theBinaryCacheGivesWhatTheJSONCacheGave() {
    // The reference is the JSON text the cache was before: a hit gave the output as read back
    // from that text (its numbers printed and parsed again, a non-finite one as null, -0 as 0).
    var random = TestRandom(seed: 18)
    func value(_ depth: Int) -> JSONValue {
      switch random.next() % (depth > 3 ? 4 : 6) {
      case 0: return random.next() % 5 == 0 ? nil : .bool(random.next() % 2 == 0)
      case 1:
        let pick = random.next() % 9
        let specials: [Double] = [.nan, .infinity, -.infinity, -0.0, 0.1 + 0.2, 1e21, 9_007_199_254_740_992 + 2, -1e-7]
        return .number(pick < specials.count ? specials[pick] : Double(random.next() % 20_000 - 10_000) / 8)
      case 2: return .number(Double(random.next() % 1000))
      case 3: return .string(["", "a", "滚动", "tab\tquote\"", "\u{1F600}", "line\nbreak", "\u{7F}\u{0}"][random.next() % 7])
      case 4: return .array((0..<random.next() % 4).map { _ in value(depth + 1) })
      default: return .object((0..<random.next() % 4).map { i in JSONMember(key: "k\(i)", value: value(depth + 1)) })
      }
    }
    for round in 0..<200 {
      var cache = ExampleRunCache()
      var fresh: [String: JSONValue] = [:]
      for i in 0..<(1 + round % 5) {
        let output = value(0)
        fresh["e\(i)"] = output
        let given = cache.run(exampleID: "e\(i)", key: "k\(i)") { ("code \(i)", output) }
        #expect(given.output == output || (given.output.serialized() == output.serialized()), "a miss gives the fresh output")
      }
      let viaJSON = JSONCacheReference.entries(ofText: JSONCacheReference.text(of: fresh.mapValues { ($0, "k") }))
      var reread = ExampleRunCache(bytes: cache.bytes)
      for (id, output) in viaJSON {
        let hit = reread.run(exampleID: id, key: "k" + id.dropFirst()) { ("", nil) }
        #expect(hit.output == output, "round \(round) \(id): \(hit.output.serialized())")
      }
      #expect(reread.hits == viaJSON.count && reread.misses == 0)
    }
  }
  @Test func sha256MatchesKnownVectors() {
    #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(SHA256.hex(String(repeating: "a", count: 1000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
  }

  @Test func sha256GivesOneDigestHoweverTheBytesArriveInPieces() {
    // Whole blocks are compressed in place and partial ones buffered: every split of a
    // 300-byte text (across block edges, one byte at a time, as a lazy sequence) agrees.
    let text = String((0..<300).map { Character(Unicode.Scalar(UInt8(0x21 + $0 % 90))) })
    let bytes = Array(text.utf8)
    let whole = SHA256.hex(text)
    for split in [0, 1, 55, 56, 63, 64, 65, 127, 128, 200, 300] {
      var hasher = SHA256()
      hasher.update(bytes[..<split])
      hasher.update(String(decoding: bytes[split...], as: UTF8.self))
      #expect(hasher.finalizeHex() == whole, "split at \(split)")
    }
    var byteAtATime = SHA256()
    for byte in bytes { byteAtATime.update(CollectionOfOne(byte)) }
    #expect(byteAtATime.finalizeHex() == whole)
    var lazily = SHA256()
    lazily.update(bytes.lazy.map { $0 })
    #expect(lazily.finalizeHex() == whole)
    #expect(SHA256.hex("The quick brown fox jumps over the lazy dog") == "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592")
  }

  @Test func theContentHashCoversPathsAndTexts() {
    let a = ContentHash.of([("A.swift", "x"), ("B.swift", "y")])
    #expect(ContentHash.of([("B.swift", "y"), ("A.swift", "x")]) == a)
    #expect(ContentHash.of([("A.swift", "x"), ("B.swift", "z")]) != a)
    #expect(ContentHash.of([("C.swift", "x"), ("B.swift", "y")]) != a)
  }
}

/// The cache file as it was: JSON text, `{"format": 1, "entries": {id: {"key", "output"}}}`.
/// Kept as the reference the binary format is checked against.
enum JSONCacheReference {
  static func text(of entries: [String: ExampleRunCache.Entry]) -> String {
    text(of: entries.mapValues { ($0.output, $0.key) })
  }

  static func text(of entries: [String: (output: JSONValue, key: String)]) -> String {
    let members = entries.keys.sorted().map { id in
      JSONMember(key: id, value: .object(["key": .string(entries[id]!.key), "output": entries[id]!.output]))
    }
    return JSONValue.object(["format": 1, "entries": .object(members)]).serialized() + "\n"
  }

  /// Id → output, as the old reader read them.
  static func entries(ofText text: String) -> [String: JSONValue] {
    guard let root = try? JSONValue.parse(text), root["format"] == .number(1), let items = root["entries"]?.objectValue else {
      return [:]
    }
    var entries: [String: JSONValue] = [:]
    for item in items {
      guard item.value["key"]?.stringValue != nil, let output = item.value["output"] else { continue }
      entries[item.key] = output
    }
    return entries
  }
}
