import NotesLexer

/// A reference in a comment of the model's source to what the site publishes about where
/// the model's numbers come from: a source key after a confidence tag (`[O] CHAM`,
/// `[O] RB, LOB, FLUID, DEC-CK`, `[O] DEC-TH / LOB`) or an open question (`open question 5`).
public struct SourceCitation: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// A source key (`CHAM`, `DEC-B`, `H-17.4`).
    case key(String)
    /// `open question N`.
    case openQuestion(Int)
  }

  public var kind: Kind
  /// Where the citation is written (the key, or the whole `open question N`), as UTF-8 byte
  /// offsets of the source.
  public var range: Range<Int>
  /// 1-based line of the source.
  public var line: Int
  /// 1-based column, counted in characters.
  public var column: Int
}

/// Finds the citations in the comments of Swift source (docs/conventions.md §8). Code and
/// string literals are never read: the lexer that highlights the source decides what a
/// comment is.
///
/// After a tag `[D]`, `[O]` or `[I]` come zero or more keys separated by `,`, `/` or `;`: a
/// key is an uppercase letter followed by uppercase letters and digits, optionally in parts
/// joined by `-` or `.` (`DEC-26`, `H-17.4`), at least two characters, and not followed by a
/// letter or digit (so `[D] DOC, UIScrollView` has one key). `open question N` is matched in
/// any case.
public enum SourceCitations {
  public static func scan(_ source: String) -> [SourceCitation] {
    let bytes = Array(source.utf8)
    var found: [(kind: SourceCitation.Kind, range: Range<Int>)] = []
    for token in SwiftLexer.tokenize(bytes) where token.kind == .comment {
      scanComment(bytes, token.start, token.end, into: &found)
    }
    // Lines and columns, in one pass over the source.
    var result: [SourceCitation] = []
    var line = 1
    var lineStart = 0
    var position = 0
    for (kind, range) in found {
      while position < range.lowerBound {
        if bytes[position] == 0x0A {
          line += 1
          lineStart = position + 1
        }
        position += 1
      }
      let column = String(decoding: bytes[lineStart..<range.lowerBound], as: UTF8.self).count + 1
      result.append(SourceCitation(kind: kind, range: range, line: line, column: column))
    }
    return result
  }

  private static func scanComment(_ b: [UInt8], _ start: Int, _ end: Int, into found: inout [(kind: SourceCitation.Kind, range: Range<Int>)]) {
    var i = start
    while i < end {
      // `[D]`, `[O]`, `[I]` and the keys after it.
      if b[i] == UInt8(ascii: "["), i + 2 < end, b[i + 2] == UInt8(ascii: "]"),
        [UInt8(ascii: "D"), UInt8(ascii: "O"), UInt8(ascii: "I")].contains(b[i + 1])
      {
        var j = i + 3
        while true {
          j = skipSpaces(b, j, end)
          guard let keyEnd = keyEnd(b, j, end) else { break }
          found.append((.key(String(decoding: b[j..<keyEnd], as: UTF8.self)), j..<keyEnd))
          j = skipSpaces(b, keyEnd, end)
          guard j < end, [UInt8(ascii: ","), UInt8(ascii: "/"), UInt8(ascii: ";")].contains(b[j]) else { break }
          j += 1
        }
        i = max(j, i + 3)
        continue
      }
      // `open question N`.
      if isWordStart(b, i, start), let (number, matchEnd) = openQuestion(b, i, end) {
        found.append((.openQuestion(number), i..<matchEnd))
        i = matchEnd
        continue
      }
      i += 1
    }
  }

  private static func skipSpaces(_ b: [UInt8], _ i: Int, _ end: Int) -> Int {
    var i = i
    while i < end, b[i] == UInt8(ascii: " ") || b[i] == UInt8(ascii: "\t") { i += 1 }
    return i
  }

  private static func isUpper(_ c: UInt8) -> Bool { c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z") }
  private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
  private static func isWordByte(_ c: UInt8) -> Bool {
    isUpper(c) || isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || c == UInt8(ascii: "_") || c >= 0x80
  }

  /// The end of a key starting at `i`, or nil when none starts there.
  private static func keyEnd(_ b: [UInt8], _ i: Int, _ end: Int) -> Int? {
    guard i < end, isUpper(b[i]) else { return nil }
    var j = i + 1
    while j < end, isUpper(b[j]) || isDigit(b[j]) { j += 1 }
    // Parts joined by `-` or `.`, each of uppercase letters and digits.
    while j + 1 < end, b[j] == UInt8(ascii: "-") || b[j] == UInt8(ascii: "."), isUpper(b[j + 1]) || isDigit(b[j + 1]) {
      j += 1
      while j < end, isUpper(b[j]) || isDigit(b[j]) { j += 1 }
    }
    guard j - i >= 2, j >= end || !isWordByte(b[j]) else { return nil }
    return j
  }

  private static func isWordStart(_ b: [UInt8], _ i: Int, _ start: Int) -> Bool {
    i == start || !isWordByte(b[i - 1])
  }

  /// `open question N` (any case) at `i`: N and the end of the match.
  private static func openQuestion(_ b: [UInt8], _ i: Int, _ end: Int) -> (Int, Int)? {
    // A StaticString, not an array made for every word of every comment.
    let phrase: StaticString = "open question"
    guard i + phrase.utf8CodeUnitCount < end else { return nil }
    let matches = phrase.withUTF8Buffer { phrase in !phrase.indices.contains { k in b[i + k] | 0x20 != phrase[k] | 0x20 } }
    guard matches else { return nil }
    var j = i + phrase.utf8CodeUnitCount
    guard b[j] == UInt8(ascii: " ") else { return nil }
    j = skipSpaces(b, j, end)
    let digits = j
    while j < end, isDigit(b[j]) { j += 1 }
    guard j > digits, j - digits <= 4, j >= end || !isWordByte(b[j]) else { return nil }
    return (Int(String(decoding: b[digits..<j], as: UTF8.self))!, j)
  }
}
