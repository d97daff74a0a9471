import Foundation
import Testing

@testable import NotesVerifier

/// `SHA256` gives the digests of the plain implementation it replaced (kept here as the
/// reference), for every length around the block and padding edges and however the bytes
/// arrive, with the processor's SHA extensions and with its own rounds: the example cache's
/// keys and the model hash the verification page prints depend on them.
@Suite struct SHA256MatchesTheReference {
  /// Both ways of compressing where the processor has the SHA extensions; its own rounds only
  /// where it has not.
  static let ways = SHA256.hardwareAvailable ? [true, false] : [false]

  @Test func aHasherUsesTheSHAExtensionsExactlyWhereTheProcessorHasThem() {
    #expect(SHA256().usesHardware == SHA256.hardwareAvailable)
    #expect(!SHA256(hardware: false).usesHardware)
    #if arch(x86_64)
      // Every x86-64 processor with the SHA extensions (cpuinfo's sha_ni) is found to have them.
      if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) {
        #expect(SHA256.hardwareAvailable == cpuinfo.split(separator: "\n").contains { $0.hasPrefix("flags") && $0.split(separator: " ").contains("sha_ni") })
      }
    #endif
  }

  @Test(arguments: ways) func everyLengthUpTo300AndLongTextsHashAsTheReferenceHashesThem(hardware: Bool) {
    var random = TestRandom(seed: 256)
    var bytes: [UInt8] = []
    for _ in 0..<5_000 { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
    for length in Array(0...300) + [511, 512, 513, 1_000, 4_095, 4_096, 5_000] {
      let piece = Array(bytes[..<length])
      var hasher = SHA256(hardware: hardware)
      hasher.update(piece)
      #expect(hasher.finalizeHex() == ReferenceSHA256.hex(piece), "length \(length)")
    }
  }

  @Test(arguments: ways) func bytesArrivingInRandomPiecesHashAsTheReferenceHashesThem(hardware: Bool) {
    var random = TestRandom(seed: 7)
    for round in 0..<200 {
      let length = random.next() % 700
      let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      var hasher = SHA256(hardware: hardware)
      var start = 0
      while start < length {
        let end = min(length, start + random.next() % 150)
        hasher.update(bytes[start..<end])
        start = end
      }
      #expect(hasher.finalizeHex() == ReferenceSHA256.hex(bytes), "round \(round)")
    }
  }

  @Test func theReferencesConstantsAreTheStandardsFirstAndLast() {
    #expect(ReferenceSHA256.k.first == 0x428a_2f98 && ReferenceSHA256.k.last == 0xc671_78f2)
    #expect(ReferenceSHA256.initial.first == 0x6a09_e667 && ReferenceSHA256.initial.last == 0x5be0_cd19)
    #expect(ReferenceSHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
  }

  @Test func textsHashAsTheirUTF8Bytes() {
    for text in ["", "abc", "滚动视图 UIScrollView", String(repeating: "é\u{301}😀", count: 50)] {
      #expect(SHA256.hex(text) == ReferenceSHA256.hex(Array(text.utf8)))
    }
  }
}

/// The implementation before: the state in an array, one round a loop step, each Σ as
/// three rotations.
enum ReferenceSHA256 {
  /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes
  /// (FIPS 180-4 §4.2.2), and of the square roots of the first 8 (§5.3.3), computed here
  /// rather than copied.
  static let primes: [Int] = {
    var found: [Int] = []
    var n = 2
    while found.count < 64 {
      if !found.contains(where: { n % $0 == 0 }) { found.append(n) }
      n += 1
    }
    return found
  }()
  static func fraction32(_ x: Double) -> UInt32 { UInt32((x - x.rounded(.down)) * 4_294_967_296) }
  static let k = primes.map { fraction32(cbrt(Double($0))) }
  static let initial = primes.prefix(8).map { fraction32(Double($0).squareRoot()) }

  static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }

  static func hex(_ message: [UInt8]) -> String {
    var state = initial
    var padded = message + [0x80]
    while padded.count % 64 != 56 { padded.append(0) }
    let bitLength = UInt64(message.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) { padded.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
    for blockStart in stride(from: 0, to: padded.count, by: 64) {
      var w = [UInt32](repeating: 0, count: 64)
      for t in 0..<16 {
        let i = blockStart + t * 4
        w[t] = UInt32(padded[i]) << 24 | UInt32(padded[i + 1]) << 16 | UInt32(padded[i + 2]) << 8 | UInt32(padded[i + 3])
      }
      for t in 16..<64 {
        let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
        let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
        w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
      for t in 0..<64 {
        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
        let choice = (e & f) ^ (~e & g)
        let t1 = h &+ s1 &+ choice &+ k[t] &+ w[t]
        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
        let majority = (a & b) ^ (a & c) ^ (b & c)
        let t2 = s0 &+ majority
        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
      }
      for (i, v) in [a, b, c, d, e, f, g, h].enumerated() { state[i] &+= v }
    }
    return state.map { word in (0..<8).map { String((word >> UInt32(28 - 4 * $0)) & 0xf, radix: 16) }.joined() }.joined()
  }
}
