// What each playground offers: its controls (with bilingual labels and defaults), the scene
// values it does not let the reader change, and the outputs it shows. The markup, the native
// precomputation and the page's JavaScript all read the same keys.

/// The playgrounds the site places on pages.
public enum PlaygroundKind: String, CaseIterable, Sendable {
  case insets, physics, simulator, zoom, stacked, floatingHeader, centring

  /// The layout playgrounds run in the lab module (layout engine included), which their pages
  /// load for their layout snippets; the rest in the playground module every member page loads.
  public var runsInLabModule: Bool { self == .stacked || self == .floatingHeader }
}

/// One input of a playground.
public struct PlaygroundControl: Sendable {
  public enum Input: Sendable {
    case range(min: Double, max: Double, step: Double)
    case toggle
    /// (value, English, Chinese)
    case choice([(Double, String, String)])
  }
  public var key: String
  public var label: Bilingual
  public var input: Input
  public var value: Double
}

/// One displayed result.
public struct PlaygroundOutput: Sendable {
  public var key: String
  public var label: Bilingual
  /// What the output says when the model has no number for it (NaN), instead of a dash:
  /// why, and what UIKit would read where that is known.
  public var missing: Bilingual?
}

public struct PlaygroundSpec: Sendable {
  public var kind: PlaygroundKind
  public var title: Bilingual
  public var controls: [PlaygroundControl]
  /// Scene values the reader does not change here.
  public var fixed: [(String, Double)]
  public var outputs: [PlaygroundOutput]

  /// All inputs (fixed values, then control defaults) by key.
  public var defaultValues: [String: Double] {
    var values: [String: Double] = [:]
    for (key, value) in fixed { values[key] = value }
    for control in controls { values[control.key] = control.value }
    return values
  }

  /// The same spec with some control defaults changed (e.g. paging on for isPagingEnabled).
  public func with(_ overrides: [String: Double]) -> PlaygroundSpec {
    var copy = self
    for i in copy.controls.indices { if let v = overrides[copy.controls[i].key] { copy.controls[i].value = v } }
    return copy
  }
}

extension PlaygroundSpec {
  static func range(_ key: String, _ en: String, _ zh: String, _ min: Double, _ max: Double, _ step: Double, _ value: Double)
    -> PlaygroundControl
  {
    PlaygroundControl(key: key, label: Bilingual(en, zh), input: .range(min: min, max: max, step: step), value: value)
  }
  static func toggle(_ key: String, _ en: String, _ zh: String, _ on: Bool) -> PlaygroundControl {
    PlaygroundControl(key: key, label: Bilingual(en, zh), input: .toggle, value: on ? 1 : 0)
  }
  static func out(_ key: String, _ en: String, _ zh: String, missing: Bilingual? = nil) -> PlaygroundOutput {
    PlaygroundOutput(key: key, label: Bilingual(en, zh), missing: missing)
  }

  /// setZoomScale does nothing while the limits are equal: the scale stays the scene's 1.
  static let zoomDisabled = Bilingual(
    "1: zooming is disabled while minimum equals maximum", "1：最小值等于最大值时无法缩放")
  static let zoomUnchanged = Bilingual("unchanged: zooming is disabled", "不变：无法缩放")
  static let noRelease = Bilingual("no release yet: drag and let go", "尚未松手：拖动后松开")
  static let notDragging = Bilingual("not dragging", "未在拖动")

  /// Every scene key with UIKit's default (or the playground's usual screen), so each kind only
  /// states what differs.
  static let sceneDefaults: [(String, Double)] = [
    ("boundsW", 393), ("boundsH", 852), ("contentW", 393), ("contentH", 2000), ("offsetX", 0), ("offsetY", 0),
    ("insetTop", 0), ("insetLeft", 0), ("insetBottom", 0), ("insetRight", 0),
    ("safeTop", 0), ("safeLeft", 0), ("safeBottom", 0), ("safeRight", 0), ("behavior", 0),
    ("scrollEnabled", 1), ("bounces", 1), ("alwaysBounceVertical", 0), ("alwaysBounceHorizontal", 0),
    ("paging", 0), ("navigationRoot", 0), ("rate", 0.998), ("minZoom", 1), ("maxZoom", 1),
  ]

  static func fixing(_ controls: [PlaygroundControl], _ extra: [(String, Double)] = []) -> [(String, Double)] {
    let taken = Set(controls.map(\.key) + extra.map(\.0))
    return sceneDefaults.filter { !taken.contains($0.0) } + extra
  }

  static let behaviorChoices: [(Double, String, String)] = [
    (0, ".automatic", ".automatic（自动）"), (1, ".scrollableAxes", ".scrollableAxes（可滚动轴）"),
    (2, ".never", ".never（从不）"), (3, ".always", ".always（总是）"),
  ]
  /// The values of `sn_zoom_centring`'s method (ScrollWasm's `ZoomCentring`).
  static let centringChoices: [(Double, String, String)] = [
    (0, "Nothing", "不处理"),
    (1, "contentInset only", "只设 contentInset"),
    (2, "contentInset + contentOffset", "contentInset + contentOffset"),
    (3, "Move the frame in layoutSubviews", "在 layoutSubviews 中移动 frame"),
    (4, "contentAlignmentPoint (iOS 17.4)", "contentAlignmentPoint（iOS 17.4）"),
  ]
  static let rateChoices: [(Double, String, String)] = [(0.998, ".normal (0.998)", ".normal（0.998）"), (0.99, ".fast (0.99)", ".fast（0.99）")]
  /// Indexes of `DeviceClass.allCases`; -1 keeps the sliders' values. Each names the phones
  /// of its class (Devices.swift's catalogue), its portrait top inset and the screen the preset
  /// uses where the class spans several sizes.
  static let deviceChoices: [(Double, String, String)] = [
    (-1, "Custom", "自定义"),
    (0, "iPhone 6–8, SE 2/3 (home button, 20 pt; 375 × 667)", "iPhone 6–8、SE 2/3（Home 键，20 pt；375 × 667）"),
    (1, "iPhone X, XS, 11 Pro (notch, 44 pt; 375 × 812)", "iPhone X、XS、11 Pro（刘海，44 pt；375 × 812）"),
    (2, "iPhone XR, 11 (notch, 48 pt; 414 × 896)", "iPhone XR、11（刘海，48 pt；414 × 896）"),
    (3, "iPhone XS Max, 11 Pro Max (notch, 44 pt; 414 × 896)", "iPhone XS Max、11 Pro Max（刘海，44 pt；414 × 896）"),
    (4, "iPhone 12, 12 Pro, 13, 13 Pro, 14 (notch, 47 pt; 390 × 844; also 13 Pro Max, 14 Plus)",
     "iPhone 12、12 Pro、13、13 Pro、14（刘海，47 pt；390 × 844；13 Pro Max、14 Plus 同为 47 pt）"),
    (5, "iPhone 12 mini, 13 mini (notch, 50 pt; 375 × 812)", "iPhone 12 mini、13 mini（刘海，50 pt；375 × 812）"),
    (6, "iPhone 14 Pro, 15, 15 Pro, 16 (Dynamic Island, 59 pt; 393 × 852; also their Plus and Pro Max)",
     "iPhone 14 Pro、15、15 Pro、16（灵动岛，59 pt；393 × 852；Plus 与 Pro Max 同为 59 pt）"),
    (7, "iPhone 16 Pro (Dynamic Island, 62 pt; 402 × 874; also 16 Pro Max)",
     "iPhone 16 Pro（灵动岛，62 pt；402 × 874；16 Pro Max 同为 62 pt）"),
  ]

  public static func spec(_ kind: PlaygroundKind) -> PlaygroundSpec {
    switch kind {
    case .insets:
      let controls = [
        PlaygroundControl(key: "device", label: Bilingual("Device preset", "设备预设"), input: .choice(deviceChoices), value: 6),
        PlaygroundControl(key: "landscape", label: Bilingual("Orientation", "方向"),
                          input: .choice([(0, "Portrait", "竖屏"), (1, "Landscape", "横屏")]), value: 0),
        toggle("navigationBar", "Navigation bar", "导航栏", false),
        range("boundsW", "bounds width", "bounds 宽度", 200, 1000, 1, 393),
        range("boundsH", "bounds height", "bounds 高度", 200, 1000, 1, 852),
        range("contentW", "contentSize width", "contentSize 宽度", 0, 3000, 1, 393),
        range("contentH", "contentSize height", "contentSize 高度", 0, 4000, 1, 2000),
        range("insetTop", "contentInset top", "contentInset 上", 0, 200, 1, 0),
        range("insetBottom", "contentInset bottom", "contentInset 下", 0, 200, 1, 0),
        range("safeTop", "safeAreaInsets top", "safeAreaInsets 上", 0, 150, 1, 59),
        range("safeLeft", "safeAreaInsets left", "safeAreaInsets 左", 0, 100, 1, 0),
        range("safeBottom", "safeAreaInsets bottom", "safeAreaInsets 下", 0, 100, 1, 34),
        range("safeRight", "safeAreaInsets right", "safeAreaInsets 右", 0, 100, 1, 0),
        PlaygroundControl(key: "behavior", label: Bilingual("contentInsetAdjustmentBehavior", "contentInsetAdjustmentBehavior"),
                          input: .choice(behaviorChoices), value: 0),
        toggle("scrollEnabled", "isScrollEnabled", "isScrollEnabled", true),
        toggle("alwaysBounceVertical", "alwaysBounceVertical", "alwaysBounceVertical", false),
        toggle("alwaysBounceHorizontal", "alwaysBounceHorizontal", "alwaysBounceHorizontal", false),
        toggle("navigationRoot", "Root view in a navigation controller", "导航控制器中的根视图", false),
        range("alignX", "contentAlignmentPoint x (iOS 17.4)", "contentAlignmentPoint x（iOS 17.4）", 0, 1, 0.05, 0),
        range("alignY", "contentAlignmentPoint y (iOS 17.4)", "contentAlignmentPoint y（iOS 17.4）", 0, 1, 0.05, 0),
      ]
      return PlaygroundSpec(
        kind: kind, title: Bilingual("Playground: adjusted content inset", "试验场：调整后的内容边距"),
        controls: controls, fixed: fixing(controls),
        outputs: [
          out("adjTop", "adjustedContentInset.top", "adjustedContentInset.top"),
          out("adjLeft", "adjustedContentInset.left", "adjustedContentInset.left"),
          out("adjBottom", "adjustedContentInset.bottom", "adjustedContentInset.bottom"),
          out("adjRight", "adjustedContentInset.right", "adjustedContentInset.right"),
          out("minX", "minimum offset x", "最小偏移 x"), out("minY", "minimum offset y", "最小偏移 y"),
          out("maxX", "maximum offset x", "最大偏移 x"), out("maxY", "maximum offset y", "最大偏移 y"),
        ])
    case .physics:
      let controls = [
        range("boundsH", "bounds height", "bounds 高度", 200, 1000, 1, 852),
        range("contentH", "contentSize height", "contentSize 高度", 0, 4000, 1, 2000),
        range("insetTop", "contentInset top", "contentInset 上", 0, 200, 1, 0),
        range("offsetY", "contentOffset y at release", "松手时的 contentOffset y", -300, 3000, 1, 0),
        range("velocity", "Release velocity (pt/ms)", "松手速度（pt/ms）", -8, 8, 0.1, 1.5),
        PlaygroundControl(key: "rate", label: Bilingual("decelerationRate", "decelerationRate"), input: .choice(rateChoices), value: 0.998),
        range("rubber", "Finger offset y (unconstrained)", "手指偏移 y（不受限）", -600, 3000, 1, -100),
        toggle("bounces", "bounces", "bounces", true),
        toggle("paging", "isPagingEnabled", "isPagingEnabled", false),
      ]
      return PlaygroundSpec(
        kind: kind, title: Bilingual("Playground: momentum, rubber band and paging", "试验场：惯性、橡皮筋与分页"),
        controls: controls, fixed: fixing(controls),
        outputs: [
          out("minY", "minimum offset y", "最小偏移 y"), out("maxY", "maximum offset y", "最大偏移 y"),
          out("travel", "Momentum travel", "惯性滑行距离"),
          out("decelY", "Stopping point (momentum alone)", "停止点（仅惯性）"),
          out("targetY", "targetContentOffset y", "targetContentOffset y"),
          out("pagingY", "Paging target y", "分页目标 y"),
          out("rubberY", "Displayed offset (rubber band)", "显示的偏移（橡皮筋）"),
        ])
    case .simulator:
      let controls = [
        range("contentH", "contentSize height", "contentSize 高度", 0, 4000, 1, 1600),
        PlaygroundControl(key: "rate", label: Bilingual("decelerationRate", "decelerationRate"), input: .choice(rateChoices), value: 0.998),
        toggle("paging", "isPagingEnabled", "isPagingEnabled", false),
        toggle("bounces", "bounces", "bounces", true),
        toggle("alwaysBounceVertical", "alwaysBounceVertical", "alwaysBounceVertical", false),
        toggle("scrollEnabled", "isScrollEnabled", "isScrollEnabled", true),
      ]
      return PlaygroundSpec(
        kind: kind, title: Bilingual("Simulator: drag the content", "模拟器：拖动内容"),
        controls: controls, fixed: fixing(controls, [("boundsW", 280), ("boundsH", 400), ("contentW", 280)]),
        outputs: [
          out("offsetY", "contentOffset.y", "contentOffset.y"), out("state", "State", "状态"),
          out("rawY", "Finger offset (unconstrained)", "手指偏移（不受限）", missing: notDragging),
          out("releaseOffsetY", "Offset at release", "松手时的偏移", missing: noRelease),
          out("releaseVY", "Release velocity (pt/ms)", "松手速度（pt/ms）", missing: noRelease),
          out("targetY", "targetContentOffset y", "targetContentOffset y", missing: noRelease),
        ])
    case .zoom:
      let controls = [
        range("minZoom", "minimumZoomScale", "minimumZoomScale", 0.25, 1, 0.05, 1),
        range("maxZoom", "maximumZoomScale", "maximumZoomScale", 1, 8, 0.25, 4),
        range("scale", "Requested zoomScale", "请求的 zoomScale", 0.1, 10, 0.05, 5),
      ]
      return PlaygroundSpec(
        kind: kind, title: Bilingual("Playground: zoom limits", "试验场：缩放范围"),
        controls: controls, fixed: fixing(controls, [("contentH", 852)]),
        outputs: [
          out("clamped", "Clamped scale", "限制后的比例"),
          out("zoomScale", "zoomScale after setZoomScale", "setZoomScale 之后的 zoomScale", missing: zoomDisabled),
          out("contentW", "contentSize width", "contentSize 宽度", missing: zoomUnchanged),
          out("contentH", "contentSize height", "contentSize 高度", missing: zoomUnchanged),
          out("offsetX", "contentOffset x", "contentOffset x", missing: zoomUnchanged),
          out("offsetY", "contentOffset y", "contentOffset y", missing: zoomUnchanged),
        ])
    case .centring:
      let controls = [
        PlaygroundControl(key: "method", label: Bilingual("Centring", "居中方式"), input: .choice(centringChoices), value: 2),
        range("scale", "zoomScale", "zoomScale", 0.25, 3, 0.05, 0.5),
        range("contentW", "Zoomed view width (scale 1)", "被缩放视图宽度（比例 1）", 100, 1200, 1, 600),
        range("contentH", "Zoomed view height (scale 1)", "被缩放视图高度（比例 1）", 100, 1200, 1, 400),
      ]
      return PlaygroundSpec(
        kind: kind, title: Bilingual("Playground: centring zoomed content", "试验场：缩放时让内容居中"),
        controls: controls,
        fixed: fixing(controls, [("boundsW", 375), ("boundsH", 667), ("minZoom", 0.25), ("maxZoom", 3), ("displayScale", 2)]),
        outputs: [
          out("zoomScale", "zoomScale after setZoomScale", "setZoomScale 之后的 zoomScale", missing: zoomDisabled),
          out("contentW", "contentSize width", "contentSize 宽度", missing: zoomUnchanged),
          out("contentH", "contentSize height", "contentSize 高度", missing: zoomUnchanged),
          out("insetTop", "adjustedContentInset.top", "adjustedContentInset.top", missing: zoomUnchanged),
          out("insetLeft", "adjustedContentInset.left", "adjustedContentInset.left", missing: zoomUnchanged),
          out("offsetX", "contentOffset x", "contentOffset x", missing: zoomUnchanged),
          out("offsetY", "contentOffset y", "contentOffset y", missing: zoomUnchanged),
          out("viewX", "Zoomed view on screen, x", "被缩放视图在屏幕上的 x", missing: zoomUnchanged),
          out("viewY", "Zoomed view on screen, y", "被缩放视图在屏幕上的 y", missing: zoomUnchanged),
        ])
    case .stacked:
      let controls = [
        range("rootH", "Screen height", "屏幕高度", 400, 1000, 1, 667),
        range("margin", "Margin to the content edges", "到内容边缘的间距", 0, 100, 1, 50),
        range("aWidth", "A width", "A 宽度", 50, 600, 1, 400),
        range("aHeight", "A height", "A 高度", 50, 900, 1, 500),
        range("gap", "Gap A → B", "A 与 B 的间距", 0, 200, 1, 100),
      ]
      return PlaygroundSpec(
        kind: kind, title: Bilingual("Playground: stacked views decide contentSize", "试验场：堆叠视图决定 contentSize"),
        controls: controls, fixed: [("rootW", 375)],
        outputs: [
          out("contentW", "contentSize width", "contentSize 宽度"), out("contentH", "contentSize height", "contentSize 高度"),
          out("aY", "A.frame y", "A.frame y"), out("bY", "B.frame y", "B.frame y"), out("bH", "B.frame height", "B.frame 高度"),
          out("bW", "B.frame width", "B.frame 宽度"),
        ])
    case .floatingHeader:
      let controls = [
        range("offsetY", "contentOffset y", "contentOffset y", -100, 1200, 1, 300),
        range("headerH", "Banner A height", "顶部大图 A 高度", 50, 300, 1, 150),
        range("gap", "Gap A → B", "A 与 B 的间距", 0, 100, 1, 50),
        range("bodyH", "Body B height", "正文 B 高度", 200, 1500, 1, 1400),
        range("barH", "Bar C height", "悬浮条 C 高度", 20, 100, 1, 50),
        toggle("sticky", "Inequalities instead of code", "用不等式代替代码", true),
      ]
      return PlaygroundSpec(
        kind: kind, title: Bilingual("Playground: floating bar", "试验场：悬浮条"),
        controls: controls, fixed: [("rootW", 375), ("rootH", 667)],
        outputs: [
          out("contentW", "contentSize width", "contentSize 宽度"), out("contentH", "contentSize height", "contentSize 高度"),
          out("cY", "C.frame y", "C.frame y"), out("cH", "C.frame height", "C.frame 高度"),
          out("diagnostics", "Layout diagnostics", "布局诊断"),
        ])
    }
  }
}
