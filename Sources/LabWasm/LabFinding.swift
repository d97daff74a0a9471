// What the lab reports, each at a line of the snippet, in both languages: the engine's
// diagnostics (worded as Xcode and the notes word them, the engine's text kept as `detail`),
// the reader's and runner's refusals, the lines it does not read, and fix hints.
internal import NotesCore
internal import NotesBook
internal import ScrollExamples
internal import ScrollLayout

/// A suggested change: insert `code` after line `after`, or on line `after` replace `find`
/// with `replace`.
struct LabFix {
  var en: String
  var zh: String
  var code: String
  var after: Int
  var find: String = ""
  var replace: String = ""
}

struct LabFinding {
  var id: String
  /// `error`, `warning`, `unsupported` or `note`.
  var severity: String
  /// The line the finding points at (1-based; 0: none).
  var line: Int
  /// Every line involved (the constraints of a conflict), `line` first.
  var lines: [Int] = []
  var en: String
  var zh: String
  /// The engine's own text, as the console prints it.
  var detail: String = ""
  /// The constraints involved, as `NSLayoutConstraint.formula`.
  var constraints: [String] = []
  var fix: LabFix? = nil

  var sortLine: Int { line > 0 ? line : Int.max }
  var order: Int {
    switch severity {
    case "error": 0
    case "warning": 1
    case "unsupported": 2
    default: 3
    }
  }

  @inline(never) func write(_ out: inout LabJSON) {
    out.object()
    out.key("id"); out.string(id)
    out.key("severity"); out.string(severity)
    out.key("line"); out.number(Double(line))
    out.key("lines"); out.numbers(lines.isEmpty && line > 0 ? [line] : lines)
    out.key("en"); out.string(en)
    out.key("zh"); out.string(zh)
    if !detail.isEmpty {
      out.key("detail"); out.string(detail)
    }
    if !constraints.isEmpty {
      out.key("constraints"); out.strings(constraints)
    }
    if let fix {
      out.key("fix")
      out.object()
      out.key("en"); out.string(fix.en)
      out.key("zh"); out.string(fix.zh)
      out.key("code"); out.string(fix.code)
      out.key("after"); out.number(Double(fix.after))
      if !fix.find.isEmpty {
        out.key("find"); out.string(fix.find)
        out.key("replace"); out.string(fix.replace)
      }
      out.endObject()
    }
    out.endObject()
  }

  @inline(never) init(id: String, severity: String, line: Int, lines: [Int] = [], en: String, zh: String) {
    self.id = id
    self.severity = severity
    self.line = line
    self.lines = lines
    self.en = en
    self.zh = zh
  }

  @inline(never) init(_ note: LineNote) {
    self.init(id: note.id, severity: note.kind == .unsupported ? "unsupported" : "note", line: note.line, en: note.en, zh: note.zh)
  }

  /// The reader's "cannot read the layout constraint '…'".
  @inline(never) static func unreadable(_ message: String, line: Int) -> LabFinding {
    let quoted = between(message, UInt8(ascii: "'"), UInt8(ascii: "'")) ?? ""
    if message.startsWithBytes("cannot read the stack view statement") {
      // "cannot read the stack view statement '…': <reason>; it is left out of the layout script"
      // (reasons hold no colon, so the reason starts after the last one). Bytes, not
      // Characters, for the module's size (grapheme breaking).
      let bytes = Array(message.utf8)
      let afterColon = bytes.lastIndex(of: UInt8(ascii: ":")).map { bytes[($0 + 1)...] } ?? []
      let reason = String(decoding: (afterColon.split(separator: UInt8(ascii: ";"), maxSplits: 1).first ?? []).dropFirst(), as: UTF8.self)
      var finding = LabFinding(
        id: "lab.unreadable-stack", severity: "unsupported", line: line,
        en: fill("the reader cannot read the stack view statement `{}`, so it is left out: {}", quoted, reason),
        zh: fill("读取器无法读取栈视图语句 `{}`，因此它不参与布局（原因：{}）", quoted, reason))
      finding.detail = message
      return finding
    }
    var finding = LabFinding(
      id: "lab.unreadable-constraint", severity: "unsupported", line: line,
      en: fill("the reader cannot read the constraint `{}`, so it is left out: the lab reads `equalTo:`, `greaterThanOrEqualTo:`, `lessThanOrEqualTo:` (and their `Constant` forms) with literal `constant:` and `multiplier:`", quoted),
      zh: fill("读取器无法读取约束 `{}`，因此它不参与布局：实验室读取 `equalTo:`、`greaterThanOrEqualTo:`、`lessThanOrEqualTo:`（及其 `Constant` 形式），`constant:` 和 `multiplier:` 须为字面数字", quoted))
    finding.detail = message
    return finding
  }

  /// Something the runner could not map onto the model (`LayoutScriptError`).
  @inline(never) static func mapping(_ error: LayoutScriptError) -> LabFinding {
    let text = error.message
    let name = between(text, UInt8(ascii: "`"), UInt8(ascii: "`")) ?? ""
    let zh: String
    if text.endsWithBytes("is declared twice") {
      zh = fill("`{}` 声明了两次", name)
    } else if text.endsWithBytes("is not a view created in this snippet") {
      zh = fill("`{}` 不是这段代码创建的视图（先写 `let {} = UIView()`）", name, name)
    } else if text.includes("is not a scroll view, so it has no ") {
      let guide = Array(text.utf8).split(separator: UInt8(ascii: " ")).last.map { String(decoding: $0, as: UTF8.self) } ?? ""
      zh = fill("`{}` 不是滚动视图，所以没有 {}", name, guide)
    } else if text.endsWithBytes("is not a view or layout guide the model knows") {
      zh = fill("模型不认识视图或布局指南 `{}`", name)
    } else if text.startsWithBytes("the model has no ") {
      zh = fill("模型没有 `{}`（基线需要文字排版）", name)
    } else if text.startsWithBytes("cannot relate ") {
      let related = String(decoding: text.utf8.dropFirst("cannot relate ".utf8.count), as: UTF8.self)
      zh = "无法建立这条约束：" + related.replacingAll(" to ", "与") + "（锚点的种类不同，或位置锚点带了倍数）"
    } else {
      zh = "无法映射到布局模型：" + text
    }
    return LabFinding(id: "lab.mapping", severity: "error", line: error.location?.line ?? 0, en: text, zh: zh)
  }

  /// The engine's diagnostics of the pass, each pointed at the snippet's lines.
  @inline(never) static func layout(
    _ diagnostics: [LayoutDiagnostic], script: LayoutScript, solved: SolvedLayoutScript, lines: ConstraintLines
  ) -> [LabFinding] {
    var result: [LabFinding] = []
    for diagnostic in diagnostics {
      let involved = lines.lines(diagnostic.constraints)
      var finding: LabFinding
      switch diagnostic.id {
      case LayoutDiagnostic.scrollableContentSizeAmbiguity:
        let axis = diagnostic.message.includes("content width") ? "width" : "height"
        let scrollView = script.views.first { diagnostic.message.includes(fill("({}.contentSize.", $0.name)) }
        let name = scrollView?.name ?? "scrollView"
        let line = scrollView?.location?.line ?? involved.first ?? 0
        finding = LabFinding(
          id: "layout.scrollable-content-size-ambiguity", severity: "warning", line: line, lines: [line] + involved.filter { $0 != line },
          en: fill("Scrollable Content Size Ambiguity: {} has ambiguous scrollable content {}; the constraints to its content area do not decide it", name, axis),
          zh: fill("Scrollable Content Size Ambiguity（可滚动内容尺寸有歧义）：{} 的可滚动内容{}不确定，到内容区域的约束没有决定它", name, axis == "width" ? "宽度" : "高度"))
      case LayoutDiagnostic.ambiguousLayout:
        let view = script.views.first { diagnostic.message.startsWithBytes(fill("Ambiguous Layout: {} has", $0.name)) }
        let name = view?.name ?? ""
        let open = view.flatMap { solved.views[$0.name] }?.undeterminedFrameValues ?? []
        var list = ""
        for part in open { list += (list.isEmpty ? "" : ", ") + part }
        finding = LabFinding(
          id: "layout.ambiguous-layout", severity: "warning", line: view?.location?.line ?? 0,
          en: fill("Ambiguous Layout: nothing decides {}'s {}; the solver picked a value", name, list),
          zh: fill("Ambiguous Layout（布局有歧义）：没有约束决定 {} 的 {}，由求解器任取一个值", name, list))
      default:
        if diagnostic.message.startsWithBytes("Unable to activate") {
          finding = LabFinding(
            id: "layout.unsatisfiable-constraints", severity: "error", line: involved.first ?? 0, lines: involved,
            en: "Unable to activate the constraint: its views have no common ancestor (is an addSubview missing?)",
            zh: "无法激活这条约束：两端的视图没有共同的祖先视图（是不是少了 addSubview？）")
        } else {
          let broken = diagnostic.constraints.last ?? ""
          let brokenLine = lines.lines([broken]).last ?? involved.last ?? 0
          let count = String(diagnostic.constraints.count)
          finding = LabFinding(
            id: "layout.unsatisfiable-constraints", severity: "error", line: brokenLine,
            lines: [brokenLine] + involved.filter { $0 != brokenLine },
            en: fill("Unable to simultaneously satisfy constraints: these {} conflict; the engine breaks `{}`, the last one activated", count, broken),
            zh: fill("Unable to simultaneously satisfy constraints（无法同时满足约束）：这 {} 条约束互相矛盾；引擎放弃最后激活的 `{}`", count, broken))
          if let pinned = diagnostic.constraints.first(where: { $0.includes(" (NSAutoresizingMaskLayoutConstraint)") }) {
            let view = String(decoding: pinned.utf8.prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
            let line = script.views.first { $0.name == view }?.location?.line ?? 0
            finding.fix = LabFix(
              en: fill("`{}` still turns its autoresizing mask into constraints, which pin the frame as set; turn that off", view),
              zh: fill("`{}` 仍把 autoresizing mask 转成约束，把 frame 固定为设置的值；请关掉它", view),
              code: fill("{}.translatesAutoresizingMaskIntoConstraints = false", view), after: line)
          }
        }
      }
      finding.detail = diagnostic.message
      finding.constraints = diagnostic.constraints
      result.append(finding)
    }
    return result
  }

  /// The text between the first `open` and the next `close` (bytes, not Characters).
  static func between(_ text: String, _ open: UInt8, _ close: UInt8) -> String? {
    let bytes = Array(text.utf8)
    guard let start = bytes.firstIndex(of: open) else { return nil }
    let rest = bytes[(start + 1)...]
    guard let end = rest.firstIndex(of: close) else { return nil }
    return String(decoding: rest[..<end], as: UTF8.self)
  }
}

extension String {
  /// Whether `part` occurs in the text (`contains(_:)` for strings is not in Embedded Swift).
  func includes(_ part: String) -> Bool {
    let text = Array(utf8), find = Array(part.utf8)
    guard find.count <= text.count else { return false }
    if find.isEmpty { return true }
    for i in 0...(text.count - find.count) where text[i..<(i + find.count)].elementsEqual(find) { return true }
    return false
  }

  /// Every `target` replaced with `replacement` (no Foundation).
  func replacingAll(_ target: String, _ replacement: String) -> String {
    let text = Array(utf8), find = Array(target.utf8)
    guard !find.isEmpty else { return self }
    var out: [UInt8] = []
    var i = 0
    while i < text.count {
      if i + find.count <= text.count, text[i..<(i + find.count)].elementsEqual(find) {
        out += replacement.utf8
        i += find.count
      } else {
        out.append(text[i])
        i += 1
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}
