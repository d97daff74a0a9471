/// A line diff of two texts (longest common subsequence), printed like `diff -u` without
/// headers: ` ` common, `-` only in the expected text, `+` only in the actual one, with
/// `context` unchanged lines around each change.
public enum LineDiff {
  public static func lines(expected: String, actual: String, context: Int = 2) -> [String] {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    // lcs[i][j]: length of the common subsequence of a[i...] and b[j...].
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var script: [(Character, String)] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        script.append((" ", a[i]))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
        script.append(("-", a[i]))
        i += 1
      } else {
        script.append(("+", b[j]))
        j += 1
      }
    }
    let changed = script.indices.filter { script[$0].0 != " " }
    guard !changed.isEmpty else { return [] }
    var keep = Set<Int>()
    for index in changed {
      for k in max(0, index - context)...min(script.count - 1, index + context) { keep.insert(k) }
    }
    var out: [String] = []
    var previous: Int?
    for index in keep.sorted() {
      if let previous, index > previous + 1 { out.append("…") }
      out.append(String(script[index].0) + " " + script[index].1)
      previous = index
    }
    return out
  }

  /// The 1-based line of the first difference in the expected text.
  public static func firstDifferentLine(expected: String, actual: String) -> Int {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var line = 0
    while line < a.count, line < b.count, a[line] == b[line] { line += 1 }
    return min(line, max(a.count - 1, 0)) + 1
  }
}
