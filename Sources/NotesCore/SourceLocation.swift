/// A position in a source file as a reader counts it: 1-based line, and 1-based column in
/// characters (Unicode scalars), not UTF-8 bytes, so a CJK character advances the column by one.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
    (a.line, a.column) < (b.line, b.column)
  }

  /// `line:column`, as compilers print it.
  public var description: String { "\(line):\(column)" }
}

/// A checked range: `start <= end` always holds (ranges that would violate it are dropped
/// where they are made).
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public let start: SourceLocation
  public let end: SourceLocation

  /// Nil when `end` comes before `start` (cmark reports such ranges for HTML blocks).
  public init?(start: SourceLocation, end: SourceLocation) {
    guard start.line >= 1, start.column >= 1, !(end < start) else { return nil }
    self.start = start
    self.end = end
  }

  public var description: String { "\(start)-\(end)" }
}
