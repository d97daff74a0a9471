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


/// `BilingualCode.write` copies the highlighter's line bytes into the page; it must write what
/// assembling the lines as Strings wrote (the form it replaced, kept here as the reference).
@Suite struct BilingualCodeBytes {
  static func stringAssembly(_ source: String, markingHarness: Bool) -> String {
    let highlighted = SwiftHighlighter.lines(source)
    let languages = BilingualCode.lineLanguages(source)
    let harness = markingHarness ? HarnessLines.indexes(in: source) : []
    var out = ""
    for (index, line) in highlighted.enumerated() {
      let newline = index == highlighted.count - 1 ? "" : "\n"
      var html: String
      switch index < languages.count ? languages[index] : nil {
      case .zh?: html = "<span class=\"code-zh\" lang=\"zh-Hans\">\(line)\(newline)</span>"
      case .en?: html = "<span class=\"code-en\" lang=\"en\">\(line)\(newline)</span>"
      case nil: html = line + newline
      }
      if harness.contains(index) { html = "<span class=\"code-harness\">\(html)</span>" }
      out += html
    }
    return out
  }

  @Test func writesWhatAssemblingStringsWrote() {
    let pieces = [
      "// 滚动", "// scroll", "\n", "\r\n", "  ", "let a = \"<b>\" ", "out.record(\"x\", 1)", "/* a\nb */", "var f = Finger(on: v)",
      "f.up()", "中", "é", "x // 注释", "(", ")", "@MainActor ", "1.5", "\r",
    ]
    var generator = SplitMix(seed: 29)
    for _ in 0..<1_500 {
      let count = Int(generator.next() % 20)
      let source = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      for marking in [false, true] {
        #expect(BilingualCode.html(source, markingHarness: marking) == Self.stringAssembly(source, markingHarness: marking), "\(source.debugDescription)")
      }
    }
  }
}

/// A page's HTML and its twins share one `CodeLanguagesMemo`: whatever it is asked, in any
/// order, and however often, it must answer what `lineLanguages` answers for that code.
@Suite struct CodeLanguagesMemoTests {
  static let codes = [
    "", "x", "// 滚动\n// scroll", String(repeating: "// 滚动视图的偏移\n// the scroll view's offset\nlet a = 1\n", count: 3),
    String(repeating: "// only English here, long enough to have storage\n", count: 2),
    String(repeating: "// 只有中文的注释，足够长，放在自己的存储里\n", count: 2),
  ]

  @Test func answersWhatLineLanguagesAnswersAskedTwiceInAnyOrder() {
    let memo = CodeLanguagesMemo()
    for code in Self.codes + Self.codes.reversed() + Self.codes {
      #expect(memo.languages(of: code) == BilingualCode.lineLanguages(code), "\(code.debugDescription)")
    }
  }

  /// Codes of the same length made afresh each round (new storage, perhaps where a freed one
  /// was), some paired and some not: each gets its own answer.
  @Test func freshCodesOfTheSameLengthAreNotConfused() {
    let memo = CodeLanguagesMemo()
    let paired = "// 滚动视图的偏移\n// the scroll offset\n"
    let single = "// scroll view offsets..\n// the scroll offset\n"
    #expect(paired.utf8.count == single.utf8.count)
    #expect(BilingualCode.lineLanguages(paired) != BilingualCode.lineLanguages(single))
    for round in 0..<200 {
      let code = String(decoding: Array((round % 3 == 0 ? paired : single).utf8), as: UTF8.self)
      #expect(memo.languages(of: code) == BilingualCode.lineLanguages(code), "round \(round)")
    }
  }
}
