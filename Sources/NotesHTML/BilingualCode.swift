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
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
    let isComment = lines.map { $0.drop { $0 == " " || $0 == "\t" }.hasPrefix("//") }
    let hasHan = lines.map { $0.unicodeScalars.contains { SearchSegmenter.isHan($0) } }
    var result = [Language?](repeating: nil, count: lines.count)
    var start = 0
    while start < lines.count {
      guard isComment[start] else {
        start += 1
        continue
      }
      var end = start
      while end < lines.count, isComment[end] { end += 1 }
      let run = start..<end
      if run.contains(where: { hasHan[$0] }), run.contains(where: { !hasHan[$0] }) {
        for index in run { result[index] = hasHan[index] ? .zh : .en }
      }
      start = end
    }
    return result
  }
}
