import NotesCore
import NotesHTML
import Testing

@Suite struct FigureRendering {
  /// A Dynamic Island iPhone in portrait over tall content, scrolled to the top: the offset
  /// is minus the top safe area.
  static let scene: JSONValue = .object([
    "kind": "scrollScene",
    "bounds": .object(["w": 393, "h": 852]),
    "contentSize": .object(["w": 393, "h": 2000]),
    "contentOffset": .object(["x": 0, "y": -59]),
    "contentInset": .object(["t": 0, "l": 0, "b": 0, "r": 0]),
    "safeAreaInsets": .object(["t": 59, "l": 0, "b": 34, "r": 0]),
    "adjustedContentInset": .object(["t": 59, "l": 0, "b": 34, "r": 0]),
  ])

  static let curve: JSONValue = .object([
    "kind": "curve",
    "xLabel": .object(["en": "time (s)", "zh": "时间（秒）"]),
    "yLabel": .object(["en": "offset", "zh": "偏移"]),
    "series": .array([
      .object(["name": .object(["en": "normal", "zh": "正常"]), "points": .array([[0, 0], [0.5, 600], [1, 780], [2, 800]])]),
      .object(["name": .object(["en": "fast", "zh": "快速"]), "points": .array([[0, 0], [0.5, 300], [1, 330], [2, 333.333]])]),
    ]),
  ])

  static let layout: JSONValue = .object([
    "kind": "layout",
    "viewport": .object(["x": 0, "y": 0, "width": 320, "height": 480]),
    "contentSize": .object(["w": 320, "h": 900]),
    "frames": .array([
      .object(["name": "header", "x": 0, "y": 0, "width": 320, "height": 200]),
      .object(["name": "body", "x": 16, "y": 216, "width": 288, "height": 684]),
    ]),
  ])

  @Test(arguments: [("scroll-scene.svg", scene), ("curve.svg", curve), ("layout.svg", layout)])
  func drawsEachFigureKindAsItsSnapshot(name: String, figure: JSONValue) throws {
    let svg = try #require(FigureRenderer.svg(for: figure, id: "fig"))
    assertSnapshot(svg, named: name)
  }

  @Test func drawsTheSameBytesOnEveryRun() {
    for figure in [Self.scene, Self.curve, Self.layout] {
      #expect(FigureRenderer.svg(for: figure, id: "a") == FigureRenderer.svg(for: figure, id: "a"))
    }
  }

  @Test func titlesTheFigureInBothLanguagesWithTheModelsNumbers() throws {
    let svg = try #require(FigureRenderer.svg(for: Self.scene, id: "inset-tall"))
    #expect(svg.contains("<title id=\"inset-tall-title-en\" lang=\"en\">Scroll view with bounds 393 × 852 at content offset (0, -59)"))
    #expect(svg.contains("<title id=\"inset-tall-title-zh\" lang=\"zh-Hans\">滚动视图：可见区域 393 × 852，内容偏移 (0, -59)"))
    #expect(svg.contains("aria-labelledby=\"inset-tall-title-en inset-tall-title-zh\""))
  }

  @Test func drawsTheVisibleBoundsAtTheContentOffsetAboveTheContent() throws {
    let svg = try #require(FigureRenderer.svg(for: Self.scene, id: "f"))
    // The middle of the 2000 pt content is cut, so the kept 1048 pt fill 578 units (scale
    // 0.5516); the bounds start 59 points, 32.54 units, above the content.
    let content = try #require(svg.range(of: "<rect class=\"content\" x=\"24\" y=\"56.54\""))
    let frame = try #require(svg.range(of: "<rect class=\"frame\" x=\"24\" y=\"24\""))
    #expect(content.lowerBound < frame.lowerBound, "the bounds are drawn over the content")
  }

  @Test func escapesLabelsFromTheData() throws {
    let hostile: JSONValue = .object([
      "kind": "layout", "viewport": .object(["x": 0, "y": 0, "width": 10, "height": 10]),
      "contentSize": .object(["w": 10, "h": 10]),
      "frames": .array([.object(["name": "<script>alert(1)</script>", "x": 0, "y": 0, "width": 5, "height": 5])]),
    ])
    let svg = try #require(FigureRenderer.svg(for: hostile, id: "x\"onload=\"alert(1)"))
    #expect(!svg.contains("<script>"))
    #expect(svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(svg.contains("id=\"x&quot;onload=&quot;alert(1)\""))
  }

  /// The examples write `width`/`height` and `top`/`left`/…; conventions §7 writes `w`/`h`
  /// and `t`/`l`/…. Both draw the same picture.
  @Test func readsLongAndShortMemberNamesAlike() throws {
    let long: JSONValue = .object([
      "kind": "scrollScene",
      "bounds": .object(["width": 393, "height": 852]),
      "contentSize": .object(["width": 393, "height": 2000]),
      "contentOffset": .object(["x": 0, "y": -59]),
      "contentInset": .object(["top": 0, "left": 0, "bottom": 0, "right": 0]),
      "safeAreaInsets": .object(["top": 59, "left": 0, "bottom": 34, "right": 0]),
      "adjustedContentInset": .object(["top": 59, "left": 0, "bottom": 34, "right": 0]),
    ])
    #expect(FigureRenderer.svg(for: long, id: "f") == FigureRenderer.svg(for: Self.scene, id: "f"))
  }

  @Test func refusesUnknownKindsAndMissingMembers() {
    #expect(FigureRenderer.svg(for: .object(["kind": "pie"]), id: "f") == nil)
    #expect(FigureRenderer.svg(for: .object(["kind": "scrollScene", "bounds": .object(["w": 1, "h": 1])]), id: "f") == nil)
    #expect(FigureRenderer.svg(for: .object(["kind": "curve", "series": .array([])]), id: "f") == nil)
    #expect(FigureRenderer.svg(for: "scrollScene", id: "f") == nil)
  }
}

/// Scene figures a reader can read at the page's width: tall content is cut where nothing
/// happens, and the keyboard and the field it must not cover are drawn.
@Suite struct SceneFigureLegibility {
  func size(_ svg: String) -> (w: Double, h: Double) {
    let w = svg.components(separatedBy: " width=\"")[1].components(separatedBy: "\"")[0]
    let h = svg.components(separatedBy: " height=\"")[1].components(separatedBy: "\"")[0]
    return (Double(w)!, Double(h)!)
  }

  @Test func tallContentIsCutSoThePhoneIsDrawnWide() throws {
    let svg = try #require(FigureRenderer.svg(for: FigureRendering.scene, id: "f"))
    let box = size(svg)
    // The 393 pt wide bounds are drawn at least 180 units wide (they were about 70) and the
    // figure stays no taller than 640.
    let frame = svg.components(separatedBy: "<rect class=\"frame\"")[1]
    let width = Double(frame.components(separatedBy: "width=\"")[1].components(separatedBy: "\"")[0])!
    #expect(width >= 180 && box.h <= 640, "\(width) × \(box.h)")
    #expect(svg.contains("<rect class=\"cut\""))
  }

  @Test func shortContentIsNotCut() throws {
    let short: JSONValue = .object([
      "kind": "scrollScene", "bounds": .object(["w": 375, "h": 667]), "contentSize": .object(["w": 375, "h": 800]),
      "contentOffset": .object(["x": 0, "y": 0]),
    ])
    let svg = try #require(FigureRenderer.svg(for: short, id: "f"))
    #expect(!svg.contains("class=\"cut\""))
  }

  @Test func drawsTheKeyboardAndTheField() throws {
    let keyboard: JSONValue = .object([
      "kind": "scrollScene", "bounds": .object(["w": 375, "h": 667]), "contentSize": .object(["w": 375, "h": 1000]),
      "contentOffset": .object(["x": 0, "y": 168]), "contentInset": .object(["t": 0, "l": 0, "b": 291, "r": 0]),
      "keyboard": .object(["x": 0, "y": 376, "width": 375, "height": 291]),
      "views": .array([.object(["name": .object(["en": "field", "zh": "输入框"]), "x": 0, "y": 500, "width": 375, "height": 44])]),
    ])
    let svg = try #require(FigureRenderer.svg(for: keyboard, id: "k"))
    #expect(svg.contains("<rect class=\"keyboard\""))
    #expect(svg.contains("<rect class=\"view\""))
    #expect(svg.contains(">keyboard 291</text>") && svg.contains(">键盘 291</text>"))
    #expect(svg.contains(">field</text>") && svg.contains(">输入框</text>"))
    // The field's bottom edge touches the keyboard's top: 500 + 44 = 168 + 376.
    func top(_ cls: String) -> String { svg.components(separatedBy: "<rect class=\"\(cls)\"")[1].components(separatedBy: "y=\"")[1].components(separatedBy: "\"")[0] }
    let view = svg.components(separatedBy: "<rect class=\"view\"")[1]
    let viewY = Double(view.components(separatedBy: "y=\"")[1].components(separatedBy: "\"")[0])!
    let viewH = Double(view.components(separatedBy: "height=\"")[1].components(separatedBy: "\"")[0])!
    #expect(abs(viewY + viewH - Double(top("keyboard"))!) < 0.02)
    #expect(svg.contains("A keyboard 291 tall covers the bounds from y = 376. Field at (0, 500), 375 × 44."))
  }
}
