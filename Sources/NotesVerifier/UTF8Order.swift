#if canImport(Glibc)
  internal import Glibc
#elseif canImport(Darwin)
  internal import Darwin
#endif

/// Strings in the order of their UTF-8 bytes (`Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8))`),
/// read where they lie: a fixed order that keeps files and hashes the same from run to run
/// and machine to machine. That spelling made two arrays a comparison, and a generic walk of
/// the UTF-8 views cost about 2,500 instructions (the example runs and both WebAssembly
/// modules' cache checks sort some 250 paths on every build; the site sorts 11,000).
public enum UTF8Order {
  public static func precedes(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in precedes(x, y) } }
  }

  /// The same order for bytes, with `memcmp` (paths share long prefixes).
  public static func precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
    let common = min(x.count, y.count)
    let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
    return order != 0 ? order < 0 : x.count < y.count
  }
}
