/// Language detection and bilingual title splitting (docs/conventions.md §2): a text with a
/// Han character is Chinese, otherwise English.
enum Bilingual {
  static func isHan(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x2A6DF, 0x2A700...0x2EBEF, 0x30000...0x3134F:
      true
    default: false
    }
  }

  static func containsHan(_ text: some StringProtocol) -> Bool {
    text.unicodeScalars.contains(where: isHan)
  }

  /// Splits `Managing the Content Size and Offset  管理内容尺寸与偏移` into its English and
  /// Chinese titles. A title that starts with Chinese is Chinese as a whole (it may contain
  /// API names: `让内容撑开 contentSize`); one without Han characters is English.
  static func splitTitle(_ text: String) -> (en: String?, zh: String?) {
    let title = trimmed(text)
    guard !title.isEmpty else { return (nil, nil) }
    // Indices into the title's own scalars, so the two halves are copied as they stand
    // (rebuilding them a scalar at a time cost more than the rest of a heading's reading).
    let scalars = title.unicodeScalars
    guard let firstHan = scalars.firstIndex(where: isHan) else { return (title, nil) }
    // Prefer an explicit separator: two or more spaces (or a full-width space) before Chinese.
    var splitAt = firstHan
    var i = scalars.startIndex
    while i < firstHan {
      let next = scalars.index(after: i)
      if scalars[i] == "\u{3000}" || (scalars[i] == " " && next < scalars.endIndex && scalars[next] == " ") {
        splitAt = i
        break
      }
      i = next
    }
    // Brackets that open right before the Chinese part belong with it: `Zooming（缩放）`.
    while splitAt > scalars.startIndex, ["（", "(", "【", "[", "「"].contains(scalars[scalars.index(before: splitAt)]) {
      splitAt = scalars.index(before: splitAt)
    }
    let en = trimmed(String(scalars[..<splitAt]))
    let zh = trimmed(String(scalars[splitAt...]))
    if en.isEmpty { return (nil, zh) }
    return (en, zh.isEmpty ? nil : zh)
  }

  /// Joins lines of one language: Chinese lines directly, unless both sides are ASCII
  /// letters or digits; English lines with a space.
  static func join(_ lines: [String]) -> String? {
    var out = ""
    for line in lines where !line.isEmpty {
      if let last = out.unicodeScalars.last, let first = line.unicodeScalars.first,
        !(isHan(last) || isCJKPunctuation(last)) || !(isHan(first) || isCJKPunctuation(first))
      {
        out += " "
      }
      out += line
    }
    return out.isEmpty ? nil : out
  }

  static func isCJKPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    (0x3000...0x303F).contains(scalar.value) || (0xFF00...0xFF65).contains(scalar.value)
  }

  /// The spaces `trimmed` removes: space, tab, LF, CR, and U+3000 (E3 80 80).
  private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

  /// Where `text` starts once the leading spaces `trimmed` removes are skipped.
  static func leadingSpacesEnd(_ text: String) -> String.Index {
    let utf8 = text.utf8
    let offset = utf8.withContiguousStorageIfAvailable(leadingSpacesEnd) ?? Array(utf8).withUnsafeBufferPointer(leadingSpacesEnd)
    return utf8.index(utf8.startIndex, offsetBy: offset)
  }

  /// The offset of the first byte kept once the leading spaces `trimmed` removes (space,
  /// tab, LF, CR, and U+3000 as E3 80 80) are skipped.
  static func leadingSpacesEnd(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var start = 0
    while start < bytes.count {
      let b = bytes[start]
      if isSpace(b) {
        start += 1
      } else if b == 0xE3, bytes.count - start >= 3, bytes[start + 1] == 0x80, bytes[start + 2] == 0x80 {
        start += 3
      } else {
        break
      }
    }
    return start
  }

  /// `containsHan(_:)` on UTF-8 bytes, read in place. Every Han scalar's first byte is at
  /// least 0xE3 (U+3400), so text without such a byte is not decoded at all.
  static func containsHan(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard bytes.contains(where: { $0 >= 0xE3 }) else { return false }
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): if isHan(scalar) { return true }
      case .emptyInput: return false
      case .error: continue  // a repaired String reads U+FFFD here, not Han
      }
    }
  }

  /// Without leading and trailing spaces, tabs, line breaks and full-width spaces (U+3000),
  /// checked on UTF-8 bytes: this runs for every comment line.
  static func trimmed(_ text: Substring) -> String { trimmed(String(text)) }

  static func trimmed(_ text: String) -> String {
    let utf8 = text.utf8
    let start = leadingSpacesEnd(text)
    var end = utf8.endIndex
    while end > start {
      let last = utf8.index(before: end)
      let b = utf8[last]
      if isSpace(b) {
        end = last
      } else if b == 0x80, utf8.distance(from: start, to: end) >= 3,
        utf8[utf8.index(end, offsetBy: -2)] == 0x80, utf8[utf8.index(end, offsetBy: -3)] == 0xE3
      {
        end = utf8.index(end, offsetBy: -3)
      } else {
        break
      }
    }
    return String(text[start..<end])
  }

}
