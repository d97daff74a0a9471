/// Splits text into search terms. The same rules run when the index is built (here) and when
/// a reader types a query (the mirror in `SiteAssets.searchScript`, tested against the same
/// vectors), so a query is cut exactly as the page text was.
///
/// - Latin letters and digits form words, lowercased; a camelCase identifier also yields its
///   parts (`contentInset` → `contentinset`, `content`, `inset`). A run of capitals is one
///   part, and its last capital starts the next part when a lowercase letter follows
///   (`UIScrollView` → `uiscrollview`, `ui`, `scroll`, `view`; `URLSession` → `url`, `session`).
/// - Han characters yield overlapping bigrams (`内容偏移` → `内容`, `容偏`, `偏移`); a lone Han
///   character yields itself. Chinese has no spaces, and bigrams need no dictionary.
/// - Everything else separates terms.
///
/// Implementation: one pass over the UTF-8 bytes, decoding scalars in place. Words and Han
/// runs are byte ranges of the input (their scalars are contiguous), so terms are cut from
/// the buffer directly; ASCII words are lowercased byte by byte, other words with
/// `String.lowercased()` as before.
public enum SearchSegmenter {
  public static func terms(_ text: String) -> [String] {
    var text = text
    return text.withUTF8 { terms(utf8: $0) }
  }

  /// The same as `terms(_:)` for UTF-8 bytes that form valid text.
  static func terms(utf8 s: UnsafeBufferPointer<UInt8>) -> [String] {
    var terms: [String] = []
    terms.reserveCapacity(s.count / 4)
    var scratch: [UInt8] = []
    forEachTerm(utf8: s, scratch: &scratch) { term, _ in terms.append(String(decoding: term, as: UTF8.self)) }
    return terms
  }

  /// Calls `body` with each term's UTF-8 bytes, in order, without making Strings.
  /// `canonical` is true when the term's bytes are the only spelling of it (ASCII, or Han
  /// from the unified blocks, which Unicode normalisation never changes), so byte equality
  /// and byte order are String equality and order.
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
    // The current Han run: how many scalars it has so far, and the last one's start, end and
    // whether it is in a unified block. Bigrams are handed out as the run goes (nothing else
    // is handed out until it ends), so no offsets are kept.
    var hanCount = 0
    var hanStart = 0
    var hanEnd = 0
    var hanUnified = false

    func emitLowered(_ start: Int, _ end: Int) {
      if wordASCII {
        // Most words are lowercase already: then the text's own bytes are the term.
        let word = UnsafeBufferPointer(rebasing: s[start..<end])
        if !word.contains(where: { $0 &- 0x41 < 26 }) {
          body(word, true)
          return
        }
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
    /// The end of a Han run: a lone character is a term of its own.
    func flushHan() {
      if hanCount == 1 { body(UnsafeBufferPointer(rebasing: s[hanStart..<hanEnd]), hanUnified) }
      hanCount = 0
    }

    var i = 0
    let n = s.count
    while i < n {
      let start = i
      let lead = s[i]
      let upper: Bool
      let lower: Bool
      if lead < 0x80 {
        // ASCII, most of the text: classified from the byte, without decoding a scalar.
        i += 1
        upper = lead &- 0x41 < 26
        lower = lead &- 0x61 < 26
        guard upper || lower || lead &- 0x30 < 10 else {
          flushWord()
          flushHan()
          continue
        }
      } else {
        let (value, length) = scalar(at: i, in: s)
        i += length
        if isHan(value) {
          flushWord()
          let unified = (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
          // The bigram of the previous character and this one.
          if hanCount > 0 { body(UnsafeBufferPointer(rebasing: s[hanStart..<i]), hanUnified && unified) }
          hanCount += 1
          hanStart = start
          hanEnd = i
          hanUnified = unified
          continue
        }
        guard isWordScalar(value) else {
          flushWord()
          flushHan()
          continue
        }
        // Only ASCII letters have a case here.
        upper = false
        lower = false
        wordASCII = false
      }
      // A letter or digit: the current word goes on.
      flushHan()
      if wordStart < 0 {
        wordStart = start
        previousUpper = false
        previousPreviousUpper = false
      } else if upper, !previousUpper {
        cuts.append(start)
      } else if lower, previousUpper, previousPreviousUpper, previousStart > wordStart {
        // `UIScrollView`: the `S` before `c` starts a part (`UI` | `Scroll`).
        cuts.append(previousStart)
      }
      previousPreviousUpper = previousUpper
      previousUpper = upper
      previousStart = start
      wordEnd = i
      // Lowercase letters and digits after anything but a capital cut nothing and flush
      // nothing: most of a text's bytes, taken here without the steps above.
      if !upper {
        while i < n, s[i] &- 0x61 < 26 || s[i] &- 0x30 < 10 {
          previousPreviousUpper = false
          previousStart = i
          i += 1
        }
        wordEnd = i
      }
    }
    flushWord()
    flushHan()
  }

  /// The scalar whose valid UTF-8 starts at `i`, and its length in bytes.
  @inline(__always)
  static func scalar(at i: Int, in s: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
    let lead = s[i]
    if lead < 0x80 { return (UInt32(lead), 1) }
    if lead < 0xE0 { return (UInt32(lead & 0x1F) << 6 | UInt32(s[i + 1] & 0x3F), 2) }
    if lead < 0xF0 { return (UInt32(lead & 0x0F) << 12 | UInt32(s[i + 1] & 0x3F) << 6 | UInt32(s[i + 2] & 0x3F), 3) }
    return (UInt32(lead & 0x07) << 18 | UInt32(s[i + 1] & 0x3F) << 12 | UInt32(s[i + 2] & 0x3F) << 6 | UInt32(s[i + 3] & 0x3F), 4)
  }

  static func isHan(_ s: Unicode.Scalar) -> Bool { isHan(s.value) }
  static func isWordScalar(_ s: Unicode.Scalar) -> Bool { isWordScalar(s.value) }
  static func isUpper(_ s: Unicode.Scalar) -> Bool { isUpper(s.value) }

  @inline(__always)
  static func isHan(_ v: UInt32) -> Bool {
    switch v {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
    default: false
    }
  }

  @inline(__always)
  static func isWordScalar(_ v: UInt32) -> Bool {
    switch v {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case 0xC0...0x24F: v != 0xD7 && v != 0xF7  // Latin-1 and Latin Extended letters
    default: false
    }
  }

  @inline(__always)
  static func isUpper(_ v: UInt32) -> Bool { v >= 0x41 && v <= 0x5A }

  @inline(__always)
  static func isLower(_ v: UInt32) -> Bool { v >= 0x61 && v <= 0x7A }
}
