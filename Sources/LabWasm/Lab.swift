// The Auto Layout lab (issue 18): the reader's Swift in, a solved layout out, as JSON. The same
// code runs natively (tests, the site build's no-script example, `scrollnotes lab`) and as the
// lab's WebAssembly module (scripts/build-lab-wasm.sh, exports in LabExports.swift), so both
// give the same bytes. The reader is the articles' (NotesExtraction.LayoutScriptReader), the
// runner the build's (ScrollExamples.LayoutScriptRunner), the engine ScrollLayout.
public import NotesCore
internal import NotesBook
internal import NotesExtraction
internal import ScrollExamples
internal import ScrollLayout
internal import ScrollModel

/// A root view size the lab offers: the notes' 375 × 667 with no safe area (what every layout
/// example of the articles uses), then the model's iPhone classes with their safe areas.
public struct LabDevice: Sendable {
  public var id: String
  public var en: String
  public var zh: String
  let deviceClass: DeviceClass?

  public static let all: [LabDevice] = [
    LabDevice(id: "notes", en: "As in the notes (375 × 667, no safe area)", zh: "同笔记（375 × 667，无安全区域）", deviceClass: nil),
    LabDevice(id: "se", en: "iPhone SE (375 × 667)", zh: "iPhone SE（375 × 667）", deviceClass: .homeButton),
    LabDevice(id: "x", en: "iPhone 11 Pro (375 × 812)", zh: "iPhone 11 Pro（375 × 812）", deviceClass: .notch),
    LabDevice(id: "xr", en: "iPhone 11 (414 × 896)", zh: "iPhone 11（414 × 896）", deviceClass: .notchLCD),
    LabDevice(id: "13", en: "iPhone 13 (390 × 844)", zh: "iPhone 13（390 × 844）", deviceClass: .notch47),
    LabDevice(id: "mini", en: "iPhone 13 mini (375 × 812)", zh: "iPhone 13 mini（375 × 812）", deviceClass: .notchMini),
    LabDevice(id: "15", en: "iPhone 15 (393 × 852)", zh: "iPhone 15（393 × 852）", deviceClass: .dynamicIsland),
    LabDevice(id: "16pro", en: "iPhone 16 Pro (402 × 874)", zh: "iPhone 16 Pro（402 × 874）", deviceClass: .dynamicIsland62),
  ]

  /// The root size and safe area in `landscape` or portrait.
  func root(landscape: Bool) -> (size: Size, safeArea: EdgeInsets) {
    guard let deviceClass else {
      return (landscape ? Size(width: 667, height: 375) : Size(width: 375, height: 667), .zero)
    }
    let preset = SafeAreaPreset(device: deviceClass, orientation: landscape ? .landscape : .portrait)
    return (preset.screenSize, preset.insets)
  }
}

/// Runs lab sources.
public enum Lab {
  /// The lab's answer for `source` (UTF-8) under device `device` (an index into
  /// `LabDevice.all`), as JSON bytes:
  /// `{"root", "frames", "contentSize", "ambiguous", "ambiguousViews", "views", "scrollViews",
  ///   "diagnostics", "constraintCount", "lineCount", "svg"}` (wasm/README.md "The lab module").
  public static func run(_ raw: [UInt8], device: Int, landscape: Bool) -> [UInt8] {
    let source = normalized(raw)
    let chosen = LabDevice.all[device >= 0 && device < LabDevice.all.count ? device : 0]
    let root = chosen.root(landscape: landscape)

    let read = LayoutSnippetReading.read(source)
    var script = read.script
    let lab = LabSource(source)
    var readerLines = Set<Int>()
    var findings: [LabFinding] = []
    for diagnostic in read.diagnostics {
      guard let line = diagnostic.location?.line else { continue }
      readerLines.insert(line)
      findings.append(LabFinding.unreadable(diagnostic.message, line: line))
    }
    var check = LabLineCheck(source: lab, script: script, readerLines: readerLines)
    check.run()
    // The device is the root view: a `let view = UIView(frame: …)` of the snippet stands for it.
    script.views.removeAll { $0.name.isOneOf(LabLineCheck.rootNames) && check.rootDeclarations.contains($0.location?.line ?? -1) }

    let solved = LayoutScriptRunner.solve(script, rootSize: root.size, safeArea: root.safeArea, activatesDespiteErrors: true)
    defer { solved.release() }
    for error in solved.errors { findings.append(LabFinding.mapping(error)) }
    let lines = ConstraintLines(script: script, solved: solved)
    let layout = solved.result(script, evenWithErrors: true)
    findings += LabFinding.layout(layout.diagnostics, script: script, solved: solved, lines: lines)
    findings += LabHints.hints(script: script, result: layout, lines: lines)
    for note in check.notes { findings.append(LabFinding(note)) }
    findings.sort { ($0.sortLine, $0.order) < ($1.sortLine, $1.order) }

    // Frames by name (superview coordinates, as the examples record them); everything else
    // in the root's coordinates, for drawing.
    var figure = LabFigure(root: Rect(origin: .zero, size: root.size), safeArea: solved.root.safeAreaLayoutGuide.layoutFrame)
    var out = LabJSON()
    out.object()
    out.key("root")
    out.object()
    out.key("device"); out.string(chosen.id)
    out.key("landscape"); out.bool(landscape)
    out.key("width"); out.number(root.size.width)
    out.key("height"); out.number(root.size.height)
    out.key("safeArea"); write(figure.safeArea, &out)
    out.endObject()
    out.key("frames")
    out.object()
    for created in script.views {
      guard let view = solved.views[created.name] else { continue }
      out.key(named: created.name)
      write(view.frame, &out)
    }
    out.endObject()
    out.key("contentSize")
    if let first = script.views.lazy.compactMap({ solved.views[$0.name] as? UIScrollView }).first {
      write(first.contentSize, &out)
    } else {
      out.null()
    }
    out.key("ambiguous"); out.strings(layout.ambiguous)
    out.key("ambiguousViews")
    out.array()
    for created in script.views {
      guard let view = solved.views[created.name] else { continue }
      let scrollOpen = (view as? UIScrollView).map { !$0.undeterminedContentSizeValues.isEmpty } ?? false
      if scrollOpen || !view.undeterminedFrameValues.isEmpty { out.string(created.name) }
    }
    out.endArray()
    out.key("views")
    out.array()
    for created in script.views {
      guard let view = solved.views[created.name] else { continue }
      var parent = ""
      if let superview = view.superview { parent = superview === solved.root ? "view" : superview.name ?? "" }
      let open = view.undeterminedFrameValues
      let inRoot = Rect(origin: inRoot(view, solved.root), size: view.frame.size)
      figure.views.append(.init(name: created.name, isScroll: view is UIScrollView, isOpen: !open.isEmpty, frame: inRoot))
      out.object()
      out.key("name"); out.string(created.name)
      out.key("class"); out.string(created.className)
      out.key("parent"); out.string(parent)
      out.key("line"); out.number(Double(created.location?.line ?? 0))
      out.key("frame"); write(view.frame, &out)
      out.key("inRoot"); write(inRoot, &out)
      out.key("open"); out.strings(open)
      out.endObject()
    }
    out.endArray()
    out.key("scrollViews")
    out.array()
    for created in script.views {
      guard let scrollView = solved.views[created.name] as? UIScrollView else { continue }
      let range = scrollView.contentOffsetRange
      let origin = inRoot(scrollView, solved.root)
      let content = shifted(scrollView.contentLayoutGuide.layoutFrame, by: origin, bounds: scrollView.bounds)
      let frameGuide = shifted(scrollView.frameLayoutGuide.layoutFrame, by: origin, bounds: scrollView.bounds)
      figure.guides.append(.init(scrollView: created.name, content: content, frame: frameGuide))
      out.object()
      out.key("name"); out.string(created.name)
      out.key("contentSize"); write(scrollView.contentSize, &out)
      out.key("offsetRange")
      out.object()
      out.key("minX"); out.number(range.minimum.x)
      out.key("minY"); out.number(range.minimum.y)
      out.key("maxX"); out.number(range.maximum.x)
      out.key("maxY"); out.number(range.maximum.y)
      out.endObject()
      let inset = scrollView.adjustedContentInset
      out.key("adjustedContentInset")
      out.object()
      out.key("top"); out.number(inset.top)
      out.key("left"); out.number(inset.left)
      out.key("bottom"); out.number(inset.bottom)
      out.key("right"); out.number(inset.right)
      out.endObject()
      out.key("contentGuide"); write(content, &out)
      out.key("frameGuide"); write(frameGuide, &out)
      out.key("open"); out.strings(scrollView.undeterminedContentSizeValues)
      out.endObject()
    }
    out.endArray()
    out.key("diagnostics")
    out.array()
    for finding in findings { finding.write(&out) }
    out.endArray()
    out.key("constraintCount"); out.number(Double(solved.made.count))
    out.key("lineCount"); out.number(Double(lab.lineCount))
    // The drawing last: the page moves it into the figure and keeps the rest as data.
    out.key("svg"); out.string(figure.svg())
    out.endObject()
    return out.bytes
  }

  /// The answer parsed (native callers: the site's no-script page, tests).
  public static func result(_ source: [UInt8], device: Int, landscape: Bool) -> JSONValue {
    (try? JSONValue.parse(String(decoding: run(source, device: device, landscape: landscape), as: UTF8.self))) ?? .null
  }

  @inline(never) static func write(_ rect: Rect, _ out: inout LabJSON) {
    out.object()
    out.key("x"); out.number(rect.minX)
    out.key("y"); out.number(rect.minY)
    out.key("width"); out.number(rect.width)
    out.key("height"); out.number(rect.height)
    out.endObject()
  }

  @inline(never) static func write(_ size: Size, _ out: inout LabJSON) {
    out.object()
    out.key("width"); out.number(size.width)
    out.key("height"); out.number(size.height)
    out.endObject()
  }

  /// LF line breaks only (CRLF and CR become LF), so lines count as the editor counts them.
  static func normalized(_ raw: [UInt8]) -> [UInt8] {
    guard raw.contains(0x0D) else { return raw }
    var out: [UInt8] = []
    out.reserveCapacity(raw.count)
    var i = 0
    while i < raw.count {
      if raw[i] == 0x0D {
        out.append(0x0A)
        if i + 1 < raw.count, raw[i + 1] == 0x0A { i += 1 }
      } else {
        out.append(raw[i])
      }
      i += 1
    }
    return out
  }

  /// The origin of `view` in the root's coordinates (scroll views at their current offset).
  static func inRoot(_ view: UIView, _ root: UIView) -> Point {
    var point = view.frame.origin
    var parent = view.superview
    while let current = parent, current !== root {
      point.x += current.frame.minX - current.bounds.minX
      point.y += current.frame.minY - current.bounds.minY
      parent = current.superview
    }
    return point
  }

  /// A rectangle in a scroll view's bounds coordinates, moved into the root's.
  static func shifted(_ rect: Rect, by origin: Point, bounds: Rect) -> Rect {
    Rect(x: rect.minX + origin.x - bounds.minX, y: rect.minY + origin.y - bounds.minY, width: rect.width, height: rect.height)
  }
}

/// Which snippet lines each constraint of the solved tree comes from, by its formula (the
/// engine names constraints in diagnostics by `NSLayoutConstraint.formula`).
struct ConstraintLines {
  /// A list searched on bytes, not a `[String: [Int]]` (String hashing costs the module).
  var byFormula: [(formula: String, lines: [Int])] = []
  /// The script constraint index → its line.
  var lineOfIndex: [Int: Int] = [:]

  init(script: LayoutScript, solved: SolvedLayoutScript) {
    for (index, constraint) in solved.made {
      guard let line = script.constraints[index].location?.line else { continue }
      if let k = byFormula.firstIndex(where: { $0.formula.equalsBytes(constraint.formula) }) {
        byFormula[k].lines.append(line)
      } else {
        byFormula.append((constraint.formula, [line]))
      }
      lineOfIndex[index] = line
    }
  }

  func lines(_ formulas: [String]) -> [Int] {
    var result: [Int] = []
    for formula in formulas {
      for line in byFormula.first(where: { $0.formula.equalsBytes(formula) })?.lines ?? [] where !result.contains(line) {
        result.append(line)
      }
    }
    return result
  }
}
