import Foundation
import NotesBook
import NotesCore
import NotesHTML
@testable import NotesSite
import NotesVerifier
import Testing

@Suite struct BuildCaching {
  func key(
    tool: String = "1", folder: String = "Content", model: String = "struct A {}", output: String = "0",
    module: [UInt8]? = [1, 2]
  ) -> Fingerprint {
    let run = ExampleRun(
      id: "inset.demo", titleEn: "Demo", titleZh: "演示", apis: ["UIScrollView.contentInset"], sourceFile: "Demo.swift", code: "let a = 1",
      output: .object([JSONMember(key: "top", value: .number(Double(output) ?? 0))]))
    return BuildCache.siteKey(
      toolIdentity: tool, contentFolder: folder, modelSources: [("M.swift", model)], examples: [run],
      playgroundModule: module)
  }

  @Test func siteKeyIsStableAndSeesEveryWholeSiteInput() {
    #expect(key() == key())
    #expect(key(tool: "2") != key())
    #expect(key(folder: "Notes") != key())
    #expect(key(model: "struct B {}") != key())
    #expect(key(output: "1") != key())
    #expect(key(module: [1, 3]) != key())
    #expect(key(module: nil) != key())
  }

  /// The key takes an example's output by its shape, strings and numbers: any two outputs
  /// whose JSON text differs give different keys, and equal outputs equal ones.
  @Test func siteKeyTellsApartExampleOutputsWhoseTextDiffers() {
    func key(_ output: JSONValue) -> Fingerprint {
      let run = ExampleRun(id: "a.b", titleEn: "A", titleZh: "甲", apis: [], sourceFile: "A.swift", code: "", output: output)
      return BuildCache.siteKey(toolIdentity: "1", contentFolder: "C", modelSources: [], examples: [run], playgroundModule: nil)
    }
    let outputs: [JSONValue] = [
      .null, .bool(false), .bool(true), .number(0), .number(-0.0), .number(1), .number(1.5), .number(0.1 + 0.2), .string(""),
      .string("1"), .string("内容"), .array([]), .array([.null]), .array([.array([])]), .array([.string("a"), .string("b")]),
      .array([.string("ab")]), .object([]), .object([JSONMember(key: "a", value: .number(1))]),
      .object([JSONMember(key: "b", value: .number(1))]),
      .object([JSONMember(key: "a", value: .number(1)), JSONMember(key: "b", value: .null)]),
      .object([JSONMember(key: "b", value: .null), JSONMember(key: "a", value: .number(1))]),
      .object([JSONMember(key: "ab", value: .null)]), .array([.string("a"), .null]),
    ]
    let texts = outputs.map { $0.serialized() }
    #expect(Set(texts).count == outputs.count - 1)  // 0 and -0 print alike; the key still tells them apart
    #expect(Set(outputs.map(key)).count == outputs.count)
    for output in outputs { #expect(key(output) == key(output)) }
  }

  @Test func fingerprintsSeeEveryByteAndTheLength() {
    let bytes = Array("内容偏移 contentOffset moves bounds.origin".utf8)
    let base = Fingerprint.of(bytes)
    #expect(base == Fingerprint.of(bytes))
    for i in bytes.indices {
      var changed = bytes
      changed[i] ^= 1
      #expect(Fingerprint.of(changed) != base, "byte \(i)")
    }
    #expect(Fingerprint.of(bytes + [0]) != base)
    #expect(Fingerprint.of([UInt8]()) != Fingerprint.of([0]))
  }

  static func sampleCache() -> BuildCache {
    let stat = FileStat(device: 1, inode: 42, size: 120, modified: 1_700_000_000_000_000_000, changed: 1_700_000_000_000_000_001)
    let file = BuildCache.File(
      path: "Content/a.md", stat: stat, content: Fingerprint.of("a"), interface: Fingerprint.of("b"),
      skeleton: PageSkeleton.encode(Page(file: "Content/a.md")))
    let terms = PageTerms(title: Bilingual("Zoom", "缩放"), headings: ["Heading \"quoted\"\n"], body: "内容偏移 contentOffset")
    let page = BuildCache.Page(path: "a/", length: terms.length, source: 0, encodedTerms: ArraySlice(BuildCache.encodeTerms(terms)))
    return BuildCache(
      siteKey: Fingerprint.of("site"), readStarted: 1_700_000_000_000_000_002, files: [file], pages: [page], postingCount: 9,
      outputs: ["a/index.html": stat, "search-index.json": stat], variantSpellings: true,
      siteWideFindings: [
        BuildCache.Finding(severity: .error, formatted: "Content/a.md: error: [verify.incompleteCoverage] coverage 0%\n  note: 'UIScrollView' lacks a note"),
        BuildCache.Finding(severity: .warning, formatted: "Content/a.md: warning: [verify.undocumentedAPI] 滚动"),
      ], firstKeyPostings: ["缩放": [(0, 12), (3, 1)], "zoom": [(2, 4)]], llmsFullStarts: ["a/index.md": 120, "examples/z/index.md": 9_000_000_000])
  }

  @Test func pathsAndTermsAreWrittenInTheOrderOfTheirBytes() {
    let keys = ["b/index.html", "a/index.html", "é", "e\u{301}", "a", "中", "Z", "a/"]
    #expect(ByteOrder.sorted(keys) == keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    #expect(ByteOrder.sorted(keys.reversed()) == ByteOrder.sorted(keys))
    let prefixes = ["", "a", "ab", "abc", "b", "p0001/index.html", "p0001/", "p0001/index.htm"].map { Array($0.utf8) }
    for a in prefixes {
      for b in prefixes { #expect(ByteOrder.precedes(a, b) == a.lexicographicallyPrecedes(b)) }
    }
  }

  @Test func keysThatShareTheirFirstEightBytesOrShorterOnesAreOrderedByAllTheirBytes() {
    // Keys around the eight-byte head the sort compares first: shorter than it, equal in it,
    // a NUL byte where a shorter key's head is padded, and non-ASCII.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let pieces = ["p0001/", "p0001/index", "a", "", "\u{0}", "é", "中", "/index.html", "Z", "p00010-"]
    var keys = Set<String>()
    while keys.count < 3_000 {
      var key = ""
      for _ in 0..<(1 + next(4)) { key += pieces[next(pieces.count)] }
      keys.insert(key)
    }
    let expected = keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    #expect(ByteOrder.sorted(keys) == expected)
    #expect(ByteOrder.sorted(expected.reversed()) == expected)
  }

  /// Eight-byte numbers are read eight bytes at a time; they read back what was written, as
  /// the varints do, and the bytes are the ones a byte at a time gives (kept here).
  @Test func numbersAreTheBytesAByteAtATimeWrote() throws {
    func varint(_ value: Int) -> [UInt8] {
      var v = UInt64(bitPattern: Int64(value))
      var out: [UInt8] = []
      while v >= 0x80 {
        out.append(UInt8(truncatingIfNeeded: v) | 0x80)
        v >>= 7
      }
      return out + [UInt8(v)]
    }
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    var values = [0, 1, 0x7F, 0x80, 0x3FFF, 0x4000, Int.max, Int.min, -1, 1_795_862_357_347_482_667]
    for shift in 0..<64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Int(truncatingIfNeeded: state >> UInt64(shift)))
    }
    var w = ByteWriter()
    var expected: [UInt8] = []
    for value in values {
      w.int(value)
      w.fixed64(UInt64(bitPattern: Int64(value)))
      expected += varint(value) + (0..<8).map { UInt8(truncatingIfNeeded: UInt64(bitPattern: Int64(value)) >> UInt64(8 * $0)) }
    }
    #expect(w.bytes == expected)
    var r = ByteReader(w.bytes)
    for value in values {
      #expect(try r.int() == value)
      #expect(try r.fixed64() == UInt64(bitPattern: Int64(value)))
    }
    #expect(r.isAtEnd)
    // Fewer than eight bytes left is malformed, not a read past the end.
    var short = ByteReader(Array(expected.suffix(7)))
    #expect(throws: ByteReader.Malformed.self) { try short.fixed64() }
  }

  /// A file's signature keeps its times as eight bytes each (nanoseconds since 1970 take
  /// nine as a varint), before 1970 and at the ends of the range too.
  @Test func fileSignaturesReadBackWhatWasWrittenWithTimesInEightBytes() throws {
    for (modified, changed) in [(0, 0), (1_795_871_604_297_013_000, 1_795_871_604_297_013_001), (-1, -86_400_000_000_000), (Int64.max, Int64.min)] {
      let stat = FileStat(device: .max, inode: 42, size: 12_345, modified: modified, changed: changed)
      var w = ByteWriter()
      stat.encode(into: &w)
      #expect(w.bytes.count == 8 + 8 + 2 + 8 + 8)
      #expect(Array(w.bytes.suffix(16)) == (0..<16).map { UInt8(truncatingIfNeeded: ($0 < 8 ? modified : changed) >> (8 * ($0 % 8))) })
      var r = ByteReader(w.bytes)
      #expect(try FileStat.decode(&r) == stat)
      #expect(r.isAtEnd)
    }
  }

  /// The postings loop the in-place encoding replaced, kept as the reference for its bytes.
  static func referencePostings(_ postings: [SearchIndexBuilder.Posting]) -> [UInt8] {
    var w = ByteWriter()
    w.int(postings.count)
    var previous = 0
    for posting in postings {
      w.int(Int(posting.document) - previous)
      w.int(Int(posting.weight))
      previous = Int(posting.document)
    }
    return w.bytes
  }

  @Test func postingsAreWrittenTwoOrFourBytesAPieceWhereTheyFitElseAsTheVarintLoopWroteThem() throws {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    // Gaps and weights of one byte, several bytes, and the widest a page number can be; a
    // negative weight (which no build makes) takes the varint loop.
    var lists: [[SearchIndexBuilder.Posting]] = [[], [(0, 0)], [(0, .max)], [(.max, 1)], [(3, -1)], [(65_535, 65_535)], [(65_536, 1)], [(1, 65_536)]]
    for _ in 0..<300 {
      var document = next(3)
      var list: [SearchIndexBuilder.Posting] = []
      for _ in 0..<next(60) {
        let weight = [next(128), next(20_000), next(Int(Int32.max))][next(3)]
        list.append((Int32(document), Int32(weight)))
        document += 1 + [next(100), next(50_000)][next(2)]
      }
      lists.append(list)
    }
    for list in lists {
      var w = ByteWriter()
      w.bytes = [7]
      BuildCache.encodePostings(list, into: &w)
      // The count, the layout, then each page and weight in `width` bytes, little-endian.
      func fixed(layout: UInt8, width: Int) -> [UInt8] {
        var fixed = ByteWriter()
        fixed.int(list.count)
        fixed.bytes.append(layout)
        for posting in list {
          for value in [Int(posting.document), Int(posting.weight)] { fixed.bytes += (0..<width).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        }
        return fixed.bytes
      }
      if list.allSatisfy({ (0...65_535).contains($0.document) && (0...65_535).contains($0.weight) }) {
        #expect(w.bytes == [7] + fixed(layout: 2, width: 2))
      } else if list.allSatisfy({ $0.document >= 0 && $0.weight >= 0 }) {
        #expect(w.bytes == [7] + fixed(layout: 0, width: 4))
      } else {
        // The varint loop's bytes after the count, with the layout byte between.
        var reference = Self.referencePostings(list)
        var countBytes = ByteWriter()
        countBytes.int(list.count)
        reference.insert(1, at: countBytes.bytes.count)
        #expect(w.bytes == [7] + reference)
      }
      var r = ByteReader(w.bytes, offset: 1)
      let read = try BuildCache.decodePostings(&r)
      #expect(r.isAtEnd)
      #expect(read.map { [$0.document, $0.weight] } == list.map { [$0.document, $0.weight] })
    }
  }

  @Test func postingsThatGoBackOrPastTheLargestPageAreMalformed() {
    var back = ByteWriter()
    back.int(2)
    back.bytes.append(1)
    for value in [5, 1, 0, 1] { back.int(value) }  // the second page's gap is 0: the same page twice
    var r = ByteReader(back.bytes)
    #expect(throws: ByteReader.Malformed.self) { try BuildCache.decodePostings(&r) }
    var past = ByteWriter()
    past.int(2)
    past.bytes.append(1)
    for value in [Int.max, 1, 1, 1] { past.int(value) }
    r = ByteReader(past.bytes)
    #expect(throws: ByteReader.Malformed.self) { try BuildCache.decodePostings(&r) }
    // A page or a weight past Int32.max, in either layout.
    for (page, weight) in [(Int(Int32.max) + 1, 1), (0, Int(Int32.max) + 1)] {
      var wide = ByteWriter()
      wide.int(1)
      wide.bytes.append(1)
      wide.int(page)
      wide.int(weight)
      r = ByteReader(wide.bytes)
      #expect(throws: ByteReader.Malformed.self) { try BuildCache.decodePostings(&r) }
      var four = ByteWriter()
      four.int(1)
      four.bytes.append(0)
      for value in [page, weight] { four.bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
      r = ByteReader(four.bytes)
      #expect(throws: ByteReader.Malformed.self) { try BuildCache.decodePostings(&r) }
    }
    // Two bytes a value: a page before the one before it, the same page twice, a short list.
    var narrow = ByteWriter()
    BuildCache.encodePostings([(3, 1), (9, 2)], into: &narrow)
    #expect(narrow.bytes[1] == 2)
    for (first, second) in [(9, 3), (3, 3)] {
      var bad = narrow.bytes
      bad[2] = UInt8(first)
      bad[6] = UInt8(second)
      r = ByteReader(bad)
      #expect(throws: ByteReader.Malformed.self) { try BuildCache.decodePostings(&r) }
    }
    r = ByteReader(Array(narrow.bytes.dropLast()))
    #expect(throws: ByteReader.Malformed.self) { try BuildCache.decodePostings(&r) }
    r = ByteReader(narrow.bytes)
    #expect((try? BuildCache.decodePostings(&r))?.map { [$0.document, $0.weight] } == [[3, 1], [9, 2]])
    // Four bytes a value: a page before the one before it, a short list, an unknown layout.
    var fixed = ByteWriter()
    BuildCache.encodePostings([(3, 1), (70_000, 2)], into: &fixed)
    var swapped = fixed.bytes
    swapped.replaceSubrange(2..<10, with: fixed.bytes[10..<18])
    swapped.replaceSubrange(10..<18, with: fixed.bytes[2..<10])
    r = ByteReader(swapped)
    #expect(throws: ByteReader.Malformed.self) { try BuildCache.decodePostings(&r) }
    r = ByteReader(Array(fixed.bytes.dropLast()))
    #expect(throws: ByteReader.Malformed.self) { try BuildCache.decodePostings(&r) }
    var unknown = fixed.bytes
    unknown[1] = 3
    r = ByteReader(unknown)
    #expect(throws: ByteReader.Malformed.self) { try BuildCache.decodePostings(&r) }
    r = ByteReader(fixed.bytes)
    #expect((try? BuildCache.decodePostings(&r))?.map { [$0.document, $0.weight] } == [[3, 1], [70_000, 2]])
  }

  @Test func roundTripsThroughItsBinaryForm() throws {
    let cache = Self.sampleCache()
    let read = try #require(BuildCache.decode(cache.encoded()))
    #expect(read.siteKey == cache.siteKey)
    #expect(read.readStarted == cache.readStarted)
    #expect(read.files == cache.files)
    #expect(read.postingCount == 9)
    #expect(read.outputs == cache.outputs)
    #expect(read.variantSpellings)
    #expect(read.siteWideFindings == cache.siteWideFindings)
    #expect(read.pages.map(\.path) == ["a/"] && read.pages.map(\.source) == [0])
    #expect(read.terms(ofPage: 0) == cache.terms(ofPage: 0))
    #expect(read.terms(ofPage: 0)?.terms.contains("缩放") == true)
    #expect(read.firstKeyPostings?.mapValues { $0.map { [$0.document, $0.weight] } } == ["缩放": [[0, 12], [3, 1]], "zoom": [[2, 4]]])
    #expect(read.llmsFullStarts == cache.llmsFullStarts)
    #expect(read.encoded() == cache.encoded())
  }

  @Test func aPageFromNoFileOfTheCacheMakesItUnusable() {
    var cache = Self.sampleCache()
    cache.pages[0].source = 1  // the sample has one file
    #expect(BuildCache.decode(cache.encoded()) == nil)
  }

  @Test func treatsAnyDamagedOrForeignCacheAsAbsent() {
    let bytes = Self.sampleCache().encoded()
    // Every truncation is refused, never read past its end.
    for length in 0..<bytes.count { #expect(BuildCache.decode(Array(bytes[..<length])) == nil, "length \(length)") }
    #expect(BuildCache.decode(bytes + [0]) == nil)
    var otherVersion = bytes
    otherVersion[4] = 99
    #expect(BuildCache.decode(otherVersion) == nil)
    #expect(BuildCache.decode(Array("{\"version\": 2}".utf8)) == nil)
  }

  /// A folder of its own for a test's output and cache, removed after.
  static func withOutput(_ body: (String) throws -> Void) throws {
    let root = NSTemporaryDirectory() + "cache-file-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    try body(root + "/site")
  }

  static func fileSize(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? -1
  }

  /// The sample cache with 300 pages, so that, as in a real site, its blobs (page terms)
  /// outweigh the index that names them.
  static func largerCache() -> BuildCache {
    var cache = sampleCache()
    for number in 1..<300 {
      let terms = PageTerms(title: Bilingual("Page \(number)", "页面 \(number)"), headings: ["Heading \(number)"], body: "contentOffset 内容偏移 zooming \(number) bounces")
      cache.pages.append(BuildCache.Page(path: "p\(number)/", length: terms.length, source: 0, encodedTerms: ArraySlice(BuildCache.encodeTerms(terms))))
    }
    return cache
  }

  /// The sample cache after a rebuild of its page: new terms for it, and one first-keystroke
  /// term's postings changed.
  static func rebuilt(_ cache: BuildCache, _ round: Int) throws -> BuildCache {
    var next = cache
    let terms = PageTerms(title: Bilingual("Zoom \(round)", "缩放"), headings: [], body: "round \(round) 内容")
    next.pages[0].length = terms.length
    next.pages[0].encodedTerms = .held(ArraySlice(BuildCache.encodeTerms(terms)))
    var postings = try #require(cache.firstKeyPostings)
    postings["zoom"] = [(2, Int32(round))]
    next.replaceFirstKeyPostings(postings, changed: ["zoom"])
    next.readStarted += 1
    return next
  }

  @Test func aRebuildAppendsWhatChangedToTheFileItReadAndReadsBackAsAWholeWrite() throws {
    try Self.withOutput { output in
      let path = BuildCache.path(forOutput: output)
      try Self.largerCache().store(forOutput: output)
      let whole = try #require(FileManager.default.contents(atPath: path))
      let read = try #require(BuildCache.load(forOutput: output))
      let next = try Self.rebuilt(read, 1)
      BuildCache.setAside(forOutput: output)
      #expect(!FileManager.default.fileExists(atPath: path), "no cache while the site is committed")
      try next.store(forOutput: output)
      let appended = try #require(FileManager.default.contents(atPath: path))
      #expect(appended.count > whole.count && appended.starts(with: whole), "the old bytes stay where they were")
      let again = try #require(BuildCache.load(forOutput: output))
      #expect(again.encoded() == next.encoded())
      #expect(again.terms(ofPage: 0)?.terms.contains("round") == true)
      #expect(again.firstKeyPostings?["zoom"]?.map(\.weight) == [1])
      #expect(again.firstKeyPostings?["缩放"]?.map(\.document) == [0, 3])
      #expect(!FileManager.default.fileExists(atPath: BuildCache.asidePath(forOutput: output)))
    }
  }

  @Test func aFileWithMoreBytesUnusedThanUsedIsWrittenWholeAgain() throws {
    try Self.withOutput { output in
      let path = BuildCache.path(forOutput: output)
      try Self.largerCache().store(forOutput: output)
      let wholeSize = Self.fileSize(path)
      var sizes: [Int] = []
      for round in 1...12 {
        let next = try Self.rebuilt(try #require(BuildCache.load(forOutput: output)), round)
        BuildCache.setAside(forOutput: output)
        try next.store(forOutput: output)
        sizes.append(Self.fileSize(path))
        #expect(try #require(BuildCache.load(forOutput: output)).encoded() == next.encoded(), "round \(round)")
      }
      #expect(sizes.allSatisfy { $0 <= 2 * wholeSize + 64 }, "\(sizes)")
      #expect(zip(sizes, sizes.dropFirst()).contains { $0 > $1 }, "written whole at least once: \(sizes)")
    }
  }

  @Test func aFileOtherThanTheOneReadIsNeverAppendedTo() throws {
    try Self.withOutput { output in
      let path = BuildCache.path(forOutput: output)
      try Self.sampleCache().store(forOutput: output)
      let read = try #require(BuildCache.load(forOutput: output))
      // Another build replaced the cache (and set it aside) after this one read it.
      var other = Self.sampleCache()
      other.postingCount = 77
      try other.store(forOutput: output)
      BuildCache.setAside(forOutput: output)
      let next = try Self.rebuilt(read, 1)
      try next.store(forOutput: output)
      #expect(Array(try #require(FileManager.default.contents(atPath: path))) == next.encoded())
      // Not set aside (a failed commit, an older tool): written whole, never appended in place.
      try Self.sampleCache().store(forOutput: output)
      let again = try Self.rebuilt(try #require(BuildCache.load(forOutput: output)), 2)
      try again.store(forOutput: output)
      #expect(Array(try #require(FileManager.default.contents(atPath: path))) == again.encoded())
    }
  }

  @Test func aCacheFileCutShortOrWithBytesAfterItsFooterIsAbsent() throws {
    try Self.withOutput { output in
      let path = BuildCache.path(forOutput: output)
      try Self.sampleCache().store(forOutput: output)
      let read = try #require(BuildCache.load(forOutput: output))
      BuildCache.setAside(forOutput: output)
      try Self.rebuilt(read, 1).store(forOutput: output)
      let bytes = try #require(FileManager.default.contents(atPath: path))
      for cut in [1, 5, 19, 20, 21, bytes.count / 2] {
        try Data(bytes.dropLast(cut)).write(to: URL(fileURLWithPath: path))
        #expect(BuildCache.load(forOutput: output) == nil, "cut \(cut)")
      }
      try Data(bytes + [0]).write(to: URL(fileURLWithPath: path))
      #expect(BuildCache.load(forOutput: output) == nil)
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(BuildCache.load(forOutput: output) != nil)
    }
  }

  @Test func aRebuildsOutputsAreRecordedWhereTheirBytesPlaceThemAsAWholeRecordingWould() throws {
    try Self.withOutput { output in
      let paths = ["b/index.html", "a/index.html", "中/index.html", "a/index.md", "Z.txt", "a-b/index.html"]
      for path in paths + ["é/x", "c/index.html"] {
        try FileManager.default.createDirectory(atPath: output + "/" + (path.split(separator: "/").dropLast().joined(separator: "/")), withIntermediateDirectories: true)
        try path.write(toFile: output + "/" + path, atomically: false, encoding: .utf8)
      }
      func empty() -> BuildCache { BuildCache(siteKey: Fingerprint.of("site"), readStarted: 0, files: [], pages: [], postingCount: 0) }
      // A full build records every path at once.
      var rebuilt = empty()
      rebuilt.recordOutputs(paths, in: output)
      #expect(rebuilt.outputs.map(\.path) == ByteOrder.sorted(paths))
      // A path listed twice is recorded once, and a path with no file not at all.
      var twice = empty()
      twice.recordOutputs(["missing/index.html"] + paths + ["a/index.html"], in: output)
      #expect(twice.outputs == rebuilt.outputs)
      // A rebuild writes some again, adds some, and one is gone.
      try "new".write(toFile: output + "/a/index.md", atomically: true, encoding: .utf8)
      try FileManager.default.removeItem(atPath: output + "/Z.txt")
      rebuilt.recordOutputs(["a/index.md", "é/x", "Z.txt", "c/index.html"], in: output)
      var whole = empty()
      whole.recordOutputs(paths.filter { $0 != "Z.txt" } + ["é/x", "c/index.html"], in: output)
      #expect(rebuilt.outputs == whole.outputs)
      #expect(rebuilt.firstChangedOutput(in: output) == nil)
      #expect(try #require(BuildCache.decode(rebuilt.encoded())).outputs == whole.outputs)
    }
  }

  @Test func outputsOutOfTheirBytesOrderAreMalformed() throws {
    let bytes = Self.sampleCache().encoded()
    #expect(BuildCache.decode(bytes) != nil)
    // The sample records "a/index.html" before "search-index.json": renamed (same length)
    // to "z/index.html", the first comes after the second.
    var reordered = bytes
    let first = Array("a/index.html".utf8)
    let at = try #require(reordered.indices.last { reordered[$0...].starts(with: first) })
    reordered.replaceSubrange(at..<at + first.count, with: Array("z/index.html".utf8))
    #expect(BuildCache.decode(reordered) == nil)
  }

  @Test func postingsThatCannotBeReadBackLeaveACacheOfNoUseThatIsNeverWritten() throws {
    var bytes = Self.sampleCache().encoded()
    // "zoom": one posting, two bytes a value (layout 2): page 2, weight 4.
    let zoom: [UInt8] = [1, 2, 2, 0, 4, 0]
    let at = try #require(bytes.indices.first { bytes[$0...].starts(with: zoom) })
    bytes[at + 1] = 9  // no such layout
    let read = try #require(BuildCache.decode(bytes), "the index is whole: the postings are read when asked for")
    #expect(read.firstKeyPostings == nil)
    try Self.withOutput { output in
      try read.store(forOutput: output)
      #expect(!FileManager.default.fileExists(atPath: BuildCache.path(forOutput: output)))
    }
  }

  @Test func livesBesideTheOutputFolder() {
    #expect(BuildCache.path(forOutput: "/tmp/out/site") == "/tmp/out/.site.buildcache")
    #expect(BuildCache.path(forOutput: "site/") == "./.site.buildcache")
  }
}

@Suite struct SiteWriting {
  @Test func writerHardLinksReusedFiles() throws {
    let root = NSTemporaryDirectory() + "buildcache-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let output = root + "/site"
    var first = SiteTree()
    try first.add("a/index.html", text: "old A")
    try first.add("b/index.html", text: "old B")
    _ = try SiteWriter.replace(output, with: first)

    var second = SiteTree()
    try second.reuse("a/index.html")
    try second.add("b/index.html", text: "new B")
    let summary = try SiteWriter.replace(output, with: second)
    #expect(summary == SiteWriteSummary(written: 1, reused: 1))
    #expect(try String(contentsOfFile: output + "/a/index.html", encoding: .utf8) == "old A")
    #expect(try String(contentsOfFile: output + "/b/index.html", encoding: .utf8) == "new B")

    // Reusing a file the previous site does not have is an error, not a missing page.
    var third = SiteTree()
    try third.reuse("missing/index.html")
    #expect(throws: SiteWriteError.self) { _ = try SiteWriter.replace(output, with: third) }
    #expect(throws: SiteWriteError.self) { try third.reuse("../escape") }
  }
}

@Suite struct StreamingWrites {
  @Test func aComposedFileIsComparedWithTheSitesByItsOwnPiecesAndTakenFromTheSiteWhenEqual() throws {
    try BuildCaching.withOutput { output in
      var first = SiteTree()
      try first.add("full.txt", text: "abcdefghij")
      try first.add("tail.txt", text: "hij")
      _ = try SiteWriter.replace(output, with: first)
      let current = output + "/full.txt"
      func composed(_ pieces: [ComposedFile.Piece]) -> ComposedFile { ComposedFile(path: "full.txt", pieces: pieces) }
      // The current file's own ranges in place, and bytes equal to what is between them.
      let same = composed([.range(file: current, offset: 0, length: 3), .bytes(Array("def".utf8)), .range(file: current, offset: 6, length: 4)])
      #expect(same.isContent(ofFileAt: current))
      #expect(composed([.bytes(Array("abcdefg".utf8)), .range(file: output + "/tail.txt", offset: 0, length: 3)]).isContent(ofFileAt: current))
      // One byte different, the file's bytes moved, another file's bytes, another length.
      let changed = composed([.range(file: current, offset: 0, length: 3), .bytes(Array("dEf".utf8)), .range(file: current, offset: 6, length: 4)])
      #expect(!changed.isContent(ofFileAt: current))
      #expect(!composed([.range(file: current, offset: 1, length: 9), .bytes(Array("a".utf8))]).isContent(ofFileAt: current))
      #expect(!composed([.bytes(Array("abcdefghi".utf8)), .range(file: output + "/tail.txt", offset: 0, length: 1)]).isContent(ofFileAt: current))
      #expect(!composed([.range(file: current, offset: 0, length: 9)]).isContent(ofFileAt: current))
      #expect(!composed([.range(file: current, offset: 0, length: 10), .bytes([0])]).isContent(ofFileAt: current))
      #expect(!same.isContent(ofFileAt: output + "/missing.txt"))

      // In a session: an equal file is taken from the site unwritten, a different one written.
      let inode = { ((try? FileManager.default.attributesOfItem(atPath: current))?[.systemFileNumber] as? Int) ?? -1 }
      let before = inode()
      var session = try SiteWriterSession(output: output, mode: .inPlace)
      try session.write(same)
      #expect(try session.commit() == SiteWriteSummary(written: 0, reused: 1))
      #expect(inode() == before)
      session = try SiteWriterSession(output: output, mode: .inPlace)
      try session.write(changed)
      #expect(try session.commit() == SiteWriteSummary(written: 1, reused: 0))
      #expect(try String(contentsOfFile: current, encoding: .utf8) == "abcdEfghij")
    }
  }

  @Test func writesInBatchesAndSwapsOnCommit() throws {
    let root = NSTemporaryDirectory() + "session-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let output = root + "/site"
    var first = SiteTree()
    try first.add("a/index.html", text: "A")
    try first.add("gone.html", text: "old")
    _ = try SiteWriter.replace(output, with: first)

    let session = try SiteWriterSession(output: output)
    try session.write([("a/index.html", Array("A".utf8)), ("b/index.html", Array("B".utf8))])
    // Nothing changes on disk before the commit.
    #expect(FileManager.default.fileExists(atPath: output + "/gone.html"))
    #expect(!FileManager.default.fileExists(atPath: output + "/b/index.html"))
    try session.write([("c/d/index.html", Array("CD".utf8))])
    #expect(throws: SiteWriteError.self) { try session.write([("b/index.html", Array("again".utf8))]) }
    #expect(throws: SiteWriteError.self) { try session.write([("../x", Array("x".utf8))]) }
    let summary = try session.commit()
    #expect(summary == SiteWriteSummary(written: 2, reused: 1))
    #expect(try String(contentsOfFile: output + "/c/d/index.html", encoding: .utf8) == "CD")
    #expect(try String(contentsOfFile: output + "/b/index.html", encoding: .utf8) == "B")
    #expect(!FileManager.default.fileExists(atPath: output + "/gone.html"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".") }
    #expect(leftovers.isEmpty)
  }
}
