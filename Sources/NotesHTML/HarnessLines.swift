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
    let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let code = lines.map(codePart)
    // Variables holding a simulated finger: `var finger = Finger(on: scrollView)`.
    var fingers: [String] = []
    for line in code {
      let words = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
      if let at = words.firstIndex(of: "Finger"), at >= 1, ["var", "let"].contains(words[max(at - 2, 0)]) {
        fingers.append(words[at - 1])
      }
    }
    let needles = wordStarts + fingers.map { $0 + "." }
    var result = Set<Int>()
    var depth = 0
    for (index, line) in code.enumerated() {
      let starts = depth > 0 || anywhere.contains(where: { !matches(Array($0), in: Array(line)).isEmpty })
        || needles.contains(where: { startsWord($0, in: line) }) || endsWord(".model", in: line)
      guard starts else { continue }
      result.insert(index)
      depth = max(0, depth + balance(line))
    }
    // Comments directly above a harness line describe it.
    for index in result.sorted(by: >) {
      var above = index - 1
      while above >= 0, trimmed(lines[above]).hasPrefix("//") {
        result.insert(above)
        above -= 1
      }
    }
    return result
  }

  /// The line without its comment and string literals.
  static func codePart(_ line: String) -> String {
    var out = "", inString = false, previous: Character = " "
    var iterator = line.makeIterator()
    while let c = iterator.next() {
      if inString {
        if c == "\"" && previous != "\\" { inString = false }
      } else if c == "\"" {
        inString = true
      } else if c == "/" && previous == "/" {
        out.removeLast()
        break
      } else {
        out.append(c)
      }
      previous = c
    }
    return trimmed(out)
  }

  static func trimmed(_ text: String) -> String {
    String(text.drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
  }

  static func startsWord(_ needle: String, in line: String) -> Bool {
    let text = Array(line)
    return matches(Array(needle), in: text).contains { start in
      start == 0 || !(text[start - 1].isLetter || text[start - 1].isNumber || text[start - 1] == "_" || text[start - 1] == ".")
    }
  }

  /// `needle` where no identifier character follows it (`.model` in `view.model.settle()` and
  /// `scene(view.model)`, not in `.modelName`).
  static func endsWord(_ needle: String, in line: String) -> Bool {
    let text = Array(line), pattern = Array(needle)
    return matches(pattern, in: text).contains { start in
      let end = start + pattern.count
      return end == text.count || !(text[end].isLetter || text[end].isNumber || text[end] == "_")
    }
  }

  /// Where `pattern` starts in `text`.
  static func matches(_ pattern: [Character], in text: [Character]) -> [Int] {
    guard !pattern.isEmpty, text.count >= pattern.count else { return [] }
    return (0...(text.count - pattern.count)).filter { start in
      pattern.indices.allSatisfy { text[start + $0] == pattern[$0] }
    }
  }

  /// Opening minus closing brackets of any kind.
  static func balance(_ line: String) -> Int {
    line.reduce(0) { $0 + ("([{".contains($1) ? 1 : ")]}".contains($1) ? -1 : 0) }
  }
}
