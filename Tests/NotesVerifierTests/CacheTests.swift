import NotesCore
import NotesVerifier
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

  @Test func aMatchingKeyReusesTheOutputAndAChangedKeyRunsAgain() {
    var cache = ExampleRunCache()
    var runs = 0
    let first = cache.output(exampleID: "a.b", key: "k1") { runs += 1; return .number(1) }
    #expect(first == .number(1))
    // Read back from its own text, as the next process would.
    var reread = ExampleRunCache(text: cache.text)
    let second = reread.output(exampleID: "a.b", key: "k1") { runs += 1; return .number(2) }
    #expect(second == .number(1))
    #expect(reread.hits == 1)
    let third = reread.output(exampleID: "a.b", key: "k2") { runs += 1; return .number(3) }
    #expect(third == .number(3))
    #expect(runs == 2)
    #expect(reread.misses == 1)
  }

  @Test func anUnreadableCacheIsEmpty() {
    #expect(ExampleRunCache(text: "not json").entries.isEmpty)
    #expect(ExampleRunCache(text: "{\"format\": 99, \"entries\": {}}").entries.isEmpty)
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
