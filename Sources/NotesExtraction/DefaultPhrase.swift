/// Finds a default value in a comment line, in any of the phrasings of notes-format.md, and
/// normalises it to the model's vocabulary.
enum DefaultPhrase {
  /// What a line says about a default: nil when it has no default phrase; otherwise the raw
  /// value, empty when the phrase is there but no value can be read.
  static func find(in text: String) -> String? {
    let scalars = Array(text.unicodeScalars)
    if let raw = findChinese(scalars) { return raw }
    return findEnglish(scalars)
  }

  // MARK: Chinese: 默认值为true, 默认 false, 此属性的默认值为…, 默认值是 1.0, 默认：none

  private static func findChinese(_ s: [Unicode.Scalar]) -> String? {
    var k = 0
    while k + 1 < s.count {
      guard s[k] == "默", s[k + 1] == "认" else {
        k += 1
        continue
      }
      var j = k + 2
      var saysValue = false
      if j < s.count, s[j] == "值" {
        saysValue = true
        j += 1
      }
      j = skipSpaces(s, j)
      while j < s.count, s[j] == "为" || s[j] == "是" || s[j] == "设" || s[j] == "置" {
        saysValue = true
        j += 1
      }
      j = skipSeparators(s, j)
      // `默认情况下` ("by default") and other prose are not a default phrase.
      if j < s.count, Bilingual.isHan(s[j]) {
        if saysValue { return restOfLine(s, from: k) }
        k += 2
        continue
      }
      if j >= s.count || Bilingual.isCJKPunctuation(s[j]) || s[j] == "(" {
        // `（默认值）` after a case name marks that case; handled by the case reader.
        if saysValue, j < s.count { return restOfLine(s, from: k) }
        k += 2
        continue
      }
      return readValue(s, from: j)
    }
    return nil
  }

  // MARK: English: default:CGSizeZero., The default value is YES, Defaults to NO, default is 0.0

  private static func findEnglish(_ s: [Unicode.Scalar]) -> String? {
    guard s.contains(where: { $0 == "d" || $0 == "D" }) else { return nil }
    let lower = s.map { ("A"..."Z").contains($0) ? Unicode.Scalar($0.value + 32)! : $0 }
    var k = 0
    while let found = find("default", in: lower, from: k) {
      k = found + 7
      if found > 0, isLetter(lower[found - 1]) { continue }
      var j = found + 7
      if j < lower.count, lower[j] == "s" {
        // "defaults to X"
        let afterS = skipSpaces(lower, j + 1)
        if hasWord("to", lower, afterS) { return readValue(s, from: skipSpaces(lower, afterS + 2)) }
        continue
      }
      if j < lower.count, isLetter(lower[j]) { continue }
      j = skipSpaces(lower, j)
      if hasWord("value", lower, j) {
        j = skipSpaces(lower, j + 5)
        if hasWord("of", lower, j) {
          // "The default value of this property is YES"
          // No later " is " exists either, so the line has no default phrase of this form.
          guard let isAt = find(" is ", in: lower, from: j) else { return nil }
          return readValue(s, from: skipSpaces(lower, isAt + 4))
        }
      }
      if hasWord("is", lower, j) { return readValue(s, from: skipSeparators(lower, j + 2)) }
      if j < lower.count, lower[j] == ":" || lower[j] == "：" || lower[j] == "=" {
        return readValue(s, from: skipSeparators(lower, j))
      }
    }
    return nil
  }

  // MARK: Reading the value

  /// The run of value characters at `j` (`CGSizeZero`, `1.0`, `.automatic`,
  /// `UIScrollView.ContentInsetAdjustmentBehavior.automatic`), without a final period;
  /// the rest of the line when there is none.
  static func readValue(_ s: [Unicode.Scalar], from start: Int) -> String {
    var j = start
    while j < s.count, s[j] == "`" || s[j] == "\"" || s[j] == "'" || s[j] == "“" { j += 1 }
    var value = ""
    while j < s.count, isValueScalar(s[j]) {
      value.unicodeScalars.append(s[j])
      j += 1
    }
    while value.hasSuffix(".") || value.hasSuffix("`") { value.removeLast() }
    if value.isEmpty { return restOfLine(s, from: start) }
    // A bare word followed by more words is prose ("platform dependent"), not a case name;
    // literals may be followed by prose ("YES for tables").
    let next = skipSpaces(s, j)
    if next > j, next < s.count, isLetter(s[next]), !value.contains("."),
      !["true", "false", "yes", "no", "nil", "zero"].contains(value.lowercased()), Double(value) == nil
    {
      return restOfLine(s, from: start)
    }
    return value
  }

  static func isValueScalar(_ c: Unicode.Scalar) -> Bool {
    c.isASCII && (isLetter(c) || ("0"..."9").contains(c) || c == "_" || c == "." || c == "-" || c == "+" || c == "`")
  }

  private static func restOfLine(_ s: [Unicode.Scalar], from j: Int) -> String {
    Bilingual.trimmed(String(String.UnicodeScalarView(s[min(j, s.count)...])))
  }

  // MARK: Normalising

  /// The value as the model spells it: `true`, `false`, `.zero`, `nil`, `1.0`, `.automatic`;
  /// nil when the raw text is not a value we know how to read.
  static func normalize(_ raw: String) -> String? {
    var value = ""
    for c in raw.unicodeScalars where c != "`" { value.unicodeScalars.append(c) }
    let lower = value.lowercased()
    switch lower {
    case "true", "yes": return "true"
    case "false", "no": return "false"
    case "nil", "null": return "nil"
    case "zero", ".zero", "cgsizezero", "cgpointzero", "cgrectzero", "uiedgeinsetszero", "nsdirectionaledgeinsetszero",
      "cgsize.zero", "cgpoint.zero", "cgrect.zero", "uiedgeinsets.zero", "nsdirectionaledgeinsets.zero":
      return ".zero"
    default: break
    }
    if let first = value.unicodeScalars.first, ("0"..."9").contains(first) || first == "-" || first == "+" || first == "." && value.count > 1 && value.unicodeScalars.dropFirst().first.map({ ("0"..."9").contains($0) }) == true {
      var digits = value
      if digits.hasPrefix("+") { digits.removeFirst() }
      if let number = Double(digits), number.isFinite { return number.description }
      return nil
    }
    // An enum case: bare (`none`), with a dot (`.automatic`) or qualified
    // (`UIScrollView.ContentInsetAdjustmentBehavior.automatic`): the last component.
    let components = value.split(separator: ".", omittingEmptySubsequences: false)
    guard let last = components.last, isIdentifier(last) else { return nil }
    let qualified = components.count > 1
    // An uppercase bare word is an Objective-C constant (`UIScrollViewDecelerationRateNormal`).
    if !qualified, let first = last.unicodeScalars.first, first.properties.isUppercase { return nil }
    return "." + last
  }

  static func isIdentifier(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, isLetter(first) || first == "_" else { return false }
    return text.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) || $0 == "_" }
  }

  // MARK: Scanning helpers

  static func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }

  static func skipSpaces(_ s: [Unicode.Scalar], _ j: Int) -> Int {
    var j = j
    while j < s.count, s[j] == " " || s[j] == "\t" || s[j] == "\u{3000}" { j += 1 }
    return j
  }

  /// Spaces and one of `:`, `：`, `=`.
  static func skipSeparators(_ s: [Unicode.Scalar], _ j: Int) -> Int {
    var j = skipSpaces(s, j)
    if j < s.count, s[j] == ":" || s[j] == "：" || s[j] == "=" || s[j] == "＝" { j += 1 }
    return skipSpaces(s, j)
  }

  static func hasWord(_ word: String, _ s: [Unicode.Scalar], _ j: Int) -> Bool {
    let w = Array(word.unicodeScalars)
    guard j + w.count <= s.count, s[j..<j + w.count].elementsEqual(w) else { return false }
    return j + w.count == s.count || !isLetter(s[j + w.count])
  }

  static func find(_ word: String, in s: [Unicode.Scalar], from start: Int) -> Int? {
    let w = Array(word.unicodeScalars)
    guard !w.isEmpty, s.count >= w.count else { return nil }
    var i = start
    while i + w.count <= s.count {
      if s[i] == w[0], s[i..<i + w.count].elementsEqual(w) { return i }
      i += 1
    }
    return nil
  }
}
