import NotesCore

// The code readers see: the lines between `// example: <id>` and `// end example` in the
// example's source file (conventions §7), with their common indentation removed.

/// Finds an example's shown code in the text of its source file.
public enum ExampleSource {
  /// The marked region for `id`, dedented, without the marker lines; nil when the file has no
  /// region for `id` or the region is never closed.
  public static func code(for id: String, in fileText: String) -> String? {
    let regions = regions(for: id, in: fileText)
    return regions.first
  }

  /// Every marked region for `id` (a well-formed file has exactly one).
  public static func regions(for id: String, in fileText: String) -> [String] {
    var found: [String] = []
    var current: [Substring]?
    for line in ByteScan.lines(of: fileText) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if current != nil {
        if trimmed.hasPrefix("// end example") {
          found.append(dedent(current!))
          current = nil
        } else {
          current!.append(line)
        }
      } else if let marked = markedID(trimmed), marked == id {
        current = []
      }
    }
    return found
  }

  /// Every id's regions in one pass over the file: `regionsByID(in: text)[id] ?? []` is
  /// `regions(for: id, in: text)` for every id, a region inside another included (a build
  /// reads each file once, not once per example in it).
  public static func regionsByID(in fileText: String) -> [String: [String]] {
    var found: [String: [String]] = [:]
    var open: [(id: String, lines: [Substring])] = []
    for line in ByteScan.lines(of: fileText) {
      let trimmed = ByteScan.dropIndent(line)
      // What `regions(for:in:)` does for each id at once: an end line closes every open
      // region; any other line belongs to each open one, and opens its own id's if not open.
      if !open.isEmpty, ByteScan.hasPrefix(trimmed, "// end example") {
        for region in open { found[region.id, default: []].append(dedentFast(region.lines)) }
        open.removeAll()
        continue
      }
      for i in open.indices { open[i].lines.append(line) }
      if ByteScan.hasPrefix(trimmed, "// example:"), let marked = markedID(trimmed), !open.contains(where: { $0.id == marked }) {
        open.append((marked, []))
      }
    }
    return found
  }

  /// `dedent(lines)`, measuring and cutting indentation on bytes (`ByteScan.indentBytes`).
  static func dedentFast(_ lines: [Substring]) -> String {
    var indents: [Int?] = []  // nil for a blank line
    indents.reserveCapacity(lines.count)
    for line in lines {
      if line.utf8.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) {
        indents.append(nil)
      } else if let count = ByteScan.indentBytes(line) {
        indents.append(count)
      } else {
        return dedent(lines)
      }
    }
    let common = indents.compactMap { $0 }.min() ?? 0
    var out: [UInt8] = []
    for (i, line) in lines.enumerated() {
      if i > 0 { out.append(UInt8(ascii: "\n")) }
      guard indents[i] != nil else { continue }
      out.append(contentsOf: line.utf8.dropFirst(common))
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The ids of every region opened in the file, in order.
  public static func ids(in fileText: String) -> [String] {
    fileText.split(separator: "\n").compactMap { markedID($0.drop { $0 == " " || $0 == "\t" }) }
  }

  /// `// example: <id>` → `<id>`.
  static func markedID(_ trimmed: Substring) -> String? {
    let prefix = "// example:"
    guard trimmed.hasPrefix(prefix) else { return nil }
    let id = trimmed.dropFirst(prefix.count).trimmingSpaces()
    return id.isEmpty || id.contains(" ") ? nil : String(id)
  }

  /// Removes the indentation all non-blank lines share; blank lines become empty.
  static func dedent(_ lines: [Substring]) -> String {
    let indents = lines.filter { !$0.allSatisfy { $0 == " " || $0 == "\t" } }
      .map { $0.prefix { $0 == " " || $0 == "\t" }.count }
    let common = indents.min() ?? 0
    return lines.map { line -> String in
      line.allSatisfy { $0 == " " || $0 == "\t" } ? "" : String(line.dropFirst(common))
    }.joined(separator: "\n")
  }
}

extension Substring {
  fileprivate func trimmingSpaces() -> Substring {
    var result = self
    while let first = result.first, first == " " || first == "\t" || first == "\r" { result = result.dropFirst() }
    while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
    return result
  }
}
