import Foundation
import Testing

@testable import NotesHTML

/// `HarnessLines.indexes` makes each line's characters once and stops at the first match; it
/// must mark exactly the lines the rule as first written marks (kept here, unchanged, as the
/// reference): on every example source in the repository, each of its line windows, and
/// random mixtures of the characters the rule looks at.
@Suite struct HarnessLinesFastPath {
  @Test func marksWhatTheFirstRuleMarksOnEveryExampleSource() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/ScrollExamples").standardized
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
    #expect(names.count > 5)
    var compared = 0
    for name in names {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      #expect(HarnessLines.indexes(in: text) == FirstRule.indexes(in: text), "\(name)")
      // Every window of up to 12 lines: a statement's start and its continuation lines.
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      for start in stride(from: 0, to: lines.count, by: 3) {
        let window = lines[start..<min(start + 12, lines.count)].joined(separator: "\n")
        #expect(HarnessLines.indexes(in: window) == FirstRule.indexes(in: window), "\(name):\(start + 1)")
        compared += 1
      }
    }
    #expect(compared > 100)
  }

  @Test(arguments: [
    "", "\n", "out.record(\"a\", 1)", "  out.record(\n  \"a\",\n  1)\nlet b = 2", "layout.out.x", "let s = \"out.\"",
    "view.model", "view.modelName", "x // out.record", "var 手指 = Finger(on: v)\n手指.down()", "e\u{301}out.x",
    " \u{301}out.x", "a\r\nout.x", "\r\n\tout.x", "// c\n// d\nout.x", "  \t", "safeAreaInsets = .zero", "v.safeAreaInsets =  x",
    "let f = Finger(on: v)\nf.up()\nff.up()", "let a = \"\\\"out.\"; out.x", "ｏut.x", "中out.x",
    "simulate\u{212A}eyboard()", "let \u{212A} = Finger(on: v)\nK.down()", "let K = Finger(on: v)\n\u{212A}.down()",
  ])
  func marksWhatTheFirstRuleMarks(source: String) {
    #expect(HarnessLines.indexes(in: source) == FirstRule.indexes(in: source))
  }

  @Test func marksWhatTheFirstRuleMarksOnRandomMixtures() {
    let pieces = [
      "out.", "Finger(", "let f = ", "var g = ", "f.", "g.", ".model", "Name", "safeAreaInsets = ", "(", ")", "{", "}", "[", "]",
      "\"", "\\", "//", "/", " ", "\t", "\n", "\r\n", "a", "_", ".", "é", "\u{301}", "中", "1", "simulateKeyboard", "layout", "K", "\u{212A}", "simulate", "eyboard",
    ]
    var generator = SplitMix(seed: 23)
    for _ in 0..<3_000 {
      let count = Int(generator.next() % 40)
      let source = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
      #expect(HarnessLines.indexes(in: source) == FirstRule.indexes(in: source), "\(source.debugDescription)")
    }
  }
}

/// The rule as first written (commit 28056c26), kept as the specification the fast path must meet.
private enum FirstRule {
  static let wordStarts = ["out.", "Finger(", "simulateKeyboard", "contentOffsetRange", "isViewControllerRootInNavigationController"]
  static let anywhere = ["safeAreaInsets = "]

  /// Indexes (0-based) of the harness lines of `source`.
  static func indexes(in source: String) -> Set<Int> {
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
