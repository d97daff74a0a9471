/// SHA-256 (FIPS 180-4) in plain Swift, for cache keys and the model's content hash. The
/// package has no crypto dependency and the inputs are small (source files).
public struct SHA256: Sendable {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  private var buffer: [UInt8] = []
  private var length: UInt64 = 0

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  public init() {}

  public mutating func update(_ bytes: some Sequence<UInt8>) {
    if bytes.withContiguousStorageIfAvailable({ update(contiguous: $0) }) != nil { return }
    update(contiguous: Array(bytes))
  }

  public mutating func update(_ text: String) {
    var text = text
    text.withUTF8 { update(contiguous: $0) }
  }

  private mutating func update(contiguous bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { update(contiguous: $0) }
  }

  /// Whole blocks are compressed straight from `bytes`; only a partial block is copied.
  private mutating func update(contiguous bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    length &+= UInt64(bytes.count)
    var index = 0
    if !buffer.isEmpty {
      index = min(64 - buffer.count, bytes.count)
      buffer.append(contentsOf: UnsafeBufferPointer(start: base, count: index))
      guard buffer.count == 64 else { return }
      compress(buffer)
      buffer.removeAll(keepingCapacity: true)
    }
    while bytes.count - index >= 64 {
      compress(block: base + index)
      index += 64
    }
    if index < bytes.count { buffer.append(contentsOf: UnsafeBufferPointer(start: base + index, count: bytes.count - index)) }
  }

  /// The digest as 64 lowercase hex digits.
  public mutating func finalizeHex() -> String {
    let bitLength = length &* 8
    buffer.append(0x80)
    if buffer.count > 56 {
      while buffer.count < 64 { buffer.append(0) }
      compress(buffer)
      buffer.removeAll()
    }
    while buffer.count < 56 { buffer.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) { buffer.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
    compress(buffer)
    buffer.removeAll()
    let digits = Array("0123456789abcdef")
    var out = ""
    for word in state {
      for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int((word >> UInt32(shift)) & 0xf)]) }
    }
    return out
  }

  /// One-shot hash of a text.
  public static func hex(_ text: String) -> String {
    var hasher = SHA256()
    hasher.update(text)
    return hasher.finalizeHex()
  }

  private mutating func compress(_ block: [UInt8]) {
    block.withUnsafeBufferPointer { compress(block: $0.baseAddress.unsafelyUnwrapped) }
  }

  /// One 64-byte block at `block`; the message schedule lives on the stack.
  private mutating func compress(block: UnsafePointer<UInt8>) {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      for t in 0..<16 {
        w[t] = UInt32(block[t * 4]) << 24 | UInt32(block[t * 4 + 1]) << 16 | UInt32(block[t * 4 + 2]) << 8 | UInt32(block[t * 4 + 3])
      }
      for t in 16..<64 {
        let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
        let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
      }
      var a = state[0], b = state[1], c = state[2], d = state[3]
      var e = state[4], f = state[5], g = state[6], h = state[7]
      SHA256.k.withUnsafeBufferPointer { k in
        for t in 0..<64 {
          let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
          let choice = (e & f) ^ (~e & g)
          let t1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
          let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
          let majority = (a & b) ^ (a & c) ^ (b & c)
          let t2 = s0 &+ majority
          h = g
          g = f
          f = e
          e = d &+ t1
          d = c
          c = b
          b = a
          a = t1 &+ t2
        }
      }
      state[0] &+= a
      state[1] &+= b
      state[2] &+= c
      state[3] &+= d
      state[4] &+= e
      state[5] &+= f
      state[6] &+= g
      state[7] &+= h
    }
  }

  @inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}

/// The content hash of a set of source files: each path and text, in path order, so renaming
/// or moving code changes it as much as editing it does.
public enum ContentHash {
  public static func of(_ files: [(file: String, text: String)]) -> String {
    var hasher = SHA256()
    for source in files.sorted(by: { UTF8Order.precedes($0.file, $1.file) }) {
      hasher.update("\(source.file)\n\(source.text.utf8.count)\n")
      hasher.update(source.text)
    }
    return hasher.finalizeHex()
  }
}

/// Strings in the order of their UTF-8 bytes (`Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))`),
/// read where they lie: that spelling made two arrays a comparison, and a generic walk of the
/// UTF-8 views cost about 2,500 instructions (the example runs and both WebAssembly modules'
/// cache checks sort some 250 paths on every build).
public enum UTF8Order {
  public static func precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in precedes(x, y) } }
  }

  static func precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = min(x.count, y.count)
    var i = 0
    while i < common {
      if x[i] != y[i] { return x[i] < y[i] }
      i += 1
    }
    return x.count < y.count
  }
}
