import NotesCore

/// Highlighted Swift whose comments come in two languages: a whole-line Chinese comment and the
/// English comment lines of the same comment run are tagged, so each language view shows its
/// own and side-by-side shows both. A run with no Chinese line is shown in every view.
///
/// With `markingHarness`, the lines that only drive the model (`HarnessLines`) are wrapped in
/// `<span class="code-harness">`: the stylesheet greys them and the copy button leaves them out.
public enum BilingualCode {
  public static func html(_ source: String, markingHarness: Bool = false) -> String {
    html(source, harness: markingHarness ? HarnessLines.indexes(in: source) : [])
  }

  /// `html` with the harness lines already found (`HarnessLines.indexes(in: source)`).
  public static func html(_ source: String, harness: Set<Int>) -> String {
    var out = HTMLOutput()
    write(source, harness: harness, to: &out)
    return out.string
  }

  /// `html`, written into `out` from the highlighter's line bytes.
  public static func write(_ source: String, markingHarness: Bool = false, to out: inout HTMLOutput) {
    write(source, harness: markingHarness ? HarnessLines.indexes(in: source) : [], to: &out)
  }

  static func write(_ source: String, harness: Set<Int>, languages memo: CodeLanguagesMemo? = nil, to out: inout HTMLOutput) {
    let languages = memo?.languages(of: source) ?? lineLanguages(source)
    func language(_ index: Int) -> Language? { index < languages.count ? languages[index] : nil }
    // Most blocks mark no harness line: then no line hashes its index to look in the set.
    let marksHarness = !harness.isEmpty
    // Each line's spans are opened before its highlighted HTML and closed after it (with the
    // line feed between lines inside them), as the highlighter writes the lines.
    SwiftHighlighter.write(
      source, to: &out,
      openLine: { index, out in
        if marksHarness, harness.contains(index) { out.raw("<span class=\"code-harness\">") }
        switch language(index) {
        case .zh?: out.raw("<span class=\"code-zh\" lang=\"zh-Hans\">")
        case .en?: out.raw("<span class=\"code-en\" lang=\"en\">")
        case nil: break
        }
      },
      closeLine: { index, isLast, out in
        switch (isLast, language(index) != nil) {
        case (false, true): out.raw("\n</span>")
        case (false, false): out.raw("\n")
        case (true, true): out.raw("</span>")
        case (true, false): break
        }
        if marksHarness, harness.contains(index) { out.raw("</span>") }
      })
  }

  public enum Language: Sendable { case zh, en }

  /// Per source line: the language of a whole-line comment that has a counterpart in the other
  /// language within its run of comment lines; nil for code and for unpaired comments.
  public static func lineLanguages(_ source: String) -> [Language?] {
    var source = source
    return source.withUTF8 { lineLanguages($0) }
  }

  /// `lineLanguages` of UTF-8 text.
  public static func lineLanguages(_ source: UnsafeBufferPointer<UInt8>) -> [Language?] {
    let (isComment, hasHan) = lineFacts(source)
    var result = [Language?](repeating: nil, count: isComment.count)
    var start = 0
    while start < isComment.count {
      guard isComment[start] else {
        start += 1
        continue
      }
      var end = start
      while end < isComment.count, isComment[end] { end += 1 }
      let run = start..<end
      if run.contains(where: { hasHan[$0] }), run.contains(where: { !hasHan[$0] }) {
        for index in run { result[index] = hasHan[index] ? .zh : .en }
      }
      start = end
    }
    return result
  }

  /// Per line (split at every newline): whether it is a whole-line comment (`//` after spaces
  /// and tabs) and whether it holds a Han character. One pass over the UTF-8 bytes: this runs
  /// for every code block of every page and its Markdown twin.
  static func lineFacts(_ source: String) -> (isComment: [Bool], hasHan: [Bool]) {
    var source = source
    return source.withUTF8 { lineFacts($0) }
  }

  static func lineFacts(_ bytes: UnsafeBufferPointer<UInt8>) -> (isComment: [Bool], hasHan: [Bool]) {
    var isComment: [Bool] = []
    var hasHan: [Bool] = []
    // A line each: room for most blocks' lines from the start, not grown line by line.
    isComment.reserveCapacity(32)
    hasHan.reserveCapacity(32)
    let count = bytes.count
    var start = 0
    while true {
      var i = start
      while i < count, bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\t") { i += 1 }
      isComment.append(i + 1 < count && bytes[i] == UInt8(ascii: "/") && bytes[i + 1] == UInt8(ascii: "/"))
      // The rest of the line: ASCII runs are skipped a word at a time; a Han character is
      // three or four bytes, so only those leads are decoded.
      var han = false
      while true {
        // Once the line has a Han character, only its end is looked for.
        i = han ? ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: i) ?? count
          : ByteScan.firstIndex(ofByteOrNonASCII: UInt8(ascii: "\n"), in: bytes, from: i)
        guard i < count, bytes[i] != UInt8(ascii: "\n") else { break }
        let lead = bytes[i]
        if lead >= 0xF0, i + 3 < count {
          let scalar = UInt32(lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
          han = han || SearchSegmenter.isHan(scalar)
          i += 4
        } else if lead >= 0xE0, i + 2 < count {
          let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
          han = han || SearchSegmenter.isHan(scalar)
          i += 3
        } else {
          i += 1
        }
      }
      hasHan.append(han)
      guard i < count else { break }
      start = i + 1
    }
    return (isComment, hasHan)
  }
}
