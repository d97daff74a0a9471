import NotesVerifier
import Testing

/// `UTF8Order` sorts as the arrays of the strings' UTF-8 bytes sort (the order the content
/// hash and the modules' cache keys read files in).
@Suite struct UTF8OrderIsTheOrderOfTheBytes {
  @Test func everyPairOfGeneratedStringsComparesAsItsBytes() {
    // Pieces that share prefixes, differ in length, and order differently as bytes than as
    // Strings (`String`'s `<` is Unicode's order: "é" as one scalar and as e + accent are equal).
    let pieces = ["", "a", "A", "b", "/", ".", "Sources/", "ScrollModel", "é", "e\u{301}", "滚", "😀", "\u{7F}", "\u{80}", "z"]
    var random = TestRandom(seed: 7)
    var strings: [String] = []
    for _ in 0..<400 { strings.append((0..<(random.next() % 4)).map { _ in pieces[random.next() % pieces.count] }.joined()) }
    for a in strings {
      for b in strings.prefix(60) {
        #expect(UTF8Order.precedes(a, b) == Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)), "\(a) < \(b)")
      }
    }
    // A bridged or substring-made string reads the same.
    #expect(UTF8Order.precedes(String("xab".dropFirst()), "ac"))
    #expect(!UTF8Order.precedes("ac", String("xab".dropFirst())))
  }
}
