import Testing

@testable import NotesHTML

/// `HeadingAnchors.find` (libc's memmem) finds what a byte-by-byte search finds, from any start.
@Suite struct HeadingAnchorsFind {
  static func byteByByte(_ haystack: [UInt8], _ needle: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, from >= 0, haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
    return (from...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
  }

  @Test func agreesWithAByteByByteSearch() {
    let alphabet = Array(" id=\"x".utf8)
    let needles = [" id=\"", "x", "\"x", " aria-labelledby=\"", ""].map { Array($0.utf8) }
    var generator = SplitMix(seed: 31)
    for _ in 0..<3_000 {
      let haystack = (0..<Int(generator.next() % 30)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let from = Int(generator.next() % 32)
      for needle in needles {
        let found = HeadingAnchors.find(haystack, needle, from: from)
        #expect(found == Self.byteByByte(haystack, needle, from: from), "\(String(decoding: haystack, as: UTF8.self)) from \(from)")
      }
    }
  }
}
