/// The bytes of one Markdown file, repaired so every later stage may assume valid UTF-8, and
/// a line table that turns byte offsets into reader positions.
///
/// Repairs, each recorded so it can be reported: a leading byte-order mark is removed (cmark
/// skips it too, so columns agree), and every invalid UTF-8 byte and every NUL byte is
/// replaced by U+FFFD (cmark would do the same, but later, which would shift its byte
/// columns against ours). Line breaks are LF, CR or CRLF, as in CommonMark.
public struct SourceText: Sendable {
  /// The repaired bytes: valid UTF-8, no NUL, no BOM.
  public let bytes: [UInt8]
  /// Byte offset of the first byte of each line; `lineStarts[0] == 0`.
  public let lineStarts: [Int]
  /// Whether the original started with a UTF-8 byte-order mark.
  public let hadByteOrderMark: Bool
  /// Where the original held bytes that had to be replaced, in the repaired text.
  public let repairs: [Repair]
  /// Per line: true when the line is pure ASCII, so byte column == character column.
  private let asciiLines: [Bool]

  public struct Repair: Hashable, Sendable {
    public enum Kind: Sendable { case invalidUTF8, nulByte }
    public let kind: Kind
    /// Byte offset of the U+FFFD in `bytes`.
    public let offset: Int
  }

  public init(_ raw: [UInt8]) {
    var start = 0
    hadByteOrderMark = raw.count >= 3 && raw[0] == 0xEF && raw[1] == 0xBB && raw[2] == 0xBF
    if hadByteOrderMark { start = 3 }
    let (repaired, repairs) = SourceText.repair(raw, from: start)
    self.bytes = repaired
    self.repairs = repairs
    var starts = [0]
    var ascii: [Bool] = []
    var lineIsASCII = true
    var i = 0
    let n = repaired.count
    repaired.withUnsafeBufferPointer { p in
      while i < n {
        // Runs of plain ASCII text, and the rest of a line known not to be ASCII, are skipped a word at a time.
        i = lineIsASCII ? ByteScan.firstSpecial(in: p, from: i) : ByteScan.firstLineBreak(in: p, from: i)
        guard i < n else { break }
        let b = p[i]
        if b == 0x0A || b == 0x0D {
          if b == 0x0D, i + 1 < n, p[i + 1] == 0x0A { i += 1 }
          starts.append(i + 1)
          ascii.append(lineIsASCII)
          lineIsASCII = true
        } else if b >= 0x80 {
          lineIsASCII = false
        }
        i += 1
      }
    }
    ascii.append(lineIsASCII)
    self.lineStarts = starts
    self.asciiLines = ascii
  }

  public init(_ text: String) { self.init(Array(text.utf8)) }

  public var lineCount: Int { lineStarts.count }

  /// Whether a 1-based line is pure ASCII (byte columns are then character columns).
  public func isASCII(line: Int) -> Bool { asciiLines[line - 1] }

  /// Whether every line is pure ASCII.
  public var isAllASCII: Bool { !asciiLines.contains(false) }

  /// The bytes of a 1-based line without its line break; empty for lines out of range.
  public func lineRange(_ line: Int) -> Range<Int> {
    guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    if end > start, bytes[end - 1] == 0x0A { end -= 1 }
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return start..<end
  }

  /// The reader position of a byte offset (clamped into the text).
  public func location(ofOffset offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, bytes.count))
    // Binary search for the last line start <= offset.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    return SourceLocation(line: low + 1, column: characterColumn(line: low + 1, byteOffsetInLine: offset - lineStarts[low]))
  }

  /// Converts a 1-based UTF-8 byte column (cmark's unit) on a line into a character column.
  /// Nil when the line does not exist or the column is not positive.
  public func location(line: Int, byteColumn: Int) -> SourceLocation? {
    guard line >= 1, line <= lineStarts.count, byteColumn >= 1 else { return nil }
    return SourceLocation(line: line, column: characterColumn(line: line, byteOffsetInLine: byteColumn - 1))
  }

  /// The byte offset of a 1-based line and 1-based byte column, clamped into the line.
  public func offset(line: Int, byteColumn: Int) -> Int {
    guard line >= 1, line <= lineStarts.count else { return bytes.count }
    let range = lineRange(line)
    return min(range.lowerBound + max(0, byteColumn - 1), range.upperBound)
  }

  private func characterColumn(line: Int, byteOffsetInLine: Int) -> Int {
    if asciiLines[line - 1] { return byteOffsetInLine + 1 }
    let start = lineStarts[line - 1]
    let end = min(start + byteOffsetInLine, bytes.count)
    return 1 + bytes.withUnsafeBufferPointer { ByteScan.scalarStarts(in: $0, from: start, to: end) }
  }

  /// Returns valid UTF-8 without NUL bytes, and where replacements were made.
  private static func repair(_ raw: [UInt8], from start: Int) -> ([UInt8], [Repair]) {
    if raw.withUnsafeBufferPointer({ isClean($0, from: start) }) { return (start == 0 ? raw : Array(raw[start...]), []) }
    return raw.withUnsafeBufferPointer { raw in
      var out: [UInt8] = []
      out.reserveCapacity(raw.count - start)
      var repairs: [Repair] = []
      var i = start
      let n = raw.count
      func replace(_ kind: Repair.Kind) {
        repairs.append(Repair(kind: kind, offset: out.count))
        out.append(contentsOf: [0xEF, 0xBF, 0xBD])
      }
      while i < n {
        let b = raw[i]
        if b < 0x80 {
          if b == 0 { replace(.nulByte) } else { out.append(b) }
          i += 1
          continue
        }
        let length = SourceText.sequenceLength(raw, at: i)
        if length == 0 {
          replace(.invalidUTF8)
          i += 1
        } else {
          out.append(contentsOf: raw[i..<i + length])
          i += length
        }
      }
      return (out, repairs)
    }
  }

  /// Whether the bytes need no repair (the common case, checked without copying).
  private static func isClean(_ raw: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
    var i = start
    let n = raw.count
    while i < n {
      let b = raw[i]
      // Most of a Chinese text is three-byte characters led by E1-EC or EE-EF, whose two
      // following bytes need only be continuation bytes.
      if b >= 0xE1, b <= 0xEF, b != 0xED, i + 2 < n, raw[i + 1] & 0xC0 == 0x80, raw[i + 2] & 0xC0 == 0x80 {
        i += 3
      } else if b >= 0x80 {
        let length = sequenceLength(raw, at: i)
        if length == 0 { return false }
        i += length
      } else if b == 0 {
        return false
      } else {
        // A run of ASCII (line breaks are clean too) is skipped a word at a time.
        i = ByteScan.firstSpecial(in: raw, from: i + 1)
      }
    }
    return true
  }

  /// Length of the well-formed UTF-8 sequence starting at `i` (lead byte >= 0x80), or 0.
  private static func sequenceLength(_ s: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
    let b0 = s[i]
    let n = s.count
    func cont(_ k: Int, _ lo: UInt8 = 0x80, _ hi: UInt8 = 0xBF) -> Bool {
      i + k < n && s[i + k] >= lo && s[i + k] <= hi
    }
    switch b0 {
    case 0xC2...0xDF: return cont(1) ? 2 : 0
    case 0xE0: return cont(1, 0xA0) && cont(2) ? 3 : 0
    case 0xED: return cont(1, 0x80, 0x9F) && cont(2) ? 3 : 0
    case 0xE1...0xEF: return cont(1) && cont(2) ? 3 : 0
    case 0xF0: return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0
    case 0xF1...0xF3: return cont(1) && cont(2) && cont(3) ? 4 : 0
    case 0xF4: return cont(1, 0x80, 0x8F) && cont(2) && cont(3) ? 4 : 0
    default: return 0
    }
  }
}
