import NotesVerifier

/// Sorting in `UTF8Order`, each key's bytes taken once instead of once per comparison
/// (11,000 paths at 5,000 pages cost 51 M instructions sorted as Strings, and 5,000 notes
/// files 45 M compared as UTF-8 views).
public enum ByteOrder {
  /// The keys in `UTF8Order`. Their bytes are copied once into one arena and positions into
  /// it are sorted: sorting (bytes, key) pairs moved arrays and strings and cost about 4,500
  /// instructions a key (3,500 keys, 15.6 M, on every build).
  static func sorted(_ keys: some Collection<String>) -> [String] {
    let strings = Array(keys)
    return order(of: strings).map { strings[Int($0)] }
  }

  /// The positions of `strings` in `UTF8Order`; equal strings keep their order.
  public static func order(of strings: [String]) -> [Int32] {
    var arena: [UInt8] = []
    var spans: [(start: Int32, count: Int32)] = []
    // Each key's first eight bytes as one big-endian number (zeros after a short key's end):
    // most comparisons are settled by it.
    var heads: [UInt64] = []
    spans.reserveCapacity(strings.count)
    heads.reserveCapacity(strings.count)
    for var key in strings {
      key.withUTF8 { bytes in
        spans.append((Int32(arena.count), Int32(bytes.count)))
        arena.append(contentsOf: bytes)
        var head: UInt64 = 0
        for k in 0..<8 { head = head << 8 | UInt64(k < bytes.count ? bytes[k] : 0) }
        heads.append(head)
      }
    }
    var order = [Int32](0..<Int32(strings.count))
    arena.withUnsafeBufferPointer { all in
      spans.withUnsafeBufferPointer { spans in
        heads.withUnsafeBufferPointer { heads in
          func bytes(_ i: Int32) -> UnsafeBufferPointer<UInt8> {
            let span = spans[Int(i)]
            return UnsafeBufferPointer(rebasing: all[Int(span.start)..<Int(span.start + span.count)])
          }
          // Equal heads (or a key that ends early: its zeros) are settled by the bytes. Keys
          // that are equal keep their order (the sort is stable).
          order.sort { a, b in
            let x = heads[Int(a)]
            let y = heads[Int(b)]
            return x != y ? x < y : UTF8Order.precedes(bytes(a), bytes(b))
          }
        }
      }
    }
    return order
  }

  /// `a.lexicographicallyPrecedes(b)` (`UTF8Order`).
  static func precedes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in UTF8Order.precedes(pa, pb) } }
  }
}
