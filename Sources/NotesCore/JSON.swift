// A small JSON value with a strict parser and a deterministic writer. Foundation's
// JSONSerialization reorders keys and prints doubles inconsistently across platforms; the
// command-line contract needs stable bytes and error positions, so we own this.

/// A JSON value. Objects keep their members in order.
public enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Equatable, Sendable {
  public var key: String
  public var value: JSONValue
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}

/// Why a text is not JSON, and where (1-based line, column in characters).
public struct JSONParseError: Error, Equatable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String
  public var description: String { "\(line):\(column): \(message)" }
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }
}

extension JSONValue {
  /// Builds an object from ordered pairs: `.object(["top": 59, "left": 0])`.
  public static func object(_ pairs: KeyValuePairs<String, JSONValue>) -> JSONValue {
    .object(pairs.map { JSONMember(key: $0.key, value: $0.value) })
  }

  /// The member named `key` of an object (the first one if repeated), or nil.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  public var doubleValue: Double? { if case .number(let n) = self { n } else { nil } }
  public var stringValue: String? { if case .string(let s) = self { s } else { nil } }
  public var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
  public var arrayValue: [JSONValue]? { if case .array(let a) = self { a } else { nil } }
  public var objectValue: [JSONMember]? { if case .object(let o) = self { o } else { nil } }
  public var isNull: Bool { self == .null }

  /// A short name of the value's kind for messages: "a number", "an object", …
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
  public init(integerLiteral value: Int) { self = .number(Double(value)) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(stringLiteral value: String) { self = .string(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(nilLiteral: ()) { self = .null }
}

// MARK: - Writing

extension JSONValue {
  /// The value as JSON text, on one line (`{"top": 59, "left": 0}`) or indented with two
  /// spaces when `pretty`. Members keep their order; numbers use the shortest text that
  /// reads back as the same Double, with integral values written without a fraction
  /// (`59`, not `59.0`), so output is byte-identical across runs and platforms.
  /// Non-finite numbers, which JSON cannot carry, are written as `null`.
  public func serialized(pretty: Bool = false) -> String {
    // Written into one byte buffer (no per-scalar String appends, no String per number).
    var out: [UInt8] = []
    out.reserveCapacity(256)
    write(into: &out, pretty: pretty, indent: 0)
    return String(decoding: out, as: UTF8.self)
  }

  private func write(into out: inout [UInt8], pretty: Bool, indent: Int) {
    switch self {
    case .null: out.append(contentsOf: "null".utf8)
    case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
    case .number(let n): JSONValue.writeNumber(n, into: &out)
    case .string(let s): JSONValue.writeString(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out.append(contentsOf: "[]".utf8)
        return
      }
      out.append(UInt8(ascii: "["))
      for (i, item) in items.enumerated() {
        if i > 0 { JSONValue.separator(&out, pretty) }
        if pretty { JSONValue.newline(&out, indent + 1) }
        item.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { JSONValue.newline(&out, indent) }
      out.append(UInt8(ascii: "]"))
    case .object(let members):
      if members.isEmpty {
        out.append(contentsOf: "{}".utf8)
        return
      }
      out.append(UInt8(ascii: "{"))
      for (i, member) in members.enumerated() {
        if i > 0 { JSONValue.separator(&out, pretty) }
        if pretty { JSONValue.newline(&out, indent + 1) }
        JSONValue.writeString(member.key, into: &out)
        out.append(UInt8(ascii: ":"))
        out.append(UInt8(ascii: " "))
        member.value.write(into: &out, pretty: pretty, indent: indent + 1)
      }
      if pretty { JSONValue.newline(&out, indent) }
      out.append(UInt8(ascii: "}"))
    }
  }

  @inline(__always)
  private static func separator(_ out: inout [UInt8], _ pretty: Bool) {
    out.append(UInt8(ascii: ","))
    if !pretty { out.append(UInt8(ascii: " ")) }
  }

  private static func newline(_ out: inout [UInt8], _ indent: Int) {
    out.append(UInt8(ascii: "\n"))
    for _ in 0..<(indent * 2) { out.append(UInt8(ascii: " ")) }
  }

  /// `formatNumber`, with small integers (the common case) written digit by digit.
  /// Public for writers that stream JSON straight into bytes (the search index) and must
  /// match `serialized()` byte for byte.
  public static func writeNumber(_ n: Double, into out: inout [UInt8]) {
    if n.isFinite, n == n.rounded(), abs(n) < 1e15 {
      var v = Int64(n)
      if v == 0 {
        out.append(UInt8(ascii: "0"))  // also folds -0
        return
      }
      if v < 0 {
        out.append(UInt8(ascii: "-"))
        v = -v
      }
      var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      var count = 0
      withUnsafeMutableBytes(of: &digits) { buffer in
        while v > 0 {
          buffer[count] = UInt8(ascii: "0") + UInt8(v % 10)
          v /= 10
          count += 1
        }
        for i in stride(from: count - 1, through: 0, by: -1) { out.append(buffer[i]) }
      }
      return
    }
    out.append(contentsOf: formatNumber(n).utf8)
  }

  /// Shortest round-trip text; integral values within ±2^53 without a fraction.
  public static func formatNumber(_ n: Double) -> String {
    guard n.isFinite else { return "null" }
    if n == 0 { return "0" }  // also folds -0
    if n == n.rounded(), abs(n) < 9_007_199_254_740_992 { return String(Int64(n)) }
    let text = n.description  // shortest round-trip, e.g. "2.7397", "1e-07", "1.5e+20"
    // Swift prints "1e-07"; JSON allows it, but normalise "e+" / leading zeros for stability.
    // On the (ASCII) bytes: Character indexing brought grapheme breaking into the lab module.
    let bytes = Array(text.utf8)
    guard let e = bytes.firstIndex(of: UInt8(ascii: "e")) else { return text }
    var out = Array(bytes[...e])
    var i = e + 1
    if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") {
      if bytes[i] == UInt8(ascii: "-") { out.append(UInt8(ascii: "-")) }
      i += 1
    }
    while bytes.count - i > 1, bytes[i] == UInt8(ascii: "0") { i += 1 }
    out += bytes[i...]
    return String(decoding: out, as: UTF8.self)
  }

  /// `writeString(_:into:)` for valid UTF-8 bytes.
  public static func writeString(utf8: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    writeEscaped(utf8, into: &out)
    out.append(UInt8(ascii: "\""))
  }

  /// A byte that is written as it is: no control character, quote, backslash or the lead
  /// byte of U+2028/9 (0xE2, which also starts other characters: those are looked at).
  @inline(__always)
  private static func needsNoEscape(_ byte: UInt8) -> Bool { byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0xE2 }

  /// A JSON string literal, escaped exactly as `serialized()` does.
  public static func writeString(_ s: String, into out: inout [UInt8]) {
    var s = s
    s.withUTF8 { writeString(utf8: $0, into: &out) }
  }

  /// Valid UTF-8 as the inside of a JSON string literal: runs with nothing to escape are
  /// copied as they are; quote, backslash and control characters are escaped, and U+2028/9
  /// too (they break JavaScript string literals when JSON is embedded in a page).
  private static func writeEscaped(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8]) {
    var runStart = 0
    var i = 0
    let count = bytes.count
    while i < count {
      let byte = bytes[i]
      if needsNoEscape(byte) {
        i += 1
        continue
      }
      if byte == 0xE2, !(i + 2 < count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9)) {
        i += 1
        continue
      }
      if runStart < i { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i])) }
      switch byte {
      case 0x22: out.append(contentsOf: "\\\"".utf8)
      case 0x5C: out.append(contentsOf: "\\\\".utf8)
      case 0x0A: out.append(contentsOf: "\\n".utf8)
      case 0x0D: out.append(contentsOf: "\\r".utf8)
      case 0x09: out.append(contentsOf: "\\t".utf8)
      case 0x08: out.append(contentsOf: "\\b".utf8)
      case 0x0C: out.append(contentsOf: "\\f".utf8)
      case 0xE2:
        out.append(contentsOf: (bytes[i + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
        i += 2
      default: out.append(contentsOf: ("\\u" + hex4(UInt32(byte))).utf8)
      }
      i += 1
      runStart = i
    }
    if runStart < count { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<count])) }
  }

  private static func hex4(_ v: UInt32) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[Int((v >> 12) & 0xF)], digits[Int((v >> 8) & 0xF)], digits[Int((v >> 4) & 0xF)], digits[Int(v & 0xF)]])
  }
}

// MARK: - Parsing

extension JSONValue {
  /// Parses one JSON value (RFC 8259) surrounded by optional whitespace.
  public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
    var text = text
    return try text.withUTF8(parse(utf8:)).get()
  }

  /// Parses UTF-8 bytes; invalid UTF-8 inside strings is an error with its position.
  public static func parse(bytes: [UInt8]) throws(JSONParseError) -> JSONValue {
    try bytes.withUnsafeBufferPointer(parse(utf8:)).get()
  }

  /// The parser reads the bytes in place: no copy, and no array checks per byte.
  private static func parse(utf8: UnsafeBufferPointer<UInt8>) -> Result<JSONValue, JSONParseError> {
    var parser = JSONParser(bytes: utf8)
    do throws(JSONParseError) {
      return .success(try parser.parseDocument())
    } catch {
      return .failure(error)
    }
  }
}

/// Strict UTF-8 validation (RFC 3629: no overlong forms, surrogates or scalars past
/// U+10FFFF), as `String(validating:as:)` does, without its generic decoding loop (about a
/// thousand instructions a call for the search manifest's short strings).
public enum UTF8Validation {
  public static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let n = bytes.count
    var i = 0
    while i < n {
      let lead = bytes[i]
      if lead < 0x80 {
        i += 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return false
      }
      guard n - i >= length, bytes[i + 1] >= low, bytes[i + 1] <= high else { return false }
      for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return false }
      i += length
    }
    return true
  }

  /// The text of `bytes` when they are valid UTF-8.
  public static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    isValid(bytes) ? String(decoding: bytes, as: UTF8.self) : nil
  }
}

private struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  static let maximumDepth = 512

  init(bytes: UnsafeBufferPointer<UInt8>) {
    // A UTF-8 byte-order mark is tolerated at the start.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      self.bytes = UnsafeBufferPointer(rebasing: bytes[3...])
    } else {
      self.bytes = bytes
    }
  }

  mutating func parseDocument() throws(JSONParseError) -> JSONValue {
    skipWhitespace()
    if index == bytes.count { throw error("expected a JSON value, found the end of the input") }
    let value = try parseValue()
    skipWhitespace()
    if index < bytes.count { throw error("unexpected text after the JSON value") }
    return value
  }

  /// Line and column (in characters) of a byte offset, computed only when reporting.
  func location(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var lineStart = 0
    for i in 0..<min(offset, bytes.count) where bytes[i] == 0x0A {
      line += 1
      lineStart = i + 1
    }
    var column = 1
    for i in lineStart..<min(offset, bytes.count) where bytes[i] & 0xC0 != 0x80 { column += 1 }
    return (line, column)
  }

  func error(_ message: String, at offset: Int? = nil) -> JSONParseError {
    let (line, column) = location(of: offset ?? index)
    return JSONParseError(line: line, column: column, message: message)
  }

  mutating func skipWhitespace() {
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
      index += 1
    }
  }

  mutating func parseValue() throws(JSONParseError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    default: throw error("unexpected character '\(describe(at: index))'")
    }
  }

  func describe(at offset: Int) -> String {
    var end = offset + 1
    while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
    return String(decoding: bytes[offset..<min(end, bytes.count)], as: UTF8.self)
  }

  mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
    let start = index
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected {
      guard index < bytes.count, bytes[index] == byte else {
        throw error("invalid literal, expected '\(word)'", at: start)
      }
      index += 1
    }
  }

  mutating func enter() throws(JSONParseError) {
    depth += 1
    if depth > JSONParser.maximumDepth { throw error("nesting deeper than \(JSONParser.maximumDepth) levels") }
  }

  mutating func parseObject() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error(index < bytes.count ? "expected a string key" : "unterminated object")
      }
      let key = try parseString()
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
      index += 1
      skipWhitespace()
      let value = try parseValue()
      members.append(JSONMember(key: key, value: value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("expected ',' or '}' in an object")
    }
  }

  mutating func parseArray() throws(JSONParseError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var items: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      skipWhitespace()
      items.append(try parseValue())
      skipWhitespace()
      guard index < bytes.count else { throw error("unterminated array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(items)
      }
      throw error("expected ',' or ']' in an array")
    }
  }

  mutating func parseNumber() throws(JSONParseError) -> Double {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits(_ p: inout JSONParser) -> Int {
      let s = p.index
      while p.index < p.bytes.count, p.bytes[p.index] >= 0x30, p.bytes[p.index] <= 0x39 { p.index += 1 }
      return p.index - s
    }
    let intStart = index
    let intDigits = digits(&self)
    if intDigits == 0 { throw error("invalid number", at: start) }
    if intDigits > 1, bytes[intStart] == UInt8(ascii: "0") { throw error("numbers cannot have leading zeros", at: start) }
    // An integer of at most 15 digits is exact as a Double, the value `Double(text)` gives.
    let fractionOrExponent =
      index < bytes.count && (bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E"))
    if !fractionOrExponent && intDigits <= 15 {
      var value: Int64 = 0
      for k in intStart..<index { value = value * 10 + Int64(bytes[k] &- 0x30) }
      return intStart > start ? -Double(value) : Double(value)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      if digits(&self) == 0 { throw error("expected digits after '.'", at: start) }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
      if digits(&self) == 0 { throw error("expected digits in the exponent", at: start) }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw error("number out of range", at: start) }
    return value
  }

  mutating func parseString() throws(JSONParseError) -> String {
    let start = index
    index += 1
    // Most strings have no escape: they are their bytes, validated once (ASCII needs none).
    var end = index
    var seen: UInt8 = 0
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
      seen |= bytes[end]
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      let run = UnsafeBufferPointer(rebasing: bytes[index..<end])
      if let text = seen < 0x80 ? String(decoding: run, as: UTF8.self) : UTF8Validation.string(run) {
        index = end + 1
        return text
      }
      throw error("invalid UTF-8 in a string", at: index)
    }
    var scalars = String.UnicodeScalarView()
    var runStart = index
    func flushRun(_ p: JSONParser, _ end: Int, into scalars: inout String.UnicodeScalarView) throws(JSONParseError) {
      guard runStart < end else { return }
      let run = UnsafeBufferPointer(rebasing: p.bytes[runStart..<end])
      guard let text = UTF8Validation.string(run) else {
        throw p.error("invalid UTF-8 in a string", at: runStart)
      }
      scalars.append(contentsOf: text.unicodeScalars)
    }
    while true {
      guard index < bytes.count else { throw error("unterminated string", at: start) }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flushRun(self, index, into: &scalars)
        index += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string; escape it") }
      if byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      try flushRun(self, index, into: &scalars)
      index += 1
      guard index < bytes.count else { throw error("unterminated string", at: start) }
      let escape = bytes[index]
      index += 1
      switch escape {
      case UInt8(ascii: "\""): scalars.append("\"")
      case UInt8(ascii: "\\"): scalars.append("\\")
      case UInt8(ascii: "/"): scalars.append("/")
      case UInt8(ascii: "b"): scalars.append("\u{08}")
      case UInt8(ascii: "f"): scalars.append("\u{0C}")
      case UInt8(ascii: "n"): scalars.append("\n")
      case UInt8(ascii: "r"): scalars.append("\r")
      case UInt8(ascii: "t"): scalars.append("\t")
      case UInt8(ascii: "u"):
        var code = try parseHex4()
        if (0xD800...0xDBFF).contains(code) {
          // A high surrogate must be followed by an escaped low surrogate.
          guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
            throw error("unpaired surrogate in a \\u escape")
          }
          index += 2
          let low = try parseHex4()
          guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
          throw error("unpaired surrogate in a \\u escape")
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        scalars.append(scalar)
      default:
        throw error("invalid escape '\\\(describe(at: index - 1))'", at: index - 2)
      }
      runStart = index
    }
  }

  mutating func parseHex4() throws(JSONParseError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count else { throw error("incomplete \\u escape") }
      let b = bytes[index]
      let digit: UInt32
      switch b {
      case 0x30...0x39: digit = UInt32(b - 0x30)
      case 0x41...0x46: digit = UInt32(b - 0x41 + 10)
      case 0x61...0x66: digit = UInt32(b - 0x61 + 10)
      default: throw error("invalid hex digit in a \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }
}
