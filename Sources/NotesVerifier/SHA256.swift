internal import CSHA256

/// SHA-256 (FIPS 180-4), for cache keys and the model's content hash. The package has no
/// crypto dependency and the inputs are small (source files). Blocks are compressed with the
/// processor's SHA extensions where it has them (CSHA256: about a tenth of the time), else
/// by the rounds below.
public struct SHA256: Sendable {
  /// Whether this processor can compress blocks with its SHA extensions.
  static let hardwareAvailable = sn_sha256_hardware_available() != 0
  /// Whether this hasher does.
  let usesHardware: Bool
  // The state in stored words, not an array: the old array's uniqueness and bounds checks ran
  // on every block.
  private var h0: UInt32 = 0x6a09_e667, h1: UInt32 = 0xbb67_ae85, h2: UInt32 = 0x3c6e_f372, h3: UInt32 = 0xa54f_f53a
  private var h4: UInt32 = 0x510e_527f, h5: UInt32 = 0x9b05_688c, h6: UInt32 = 0x1f83_d9ab, h7: UInt32 = 0x5be0_cd19
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

  public init() {
    usesHardware = Self.hardwareAvailable
  }

  /// A hasher that compresses with the rounds below even where the processor has the SHA
  /// extensions (`hardware: false`), so tests hold each way to the other.
  init(hardware: Bool) {
    usesHardware = hardware && Self.hardwareAvailable
  }

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
      compressBuffer()
      buffer.removeAll(keepingCapacity: true)
    }
    if bytes.count - index >= 64 {
      let blocks = (bytes.count - index) / 64
      compress(blocks: UnsafeRawPointer(base + index), count: blocks)
      index += blocks * 64
    }
    if index < bytes.count { buffer.append(contentsOf: UnsafeBufferPointer(start: base + index, count: bytes.count - index)) }
  }

  /// The digest as 64 lowercase hex digits.
  public mutating func finalizeHex() -> String {
    let bitLength = length &* 8
    buffer.append(0x80)
    if buffer.count > 56 {
      while buffer.count < 64 { buffer.append(0) }
      compressBuffer()
      buffer.removeAll()
    }
    while buffer.count < 56 { buffer.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) { buffer.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
    compressBuffer()
    buffer.removeAll()
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(64)
    for word in [h0, h1, h2, h3, h4, h5, h6, h7] {
      for shift in stride(from: 28, through: 0, by: -4) { out.append(digits[Int((word >> UInt32(shift)) & 0xf)]) }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// One-shot hash of a text.
  public static func hex(_ text: String) -> String {
    var hasher = SHA256()
    hasher.update(text)
    return hasher.finalizeHex()
  }

  private mutating func compressBuffer() {
    buffer.withUnsafeBytes { compress(blocks: $0.baseAddress.unsafelyUnwrapped, count: 1) }
  }

  /// `count` 64-byte blocks from `blocks`, the state in locals throughout. Eight rounds a
  /// step with the roles of the working variables rotated instead of the values moved, and
  /// each Σ and σ as nested rotations: 47 instructions a byte where it was 72 (the example
  /// runs hash about 500 KB of sources on every build).
  private mutating func compress(blocks: UnsafeRawPointer, count: Int) {
    if usesHardware {
      var state = (h0, h1, h2, h3, h4, h5, h6, h7)
      withUnsafeMutableBytes(of: &state) { words in
        SHA256.k.withUnsafeBufferPointer { k in
          sn_sha256_hardware_blocks(words.baseAddress!.assumingMemoryBound(to: UInt32.self), blocks.assumingMemoryBound(to: UInt8.self), count, k.baseAddress!)
        }
      }
      (h0, h1, h2, h3, h4, h5, h6, h7) = state
      return
    }
    var (s0, s1, s2, s3, s4, s5, s6, s7) = (h0, h1, h2, h3, h4, h5, h6, h7)
    SHA256.k.withUnsafeBufferPointer { kBuffer in
      let k = kBuffer.baseAddress.unsafelyUnwrapped
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
        let w = schedule.baseAddress.unsafelyUnwrapped
        for index in 0..<count {
          let block = blocks + index * 64
          for t in 0..<16 { w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self)) }
          for t in 16..<64 {
            let x = w[t - 15]
            let y = w[t - 2]
            // σ0 = rotr 7 ^ rotr 18 ^ shr 3, σ1 = rotr 17 ^ rotr 19 ^ shr 10
            let sigma0 = rotr(x ^ rotr(x, 11), 7) ^ (x >> 3)
            let sigma1 = rotr(y ^ rotr(y, 2), 17) ^ (y >> 10)
            w[t] = w[t - 16] &+ sigma0 &+ w[t - 7] &+ sigma1
          }
          var a = s0, b = s1, c = s2, d = s3, e = s4, f = s5, g = s6, h = s7
          var t = 0
          while t < 64 {
            sha256Round(a, b, c, &d, e, f, g, &h, k[t] &+ w[t])
            sha256Round(h, a, b, &c, d, e, f, &g, k[t + 1] &+ w[t + 1])
            sha256Round(g, h, a, &b, c, d, e, &f, k[t + 2] &+ w[t + 2])
            sha256Round(f, g, h, &a, b, c, d, &e, k[t + 3] &+ w[t + 3])
            sha256Round(e, f, g, &h, a, b, c, &d, k[t + 4] &+ w[t + 4])
            sha256Round(d, e, f, &g, h, a, b, &c, k[t + 5] &+ w[t + 5])
            sha256Round(c, d, e, &f, g, h, a, &b, k[t + 6] &+ w[t + 6])
            sha256Round(b, c, d, &e, f, g, h, &a, k[t + 7] &+ w[t + 7])
            t += 8
          }
          s0 &+= a
          s1 &+= b
          s2 &+= c
          s3 &+= d
          s4 &+= e
          s5 &+= f
          s6 &+= g
          s7 &+= h
        }
      }
    }
    (h0, h1, h2, h3, h4, h5, h6, h7) = (s0, s1, s2, s3, s4, s5, s6, s7)
  }
}

/// One round of FIPS 180-4 §6.2.2 step 3, written for rotated roles: the new `e` is `d`
/// plus T1 and the new `a` is T1 plus T2, left in `d` and `h`.
@inline(__always) private func sha256Round(
  _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
) {
  // Σ1(e) = rotr 6 ^ rotr 11 ^ rotr 25, Ch(e, f, g), Σ0(a) = rotr 2 ^ rotr 13 ^ rotr 22, Maj(a, b, c)
  let t1 = h &+ rotr(e ^ rotr(e ^ rotr(e, 14), 5), 6) &+ (g ^ (e & (f ^ g))) &+ kw
  d &+= t1
  h = t1 &+ rotr(a ^ rotr(a ^ rotr(a, 9), 11), 2) &+ ((a & b) | (c & (a | b)))
}

@inline(__always) private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

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
