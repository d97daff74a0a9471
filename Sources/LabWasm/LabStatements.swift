// The lab's account of every line: the layout reader (NotesExtraction) keeps what it can turn
// into a script and drops the rest; here each statement of the snippet is classified, so a line
// the reader does not use is marked with the reason instead of being skipped in silence.
internal import NotesBook
internal import NotesCore
internal import NotesExtraction
internal import NotesLexer

/// A statement of the snippet: significant tokens `first...last` (indices into `LabSource.tokens`).
struct LabStatement {
  var first: Int
  var last: Int
}

/// The snippet as tokens without whitespace and comments, each with its 1-based line.
struct LabSource {
  let bytes: [UInt8]
  let tokens: [SwiftToken]
  let lines: [Int]
  /// Byte offset of each line's start.
  let lineStarts: [Int]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var starts = [0]
    for (i, byte) in bytes.enumerated() where byte == 0x0A { starts.append(i + 1) }
    lineStarts = starts
    var kept: [SwiftToken] = []
    var lines: [Int] = []
    var line = 1
    for token in SwiftLexer.tokenize(bytes) {
      switch token.kind {
      case .newline: line += 1
      case .whitespace: break
      case .comment:
        // A block comment may span lines.
        for i in token.start..<token.end where bytes[i] == 0x0A { line += 1 }
      default:
        kept.append(token)
        lines.append(line)
        if token.kind == .string { for i in token.start..<token.end where bytes[i] == 0x0A { line += 1 } }
      }
    }
    tokens = kept
    self.lines = lines
  }

  var lineCount: Int { lineStarts.count }

  /// Whether token `i` is exactly `word`, compared on bytes.
  @inline(never) func isWord(_ i: Int, _ word: StaticString) -> Bool {
    guard i >= 0, i < tokens.count else { return false }
    let token = tokens[i]
    guard token.end - token.start == word.utf8CodeUnitCount else { return false }
    let expected = word.utf8Start
    for k in 0..<word.utf8CodeUnitCount where bytes[token.start + k] != expected[k] { return false }
    return true
  }

  /// Whether token `i` is one of the space-separated `words` (`"let var"`), compared on bytes.
  @inline(never) func isOneOf(_ i: Int, _ words: StaticString) -> Bool {
    guard i >= 0, i < tokens.count else { return false }
    let token = tokens[i]
    return bytes.withUnsafeBufferPointer { ASCIIWords.list(words, contains: UnsafeBufferPointer(rebasing: $0[token.start..<token.end])) }
  }

  @inline(never) func text(_ i: Int) -> String {
    i >= 0 && i < tokens.count ? String(decoding: bytes[tokens[i].start..<tokens[i].end], as: UTF8.self) : ""
  }

  @inline(never) func kind(_ i: Int) -> SwiftTokenKind? { i >= 0 && i < tokens.count ? tokens[i].kind : nil }

  @inline(never) func isName(_ i: Int) -> Bool {
    guard let kind = kind(i) else { return false }
    return kind == .identifier || kind == .typeIdentifier || isWord(i, "self") || bytes[tokens[i].start] == UInt8(ascii: "$")
  }

  /// The source text of tokens `a...b`, as written (for messages).
  @inline(never) func source(_ a: Int, _ b: Int) -> String {
    guard a <= b, a >= 0, b < tokens.count else { return "" }
    return String(decoding: bytes[tokens[a].start..<tokens[b].end], as: UTF8.self)
  }

  /// Splits the tokens into statements: a line break ends one unless a bracket is open, the
  /// next line starts with `.` or an operator, or this one ends with an operator, `,` or `=`.
  /// `{` ends a header (`for v in [a, b] {`), `}` stands alone, `;` separates.
  @inline(never) func statements() -> [LabStatement] {
    var result: [LabStatement] = []
    var start = 0
    var depth = 0
    var i = 0
    func close(_ end: Int) {
      if end >= start { result.append(LabStatement(first: start, last: end)) }
      start = end + 1
    }
    while i < tokens.count {
      if isOneOf(i, "( [") { depth += 1 }
      if isOneOf(i, ") ]") { depth = max(0, depth - 1) }
      if depth == 0 {
        if isWord(i, ";") {
          close(i - 1)
          start = i + 1
          i += 1
          continue
        }
        if isWord(i, "{") {
          close(i)
          i += 1
          continue
        }
        if isWord(i, "}") {
          close(i - 1)
          // `}` with what follows on its line (`})`, `}.` are rare): one statement.
          var end = i
          while end + 1 < tokens.count, lines[end + 1] == lines[i], !isWord(end + 1, "}"), !isName(end + 1) { end += 1 }
          close(end)
          i = end + 1
          continue
        }
      }
      if depth == 0, i + 1 < tokens.count, lines[i + 1] != lines[i], !continues(after: i) { close(i) }
      i += 1
    }
    close(tokens.count - 1)
    return result
  }

  /// Whether the statement goes on past the line break after token `i`.
  private func continues(after i: Int) -> Bool {
    if isWord(i + 1, ".") || kind(i + 1) == .operator && !isOneOf(i + 1, "! &") { return true }
    return kind(i) == .operator || isOneOf(i, ", :")
  }

  /// Top-level elements of the bracket opened at `open` (`[a, b]`, `(x: 1, y: 2)`), as token ranges.
  @inline(never) func elements(open: Int) -> (elements: [(Int, Int)], close: Int)? {
    var depth = 0
    var i = open
    var start = open + 1
    var result: [(Int, Int)] = []
    while i < tokens.count {
      if isOneOf(i, "( [ {") { depth += 1 }
      if isOneOf(i, ") ] }") {
        depth -= 1
        if depth == 0 {
          if i - 1 >= start { result.append((start, i - 1)) }
          return (result, i)
        }
      }
      if depth == 1, isWord(i, ",") {
        if i - 1 >= start { result.append((start, i - 1)) }
        start = i + 1
      }
      i += 1
    }
    return nil
  }

  /// The index of the first token `word` in `a...b` at bracket depth 0, or nil.
  @inline(never) func find(_ word: StaticString, _ a: Int, _ b: Int) -> Int? {
    var depth = 0
    var i = a
    while i <= b {
      if depth == 0, isWord(i, word) { return i }
      if isOneOf(i, "( [ {") { depth += 1 }
      if isOneOf(i, ") ] }") { depth -= 1 }
      i += 1
    }
    return nil
  }

  /// A dotted name starting at `i` (`scrollView.contentLayoutGuide`) and the index after it.
  @inline(never) func path(at i: Int) -> (path: String, next: Int)? {
    guard isName(i) else { return nil }
    var parts = [text(i)]
    var j = i + 1
    while isWord(j, "."), isName(j + 1), !isWord(j + 2, "(") || j + 2 >= tokens.count {
      parts.append(text(j + 1))
      j += 2
    }
    var joined = ""
    for part in parts { joined += joined.isEmpty ? part : "." + part }
    return (joined, j)
  }

  /// Whether `a...b` holds an anchor's `.constraint(` call (`x.topAnchor.constraint(`).
  @inline(never) func holdsConstraintCall(_ a: Int, _ b: Int) -> Bool {
    var i = a
    while i + 2 <= b {
      if isWord(i + 1, "constraint"), isWord(i, "."), isWord(i + 2, "("), text(i - 1).endsWithBytes("Anchor") { return true }
      i += 1
    }
    return false
  }
}

/// What the lab says about one line besides the layout's own diagnostics.
struct LineNote {
  enum Kind { case unsupported, note }
  var kind: Kind
  var id: String
  var line: Int
  var en: String
  var zh: String
}

/// Classifies every statement against what the reader read from it.
struct LabLineCheck {
  let source: LabSource
  let script: LayoutScript
  /// Lines where the reader reported something (an unreadable constraint): already explained.
  let readerLines: Set<Int>
  var notes: [LineNote] = []
  /// Names of constraints kept in variables (`let c = a.widthAnchor.constraint(…)`).
  /// (Lists compared on bytes, not `Set<String>`: String hashing costs the lab module.)
  var constraintNames: [String] = []
  /// Names of arrays of constraints (`let constraints = [a.topAnchor.constraint(…), …]`).
  var constraintArrays: [String] = []
  /// Lines of the root view's declaration (`let view = UIView(frame: …)`), which the lab
  /// replaces with its device.
  var rootDeclarations: Set<Int> = []

  // Word lists for `isOneOf`, space-separated: a `Set<String>` each cost the module 1.2 to 1.6 KB
  // of initialisation and pulled in String hashing.
  static let rootNames: StaticString = "view self.view self"
  static let structuralKeywords: StaticString =
    "class struct extension func override init private fileprivate public internal final open required convenience static @objc @MainActor import enum"
  static let modifiers: StaticString = "private fileprivate public internal lazy static final weak unowned"
  static let layoutCalls: StaticString = "layoutIfNeeded setNeedsLayout layoutSubviews updateConstraintsIfNeeded setNeedsUpdateConstraints"

  init(source: LabSource, script: LayoutScript, readerLines: Set<Int>) {
    self.source = source
    self.script = script
    self.readerLines = readerLines
  }

  mutating func run() {
    let statements = source.statements()
    // Constraint variables first: `activate([c])` may come before the line is reached.
    for statement in statements {
      let a = statement.first
      if source.isWord(a, "let") || source.isWord(a, "var"), source.isWord(a + 2, "="),
        source.holdsConstraintCall(a + 3, statement.last)
      {
        if source.isWord(a + 3, "[") { constraintArrays.append(source.text(a + 1)) } else { constraintNames.append(source.text(a + 1)) }
      }
    }
    for statement in statements { classify(statement) }
  }

  @inline(never) private mutating func unsupported(_ line: Int, _ id: String, _ en: String, _ zh: String) {
    guard !readerLines.contains(line) else { return }
    notes.append(LineNote(kind: .unsupported, id: id, line: line, en: en, zh: zh))
  }

  @inline(never) private mutating func note(_ line: Int, _ id: String, _ en: String, _ zh: String) {
    notes.append(LineNote(kind: .note, id: id, line: line, en: en, zh: zh))
  }

  /// Whether the reader kept a stack view statement (or `isHidden`) from `line`.
  @inline(never) private func readArrangement(onLine line: Int) -> Bool {
    script.arrangement.contains { $0.location?.line == line }
  }

  @inline(never) private func readConstraint(onLine line: Int) -> Bool {
    script.constraints.contains { $0.location?.line == line } || readerLines.contains(line)
  }

  private mutating func classify(_ whole: LabStatement) {
    let src = source
    var s = whole
    // `private let x = UIView()`, `@IBOutlet weak var …`: the modifiers say nothing to the layout.
    var k = s.first
    while k < s.last, src.isOneOf(k, Self.modifiers) || src.kind(k) == .attribute { k += 1 }
    if src.isWord(k, "let") || src.isWord(k, "var") { s.first = k }
    let a = s.first, b = s.last
    let line = src.lines[a]
    let shown = src.source(a, b)
    // Closing brackets, `import`, and declarations whose bodies are read as statements.
    if (a...b).allSatisfy({ src.isOneOf($0, ") ] } , ;") }) { return }
    if src.isOneOf(a, "import super") { return }
    if src.isOneOf(a, Self.structuralKeywords) || src.kind(a) == .attribute {
      if src.isWord(b, "{") || src.isWord(a, "import") { return }
      if src.isOneOf(a, "func override init") { return }
    }
    if src.isWord(b, "{") {
      header(s, line: line, shown: shown)
      return
    }
    if src.isOneOf(a, "let var") {
      declaration(s, line: line)
      return
    }
    if src.isWord(a, "NSLayoutConstraint"), src.isWord(a + 1, ".") {
      activation(s, line: line)
      return
    }
    if src.holdsConstraintCall(a, b) {
      constraintStatement(s, line: line, shown: shown)
      return
    }
    guard let (path, next) = src.path(at: a) else {
      unsupported(line, "lab.unsupported-statement",
        fill("`{}` is not a statement the lab reads (views, addSubview, translatesAutoresizingMaskIntoConstraints, anchor constraints, activation, priority)", shown),
        fill("实验室不读取 `{}`：只读取视图的创建、addSubview、translatesAutoresizingMaskIntoConstraints、锚点约束、激活和优先级", shown))
      return
    }
    let (owner, member) = Self.splitLast(path)
    // `a.b(…)`: a call on a view.
    if src.isWord(next, "."), src.isWord(next + 2, "(") || src.isWord(next + 2, "{") {
      call(src.text(next + 1), receiver: path, line: line, shown: shown, s: s, open: next + 2)
      return
    }
    if src.isWord(next, "(") {
      call(member, receiver: owner, line: line, shown: shown, s: s, open: next)
      return
    }
    // `a.b = …`: a property.
    if src.isWord(next, "=") {
      assignment(member, owner: owner, line: line, value: src.text(next + 1), valueNext: src.text(next + 2))
      return
    }
    unsupported(line, "lab.unsupported-statement",
      fill("`{}` is not a statement the lab reads (views, addSubview, translatesAutoresizingMaskIntoConstraints, anchor constraints, activation, priority)", shown),
      fill("实验室不读取 `{}`：只读取视图的创建、addSubview、translatesAutoresizingMaskIntoConstraints、锚点约束、激活和优先级", shown))
  }

  /// `for v in [a, b] {`, `[a, b].forEach {`, `if … {`, `class X {`.
  private mutating func header(_ s: LabStatement, line: Int, shown: String) {
    let src = source
    let a = s.first
    let first = src.text(a)
    if src.isWord(a, "for") {
      if src.isName(a + 1), src.isWord(a + 2, "in"), let list = src.elements(open: a + 3), src.isWord(a + 3, "["),
        list.elements.allSatisfy({ $0.0 == $0.1 && src.isName($0.0) }), list.close + 1 == s.last
      {
        return
      }
      unsupported(line, "lab.unsupported-loop",
        "only `for v in [a, b] { … }` over a written list of views is read; this loop's body is read once, with its variable unknown",
        "只读取遍历写明的视图列表的 `for v in [a, b] { … }`；这个循环的循环体只按一次读取，循环变量未知")
      return
    }
    if src.isWord(a, "["), let list = src.elements(open: a), src.isWord(list.close + 1, "."), src.isWord(list.close + 2, "forEach") {
      if list.elements.allSatisfy({ $0.0 == $0.1 && src.isName($0.0) }) { return }
    }
    if src.isOneOf(a, "if guard while switch else repeat do case default") {
      unsupported(line, "lab.unsupported-condition",
        fill("conditions are not evaluated: the statements inside `{}` are read as if it always ran", first),
        fill("条件不会被求值：`{}` 里的语句一律当作会执行来读取", first))
      return
    }
    if src.isOneOf(a, Self.structuralKeywords) || src.kind(a) == .attribute || src.isWord(a, "lazy") { return }
    unsupported(line, "lab.unsupported-block",
      fill("`{}` opens a block the lab does not follow; the statements inside are read on their own", shown),
      fill("实验室不理解 `{}` 开始的代码块；其中的语句单独读取", shown))
  }

  /// `let name = UIView()`, `let c = a.topAnchor.constraint(…)`, anything else kept in a variable.
  private mutating func declaration(_ s: LabStatement, line: Int) {
    let src = source
    let a = s.first, b = s.last
    let name = src.text(a + 1)
    guard let equals = src.find("=", a + 1, b) else {
      unsupported(line, "lab.unsupported-variable",
        fill("`{}` has no value here; the lab reads views (`let v = UIView()`) and constraints (`let c = a.topAnchor.constraint(…)`) kept in variables", name),
        fill("`{}` 在这里没有值；实验室读取存进变量的视图（`let v = UIView()`）和约束（`let c = a.topAnchor.constraint(…)`）", name))
      return
    }
    let value = equals + 1
    if src.isWord(value, "["), src.holdsConstraintCall(value, b), let list = src.elements(open: value) {
      for (x, y) in list.elements {
        constraintElement(x, y)
      }
      return
    }
    if src.holdsConstraintCall(value, b) {
      constraintStatement(s, line: line, shown: src.source(a, b))
      return
    }
    let className = src.text(value)
    if src.kind(value) == .typeIdentifier, src.isWord(value + 1, "(") {
      if LayoutSnippetReading.isViewClass(className) {
        if name.isOneOf(Self.rootNames) {
          rootDeclarations.insert(line)
          note(line, "lab.root-view",
            fill("`{}` is the view controller's root view: the lab's device preset sets its size, so the frame written here is not used", name),
            fill("`{}` 是视图控制器的根视图：它的尺寸由实验室的设备预设决定，这里写的 frame 不起作用", name))
          return
        }
        if !script.views.contains(where: { $0.location?.line == line && $0.name == name }) {
          unsupported(line, "lab.unread-view",
            fill("the reader did not take `{}` as a view: write `let {} = {}()`", name, name, className),
            fill("读取器没有把 `{}` 当作视图：请写成 `let {} = {}()`", name, name, className))
          return
        }
        if let reason = Self.plainViewReason(className) { note(line, "lab.plain-view", reason.en, reason.zh) }
        return
      }
      if src.isWord(value, "UILayoutGuide") {
        unsupported(line, "lab.custom-guide",
          "custom layout guides are not read; the lab knows safeAreaLayoutGuide, contentLayoutGuide and frameLayoutGuide",
          "不读取自定义布局指南；实验室只认识 safeAreaLayoutGuide、contentLayoutGuide 和 frameLayoutGuide")
        return
      }
      unsupported(line, "lab.not-a-view",
        fill("`{}` is not a view: the lab creates views (UIView and its subclasses) only", className),
        fill("`{}` 不是视图：实验室只创建视图（UIView 及其子类）", className))
      return
    }
    if let (path, next) = src.path(at: value), next > b,
      Self.splitLast(path).member.isOneOf("contentSize frame bounds contentOffset adjustedContentInset safeAreaInsets layoutFrame hasAmbiguousLayout")
    {
      note(line, "lab.read-value",
        fill("`{}` reads `{}`: the lab shows the values after layout beside the code, not at this line", name, path),
        fill("`{}` 读取 `{}`：实验室在代码旁显示布局之后的值，而不是这一行当时的值", name, path))
      return
    }
    if src.isWord(value, "[") {
      unsupported(line, "lab.constraint-array",
        "constraints kept in an array are not followed (they count as never activated); pass them to `NSLayoutConstraint.activate([…])` directly",
        "不跟踪存进数组的约束（它们算作从未激活）；请直接写在 `NSLayoutConstraint.activate([…])` 里")
      return
    }
    unsupported(line, "lab.unsupported-variable",
      fill("only views (`let v = UIView()`) and constraints (`let c = a.topAnchor.constraint(…)`) are kept in variables; `{}` is not used", name),
      fill("变量里只读取视图（`let v = UIView()`）和约束（`let c = a.topAnchor.constraint(…)`）；`{}` 不会被使用", name))
  }

  /// Views laid out as plain rectangles: no intrinsic content size, no arrangement.
  static func plainViewReason(_ className: String) -> (en: String, zh: String)? {
    if className.isOneOf("UIView UIScrollView UIStackView") { return nil }
    if className.isOneOf("UITableView UICollectionView UITextView") {
      return (fill("a `{}` is laid out as a plain `UIScrollView`: its cells and text are not modelled", className),
              fill("这里把 `{}` 当作普通的 `UIScrollView`：不模拟它的单元格和文字", className))
    }
    return (fill("a `{}` has no intrinsic content size here: give it a width and a height with constraints", className),
            fill("这里的 `{}` 没有固有内容尺寸：请用约束给出宽和高", className))
  }

  /// `a.b.c` → (`a.b`, `c`); `a` → (``, `a`). On bytes: `split(separator:)` on a String
  /// iterates Characters (grapheme breaking). The paths are names joined by single dots.
  static func splitLast(_ path: String) -> (owner: String, member: String) {
    let bytes = Array(path.utf8)
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return ("", path) }
    return (String(decoding: bytes[..<dot], as: UTF8.self), String(decoding: bytes[(dot + 1)...], as: UTF8.self))
  }

  /// `NSLayoutConstraint.activate([…])` and its elements.
  private mutating func activation(_ s: LabStatement, line: Int) {
    let src = source
    let a = s.first
    let verb = src.text(a + 2)
    guard src.isWord(a + 2, "activate"), src.isWord(a + 3, "(") else {
      unsupported(line, "lab.unsupported-call",
        fill("`NSLayoutConstraint.{}` is not read; the lab reads `NSLayoutConstraint.activate([…])` and `.isActive = true`", verb),
        fill("不读取 `NSLayoutConstraint.{}`；实验室读取 `NSLayoutConstraint.activate([…])` 和 `.isActive = true`", verb))
      return
    }
    if constraintArrays.containsBytes(src.text(a + 4)), src.isWord(a + 5, ")") { return }
    guard src.isWord(a + 4, "["), let list = src.elements(open: a + 4) else {
      unsupported(line, "lab.activate-variable",
        "`activate` is read with a written list `[…]`; constraints in an array variable are not followed",
        "`activate` 只读取直接写出的列表 `[…]`；不跟踪数组变量里的约束")
      return
    }
    for (x, y) in list.elements { constraintElement(x, y) }
  }

  /// One element of a written list of constraints: a constraint, or one kept in a `let`.
  private mutating func constraintElement(_ x: Int, _ y: Int) {
    let src = source
    do {
      let elementLine = src.lines[x]
      if src.holdsConstraintCall(x, y) {
        constraintStatement(LabStatement(first: x, last: y), line: elementLine, shown: src.source(x, y), inActivate: true)
      } else if x == y, constraintNames.containsBytes(src.text(x)) {
        return
      } else {
        unsupported(elementLine, "lab.unsupported-element",
          fill("`{}` is not a constraint the lab can follow: write the constraint here or keep it in a `let`", src.source(x, y)),
          fill("实验室无法跟踪 `{}`：请把约束直接写在这里，或存进 `let` 变量", src.source(x, y)))
      }
    }
  }

  /// A statement holding an anchor's `.constraint(…)` call.
  private mutating func constraintStatement(_ s: LabStatement, line: Int, shown: String, inActivate: Bool = false) {
    guard readConstraint(onLine: line) else {
      unsupported(line, "lab.unread-constraint",
        fill("the reader could not take `{}` as a constraint: write `a.xAnchor.constraint(equalTo: b.xAnchor, constant: 8)` on one receiver path", shown),
        fill("读取器无法把 `{}` 当作约束：请写成 `a.xAnchor.constraint(equalTo: b.xAnchor, constant: 8)` 的形式", shown))
      return
    }
    if !inActivate, let written = script.constraints.first(where: { $0.location?.line == line }), !written.isActivated {
      note(line, "lab.not-activated",
        "this constraint is made but never activated, so it has no effect (add `.isActive = true` or put it in `NSLayoutConstraint.activate([…])`)",
        "这条约束创建了但从未激活，因此不起作用（加上 `.isActive = true`，或放进 `NSLayoutConstraint.activate([…])`）")
    }
  }

  /// `receiver.name(…)`.
  private mutating func call(_ name: String, receiver: String, line: Int, shown: String, s: LabStatement, open: Int) {
    if name.isOneOf("addSubview") {
      if script.subviews.contains(where: { $0.location?.line == line }) { return }
      unsupported(line, "lab.unread-subview",
        "the reader could not take this `addSubview` (write `parent.addSubview(child)` with view names)",
        "读取器无法读取这个 `addSubview`（请写成 `parent.addSubview(child)`，两边都是视图名）")
    } else if name.isOneOf(Self.layoutCalls) {
      return  // the lab lays out after every edit
    } else if name.isOneOf("addArrangedSubview insertArrangedSubview removeArrangedSubview") {
      if readArrangement(onLine: line) { return }
      unsupported(line, "lab.stack-view",
        fill("the reader could not take this `{}` (write `stack.{}(view)` on a stack view made in this snippet)", name, name),
        fill("读取器无法读取这个 `{}`（请对这段代码里创建的栈视图写 `stack.{}(view)`）", name, name))
    } else if name.isOneOf("setContentHuggingPriority setContentCompressionResistancePriority") {
      unsupported(line, "lab.intrinsic-size",
        fill("`{}` has no effect here: no view has an intrinsic content size in the lab", name),
        fill("`{}` 在这里不起作用：实验室里的视图都没有固有内容尺寸", name))
    } else if name.isOneOf("addLayoutGuide") {
      unsupported(line, "lab.custom-guide",
        "custom layout guides are not read; the lab knows safeAreaLayoutGuide, contentLayoutGuide and frameLayoutGuide",
        "不读取自定义布局指南；实验室只认识 safeAreaLayoutGuide、contentLayoutGuide 和 frameLayoutGuide")
    } else if name.isOneOf("forEach") {
      return
    } else {
      unsupported(line, "lab.unsupported-call",
        fill("`{}(…)` is not a call the lab reads; it does not change the layout here", name),
        fill("实验室不读取 `{}(…)` 调用；它在这里不影响布局", name))
    }
  }

  /// `owner.name = value`.
  private mutating func assignment(_ name: String, owner: String, line: Int, value: String, valueNext: String) {
    if name.isOneOf("translatesAutoresizingMaskIntoConstraints") {
      if value.isOneOf("false true") { return }
      unsupported(line, "lab.unsupported-value",
        "`translatesAutoresizingMaskIntoConstraints` is read when set to `false` or `true` literally",
        "只读取把 `translatesAutoresizingMaskIntoConstraints` 直接设为 `false` 或 `true` 的写法")
    } else if name.isOneOf("axis distribution alignment spacing isHidden") {
      if readArrangement(onLine: line) { return }
      unsupported(line, "lab.stack-view",
        fill("`{}` is read on a stack view made in this snippet (`isHidden` on any view), set to a written value", name),
        fill("只读取这段代码里创建的栈视图的 `{}`（`isHidden` 可用于任何视图），且值要直接写出", name))
    } else if name.isOneOf("isActive priority") {
      if constraintNames.containsBytes(owner) { return }
      unsupported(line, "lab.unknown-constraint",
        fill("`{}` is not a constraint kept in a `let` in this snippet, so its `{}` cannot be set", owner, name),
        fill("`{}` 不是这段代码里存进 `let` 的约束，无法设置它的 `{}`", owner, name))
    } else if name.isOneOf("constant multiplier") {
      unsupported(line, "lab.changed-constant",
        fill("changing `{}` after the constraint is made is not read; write it in the constraint (`constant: 8`)", name),
        fill("不读取约束创建之后对 `{}` 的修改；请写在约束里（`constant: 8`）", name))
    } else if name.isOneOf("frame bounds center") {
      unsupported(line, "lab.frame-assignment",
        fill("`{}` set by hand is not read: the lab computes frames from constraints only", name),
        fill("不读取手动设置的 `{}`：实验室只根据约束计算 frame", name))
    } else if name.isOneOf("contentInset contentOffset contentSize contentInsetAdjustmentBehavior") {
      unsupported(line, "lab.scroll-state",
        fill("`{}` is not read: the lab lays out at content offset 0 with no content inset; the content size comes from the constraints", name),
        fill("不读取 `{}`：实验室在内容偏移 0、没有内容内边距的状态下布局；内容尺寸由约束决定", name))
    } else {
      unsupported(line, "lab.unsupported-property",
        fill("`{}` is not read: the lab models views, the view tree and constraints; this does not change the layout here", name),
        fill("不读取 `{}`：实验室只模拟视图、视图层级和约束；它在这里不影响布局", name))
    }
  }
}
