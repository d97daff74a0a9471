import NotesCore
import NotesLexer

/// Maps positions inside a code block's text back into the Markdown file. cmark strips the
/// fence line and any container indentation; a literal line sits at the end of its file
/// line, so the characters before it are that line's length minus the literal line's.
struct CodeBlockOrigin {
  let source: SourceText
  let literal: [UInt8]
  /// File line (1-based) of the literal's first line.
  let firstLine: Int
  /// Byte offsets of the literal's line starts.
  let literalLineStarts: [Int]

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
    let fileLine = firstLine + position.line
    guard fileLine <= source.lineCount, position.line < literalLineStarts.count else {
      return SourceLocation(line: fileLine, column: position.column)
    }
    let fileRange = source.lineRange(fileLine)
    let fileCharacters = characterCount(source.bytes, fileRange)
    let start = literalLineStarts[position.line]
    var end = position.line + 1 < literalLineStarts.count ? literalLineStarts[position.line + 1] - 1 : literal.count
    if end > start, literal[end - 1] == 0x0D { end -= 1 }
    let literalCharacters = characterCount(literal, start..<max(start, end))
    return SourceLocation(line: fileLine, column: max(0, fileCharacters - literalCharacters) + position.column)
  }

  /// The file location of a byte offset in the literal.
  func location(ofLiteralOffset offset: Int) -> SourceLocation {
    var low = 0
    var high = literalLineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if literalLineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    let column = characterCount(literal, literalLineStarts[low]..<min(offset, literal.count)) + 1
    return location(BufferPosition(line: low, column: column))
  }

  private func characterCount(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
    var count = 0
    for i in range where bytes[i] & 0xC0 != 0x80 { count += 1 }
    return count
  }
}
