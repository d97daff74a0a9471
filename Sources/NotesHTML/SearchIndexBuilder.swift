public import NotesCore
import Dispatch
import Synchronization

/// One file of the search index, site-relative.
public struct SearchIndexFile: Sendable {
  public var path: String
  public var bytes: [UInt8]
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }
}

/// Builds the static search index: for each term, the pages that contain it with a weight.
/// Both languages go into one index, cut by `SearchSegmenter`, so a Chinese or an English
/// query finds the same page.
///
/// The index is split so it stays small for the reader as the site grows (thousands of
/// pages): `search-index.json` lists the pages, their summaries live in files of 64 pages
/// (`search/s<k>.json`, loaded for the results shown), and the terms live in shards
/// (`search/t<k>.json`) picked by a hash of the term's start (`shardKey`), so a query
/// downloads only the shards of its own terms, and one shard holds every completion of a
/// typed prefix. Postings are delta-encoded (`"gap,weight,gap,weight,…"`), which
/// keeps most numbers to one or two digits.
public struct SearchIndexBuilder {
  /// A page as the manifest lists it.
  public typealias Document = SearchRecord

  /// A concept of the search glossary as the page script uses it: the words that name it
  /// (Chinese as written, English lowercased) and the pages it means, most central first.
  public struct GlossaryEntry: Sendable, Equatable {
    public var name: Bilingual
    public var words: [String]
    public var targets: [Int]
    public init(name: Bilingual, words: [String], targets: [Int]) {
      self.name = name
      self.words = words
      self.targets = targets
    }

    var json: JSONValue {
      .object([
        "n": .array([.string(name.en ?? ""), .string(name.zh ?? "")]), "w": .array(words.map { .string($0) }),
        "t": .array(targets.map { .number(Double($0)) }),
      ])
    }
  }

  /// A page's number and its weight for one term. Four bytes each: millions of them on a
  /// large site (a page number and a summed field weight never come near 2^31; a weight
  /// that would is held at `Int32.max`).
  public typealias Posting = (document: Int32, weight: Int32)

  public private(set) var documents: [Document] = []
  /// The glossary's concepts, written into the manifest.
  public var glossary: [GlossaryEntry] = []
  /// The terms, interned as integers (`SearchTermTable`).
  private var termTable = SearchTermTable()
  /// Term id → postings sorted by document (documents are added in order).
  private var postings: [[Posting]] = []
  /// Number of (term, page) pairs, which sets the shard count.
  public private(set) var postingCount = 0

  /// Postings (term × page pairs) per shard the builder aims at, about 40 KB of JSON, which a
  /// browser reads in a few milliseconds on the keystroke that needs it; the shard count is the
  /// power of two that keeps shards at or below it (at most 256).
  public static let defaultPostingsPerShard = 5_000
  public var postingsPerShard = defaultPostingsPerShard

  public init() {}

  /// Room for `count` pages, so the records are not copied as they grow.
  public mutating func reserveCapacity(documents count: Int) {
    documents.reserveCapacity(count)
  }

  /// Where a piece of text sits on its page; titles count most.
  public enum Field: Int, Sendable {
    case body = 1
    case heading = 4
    case title = 12
  }

  /// Adds a page with its terms and returns its number.
  @discardableResult
  public mutating func addPage(_ record: SearchRecord, terms: PageTerms) -> Int {
    var record = record
    record.length = terms.length
    documents.append(record)
    let number = documents.count - 1
    // A new page's terms are distinct and no list holds this page yet: one append each,
    // one lookup by bytes per term.
    let page = Int32(number)
    for (i, id) in intern(terms).enumerated() { append((page, Int32(clamping: terms.weights[i])), to: Int(id)) }
    return number
  }

  /// Adds a page with its terms and returns its number; the record names only its title.
  @discardableResult
  public mutating func addPage(path: String, title: Bilingual, terms: PageTerms) -> Int {
    addPage(SearchRecord(path: path, kind: "page", title: title), terms: terms)
  }

  /// Adds a page with only its title's terms and returns its number (`add` adds more).
  @discardableResult
  public mutating func addPage(path: String, title: Bilingual) -> Int {
    addPage(path: path, title: title, terms: PageTerms(title: title))
  }

  /// Adds text to the most recently added page.
  public mutating func add(_ text: String, to document: Int, field: Field) {
    precondition(document == documents.count - 1, "text goes to the last page added")
    merge(PageTerms([(text, field)]), into: document)
  }

  /// Adds a posting to a term's list (a new term's id is the next list).
  private mutating func append(_ posting: Posting, to id: Int) {
    if id == postings.count { postings.append([posting]) } else { postings[id].append(posting) }
    postingCount += 1
  }

  /// The ids of a page's terms, in its order.
  private mutating func intern(_ page: PageTerms) -> [Int32] {
    page.bytes.withUnsafeBufferPointer { all in
      (0..<page.count).map { i in termTable.intern(UnsafeBufferPointer(rebasing: all[page.start(i)..<Int(page.ends[i])])) }
    }
  }

  private mutating func merge(_ terms: PageTerms, into document: Int) {
    documents[document].length += terms.length
    for (i, id) in intern(terms).enumerated() {
      let id = Int(id)
      let weight = terms.weights[i]
      // Mutated in place: copying a common term's list per page would make indexing
      // quadratic in the number of pages.
      if id < postings.count, let last = postings[id].last, Int(last.document) == document {
        postings[id][postings[id].count - 1].weight = Int32(clamping: Int(last.weight) + weight)
      } else {
        append((Int32(document), Int32(clamping: weight)), to: id)
      }
    }
  }

  public var shardCount: Int { Self.shardCount(postings: postingCount, perShard: postingsPerShard) }

  /// The postings the first keystrokes' answers read (`SearchFirstKeys.reads`): those of
  /// the terms that begin with a Han character and of the glossary's words' terms.
  public var firstKeyPostings: [String: [Posting]] {
    var result: [String: [Posting]] = [:]
    for id in 0..<Int32(termTable.count) {
      if termTable.withSpelling(id, SearchFirstKeys.beginsWithHan(utf8:)) { result[termTable.string(id)] = postings[Int(id)] }
    }
    for word in SearchFirstKeys.glossaryTerms(firstKeyConcepts) {
      if let id = termTable.find(word) { result[termTable.string(id)] = postings[Int(id)] }
    }
    return result
  }

  var firstKeyConcepts: [SearchFirstKeys.Concept] { glossary.map { SearchFirstKeys.Concept(words: $0.words, targets: $0.targets) } }

  /// The power of two (at most 256) that keeps shards at or below `perShard` postings.
  public static func shardCount(postings total: Int, perShard: Int) -> Int {
    var count = 1
    while count < 256, total > count * perShard { count *= 2 }
    return count
  }

  /// The start of a term that picks its shard: the first character of a Han term, the first
  /// three of any other (the whole term when shorter). Every term that starts the same way
  /// is in one shard, so the page script completes a typed prefix (`deceler`, `滚`) from the
  /// one file that holds every term beginning with it.
  public static func shardKey(_ term: String) -> String {
    var term = term
    return term.withUTF8 { String(decoding: $0[..<shardKeyLength(utf8: $0)], as: UTF8.self) }
  }

  /// How many bytes of a term's UTF-8 its shard key is: its first scalar when that is Han,
  /// its first three otherwise.
  static func shardKeyLength(utf8 term: UnsafeBufferPointer<UInt8>) -> Int {
    var end = 0
    var scalars = 0
    while end < term.count, scalars < 3 {
      let (value, length) = SearchSegmenter.scalar(at: end, in: term)
      end += length
      scalars += 1
      if scalars == 1 && SearchSegmenter.isHan(value) { break }
    }
    return end
  }

  /// The shard a term lives in: FNV-1a (32 bit) of the UTF-8 bytes of its `shardKey`,
  /// modulo the shard count. The page script computes the same hash.
  public static func shard(of term: String, count: Int) -> Int {
    var term = term
    return term.withUTF8 { shard(ofUTF8: $0, count: count) }
  }

  /// `shard(of:count:)` for a term's UTF-8 bytes.
  static func shard(ofUTF8 term: UnsafeBufferPointer<UInt8>, count: Int) -> Int {
    Int(ByteInterner.hash(UnsafeBufferPointer(rebasing: term[..<shardKeyLength(utf8: term)])) % UInt32(count))
  }

  public static let manifestPath = "search-index.json"
  public static func shardPath(_ k: Int) -> String { "search/t\(k).json" }
  public static func summaryPath(_ k: Int) -> String { "search/s\(k).json" }

  /// Pages per file of summaries: results load the files of the pages they show, a few
  /// kilobytes each, instead of every page's summaries with the page list.
  public static let summariesPerFile = 64

  /// The files of the index, site-relative, each byte-identical between builds (pages in
  /// the order added, terms sorted):
  ///
  /// - `search-index.json`: `{"v": 3, "shards": S, "summaries": 64, "glossary": [{"n": [name, 名称],
  ///   "w": [word, …], "t": [page, …]}, …], "docs": [record, …]}` (`SearchRecord.json`).
  /// - `search/t<k>.json`: `{"term":"gap,weight,…"}` for the terms of shard k.
  /// - `search/s<k>.json`: `[summaries, …]` (`SearchRecord.summaryJSON`) of pages 64k to 64k + 63.
  /// - `search/k.json`: the answers to first keystrokes (`SearchFirstKeys`).
  ///
  /// Pages load their script twins (`SearchIndexScript.withTwins`), which the build adds.
  public func files() -> [SearchIndexFile] { files(firstKeyPostings: firstKeyPostings) }

  /// `files()`, given `firstKeyPostings` (which the build cache keeps too).
  public func files(firstKeyPostings: [String: [Posting]]) -> [SearchIndexFile] {
    let count = shardCount
    var result = [SearchIndexFile(path: Self.manifestPath, bytes: Self.manifest(documents, glossary: .array(glossary.map(\.json)), shards: count))]
    // Each shard's terms sorted by their bytes (String order), written from their bytes.
    var shards = [[Int32]](repeating: [], count: count)
    for id in 0..<Int32(termTable.count) { shards[termTable.withSpelling(id) { Self.shard(ofUTF8: $0, count: count) }].append(id) }
    // The shards are independent: written on every core, each into its own slot, so the
    // files come out in shard order whatever finishes first.
    let written = Mutex([[UInt8]?](repeating: nil, count: count))
    let workers = min(8, count)
    let (termTable, postings, shardTerms) = (termTable, postings, shards)
    DispatchQueue.concurrentPerform(iterations: workers) { worker in
      var mine: [(Int, [UInt8])] = []
      for k in stride(from: worker, to: count, by: workers) {
        var ids = shardTerms[k]
        termTable.sort(&ids)
        mine.append((k, Self.shard(count: ids.count) { i, out in
          termTable.withSpelling(ids[i]) { JSONValue.writeString(utf8: $0, into: &out) }
          return postings[Int(ids[i])]
        }))
      }
      written.withLock { for (k, bytes) in mine { $0[k] = bytes } }
    }
    for (k, bytes) in written.withLock({ $0 }).enumerated() { result.append(SearchIndexFile(path: Self.shardPath(k), bytes: bytes!)) }
    result += Self.summaryFiles(documents)
    result += SearchFirstKeys.files(documents: documents, glossary: firstKeyConcepts, postings: firstKeyPostings)
    return result
  }

  /// The numbers of the files of summaries that hold `pages` (`search/s<k>.json`).
  public static func summaryFiles(holding pages: some Sequence<Int>) -> Set<Int> {
    Set(pages.map { $0 / summariesPerFile })
  }

  /// The files of summaries of `documents`, or only those holding the pages `only` names.
  public static func summaryFiles(_ documents: [Document], only: Set<Int>? = nil) -> [SearchIndexFile] {
    let per = summariesPerFile
    let files = only.map { summaryFiles(holding: $0).sorted() } ?? Array(0..<((documents.count + per - 1) / per))
    return files.map { k in
      let value = JSONValue.array(documents[(k * per)..<min(documents.count, (k + 1) * per)].map(\.summaryJSON))
      return SearchIndexFile(path: summaryPath(k), bytes: Array(value.serialized().utf8))
    }
  }

  /// The format of `search-index.json` and the files it names; the page script refuses another.
  public static let manifestVersion = 3

  /// The page list with the glossary (already in its JSON form).
  /// Written as `JSONValue.object` would serialize `{"v", "shards", "summaries", "glossary",
  /// "docs"}`, each record straight into the bytes (`SearchRecord.writeJSON`).
  public static func manifest(_ documents: [Document], glossary: JSONValue, shards: Int) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(64 + 96 * documents.count)
    out += Array("{\"v\": ".utf8)
    JSONValue.writeNumber(Double(manifestVersion), into: &out)
    out += Array(", \"shards\": ".utf8)
    JSONValue.writeNumber(Double(shards), into: &out)
    out += Array(", \"summaries\": ".utf8)
    JSONValue.writeNumber(Double(summariesPerFile), into: &out)
    out += Array(", \"glossary\": ".utf8)
    out += Array(glossary.serialized().utf8)
    out += Array(", \"docs\": ".utf8)
    if documents.isEmpty {
      out += Array("[]".utf8)
    } else {
      out.append(UInt8(ascii: "["))
      for (i, document) in documents.enumerated() {
        if i > 0 { out += [UInt8(ascii: ","), UInt8(ascii: " ")] }
        document.writeJSON(into: &out)
      }
      out.append(UInt8(ascii: "]"))
    }
    out.append(UInt8(ascii: "}"))
    return out
  }

  /// `manifest(_:glossary:shards:)` of a page list that differs from the one `old` was written
  /// from only in `records` (page number → its new record): `old` with those records' bytes
  /// replaced, instead of writing every record again. nil when `old` is not shaped as a
  /// manifest is, or does not hold `recordCount` records.
  public static func splicedManifest(_ old: [UInt8], recordCount: Int, replacing records: [Int: Document]) -> [UInt8]? {
    guard let ranges = recordRanges(inManifest: old), ranges.count == recordCount, records.keys.allSatisfy({ ranges.indices.contains($0) })
    else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(old.count + 512 * records.count)
    var copied = 0
    for page in records.keys.sorted() {
      out += old[copied..<ranges[page].lowerBound]
      records[page]!.writeJSON(into: &out)
      copied = ranges[page].upperBound
    }
    out += old[copied...]
    return out
  }

  /// Where each record of the page list (`"docs"`, an array of objects in the top-level
  /// object) lies in a manifest's bytes; nil when the bytes are not one JSON object with such
  /// a list.
  static func recordRanges(inManifest bytes: [UInt8]) -> [Range<Int>]? {
    bytes.withUnsafeBufferPointer { b -> [Range<Int>]? in
      let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
      let docs = Array("docs".utf8)
      var ranges: [Range<Int>] = []
      var depth = 0
      // The last string read in the top-level object (a key, when an array follows it).
      var lastString = 0..<0
      var inDocs = false
      var docsSeen = false
      var recordStart = 0
      var i = 0
      while i < b.count {
        let c = b[i]
        if c == quote {
          let start = i + 1
          i += 1
          while i < b.count, b[i] != quote { i += b[i] == backslash ? 2 : 1 }
          guard i < b.count else { return nil }
          if depth == 1 { lastString = start..<i }
        } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
          if depth == 1, c == UInt8(ascii: "["), !docsSeen, b[lastString].elementsEqual(docs) { inDocs = true }
          if inDocs, depth == 2, c == UInt8(ascii: "{") { recordStart = i }
          depth += 1
        } else if c == UInt8(ascii: "}") || c == UInt8(ascii: "]") {
          depth -= 1
          guard depth >= 0 else { return nil }
          if inDocs, depth == 2, c == UInt8(ascii: "}") { ranges.append(recordStart..<(i + 1)) }
          if inDocs, depth == 1 {
            inDocs = false
            docsSeen = true
          }
        }
        i += 1
      }
      return depth == 0 && docsSeen ? ranges : nil
    }
  }

  /// Reads a manifest back with the summaries (`summaries(k)` gives the bytes of
  /// `search/s<k>.json`): its records and its glossary as written, for an incremental build
  /// that replaces the records of the pages it renders; nil when the bytes are not a manifest
  /// of this version or a file of summaries is missing or does not match it.
  /// - Parameter summaryFiles: the files of summaries to read (all when nil). The records of
  ///   the others come back with blank summaries: a rebuild rewrites only the files that hold
  ///   a page it rendered, and reading the other 79 of a 5,000-page site's 80 files was half
  ///   of its parsing.
  public static func parseManifest(
    _ bytes: [UInt8], summaries: (Int) -> [UInt8]?, summaryFiles: Set<Int>? = nil
  ) -> (documents: [Document], glossary: JSONValue)? {
    guard let value = try? JSONValue.parse(bytes: bytes),
      value["v"]?.doubleValue == Double(manifestVersion), value["summaries"]?.doubleValue == Double(summariesPerFile),
      let glossary = value["glossary"], let docs = value["docs"]?.arrayValue
    else { return nil }
    var documents: [Document] = []
    documents.reserveCapacity(docs.count)
    var k = 0
    while k * summariesPerFile < docs.count {
      let count = min(summariesPerFile, docs.count - k * summariesPerFile)
      let entries: [JSONValue]
      if summaryFiles?.contains(k) ?? true {
        guard let file = summaries(k), let parsed = try? JSONValue.parse(bytes: file), let read = parsed.arrayValue, read.count == count
        else { return nil }
        entries = read
      } else {
        entries = docs[(k * summariesPerFile)..<(k * summariesPerFile + count)].map(blankSummaries)
      }
      for (i, entry) in entries.enumerated() {
        guard let record = SearchRecord(json: docs[k * summariesPerFile + i], summary: entry) else { return nil }
        documents.append(record)
      }
      k += 1
    }
    return (documents, glossary)
  }

  /// Summaries of the shape a page-list entry needs (one pair per case), every one blank.
  static func blankSummaries(_ entry: JSONValue) -> JSONValue {
    let blank = JSONValue.array([.string(""), .string("")])
    guard let cases = entry["c"]?.arrayValue, !cases.isEmpty else { return blank }
    return .array([.string(""), .string(""), .array(Array(repeating: blank, count: cases.count))])
  }

  /// One shard, `{"term":"gap,weight,…",…}`, from terms in order with their postings. Each
  /// term's postings are one string, so reading a shard makes one string per term and the
  /// page script turns into numbers only the postings of the terms a query looks up.
  public static func shard(_ members: [(term: String, postings: [Posting])]) -> [UInt8] {
    shard(count: members.count) { i, out in
      JSONValue.writeString(members[i].term, into: &out)
      return members[i].postings
    }
  }

  /// A shard of `count` members: `member(i, &out)` writes member i's term as a JSON string
  /// and returns its postings.
  static func shard(count: Int, _ member: (Int, inout [UInt8]) -> [Posting]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(count * 24)
    out.append(UInt8(ascii: "{"))
    for i in 0..<count {
      if i > 0 { out.append(UInt8(ascii: ",")) }
      let postings = member(i, &out)
      out.append(contentsOf: ":\"".utf8)
      var previous = 0
      for (j, entry) in postings.enumerated() {
        if j > 0 { out.append(UInt8(ascii: ",")) }
        writeInteger(Int(entry.document) - previous, into: &out)
        out.append(UInt8(ascii: ","))
        writeInteger(Int(entry.weight), into: &out)
        previous = Int(entry.document)
      }
      out.append(UInt8(ascii: "\""))
    }
    out.append(UInt8(ascii: "}"))
    return out
  }

  /// What `JSONValue.writeNumber(Double(value))` writes for an integer: its digits. Gaps and
  /// weights are nearly all below 100, written here without going through a `Double`.
  @inline(__always)
  static func writeInteger(_ value: Int, into out: inout [UInt8]) {
    switch value {
    case 0..<10:
      out.append(UInt8(ascii: "0") + UInt8(value))
    case 10..<100:
      out.append(UInt8(ascii: "0") + UInt8(value / 10))
      out.append(UInt8(ascii: "0") + UInt8(value % 10))
    default:
      JSONValue.writeNumber(Double(value), into: &out)
    }
  }

  /// Reads a shard back (the inverse of `shard(_:)`), for an incremental build that patches
  /// the shards a changed page touches; nil when the bytes are not such a shard.
  public static func parseShard(_ bytes: [UInt8]) -> [(term: String, postings: [Posting])]? {
    guard let value = try? JSONValue.parse(String(decoding: bytes, as: UTF8.self)), let members = value.objectValue else {
      return nil
    }
    var result: [(term: String, postings: [Posting])] = []
    result.reserveCapacity(members.count)
    for member in members {
      guard var text = member.value.stringValue, let numbers = text.withUTF8(Self.commaSeparatedIntegers) else { return nil }
      guard numbers.count.isMultiple(of: 2) else { return nil }
      var postings: [Posting] = []
      postings.reserveCapacity(numbers.count / 2)
      var document = 0
      for i in stride(from: 0, to: numbers.count, by: 2) {
        document += numbers[i]
        guard let page = Int32(exactly: document), let weight = Int32(exactly: numbers[i + 1]) else { return nil }
        postings.append((page, weight))
      }
      result.append((member.key, postings))
    }
    return result
  }

  /// `text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }`, on
  /// bytes: nil when a part is not an optional sign and one or more digits, or overflows.
  static func commaSeparatedIntegers(_ text: UnsafeBufferPointer<UInt8>) -> [Int]? {
    var numbers: [Int] = []
    numbers.reserveCapacity(text.count / 2 + 1)
    var i = 0
    while true {
      var negative = false
      if i < text.count, text[i] == UInt8(ascii: "+") || text[i] == UInt8(ascii: "-") {
        negative = text[i] == UInt8(ascii: "-")
        i += 1
      }
      let digitsStart = i
      var value = 0
      while i < text.count, text[i] &- UInt8(ascii: "0") < 10 {
        let digit = Int(text[i] &- UInt8(ascii: "0"))
        let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
        let (sum, overflowSum) = negative ? times.subtractingReportingOverflow(digit) : times.addingReportingOverflow(digit)
        guard !overflowTimes, !overflowSum else { return nil }
        value = sum
        i += 1
      }
      guard i > digitsStart else { return nil }
      numbers.append(value)
      if i == text.count { return numbers }
      guard text[i] == UInt8(ascii: ",") else { return nil }
      i += 1
    }
  }
}
