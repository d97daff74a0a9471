/// Reads declarations from the code blocks of API notes, line by line and tolerantly: a
/// line it cannot read becomes `.other`, and a declaration that leaves a parenthesis open
/// stops before the next line that starts a declaration, a comment or a blank line, so one
/// bad line cannot swallow the next declaration.
public enum DeclarationScanner {
  public static func scan(_ bytes: [UInt8]) -> [ScannedLine] {
    let tokens = SwiftLexer.tokenize(bytes)
    var reader = LineReader(bytes: bytes, tokens: tokens)
    return reader.scanAll()
  }
}

/// Tokens split into lines, each line without whitespace and newline tokens.
private struct LineReader {
  let bytes: [UInt8]
  var lines: [[SwiftToken]] = []
  var lineStarts: [Int] = []

  init(bytes: [UInt8], tokens: [SwiftToken]) {
    self.bytes = bytes
    var current: [SwiftToken] = []
    lineStarts.append(0)
    for token in tokens {
      switch token.kind {
      case .newline:
        lines.append(current)
        current = []
        lineStarts.append(token.end)
      case .whitespace: continue
      default:
        // A block comment may span lines; record the line starts inside it so positions
        // after it stay right, and give the following lines no tokens.
        current.append(token)
        if token.kind == .comment || token.kind == .string {
          var i = token.start
          while i < token.end {
            if bytes[i] == 0x0A || (bytes[i] == 0x0D && (i + 1 >= token.end || bytes[i + 1] != 0x0A)) {
              lines.append(current)
              current = []
              lineStarts.append(i + 1)
            }
            i += 1
          }
        }
      }
    }
    lines.append(current)
  }

  func text(_ t: SwiftToken) -> String { t.text(in: bytes) }

  func position(_ offset: Int) -> BufferPosition {
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    var column = 1
    var i = lineStarts[low]
    while i < offset {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return BufferPosition(line: low, column: column)
  }

  mutating func scanAll() -> [ScannedLine] {
    var out: [ScannedLine] = []
    var line = 0
    while line < lines.count {
      let tokens = lines[line]
      guard let first = tokens.first else {
        out.append(.blank(line: line))
        line += 1
        continue
      }
      if first.kind == .comment, first.start >= lineStarts[line] {
        out.append(.comment(text: commentText(first), position: position(first.start)))
        line += 1
        continue
      }
      if first.kind == .comment {
        // The rest of a block comment that started on an earlier line.
        line += 1
        continue
      }
      if text(first) == "}" {
        out.append(.closingBrace(position: position(first.start)))
        line += 1
        continue
      }
      var parser = DeclarationParser(reader: self, firstLine: line)
      if let declarations = parser.parse(), !declarations.isEmpty {
        out.append(contentsOf: declarations.map(ScannedLine.declaration))
        line = parser.lastLine + 1
      } else {
        out.append(.other(text: lineText(line), position: position(first.start)))
        line += 1
      }
    }
    return out
  }

  /// The text of a line without leading and trailing white space.
  func lineText(_ line: Int) -> String {
    guard let first = lines[line].first, let last = lines[line].last else { return "" }
    return String(decoding: bytes[first.start..<last.end], as: UTF8.self)
  }

  func commentText(_ token: SwiftToken) -> String {
    var start = token.start
    var end = token.end
    if bytes[start + 1] == UInt8(ascii: "/") {
      while start < end, bytes[start] == UInt8(ascii: "/") { start += 1 }
    } else {
      start += 2
      if end - start >= 2, bytes[end - 1] == UInt8(ascii: "/"), bytes[end - 2] == UInt8(ascii: "*") { end -= 2 }
      while start < end, bytes[start] == UInt8(ascii: "*") { start += 1 }
    }
    return trimmed(start, end)
  }

  func trimmed(_ start: Int, _ end: Int) -> String {
    var start = start
    var end = end
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  static let introducers: Set<String> = [
    "var", "let", "func", "init", "subscript", "case", "class", "struct", "enum", "protocol", "extension",
    "typealias", "actor",
  ]

  static let modifierWords: Set<String> = [
    "public", "private", "internal", "fileprivate", "open", "package", "static", "final", "override", "weak",
    "unowned", "lazy", "optional", "required", "convenience", "dynamic", "nonisolated", "mutating",
    "nonmutating", "indirect",
  ]

  /// Whether a line starts something new, so a previous unfinished declaration must stop.
  func startsSomethingNew(_ line: Int) -> Bool {
    let tokens = lines[line]
    guard !tokens.isEmpty else { return true }
    for token in tokens {
      if token.kind == .comment { return true }
      if token.kind == .attribute { continue }
      let word = text(token)
      if LineReader.modifierWords.contains(word) { continue }
      return LineReader.introducers.contains(word)
    }
    return false
  }
}

/// Parses one declaration starting at a line, pulling following lines only while a
/// parenthesis or brace it opened is still open.
private struct DeclarationParser {
  let reader: LineReader
  let firstLine: Int
  var lastLine: Int
  var tokens: [SwiftToken]
  var index = 0
  var trailingComment: String?

  init(reader: LineReader, firstLine: Int) {
    self.reader = reader
    self.firstLine = firstLine
    self.lastLine = firstLine
    self.tokens = []
    appendLine(firstLine)
  }

  mutating func appendLine(_ line: Int) {
    for token in reader.lines[line] {
      if token.kind == .comment {
        trailingComment = reader.commentText(token)
        continue
      }
      tokens.append(token)
    }
  }

  /// Pulls the next line in, unless it starts something new.
  mutating func pullLine() -> Bool {
    let next = lastLine + 1
    guard next < reader.lines.count, !reader.startsSomethingNew(next) else { return false }
    lastLine = next
    appendLine(next)
    return true
  }

  var atEnd: Bool { index >= tokens.count }
  func text(_ i: Int) -> String { i < tokens.count ? reader.text(tokens[i]) : "" }
  func peek() -> String { text(index) }

  /// Whether token `i` is exactly `word`, compared on bytes (no String per token).
  func isWord(_ i: Int, _ word: StaticString) -> Bool {
    guard i < tokens.count else { return false }
    let token = tokens[i]
    guard token.end - token.start == word.utf8CodeUnitCount else { return false }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    var k = 0
    while k < expected.count {
      if reader.bytes[token.start + k] != expected[k] { return false }
      k += 1
    }
    return true
  }

  func peekIs(_ word: StaticString) -> Bool { isWord(index, word) }

  /// A non-ASCII identifier is prose (`拖动不会收起键盘。`), not Swift.
  func isProse(_ i: Int) -> Bool {
    i < tokens.count && tokens[i].kind == .identifier && reader.bytes[tokens[i].start] >= 0x80
  }

  mutating func parse() -> [ScannedDeclaration]? {
    var modifiers: [String] = []
    while true {
      while !atEnd {
        let word = text(index)
        if tokens[index].kind == .attribute || LineReader.modifierWords.contains(word) {
          let start = index
          index += 1
          if peekIs("(") { _ = skipBalanced(open: "(", close: ")", mayPull: false) }
          modifiers.append(joined(start..<index))
          continue
        }
        if word == "class", ["var", "let", "func", "subscript"].contains(text(index + 1)) {
          modifiers.append("class")
          index += 1
          continue
        }
        break
      }
      // Attributes on a line of their own (`@available(iOS 11.0, *)`) belong to the next line.
      guard atEnd, !modifiers.isEmpty, pullAttributedLine() else { break }
    }
    guard !atEnd, tokens[index].kind == .keyword || tokens[index].kind == .identifier else { return nil }
    let keywordToken = tokens[index]
    let position = reader.position(keywordToken.start)
    let intro = text(index)
    index += 1
    var result: [ScannedDeclaration]
    switch intro {
    case "var", "let":
      guard let declaration = parseProperty(isLet: intro == "let", position: position) else { return nil }
      result = [declaration]
    case "func":
      guard let declaration = parseFunction(position: position) else { return nil }
      result = [declaration]
    case "init":
      result = [parseInitializer(kind: .initializer, baseName: "init", position: position)]
    case "subscript":
      result = [parseInitializer(kind: .subscript, baseName: "subscript", position: position)]
    case "case":
      result = parseCases(position: position)
      if result.isEmpty { return nil }
    case "class", "struct", "enum", "protocol", "actor", "extension":
      guard let declaration = parseType(intro, position: position) else { return nil }
      result = [declaration]
    case "typealias":
      guard let name = nameToken() else { return nil }
      var declaration = ScannedDeclaration(kind: .typealias, name: name, position: position)
      if peekIs("=") {
        index += 1
        declaration.type = typeText(stopAt: [])
      }
      result = [declaration]
    default:
      return nil
    }
    for i in result.indices {
      result[i].modifiers = modifiers
      result[i].lastLine = lastLine
      if result[i].trailingComment == nil { result[i].trailingComment = trailingComment }
      if result[i].trailingText == nil, !atEnd { result[i].trailingText = restText() }
    }
    return result
  }

  /// Pulls the next line when it holds code (not a blank or comment line).
  mutating func pullAttributedLine() -> Bool {
    let next = lastLine + 1
    guard next < reader.lines.count, let first = reader.lines[next].first, first.kind != .comment else { return false }
    lastLine = next
    appendLine(next)
    return true
  }

  // MARK: Pieces

  mutating func nameToken() -> String? {
    guard !atEnd else { return nil }
    let kind = tokens[index].kind
    guard kind == .identifier || kind == .typeIdentifier || kind == .keyword, !isProse(index) else { return nil }
    var name = text(index)
    if name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
    index += 1
    return name
  }

  mutating func parseProperty(isLet: Bool, position: BufferPosition) -> ScannedDeclaration? {
    guard let name = nameToken() else { return nil }
    var declaration = ScannedDeclaration(kind: .property, name: name, position: position)
    if peekIs(":") {
      index += 1
      declaration.type = typeText(stopAt: ["{", "="])
    }
    if peekIs("=") {
      index += 1
      let start = index
      while !atEnd, !peekIs("{") || start == index, !isProse(index) { index += 1 }
      if start < index { declaration.initialValue = joined(start..<index) }
    }
    if peekIs("{") {
      let start = index
      declaration.isComplete = skipBalanced(open: "{", close: "}", mayPull: true)
      let words = Set((start..<index).map { text($0) })
      if words.contains("set") || words.contains("willSet") || words.contains("didSet") {
        declaration.accessors = .getSet
      } else {
        declaration.accessors = .get
      }
    } else if isLet {
      declaration.accessors = .get
    }
    return declaration
  }

  mutating func parseFunction(position: BufferPosition) -> ScannedDeclaration? {
    guard !atEnd, !isProse(index) else { return nil }
    // Operators (`static func == (…)`) and ordinary names.
    var baseName = text(index)
    if baseName.hasPrefix("`"), baseName.hasSuffix("`"), baseName.count >= 2 { baseName = String(baseName.dropFirst().dropLast()) }
    index += 1
    if peekIs("<") { skipGenericParameters() }
    var declaration = ScannedDeclaration(kind: .method, name: baseName, position: position)
    guard peekIs("(") else {
      declaration.isComplete = false
      declaration.name = baseName + "()"
      return declaration
    }
    let (labels, shortForm, complete) = parseParameters()
    declaration.name = baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
    declaration.isShortForm = shortForm
    declaration.isComplete = complete
    skipEffects()
    if peekIs("->") {
      index += 1
      declaration.type = typeText(stopAt: ["{", "where"])
    }
    skipBody(&declaration)
    return declaration
  }

  mutating func parseInitializer(kind: DeclarationSyntaxKind, baseName: String, position: BufferPosition) -> ScannedDeclaration {
    var declaration = ScannedDeclaration(kind: kind, name: baseName, position: position)
    if peekIs("?") || peekIs("!") { index += 1 }
    if peekIs("<") { skipGenericParameters() }
    if peekIs("(") {
      let (labels, shortForm, complete) = parseParameters(subscriptLabels: kind == .subscript)
      declaration.name = baseName + "(" + labels.map { $0 + ":" }.joined() + ")"
      declaration.isShortForm = shortForm
      declaration.isComplete = complete
    } else {
      declaration.name = baseName + "()"
    }
    skipEffects()
    if peekIs("->") {
      index += 1
      declaration.type = typeText(stopAt: ["{", "where"])
    }
    skipBody(&declaration)
    return declaration
  }

  mutating func skipBody(_ declaration: inout ScannedDeclaration) {
    if peekIs("where") {
      while !atEnd, !peekIs("{") { index += 1 }
    }
    if peekIs("{") {
      // A body on the same line (notes rarely have one); its lines are not declarations
      // of the documented type, so only a one-line body is consumed here.
      _ = skipBalanced(open: "{", close: "}", mayPull: false)
    }
  }

  mutating func skipEffects() {
    while ["async", "throws", "rethrows", "reasync"].contains(peek()) {
      index += 1
      if peekIs("(") { _ = skipBalanced(open: "(", close: ")", mayPull: false) }
    }
  }

  mutating func skipGenericParameters() {
    var depth = 0
    while !atEnd {
      depth += angleDelta(index)
      index += 1
      if depth <= 0 { return }
    }
  }

  /// Parameter labels of `( … )`, pulling lines while the list is open. A parameter
  /// without `:` is the documentation's short form and has no label (`_`).
  mutating func parseParameters(subscriptLabels: Bool = false) -> (labels: [String], shortForm: Bool, complete: Bool) {
    index += 1  // "("
    var labels: [String] = []
    var shortForm = false
    var parameter: [Int] = []
    var depth = 0
    func finish(_ parameter: [Int]) {
      guard !parameter.isEmpty else { return }
      if let colon = parameter.firstIndex(where: { isWord($0, ":") }) {
        let names = parameter[..<colon].filter { tokens[$0].kind != .attribute }
        if let first = names.first {
          var label = text(first)
          if label.hasPrefix("`"), label.hasSuffix("`"), label.count >= 2 { label = String(label.dropFirst().dropLast()) }
          // Subscripts have no argument labels unless an external name is written.
          labels.append(subscriptLabels && names.count < 2 ? "_" : label)
        } else {
          labels.append("_")
        }
      } else {
        labels.append("_")
        shortForm = true
      }
    }
    while true {
      if atEnd {
        if !pullLine() {
          finish(parameter)
          return (labels, shortForm, false)
        }
        continue
      }
      if depth == 0, isWord(index, ")") {
        index += 1
        finish(parameter)
        return (labels, shortForm, true)
      }
      if depth == 0, isWord(index, ",") {
        finish(parameter)
        parameter = []
        index += 1
        continue
      }
      if isWord(index, "(") || isWord(index, "[") { depth += 1 }
      if isWord(index, ")") || isWord(index, "]") { depth -= 1 }
      depth += angleDelta(index)
      if depth < 0 { depth = 0 }
      parameter.append(index)
      index += 1
    }
  }

  /// +1 for `<`, -1 for each `>` of an operator token that is made of angle brackets
  /// (and `?`/`!` after them, as in `Set<UITouch>?`); arrows do not count.
  func angleDelta(_ i: Int) -> Int {
    guard i < tokens.count, tokens[i].kind == .operator else { return 0 }
    let token = tokens[i]
    var delta = 0
    for byte in reader.bytes[token.start..<token.end] {
      switch byte {
      case UInt8(ascii: "<"): delta += 1
      case UInt8(ascii: ">"): delta -= 1
      case UInt8(ascii: "?"), UInt8(ascii: "!"): continue
      default: return 0
      }
    }
    return delta
  }

  mutating func parseCases(position: BufferPosition) -> [ScannedDeclaration] {
    var result: [ScannedDeclaration] = []
    while true {
      if peekIs(".") { index += 1 }
      guard let name = nameToken() else { break }
      var declaration = ScannedDeclaration(kind: .case, name: name, position: position)
      if peekIs("(") { _ = skipBalanced(open: "(", close: ")", mayPull: false) }
      if peekIs("=") {
        index += 1
        let start = index
        while !atEnd, !peekIs(","), !isProse(index) { index += 1 }
        if start < index { declaration.type = joined(start..<index) }
      }
      result.append(declaration)
      guard peekIs(",") else { break }
      index += 1
    }
    return result
  }

  mutating func parseType(_ intro: String, position: BufferPosition) -> ScannedDeclaration? {
    guard !atEnd, !isProse(index) else { return nil }
    let nameStart = index
    // Extensions and qualified names: `UIScrollView.DecelerationRate`.
    guard nameToken() != nil else { return nil }
    while peekIs("."), index + 1 < tokens.count, !isProse(index + 1) { index += 2 }
    let name = joined(nameStart..<index).replacingBackticks()
    let kind: DeclarationSyntaxKind =
      switch intro {
      case "class": .class
      case "struct": .struct
      case "enum": .enum
      case "protocol": .protocol
      case "actor": .actor
      default: .extension
      }
    var declaration = ScannedDeclaration(kind: kind, name: name, position: position)
    if peekIs("<") { skipGenericParameters() }
    if peekIs(":") {
      index += 1
      var start = index
      var depth = 0
      while !atEnd, !peekIs("{"), !peekIs("where"), !isProse(index) {
        depth += angleDelta(index)
        if depth == 0, peekIs(",") {
          if start < index { declaration.inherits.append(joined(start..<index)) }
          start = index + 1
        }
        index += 1
      }
      if start < index { declaration.inherits.append(joined(start..<index)) }
    }
    if peekIs("where") {
      while !atEnd, !peekIs("{") { index += 1 }
    }
    if peekIs("{") {
      let closed = skipBalanced(open: "{", close: "}", mayPull: false)
      declaration.opensBody = !closed
    }
    return declaration
  }

  /// A type as written, up to one of `stopAt`, the end, or prose.
  mutating func typeText(stopAt: Set<String>) -> String? {
    let start = index
    var depth = 0
    while !atEnd, !isProse(index) {
      let kind = tokens[index].kind
      if depth == 0, kind != .identifier, kind != .typeIdentifier, stopAt.contains(peek()) { break }
      if peekIs("(") || peekIs("[") { depth += 1 }
      if peekIs(")") || peekIs("]") { depth -= 1 }
      if depth < 0 { break }
      index += 1
    }
    return start < index ? joined(start..<index) : nil
  }

  /// Skips from an opening token to its partner. Returns false if it never closed.
  mutating func skipBalanced(open: StaticString, close: StaticString, mayPull: Bool) -> Bool {
    var depth = 0
    while true {
      if atEnd {
        if mayPull, pullLine() { continue }
        return false
      }
      let isOpen = peekIs(open)
      let isClose = peekIs(close)
      index += 1
      if isOpen { depth += 1 }
      if isClose {
        depth -= 1
        if depth == 0 { return true }
      }
    }
  }

  /// Tokens' text with one space wherever the source had white space between them.
  func joined(_ range: Range<Int>) -> String {
    var out = ""
    var previousEnd: Int?
    for i in range where i < tokens.count {
      let token = tokens[i]
      if let previousEnd, token.start > previousEnd { out += " " }
      out += reader.text(token)
      previousEnd = token.end
    }
    return out
  }

  mutating func restText() -> String {
    let text = joined(index..<tokens.count)
    index = tokens.count
    return text
  }
}

extension String {
  fileprivate func replacingBackticks() -> String {
    var out = ""
    for character in self where character != "`" { out.append(character) }
    return out
  }
}
