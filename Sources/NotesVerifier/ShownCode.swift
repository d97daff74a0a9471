/// The code an example shows: the lines between `// example: <id>` and `// end example` in its
/// source file, dedented by their common indentation (docs/conventions.md §7).
public enum ShownCode {
  /// Nil when the file has no such markers.
  public static func extract(id: String, from source: String) -> String? {
    var inside = false
    var lines: [Substring] = []
    for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if !inside {
        if trimmed.hasPrefix("// example:"), trimmed.dropFirst("// example:".count).trimmingSpaces == id { inside = true }
        continue
      }
      if trimmed.hasPrefix("// end example") { return dedent(lines) }
      lines.append(line)
    }
    return nil
  }

  static func dedent(_ lines: [Substring]) -> String {
    let indents = lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }.map { $0.prefix { $0 == " " || $0 == "\t" }.count }
    let common = indents.min() ?? 0
    var out = lines.map { line in line.count >= common ? String(line.dropFirst(common)) : "" }
    while out.first?.isEmpty == true { out.removeFirst() }
    while out.last?.isEmpty == true { out.removeLast() }
    return out.joined(separator: "\n")
  }
}

extension Substring {
  fileprivate var trimmingSpaces: Substring {
    var s = self
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " || s.last == "\r" { s = s.dropLast() }
    return s
  }
}
