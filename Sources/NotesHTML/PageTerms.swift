import NotesCore

#if canImport(Glibc)
  import Glibc
#endif

/// The search terms of one page with their summed weights: everything the index needs from
/// a page. Made beside rendering (so on all cores), and kept by the build cache so an
/// incremental build can patch the index without re-reading unchanged pages.
public struct PageTerms: Sendable, Equatable {
  /// The distinct terms' UTF-8 bytes, one after another, in `String` order (byte order for
  /// canonical terms); term `i` is `bytes[start(i)..<ends[i]]`. No `String` per term: the
  /// index interns these bytes (`SearchTermTable`) and makes `String`s only for JSON.
  public private(set) var bytes: [UInt8] = []
  public private(set) var ends: [Int32] = []
  /// Each term's summed field weight.
  public private(set) var weights: [Int] = []
  /// Number of term occurrences on the page, for length normalisation when ranking.
  public private(set) var length = 0

  /// Number of distinct terms.
  public var count: Int { ends.count }

  /// Where term `i` starts in `bytes`.
  @inline(__always)
  public func start(_ i: Int) -> Int { i == 0 ? 0 : Int(ends[i - 1]) }

  /// Calls `body` with term `i`'s bytes.
  @inline(__always)
  public func withTerm<R>(_ i: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    try bytes.withUnsafeBufferPointer { all in try body(UnsafeBufferPointer(rebasing: all[start(i)..<Int(ends[i])])) }
  }

  /// Term `i` as a `String` (for tests, and the few terms an incremental build changes).
  public func term(_ i: Int) -> String { withTerm(i) { String(decoding: $0, as: UTF8.self) } }

  /// The terms as `String`s, in order: one `String` each, so not for the build's hot paths.
  public var terms: [String] { (0..<count).map(term) }

  /// A page's terms: its title (both languages), headings and body text.
  public init(title: Bilingual, headings: [String] = [], body: String = "") {
    self.init(title: title, headings: headings, body: Array(body.utf8))
  }

  /// A page's terms, with the body text as UTF-8 (the build makes it so, with no `String`).
  public init(title: Bilingual, headings: [String] = [], body: [UInt8]) {
    self.init(segmenting: { each in
      if let en = title.en { Self.withUTF8(en) { each($0, .title) } }
      if let zh = title.zh, zh != title.en { Self.withUTF8(zh) { each($0, .title) } }
      for heading in headings { Self.withUTF8(heading) { each($0, .heading) } }
      body.withUnsafeBufferPointer { each($0, .body) }
    })
  }

  private static func withUTF8(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    var text = text
    text.withUTF8(body)
  }

  /// The terms of pieces of text, each with its field.
  ///
  /// Most terms are *canonical* (ASCII, or Han from the unified blocks): their bytes are
  /// their only spelling, so they are counted and ordered by bytes, which skips the
  /// normalisation work of `String` hashing and comparison (most of the cost on Chinese
  /// text). Other terms are counted as `String`s, equal when `String` says so.
  public init(_ texts: [(text: String, field: SearchIndexBuilder.Field)]) {
    self.init(segmenting: { each in
      for (text, field) in texts { Self.withUTF8(text) { each($0, field) } }
    })
  }

  /// The terms of the texts `texts` hands to its argument, each as UTF-8 with its field.
  private init(segmenting texts: ((UnsafeBufferPointer<UInt8>, SearchIndexBuilder.Field) -> Void) -> Void) {
    var canonical = TermTally()
    var others: [String: Int] = [:]
    var scratch: [UInt8] = []
    var count = 0
    texts { utf8, field in
      SearchSegmenter.forEachTerm(utf8: utf8, scratch: &scratch) { term, isCanonical in
        count += 1
        if isCanonical {
          canonical.add(term, weight: field.rawValue)
        } else {
          others[String(decoding: term, as: UTF8.self), default: 0] += field.rawValue
        }
      }
    }
    guard !others.isEmpty else {
      // The common case: every term is canonical, so byte order is `String` order and the
      // tally's sort is the terms' order (no `String` is made at all).
      let (bytes, ends, weights) = canonical.sortedByBytes()
      self.init(bytes: bytes, ends: ends, weights: weights, length: count)
      return
    }
    var entries = canonical.entries()
    // A non-canonical spelling may equal a canonical term as a String (a compatibility
    // ideograph, say): fold it in, as a dictionary of Strings would.
    var index: [String: Int] = [:]
    for (i, entry) in entries.enumerated() { index[entry.term] = i }
    for (term, weight) in others.sorted(by: { $0.key < $1.key }) {
      if let i = index[term] {
        entries[i].weight += weight
      } else {
        index[term] = entries.count
        entries.append((term, weight, false))
      }
    }
    entries.sort { a, b in
      a.canonical && b.canonical ? PageTerms.bytesPrecede(a.term, b.term) : a.term < b.term
    }
    self.init(terms: entries.map(\.term), weights: entries.map(\.weight), length: count)
  }

  /// Stored terms (sorted, distinct).
  public init(terms: [String], weights: [Int], length: Int) {
    precondition(terms.count == weights.count)
    for term in terms {
      bytes.append(contentsOf: term.utf8)
      ends.append(Int32(bytes.count))
    }
    self.weights = weights
    self.length = length
  }

  /// Stored terms as the build cache reads them back: the bytes of each term one after
  /// another, where each ends, and each one's weight (sorted, distinct, valid UTF-8).
  public init(bytes: [UInt8], ends: [Int32], weights: [Int], length: Int) {
    precondition(ends.count == weights.count && (ends.last.map { Int($0) == bytes.count } ?? bytes.isEmpty))
    self.bytes = bytes
    self.ends = ends
    self.weights = weights
    self.length = length
  }

  /// Whether a term has another spelling that is equal as a `String`: one with a CJK
  /// compatibility ideograph (豈 U+F900 equals 豈 U+8C48), the only such characters the
  /// segmenter puts in terms. The index spells such a term as the first page that has it.
  public var hasVariantSpellings: Bool {
    // Compatibility ideographs start with byte 0xEF or 0xF0; most pages have neither. The
    // terms' bytes are whole scalars, so their scalars are the scalars of all the bytes.
    bytes.contains { $0 >= 0xEF }
      && String(decoding: bytes, as: UTF8.self).unicodeScalars.contains {
        (0xF900...0xFAFF).contains($0.value) || (0x2F800...0x2FA1F).contains($0.value)
      }
  }

  /// Whether a term's bytes are its only spelling, so byte equality and order are `String`
  /// equality and order: all ASCII, or all Han from the unified blocks (U+3400–U+4DBF,
  /// U+4E00–U+9FFF), the terms `SearchSegmenter` calls canonical.
  public static func isCanonical(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if bytes.allSatisfy({ $0 < 0x80 }) { return true }
    guard bytes.count % 3 == 0 else { return false }
    var i = 0
    while i < bytes.count {
      let (value, length) = SearchSegmenter.scalar(at: i, in: bytes)
      guard (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value) else { return false }
      i += length
    }
    return true
  }

  /// UTF-8 byte order: `String` order for canonical terms (scalar order of NFC text).
  static func bytesPrecede(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in bytesPrecede(x, y) } }
  }

  /// UTF-8 byte order of two byte strings.
  @inline(__always)
  public static func bytesPrecede(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = min(x.count, y.count)
    let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
    return order != 0 ? order < 0 : x.count < y.count
  }
}

/// Counts a page's term occurrences. Most terms are at most eight bytes (an English word, a
/// Han bigram of six): such a term is its bytes read as one big-endian number, zeros past its
/// end, which is never 0 and names the term alone (terms hold no zero byte). These numbers
/// are counted in an open-addressing table of plain integers, with no bytes kept or compared,
/// and sorted as integers, which is UTF-8 byte order. Longer terms are interned by their bytes.
/// One per page, never copied: the short terms' table is a reference.
struct TermTally {
  private let short = ShortTermTable()
  private var long = ByteInterner()
  private var longWeights: [Int] = []

  /// A short term's number: its bytes, big-endian, zeros past its end.
  @inline(__always)
  static func number(_ term: UnsafeBufferPointer<UInt8>) -> UInt64 {
    if term.count == 8 { return UInt64(bigEndian: UnsafeRawPointer(term.baseAddress!).loadUnaligned(as: UInt64.self)) }
    var key: UInt64 = 0
    for byte in term { key = key << 8 | UInt64(byte) }
    return key << UInt64(8 * (8 - term.count))
  }

  mutating func add(_ term: UnsafeBufferPointer<UInt8>, weight: Int) {
    guard term.count <= 8, term.count > 0 else {
      let (id, inserted) = long.intern(term)
      if inserted { longWeights.append(weight) } else { longWeights[Int(id)] += weight }
      return
    }
    short.add(Self.number(term), weight: weight)
  }

  /// The distinct terms in UTF-8 byte order with their summed weights, packed into one arena
  /// with where each ends.
  func sortedByBytes() -> (bytes: [UInt8], ends: [Int32], weights: [Int]) {
    let keys = short.sortedKeys()
    var longOrder = (0..<Int32(long.count)).map { $0 }
    long.sortByBytes(&longOrder)
    // Each long term's first eight bytes, to merge it among the short ones.
    let longNumbers = longOrder.map { id in long.withBytes(id) { Self.number(UnsafeBufferPointer(rebasing: $0[..<8])) } }
    let count = keys.count + longOrder.count
    let byteCount = keys.reduce(0) { $0 + 8 - $1.trailingZeroBitCount / 8 } + long.byteCount
    var ends = [Int32](repeating: 0, count: count)
    var weights = [Int](repeating: 0, count: count)
    let bytes = [UInt8](unsafeUninitializedCapacity: byteCount) { bytes, written in
      ends.withUnsafeMutableBufferPointer { ends in
        weights.withUnsafeMutableBufferPointer { weights in
          var at = 0
          var s = 0
          var l = 0
          for i in 0..<count {
            // Equal numbers mean the short term is eight bytes and begins the long one: it
            // comes first.
            if l == longOrder.count || (s < keys.count && keys[s] <= longNumbers[l]) {
              let key = keys[s]
              for k in 0..<(8 - key.trailingZeroBitCount / 8) {
                bytes[at] = UInt8(truncatingIfNeeded: key >> UInt64(56 - 8 * k))
                at += 1
              }
              weights[i] = short.weight(of: key)
              s += 1
            } else {
              long.withBytes(longOrder[l]) { term in
                for byte in term {
                  bytes[at] = byte
                  at += 1
                }
              }
              weights[i] = longWeights[Int(longOrder[l])]
              l += 1
            }
            ends[i] = Int32(at)
          }
          written = at
        }
      }
    }
    return (bytes, ends, weights)
  }

  /// The distinct terms as `String`s with their weights, in byte order.
  func entries() -> [(term: String, weight: Int, canonical: Bool)] {
    let (bytes, ends, weights) = sortedByBytes()
    var start = 0
    return ends.indices.map { i in
      defer { start = Int(ends[i]) }
      return (String(decoding: bytes[start..<Int(ends[i])], as: UTF8.self), weights[i], true)
    }
  }
}

/// The short terms' numbers and weights in an open-addressing table (linear probing, a power
/// of two at most half full; number 0 marks an empty slot). A class over raw memory, so a
/// lookup pays no copy-on-write check.
private final class ShortTermTable {
  private struct Slot {
    var key: UInt64
    var weight: Int
  }

  private var slots: UnsafeMutablePointer<Slot>
  private var capacity = 512
  private var count = 0

  init() {
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(key: 0, weight: 0), count: capacity)
  }

  deinit { slots.deallocate() }

  @inline(__always)
  private func home(_ key: UInt64) -> Int { fibonacciSlot(key, capacity: capacity) }

  func add(_ key: UInt64, weight: Int) {
    if (count + 1) * 2 > capacity { grow() }
    let mask = capacity - 1
    var slot = home(key)
    while true {
      let found = slots[slot].key
      if found == key {
        slots[slot].weight += weight
        return
      }
      if found == 0 {
        slots[slot] = Slot(key: key, weight: weight)
        count += 1
        return
      }
      slot = (slot + 1) & mask
    }
  }

  func weight(of key: UInt64) -> Int {
    let mask = capacity - 1
    var slot = home(key)
    while slots[slot].key != key { slot = (slot + 1) & mask }
    return slots[slot].weight
  }

  /// The numbers in the table, ascending.
  func sortedKeys() -> [UInt64] {
    var keys: [UInt64] = []
    keys.reserveCapacity(count)
    for i in 0..<capacity where slots[i].key != 0 { keys.append(slots[i].key) }
    keys.sort()
    return keys
  }

  private func grow() {
    let old = slots
    let oldCapacity = capacity
    capacity *= 2
    slots = .allocate(capacity: capacity)
    slots.initialize(repeating: Slot(key: 0, weight: 0), count: capacity)
    let mask = capacity - 1
    for i in 0..<oldCapacity where old[i].key != 0 {
      var slot = home(old[i].key)
      while slots[slot].key != 0 { slot = (slot + 1) & mask }
      slots[slot] = old[i]
    }
    old.deallocate()
  }
}

/// The home slot of a nonzero 64-bit key in an open-addressing table of `capacity` slots (a
/// power of two): Fibonacci hashing, the high bits of the product, as many as the table needs.
/// Shared by the page's tally (`ShortTermTable`) and the index's term lookup (`NumberTable`).
@inline(__always)
func fibonacciSlot(_ key: UInt64, capacity: Int) -> Int {
  Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - capacity.trailingZeroBitCount))
}
