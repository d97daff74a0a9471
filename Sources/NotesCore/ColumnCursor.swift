/// Converts byte positions into reader columns, remembering where it was, so a walk that
/// mostly moves forward along a line (as cmark's node order does) costs the distance moved
/// rather than a recount from the line start each time. Without it a long line with many
/// inline nodes would cost time quadratic in the line length.
public struct ColumnCursor {
  private let source: SourceText
  private var line = 0
  private var offset = 0
  private var column = 1

  public init(_ source: SourceText) { self.source = source }

  /// The reader position of a 1-based line and 1-based UTF-8 byte column; nil when the line
  /// does not exist or the column is not positive.
  public mutating func location(line: Int, byteColumn: Int) -> SourceLocation? {
    guard line >= 1, line <= source.lineCount, byteColumn >= 1 else { return nil }
    if source.isASCII(line: line) { return SourceLocation(line: line, column: byteColumn) }
    let lineStart = source.lineStarts[line - 1]
    let target = min(lineStart + byteColumn - 1, source.bytes.count)
    if self.line != line || abs(target - offset) > target - lineStart {
      self.line = line
      offset = lineStart
      column = 1
    }
    let bytes = source.bytes
    while offset < target {
      if bytes[offset] & 0xC0 != 0x80 { column += 1 }
      offset += 1
    }
    while offset > target {
      offset -= 1
      if bytes[offset] & 0xC0 != 0x80 { column -= 1 }
    }
    return SourceLocation(line: line, column: column)
  }
}
