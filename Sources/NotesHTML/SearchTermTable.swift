/// The search index's terms, interned as integers once per build: a term's id is its place
/// in the order first seen, and its *spelling* (what the index writes) is the bytes it was
/// first seen with.
///
/// Terms are equal when they are equal as `String`s, as the keys of a dictionary of Strings
/// were. For *canonical* terms (ASCII, or Han from the unified blocks: `PageTerms.isCanonical`) that is
/// byte equality, so while every term seen is canonical a term costs one byte-table lookup
/// and no `String`. The first non-canonical term (accented Latin, a compatibility ideograph,
/// a character beyond U+FFFF) switches on a `String`-keyed table of every term, consulted
/// only when the bytes are new; bytes found there become another spelling of that term, so
/// they are found by bytes from then on.
struct SearchTermTable {
  /// Every spelling seen, each once.
  private var spellings = ByteInterner()
  /// The spellings of at most eight bytes by their number (`TermTally.number`: the bytes
  /// big-endian, which names them alone), so most terms (an English word, a Han bigram) are
  /// found with one integer lookup instead of hashing and comparing their bytes.
  private var shortSpellings = NumberTable()
  /// Spelling → term id.
  private var termOfSpelling: [Int32] = []
  /// Term id → its spelling (the first seen).
  private var spellingOfTerm: [Int32] = []
  /// Term id → whether its spelling is canonical.
  private var canonical: [Bool] = []
  /// Every term by its `String`, once a term that is not canonical has been seen.
  private var byString: [String: Int32]?

  /// Number of distinct terms.
  var count: Int { spellingOfTerm.count }

  /// Whether every term is canonical, so byte order is `String` order.
  var allCanonical: Bool { byString == nil }

  /// The id of a term, adding it when new.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let number = bytes.count <= 8 && !bytes.isEmpty ? TermTally.number(bytes) : 0
    if number != 0, let spelling = shortSpellings.value(of: number) { return termOfSpelling[Int(spelling)] }
    let (spelling, inserted) = spellings.intern(bytes)
    if number != 0 { shortSpellings.insert(number, value: spelling) }
    if !inserted { return termOfSpelling[Int(spelling)] }
    let isCanonical = PageTerms.isCanonical(bytes)
    if byString == nil && !isCanonical {
      var all: [String: Int32] = [:]
      all.reserveCapacity(count * 2)
      for id in 0..<Int32(count) { all[string(id)] = id }
      byString = all
    }
    let id = Int32(count)
    if byString != nil {
      let text = String(decoding: bytes, as: UTF8.self)
      if let known = byString![text] {
        termOfSpelling.append(known)
        return known
      }
      byString![text] = id
    }
    termOfSpelling.append(id)
    spellingOfTerm.append(spelling)
    canonical.append(isCanonical)
    return id
  }

  /// The id of the term that equals `term` as a `String`, if any.
  func find(_ term: String) -> Int32? {
    var term = term
    if let spelling = term.withUTF8({ spellings.find($0) }) { return termOfSpelling[Int(spelling)] }
    return byString?[term]
  }

  /// Calls `body` with a term's spelling.
  @inline(__always)
  func withSpelling<R>(_ id: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try spellings.withBytes(spellingOfTerm[Int(id)], body)
  }

  func string(_ id: Int32) -> String { spellings.string(spellingOfTerm[Int(id)]) }

  /// Sorts term ids in `String` order of their spellings: byte order, with `String`
  /// comparison for pairs where one is not canonical.
  func sort(_ ids: inout [Int32]) {
    var spellingIDs = ids.map { spellingOfTerm[Int($0)] }
    if allCanonical || ids.allSatisfy({ canonical[Int($0)] }) {
      spellings.sortByBytes(&spellingIDs)
      ids = spellingIDs.map { termOfSpelling[Int($0)] }
      return
    }
    var strings: [Int32: String] = [:]
    for id in ids where !canonical[Int(id)] { strings[id] = string(id) }
    ids.sort { a, b in
      if let x = strings[a] { return x < (strings[b] ?? string(b)) }
      if let y = strings[b] { return string(a) < y }
      return withSpelling(a) { x in withSpelling(b) { y in PageTerms.bytesPrecede(x, y) } }
    }
  }
}

/// Nonzero 64-bit numbers to 32-bit values in an open-addressing table (linear probing, a
/// power of two at most half full; number 0 marks an empty slot). Unlike the page's tally
/// (`ShortTermTable`, which sums weights in raw memory) it maps each number once.
private struct NumberTable {
  private var keys = [UInt64](repeating: 0, count: 1024)
  private var values = [Int32](repeating: 0, count: 1024)
  private var count = 0

  /// The value of `key` (nonzero), if it was inserted.
  @inline(__always)
  func value(of key: UInt64) -> Int32? {
    keys.withUnsafeBufferPointer { keys in
      let mask = keys.count - 1
      var slot = fibonacciSlot(key, capacity: keys.count)
      while true {
        let found = keys[slot]
        if found == key { return values[slot] }
        if found == 0 { return nil }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Inserts `key` (nonzero, not in the table yet) with `value`.
  mutating func insert(_ key: UInt64, value: Int32) {
    if (count + 1) * 2 > keys.count { grow() }
    let mask = keys.count - 1
    var slot = fibonacciSlot(key, capacity: keys.count)
    while keys[slot] != 0 { slot = (slot + 1) & mask }
    keys[slot] = key
    values[slot] = value
    count += 1
  }

  private mutating func grow() {
    let (oldKeys, oldValues) = (keys, values)
    keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
    values = [Int32](repeating: 0, count: oldKeys.count * 2)
    count = 0
    for i in oldKeys.indices where oldKeys[i] != 0 { insert(oldKeys[i], value: oldValues[i]) }
  }
}
