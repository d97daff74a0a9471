import NotesCore

/// Which lines of an example's code are the model's harness rather than UIKit code a reader
/// would write: recording output (`out.record`), driving a simulated finger (`Finger(on:)` and
/// the variable it makes), reaching into the model (`scrollView.model…`), and setting what
/// UIKit keeps read-only or gives by itself (`safeAreaInsets =`, `simulateKeyboard`, …). A
/// statement spread over several lines is harness to its last line, and the comment lines
/// right above a harness line go with it.
public enum HarnessLines {
  /// Names only the model has, each found where it starts a word (`out.` but not `layout.`).
  static let wordStarts = ["out.", "Finger(", "simulateKeyboard", "contentOffsetRange", "isViewControllerRootInNavigationController"]
  /// Found anywhere in a line.
  static let anywhere = ["safeAreaInsets = "]

  /// Indexes (0-based) of the harness lines of `source`.
  public static func indexes(in source: String) -> Set<Int> {
    let hasCarriageReturn = ByteScan.contains("\r", in: source)
    let lines = ByteScan.lines(of: source)
    // Each line's code made once: every needle below is matched against it.
    let code = lines.map { CodeText(codeOf: $0, bytesAreCharacters: !hasCarriageReturn) }
    // Variables holding a simulated finger: `var finger = Finger(on: scrollView)`.
    var fingers: [String] = []
    let finger = Needle("Finger")
    // A line without the characters of `Finger` has no such word: skip splitting it.
    for line in code where line.contains(finger, where: { _, _ in true }) {
      let words = line.words
      if let at = words.firstIndex(of: "Finger"), at >= 1, ["var", "let"].contains(words[max(at - 2, 0)]) {
        fingers.append(words[at - 1])
      }
    }
    let needles = (wordStarts + fingers.map { $0 + "." }).map(Needle.init)
    let anywhereNeedles = anywhere.map(Needle.init)
    let model = Needle(".model")
    var result = Set<Int>()
    var depth = 0
    for (index, line) in code.enumerated() {
      let starts = depth > 0 || anywhereNeedles.contains(where: { line.contains($0, where: { _, _ in true }) })
        || needles.contains(where: { line.startsWord($0) }) || line.endsWord(model)
      guard starts else { continue }
      result.insert(index)
      depth = max(0, depth + line.balance)
    }
    // Comments directly above a harness line describe it.
    for index in result.sorted(by: >) {
      var above = index - 1
      while above >= 0, isComment(lines[above]) {
        result.insert(above)
        above -= 1
      }
    }
    return result
  }

  /// A whole-line comment: `//` after spaces and tabs.
  static func isComment(_ line: Substring) -> Bool {
    line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("//")
  }

  /// A needle as characters, and as bytes when it is ASCII.
  struct Needle {
    let characters: [Character]
    let ascii: [UInt8]?

    init(_ text: String) {
      characters = Array(text)
      ascii = text.utf8.allSatisfy { $0 < 0x80 } ? Array(text.utf8) : nil
    }
  }

  /// One line's code (`codePart`) as the matching reads it. Its bytes when every byte is ASCII
  /// and the text has no carriage return: each byte is then one character, and a character
  /// equals an ASCII one only when it is that byte. Otherwise its characters, which compare
  /// as Swift compares them (the Kelvin sign equals `K`).
  enum CodeText {
    case ascii([UInt8])
    case characters([Character])

    init(codeOf line: Substring, bytesAreCharacters: Bool) {
      if bytesAreCharacters, line.utf8.allSatisfy({ $0 < 0x80 }) {
        let code = HarnessLines.codePart(
          line.utf8, quote: UInt8(ascii: "\""), backslash: UInt8(ascii: "\\"), slash: UInt8(ascii: "/"),
          isBlank: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
        self = .ascii(Array(code))
        return
      }
      let code = HarnessLines.codePart(line, quote: "\"", backslash: "\\", slash: "/", isBlank: { $0 == " " || $0 == "\t" })
      self = bytesAreCharacters && code.allSatisfy(\.isASCII) ? .ascii(Array(String(code).utf8)) : .characters(Array(code))
    }

    var characters: [Character] {
      switch self {
      case .ascii(let bytes): Array(String(decoding: bytes, as: UTF8.self))
      case .characters(let characters): characters
      }
    }

    /// Whether `needle` starts somewhere where `accepts(start, text)` holds.
    func contains(_ needle: Needle, where accepts: (Int, CodeText) -> Bool) -> Bool {
      if case .ascii(let bytes) = self, let pattern = needle.ascii {
        return HarnessLines.firstMatch(pattern, in: bytes) { accepts($0, self) }
      }
      let text = CodeText.characters(characters)
      guard case .characters(let characters) = text else { return false }
      return HarnessLines.firstMatch(needle.characters, in: characters) { accepts($0, text) }
    }

    var count: Int {
      switch self {
      case .ascii(let bytes): bytes.count
      case .characters(let characters): characters.count
      }
    }

    /// A letter, digit or underscore at `index`; `.` too with `orDot`.
    func isIdentifier(at index: Int, orDot: Bool = false) -> Bool {
      switch self {
      case .ascii(let bytes):
        let b = bytes[index]
        return (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || (orDot && b == 0x2E)
      case .characters(let characters):
        let c = characters[index]
        return c.isLetter || c.isNumber || c == "_" || (orDot && c == ".")
      }
    }

    /// `needle` where it starts a word (`out.` but not `layout.`).
    func startsWord(_ needle: Needle) -> Bool {
      contains(needle) { start, text in start == 0 || !text.isIdentifier(at: start - 1, orDot: true) }
    }

    /// `needle` where no identifier character follows it (`.model` in `view.model.settle()` and
    /// `scene(view.model)`, not in `.modelName`).
    func endsWord(_ needle: Needle) -> Bool {
      contains(needle) { start, text in
        let end = start + needle.characters.count
        return end == text.count || !text.isIdentifier(at: end)
      }
    }

    /// The runs of letters, digits and underscores.
    var words: [String] {
      switch self {
      case .ascii(let bytes):
        bytes.indices.split(whereSeparator: { !isIdentifier(at: $0) }).map { String(decoding: bytes[$0], as: UTF8.self) }
      case .characters(let characters):
        characters.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map { String($0) }
      }
    }

    /// Opening minus closing brackets of any kind.
    var balance: Int {
      switch self {
      case .ascii(let bytes):
        bytes.reduce(0) { $0 + (($1 == 0x28 || $1 == 0x5B || $1 == 0x7B) ? 1 : ($1 == 0x29 || $1 == 0x5D || $1 == 0x7D) ? -1 : 0) }
      case .characters(let characters):
        characters.reduce(0) { $0 + ("([{".contains($1) ? 1 : ")]}".contains($1) ? -1 : 0) }
      }
    }
  }

  /// The line without its comment and string literals, then without spaces and tabs at
  /// either end: on characters, or on the bytes of an ASCII line (the same rule either way).
  static func codePart<Element: Equatable>(
    _ line: some Sequence<Element>, quote: Element, backslash: Element, slash: Element, isBlank: (Element) -> Bool
  ) -> ArraySlice<Element> {
    var out: [Element] = [], inString = false
    var previous: Element?
    for c in line {
      if inString {
        if c == quote && previous != backslash { inString = false }
      } else if c == quote {
        inString = true
      } else if c == slash && previous == slash {
        out.removeLast()
        break
      } else {
        out.append(c)
      }
      previous = c
    }
    guard let first = out.firstIndex(where: { !isBlank($0) }), let last = out.lastIndex(where: { !isBlank($0) }) else { return [] }
    return out[first...last]
  }

  /// Whether `pattern` starts somewhere in `text` where `accepts` holds.
  static func firstMatch<Element: Equatable>(_ pattern: [Element], in text: [Element], where accepts: (Int) -> Bool) -> Bool {
    guard !pattern.isEmpty, text.count >= pattern.count else { return false }
    for start in 0...(text.count - pattern.count) where text[start] == pattern[0] {
      if pattern.indices.allSatisfy({ text[start + $0] == pattern[$0] }), accepts(start) { return true }
    }
    return false
  }
}
