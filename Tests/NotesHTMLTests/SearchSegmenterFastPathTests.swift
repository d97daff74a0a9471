import Testing

@testable import NotesHTML

/// The segmenter reads ASCII from the byte, without decoding a scalar, and hands out a
/// lowercase word's own bytes; the terms, their order and their canonical flags must be what
/// the segmenter as first written gives (kept here as the reference).
@Suite struct SearchSegmenterFastPath {
  enum FirstSegmenter {
    static func forEachTerm(
      utf8 s: UnsafeBufferPointer<UInt8>, scratch: inout [UInt8],
      _ body: (UnsafeBufferPointer<UInt8>, _ canonical: Bool) -> Void
    ) {
      // The current word: bytes [wordStart, wordEnd), whether it is all ASCII, and where its
      // camelCase parts start (byte offsets after the first).
      var wordStart = -1
      var wordEnd = 0
      var wordASCII = true
      var cuts: [Int] = []
      var previousUpper = false
      // Whether the scalar before the previous one was a capital, and where the previous one starts.
      var previousPreviousUpper = false
      var previousStart = 0
      // The current Han run: the byte offset of each scalar, whether each one is in a unified
      // block, and the end of the last one.
      var han: [Int] = []
      var hanUnified: [Bool] = []
      var hanEnd = 0

      func emitLowered(_ start: Int, _ end: Int) {
        if wordASCII {
          scratch.removeAll(keepingCapacity: true)
          for k in start..<end {
            let b = s[k]
            scratch.append((b >= 0x41 && b <= 0x5A) ? b | 0x20 : b)
          }
          scratch.withUnsafeBufferPointer { body($0, true) }
        } else {
          var lowered = String(decoding: UnsafeBufferPointer(rebasing: s[start..<end]), as: UTF8.self).lowercased()
          lowered.withUTF8 { body($0, false) }
        }
      }
      func flushWord() {
        guard wordStart >= 0 else { return }
        emitLowered(wordStart, wordEnd)
        if !cuts.isEmpty {
          var start = wordStart
          for cut in cuts {
            emitLowered(start, cut)
            start = cut
          }
          emitLowered(start, wordEnd)
          cuts.removeAll(keepingCapacity: true)
        }
        wordStart = -1
        wordASCII = true
      }
      func flushHan() {
        guard !han.isEmpty else { return }
        if han.count == 1 {
          body(UnsafeBufferPointer(rebasing: s[han[0]..<hanEnd]), hanUnified[0])
        } else {
          for i in 0..<(han.count - 1) {
            let end = i + 2 < han.count ? han[i + 2] : hanEnd
            body(UnsafeBufferPointer(rebasing: s[han[i]..<end]), hanUnified[i] && hanUnified[i + 1])
          }
        }
        han.removeAll(keepingCapacity: true)
        hanUnified.removeAll(keepingCapacity: true)
      }

      var i = 0
      let n = s.count
      while i < n {
        let start = i
        let (value, length) = SearchSegmenter.scalar(at: i, in: s)
        i += length
        if SearchSegmenter.isHan(value) {
          flushWord()
          han.append(start)
          hanUnified.append((0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value))
          hanEnd = i
        } else if SearchSegmenter.isWordScalar(value) {
          flushHan()
          let upper = SearchSegmenter.isUpper(value)
          if wordStart < 0 {
            wordStart = start
            previousUpper = false
            previousPreviousUpper = false
          } else if upper, !previousUpper {
            cuts.append(start)
          } else if SearchSegmenter.isLower(value), previousUpper, previousPreviousUpper, previousStart > wordStart {
            // `UIScrollView`: the `S` before `c` starts a part (`UI` | `Scroll`).
            cuts.append(previousStart)
          }
          previousPreviousUpper = previousUpper
          previousUpper = upper
          previousStart = start
          if value >= 0x80 { wordASCII = false }
          wordEnd = i
        } else {
          flushWord()
          flushHan()
        }
      }
      flushWord()
      flushHan()
    }

  }

  static func cut(_ text: String, _ segmenter: (UnsafeBufferPointer<UInt8>, inout [UInt8], (UnsafeBufferPointer<UInt8>, Bool) -> Void) -> Void) -> [String] {
    var text = text
    var scratch: [UInt8] = []
    var out: [String] = []
    text.withUTF8 { utf8 in segmenter(utf8, &scratch) { term, canonical in out.append("\(canonical ? "c" : "n"):" + String(decoding: term, as: UTF8.self)) } }
    return out
  }

  static let pieces = [
    "a", "Z", "q", "9", " ", "-", "_", ".", "UI", "Scroll", "URLSession", "contentInset", "HTTP", "x2Y", "中", "文", "缩放",
    "\u{F900}", "𠀀", "é", "É", "Straße", "İ", "ǅ", "\u{301}", "\n", "。", "ＡＢ", "😀", "\u{3400}", "ÀB", "aÀ",
  ]

  static var texts: [String] {
    var state: UInt64 = 3
    func next() -> UInt64 {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return state >> 33
    }
    return (0..<4_000).map { _ in (0..<Int(next() % 30)).map { _ in pieces[Int(next() % UInt64(pieces.count))] }.joined() }
      + SearchSegmenterParity.samples
  }

  @Test func termsAreWhatTheFirstSegmenterCuts() {
    for text in Self.texts {
      let fast = Self.cut(text) { SearchSegmenter.forEachTerm(utf8: $0, scratch: &$1, $2) }
      let first = Self.cut(text) { FirstSegmenter.forEachTerm(utf8: $0, scratch: &$1, $2) }
      #expect(fast == first, "\(text.debugDescription)")
    }
  }

  @Test func aLongUppercaseWordAfterShortOnesIsLoweredWhole() {
    let long = String(repeating: "AB", count: 100)
    #expect(Self.cut("ab Cd " + long) { SearchSegmenter.forEachTerm(utf8: $0, scratch: &$1, $2) }
      == Self.cut("ab Cd " + long) { FirstSegmenter.forEachTerm(utf8: $0, scratch: &$1, $2) })
  }
}
