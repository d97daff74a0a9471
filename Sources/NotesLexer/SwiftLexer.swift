/// A small, tolerant Swift lexer over UTF-8 bytes. It never fails: every byte ends up in
/// exactly one token, tokens are contiguous, and unterminated strings and comments simply
/// stop at the line end or the buffer end. Non-ASCII bytes (CJK prose that lost its `//`,
/// invalid UTF-8) lex as identifier characters. Used for declarations in notes and, later,
/// for syntax highlighting on the site.
public enum SwiftLexer {
  public static func tokenize(_ bytes: [UInt8]) -> [SwiftToken] {
    bytes.withUnsafeBufferPointer { tokenize($0) }
  }

  public static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>) -> [SwiftToken] {
    var tokens: [SwiftToken] = []
    tokens.reserveCapacity(bytes.count / 3 + 1)
    forEachToken(bytes) { tokens.append($0) }
    return tokens
  }

  /// `tokenize`'s tokens handed to `body` one at a time, in order, with no array of them.
  @inlinable
  public static func forEachToken(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (SwiftToken) -> Void) {
    var i = 0
    let n = bytes.count
    while i < n {
      let start = i
      let kind = lexOne(bytes, &i)
      // Every branch advances; this guard keeps that true whatever the input.
      if i <= start { i = start + 1 }
      body(SwiftToken(kind: kind, start: start, end: i))
    }
  }

  // MARK: - Byte classes

  @inline(__always) static func isIdentifierHead(_ b: UInt8) -> Bool {
    (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || b == 0x5F || b >= 0x80
  }

  @inline(__always) static func isIdentifierBody(_ b: UInt8) -> Bool {
    isIdentifierHead(b) || isDigit(b)
  }

  /// 3 when `i` starts CJK or full-width punctuation (U+3000–U+303F, U+FF00–U+FF7F: `。，：（）`),
  /// which Swift does not allow in names and notes put right after them (`.fast：更快停下。`).
  @inline(__always) static func cjkPunctuationLength(_ s: UnsafeBufferPointer<UInt8>, _ i: Int) -> Int {
    guard i + 2 < s.count else { return 0 }
    if s[i] == 0xE3, s[i + 1] == 0x80 { return 3 }
    if s[i] == 0xEF, s[i + 1] == 0xBC || s[i + 1] == 0xBD { return 3 }
    return 0
  }

  /// Moves past identifier characters, stopping at CJK punctuation.
  @inline(__always) static func skipIdentifierBody(_ s: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
    let n = s.count
    while i < n, isIdentifierBody(s[i]) {
      if s[i] >= 0x80, cjkPunctuationLength(s, i) > 0 { return }
      i += 1
    }
  }

  @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

  @inline(__always) static func isOperatorByte(_ b: UInt8) -> Bool {
    switch b {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      true
    default: false
    }
  }

  // MARK: - One token

  @usableFromInline static func lexOne(_ s: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> SwiftTokenKind {
    let n = s.count
    let b = s[i]
    switch b {
    case 0x20, 0x09, 0x0B, 0x0C:
      while i < n, s[i] == 0x20 || s[i] == 0x09 || s[i] == 0x0B || s[i] == 0x0C { i += 1 }
      return .whitespace
    case 0x0A:
      i += 1
      return .newline
    case 0x0D:
      i += 1
      if i < n, s[i] == 0x0A { i += 1 }
      return .newline
    case UInt8(ascii: "/") where i + 1 < n && s[i + 1] == UInt8(ascii: "/"):
      while i < n, s[i] != 0x0A, s[i] != 0x0D { i += 1 }
      return .comment
    case UInt8(ascii: "/") where i + 1 < n && s[i + 1] == UInt8(ascii: "*"):
      lexBlockComment(s, &i)
      return .comment
    case UInt8(ascii: "\""):
      lexString(s, &i, hashes: 0)
      return .string
    case UInt8(ascii: "#"):
      var j = i
      while j < n, s[j] == UInt8(ascii: "#") { j += 1 }
      if j < n, s[j] == UInt8(ascii: "\"") {
        let hashes = j - i
        i = j
        lexString(s, &i, hashes: hashes)
        return .string
      }
      if i + 1 < n, isIdentifierHead(s[i + 1]), cjkPunctuationLength(s, i + 1) == 0 {
        i += 1
        skipIdentifierBody(s, &i)
        return .keyword  // #if, #selector, #available
      }
      i += 1
      return .punctuation
    case UInt8(ascii: "@"):
      i += 1
      if i < n, isIdentifierHead(s[i]), cjkPunctuationLength(s, i) == 0 {
        skipIdentifierBody(s, &i)
        return .attribute
      }
      return .punctuation
    case UInt8(ascii: "`"):
      var j = i + 1
      skipIdentifierBody(s, &j)
      if j < n, j > i + 1, s[j] == UInt8(ascii: "`") {
        i = j + 1
        return .identifier
      }
      i += 1
      return .punctuation
    case UInt8(ascii: "$"):
      i += 1
      skipIdentifierBody(s, &i)
      return .identifier
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      lexNumber(s, &i)
      return .number
    case UInt8(ascii: "."):
      // `...` and `..<` are operators; a lone dot is member access.
      if i + 2 < n, s[i + 1] == UInt8(ascii: "."), s[i + 2] == UInt8(ascii: ".") || s[i + 2] == UInt8(ascii: "<") {
        i += 3
        return .operator
      }
      i += 1
      return .punctuation
    case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"),
      UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"),
      UInt8(ascii: "'"):
      i += 1
      return .punctuation
    default:
      if b >= 0x80, cjkPunctuationLength(s, i) > 0 {
        i += 3
        return .punctuation
      }
      if isIdentifierHead(b) {
        let start = i
        skipIdentifierBody(s, &i)
        if SwiftKeywords.contains(s, start..<i) { return .keyword }
        return b >= 0x41 && b <= 0x5A ? .typeIdentifier : .identifier
      }
      if isOperatorByte(b) {
        // Stop before `//` or `/*` so a comment right after an operator is still a comment.
        i += 1
        while i < n, isOperatorByte(s[i]) {
          if s[i] == UInt8(ascii: "/"), i + 1 < n, s[i + 1] == UInt8(ascii: "/") || s[i + 1] == UInt8(ascii: "*") { break }
          i += 1
        }
        return .operator
      }
      i += 1
      return b < 0x20 || b == 0x7F ? .unknown : .punctuation
    }
  }

  /// `/* … */`, nested as Swift allows; unterminated comments run to the end.
  private static func lexBlockComment(_ s: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
    let n = s.count
    var depth = 0
    while i < n {
      if s[i] == UInt8(ascii: "/"), i + 1 < n, s[i + 1] == UInt8(ascii: "*") {
        depth += 1
        i += 2
      } else if s[i] == UInt8(ascii: "*"), i + 1 < n, s[i + 1] == UInt8(ascii: "/") {
        depth -= 1
        i += 2
        if depth == 0 { return }
      } else {
        i += 1
      }
    }
  }

  /// A string starting at `i` (after any `#`s). Single-line strings stop at the line end
  /// when unterminated; `"""` strings run to their closing delimiter or the buffer end.
  private static func lexString(_ s: UnsafeBufferPointer<UInt8>, _ i: inout Int, hashes: Int) {
    let n = s.count
    let quote = UInt8(ascii: "\"")
    let multiline = i + 2 < n && s[i + 1] == quote && s[i + 2] == quote
    i += multiline ? 3 : 1
    while i < n {
      let b = s[i]
      if !multiline, b == 0x0A || b == 0x0D { return }
      if b == UInt8(ascii: "\\"), hashes == 0 {
        i += 2
        continue
      }
      if b == quote {
        var j = i + 1
        if multiline {
          guard j + 1 < n, s[j] == quote, s[j + 1] == quote else {
            i += 1
            continue
          }
          j += 2
        }
        var closing = 0
        while closing < hashes, j < n, s[j] == UInt8(ascii: "#") {
          closing += 1
          j += 1
        }
        if closing == hashes {
          i = j
          return
        }
      }
      i += 1
    }
    i = min(i, n)
  }

  /// Decimal, hex, octal and binary literals with `_` separators, fractions and exponents.
  private static func lexNumber(_ s: UnsafeBufferPointer<UInt8>, _ i: inout Int) {
    let n = s.count
    if s[i] == UInt8(ascii: "0"), i + 1 < n, s[i + 1] == UInt8(ascii: "x") || s[i + 1] == UInt8(ascii: "b") || s[i + 1] == UInt8(ascii: "o") {
      i += 2
      while i < n, isIdentifierBody(s[i]) || s[i] == UInt8(ascii: ".") && i + 1 < n && isHexDigit(s[i + 1]) { i += 1 }
      return
    }
    while i < n, isDigit(s[i]) || s[i] == UInt8(ascii: "_") { i += 1 }
    if i + 1 < n, s[i] == UInt8(ascii: "."), isDigit(s[i + 1]) {
      i += 1
      while i < n, isDigit(s[i]) || s[i] == UInt8(ascii: "_") { i += 1 }
    }
    if i < n, s[i] == UInt8(ascii: "e") || s[i] == UInt8(ascii: "E") {
      var j = i + 1
      if j < n, s[j] == UInt8(ascii: "+") || s[j] == UInt8(ascii: "-") { j += 1 }
      if j < n, isDigit(s[j]) {
        i = j
        while i < n, isDigit(s[i]) || s[i] == UInt8(ascii: "_") { i += 1 }
      }
    }
  }

  @inline(__always) private static func isHexDigit(_ b: UInt8) -> Bool {
    isDigit(b) || (b >= 0x61 && b <= 0x66) || (b >= 0x41 && b <= 0x46)
  }
}
