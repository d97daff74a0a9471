#if canImport(Glibc)
  internal import Glibc
#endif

/// Little-endian binary writing and reading for the build cache: varints and
/// length-prefixed strings, so reading back 5,000 pages' records takes milliseconds.
struct ByteWriter {
  var bytes: [UInt8] = []

  mutating func int(_ value: Int) {
    var v = UInt64(bitPattern: Int64(value))
    while v >= 0x80 {
      bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
      v >>= 7
    }
    bytes.append(UInt8(v))
  }

  /// The most bytes `int` writes for one value.
  static let maxVarintBytes = 10

  /// Writes `int(value)` at `at` in `buffer` (room for `maxVarintBytes` checked by the
  /// caller), `at` moved past it.
  @inline(__always)
  static func varint(_ value: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at: inout Int) {
    var v = UInt64(bitPattern: Int64(value))
    while v >= 0x80 {
      buffer[at] = UInt8(truncatingIfNeeded: v) | 0x80
      at += 1
      v >>= 7
    }
    buffer[at] = UInt8(v)
    at += 1
  }

  /// Appends what `fill` writes into room for `capacity` bytes, without the array's
  /// uniqueness and capacity checks per byte; `fill` returns how many it wrote.
  mutating func appendInPlace(capacity: Int, _ fill: (UnsafeMutableBufferPointer<UInt8>) -> Int) {
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(0, count: capacity))
    let written = bytes.withUnsafeMutableBufferPointer { all in fill(UnsafeMutableBufferPointer(rebasing: all[start...])) }
    precondition(written <= capacity)
    bytes.removeLast(capacity - written)
  }

  mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

  mutating func string(_ value: String) {
    int(value.utf8.count)
    bytes.append(contentsOf: value.utf8)
  }

  mutating func optionalString(_ value: String?) {
    bool(value != nil)
    if let value { string(value) }
  }

  mutating func raw(_ value: some Collection<UInt8>) {
    int(value.count)
    bytes.append(contentsOf: value)
  }

  mutating func fingerprint(_ value: Fingerprint) {
    fixed64(value.high)
    fixed64(value.low)
  }

  mutating func fixed64(_ value: UInt64) {
    for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
  }
}

/// Reads what `ByteWriter` wrote; any malformed or truncated input throws, and the caller
/// treats the cache as absent.
struct ByteReader {
  struct Malformed: Error {}

  let bytes: [UInt8]
  var offset: Int

  init(_ bytes: [UInt8], offset: Int = 0) {
    self.bytes = bytes
    self.offset = offset
  }

  var isAtEnd: Bool { offset >= bytes.count }

  /// A varint; one byte (most counts, gaps and weights) is read without a call.
  @inline(__always)
  mutating func int() throws(Malformed) -> Int {
    if offset < bytes.count, bytes[offset] < 0x80 {
      offset += 1
      return Int(bytes[offset - 1])
    }
    return try bytes.withUnsafeBufferPointer { buffer throws(Malformed) in try Self.varint(buffer, at: &offset) }
  }

  /// The varint at `at` in `buffer`, `at` moved past it: for loops that read thousands of
  /// them from one buffer (the build cache's postings) without the array's checks per byte.
  @inline(__always)
  static func varint(_ buffer: UnsafeBufferPointer<UInt8>, at: inout Int) throws(Malformed) -> Int {
    var value: UInt64 = 0
    var shift: UInt64 = 0
    while true {
      guard at < buffer.count, shift < 64 else { throw Malformed() }
      let byte = buffer[at]
      at += 1
      value |= UInt64(byte & 0x7F) << shift
      if byte < 0x80 { break }
      shift += 7
    }
    return Int(Int64(bitPattern: value))
  }

  /// A count or length: never negative, never more than the bytes left could hold.
  mutating func count() throws(Malformed) -> Int {
    let n = try int()
    guard n >= 0, n <= bytes.count - offset + 1 else { throw Malformed() }
    return n
  }

  mutating func bool() throws(Malformed) -> Bool {
    guard offset < bytes.count, bytes[offset] <= 1 else { throw Malformed() }
    offset += 1
    return bytes[offset - 1] == 1
  }

  mutating func string() throws(Malformed) -> String {
    let n = try count()
    guard n <= bytes.count - offset else { throw Malformed() }
    let text = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[offset..<offset + n]), as: UTF8.self) }
    offset += n
    return text
  }

  mutating func optionalString() throws(Malformed) -> String? {
    try bool() ? try string() : nil
  }

  mutating func raw() throws(Malformed) -> [UInt8] {
    let n = try count()
    guard n <= bytes.count - offset else { throw Malformed() }
    defer { offset += n }
    return Array(bytes[offset..<offset + n])
  }

  /// Skips a `raw` field, returning where its bytes are.
  mutating func skipRaw() throws(Malformed) -> Range<Int> {
    let n = try count()
    guard n <= bytes.count - offset else { throw Malformed() }
    defer { offset += n }
    return offset..<offset + n
  }

  mutating func fingerprint() throws(Malformed) -> Fingerprint {
    let high = try fixed64()
    return Fingerprint(high: high, low: try fixed64())
  }

  mutating func fixed64() throws(Malformed) -> UInt64 {
    guard offset >= 0, bytes.count - offset >= 8 else { throw Malformed() }
    let value = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    offset += 8
    return value
  }
}

/// A 128-bit content fingerprint for change detection (not for adversarial input): two
/// multiply–xorshift lanes over 8-byte words, with the length mixed in, so hashing a
/// 51 MB corpus costs tens of milliseconds. Stable across runs and platforms.
public struct Fingerprint: Hashable, Sendable {
  public var high: UInt64
  public var low: UInt64

  public init(high: UInt64, low: UInt64) {
    self.high = high
    self.low = low
  }

  public static func of(_ bytes: [UInt8]) -> Fingerprint {
    bytes.withUnsafeBytes { of($0) }
  }

  public static func of(_ text: String) -> Fingerprint {
    of(Array(text.utf8))
  }

  public static func of(_ raw: UnsafeRawBufferPointer) -> Fingerprint {
    var a: UInt64 = 0x9E37_79B9_7F4A_7C15
    var b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    let words = raw.count / 8
    for i in 0..<words {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self))
      a = (a ^ word) &* 0xFF51_AFD7_ED55_8CCD
      a ^= a >> 33
      b = (b ^ word) &* 0xC4CE_B9FE_1A85_EC53
      b ^= b >> 29
    }
    var tail: UInt64 = 0
    for i in stride(from: raw.count - 1, through: words * 8, by: -1) { tail = tail << 8 | UInt64(raw[i]) }
    a = (a ^ tail ^ UInt64(raw.count)) &* 0xFF51_AFD7_ED55_8CCD
    b = (b ^ tail ^ (UInt64(raw.count) << 1)) &* 0xC4CE_B9FE_1A85_EC53
    a ^= a >> 33
    b ^= b >> 29
    return Fingerprint(high: a ^ (b >> 17), low: b ^ (a << 13))
  }
}
