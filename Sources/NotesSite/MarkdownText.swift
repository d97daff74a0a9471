import NotesHTML

/// Pieces of CommonMark written safely: text that reads as itself, code spans and fenced
/// blocks that no backtick in the code can close early, lists and quotes around blocks.
enum MarkdownText {
  /// Text with every character that could start markup escaped (`*`, `_`, `[`, `` ` ``, `<`,
  /// `&`, `\`), so it renders as written.
  static func escaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "<", "&": out += "\\" + String(character)
      default: out.append(character)
      }
    }
    return out
  }

  /// A line of rendered inlines as a paragraph: a start that would read as a heading, list
  /// item, quote, setext underline or code indent is escaped.
  static func paragraph(_ line: String) -> String {
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
    let flat = code.replacingOccurrences(of: "\n", with: " ")
    let run = longestBacktickRun(flat)
    guard run > 0 else { return "`" + flat + "`" }
    let fence = String(repeating: "`", count: run + 1)
    return fence + " " + flat + " " + fence
  }

  /// A fenced code block whose fence is longer than any backtick run in the code.
  static func codeBlock(_ code: String, language: String) -> String {
    let fence = String(repeating: "`", count: max(3, longestBacktickRun(code) + 1))
    let body = code.hasSuffix("\n") ? String(code.dropLast()) : code
    return fence + language + "\n" + body + "\n" + fence
  }

  /// Swift code with the comments of one language: whole-line comments that have a
  /// counterpart in the other language (`BilingualCode`) keep only `language`'s line.
  static func code(_ code: String, keeping language: BilingualCode.Language) -> String {
    let languages = BilingualCode.lineLanguages(code)
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().filter { index, _ in
      index >= languages.count || languages[index] == nil || languages[index] == language
    }.map { String($0.element) }.joined(separator: "\n")
  }

  /// A list item: the marker, then the blocks, later lines indented to the item's content.
  static func listItem(_ marker: String, _ body: String) -> String {
    let indent = String(repeating: " ", count: marker.count + 1)
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.enumerated().map { index, line in
      index == 0 ? marker + " " + line : (line.isEmpty ? "" : indent + line)
    }.joined(separator: "\n")
  }

  /// Blocks inside a block quote.
  static func quote(_ body: String) -> String {
    body.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: "\n")
  }

  /// An ATX heading, its level kept within 1…6.
  static func heading(_ level: Int, _ text: String) -> String {
    String(repeating: "#", count: min(max(level, 1), 6)) + " " + text
  }

  /// A link destination that needs no escaping: spaces, parentheses and angle brackets
  /// percent-encoded.
  static func destination(_ url: String) -> String {
    var out = ""
    for character in url {
      switch character {
      case " ": out += "%20"
      case "(": out += "%28"
      case ")": out += "%29"
      case "<": out += "%3C"
      case ">": out += "%3E"
      default: out.append(character)
      }
    }
    return out
  }

  private static func longestBacktickRun(_ text: String) -> Int {
    var longest = 0
    var current = 0
    for character in text {
      current = character == "`" ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }
}
