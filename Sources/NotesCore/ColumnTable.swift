/// Converts cmark's byte positions into reader columns in constant time. cmark gives a
/// container's end before each child's start and end, so counting characters per question
/// (or walking one cursor back and forth) counts the same long CJK lines several times over.
/// Instead the characters before every eighth byte of the file are counted once, a word at a
/// time, and a question adds the few bytes after its checkpoint. ASCII lines need no count at
/// all: there a byte column is a character column.
public struct ColumnTable {
  private let source: SourceText
  /// `checkpoints[k]`: how many characters start before byte `8 * k`; empty when every line
  /// is ASCII.
  private let checkpoints: [Int32]

  public init(_ source: SourceText) {
    self.source = source
    guard !source.isAllASCII else {
      checkpoints = []
      return
    }
    let words = source.bytes.count / 8
    checkpoints = source.bytes.withUnsafeBufferPointer { bytes in
      [Int32](unsafeUninitializedCapacity: words + 1) { table, initialized in
        var count: Int32 = 0
        for k in 0..<words {
          table[k] = count
          count &+= Int32(truncatingIfNeeded: ByteScan.scalarStarts(inWordAt: bytes, 8 * k))
        }
        table[words] = count
        initialized = words + 1
      }
    }
  }

  /// How many characters start before byte `offset` of the file.
  private func charactersBefore(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let checkpoint = offset / 8
    let before = Int(checkpoints[checkpoint])
    let partial = offset - 8 * checkpoint
    guard partial > 0 else { return before }
    guard checkpoint < checkpoints.count - 1 else { return before + ByteScan.scalarStarts(in: bytes, from: 8 * checkpoint, to: offset) }
    return before + ByteScan.scalarStarts(inWordAt: bytes, 8 * checkpoint, firstBytes: partial)
  }

  /// The reader position of a 1-based line and 1-based UTF-8 byte column (counted from the
  /// line's start as far as the column points, past the line's end too); nil when the line
  /// does not exist or the column is not positive.
  public func location(line: Int, byteColumn: Int) -> SourceLocation? {
    guard line >= 1, line <= source.lineCount, byteColumn >= 1 else { return nil }
    if source.isASCII(line: line) { return SourceLocation(line: line, column: byteColumn) }
    let lineStart = source.lineStarts[line - 1]
    let target = min(lineStart + byteColumn - 1, source.bytes.count)
    let column = source.bytes.withUnsafeBufferPointer { bytes in
      charactersBefore(target, in: bytes) - charactersBefore(lineStart, in: bytes) + 1
    }
    return SourceLocation(line: line, column: column)
  }
}
