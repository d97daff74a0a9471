/// Highlighted Swift whose comments come in two languages: a whole-line Chinese comment and the
/// English comment lines of the same comment run are tagged, so each language view shows its
/// own and side-by-side shows both. A run with no Chinese line is shown in every view.
///
/// With `markingHarness`, the lines that only drive the model (`HarnessLines`) are wrapped in
/// `<span class="code-harness">`: the stylesheet greys them and the copy button leaves them out.
public enum BilingualCode {
  public static func html(_ source: String, markingHarness: Bool = false) -> String {
    let highlighted = SwiftHighlighter.lines(source)
    let languages = lineLanguages(source)
    let harness = markingHarness ? HarnessLines.indexes(in: source) : []
    var out = ""
    for (index, line) in highlighted.enumerated() {
      let last = index == highlighted.count - 1
      let newline = last ? "" : "\n"
      var html: String
      switch index < languages.count ? languages[index] : nil {
      case .zh?: html = "<span class=\"code-zh\" lang=\"zh-Hans\">\(line)\(newline)</span>"
      case .en?: html = "<span class=\"code-en\" lang=\"en\">\(line)\(newline)</span>"
      case nil: html = line + newline
      }
      if harness.contains(index) { html = "<span class=\"code-harness\">\(html)</span>" }
      out += html
    }
    return out
  }

  public enum Language: Sendable { case zh, en }

  /// Per source line: the language of a whole-line comment that has a counterpart in the other
  /// language within its run of comment lines; nil for code and for unpaired comments.
  public static func lineLanguages(_ source: String) -> [Language?] {
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
    var isComment: [Bool] = []
    var hasHan: [Bool] = []
    var utf8 = source.utf8.makeIterator()
    var atLineStart = true  // only spaces and tabs so far on this line
    var comment = false
    var han = false
    var slash = false  // the previous byte was the line's first `/`
    var pending: UInt32 = 0  // a multi-byte scalar being decoded
    var remaining = 0
    while let byte = utf8.next() {
      if remaining > 0 {
        pending = pending << 6 | UInt32(byte & 0x3F)
        remaining -= 1
        if remaining == 0, SearchSegmenter.isHan(pending) { han = true }
        continue
      }
      switch byte {
      case UInt8(ascii: "\n"):
        isComment.append(comment)
        hasHan.append(han)
        (atLineStart, comment, han, slash) = (true, false, false, false)
        continue
      case 0xE0...0xEF: (pending, remaining) = (UInt32(byte & 0x0F), 2)
      case 0xF0...0xF7: (pending, remaining) = (UInt32(byte & 0x07), 3)
      default: break  // ASCII and two-byte scalars hold no Han character
      }
      if atLineStart {
        if slash {
          comment = byte == UInt8(ascii: "/")
          (atLineStart, slash) = (false, false)
        } else if byte == UInt8(ascii: "/") {
          slash = true
        } else if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") {
          atLineStart = false
        }
      }
    }
    isComment.append(comment)
    hasHan.append(han)
    return (isComment, hasHan)
  }
}
