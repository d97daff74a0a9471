import NotesBook
import NotesCore
import NotesLexer

/// Reads the Auto Layout statements of article code into a `LayoutScript`: views created
/// with `let name = UIView()`, `addSubview`, `translatesAutoresizingMaskIntoConstraints =
/// false`, and `a.xAnchor.constraint(…)` calls, activated when inside
/// `NSLayoutConstraint.activate([…])` or followed by `.isActive = true`; stack view statements
/// and `isHidden` are read in LayoutScriptReader+Stack.swift.
struct LayoutScriptReader {
  let origin: CodeBlockOrigin
  var diagnostics: DiagnosticCollector
  private(set) var tokens: [SwiftToken] = []
  var script = LayoutScript()
  /// Constraints kept in a variable (`let c = a.widthAnchor.constraint(…)`), by name, so
  /// `c.priority = …`, `c.isActive = true` and `activate([c])` reach them.
  /// A list, searched on bytes (the last entry of a name wins): a `[String: Int]` brought
  /// String hashing into the lab module.
  private var named: [(name: String, index: Int)] = []
  /// The variable the current statement assigns to, and the token its value starts at.
  private var assignment: (name: String, valueStart: Int)?
  /// Constraints kept in an array (`let constraints = [a.topAnchor.constraint(…), …]`), by
  /// name, so `NSLayoutConstraint.activate(constraints)` reaches them.
  private var arrays: [(name: String, indices: [Int])] = []
  /// The array literal being assigned: its name and the token that closes it.
  private var arrayAssignment: (name: String, close: Int)?

  /// False when `code` cannot give a script or a diagnostic, so most code (declarations)
  /// skips the lexer: every part of a script needs one of these words, a created view both
  /// an `=` and a class name starting with `UI`, and only constraints are ever reported.
  static func mayHoldScript(_ code: String) -> Bool {
    var code = code
    return code.withUTF8 { bytes in
      // Each word is looked for with a scan that skips eight bytes at a time where its first
      // letter is absent, which is faster than one pass that stops at every candidate letter.
      ByteScan.contains("constraint", in: bytes) || ByteScan.contains("addSubview", in: bytes)
        || ByteScan.contains("translatesAutoresizingMaskIntoConstraints", in: bytes)
        || (ByteScan.firstIndex(of: UInt8(ascii: "="), in: bytes) != nil && ByteScan.contains("UI", in: bytes))
    }
  }

  init(origin: CodeBlockOrigin, diagnostics: DiagnosticCollector) {
    self.origin = origin
    self.diagnostics = diagnostics
    // Only the tokens read are kept, as they are lexed (no array of every token to filter).
    var tokens: [SwiftToken] = []
    // Room for a token every four bytes (about what constraint code keeps), made once.
    tokens.reserveCapacity(origin.literal.count / 4)
    origin.literal.withUnsafeBufferPointer { bytes in
      SwiftLexer.forEachToken(bytes) { token in
        if token.kind != .whitespace && token.kind != .newline && token.kind != .comment { tokens.append(token) }
      }
    }
    self.tokens = tokens
  }

  /// Token `i`'s text. Not inlined: the UTF-8 decoding it does cost the lab module (wasm)
  /// about 150 bytes at each of the reader's many calls.
  @inline(never) func text(_ i: Int) -> String { i >= 0 && i < tokens.count ? tokens[i].text(in: origin.literal) : "" }

  /// Whether token `i` is exactly `word`, compared on bytes (no String per token).
  func isWord(_ i: Int, _ word: StaticString) -> Bool {
    guard i >= 0, i < tokens.count else { return false }
    let token = tokens[i]
    guard token.end - token.start == word.utf8CodeUnitCount else { return false }
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    var k = 0
    while k < expected.count {
      if origin.literal[token.start + k] != expected[k] { return false }
      k += 1
    }
    return true
  }

  /// Whether token `i` ends with `Anchor` (`topAnchor`).
  func isAnchor(_ i: Int) -> Bool {
    guard i >= 0, i < tokens.count else { return false }
    let token = tokens[i]
    let suffix: [UInt8] = Array("Anchor".utf8)
    guard token.end - token.start > suffix.count else { return false }
    return origin.literal[(token.end - suffix.count)..<token.end].elementsEqual(suffix)
  }

  /// Names a loop variable stands for inside its loop body: `for v in [a, b] { … }` and
  /// `[a, b].forEach { $0… }`, with the token index where the body closes.
  private var loops: [(variable: String, names: [String], end: Int)] = []

  /// The views a path stands for: the loop's names for a loop variable, else the path itself.
  func expand(_ path: String) -> [String] {
    if let loop = loops.last(where: { $0.variable == path }) { return loop.names }
    return [path]
  }

  /// Identifiers of a `[a, b, c]` literal starting at `open`, or nil if it holds anything else.
  func nameList(open: Int) -> (names: [String], close: Int)? {
    guard isWord(open, "["), let close = matching(open) else { return nil }
    var names: [String] = []
    var j = open + 1
    while j < close {
      guard tokens[j].kind == .identifier else { return nil }
      names.append(text(j))
      j += 1
      if j < close {
        guard isWord(j, ",") else { return nil }
        j += 1
      }
    }
    return names.isEmpty ? nil : (names, close)
  }

  mutating func read() {
    var activateEnds: [Int] = []  // token index where each open `activate([` list closes
    var i = 0
    while i < tokens.count {
      while let end = activateEnds.last, i > end { activateEnds.removeLast() }
      while let loop = loops.last, i > loop.end { loops.removeLast() }
      if isWord(i, "for"), tokens.indices.contains(i + 1), tokens[i + 1].kind == .identifier, isWord(i + 2, "in"),
        let list = nameList(open: i + 3), isWord(list.close + 1, "{"), let end = matching(list.close + 1)
      {
        loops.append((text(i + 1), list.names, end))
        i = list.close + 2
        continue
      }
      if let list = nameList(open: i), isWord(list.close + 1, "."), isWord(list.close + 2, "forEach"),
        isWord(list.close + 3, "{"), let end = matching(list.close + 3)
      {
        loops.append(("$0", list.names, end))
        i = list.close + 4
        continue
      }
      if isWord(i, "NSLayoutConstraint"), isWord(i + 1, "."), isWord(i + 2, "activate"), isWord(i + 3, "("),
        tokens.indices.contains(i + 4), tokens[i + 4].kind == .identifier, isWord(i + 5, ")"),
        let kept = arrays.last(where: { $0.name.equalsBytes(text(i + 4)) })?.indices
      {
        for index in kept { script.constraints[index].isActivated = true }
        i += 6
        continue
      }
      if isWord(i, "NSLayoutConstraint"), isWord(i + 1, "."), isWord(i + 2, "activate"), isWord(i + 3, "(") {
        activateEnds.append(matching(i + 3) ?? tokens.count)
        i += 4
        continue
      }
      if isWord(i, "let") || isWord(i, "var") {
        if readViewCreation(at: i) {
          i += 1
          continue
        }
        if tokens.indices.contains(i + 1), tokens[i + 1].kind == .identifier, isWord(i + 2, "=") {
          assignment = (text(i + 1), i + 3)
          if isWord(i + 3, "["), let close = matching(i + 3) { arrayAssignment = (text(i + 1), close) }
        }
      }
      if !named.isEmpty, tokens[i].kind == .identifier, let index = named.last(where: { $0.name.equalsBytes(text(i)) })?.index {
        if !activateEnds.isEmpty, !isWord(i + 1, ".") { script.constraints[index].isActivated = true }
        if isWord(i + 1, "."), isWord(i + 3, "=") {
          if isWord(i + 2, "isActive") { script.constraints[index].isActivated = isWord(i + 4, "true") }
          if isWord(i + 2, "priority") { readPriority(of: index, valueAt: i + 4) }
        }
      }
      guard isWord(i, ".") else {
        i += 1
        continue
      }
      if isWord(i + 1, "addSubview"), isWord(i + 2, "(") {
        let parent = pathBefore(i)
        let child = pathAfter(i + 3)
        if !parent.path.isEmpty, !child.isEmpty {
          for child in expand(child) {
            script.subviews.append(SubviewLink(parent: parent.path, child: child, location: location(parent.start)))
          }
        }
        i += 3
        continue
      }
      if let next = readArrangement(dot: i) {
        i = next
        continue
      }
      if isWord(i + 1, "translatesAutoresizingMaskIntoConstraints"), isWord(i + 2, "="), isWord(i + 3, "false") {
        let view = pathBefore(i)
        for name in expand(view.path) where !name.isEmpty && !script.autoresizingDisabled.contains(name) {
          script.autoresizingDisabled.append(name)
        }
        i += 4
        continue
      }
      if isWord(i + 1, "constraint"), isWord(i + 2, "("), isAnchor(i - 1) {
        let close = matching(i + 2) ?? tokens.count
        readConstraint(dot: i, open: i + 2, close: close, activated: !activateEnds.isEmpty)
        i = close + 1
        continue
      }
      i += 1
    }
  }

  /// `let name = UIView()` or `let name: UIView = UIView(frame: …)`, for view classes only.
  private mutating func readViewCreation(at i: Int) -> Bool {
    var j = i + 1
    let name = text(j)
    guard tokens.indices.contains(j), tokens[j].kind == .identifier else { return false }
    j += 1
    if isWord(j, ":") { j += 2 }
    guard isWord(j, "=") else { return false }
    let className = text(j + 1)
    guard isWord(j + 2, "("), LayoutScriptReader.isViewClass(className) else { return false }
    script.views.append(LayoutView(name: name, className: className, location: location(i + 1)))
    if className == "UIStackView" { readArrangedSubviewsArgument(of: name, open: j + 2) }
    return true
  }

  static func isViewClass(_ name: String) -> Bool {
    name.startsWithBytes("UI") && (name.endsWithBytes("View") || name.isOneOf("UILabel UIButton UITextField UISwitch UISlider UIControl UIWindow"))
  }

  private mutating func readConstraint(dot: Int, open: Int, close: Int, activated: Bool) {
    let anchor = pathBefore(dot)
    guard let (item, attribute) = splitAnchor(anchor.path) else { return }
    let start = anchor.start
    var relation: AnchorConstraint.Relation?
    var item2: String?
    var attribute2: String?
    var multiplier = 1.0
    var constant = 0.0
    var readable = true
    for argument in arguments(open: open, close: close) {
      guard argument.count >= 3, isWord(argument[1], ":") else {
        readable = false
        continue
      }
      let label = text(argument[0])
      let value = Array(argument[2...])
      switch label {
      case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo":
        relation = LayoutScriptReader.relation(label)
        let path = value.map { text($0) }.joined()
        if let (other, otherAttribute) = splitAnchor(path), value.allSatisfy({ isWord($0, ".") || tokens[$0].kind != .punctuation }) {
          item2 = other
          attribute2 = otherAttribute
        } else {
          readable = false
        }
      case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
        relation = LayoutScriptReader.relation(label)
        if let number = number(value) { constant = number } else { readable = false }
      case "constant":
        if let number = number(value) { constant = number } else { readable = false }
      case "multiplier":
        if let number = number(value) { multiplier = number } else { readable = false }
      default:
        readable = false
      }
    }
    var isActivated = activated
    if isWord(close + 1, "."), isWord(close + 2, "isActive"), isWord(close + 3, "="), isWord(close + 4, "true") {
      isActivated = true
    }
    guard readable, let relation else {
      let end = min(close, tokens.count - 1)
      let source = end >= start ? String(decoding: origin.literal[tokens[start].start..<tokens[end].end], as: UTF8.self) : anchor.path
      diagnostics.emit(ExtractionMessages.unreadableConstraint(source), at: location(start))
      return
    }
    script.constraints.append(
      AnchorConstraint(
        item: item, attribute: attribute, relation: relation, item2: item2, attribute2: attribute2,
        multiplier: multiplier, constant: constant, isActivated: isActivated, location: location(start)))
    if let assignment, assignment.valueStart == start { named.append((assignment.name, script.constraints.count - 1)) }
    if let array = arrayAssignment, start < array.close {
      if let k = arrays.lastIndex(where: { $0.name.equalsBytes(array.name) }) {
        arrays[k].indices.append(script.constraints.count - 1)
      } else {
        arrays.append((array.name, [script.constraints.count - 1]))
      }
    }
    assignment = nil
  }

  /// `c.priority = .defaultHigh`, `UILayoutPriority(750)`, `UILayoutPriority.required`, `999`.
  private mutating func readPriority(of index: Int, valueAt i: Int) {
    var j = i
    if isWord(j, "UILayoutPriority") { j += 1 }
    if isWord(j, "(") {
      if let value = number([j + 1]) ?? number([j + 1, j + 2]) { script.constraints[index].priority = value }
      return
    }
    if isWord(j, "."), let value = namedPriority(j + 1) {
      script.constraints[index].priority = value
      return
    }
    if let value = number([j]) { script.constraints[index].priority = value }
  }

  /// The value of `UILayoutPriority`'s member named by token `i` (`defaultHigh`), or nil.
  /// Bytes, not a `[String: Double]`: hashing Strings pulls Unicode normalisation code into the
  /// lab module (wasm).
  private func namedPriority(_ i: Int) -> Double? {
    if isWord(i, "required") { return 1000 }
    if isWord(i, "defaultHigh") { return 750 }
    if isWord(i, "defaultLow") { return 250 }
    if isWord(i, "fittingSizeLevel") { return 50 }
    if isWord(i, "dragThatCanResizeScene") { return 510 }
    if isWord(i, "sceneSizeStayPut") { return 500 }
    return nil
  }

  static func relation(_ label: String) -> AnchorConstraint.Relation {
    if label.startsWithBytes("greaterThanOrEqualTo") { return .greaterThanOrEqual }
    if label.startsWithBytes("lessThanOrEqualTo") { return .lessThanOrEqual }
    return .equal
  }

  /// `view.safeAreaLayoutGuide.topAnchor` → (`view.safeAreaLayoutGuide`, `top`); an anchor
  /// without a receiver belongs to `self`.
  private func splitAnchor(_ path: String) -> (String, String)? {
    let bytes = Array(path.utf8)
    guard bytes.count > 6, bytes[(bytes.count - 6)...].elementsEqual("Anchor".utf8) else { return nil }
    let dot = bytes.lastIndex(of: UInt8(ascii: "."))
    let nameStart = dot.map { $0 + 1 } ?? 0
    guard bytes.count - 6 > nameStart else { return nil }
    let attribute = String(decoding: bytes[nameStart..<(bytes.count - 6)], as: UTF8.self)
    let item = dot.map { String(decoding: bytes[..<$0], as: UTF8.self) } ?? ""
    return (item.isEmpty ? "self" : item, attribute)
  }


  /// The dotted path ending just before token `i` (`scrollView.contentLayoutGuide`).
  func pathBefore(_ i: Int) -> (path: String, start: Int) {
    var j = i - 1
    var parts: [String] = []
    while j >= 0, tokens[j].kind == .identifier || tokens[j].kind == .typeIdentifier || isWord(j, "self") {
      parts.append(text(j))
      if j >= 2, isWord(j - 1, ".") {
        j -= 2
      } else {
        j -= 1
        break
      }
    }
    return (parts.reversed().joined(separator: "."), j + 1)
  }

  /// The dotted path starting at token `i`.
  func pathAfter(_ i: Int) -> String {
    var j = i
    var parts: [String] = []
    while j < tokens.count, tokens[j].kind == .identifier || tokens[j].kind == .typeIdentifier || isWord(j, "self") {
      parts.append(text(j))
      guard isWord(j + 1, ".") else { break }
      j += 2
    }
    return parts.joined(separator: ".")
  }

  /// Arguments between `open` and `close`, split at top-level commas.
  func arguments(open: Int, close: Int) -> [[Int]] {
    var result: [[Int]] = []
    var current: [Int] = []
    var depth = 0
    var i = open + 1
    while i < close {
      let word = text(i)
      if word == "(" || word == "[" { depth += 1 }
      if word == ")" || word == "]" { depth -= 1 }
      if depth == 0, word == "," {
        result.append(current)
        current = []
      } else {
        current.append(i)
      }
      i += 1
    }
    if !current.isEmpty { result.append(current) }
    return result
  }

  /// A literal number with an optional sign.
  func number(_ value: [Int]) -> Double? {
    var sign = 1.0
    var rest = value[...]
    if let first = rest.first, isWord(first, "-") || isWord(first, "+") {
      if isWord(first, "-") { sign = -1 }
      rest = rest.dropFirst()
    }
    guard rest.count == 1, let only = rest.first, tokens[only].kind == .number else { return nil }
    // Bytes, not Characters: iterating Characters pulls grapheme breaking into the lab module.
    // A number token is ASCII but for a hexadecimal one's name bytes, which Double refuses anyway.
    let digits = String(decoding: origin.literal[tokens[only].range].filter { $0 != UInt8(ascii: "_") }, as: UTF8.self)
    return Double(digits).map { $0 * sign }
  }

  /// Index of the token that closes the bracket at `open`.
  func matching(_ open: Int) -> Int? {
    var depth = 0
    var i = open
    while i < tokens.count {
      if tokens[i].kind != .punctuation {
        i += 1
        continue
      }
      if isWord(i, "(") || isWord(i, "[") || isWord(i, "{") { depth += 1 }
      if isWord(i, ")") || isWord(i, "]") || isWord(i, "}") {
        depth -= 1
        if depth == 0 { return i }
      }
      i += 1
    }
    return nil
  }

  func location(_ i: Int) -> SourceLocation {
    origin.location(ofLiteralOffset: i < tokens.count ? tokens[i].start : origin.literal.count)
  }
}
