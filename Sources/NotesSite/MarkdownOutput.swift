import NotesCore
import NotesHTML

/// A Markdown twin as it is written: UTF-8 bytes appended to one buffer, text escaped straight
/// into it, and blocks separated as `blocks.filter { !$0.isEmpty }.joined(separator: "\n\n")`
/// separated them, without a `String` per block (issue 19; `HTMLOutput` does the same for
/// pages). The pieces of CommonMark it writes are safe: text reads as itself, no backtick in
/// code closes a code span or fence early.
struct MarkdownOutput: Sendable {
  private(set) var bytes: [UInt8] = []
  /// Where the blocks being joined start: a block written after that is preceded by a blank line.
  private var groupStart = 0

  /// `capacity`: about how many bytes will be written.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  var isEmpty: Bool { bytes.isEmpty }

  /// Markup, written as it is.
  mutating func raw(_ markup: StaticString) {
    markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Markdown already written (or text with nothing to escape), as it is. Disfavoured, so a
  /// string literal is taken as the `StaticString` it is (a literal's default type is
  /// `String`, which would otherwise choose this overload and its slower copy).
  @_disfavoredOverload
  mutating func raw(_ text: some StringProtocol) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Another buffer's Markdown.
  mutating func raw(_ other: MarkdownOutput) {
    bytes.append(contentsOf: other.bytes)
  }

  /// A decimal number.
  mutating func number(_ value: Int) {
    raw(String(value))
  }

  // MARK: Blocks

  /// One block of those being joined: after a blank line when one was written before it; a
  /// block that writes nothing is dropped with its blank line. Blocks written inside it are
  /// joined among themselves (a nested `joined`); joining blocks written at the same level
  /// is the same as joining their joined text, as long as empty ones are dropped both times.
  mutating func block(_ body: (inout MarkdownOutput) -> Void) {
    let before = bytes.count
    if before > groupStart { raw("\n\n") }
    let start = bytes.count
    let outer = groupStart
    groupStart = start
    body(&self)
    groupStart = outer
    if bytes.count == start { bytes.removeSubrange(before...) }
  }

  /// A block of markup written as it is.
  mutating func block(_ markup: StaticString) {
    block { $0.raw(markup) }
  }

  /// Runs `body` with its blocks joined among themselves; returns where they start.
  private mutating func group(_ body: (inout MarkdownOutput) -> Void) -> Int {
    let start = bytes.count
    let outer = groupStart
    groupStart = start
    body(&self)
    groupStart = outer
    return start
  }

  /// A line of rendered inlines as a paragraph: a start that would read as a heading, list
  /// item, quote, setext underline or code indent is escaped.
  mutating func paragraph(_ body: (inout MarkdownOutput) -> Void) {
    let start = bytes.count
    body(&self)
    // Most paragraphs start with a letter: nothing to do. The rest (rare) are read as a String,
    // whose characters decide (a combining mark after `#` or a space makes one character).
    guard start < bytes.count, Self.mayStartBlock(bytes[start]) else { return }
    let line = String(decoding: bytes[start...], as: UTF8.self)
    bytes.removeSubrange(start...)
    raw(MarkdownText.paragraph(line))
  }

  /// Whether a line starting with `byte` may read as something other than a paragraph.
  static func mayStartBlock(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "#"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: " "), UInt8(ascii: "\t"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default: false
    }
  }

  /// An ATX heading's marker, its level kept within 1…6; the caller writes the text.
  mutating func heading(_ level: Int) {
    for _ in 0..<min(max(level, 1), 6) { bytes.append(UInt8(ascii: "#")) }
    bytes.append(UInt8(ascii: " "))
  }

  /// A list item: `-` (or `number.`), then the blocks `body` writes, later lines indented to
  /// the item's content.
  mutating func listItem(number: Int? = nil, _ body: (inout MarkdownOutput) -> Void) {
    let markerStart = bytes.count
    if let number {
      self.number(number)
      raw(".")
    } else {
      raw("-")
    }
    let width = bytes.count - markerStart + 1
    raw(" ")
    let start = group(body)
    // Lines split where a `String` splits at "\n": at a newline byte not after "\r" (a
    // "\r\n" is one character).
    guard let firstBreak = Self.lineBreak(in: bytes, from: start) else { return }
    let tail = Array(bytes[firstBreak...])
    bytes.removeSubrange(firstBreak...)
    var index = 0
    while index < tail.count {
      // tail[index] is a line break; the line after it runs to the next one.
      bytes.append(UInt8(ascii: "\n"))
      let lineStart = index + 1
      let lineEnd = Self.lineBreak(in: tail, from: lineStart, within: 0) ?? tail.count
      if lineEnd > lineStart {
        for _ in 0..<width { bytes.append(UInt8(ascii: " ")) }
        bytes.append(contentsOf: tail[lineStart..<lineEnd])
      }
      index = lineEnd
    }
  }

  /// The blocks `body` writes inside a block quote.
  mutating func quote(_ body: (inout MarkdownOutput) -> Void) {
    let start = group(body)
    let text = Array(bytes[start...])
    bytes.removeSubrange(start...)
    bytes.append(UInt8(ascii: ">"))
    var lineIsEmpty = true
    for (index, byte) in text.enumerated() {
      if byte == UInt8(ascii: "\n"), index == 0 || text[index - 1] != UInt8(ascii: "\r") {
        bytes.append(byte)
        bytes.append(UInt8(ascii: ">"))
        lineIsEmpty = true
        continue
      }
      if lineIsEmpty { bytes.append(UInt8(ascii: " ")) }
      lineIsEmpty = false
      bytes.append(byte)
    }
  }

  /// The first line break at or after `from` in `text`: a "\n" not preceded by "\r" in the
  /// text that starts at `within` (the default: `from`).
  private static func lineBreak(in text: [UInt8], from: Int, within: Int? = nil) -> Int? {
    let textStart = within ?? from
    var index = from
    while index < text.count {
      if text[index] == UInt8(ascii: "\n"), index == textStart || text[index - 1] != UInt8(ascii: "\r") { return index }
      index += 1
    }
    return nil
  }

  // MARK: Text

  /// Text with every character that could start markup escaped (`*`, `_`, `[`, `` ` ``, `<`,
  /// `&`, `\`), so it renders as written.
  mutating func escaped(_ text: some StringProtocol) {
    // Byte by byte: every character escaped is ASCII, and no UTF-8 sequence holds one.
    let done: Void? = text.utf8.withContiguousStorageIfAvailable { appendEscaped($0) }
    if done == nil { Array(text.utf8).withUnsafeBufferPointer { appendEscaped($0) } }
  }

  private mutating func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
    var run = 0
    for index in text.indices where Self.isSpecial(text[index]) {
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run..<index]))
      bytes.append(UInt8(ascii: "\\"))
      run = index
    }
    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[run...]))
  }

  static func isSpecial(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
      UInt8(ascii: "<"), UInt8(ascii: "&"):
      true
    default: false
    }
  }

  /// `` `code` `` (`prefix` then `code`), with a longer delimiter (and padding) when the code
  /// holds backticks; line breaks become spaces.
  mutating func codeSpan(_ code: some StringProtocol, prefix: StaticString = "") {
    let run = max(Self.longestBacktickRun(prefix), Self.longestBacktickRun(code.utf8))
    let fence = run + 1
    for _ in 0..<fence { bytes.append(UInt8(ascii: "`")) }
    if run > 0 { bytes.append(UInt8(ascii: " ")) }
    let start = bytes.count
    raw(prefix)
    raw(code)
    // "\n" becomes a space, but not in "\r\n" (one character, which is not "\n"). Most code
    // spans hold no newline: found a word at a time.
    bytes.withUnsafeMutableBufferPointer { all in
      let written = UnsafeBufferPointer(rebasing: all[start...])
      var next = ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: written, from: 0)
      while let offset = next {
        let index = start + offset
        if index == start || all[index - 1] != UInt8(ascii: "\r") { all[index] = UInt8(ascii: " ") }
        next = ByteScan.firstIndex(of: UInt8(ascii: "\n"), in: written, from: offset + 1)
      }
    }
    if run > 0 { bytes.append(UInt8(ascii: " ")) }
    for _ in 0..<fence { bytes.append(UInt8(ascii: "`")) }
  }

  /// A fenced code block whose fence is longer than any backtick run in the code.
  mutating func codeBlock(_ code: some StringProtocol, language: some StringProtocol) {
    var code = String(code)
    code.withUTF8 { codeBlock(bytes: $0, language: language) }
  }

  /// `codeBlock` for code given as UTF-8.
  mutating func codeBlock(bytes code: UnsafeBufferPointer<UInt8>, language: some StringProtocol) {
    let fence = max(3, Self.longestBacktickRun(code) + 1)
    for _ in 0..<fence { bytes.append(UInt8(ascii: "`")) }
    raw(language)
    bytes.append(UInt8(ascii: "\n"))
    bytes.append(contentsOf: code)
    // A final newline goes (a final "\r\n" is one character that is not "\n", and stays).
    let count = code.count
    if count > 0, bytes.last == UInt8(ascii: "\n"), count == 1 || bytes[bytes.count - 2] != UInt8(ascii: "\r") { bytes.removeLast() }
    bytes.append(UInt8(ascii: "\n"))
    for _ in 0..<fence { bytes.append(UInt8(ascii: "`")) }
  }

  /// A link destination that needs no escaping: spaces, parentheses and angle brackets
  /// percent-encoded.
  mutating func destination(_ url: some Sequence<UInt8>) {
    for byte in url {
      switch byte {
      case 0x20: raw("%20")
      case 0x28: raw("%28")
      case 0x29: raw("%29")
      case 0x3C: raw("%3C")
      case 0x3E: raw("%3E")
      default: bytes.append(byte)
      }
    }
  }

  /// The destination of the twin of the page an HTML href leads to (`../a/index.html#x` →
  /// `../a/index.md`); false, with nothing written, for a link within the page (`#x`), which
  /// has no twin of its own.
  mutating func twinDestination(_ href: String) -> Bool {
    // Bytes: `#` and `?` are ASCII, and so is the file name (hrefs are built from page paths).
    var href = href
    return href.withUTF8 { utf8 in
      let path = UnsafeBufferPointer(rebasing: utf8[..<(utf8.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } ?? utf8.count)])
      var indexFile = PageLink.indexFile
      let indexCount = indexFile.utf8.count
      let endsWithIndex = indexFile.withUTF8 { name in path.count >= name.count && path.suffix(name.count).elementsEqual(name) }
      guard endsWithIndex else {
        guard !path.isEmpty else { return false }
        destination(path)
        return true
      }
      destination(UnsafeBufferPointer(rebasing: path[..<(path.count - indexCount)]))
      raw(MarkdownTwin.fileName)
      return true
    }
  }

  /// `|` escaped in what was written from `start` on (a table cell), as splitting the text at
  /// the character `|` and joining it with `\|` did (a combining mark after `|` makes another
  /// character, which stays).
  mutating func escapePipes(from start: Int) {
    guard bytes[start...].contains(UInt8(ascii: "|")) else { return }
    let cell = String(decoding: bytes[start...], as: UTF8.self)
    bytes.removeSubrange(start...)
    raw(cell.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|"))
  }

  /// A link's `[`, before its label (written from `start` on).
  mutating func insertLinkOpening(at start: Int) {
    bytes.insert(UInt8(ascii: "["), at: start)
  }

  /// What was written from `count` on taken back.
  mutating func truncate(to count: Int) {
    bytes.removeSubrange(count...)
  }

  private static func longestBacktickRun(_ text: some Sequence<UInt8>) -> Int {
    if let run = text.withContiguousStorageIfAvailable({ longestBacktickRun(in: $0) }) { return run }
    var longest = 0
    var current = 0
    for byte in text {
      current = byte == UInt8(ascii: "`") ? current + 1 : 0
      longest = max(longest, current)
    }
    return longest
  }

  /// The same on contiguous bytes, skipping to each backtick a word at a time: code blocks
  /// are the bulk of a twin and seldom hold one.
  static func longestBacktickRun(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var longest = 0
    var index = 0
    while let tick = ByteScan.firstIndex(of: UInt8(ascii: "`"), in: bytes, from: index) {
      var end = tick + 1
      while end < bytes.count, bytes[end] == UInt8(ascii: "`") { end += 1 }
      longest = max(longest, end - tick)
      index = end
    }
    return longest
  }

  private static func longestBacktickRun(_ text: StaticString) -> Int {
    text.withUTF8Buffer { longestBacktickRun($0) }
  }
}
