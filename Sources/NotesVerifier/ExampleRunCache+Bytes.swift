import NotesCore

/// The cache file's bytes: a header naming the format, a checksum of the rest, then the
/// entries in id order (stable bytes). Strings are a length and their UTF-8; an output is
/// its JSON tree with each number's Double bits, so reading it parses no text.
///
///     header    "scrollnotes example runs 1\n"
///     checksum  UInt64                 of every byte after it
///     count     UInt32
///     entry     id, key, code: string; output: value
///     string    UInt32 length, UTF-8 bytes
///     value     UInt8 kind (0 null, 1 false, 2 true, 3 number, 4 string, 5 array, 6 object),
///               then a number's UInt64 bits, a string, or a UInt32 count and the items
///               (an object's each a string and a value)
///
/// Integers are little-endian. A file with another header, a checksum that does not match,
/// or anything else out of place reads as an empty cache: it only costs a rerun.
extension ExampleRunCache {
  static let header = Array("scrollnotes example runs 1\n".utf8)
  /// A deeper output makes the file read as empty, as the JSON parser's limit made the JSON
  /// text (examples' outputs are a few levels deep); it bounds the reader's recursion.
  static let maximumDepth = 512

  /// The cache file's bytes.
  public var bytes: [UInt8] {
    var writer = Writer()
    writer.uint32(UInt32(entries.count))
    for id in entries.keys.sorted(by: UTF8Order.precedes) {
      let entry = entries[id]!
      writer.string(id)
      writer.string(entry.key)
      writer.string(entry.code)
      writer.value(entry.output)
    }
    var out = Self.header
    let sum = writer.out.withUnsafeBytes { Self.checksum($0) }
    withUnsafeBytes(of: sum.littleEndian) { out.append(contentsOf: $0) }
    return out + writer.out
  }

  /// Reads the cache file's bytes; anything damaged, truncated or of another format is an
  /// empty cache.
  public init(bytes: [UInt8]) {
    self.init()
    guard let read = bytes.withUnsafeBytes({ Self.entries(in: $0) }) else { return }
    entries = read
  }

  private static func entries(in bytes: UnsafeRawBufferPointer) -> [String: Entry]? {
    let bodyStart = header.count + 8
    guard bytes.count >= bodyStart + 4, header.withUnsafeBytes({ $0.elementsEqual(bytes[..<header.count]) }) else { return nil }
    let body = UnsafeRawBufferPointer(rebasing: bytes[bodyStart...])
    guard UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: header.count, as: UInt64.self)) == checksum(body) else {
      return nil
    }
    var reader = Reader(bytes: body)
    do throws(Reader.Damaged) {
      var entries: [String: Entry] = [:]
      let count = Int(try reader.uint32())
      for _ in 0..<count {
        let id = try reader.string()
        let entry = Entry(key: try reader.string(), code: try reader.string(), output: try reader.value(depth: 0))
        guard entries.updateValue(entry, forKey: id) == nil else { return nil }
      }
      return reader.index == body.count ? entries : nil
    } catch {
      return nil
    }
  }

  /// A 64-bit hash of the bytes, eight at a time (FNV-1a's step with a shift to mix high
  /// bits down): it finds damage, it is no defence against anyone.
  static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    var i = 0
    func mix(_ word: UInt64) {
      hash = (hash ^ word) &* 0x100_0000_01b3
      hash ^= hash >> 29
    }
    while bytes.count - i >= 8 {
      mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
      i += 8
    }
    while i < bytes.count {
      mix(UInt64(bytes[i]))
      i += 1
    }
    mix(UInt64(bytes.count))
    return hash
  }

  private struct Writer {
    var out: [UInt8] = []

    mutating func uint32(_ n: UInt32) { withUnsafeBytes(of: n.littleEndian) { out.append(contentsOf: $0) } }

    mutating func string(_ s: String) {
      uint32(UInt32(s.utf8.count))
      out.append(contentsOf: s.utf8)
    }

    mutating func value(_ written: JSONValue) {
      switch written {
      case .null: out.append(0)
      case .bool(let b): out.append(b ? 2 : 1)
      case .number(let n):
        out.append(3)
        withUnsafeBytes(of: n.bitPattern.littleEndian) { out.append(contentsOf: $0) }
      case .string(let s):
        out.append(4)
        string(s)
      case .array(let items):
        out.append(5)
        uint32(UInt32(items.count))
        for item in items { value(item) }
      case .object(let members):
        out.append(6)
        uint32(UInt32(members.count))
        for member in members {
          string(member.key)
          value(member.value)
        }
      }
    }
  }

  private struct Reader {
    struct Damaged: Error {}
    let bytes: UnsafeRawBufferPointer
    var index = 0

    mutating func take(_ count: Int) throws(Damaged) -> UnsafeRawBufferPointer {
      guard count >= 0, bytes.count - index >= count else { throw Damaged() }
      defer { index += count }
      return UnsafeRawBufferPointer(rebasing: bytes[index..<index + count])
    }

    mutating func uint32() throws(Damaged) -> UInt32 {
      UInt32(littleEndian: try take(4).loadUnaligned(as: UInt32.self))
    }

    /// The checksum has vouched for the bytes, which were a String's: decoding them checks
    /// them once more, and invalid UTF-8 could only come from a collision (it would read as
    /// U+FFFD, never crash).
    mutating func string() throws(Damaged) -> String {
      String(decoding: try take(Int(try uint32())), as: UTF8.self)
    }

    /// A count of items, each at least one byte: a count the bytes cannot hold is damage (and
    /// never reserves memory for it).
    mutating func count() throws(Damaged) -> Int {
      let count = Int(try uint32())
      guard count <= bytes.count - index else { throw Damaged() }
      return count
    }

    mutating func value(depth: Int) throws(Damaged) -> JSONValue {
      guard depth < ExampleRunCache.maximumDepth else { throw Damaged() }
      switch try take(1)[0] {
      case 0: return .null
      case 1: return .bool(false)
      case 2: return .bool(true)
      case 3: return .number(Double(bitPattern: UInt64(littleEndian: try take(8).loadUnaligned(as: UInt64.self))))
      case 4: return .string(try string())
      case 5:
        let count = try count()
        var items: [JSONValue] = []
        items.reserveCapacity(count)
        for _ in 0..<count { items.append(try value(depth: depth + 1)) }
        return .array(items)
      case 6:
        let count = try count()
        var members: [JSONMember] = []
        members.reserveCapacity(count)
        for _ in 0..<count { members.append(JSONMember(key: try string(), value: try value(depth: depth + 1))) }
        return .object(members)
      default: throw Damaged()
      }
    }
  }
}
