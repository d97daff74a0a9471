import NotesCore

/// Where each UIKit API is implemented in the model, read from the model's own sources.
///
/// A declaration that implements an API carries a doc-comment line
/// `/// Models: UIScrollView.contentInset, UIScrollView.adjustedContentInset` (docs/conventions.md
/// §5). The implementation's line is the first line after the doc comment that is not a
/// comment or an attribute, so the site can link straight to the code.
public struct ImplementationIndex: Sendable {
  public struct Location: Hashable, Sendable {
    /// Path relative to the package root: `Sources/ScrollModel/AdjustedContentInset.swift`.
    public var file: String
    public var line: Int
    public init(file: String, line: Int) {
      self.file = file
      self.line = line
    }
  }

  /// Qualified API name → every place that models it, in file and line order.
  public private(set) var locations: [String: [Location]] = [:]

  public init() {}

  /// Reads one source file.
  public mutating func scan(file: String, source: String) {
    var pending: [String] = []
    var lineNumber = 0
    for rawLine in ByteScan.lines(of: source) {
      lineNumber += 1
      let line = ByteScan.dropIndent(rawLine)
      if ByteScan.hasPrefix(line, "///") {
        let text = line.dropFirst(3).drop { $0 == " " }
        if text.hasPrefix("Models:") {
          for name in text.dropFirst("Models:".count).split(separator: ",") {
            let trimmed = name.trimmingCharacters(in: " \t`.")
            if !trimmed.isEmpty { pending.append(trimmed) }
          }
        }
        continue
      }
      if pending.isEmpty { continue }
      if line.isEmpty || ByteScan.hasPrefix(line, "//") || ByteScan.hasPrefix(line, "@") { continue }
      for name in pending { locations[name, default: []].append(Location(file: file, line: lineNumber)) }
      pending.removeAll()
    }
  }

  /// The first place that models `name`, if any.
  public func location(of name: String) -> Location? { locations[name]?.first }
}

extension Substring {
  fileprivate func trimmingCharacters(in set: String) -> String {
    var slice = self[...]
    while let first = slice.first, set.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, set.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
