/// Scans over UTF-8 bytes eight at a time, for the few passes that look at every byte of every
/// notes file (validation, line starts, lints, column counting). Pure Swift with no C library,
/// because the lab's WebAssembly module compiles NotesCore too.
public enum ByteScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080

  @inline(__always) static func word(_ base: UnsafePointer<UInt8>, _ i: Int) -> UInt64 {
    UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
  }

  /// Whether one of the word's eight bytes is zero (the classic test: it may flag a byte
  /// above a zero byte too, but never flags a word without one).
  @inline(__always) static func hasZeroByte(_ v: UInt64) -> Bool { zeroBytes(v) != 0 }

  /// The high bit of every zero byte of the word is set, and perhaps that of a 0x01 byte above one.
  @inline(__always) static func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highBits }

  /// Whether one of the word's eight bytes is `byte`.
  @inline(__always) static func has(_ v: UInt64, _ byte: UInt8) -> Bool { hasZeroByte(v ^ (ones &* UInt64(byte))) }

  /// Whether every byte of the word is ASCII.
  @inline(__always) static func isASCII(_ v: UInt64) -> Bool { v & highBits == 0 }

  /// The index of the first byte in `bytes[start...]` that `stops`, or `bytes.count`: words
  /// are skipped while `wordMayStop` says none of their eight bytes can (it may say yes for a
  /// word that holds none, never no for one that does).
  @inline(__always) private static func firstStop(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
    wordMayStop: (UInt64) -> Bool, stops: (UInt8) -> Bool
  ) -> Int {
    guard let base = bytes.baseAddress else { return max(start, 0) }
    let n = bytes.count
    var i = max(0, start)
    while i + 8 <= n, !wordMayStop(word(base, i)) { i += 8 }
    while i < n, !stops(base[i]) { i += 1 }
    return min(i, n)
  }

  /// The index of the first `byte` in `bytes[start...]`, or nil.
  public static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
    let i = firstStop(in: bytes, from: start, wordMayStop: { has($0, byte) }, stops: { $0 == byte })
    return i < bytes.count ? i : nil
  }

  /// The index of the first byte in `bytes[start...]` that is `a` or `b`, or nil: one pass
  /// for callers that would otherwise scan short text twice.
  public static func firstIndex(ofEither a: UInt8, _ b: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int? {
    let i = firstStop(in: bytes, from: start, wordMayStop: { has($0, a) || has($0, b) }, stops: { $0 == a || $0 == b })
    return i < bytes.count ? i : nil
  }

  /// `text.split(separator: "\n", omittingEmptySubsequences: false)`, found on the bytes: a
  /// newline is a character of its own unless a carriage return comes before it, so only
  /// text holding a carriage return is split by characters (walking characters cost most of
  /// the time spent reading the model's and the examples' sources).
  public static func lines(of text: String) -> [Substring] {
    var text = text
    // Newline offsets found eight bytes at a time (the generic `split` cost 20 instructions
    // a byte); nil when a carriage return is there.
    let newlines: [Int]? = text.withUTF8 { bytes in
      guard firstIndex(of: UInt8(ascii: "\r"), in: bytes) == nil else { return nil }
      var found: [Int] = []
      var from = 0
      while let newline = firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: from) {
        found.append(newline)
        from = newline + 1
      }
      return found
    }
    guard let newlines else { return text.split(separator: "\n", omittingEmptySubsequences: false) }
    let utf8 = text.utf8
    var lines: [Substring] = []
    lines.reserveCapacity(newlines.count + 1)
    var start = utf8.startIndex
    var startOffset = 0
    for newline in newlines {
      let end = utf8.index(start, offsetBy: newline - startOffset)
      lines.append(text[start..<end])
      start = utf8.index(after: end)
      startOffset = newline + 1
    }
    lines.append(text[start...])
    return lines
  }

  // Character steps on a line of source, read on bytes where a character is a byte (the
  // model's and the examples' sources are read on every build): each falls back to
  // characters where a non-ASCII byte (a combining mark, say) could join the character
  // before it.

  /// How many leading characters of `line` are a space or a tab, counted on bytes; nil when
  /// a non-ASCII byte right after them could make the last one part of a longer character.
  public static func indentBytes(_ line: Substring) -> Int? {
    var count = 0
    for byte in line.utf8 {
      guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return count > 0 && byte >= 0x80 ? nil : count }
      count += 1
    }
    return count
  }

  /// `line.drop { $0 == " " || $0 == "\t" }`.
  public static func dropIndent(_ line: Substring) -> Substring {
    guard let count = indentBytes(line) else { return line.drop { $0 == " " || $0 == "\t" } }
    return line[line.utf8.index(line.startIndex, offsetBy: count)...]
  }

  /// `line.hasPrefix(prefix)` for an ASCII `prefix`.
  public static func hasPrefix(_ line: Substring, _ prefix: StaticString) -> Bool {
    let utf8 = line.utf8
    let count = prefix.utf8CodeUnitCount
    guard utf8.count >= count, prefix.withUTF8Buffer({ utf8.prefix(count).elementsEqual($0) }) else { return false }
    // A non-ASCII byte after the prefix could join its last character: ask the characters.
    if utf8.count > count, utf8[utf8.index(utf8.startIndex, offsetBy: count)] >= 0x80 {
      return line.hasPrefix(prefix.withUTF8Buffer { String(decoding: $0, as: UTF8.self) })
    }
    return true
  }

  /// Whether the UTF-8 of `text` holds the byte `a` or the byte `b`.
  public static func containsEither(_ a: UInt8, _ b: UInt8, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { firstIndex(ofEither: a, b, in: $0) != nil }
  }

  /// Whether `needle` occurs in `bytes`. Words are skipped while none of their eight starts
  /// holds the needle's first two bytes, which in text and code is most of them.
  public static func contains(_ needle: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = needle.utf8CodeUnitCount
    guard count > 1 else { return count == 0 || firstIndex(of: needle.utf8Start[0], in: bytes) != nil }
    guard let base = bytes.baseAddress, bytes.count >= count else { return false }
    let wanted = needle.utf8Start
    let n = bytes.count
    let lastStart = n - count
    let first = ones &* UInt64(wanted[0])
    let second = ones &* UInt64(wanted[1])
    var i = 0
    while i <= lastStart {
      // The masks may flag a byte that does not match (never miss one that does); flagged
      // starts are compared below.
      if i + 9 <= n, zeroBytes(word(base, i) ^ first) & zeroBytes(word(base, i + 1) ^ second) == 0 {
        i += 8
        continue
      }
      let stop = min(i + 8, lastStart + 1)
      while i < stop {
        var k = 0
        while k < count && base[i + k] == wanted[k] { k += 1 }
        if k == count { return true }
        i += 1
      }
    }
    return false
  }

  /// Whether `needle` occurs in the UTF-8 of `text`.
  public static func contains(_ needle: StaticString, in text: String) -> Bool {
    var text = text
    return text.withUTF8 { contains(needle, in: $0) }
  }

  /// How many of the eight bytes at `bytes[start...]` start a scalar; the caller makes sure
  /// all eight exist.
  @inline(__always) static func scalarStarts(inWordAt bytes: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
    let v = word(bytes.baseAddress.unsafelyUnwrapped, start)
    return 8 - (v & ~(v << 1) & highBits).nonzeroBitCount
  }

  /// How many of the first `count` (1...8) of the eight bytes at `bytes[start...]` start a
  /// scalar; the caller makes sure all eight exist.
  @inline(__always) static func scalarStarts(inWordAt bytes: UnsafeBufferPointer<UInt8>, _ start: Int, firstBytes count: Int) -> Int {
    let v = word(bytes.baseAddress.unsafelyUnwrapped, start)
    // Little-endian: the first bytes are the low ones.
    let kept: UInt64 = count >= 8 ? ~0 : (1 << UInt64(8 * count)) &- 1
    let starts = ~(v & ~(v << 1)) & highBits & kept
    return starts.nonzeroBitCount
  }

  /// How many of `bytes[start..<end]` start a scalar (are not `10xxxxxx` continuation bytes):
  /// the character count of valid UTF-8.
  public static func scalarStarts(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
    guard let base = bytes.baseAddress, start < end else { return 0 }
    var count = 0
    var i = start
    while i + 8 <= end {
      let v = word(base, i)
      // A continuation byte has its top bit set and the next bit clear.
      let continuations = v & ~(v << 1) & highBits
      count += 8 - continuations.nonzeroBitCount
      i += 8
    }
    while i < end {
      if base[i] & 0xC0 != 0x80 { count += 1 }
      i += 1
    }
    return count
  }

  /// The index of the first byte in `bytes[start...]` that is not plain ASCII text, that is a
  /// byte of 0x80 or above, a NUL, LF or CR; `bytes.count` when there is none.
  public static func firstSpecial(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    firstStop(
      in: bytes, from: start,
      wordMayStop: { !isASCII($0) || hasZeroByte($0) || has($0, 0x0A) || has($0, 0x0D) },
      stops: { $0 >= 0x80 || $0 == 0 || $0 == 0x0A || $0 == 0x0D })
  }

  /// The index of the first `byte` or byte of 0x80 and above in `bytes[start...]`;
  /// `bytes.count` when there is none: ASCII text between the stops needs no look.
  public static func firstIndex(ofByteOrNonASCII byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    firstStop(in: bytes, from: start, wordMayStop: { !isASCII($0) || has($0, byte) }, stops: { $0 == byte || $0 >= 0x80 })
  }

  /// The index of the first LF or CR in `bytes[start...]`; `bytes.count` when there is none.
  public static func firstLineBreak(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    firstStop(in: bytes, from: start, wordMayStop: { has($0, 0x0A) || has($0, 0x0D) }, stops: { $0 == 0x0A || $0 == 0x0D })
  }
}
