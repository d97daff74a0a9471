import Foundation
import NotesCore
@testable import NotesHTML
import Testing

@Suite struct SearchIndexing {
  static func builtIndex() -> SearchIndexBuilder {
    var index = SearchIndexBuilder()
    let inset = index.addPage(path: "uiscrollview/contentinset/", title: Bilingual("contentInset", "内容内边距"))
    index.add("The content offset moves bounds.origin.", to: inset, field: .body)
    let offset = index.addPage(path: "uiscrollview/contentoffset/", title: Bilingual("contentOffset", "内容偏移"))
    index.add("内容偏移就是 bounds.origin。", to: offset, field: .body)
    return index
  }

  /// Every term's postings, decoded from whichever shard holds it.
  static func postings(_ index: SearchIndexBuilder) -> [String: [Int]] {
    var result: [String: [Int]] = [:]
    for file in index.files() where file.path.hasPrefix("search/t") {
      for member in file.parsed.objectValue ?? [] {
        let numbers = (member.value.stringValue ?? "").split(separator: ",").compactMap { Int($0) }
        var decoded: [Int] = []
        var document = 0
        for i in stride(from: 0, to: numbers.count, by: 2) {
          document += numbers[i]
          decoded += [document, numbers[i + 1]]
        }
        result[member.key] = decoded
      }
    }
    return result
  }

  @Test func weighsTitlesAboveBodyTextInBothLanguages() throws {
    let postings = Self.postings(Self.builtIndex())
    // [document, weight, …]: a title counts 12, body text 1 per occurrence.
    #expect(postings["offset"] == [0, 1, 1, 12])
    #expect(postings["偏移"] == [1, 13])
    #expect(postings["内容"] == [0, 12, 1, 13])
  }

  @Test func listsPagesWithTheirTitlesAndLengthsInTheManifest() throws {
    let files = Self.builtIndex().files()
    #expect(files.first?.path == "search-index.json")
    let manifest = try #require(files.first?.parsed)
    #expect(manifest["v"] == 3)
    #expect(manifest["shards"] == 1)
    #expect(manifest["summaries"] == 64)
    #expect(manifest["glossary"] == .array([]))
    // Length 13: contentinset, content, inset; 内容, 容内, 内边, 边距; the, content, offset, moves, bounds, origin.
    #expect(manifest["docs"]?.arrayValue?.first == .object(["p": "uiscrollview/contentinset/", "k": "page", "e": "contentInset", "z": "内容内边距", "l": 13]))
  }

  /// What a result shows: name, kind, parent, summaries, Deprecated, cases, and a page that
  /// stands for another; read back exactly as written (an incremental build keeps records so).
  @Test func recordsCarryWhatAResultShowsAndReadBackAsWritten() throws {
    var index = SearchIndexBuilder()
    let record = SearchRecord(
      path: "uiscrollview/contentinsetadjustmentbehavior-enum/", kind: "enum", name: "ContentInsetAdjustmentBehavior", parent: "UIScrollView",
      summary: Bilingual("How the safe area joins the insets.", "安全区域如何并入内容边距。"), deprecated: true,
      cases: [SearchRecord.Case(name: "never", summary: Bilingual(en: "Never adds the safe area.", zh: nil))], alias: 3)
    index.addPage(record, terms: PageTerms(title: Bilingual("ContentInsetAdjustmentBehavior", "ContentInsetAdjustmentBehavior")))
    index.glossary = [SearchIndexBuilder.GlossaryEntry(name: Bilingual("insets", "内边距"), words: ["边距", "inset"], targets: [0])]
    let files = index.files()
    let bytes = try #require(files.first?.bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix(#"{"v": 3, "shards": 1, "summaries": 64, "glossary": [{"n": ["insets", "内边距"], "w": ["边距", "inset"], "t": [0]}], "docs": [{"p": "uiscrollview/contentinsetadjustmentbehavior-enum/", "k": "enum", "n": "ContentInsetAdjustmentBehavior", "o": "UIScrollView", "d": 1, "c": ["never"], "a": 3, "l": "#))
    // Summaries apart, 64 pages a file: what the results shown load.
    let summaries = try #require(files.first { $0.path == "search/s0.json" })
    #expect(String(decoding: summaries.bytes, as: UTF8.self) == #"[["How the safe area joins the insets.", "安全区域如何并入内容边距。", [["Never adds the safe area.", ""]]]]"#)
    let parsed = try #require(SearchIndexBuilder.parseManifest(bytes, summaries: { $0 == 0 ? summaries.bytes : nil }))
    var expected = record
    expected.length = index.documents[0].length
    #expect(parsed.documents == [expected])
    #expect(SearchIndexBuilder.manifest(parsed.documents, glossary: parsed.glossary, shards: 1) == bytes)
  }

  /// A rebuild reads only the files of summaries it rewrites: the records of the others come
  /// back whole but for blank summaries (a case keeps its place), and the files it reads are
  /// written back as they were.
  @Test func aManifestReadsOnlyTheFilesOfSummariesAskedFor() throws {
    var index = SearchIndexBuilder()
    let per = SearchIndexBuilder.summariesPerFile
    for i in 0..<(per + 3) {
      let cases = i % 5 == 0 ? [SearchRecord.Case(name: "case\(i)", summary: Bilingual("Case \(i).", "情况 \(i)。"))] : []
      let record = SearchRecord(path: "p\(i)/", kind: "property", name: "name\(i)", summary: Bilingual("Page \(i).", "页面 \(i)。"), cases: cases)
      index.addPage(record, terms: PageTerms(title: Bilingual("name\(i)", "名字\(i)")))
    }
    let files = index.files()
    let bytes = try #require(files.first?.bytes)
    var read: [Int] = []
    func summaries(_ k: Int) -> [UInt8]? {
      read.append(k)
      return files.first { $0.path == SearchIndexBuilder.summaryPath(k) }?.bytes
    }
    let all = try #require(SearchIndexBuilder.parseManifest(bytes, summaries: summaries))
    #expect(read == [0, 1])
    read = []
    let some = try #require(SearchIndexBuilder.parseManifest(bytes, summaries: summaries, summaryFiles: [1]))
    #expect(read == [1])
    #expect(some.documents.count == all.documents.count)
    for (i, (a, b)) in zip(all.documents, some.documents).enumerated() {
      var blanked = a
      if i < per {
        blanked.summary = Bilingual(en: nil, zh: nil)
        blanked.cases = a.cases.map { SearchRecord.Case(name: $0.name, summary: Bilingual(en: nil, zh: nil)) }
      }
      #expect(b == blanked, "page \(i)")
    }
    // The page list and the file read are written back byte for byte.
    #expect(SearchIndexBuilder.manifest(some.documents, glossary: some.glossary, shards: 1) == bytes)
    #expect(SearchIndexBuilder.summaryFiles(some.documents, only: [per]).map(\.bytes) == [try #require(summaries(1))])
  }

  @Test func summariesAreOneLineOfAtMostTheLimit() throws {
    #expect(SearchRecord.oneLine("  Two\n lines  here. ") == "Two lines here.")
    #expect(SearchRecord.oneLine("   ") == nil)
    let long = try #require(SearchRecord.oneLine(String(repeating: "滚动", count: 200)))
    #expect(long.count == SearchRecord.summaryLimit && long.hasSuffix("…"))
  }

  /// A shard holds every term that starts the same way (three characters, or one Han
  /// character), so the page script completes a prefix from one file.
  @Test func termsThatStartAlikeShareAShard() {
    #expect(SearchIndexBuilder.shardKey("deceleration") == "dec")
    #expect(SearchIndexBuilder.shardKey("in") == "in")
    #expect(SearchIndexBuilder.shardKey("滚动") == "滚")
    #expect(SearchIndexBuilder.shardKey("") == "")
    for count in [2, 16, 256] {
      #expect(SearchIndexBuilder.shard(of: "decelerationrate", count: count) == SearchIndexBuilder.shard(of: "decel", count: count))
      #expect(SearchIndexBuilder.shard(of: "滚动", count: count) == SearchIndexBuilder.shard(of: "滚", count: count))
    }
  }

  @Test func deltaEncodesPostingsSoNumbersStaySmall() throws {
    var index = SearchIndexBuilder()
    for n in 0..<300 { index.add(n.isMultiple(of: 100) ? "zoom" : "other", to: index.addPage(path: "p\(n)/", title: Bilingual(en: nil, zh: nil)), field: .body) }
    let shard = try #require(index.files().first { $0.path == "search/t0.json" }?.parsed)
    #expect(shard["zoom"] == "0,1,100,1,100,1")
    #expect(SearchIndexBuilder.parseShard(Array(#"{"zoom":"0,1,100,1,100,1"}"#.utf8))?.first?.postings.map(\.document) == [0, 100, 200])
    // The summaries of 300 pages: five files of 64.
    #expect(index.files().filter { $0.path.hasPrefix("search/s") }.map(\.path) == (0..<5).map { "search/s\($0).json" })
  }

  @Test func splitsLargeIndexesIntoShardsThatEachHoldTheirOwnTerms() throws {
    var index = SearchIndexBuilder()
    index.postingsPerShard = 10
    let page = index.addPage(path: "big/", title: Bilingual(en: nil, zh: nil))
    index.add((0..<100).map { "word\($0)x" }.joined(separator: " "), to: page, field: .body)
    #expect(index.shardCount == 16)
    let shards = index.files().filter { $0.path.hasPrefix("search/t") }
    #expect(shards.count == 16)
    for (k, shard) in shards.enumerated() {
      #expect(shard.path == "search/t\(k).json")
      for member in shard.parsed.objectValue ?? [] {
        #expect(SearchIndexBuilder.shard(of: member.key, count: 16) == k, "term \(member.key) is in the wrong shard")
      }
    }
    #expect(shards.map { $0.parsed.objectValue?.count ?? 0 }.reduce(0, +) == 100)
  }

  /// The page script picks a term's shard with its own FNV-1a; these values pin the Swift
  /// side (the browser test checks the script finds Chinese and English terms).
  @Test func hashesTermsToShardsWithFNV1aOverUTF8() {
    #expect(SearchIndexBuilder.shard(of: "", count: 1 << 16) == 0x9dc5)
    #expect(SearchIndexBuilder.shard(of: "a", count: 1 << 16) == Int(0xe40c292c & 0xffff))
  }
}

/// The browser cuts queries with the JavaScript copy of the segmenter; it must agree with the
/// Swift one that cut the pages, or Chinese queries silently miss.
@Suite struct SearchSegmenterParity {
  static let samples: [String] = {
    var samples = ["内容偏移", "安全区域 safeAreaInsets", "UIScrollView.contentInset", "减速 deceleration 0.998",
                   "Scrollable Content Size Ambiguity", "缩放比例zoomScale和minimumZoomScale", "é à ü ÄÖ", "𠀀𠀁 a",
                   "URLSession HTTPURLResponse ABTest IDs UIEdgeInsets", "aB AB ABc xYZw"]
    let alphabet = Array("aZ09 内容偏移缩放。,.-_ÉxY区域\u{20000}BcU")
    var seeded = SplitMix(seed: 42)
    for _ in 0..<200 {
      let length = Int(seeded.next() % 24)
      samples.append(String((0..<length).map { _ in alphabet[Int(seeded.next() % UInt64(alphabet.count))] }))
    }
    return samples
  }()

  @Test func javascriptSegmenterCutsTextExactlyLikeTheSwiftOne() throws {
    let output = try NodeHarness.run("""
      \(NodeHarness.browserStub)
      \(SiteAssets.script)
      const input = JSON.parse(require("fs").readFileSync(0, "utf8"));
      process.stdout.write(JSON.stringify(input.map(t => window.ScrollNotesSearch.terms(t))));
      """, input: JSONValue.array(Self.samples.map { .string($0) }).serialized())
    let fromJavaScript = try JSONValue.parse(output)
    let fromSwift = JSONValue.array(Self.samples.map { .array(SearchSegmenter.terms($0).map { .string($0) }) })
    #expect(fromJavaScript == fromSwift)
  }
}

/// The page script must look a term up in the shard the builder put it in.
@Suite struct SearchShardParity {
  @Test(arguments: [1, 2, 16, 256])
  func javascriptPicksTheSameShardAsTheSwiftBuilder(count: Int) throws {
    let terms = SearchSegmenterParity.samples.flatMap(SearchSegmenter.terms) + ["", "内容", "contentinset", "𠀀𠀁"]
    let output = try NodeHarness.run("""
      \(NodeHarness.browserStub)
      \(SiteAssets.script)
      const terms = JSON.parse(require("fs").readFileSync(0, "utf8"));
      process.stdout.write(JSON.stringify(terms.map(t => window.ScrollNotesSearch.shardOf(t, \(count)))));
      """, input: JSONValue.array(terms.map { .string($0) }).serialized())
    let fromJavaScript = try JSONValue.parse(output)
    let fromSwift = JSONValue.array(terms.map { .number(Double(SearchIndexBuilder.shard(of: $0, count: count))) })
    #expect(fromJavaScript == fromSwift)
  }
}

/// Camel-case parts: a run of capitals is one part, and its last capital starts the next
/// when a lowercase letter follows.
@Suite struct SearchCamelCase {
  @Test func splitsAcronymsFromTheWordsAfterThem() {
    #expect(SearchSegmenter.terms("UIScrollView") == ["uiscrollview", "ui", "scroll", "view"])
    #expect(SearchSegmenter.terms("URLSession") == ["urlsession", "url", "session"])
    #expect(SearchSegmenter.terms("contentInset") == ["contentinset", "content", "inset"])
    #expect(SearchSegmenter.terms("HTTP") == ["http"])
  }
}

/// A small deterministic generator so random samples are the same on every run.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// The index must stay usable at 5,000 pages: a reader downloads the page list and only the
/// shards of the query's terms. Shards are picked by a term's first three letters (or first
/// Han character), so the words here start in many ways, as words of real text do.
@Suite struct SearchIndexScale {
  @Test func fiveThousandPagesGiveASmallPageListAndShardsOfBoundedSize() throws {
    var random = SplitMix(seed: 7)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let english = (0..<3000).map { _ in String((0..<(4 + Int(random.next() % 6))).map { _ in letters[Int(random.next() % 26)] }) }
    let han = Array("滚动视图内容偏移缩放减速分页键盘安全区域边距代理拖动惯性回弹指示器布局约束尺寸比例动画手势")
    var index = SearchIndexBuilder()
    for page in 0..<5000 {
      let number = index.addPage(path: "api/page\(page)/", title: Bilingual("pageTitle\(page)", "页面"))
      var words: [String] = []
      for _ in 0..<150 { words.append(english[Int(random.next() % 3000)]) }
      var chinese = ""
      for _ in 0..<100 { chinese.append(han[Int(random.next() % UInt64(han.count))]) }
      index.add(words.joined(separator: " ") + " " + chinese, to: number, field: .body)
    }
    let files = index.files()
    let manifest = files[0].bytes.count
    let shards = files.filter { $0.path.hasPrefix("search/t") }.map(\.bytes.count)
    // A record without a name or summary: path, kind, titles, length.
    #expect(manifest / 5000 < 90, "page list: \(manifest) bytes")
    #expect(shards.count >= 2)
    #expect(shards.max()! < 600_000, "largest shard: \(shards.max()!) bytes")
    // A one-word query needs the page list and one shard: well under the whole index.
    #expect(manifest + shards.max()! < shards.reduce(0, +) / 2 + manifest)
  }
}

/// The shards are written on every core, and their numbers without a `Double`; the files
/// must be the ones writing each shard in turn with `JSONValue.writeNumber` gives.
@Suite struct SearchShardWriting {
  @Test func integersAreWrittenAsWriteNumberWritesThem() {
    for value in Array(-3...250) + [999, 1_000, 65_535, 1 << 40, -(1 << 40), Int(1e15) - 1, Int(1e15), Int.max / 2] {
      var fast: [UInt8] = []
      var plain: [UInt8] = []
      SearchIndexBuilder.writeInteger(value, into: &fast)
      JSONValue.writeNumber(Double(value), into: &plain)
      #expect(fast == plain, "\(value)")
    }
  }

  @Test func theShardsAreTheOnesWrittenOneAfterAnother() throws {
    var random = SplitMix(seed: 3)
    let words = (0..<400).map { "w\($0)" } + ["内容", "偏移", "缩放", "contentInset"]
    var index = SearchIndexBuilder()
    for page in 0..<300 {
      let number = index.addPage(path: "p\(page)/", title: Bilingual("t\(page)", "页"))
      index.add((0..<60).map { _ in words[Int(random.next() % UInt64(words.count))] }.joined(separator: " "), to: number, field: .body)
    }
    let files = index.files()
    let shards = files.filter { $0.path.hasPrefix("search/t") }
    #expect(shards.count == index.shardCount)
    for (k, file) in shards.enumerated() {
      #expect(file.path == SearchIndexBuilder.shardPath(k))
      // The same shard, written alone with the Double path.
      let members = try #require(SearchIndexBuilder.parseShard(file.bytes))
      var plain: [UInt8] = [UInt8(ascii: "{")]
      for (i, member) in members.enumerated() {
        if i > 0 { plain.append(UInt8(ascii: ",")) }
        JSONValue.writeString(member.term, into: &plain)
        plain.append(contentsOf: ":\"".utf8)
        var previous = 0
        for (j, entry) in member.postings.enumerated() {
          if j > 0 { plain.append(UInt8(ascii: ",")) }
          JSONValue.writeNumber(Double(Int(entry.document) - previous), into: &plain)
          plain.append(UInt8(ascii: ","))
          JSONValue.writeNumber(Double(entry.weight), into: &plain)
          previous = Int(entry.document)
        }
        plain.append(UInt8(ascii: "\""))
      }
      plain.append(UInt8(ascii: "}"))
      #expect(file.bytes == plain, "\(file.path)")
    }
  }
}

extension SearchIndexFile {
  /// The file read back as JSON, to check its structure.
  var parsed: JSONValue { (try? JSONValue.parse(String(decoding: bytes, as: UTF8.self))) ?? .null }
}

/// A page's terms are counted on bytes where bytes are the only spelling, yet come out as if
/// counted and sorted as Strings.
@Suite struct PageTermCounting {
  @Test func sortsAndCountsLikeStrings() {
    let terms = PageTerms([("Zoom zoom 缩放缩放 Café café contentOffset", .body), ("Zoom", .title)])
    #expect(terms.terms == terms.terms.sorted())
    #expect(Set(terms.terms).count == terms.terms.count)
    let weight = Dictionary(uniqueKeysWithValues: zip(terms.terms, terms.weights))
    #expect(weight["zoom"] == 2 + 12)
    #expect(weight["café"] == 2)
    #expect(weight["缩放"] == 2)
    #expect(terms.length == SearchSegmenter.terms("Zoom zoom 缩放缩放 Café café contentOffset").count + 1)
  }

  @Test func theInternerSortsByEightBytePrefixesAsByMemcmp() {
    // Terms sharing their first eight bytes, prefixes of each other, NUL and high bytes, so
    // the prefix numbers tie, pad and differ at every byte.
    let pieces: [[UInt8]] = [[0x61], [0x62], [0x00], [0xFF], [0xE6, 0xBB, 0x9A], Array("contentO".utf8), [0x7A]]
    var state: UInt64 = 5
    func next() -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int(state >> 33)
    }
    for _ in 0..<200 {
      var interner = ByteInterner()
      for _ in 0..<(next() % 60) {
        let term = (0..<(next() % 5)).flatMap { _ in pieces[next() % pieces.count] }
        _ = term.withUnsafeBufferPointer { interner.intern($0) }
      }
      var ids = (0..<Int32(interner.count)).map { $0 }
      interner.sortByBytes(&ids)
      let sorted = ids.map { id in interner.withBytes(id) { Array($0) } }
      let expected = sorted.sorted { a, b in a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in PageTerms.bytesPrecede(x, y) } } }
      #expect(sorted == expected)
    }
  }

  @Test func pagesOfOnlyAsciiAndHanTermsComeOutInStringOrder() {
    // Prefixes of each other, digits, mixed case and ideographs: every term is canonical, so
    // the byte-sorting path alone decides the order.
    let text = "zoom zoo zo z 2x 10x ab abc abd b 缩放比例 内容偏移 滚动 滚 contentOffset contentInset zoomScale ZOOM"
    let terms = PageTerms([(text, .body), ("滚动 zoom", .heading)])
    #expect(terms.terms == terms.terms.sorted())
    var expected: [String: Int] = [:]
    for term in SearchSegmenter.terms(text) { expected[term, default: 0] += 1 }
    for term in SearchSegmenter.terms("滚动 zoom") { expected[term, default: 0] += 4 }
    #expect(terms.terms == expected.keys.sorted())
    #expect(terms.weights == expected.keys.sorted().map { expected[$0]! })
  }

  @Test func foldsAnotherSpellingOfTheSameTerm() {
    // U+F900 is a compatibility ideograph whose canonical form is 豈 (U+8C48): as Strings
    // the two bigrams are equal, so they are one term.
    let terms = PageTerms([("\u{F900}子 豈子", .body)])
    #expect(terms.terms.count == 1)
    #expect(terms.weights == [2])
  }
}

/// `TermTally` counts a page's terms by sorting their occurrences; it gives what the interning
/// counter it replaced (kept here) gave: the same distinct terms in the same byte order with
/// the same summed weights.
@Suite struct TermTallyAgainstInterning {
  /// The counter `PageTerms` used until session 17: an interning table, then its ids sorted.
  struct InterningCounter {
    private var interner = ByteInterner()
    private var weights: [Int] = []

    mutating func add(_ term: UnsafeBufferPointer<UInt8>, weight: Int) {
      let (id, inserted) = interner.intern(term)
      if inserted { weights.append(weight) } else { weights[Int(id)] += weight }
    }

    func sortedByBytes() -> (bytes: [UInt8], ends: [Int32], weights: [Int]) {
      var order = (0..<Int32(interner.count)).map { $0 }
      interner.sortByBytes(&order)
      var sorted: [UInt8] = []
      var ends: [Int32] = []
      for id in order {
        interner.withBytes(id) { sorted.append(contentsOf: $0) }
        ends.append(Int32(sorted.count))
      }
      return (sorted, ends, order.map { weights[Int($0)] })
    }
  }

  static func compare(_ terms: [([UInt8], Int)]) {
    var tally = TermTally()
    var reference = InterningCounter()
    for (term, weight) in terms {
      term.withUnsafeBufferPointer { tally.add($0, weight: weight) }
      term.withUnsafeBufferPointer { reference.add($0, weight: weight) }
    }
    let got = tally.sortedByBytes()
    let expected = reference.sortedByBytes()
    #expect(got.bytes == expected.bytes && got.ends == expected.ends && got.weights == expected.weights, "\(terms.map { String(decoding: $0.0, as: UTF8.self) })")
  }

  @Test func givesTheInterningCountersTermsOrderAndWeights() {
    // Pieces that make terms share their first eight bytes, end inside or right at the eighth,
    // run long, and hold high bytes; terms never hold a zero byte.
    let pieces: [[UInt8]] = [[0x61], [0x62], [0x7A], [0x01], [0xFF], [0xE6, 0xBB, 0x9A], Array("contentO".utf8), Array("ffset".utf8), [0x39]]
    var generator = SplitMix(seed: 23)
    for _ in 0..<1_000 {
      var terms: [([UInt8], Int)] = []
      for _ in 0..<Int(generator.next() % 80) {
        let term = (0..<(1 + Int(generator.next() % 6))).flatMap { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        terms.append((term, [1, 2, 4, 12][Int(generator.next() % 4)]))
      }
      Self.compare(terms)
    }
  }

  @Test func givesTheInterningCountersResultOnSegmentedText() {
    let words = ["contentOffset", "contentInset", "UIScrollView", "scroll", "zoom", "zoomScale", "缩放比例", "内容偏移", "滚动", "滚",
      "adjustedContentInsetDidChange", "2x", "10", "a", "Z", "automaticallyAdjustsScrollIndicatorInsets"]
    var generator = SplitMix(seed: 29)
    for _ in 0..<300 {
      var text = (0..<Int(generator.next() % 40)).map { _ in words[Int(generator.next() % UInt64(words.count))] }.joined(separator: " ")
      var terms: [([UInt8], Int)] = []
      var scratch: [UInt8] = []
      text.withUTF8 { utf8 in
        SearchSegmenter.forEachTerm(utf8: utf8, scratch: &scratch) { term, canonical in
          if canonical { terms.append((Array(term), 2)) }
        }
      }
      Self.compare(terms)
    }
  }
}

/// A shard's posting lists are read on bytes; they read as the split on characters with
/// `Int(_:)` on each part (kept here) reads them, on every kind of text.
@Suite struct ShardNumbersOnBytes {
  static func byCharacters(_ text: String) -> [Int]? {
    var numbers: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      guard let number = Int(part) else { return nil }
      numbers.append(number)
    }
    return numbers
  }

  @Test func readsWhatTheCharacterSplitReads() {
    let pieces = ["0", "1", "9", "12", ",", ",", "+", "-", " ", "a", "中", ",\u{301}", "٣", "9223372036854775807", "9223372036854775808",
      "-9223372036854775808", "-9223372036854775809", "00", ""]
    var generator = SplitMix(seed: 41)
    var samples = ["", ",", "1,", ",1", "1,,2", "+", "-", "+-1", "1,2,3,4", "9223372036854775807", "-9223372036854775808"]
    for _ in 0..<5_000 {
      samples.append((0..<Int(generator.next() % 7)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined())
    }
    for sample in samples {
      var text = sample
      #expect(text.withUTF8(SearchIndexBuilder.commaSeparatedIntegers) == Self.byCharacters(sample), "\(sample.debugDescription)")
    }
  }
}

/// The page list is written straight into bytes; it is what the value tree it replaced
/// (kept here) serializes, for records of every shape.
@Suite struct PageListBytes {
  static func byValueTree(_ documents: [SearchRecord], glossary: JSONValue, shards: Int) -> [UInt8] {
    let value = JSONValue.object([
      "v": .number(Double(SearchIndexBuilder.manifestVersion)), "shards": .number(Double(shards)),
      "summaries": .number(Double(SearchIndexBuilder.summariesPerFile)), "glossary": glossary, "docs": .array(documents.map(\.json)),
    ])
    return Array(value.serialized().utf8)
  }

  /// Records of every shape the page list writes: quotes, escapes, line separators, empty
  /// and missing names, cases, aliases.
  static func variedRecords(_ count: Int, seed: UInt64) -> [SearchRecord] {
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Int((state >> 33) % UInt64(bound))
    }
    let texts: [String?] = [nil, "", "contentInset", "内容偏移", "a \"quoted\" \\ name", "line\nbreak\t", "\u{2028}\u{2029}", "\u{1}\u{1F}", "é e\u{301}", "🙂", "{[\"docs\": []]}"]
    func text() -> String? { texts[next(texts.count)] }
    var documents: [SearchRecord] = []
    for i in 0..<count {
      let en = text()
      documents.append(SearchRecord(
        path: "p\(i)/\(text() ?? "")", kind: ["property", "enum", "article", "", "notes"][next(5)], name: text(), parent: text(),
        title: Bilingual(en: en, zh: next(3) == 0 ? en : text()), summary: Bilingual(en: text(), zh: text()), deprecated: next(2) == 0,
        cases: (0..<[0, 0, 1, 3][next(4)]).map { _ in SearchRecord.Case(name: text() ?? "x", summary: Bilingual(en: text(), zh: nil)) },
        alias: [nil, 0, 7, 4_999][next(4)], length: [0, 1, 309, 1_000_000][next(4)]))
    }
    return documents
  }

  @Test func aPageListWithSomeRecordsReplacedIsTheOldOneWithThoseRecordsSpliced() throws {
    let documents = Self.variedRecords(600, seed: 29)
    let replacements = Self.variedRecords(600, seed: 7)
    let glossary: JSONValue = .array([.object([JSONMember(key: "w", value: .array([.string("docs")])), JSONMember(key: "t", value: .array([.number(0)]))])])
    let old = SearchIndexBuilder.manifest(documents, glossary: glossary, shards: 16)
    for changed in [[0], [599], [3, 4, 300], Array(stride(from: 1, to: 600, by: 7)), []] {
      var records: [Int: SearchRecord] = [:]
      var expected = documents
      for page in changed {
        records[page] = replacements[page]
        expected[page] = replacements[page]
      }
      let spliced = try #require(SearchIndexBuilder.splicedManifest(old, recordCount: 600, replacing: records))
      #expect(spliced == SearchIndexBuilder.manifest(expected, glossary: glossary, shards: 16), "\(changed)")
    }
    // Anything else is refused, so the rebuild writes the list afresh.
    #expect(SearchIndexBuilder.splicedManifest(old, recordCount: 599, replacing: [:]) == nil)
    #expect(SearchIndexBuilder.splicedManifest(old, recordCount: 600, replacing: [600: replacements[0]]) == nil)
    #expect(SearchIndexBuilder.splicedManifest(Array(old.dropLast()), recordCount: 600, replacing: [:]) == nil)
    #expect(SearchIndexBuilder.splicedManifest(Array("[]".utf8), recordCount: 0, replacing: [:]) == nil)
  }

  @Test func isWhatTheValueTreeSerializes() {
    let documents = Self.variedRecords(2_000, seed: 29)
    let glossary: JSONValue = .array([.object([JSONMember(key: "w", value: .array([.string("边距")])), JSONMember(key: "t", value: .array([.number(0)]))])])
    for (set, shards) in [(documents, 256), ([], 1), (Array(documents.prefix(1)), 1)] {
      for g in [glossary, .array([])] {
        #expect(SearchIndexBuilder.manifest(set, glossary: g, shards: shards) == Self.byValueTree(set, glossary: g, shards: shards))
      }
    }
    for document in documents {
      var out: [UInt8] = []
      document.writeJSON(into: &out)
      #expect(out == Array(document.json.serialized().utf8))
    }
  }
}

/// `SearchTermTable` finds terms of at most eight bytes by their number and longer ones by
/// their bytes; either way a term's id is its place in the order first seen, as a dictionary
/// of `String`s would give it (spellings equal as Strings are one term).
@Suite struct SearchTermTableIds {
  @Test func idsAreTheOrderFirstSeenAsStrings() {
    // Pieces that make terms of one to many bytes, share their first eight bytes, hold high
    // bytes, and spell one ideograph two ways (U+F900 equals U+8C48 as a String).
    let pieces = ["a", "b", "z", "9", "滚", "动", "contentO", "ffset", "\u{F900}", "\u{8C48}", "é"]
    var generator = SplitMix(seed: 31)
    for _ in 0..<300 {
      var table = SearchTermTable()
      var reference: [String: Int32] = [:]
      for _ in 0..<Int(generator.next() % 200) {
        let term = (0..<(1 + Int(generator.next() % 5))).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
        let expected = reference[term] ?? Int32(reference.count)
        reference[term] = expected
        var bytes = term
        let id = bytes.withUTF8 { table.intern($0) }
        #expect(id == expected, "\(term)")
        #expect(table.find(term) == expected)
      }
      #expect(table.count == reference.count)
    }
  }
}
