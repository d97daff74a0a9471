import NotesCore
import NotesHTML

/// What the twins' writer (`MarkdownOutput`) reads as text: escaped titles and summaries, a
/// paragraph's start that needs escaping, Swift code split by the language of its comments.
enum MarkdownText {
  /// Text with every character that could start markup escaped (`MarkdownOutput.escaped`),
  /// for the title and summary lines, which are read again before they are written.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: MarkdownOutput.isSpecial) else { return text }
    var out = MarkdownOutput(capacity: text.utf8.count + 8)
    out.escaped(text)
    return String(decoding: out.bytes, as: UTF8.self)
  }

  /// A line of rendered inlines as a paragraph: a start that would read as a heading, list
  /// item, quote, setext underline or code indent is escaped (`MarkdownOutput.paragraph`,
  /// for a line that starts with one of those characters).
  static func paragraph(_ line: String) -> String {
    // Most paragraphs start with a letter: nothing to do.
    if let byte = line.utf8.first, !MarkdownOutput.mayStartBlock(byte) { return line }
    let text = line.drop { $0 == " " || $0 == "\t" }
    guard let first = text.first else { return "" }
    if "#-+>=".contains(first) { return "\\" + text }
    let digits = text.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, digits.count <= 9, let marker = text.dropFirst(digits.count).first, marker == "." || marker == ")" {
      return digits + "\\" + text.dropFirst(digits.count)
    }
    return String(text)
  }

  /// Swift code as each language shows it: whole-line comments that have a counterpart in
  /// the other language (`BilingualCode`) keep only that language's line.
  static func codeByLanguage(_ code: String) -> (en: String, zh: String) {
    withCodeByLanguage(code) { (String(decoding: $0, as: UTF8.self), String(decoding: $1, as: UTF8.self)) }
  }

  /// `codeByLanguage`'s two texts as UTF-8, handed to `body` without a `String` each (the
  /// twins write every code block this way): the code's own bytes when nothing is dropped.
  /// `memo`: the page's line languages, found once for its HTML and its twins.
  static func withCodeByLanguage<R>(
    _ code: String, languages memo: CodeLanguagesMemo? = nil, _ body: (_ en: UnsafeBufferPointer<UInt8>, _ zh: UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    var utf8 = code
    return utf8.withUTF8 { bytes in
      // Without a byte beyond ASCII there is no Chinese comment to pair.
      guard ByteScan.firstIndex(ofByteOrNonASCII: 0, in: bytes, from: 0) < bytes.count else { return body(bytes, bytes) }
      let languages = memo?.languages(of: code) ?? BilingualCode.lineLanguages(bytes)
      guard languages.contains(where: { $0 != nil }) else { return body(bytes, bytes) }
      // Each line's byte range, found once for both languages.
      var lines: [Range<Int>] = []
      var start = 0
      while let newline = ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: start) {
        lines.append(start..<newline)
        start = newline + 1
      }
      lines.append(start..<bytes.count)
      // The kept lines joined by newlines: each run of kept lines is one range of the code,
      // newlines included, copied at once (most lines are kept).
      func keeping(_ language: BilingualCode.Language) -> [UInt8] {
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var run: Range<Int>? = nil
        func flush() {
          guard let range = run else { return }
          kept.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
          run = nil
        }
        var first = true
        for (index, line) in lines.enumerated() where index >= languages.count || languages[index] == nil || languages[index] == language {
          if let range = run, range.upperBound + 1 == line.lowerBound {
            run = range.lowerBound..<line.upperBound
          } else {
            flush()
            if !first { kept.append(UInt8(ascii: "\n")) }
            run = line
          }
          first = false
        }
        flush()
        return kept
      }
      let en = keeping(.en)
      let zh = keeping(.zh)
      return en.withUnsafeBufferPointer { en in zh.withUnsafeBufferPointer { zh in body(en, zh) } }
    }
  }
}
