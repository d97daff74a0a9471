import NotesHTML

/// Pieces of CommonMark written safely: text that reads as itself, code spans and fenced
/// blocks that no backtick in the code can close early, lists and quotes around blocks.
enum MarkdownText {
  /// Text with every character that could start markup escaped (`*`, `_`, `[`, `` ` ``, `<`,
  /// `&`, `\`), so it renders as written.
  static func escaped(_ text: String) -> String {
    // Byte by byte: every character escaped is ASCII, and no UTF-8 sequence holds one. On the
    // contiguous bytes: most text has nothing to escape, and the scan is most of the cost.
    var text = text
    return text.withUTF8 { bytes -> String? in
      guard let first = bytes.firstIndex(where: isSpecial) else { return nil }
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + 8)
      out.append(contentsOf: bytes[..<first])
      for byte in bytes[first...] {
        if isSpecial(byte) { out.append(UInt8(ascii: "\\")) }
        out.append(byte)
      }
      return String(decoding: out, as: UTF8.self)
    } ?? text
  }

  private static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "<"), UInt8(ascii: "&"):
      true
    default: false
    }
  }

  /// A line of rendered inlines as a paragraph: a start that would read as a heading, list
  /// item, quote, setext underline or code indent is escaped.
  static func paragraph(_ line: String) -> String {
    // Most paragraphs start with a letter: nothing to do.
    if let byte = line.utf8.first, !"#-+>= \t0123456789".utf8.contains(byte) { return line }
    let text = line.drop { $0 == " " || $0 == "\t" }
    guard let first = text.first else { return "" }
    if "#-+>=".contains(first) { return "\\" + text }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, digits.count <= 9, let marker = text.dropFirst(digits.count).first, marker == "." || marker == ")" {
      return digits + "\\" + text.dropFirst(digits.count)
    }
    return String(text)
  }

  /// `` `code` ``, with a longer delimiter (and padding) when the code holds backticks.
  static func codeSpan(_ code: String) -> String {
    let flat = code.utf8.contains(UInt8(ascii: "\n")) ? String(code.map { $0 == "\n" ? " " : $0 }) : code
    let run = longestBacktickRun(flat)
    guard run > 0 else { return "`" + flat + "`" }
    let fence = String(repeating: "`", count: run + 1)
    return fence + " " + flat + " " + fence
  }

  /// A fenced code block whose fence is longer than any backtick run in the code.
  static func codeBlock(_ code: String, language: String) -> String {
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(code) + 1))
    // A final newline goes (bytes, not `dropLast()`, which walks grapheme clusters; a final
    // "\r\n" is one character that is not "\n", and stays, as `hasSuffix("\n")` decides).
    let utf8 = code.utf8
    let endsInNewline = utf8.last == UInt8(ascii: "\n") && utf8.dropLast().last != UInt8(ascii: "\r")
    let body = endsInNewline ? String(Substring(utf8.dropLast())) : code
    return fence + language + "\n" + body + "\n" + fence
  }

  /// Swift code as each language shows it: whole-line comments that have a counterpart in
  /// the other language (`BilingualCode`) keep only that language's line.
  static func codeByLanguage(_ code: String) -> (en: String, zh: String) {
    // Without a byte beyond ASCII there is no Chinese comment to pair.
    guard code.utf8.contains(where: { $0 >= 0x80 }) else { return (code, code) }
    let languages = BilingualCode.lineLanguages(code)
    guard languages.contains(where: { $0 != nil }) else { return (code, code) }
    let lines = code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    func keeping(_ language: BilingualCode.Language) -> String {
      var kept: [UInt8] = []
      kept.reserveCapacity(code.utf8.count)
      var first = true
      for (index, line) in lines.enumerated() where index >= languages.count || languages[index] == nil || languages[index] == language {
        if !first { kept.append(UInt8(ascii: "\n")) }
        kept.append(contentsOf: line)
        first = false
      }
      return String(decoding: kept, as: UTF8.self)
    }
    return (keeping(.en), keeping(.zh))
  }

  /// A list item: the marker, then the blocks, later lines indented to the item's content.
  static func listItem(_ marker: String, _ body: String) -> String {
    guard body.utf8.contains(UInt8(ascii: "\n")) else { return marker + " " + body }
    let indent = String(repeating: " ", count: marker.count + 1)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { index, line in
      index == 0 ? marker + " " + line : (line.isEmpty ? "" : indent + line)
    }.joined(separator: "\n")
  }

  /// Blocks inside a block quote.
  static func quote(_ body: String) -> String {
    // Lines split at newline bytes, as `split(separator: "\n")` does except at a "\r\n",
    // which it keeps whole: so "\r\n" is kept whole here too.
    guard !body.utf8.contains(UInt8(ascii: "\r")) else {
      return body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
    }
    var out: [UInt8] = [UInt8(ascii: ">")]
    out.reserveCapacity(body.utf8.count + 64)
    var lineIsEmpty = true
    for byte in body.utf8 {
      if byte == UInt8(ascii: "\n") {
        out.append(byte)
        out.append(UInt8(ascii: ">"))
        lineIsEmpty = true
        continue
      }
      if lineIsEmpty { out.append(UInt8(ascii: " ")) }
      lineIsEmpty = false
      out.append(byte)
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// An ATX heading, its level kept within 1…6.
  static func heading(_ level: Int, _ text: String) -> String {
    String(repeating: "#", count: min(max(level, 1), 6)) + " " + text
  }

  /// A link destination that needs no escaping: spaces, parentheses and angle brackets
  /// percent-encoded.
  static func destination(_ url: String) -> String {
    guard url.utf8.contains(where: { $0 == 0x20 || $0 == 0x28 || $0 == 0x29 || $0 == 0x3C || $0 == 0x3E }) else { return url }  // " ()<>"
    var out = ""
    for scalar in url.unicodeScalars {
      switch scalar {
      case " ": out += "%20"
      case "(": out += "%28"
      case ")": out += "%29"
      case "<": out += "%3C"
      case ">": out += "%3E"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func longestBacktickRun(_ text: String) -> Int {
    var longest = 0
    var current = 0
    for byte in text.utf8 {
      current = byte == UInt8(ascii: "`") ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }
}
