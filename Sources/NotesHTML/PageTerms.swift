import NotesCore

#if canImport(Glibc)
  import Glibc
#endif

/// The search terms of one page with their summed weights: everything the index needs from
/// a page. Made beside rendering (so on all cores), and kept by the build cache so an
/// incremental build can patch the index without re-reading unchanged pages.
public struct PageTerms: Sendable, Equatable {
  /// Distinct terms in `String` order, and each one's summed field weight.
  public private(set) var terms: [String] = []
  public private(set) var weights: [Int] = []
  /// Number of term occurrences on the page, for length normalisation when ranking.
  public private(set) var length = 0

  /// A page's terms: its title (both languages), headings and body text.
  public init(title: Bilingual, headings: [String] = [], body: String = "") {
    var texts: [(String, SearchIndexBuilder.Field)] = []
    if let en = title.en { texts.append((en, .title)) }
    if let zh = title.zh, zh != title.en { texts.append((zh, .title)) }
    for heading in headings { texts.append((heading, .heading)) }
    texts.append((body, .body))
    self.init(texts)
  }

  /// The terms of pieces of text, each with its field.
  ///
  /// Most terms are *canonical* (ASCII, or Han from the unified blocks): their bytes are
  /// their only spelling, so they are counted and ordered by bytes, which skips the
  /// normalisation work of `String` hashing and comparison (most of the cost on Chinese
  /// text). Other terms are counted as `String`s, equal when `String` says so.
  public init(_ texts: [(text: String, field: SearchIndexBuilder.Field)]) {
    var canonical = ByteTermCounter()
    var others: [String: Int] = [:]
    var scratch: [UInt8] = []
    var count = 0
    for (text, field) in texts {
      var text = text
      text.withUTF8 { utf8 in
        SearchSegmenter.forEachTerm(utf8: utf8, scratch: &scratch) { term, isCanonical in
          count += 1
          if isCanonical {
            canonical.add(term, weight: field.rawValue)
          } else {
            others[String(decoding: term, as: UTF8.self), default: 0] += field.rawValue
          }
        }
      }
    }
    length = count
    guard !others.isEmpty else {
      // The common case: every term is canonical, so byte order is `String` order and the
      // counter sorts its own arena (no `String` is made before the order is known).
      (terms, weights) = canonical.sortedByBytes()
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
    terms = entries.map(\.term)
    weights = entries.map(\.weight)
  }

  /// Stored terms, as the build cache reads them back (sorted, distinct).
  public init(terms: [String], weights: [Int], length: Int) {
    self.terms = terms
    self.weights = weights
    self.length = length
  }

  /// Whether a term has another spelling that is equal as a `String`: one with a CJK
  /// compatibility ideograph (豈 U+F900 equals 豈 U+8C48), the only such characters the
  /// segmenter puts in terms. The index spells such a term as the first page that has it.
  public var hasVariantSpellings: Bool {
    terms.contains { term in
      // Compatibility ideographs start with byte 0xEF or 0xF0; most terms have neither.
      term.utf8.contains { $0 >= 0xEF }
        && term.unicodeScalars.contains { (0xF900...0xFAFF).contains($0.value) || (0x2F800...0x2FA1F).contains($0.value) }
    }
  }

  /// UTF-8 byte order: `String` order for canonical terms (scalar order of NFC text).
  static func bytesPrecede(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in
      b.withUTF8 { y in
        let common = min(x.count, y.count)
        let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
        return order != 0 ? order < 0 : x.count < y.count
      }
    }
  }
}

/// Counts byte strings (terms) with an open-addressing table over one byte arena, so a
/// page's thousands of term occurrences cost no `String` each.
struct ByteTermCounter {
  private var arena: [UInt8] = []
  private var starts: [Int] = []
  private var counts: [Int] = []
  private var weights: [Int] = []
  /// Index into `starts` + 1, or 0 for an empty slot; the capacity is a power of two.
  private var slots = [Int32](repeating: 0, count: 256)

  mutating func add(_ term: UnsafeBufferPointer<UInt8>, weight: Int) {
    if (starts.count + 1) * 2 > slots.count { grow() }
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: Self.hash(term)) & mask
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if counts[index] == term.count, arena.withUnsafeBufferPointer({ memcmp($0.baseAddress! + starts[index], term.baseAddress!, term.count) == 0 }) {
        weights[index] += weight
        return
      }
      slot = (slot + 1) & mask
    }
    starts.append(arena.count)
    counts.append(term.count)
    weights.append(weight)
    arena.append(contentsOf: term)
    slots[slot] = Int32(starts.count)
  }

  func entries() -> [(term: String, weight: Int, canonical: Bool)] {
    arena.withUnsafeBufferPointer { bytes in
      starts.indices.map { i in
        (String(decoding: UnsafeBufferPointer(rebasing: bytes[starts[i]..<starts[i] + counts[i]]), as: UTF8.self), weights[i], true)
      }
    }
  }

  /// The terms in UTF-8 byte order with their weights; sorts indices into the arena, so
  /// each comparison is one `memcmp` and no `String` is touched until the order is known.
  func sortedByBytes() -> (terms: [String], weights: [Int]) {
    arena.withUnsafeBufferPointer { bytes in
      guard let base = bytes.baseAddress else { return ([], []) }
      var order = Array(starts.indices)
      order.sort { a, b in
        let common = min(counts[a], counts[b])
        let result = common == 0 ? 0 : memcmp(base + starts[a], base + starts[b], common)
        return result != 0 ? result < 0 : counts[a] < counts[b]
      }
      let terms = order.map { i in String(decoding: UnsafeBufferPointer(start: base + starts[i], count: counts[i]), as: UTF8.self) }
      return (terms, order.map { weights[$0] })
    }
  }

  private mutating func grow() {
    var bigger = [Int32](repeating: 0, count: slots.count * 2)
    let mask = bigger.count - 1
    arena.withUnsafeBufferPointer { bytes in
      for index in starts.indices {
        var slot = Int(truncatingIfNeeded: Self.hash(UnsafeBufferPointer(rebasing: bytes[starts[index]..<starts[index] + counts[index]]))) & mask
        while bigger[slot] != 0 { slot = (slot + 1) & mask }
        bigger[slot] = Int32(index + 1)
      }
    }
    slots = bigger
  }

  /// FNV-1a, 64 bits.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var h: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { h = (h ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return h
  }
}
