import NotesCore
import NotesLexer

/// Maps positions inside a code block's text back into the Markdown file. cmark strips the
/// fence line and any container indentation; a literal line sits at the end of its file
/// line, so the characters before it are that line's length minus the literal line's.
///
/// A class so the readers that share it also share its caches: per-line prefixes and a
/// column cursor, which keep many positions on one long line linear.
final class CodeBlockOrigin {
  let source: SourceText
  let literal: [UInt8]
  /// File line (1-based) of the literal's first line.
  let firstLine: Int
  /// Byte offsets of the literal's line starts.
  let literalLineStarts: [Int]
  private var prefixes: [Int: Int] = [:]
  private var cursor = (line: -1, offset: 0, column: 1)

  init(source: SourceText, literal: [UInt8], blockStart: SourceLocation?, isFenced: Bool) {
    self.source = source
    self.literal = literal
    let start = blockStart?.line ?? 1
    self.firstLine = isFenced ? start + 1 : start
    var starts = [0]
    for (i, byte) in literal.enumerated() where byte == 0x0A { starts.append(i + 1) }
    self.literalLineStarts = starts
  }

  /// The file location of a literal line (0-based) and character column (1-based).
  func location(_ position: BufferPosition) -> SourceLocation {
    SourceLocation(line: firstLine + position.line, column: prefix(position.line) + position.column)
  }

  /// The file location of a byte offset in the literal.
  func location(ofLiteralOffset offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, literal.count))
    var low = 0
    var high = literalLineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if literalLineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    if cursor.line != low || cursor.offset > offset {
      cursor = (low, literalLineStarts[low], 1)
    }
    while cursor.offset < offset {
      if literal[cursor.offset] & 0xC0 != 0x80 { cursor.column += 1 }
      cursor.offset += 1
    }
    return location(BufferPosition(line: low, column: cursor.column))
  }

  /// Characters before the literal line in its file line.
  private func prefix(_ line: Int) -> Int {
    if let known = prefixes[line] { return known }
    let fileLine = firstLine + line
    guard fileLine <= source.lineCount, line < literalLineStarts.count else { return 0 }
    let fileCharacters = characterCount(source.bytes, source.lineRange(fileLine))
    let start = literalLineStarts[line]
    var end = line + 1 < literalLineStarts.count ? literalLineStarts[line + 1] - 1 : literal.count
    if end > start, literal[end - 1] == 0x0D { end -= 1 }
    let value = max(0, fileCharacters - characterCount(literal, start..<max(start, end)))
    prefixes[line] = value
    return value
  }

  private func characterCount(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
    var count = 0
    for i in range where bytes[i] & 0xC0 != 0x80 { count += 1 }
    return count
  }
}
