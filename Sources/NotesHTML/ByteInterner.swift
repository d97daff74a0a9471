#if canImport(Glibc)
  import Glibc
#endif

/// Interns byte strings as integers: ids 0, 1, 2, … in the order first seen, their bytes one
/// after another in one arena, found again by an open-addressing table (FNV-1a, linear
/// probing). Equality is byte equality; `SearchTermTable` adds `String` equality on top.
struct ByteInterner {
  private var arena: [UInt8] = []
  /// Where each id's bytes end in `arena` (they start where the previous id's end).
  private var ends: [Int32] = []
  /// Each id's hash, so growing rehashes nothing and most mismatches cost no `memcmp`.
  private var hashes: [UInt32] = []
  /// Id + 1, or 0 for an empty slot; the capacity is a power of two, at most half full.
  private var slots = [Int32](repeating: 0, count: 256)

  var count: Int { ends.count }
  /// Bytes of all ids together.
  var byteCount: Int { arena.count }

  @inline(__always)
  private func start(_ id: Int) -> Int { id == 0 ? 0 : Int(ends[id - 1]) }

  /// The id of `bytes`, adding them when new.
  mutating func intern(_ bytes: UnsafeBufferPointer<UInt8>) -> (id: Int32, inserted: Bool) {
    if (ends.count + 1) * 2 > slots.count { grow() }
    let hash = Self.hash(bytes)
    let slot = probe(bytes, hash: hash)
    if slots[slot] != 0 { return (slots[slot] - 1, false) }
    arena.append(contentsOf: bytes)
    ends.append(Int32(arena.count))
    hashes.append(hash)
    slots[slot] = Int32(ends.count)
    return (Int32(ends.count - 1), true)
  }

  /// The id of `bytes`, if interned.
  func find(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    let slot = probe(bytes, hash: Self.hash(bytes))
    return slots[slot] == 0 ? nil : slots[slot] - 1
  }

  /// The slot that holds `bytes`, or the empty slot where they would go.
  @inline(__always)
  private func probe(_ bytes: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int {
    let mask = slots.count - 1
    var slot = Int(hash) & mask
    return arena.withUnsafeBufferPointer { stored in
      slots.withUnsafeBufferPointer { slots in
        while slots[slot] != 0 {
          let id = Int(slots[slot]) - 1
          if hashes[id] == hash {
            let from = start(id)
            let count = Int(ends[id]) - from
            if count == bytes.count && (count == 0 || memcmp(stored.baseAddress! + from, bytes.baseAddress!, count) == 0) { return slot }
          }
          slot = (slot + 1) & mask
        }
        return slot
      }
    }
  }

  /// Calls `body` with an id's bytes.
  @inline(__always)
  func withBytes<R>(_ id: Int32, _ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
    let from = start(Int(id))
    let to = Int(ends[Int(id)])
    return try arena.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[from..<to])) }
  }

  func string(_ id: Int32) -> String { withBytes(id) { String(decoding: $0, as: UTF8.self) } }

  /// Sorts ids by their bytes (UTF-8 byte order). Each id is sorted by its first eight bytes
  /// read as one big-endian number (zeros past the end); only ids whose numbers tie are
  /// compared with `memcmp`. Numbers order as the bytes do: the first byte that differs
  /// decides both, and a zero past a term's end is below any byte the other has there.
  func sortByBytes(_ ids: inout [Int32]) {
    arena.withUnsafeBufferPointer { stored in
      guard let base = stored.baseAddress else { return }
      ends.withUnsafeBufferPointer { ends in
        func bytes(_ id: Int32) -> UnsafeBufferPointer<UInt8> {
          let from = id == 0 ? 0 : Int(ends[Int(id) - 1])
          return UnsafeBufferPointer(start: base + from, count: Int(ends[Int(id)]) - from)
        }
        var keyed = ids.map { id -> (key: UInt64, id: Int32) in
          let term = bytes(id)
          var key: UInt64 = 0
          for i in 0..<8 { key = key << 8 | UInt64(i < term.count ? term[i] : 0) }
          return (key, id)
        }
        keyed.sort { a, b in a.key != b.key ? a.key < b.key : PageTerms.bytesPrecede(bytes(a.id), bytes(b.id)) }
        for i in keyed.indices { ids[i] = keyed[i].id }
      }
    }
  }

  private mutating func grow() {
    var bigger = [Int32](repeating: 0, count: slots.count * 2)
    let mask = bigger.count - 1
    for (id, hash) in hashes.enumerated() {
      var slot = Int(hash) & mask
      while bigger[slot] != 0 { slot = (slot + 1) & mask }
      bigger[slot] = Int32(id + 1)
    }
    slots = bigger
  }

  /// FNV-1a, 32 bits.
  @inline(__always)
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var h: UInt32 = 0x811c_9dc5
    for byte in bytes { h = (h ^ UInt32(byte)) &* 0x0100_0193 }
    return h
  }
}
