// The inventory, entry by entry. Defaults come from `ScrollViewDefaults` through
// `ModelSpellable`, enum cases from the enums themselves; nothing here restates a value the
// model already holds.

/// Every API of the inventory, in inventory order.
///
/// Enumerate with `ScrollViewCatalog.entries`; look one up with `entry(named:)`.
public enum ScrollViewCatalog {
  public static func entry(named qualifiedName: String) -> CatalogEntry? {
    entries.first { $0.qualifiedName == qualifiedName }
  }

  /// The enum or struct entry a property's type names (`UIScrollView.ContentInsetAdjustmentBehavior?`).
  public static func typeEntry(named type: String, in catalog: [CatalogEntry] = entries) -> CatalogEntry? {
    let short = typeName(type)
    return catalog.first { ($0.kind == .enum || $0.kind == .struct) && $0.name == short }
  }

  /// Properties whose type is the enum or struct `entry` (`decelerationRate` for
  /// `DecelerationRate`), as qualified names; empty for other entries.
  public static func properties(typed entry: CatalogEntry, in catalog: [CatalogEntry] = entries) -> [String] {
    guard entry.kind == .enum || entry.kind == .struct else { return [] }
    return catalog.filter { $0.kind == .property && $0.type.map(typeName) == entry.name }.map { $0.qualifiedName }
  }

  /// `UIScrollView.DecelerationRate?` → `DecelerationRate`.
  static func typeName(_ type: String) -> String {
    var name = type
    if name.hasSuffix("?") { name.removeLast() }
    guard let dot = name.lastIndex(of: ".") else { return name }
    return String(name[name.index(after: dot)...])
  }

  /// Entries of `owner` (e.g. all `UIScrollViewDelegate` methods).
  public static func entries(ownedBy owner: String) -> [CatalogEntry] {
    entries.filter { $0.owner == owner }
  }

  public static let entries: [CatalogEntry] = withApplePaths(
    typeEntries + contentEntries + sizeAdditions + insetEntries + configurationEntries + configurationAdditions
      + stateEntries + stateAdditions + indicatorEntries + indicatorAdditions + touchEntries + zoomEntries
      + zoomAdditions + keyboardAndIndexEntries + edgeEffectEntries + delegateEntries + relatedEntries
      + relatedAdditions)

  /// Fills in each entry's path on developer.apple.com the way Apple builds them: the owner and
  /// name lower-cased; where a property and a type share a name (`contentInsetAdjustmentBehavior`
  /// and `ContentInsetAdjustmentBehavior`) each gets `-swift.property`, `-swift.enum` or
  /// `-swift.struct`. An entry that already has a path keeps it.
  static func withApplePaths(_ entries: [CatalogEntry]) -> [CatalogEntry] {
    func key(_ entry: CatalogEntry) -> String { entry.owner.lowercased() + "/" + entry.name.lowercased() }
    var count: [String: Int] = [:]
    for entry in entries { count[key(entry), default: 0] += 1 }
    return entries.map { entry in
      var entry = entry
      guard entry.appleDocumentationPath.isEmpty else { return entry }
      var path = entry.owner.isEmpty ? entry.name.lowercased() : key(entry)
      if count[key(entry), default: 0] > 1 {
        switch entry.kind {
        case .enum: path += "-swift.enum"
        case .struct: path += "-swift.struct"
        case .property: path += "-swift.property"
        case .class, .method, .protocol, .behaviour: break
        }
      }
      entry.appleDocumentationPath = path
      return entry
    }
  }

  // MARK: Topics

  static let typeTopic = CatalogTopic("The type", "类型")
  static let interactionTopic = CatalogTopic("Responding to Scroll View Interactions", "响应滚动视图的交互")
  static let sizeTopic = CatalogTopic("Managing the Content Size and Offset", "管理内容尺寸与偏移")
  static let insetTopic = CatalogTopic("Managing the Content Inset Behavior", "管理内容边距的调整方式")
  static let guidesTopic = CatalogTopic("Getting the Layout Guides", "获取布局指南")
  static let configurationTopic = CatalogTopic("Configuring the Scroll View", "配置滚动视图")
  static let stateTopic = CatalogTopic("Managing the Scrolling State", "管理滚动状态")
  static let indicatorTopic = CatalogTopic(
    "Managing the Scroll Indicator and Refresh Control", "管理滚动指示器和刷新控件")
  static let locationTopic = CatalogTopic("Scrolling to a Specific Location", "滚动到特定位置")
  static let touchTopic = CatalogTopic("Managing Touches", "管理触摸")
  static let zoomTopic = CatalogTopic("Zooming and Panning", "缩放和平移")
  static let keyboardTopic = CatalogTopic("Dismissing the Keyboard", "收起键盘")
  static let indexTopic = CatalogTopic("Managing the Index", "管理索引")
  static let relatedTopic = CatalogTopic("Related", "相关")
  static let edgeEffectTopic = CatalogTopic("Configuring Edge Effects", "配置边缘效果")

  /// iOS 17.4 additions: on visionOS since 1.1.
  static let since174 = Availability.iOS("17.4", alsoOn: [PlatformVersion(.visionOS, "1.1")])

  // MARK: Builders

  /// `var name: Type { get set }`, the form Apple's pages show for a property.
  static func propertyDeclaration(_ name: String, _ type: String, _ access: Access) -> String {
    "var \(name): \(type) { \(access.spelling) }"
  }

  static func property<Value: ModelSpellable>(
    _ name: String, _ type: String, model modelType: String, _ access: Access = .getSet,
    default value: Value, topic: CatalogTopic, since availability: Availability, notes: [CatalogNote] = [],
    owner: String = "UIScrollView", declaration: String? = nil
  ) -> CatalogEntry {
    CatalogEntry(
      owner: owner, name: name, kind: .property, type: type, modelType: modelType, access: access,
      defaultValue: value.modelSpelling, cases: [], topic: topic, notes: notes,
      declaration: declaration ?? propertyDeclaration(name, type, access), availability: availability,
      relationships: nil, appleDocumentationPath: "")
  }

  /// A method, named by its full declaration; the selector-style name is read from it.
  static func method(
    _ declaration: String, topic: CatalogTopic, since availability: Availability, notes: [CatalogNote] = [],
    owner: String = "UIScrollView"
  ) -> CatalogEntry {
    guard let signature = MethodSignature(declaration) else { fatalError("not a method declaration: \(declaration)") }
    return CatalogEntry(
      owner: owner, name: signature.name, kind: .method, type: nil, modelType: nil, access: nil, defaultValue: nil,
      cases: [], topic: topic, notes: notes, declaration: declaration, availability: availability,
      relationships: nil, appleDocumentationPath: "")
  }

  static func enumeration<E: CatalogEnum>(
    _ name: String, _ type: E.Type, topic: CatalogTopic, since availability: Availability, notes: [CatalogNote] = []
  ) -> CatalogEntry {
    CatalogEntry(
      owner: "UIScrollView", name: name, kind: .enum, type: nil, modelType: name, access: nil, defaultValue: nil,
      cases: E.allCases.map { EnumCaseEntry(name: $0.name, rawValue: String($0.rawValue)) }, topic: topic,
      notes: notes, declaration: "enum \(name)", availability: availability, relationships: nil,
      appleDocumentationPath: "")
  }

  /// A property with no literal default (derived or an object), described by its notes.
  static func derived(
    _ name: String, _ type: String, model modelType: String?, _ access: Access, topic: CatalogTopic,
    since availability: Availability, notes: [CatalogNote], owner: String = "UIScrollView", declaration: String? = nil
  ) -> CatalogEntry {
    CatalogEntry(
      owner: owner, name: name, kind: .property, type: type, modelType: modelType, access: access,
      defaultValue: nil, cases: [], topic: topic, notes: notes,
      declaration: declaration ?? propertyDeclaration(name, type, access), availability: availability,
      relationships: nil, appleDocumentationPath: "")
  }

  // MARK: Entries

  static let typeEntries: [CatalogEntry] = [
    CatalogEntry(
      owner: "", name: "UIScrollView", kind: .class, type: "@MainActor class UIScrollView : UIView",
      modelType: "ScrollView", access: nil, defaultValue: nil, cases: [], topic: typeTopic,
      notes: [
        CatalogNote(
          .notModelled,
          "The view hierarchy and subclasses (UITableView, UICollectionView, UITextView) are not modelled; ScrollView is the scroll view's state as a value.")
      ],
      declaration: "@MainActor class UIScrollView", availability: .iOS("2.0"),
      relationships: TypeRelationships(
        inheritsFrom: "UIView", conformsTo: ["NSCoding", "UIFocusItemScrollableContainer"],
        inheritedBy: ["UITableView", "UICollectionView", "UITextView"]),
      appleDocumentationPath: "")
  ]

  static let contentEntries: [CatalogEntry] = [
    property(
      "delegate", "UIScrollViewDelegate?", model: "ScrollViewDelegate?", default: ScrollViewDefaults.delegate,
      topic: interactionTopic, since: .iOS("2.0"),
      notes: [
        CatalogNote(
          .observed, "A weak reference. The model describes a delegate by its answers; the calls are recorded as DelegateEvent values.")
      ],
      declaration: "weak var delegate: (any UIScrollViewDelegate)? { get set }"),
    CatalogEntry(
      owner: "", name: "UIScrollViewDelegate", kind: .protocol, type: nil, modelType: "DelegateEvent",
      access: nil, defaultValue: nil, cases: [], topic: interactionTopic,
      notes: [
        CatalogNote(
          .observed,
          "Finger-up order: willEndDragging, then didEndDragging(willDecelerate:) (the header's comments), then when moving willBeginDecelerating, didScroll…, didEndDecelerating (Chameleon's deceleration tail)."
        ),
        CatalogNote(
          .assumption,
          "A touch on moving content stops it at touch-down and closes the motion there: didEndDecelerating, or the animation's didEndScrollingAnimation / didScrollToTop. Content caught past an edge or between pages and let go without a drag moves on to rest: willBeginDecelerating, didScroll…, didEndDecelerating."
        ),
        CatalogNote(
          .assumption,
          "A targetContentOffset the delegate rewrites (paging off) gets momentum aimed at it, v = Δ·(1 − d)/d, and the motion ends exactly on it."
        ),
      ],
      declaration: "@MainActor protocol UIScrollViewDelegate : NSObjectProtocol", availability: .iOS("2.0"),
      relationships: TypeRelationships(
        conformsTo: ["NSObjectProtocol"], inheritedBy: ["UITableViewDelegate", "UICollectionViewDelegate", "UITextViewDelegate"]),
      appleDocumentationPath: ""),
    property("contentSize", "CGSize", model: "Size", default: ScrollViewDefaults.contentSize, topic: sizeTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.observed, "Setting it clamps the offset into the new range unless the user is pulling past the top/leading edge.")]),
    property("contentOffset", "CGPoint", model: "Point", default: ScrollViewDefaults.contentOffset, topic: sizeTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.observed, "It is bounds.origin, rounded to the pixel grid and not clamped when assigned.")]),
    method("func setContentOffset(_ contentOffset: CGPoint, animated: Bool)", topic: sizeTopic, since: .iOS("2.0"),
      notes: [
        CatalogNote(.assumption, "Animations run linearly for 0.33 s (Chameleon); UIKit's duration is private."),
        CatalogNote(.assumption, "A finger touching down during the animation stops it where it is and reports didEndScrollingAnimation, as a touch stops momentum."),
      ]),
  ]

  static let insetEntries: [CatalogEntry] = [
    derived(
      "adjustedContentInset", "UIEdgeInsets", model: "EdgeInsets", .get, topic: insetTopic, since: .iOS("11.0"),
      notes: [
        CatalogNote(.observed, "Derived: contentInset plus the safe-area edges the behaviour allows; an axis counts as scrollable when contentSize is strictly greater than bounds or alwaysBounce is on."),
        CatalogNote(.observed, "With isScrollEnabled == false, .automatic and .scrollableAxes add no safe area at all."),
      ]),
    property("contentInset", "UIEdgeInsets", model: "EdgeInsets", default: ScrollViewDefaults.contentInset, topic: insetTopic, since: .iOS("2.0")),
    property(
      "contentInsetAdjustmentBehavior", "UIScrollView.ContentInsetAdjustmentBehavior",
      model: "ContentInsetAdjustmentBehavior", default: ScrollViewDefaults.contentInsetAdjustmentBehavior,
      topic: insetTopic, since: .iOS("11.0"),
      notes: [
        CatalogNote(.pitfall, ".scrollableAxes works on both axes and has no non-scrollable top/bottom case; only .automatic does."),
        CatalogNote(.observed, ".automatic adds top and bottom for a view controller's scroll view inside a navigation controller only while that controller's automaticallyAdjustsScrollViewInsets is true (the header's comment on .automatic)."),
        CatalogNote(.assumption, "The navigation-controller case is an explicit input (isViewControllerRootInNavigationController, with viewControllerAutomaticallyAdjustsScrollViewInsets); which containers set UIKit's private flag, and when, is open question 8, and tab bar controllers are not modelled."),
      ]),
    enumeration("ContentInsetAdjustmentBehavior", ContentInsetAdjustmentBehavior.self, topic: insetTopic, since: .iOS("11.0")),
    method("func adjustedContentInsetDidChange()", topic: insetTopic, since: .iOS("11.0"),
      notes: [CatalogNote(.observed, "Fires, with scrollViewDidChangeAdjustedContentInset, exactly when the adjusted value changes: content inset, safe area, behaviour, content or bounds size crossing the threshold, isScrollEnabled, alwaysBounce.")]),
    derived(
      "frameLayoutGuide", "UILayoutGuide", model: "UILayoutGuide", .get, topic: guidesTopic, since: .iOS("11.0"),
      notes: [CatalogNote(.observed, "An Auto Layout object: the ScrollLayout module implements it (its UIScrollView class); width, height and centre constraints to it measure the frame.")]),
    derived(
      "contentLayoutGuide", "UILayoutGuide", model: "UILayoutGuide", .get, topic: guidesTopic, since: .iOS("11.0"),
      notes: [CatalogNote(.observed, "An Auto Layout object: the ScrollLayout module implements it (its UIScrollView class); edge constraints to it determine contentSize after a layout pass.")]),
  ]

  static let configurationEntries: [CatalogEntry] = [
    property("isScrollEnabled", "Bool", model: "Bool", default: ScrollViewDefaults.isScrollEnabled, topic: configurationTopic, since: .iOS("2.0")),
    property(
      "isDirectionalLockEnabled", "Bool", model: "Bool", default: ScrollViewDefaults.isDirectionalLockEnabled,
      topic: configurationTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.assumption, "The drag locks to an axis when one component of the first 10 pt of movement is at least 2× the other.")]),
    property(
      "isPagingEnabled", "Bool", model: "Bool", default: ScrollViewDefaults.isPagingEnabled, topic: configurationTopic, since: .iOS("2.0", notOn: [.tvOS]),
      notes: [CatalogNote(.assumption, "Page = bounds size, pages start at offset 0. A slow release (< 0.05 pt/ms) snaps to the nearest page; a flick goes one page in its direction, never more than one page from the start of the drag. The settle uses the bounce-back decay. scrollViewWillEndDragging is reported with the page as target."),
        CatalogNote(.observed, "UIKit calls scrollViewWillEndDragging while paging but ignores a changed targetContentOffset and logs \"Stop offset can not be modified for paging scroll views\"; the model keeps the page and records that line in consoleMessages."),
      ]),
    property(
      "scrollsToTop", "Bool", model: "Bool", default: ScrollViewDefaults.scrollsToTop, topic: configurationTopic, since: .iOS("2.0", notOn: [.tvOS]),
      notes: [CatalogNote(.assumption, "Scrolls to y = −adjustedContentInset.top and ends with didScrollToTop only (no didEndScrollingAnimation); already at the top, didScrollToTop is reported at once.")]),
    property(
      "bounces", "Bool", model: "Bool", default: ScrollViewDefaults.bounces, topic: configurationTopic, since: .iOS("2.0"),
      notes: [
        CatalogNote(.observed, "Rubber band (1 − 1/(0.55·x/d + 1))·d; without bouncing a drag stops dead at the edge."),
        CatalogNote(.observed, "After release the overshoot decays like 0.99 per ms and settles within 0.5 pt, following a copy of UIKit's private bounce routine found in another Apple app (open question 11: it may differ on current iOS)."),
      ]),
    property("bouncesHorizontally", "Bool", model: "Bool", default: ScrollViewDefaults.bouncesHorizontally, topic: configurationTopic, since: .iOS("17.4", alsoOn: [PlatformVersion(.visionOS, "1.1")])),
    property("bouncesVertically", "Bool", model: "Bool", default: ScrollViewDefaults.bouncesVertically, topic: configurationTopic, since: .iOS("17.4", alsoOn: [PlatformVersion(.visionOS, "1.1")])),
    property("alwaysBounceVertical", "Bool", model: "Bool", default: ScrollViewDefaults.alwaysBounceVertical, topic: configurationTopic, since: .iOS("2.0")),
    property("alwaysBounceHorizontal", "Bool", model: "Bool", default: ScrollViewDefaults.alwaysBounceHorizontal, topic: configurationTopic, since: .iOS("2.0")),
  ]

  static let stateEntries: [CatalogEntry] = [
    property("isTracking", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isTracking, topic: stateTopic, since: .iOS("2.0")),
    property("isDragging", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isDragging, topic: stateTopic, since: .iOS("2.0")),
    property("isDecelerating", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isDecelerating, topic: stateTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.assumption, "Momentum stops once less than 0.5 pt of travel remains (|v|·d/(1 − d) < 0.5).")]),
    property(
      "decelerationRate", "UIScrollView.DecelerationRate", model: "DecelerationRate",
      default: ScrollViewDefaults.decelerationRate, topic: stateTopic, since: .iOS("3.0"),
      notes: [
        CatalogNote(.observed, "Per millisecond the velocity keeps d of itself; released at v pt/ms, content travels v·d/(1 − d): 499 pt per pt/ms with .normal, 99 with .fast."),
        CatalogNote(.assumption, "UIKit's fast-scroll multiplier for repeated flicks is private (open question 2); the model always uses 1."),
      ]),
    CatalogEntry(
      owner: "UIScrollView", name: "DecelerationRate", kind: .struct, type: "CGFloat", modelType: "DecelerationRate",
      access: nil, defaultValue: nil,
      cases: [
        EnumCaseEntry(name: "normal", rawValue: DecelerationRate.normal.rawValue.modelSpelling),
        EnumCaseEntry(name: "fast", rawValue: DecelerationRate.fast.rawValue.modelSpelling),
      ],
      topic: stateTopic,
      notes: [
        CatalogNote(.observed, "Raw values from reimplementations and UIKit's friction animator; a per-millisecond velocity factor, so .fast stops sooner."),
        CatalogNote(.pitfall, "There is no .slow; any other rate is DecelerationRate(rawValue:). .normal and .fast are static constants of a RawRepresentable struct, not enum cases, so a switch over them needs a default."),
      ],
      declaration: "struct DecelerationRate", availability: .iOS("3.0"), relationships: nil, appleDocumentationPath: ""),
  ]

  static let indicatorEntries: [CatalogEntry] = [
    property("indicatorStyle", "UIScrollView.IndicatorStyle", model: "IndicatorStyle", default: ScrollViewDefaults.indicatorStyle, topic: indicatorTopic, since: .iOS("2.0")),
    enumeration("IndicatorStyle", IndicatorStyle.self, topic: indicatorTopic, since: .iOS("2.0")),
    property("showsHorizontalScrollIndicator", "Bool", model: "Bool", default: ScrollViewDefaults.showsHorizontalScrollIndicator, topic: indicatorTopic, since: .iOS("2.0")),
    property("showsVerticalScrollIndicator", "Bool", model: "Bool", default: ScrollViewDefaults.showsVerticalScrollIndicator, topic: indicatorTopic, since: .iOS("2.0")),
    property("horizontalScrollIndicatorInsets", "UIEdgeInsets", model: "EdgeInsets", default: ScrollViewDefaults.horizontalScrollIndicatorInsets, topic: indicatorTopic, since: .iOS("11.1")),
    property("verticalScrollIndicatorInsets", "UIEdgeInsets", model: "EdgeInsets", default: ScrollViewDefaults.verticalScrollIndicatorInsets, topic: indicatorTopic, since: .iOS("11.1")),
    property(
      "scrollIndicatorInsets", "UIEdgeInsets", model: "EdgeInsets", default: ScrollViewDefaults.scrollIndicatorInsets,
      topic: indicatorTopic, since: .iOS("2.0", deprecated: "13.0", deprecatedPart: (en: "the getter; the setter still sets both axes", zh: "getter 已弃用；setter 仍会同时设置两个方向")),
      notes: [CatalogNote(.assumption, "Deprecated: the setter writes both axes; when they differ the model's getter answers the vertical insets.")]),
    property(
      "automaticallyAdjustsScrollIndicatorInsets", "Bool", model: "Bool",
      default: ScrollViewDefaults.automaticallyAdjustsScrollIndicatorInsets, topic: indicatorTopic, since: .iOS("13.0"),
      notes: [
        CatalogNote(.assumption, "When true the indicators add the safe-area edges that went into the content inset; when false only their own insets (open question 9)."),
        CatalogNote(.pitfall, "It concerns the scroll indicators only, not the scroll view's subviews."),
      ]),
    method("func flashScrollIndicators()", topic: indicatorTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.observed, "Visible for 0.05 s + 0.25 s fade (Flow's hand-tuned values).")]),
    property(
      "refreshControl", "UIRefreshControl?", model: "RefreshControl?", default: ScrollViewDefaults.refreshControl,
      topic: indicatorTopic, since: .iOS("10.0", notOn: [.tvOS]),
      notes: [CatalogNote(.notModelled, "Only its presence is modelled; the refresh control's own inset while refreshing is not.")]),
    method("func scrollRectToVisible(_ rect: CGRect, animated: Bool)", topic: locationTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.assumption, "The visible area is bounds minus adjustedContentInset, and the result is clamped into the offset range (open question 4).")]),
  ]

  static let touchEntries: [CatalogEntry] = [
    method("func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool", topic: touchTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.observed, "Asked when the held-back touch is delivered (after 0.15 s, or at once without delaysContentTouches); false keeps the touch from the subview.")]),
    method("func touchesShouldCancel(in view: UIView) -> Bool", topic: touchTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.observed, "Default true unless the view is a UIControl; asked once the finger moves 10 pt, never when canCancelContentTouches is false.")]),
    property("canCancelContentTouches", "Bool", model: "Bool", default: ScrollViewDefaults.canCancelContentTouches, topic: touchTopic, since: .iOS("2.0")),
    property("delaysContentTouches", "Bool", model: "Bool", default: ScrollViewDefaults.delaysContentTouches, topic: touchTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.observed, "Delay 0.15 s and hysteresis 10 pt (Apple's own subclasses' timing overrides).")]),
    derived(
      "directionalPressGestureRecognizer", "UIGestureRecognizer", model: nil, .get, topic: touchTopic, since: .tvOSOnly("9.0", deprecated: "11.0"),
      notes: [CatalogNote(.notModelled, "tvOS only and deprecated; presses are not part of the model.")]),
  ]

  static let zoomEntries: [CatalogEntry] = [
    derived(
      "panGestureRecognizer", "UIPanGestureRecognizer", model: "PanGestureRecognizer", .get, topic: zoomTopic, since: .iOS("5.0"),
      notes: [CatalogNote(.observed, "Always present; limited to two touches while zooming is enabled. Recognizer objects themselves are not modelled, only these observable properties.")]),
    property(
      "pinchGestureRecognizer", "UIPinchGestureRecognizer?", model: "PinchGestureRecognizer?", .get,
      default: ScrollView().pinchGestureRecognizer, topic: zoomTopic, since: .iOS("5.0", notOn: [.tvOS]),
      notes: [CatalogNote(.observed, "nil while minimumZoomScale == maximumZoomScale.")]),
    method("func zoom(to rect: CGRect, animated: Bool)", topic: zoomTopic, since: .iOS("3.0"),
      notes: [CatalogNote(.assumption, "Scale = min(bounds / rect) clamped to the limits, rect centred, offset clamped (open question 6).")]),
    property("zoomScale", "CGFloat", model: "Double", default: ScrollViewDefaults.zoomScale, topic: zoomTopic, since: .iOS("3.0")),
    method("func setZoomScale(_ scale: CGFloat, animated: Bool)", topic: zoomTopic, since: .iOS("3.0"),
      notes: [CatalogNote(.assumption, "Clamped into the limits; the viewport centre stays on the same content point. Without a viewForZooming view or with equal limits the model answers an error.")]),
    property("maximumZoomScale", "CGFloat", model: "Double", default: ScrollViewDefaults.maximumZoomScale, topic: zoomTopic, since: .iOS("2.0")),
    property("minimumZoomScale", "CGFloat", model: "Double", default: ScrollViewDefaults.minimumZoomScale, topic: zoomTopic, since: .iOS("2.0")),
    property("isZoomBouncing", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isZoomBouncing, topic: zoomTopic, since: .iOS("2.0")),
    property("isZooming", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isZooming, topic: zoomTopic, since: .iOS("2.0")),
    property("bouncesZoom", "Bool", model: "Bool", default: ScrollViewDefaults.bouncesZoom, topic: zoomTopic, since: .iOS("2.0"),
      notes: [CatalogNote(.assumption, "Past a limit a pinch shows limit·e^b(ln(s/limit), 1), the scroll rubber band on the log scale (UIKit's mapping is private).")]),
  ]

  static let keyboardAndIndexEntries: [CatalogEntry] = [
    property(
      "keyboardDismissMode", "UIScrollView.KeyboardDismissMode", model: "KeyboardDismissMode",
      default: ScrollViewDefaults.keyboardDismissMode, topic: keyboardTopic, since: .iOS("7.0", notOn: [.tvOS, .visionOS])),
    enumeration(
      "KeyboardDismissMode", KeyboardDismissMode.self, topic: keyboardTopic, since: .iOS("7.0", notOn: [.tvOS, .visionOS]),
      notes: [
        CatalogNote(.observed, ".onDrag modes dismiss when a drag begins; in the interactive modes the keyboard follows a finger that goes below its top edge."),
        CatalogNote(.assumption, "Interactive release: a pulled keyboard is dismissed when the finger is still moving down, otherwise it slides back."),
      ]),
    property(
      "indexDisplayMode", "UIScrollView.IndexDisplayMode", model: "IndexDisplayMode",
      default: ScrollViewDefaults.indexDisplayMode, topic: indexTopic, since: .iOS("2.0", alsoOn: [PlatformVersion(.tvOS, "10.2")]),
      notes: [CatalogNote(.assumption, "Apple states no default; the model takes the first case (raw 0). tvOS only, so no behaviour is simulated.")]),
    enumeration("IndexDisplayMode", IndexDisplayMode.self, topic: indexTopic, since: .tvOSOnly("10.2")),
  ]

  /// The delegate protocol's methods, each recorded as a `DelegateEvent` (or answered by
  /// `ScrollViewDelegate`).
  static let delegateEntries: [CatalogEntry] = [
    ("scrollViewDidScroll(_ scrollView: UIScrollView)", "2.0"),
    ("scrollViewWillBeginDragging(_ scrollView: UIScrollView)", "2.0"),
    ("scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)", "5.0"),
    ("scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)", "2.0"),
    ("scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)", "2.0"),
    ("scrollViewDidEndDecelerating(_ scrollView: UIScrollView)", "2.0"),
    ("scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)", "2.0"),
    ("scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool", "2.0"),
    ("scrollViewDidScrollToTop(_ scrollView: UIScrollView)", "2.0"),
    ("scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)", "11.0"),
    ("viewForZooming(in scrollView: UIScrollView) -> UIView?", "2.0"),
    ("scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)", "3.2"),
    ("scrollViewDidZoom(_ scrollView: UIScrollView)", "3.2"),
    ("scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)", "2.0"),
  ].map { method("optional func " + $0.0, topic: interactionTopic, since: .iOS($0.1), owner: "UIScrollViewDelegate") }

  static let relatedEntries: [CatalogEntry] = [
    property(
      "automaticallyAdjustsScrollViewInsets", "Bool", model: "Bool",
      default: ScrollViewDefaults.automaticallyAdjustsScrollViewInsets, topic: relatedTopic, since: .iOS("7.0", deprecated: "11.0"),
      notes: [
        CatalogNote(.observed, "Before iOS 11 it wrote the bar heights into contentInset and shifted contentOffset: 64 (20 + 44), 20 with the bar hidden, 32 in landscape, plus the tab bar at the bottom."),
        CatalogNote(.pitfall, "On iOS 11 and later, setting it to false only turns off .automatic's navigation-controller case; the safe area is still added to scrolling content. contentInsetAdjustmentBehavior = .never turns that off."),
        CatalogNote(.assumption, "Landscape with the navigation bar hidden adds 0; a tab bar adds 49 pt in both orientations."),
      ],
      owner: "UIViewController"),
    property(
      "safeAreaInsets", "UIEdgeInsets", model: "EdgeInsets", .get, default: ScrollViewDefaults.safeAreaInsets,
      topic: relatedTopic, since: .iOS("11.0"),
      notes: [
        CatalogNote(.observed, "Presets per device class (DeviceClass), portrait and landscape, from measurements."),
        CatalogNote(.observed, "iPhone 16 Pro and 16 Pro Max have a 62 pt status area; a navigation bar overlaps a Dynamic Island phone's status area by 16/3 pt (97.67 at the top on iPhone 14 Pro)."),
        CatalogNote(.assumption, "Landscape insets of the 47/48/50/62 pt devices: left = right = the portrait top inset, bottom 21; the 62 pt models take the same navigation-bar overlap as the 14 Pro."),
      ],
      owner: "UIView"),
    CatalogEntry(
      owner: "UIView", name: "restorationIdentifier", kind: .behaviour, type: nil, modelType: "RestorableScrollState",
      access: nil, defaultValue: ScrollViewDefaults.spell(ScrollViewDefaults.restorationIdentifier), cases: [], topic: relatedTopic,
      notes: [CatalogNote(.observed, "A scroll view with an identifier preserves zoomScale, contentInset and contentOffset across launches.")],
      declaration: "var restorationIdentifier: String? { get set }", availability: .iOS("6.0"), relationships: nil,
      appleDocumentationPath: ""),
    derived(
      "keyboardLayoutGuide", "UIKeyboardLayoutGuide", model: "KeyboardLayoutGuide", .get, topic: relatedTopic, since: .iOS("15.0", notOn: [.tvOS]),
      notes: [CatalogNote(.observed, "Its top follows a docked keyboard and otherwise rests on the safe-area bottom (followsUndockedKeyboard false, usesBottomSafeArea true by default).")],
      owner: "UIView"),
  ]

  // MARK: Members added since the first inventory (the SDK surface, sdk-surface.md)

  static let sizeAdditions: [CatalogEntry] = [
    property(
      "contentAlignmentPoint", "CGPoint", model: "Point", default: ScrollViewDefaults.contentAlignmentPoint,
      topic: sizeTopic, since: since174,
      notes: [
        CatalogNote(.observed, "Decompiled UIKit adds (free space × alignment) to adjustedContentInset.top/left, the free space being what the content leaves of the bounds inside all other insets; the model does the same, so the offset range collapses onto −adjustedContentInset.top/left there and adjustedContentInset reports the extra amount."),
        CatalogNote(.assumption, "Coordinates outside 0…1 are limited to the unit square; an idle scroll view moves to its new resting offset as soon as the point changes; right-to-left layouts are not modelled."),
      ]),
    derived(
      "visibleSize", "CGSize", model: "Size", .get, topic: sizeTopic, since: .iOS("12.0"),
      notes: [CatalogNote(.observed, "Declared by UIFocusItemScrollableContainer: the bounds size, unaffected by insets, offset and zoom.")]),
  ].map { entry in
    var entry = entry
    if entry.name == "visibleSize" { entry.appleDocumentationPath = "uifocusitemscrollablecontainer/visiblesize" }
    return entry
  }

  static let configurationAdditions: [CatalogEntry] = [
    property(
      "transfersHorizontalScrollingToParent", "Bool", model: "Bool",
      default: ScrollViewDefaults.transfersHorizontalScrollingToParent, topic: configurationTopic, since: since174,
      notes: nestedScrollingNotes),
    property(
      "transfersVerticalScrollingToParent", "Bool", model: "Bool",
      default: ScrollViewDefaults.transfersVerticalScrollingToParent, topic: configurationTopic, since: since174,
      notes: nestedScrollingNotes),
    property(
      "allowsKeyboardScrolling", "Bool", model: "Bool", default: ScrollViewDefaults.allowsKeyboardScrolling,
      topic: configurationTopic, since: .iOS("17.0", notOn: [.tvOS]),
      notes: [
        CatalogNote(.assumption, "Apple does not publish the distances: an arrow key moves 40 pt, page up/down the visible length (bounds minus adjusted insets) minus 40 pt, home/end to the ends of the vertical range; each move is clamped and animated like setContentOffset(_:animated: true)."),
        CatalogNote(.assumption, "Nothing happens (the key goes on up the responder chain) when it is false, when isScrollEnabled is false, or when the content cannot move on the key's axis."),
      ]),
  ]

  static let nestedScrollingNotes: [CatalogNote] = [
    CatalogNote(.assumption, "Routing per axis: inside its range the inner view follows the finger; the movement beyond its edge goes to the parent (which rubber-bands past its own edges) while this is true, and is the inner view's own rubber band (a dead stop without bouncing) while it is false. An inner view that cannot scroll on the axis leaves it to the parent either way. The model's NestedScrollViews holds the pair."),
  ]

  static let stateAdditions: [CatalogEntry] = [
    property(
      "isScrollAnimating", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isScrollAnimating,
      topic: stateTopic, since: since174,
      notes: [CatalogNote(.observed, "True during an animated setContentOffset or scrollRectToVisible (and, in the model, the status-bar scroll to top and keyboard scrolling); deceleration does not count.")]),
    method(
      "func stopScrollingAndZooming()", topic: stateTopic, since: since174,
      notes: [
        CatalogNote(.observed, "Documented: dragging, deceleration and scroll and zoom animations stop where they are; with paging on the offset moves to a page boundary, and content past an edge moves back into range at once."),
        CatalogNote(.assumption, "Callbacks: a drag ends with willEndDragging (zero velocity) and didEndDragging(willDecelerate: false), deceleration with didEndDecelerating, a scroll animation with didEndScrollingAnimation, a zoom (animation, pinch or bounce) with didEndZooming after its scale is put back inside the limits. The page is the nearest one. An idle view keeps an offset set outside the range."),
      ]),
  ]

  static let indicatorAdditions: [CatalogEntry] = [
    method(
      "func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void)", topic: indicatorTopic, since: since174,
      notes: [
        CatalogNote(.observed, "Documented: shows the indicators of the axes whose offset the closure changed; after a change without animation they fade after a delay, after an animated one when the animation ends."),
        CatalogNote(.assumption, "The fade follows flashScrollIndicators (0.05 s + 0.25 s, Flow's values); the model's closure receives the scroll view as an inout value."),
      ]),
  ]

  static let zoomAdditions: [CatalogEntry] = [
    property(
      "isZoomAnimating", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isZoomAnimating,
      topic: zoomTopic, since: since174,
      notes: [
        CatalogNote(.assumption, "Animated setZoomScale and zoom(to:) run over 0.33 s on the simulation clock, scale and offset linear (the offset animation's length; UIKit's is private); a pinch and its bounce do not count."),
      ]),
  ]

  static let edgeEffectEntries: [CatalogEntry] = ["top", "left", "bottom", "right"].map { edge in
    derived(
      edge + "EdgeEffect", "UIScrollEdgeEffect", model: "ScrollEdgeEffect", .get, topic: edgeEffectTopic, since: .iOS("26.0"),
      notes: [
        CatalogNote(.notModelled, "The model draws nothing under bars: it stores the effect's style (.automatic, .soft, .hard; .automatic at first) and isHidden (false at first) and nothing reads them."),
      ])
  }

  static let relatedAdditions: [CatalogEntry] = [
    CatalogEntry(
      owner: "", name: "UIRefreshControl", kind: .class, type: "@MainActor class UIRefreshControl : UIControl",
      modelType: "RefreshControl", access: nil, defaultValue: nil, cases: [], topic: relatedTopic,
      notes: [CatalogNote(.notModelled, "Stored state only: the model keeps whether it is refreshing; the spinner, the pull that triggers it, its valueChanged action and the inset it adds to adjustedContentInset.top while showing are not modelled.")],
      declaration: "@MainActor class UIRefreshControl", availability: .iOS("6.0", notOn: [.tvOS]),
      relationships: TypeRelationships(inheritsFrom: "UIControl"), appleDocumentationPath: ""),
    method(
      "func beginRefreshing()", topic: relatedTopic, since: .iOS("6.0", notOn: [.tvOS]),
      notes: [CatalogNote(.notModelled, "Stored state only: it sets isRefreshing; the animation and the scroll that reveals the control are not modelled.")],
      owner: "UIRefreshControl"),
    method(
      "func endRefreshing()", topic: relatedTopic, since: .iOS("6.0", notOn: [.tvOS]),
      notes: [CatalogNote(.notModelled, "Stored state only: it clears isRefreshing; hiding the control and giving back its inset are not modelled.")],
      owner: "UIRefreshControl"),
    property(
      "isRefreshing", "Bool", model: "Bool", .get, default: RefreshControl().isRefreshing, topic: relatedTopic,
      since: .iOS("6.0", notOn: [.tvOS]),
      notes: [CatalogNote(.notModelled, "Stored state only: it changes with beginRefreshing() and endRefreshing(); a user's pull is not modelled.")],
      owner: "UIRefreshControl"),
    method(
      "func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge)", topic: relatedTopic,
      since: .iOS("15.0"),
      notes: [CatalogNote(.notModelled, "The model has no view controllers or bars: the association only chooses which scroll view drives a bar's scroll-edge appearance, which the model does not draw.")],
      owner: "UIViewController"),
    method(
      "func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView?", topic: relatedTopic, since: .iOS("15.0"),
      notes: [CatalogNote(.notModelled, "The model has no view controllers or bars, so there is nothing to look up.")],
      owner: "UIViewController"),
    derived(
      "allowedScrollTypesMask", "UIScrollTypeMask", model: nil, .getSet, topic: relatedTopic, since: .iOS("13.4"),
      notes: [CatalogNote(.notModelled, "Trackpad and mouse-wheel scrolling are not part of the model, which takes touches and hardware keys only.")],
      owner: "UIPanGestureRecognizer"),
  ]
}
