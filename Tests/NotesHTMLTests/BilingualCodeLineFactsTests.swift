import Testing

@testable import NotesHTML

/// `BilingualCode.lineFacts` reads the bytes once; it must say what the plain reading of the
/// lines says (split at newlines, `//` after spaces and tabs, any Han scalar on the line).
@Suite struct BilingualCodeLineFacts {
  static func plainReading(_ source: String) -> (isComment: [Bool], hasHan: [Bool]) {
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    return (
      lines.map { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") },
      lines.map { $0.unicodeScalars.contains { SearchSegmenter.isHan($0) } }
    )
  }

  @Test(arguments: [
    "", "\n", "//", "/", "/ /", "  // 中文", "\t//English", "x // 注释", "let a = 1\n// 滚动\n// scroll\n",
    "é/\n//é", "𠀀 // four-byte Han", "// ✓ not Han", "　// ideographic space is not a space",
  ])
  func agreesWithThePlainReading(source: String) {
    let facts = BilingualCode.lineFacts(source)
    let plain = Self.plainReading(source)
    #expect(facts.isComment == plain.isComment)
    #expect(facts.hasHan == plain.hasHan)
  }

  @Test func agreesOnRandomMixturesOfTheBytesThatMatter() {
    let pieces = ["/", "//", " ", "\t", "\n", "a", "é", "中", "𠀀", "✓", "ｘ", "//中", "\n//"]
    var generator = SplitMix(seed: 19)
    for _ in 0..<2_000 {
      let count = Int(generator.next() % 24)
      let source = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      let facts = BilingualCode.lineFacts(source)
      let plain = Self.plainReading(source)
      #expect(facts.isComment == plain.isComment, "\(source.debugDescription)")
      #expect(facts.hasHan == plain.hasHan, "\(source.debugDescription)")
    }
  }
}

