/// Splits text into search terms. The same rules run when the index is built (here) and when
/// a reader types a query (the mirror in `SiteAssets.searchScript`, tested against the same
/// vectors), so a query is cut exactly as the page text was.
///
/// - Latin letters and digits form words, lowercased; a camelCase identifier also yields its
///   parts (`contentInset` → `contentinset`, `content`, `inset`).
/// - Han characters yield overlapping bigrams (`内容偏移` → `内容`, `容偏`, `偏移`); a lone Han
///   character yields itself. Chinese has no spaces, and bigrams need no dictionary.
/// - Everything else separates terms.
public enum SearchSegmenter {
  public static func terms(_ text: String) -> [String] {
    var terms: [String] = []
    var word: [Unicode.Scalar] = []
    var han: [Unicode.Scalar] = []

    func flushWord() {
      guard !word.isEmpty else { return }
      let whole = String(String.UnicodeScalarView(word)).lowercased()
      terms.append(whole)
      // camelCase parts: split before an uppercase letter that follows a lowercase one/digit.
      var parts: [String] = []
      var current = String.UnicodeScalarView()
      for (i, s) in word.enumerated() {
        if i > 0, isUpper(s), !isUpper(word[i - 1]) {
          parts.append(String(current).lowercased())
          current = String.UnicodeScalarView()
        }
        current.append(s)
      }
      parts.append(String(current).lowercased())
      if parts.count > 1 { terms.append(contentsOf: parts) }
      word.removeAll()
    }
    func flushHan() {
      guard !han.isEmpty else { return }
      if han.count == 1 {
        terms.append(String(Character(han[0])))
      } else {
        for i in 0..<(han.count - 1) {
          terms.append(String(String.UnicodeScalarView([han[i], han[i + 1]])))
        }
      }
      han.removeAll()
    }

    for scalar in text.unicodeScalars {
      if isHan(scalar) {
        flushWord()
        han.append(scalar)
      } else if isWordScalar(scalar) {
        flushHan()
        word.append(scalar)
      } else {
        flushWord()
        flushHan()
      }
    }
    flushWord()
    flushHan()
    return terms
  }

  static func isHan(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: true
    default: false
    }
  }

  static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case 0xC0...0x24F: s.value != 0xD7 && s.value != 0xF7  // Latin-1 and Latin Extended letters
    default: false
    }
  }

  static func isUpper(_ s: Unicode.Scalar) -> Bool { (0x41...0x5A).contains(s.value) }
}
