import Dispatch
public import NotesCore

/// Builds the static search index: for each term, the pages that contain it with a weight.
/// Both languages go into one index, cut by `SearchSegmenter`, so a Chinese or an English
/// query finds the same page.
///
/// `add` only records the text; the cutting into terms happens when the index is asked for
/// (`json()`), on all cores: consecutive additions to the same page form a run, each run is
/// cut and summed per term in parallel, and the runs are then merged into the postings in
/// the order they were added, with exactly the rule a term-by-term merge would apply.
public struct SearchIndexBuilder {
  struct Document {
    var path: String
    var title: Bilingual
  }

  /// Text added to one page, in order.
  struct Run {
    var document: Int
    var texts: [(text: String, weight: Int)]
  }

  private var documents: [Document] = []
  private var runs: [Run] = []

  public init() {}

  /// Where a piece of text sits on its page; titles count most.
  public enum Field: Int, Sendable {
    case body = 1
    case heading = 4
    case title = 12
  }

  /// Adds a page and returns its number.
  @discardableResult
  public mutating func addPage(path: String, title: Bilingual) -> Int {
    documents.append(Document(path: path, title: title))
    let number = documents.count - 1
    if let en = title.en { add(en, to: number, field: .title) }
    if let zh = title.zh { add(zh, to: number, field: .title) }
    return number
  }

  public mutating func add(_ text: String, to document: Int, field: Field) {
    if let last = runs.indices.last, runs[last].document == document {
      runs[last].texts.append((text, field.rawValue))
    } else {
      runs.append(Run(document: document, texts: [(text, field.rawValue)]))
    }
  }

  /// Terms (sorted) with their postings `[document, weight, document, weight, …]`, documents
  /// in the order they were added.
  func postings() -> (terms: [String], postings: [[Int]]) {
    var merger = TermMerger()
    // Runs are cut in parallel in batches (so at most one batch's terms are held at once),
    // and each batch is merged in order on this thread.
    let batchSize = 256
    var batchStart = 0
    while batchStart < runs.count {
      let batch = Array(runs[batchStart..<min(runs.count, batchStart + batchSize)])
      var cut = [RunTerms](repeating: RunTerms(), count: batch.count)
      cut.withUnsafeMutableBufferPointer { buffer in
        nonisolated(unsafe) let slots = buffer.baseAddress!
        let chunks = min(batch.count, 16)
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
          var table = ByteTermTable()
          var scratch: [UInt8] = []
          for r in stride(from: chunk, to: batch.count, by: chunks) {
            (slots + r).pointee = RunTerms(batch[r], table: &table, scratch: &scratch)
          }
        }
      }
      for (r, terms) in cut.enumerated() { merger.merge(terms, document: batch[r].document) }
      batchStart += batchSize
    }
    return merger.sorted()
  }

  /// `{"docs": [{"p": path, "e": title, "z": 标题}], "terms": {"term": [doc, weight, …]}}`,
  /// terms sorted so the file is byte-identical between builds.
  public func json() -> JSONValue {
    let docs = documents.map { doc -> JSONValue in
      var members = [JSONMember(key: "p", value: .string(doc.path))]
      if let en = doc.title.en { members.append(JSONMember(key: "e", value: .string(en))) }
      if let zh = doc.title.zh { members.append(JSONMember(key: "z", value: .string(zh))) }
      return .object(members)
    }
    let (keys, postings) = postings()
    let terms = zip(keys, postings).map { term, list in
      JSONMember(key: term, value: .array(list.map { JSONValue.number(Double($0)) }))
    }
    return .object([JSONMember(key: "docs", value: .array(docs)), JSONMember(key: "terms", value: .object(terms))])
  }
}

extension Array where Element == Int {
  /// Adds `weight` to the last posting when it is `document`'s, else appends a new pair.
  @inline(__always)
  fileprivate mutating func addPosting(document: Int, weight: Int) {
    let n = count
    if n >= 2, self[n - 2] == document {
      self[n - 1] += weight
    } else {
      append(document)
      append(weight)
    }
  }
}

/// One run's distinct terms (as bytes, in first-occurrence order) with summed weights.
struct RunTerms {
  var bytes: [UInt8] = []
  /// (start, end) in `bytes`, hash, summed weight, canonical (see `SearchSegmenter.forEachTerm`).
  var items: [(start: Int32, end: Int32, hash: UInt64, weight: Int, canonical: Bool)] = []

  init() {}

  init(_ run: SearchIndexBuilder.Run, table: inout ByteTermTable, scratch: inout [UInt8]) {
    table.removeAll()
    var bytes: [UInt8] = []
    var items: [(start: Int32, end: Int32, hash: UInt64, weight: Int, canonical: Bool)] = []
    for (text, weight) in run.texts {
      var text = text
      text.withUTF8 { utf8 in
        SearchSegmenter.forEachTerm(utf8: utf8, scratch: &scratch) { term, canonical in
          let hash = ByteTermTable.hash(term)
          if let id = table.find(term, hash: hash) {
            items[id].weight += weight
          } else {
            let id = table.insert(term, hash: hash)
            let start = Int32(bytes.count)
            bytes.append(contentsOf: term)
            items.append((start, Int32(bytes.count), hash, weight, canonical))
            assert(id == items.count - 1)
          }
        }
      }
    }
    self.bytes = bytes
    self.items = items
  }
}

/// Merges runs into postings keyed by term id, with the rule of a term-by-term merge: a
/// term's last posting for the same page gains the weight, else a new posting starts.
///
/// Terms are found by their bytes; a term whose bytes are new is looked up as a String too,
/// so two spellings Swift considers equal (canonically equivalent) share one entry, keyed
/// by the first spelling seen, exactly as a `[String: …]` dictionary keeps them.
struct TermMerger {
  var table = ByteTermTable()
  var idOfEntry: [Int] = []  // byte-table entry → term id
  var entryOfID: [Int] = []  // term id → byte-table entry of its key
  var keys: [String] = []
  var idOfKey: [String: Int] = [:]
  var postings: [[Int]] = []
  var allCanonical = true

  mutating func merge(_ run: RunTerms, document: Int) {
    run.bytes.withUnsafeBufferPointer { all in
      for item in run.items {
        let term = UnsafeBufferPointer(rebasing: all[Int(item.start)..<Int(item.end)])
        let id: Int
        if let entry = table.find(term, hash: item.hash) {
          id = idOfEntry[entry]
        } else {
          let key = String(decoding: term, as: UTF8.self)
          if let existing = idOfKey[key] {
            id = existing
          } else {
            id = keys.count
            keys.append(key)
            idOfKey[key] = id
            postings.append([])
            entryOfID.append(table.count)
            if !item.canonical { allCanonical = false }
          }
          _ = table.insert(term, hash: item.hash)
          idOfEntry.append(id)
        }
        postings[id].addPosting(document: document, weight: item.weight)
      }
    }
  }

  /// Keys in String order (byte order when every key is canonical: the same order, faster).
  func sorted() -> (terms: [String], postings: [[Int]]) {
    var order = Array(keys.indices)
    if allCanonical {
      order.sort { a, b in
        table.key(entryOfID[a]).lexicographicallyPrecedes(table.key(entryOfID[b]))
      }
    } else {
      order.sort { keys[$0] < keys[$1] }
    }
    return (order.map { keys[$0] }, order.map { postings[$0] })
  }
}

/// An open-addressing set of byte strings; entries are numbered in insertion order.
struct ByteTermTable {
  private var bytes: [UInt8] = []
  private var bounds: [(start: Int32, end: Int32)] = []
  private var hashes: [UInt64] = []
  private var slots: [Int32] = Array(repeating: -1, count: 1024)  // entry number or -1
  private var mask = 1023

  var count: Int { bounds.count }

  /// FNV-1a, 64-bit.
  @inline(__always)
  static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for b in key {
      h ^= UInt64(b)
      h = h &* 0x100_0000_01b3
    }
    return h ^ (h >> 29)
  }

  mutating func removeAll() {
    if bounds.isEmpty { return }
    bytes.removeAll(keepingCapacity: true)
    bounds.removeAll(keepingCapacity: true)
    hashes.removeAll(keepingCapacity: true)
    for i in slots.indices { slots[i] = -1 }
  }

  /// The bytes of entry `entry` (valid until the next insertion).
  func key(_ entry: Int) -> ArraySlice<UInt8> {
    bytes[Int(bounds[entry].start)..<Int(bounds[entry].end)]
  }

  func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry < 0 { return nil }
      if hashes[Int(entry)] == hash, equals(Int(entry), key) { return Int(entry) }
      slot = (slot + 1) & mask
    }
  }

  @inline(__always)
  private func equals(_ entry: Int, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
    let (start, end) = (Int(bounds[entry].start), Int(bounds[entry].end))
    guard end - start == key.count else { return false }
    return bytes.withUnsafeBufferPointer { all in
      for k in 0..<key.count where all[start + k] != key[k] { return false }
      return true
    }
  }

  /// Adds a key known to be absent; returns its entry number.
  mutating func insert(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
    if (bounds.count + 1) * 2 > slots.count { grow() }
    let entry = bounds.count
    let start = Int32(bytes.count)
    bytes.append(contentsOf: key)
    bounds.append((start, Int32(bytes.count)))
    hashes.append(hash)
    place(entry, hash: hash)
    return entry
  }

  private mutating func place(_ entry: Int, hash: UInt64) {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(entry)
  }

  private mutating func grow() {
    slots = Array(repeating: -1, count: slots.count * 2)
    mask = slots.count - 1
    for entry in 0..<bounds.count { place(entry, hash: hashes[entry]) }
  }
}
