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

  /// Entries of `owner` (e.g. all `UIScrollViewDelegate` methods).
  public static func entries(ownedBy owner: String) -> [CatalogEntry] {
    entries.filter { $0.owner == owner }
  }

  public static let entries: [CatalogEntry] = typeEntries + contentEntries + insetEntries + configurationEntries
    + stateEntries + indicatorEntries + touchEntries + zoomEntries + keyboardAndIndexEntries + delegateEntries
    + relatedEntries

  // MARK: Topics

  static let typeTopic = CatalogTopic("The type", "类型")
  static let interactionTopic = CatalogTopic("Responding to Scroll View Interactions", "回应滚动视图交互")
  static let sizeTopic = CatalogTopic("Managing the Content Size and Offset", "管理内容大小和偏移量")
  static let insetTopic = CatalogTopic("Managing the Content Inset Behavior", "管理内容插入行为")
  static let guidesTopic = CatalogTopic("Getting the Layout Guides", "获取布局指南")
  static let configurationTopic = CatalogTopic("Configuring the Scroll View", "配置滚动视图")
  static let stateTopic = CatalogTopic("Getting the Scrolling State", "获取滚动状态")
  static let indicatorTopic = CatalogTopic(
    "Managing the Scroll Indicator and Refresh Control", "管理滚动指示器和刷新控件")
  static let locationTopic = CatalogTopic("Scrolling to a Specific Location", "滚动到特定位置")
  static let touchTopic = CatalogTopic("Managing Touches", "管理触摸")
  static let zoomTopic = CatalogTopic("Zooming and Panning", "缩放和平移")
  static let keyboardTopic = CatalogTopic("Managing the Keyboard", "管理键盘")
  static let indexTopic = CatalogTopic("Managing the Index", "管理索引")
  static let relatedTopic = CatalogTopic("Related", "相关")

  // MARK: Builders

  static func property<Value: ModelSpellable>(
    _ name: String, _ type: String, model modelType: String, _ access: Access = .getSet,
    default value: Value, topic: CatalogTopic, notes: [CatalogNote] = [], owner: String = "UIScrollView"
  ) -> CatalogEntry {
    CatalogEntry(
      owner: owner, name: name, kind: .property, type: type, modelType: modelType, access: access,
      defaultValue: value.modelSpelling, cases: [], topic: topic, notes: notes)
  }

  static func method(
    _ name: String, topic: CatalogTopic, notes: [CatalogNote] = [], owner: String = "UIScrollView"
  ) -> CatalogEntry {
    CatalogEntry(
      owner: owner, name: name, kind: .method, type: nil, modelType: nil, access: nil, defaultValue: nil,
      cases: [], topic: topic, notes: notes)
  }

  static func enumeration<E: CatalogEnum>(_ name: String, _ type: E.Type, topic: CatalogTopic, notes: [CatalogNote] = [])
    -> CatalogEntry
  {
    CatalogEntry(
      owner: "UIScrollView", name: name, kind: .enum, type: nil, modelType: name, access: nil, defaultValue: nil,
      cases: E.allCases.map { EnumCaseEntry(name: $0.name, rawValue: String($0.rawValue)) }, topic: topic,
      notes: notes)
  }

  /// A property with no literal default (derived or an object), described by its notes.
  static func derived(
    _ name: String, _ type: String, model modelType: String?, _ access: Access, topic: CatalogTopic,
    notes: [CatalogNote], owner: String = "UIScrollView"
  ) -> CatalogEntry {
    CatalogEntry(
      owner: owner, name: name, kind: .property, type: type, modelType: modelType, access: access,
      defaultValue: nil, cases: [], topic: topic, notes: notes)
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
      ])
  ]

  static let contentEntries: [CatalogEntry] = [
    property(
      "delegate", "UIScrollViewDelegate?", model: "ScrollViewDelegate?", default: ScrollViewDefaults.delegate,
      topic: interactionTopic,
      notes: [
        CatalogNote(
          .observed, "A weak reference. The model describes a delegate by its answers; the calls are recorded as DelegateEvent values.")
      ]),
    CatalogEntry(
      owner: "", name: "UIScrollViewDelegate", kind: .protocol, type: nil, modelType: "DelegateEvent",
      access: nil, defaultValue: nil, cases: [], topic: interactionTopic,
      notes: [
        CatalogNote(
          .observed,
          "Finger-up order: willEndDragging, didEndDragging(willDecelerate:), then when moving willBeginDecelerating, didScroll…, didEndDecelerating (Chameleon)."
        )
      ]),
    property("contentSize", "CGSize", model: "Size", default: ScrollViewDefaults.contentSize, topic: sizeTopic,
      notes: [CatalogNote(.observed, "Setting it clamps the offset into the new range unless the user is pulling past the top/leading edge.")]),
    property("contentOffset", "CGPoint", model: "Point", default: ScrollViewDefaults.contentOffset, topic: sizeTopic,
      notes: [CatalogNote(.observed, "It is bounds.origin, rounded to the pixel grid and not clamped when assigned.")]),
    method("setContentOffset(_:animated:)", topic: sizeTopic,
      notes: [CatalogNote(.assumption, "Animations run linearly for 0.33 s (Chameleon); UIKit's duration is private.")]),
  ]

  static let insetEntries: [CatalogEntry] = [
    derived(
      "adjustedContentInset", "UIEdgeInsets", model: "EdgeInsets", .get, topic: insetTopic,
      notes: [
        CatalogNote(.observed, "Derived: contentInset plus the safe-area edges the behaviour allows; an axis counts as scrollable when contentSize is strictly greater than bounds or alwaysBounce is on."),
        CatalogNote(.observed, "With isScrollEnabled == false, .automatic and .scrollableAxes add no safe area at all."),
      ]),
    property("contentInset", "UIEdgeInsets", model: "EdgeInsets", default: ScrollViewDefaults.contentInset, topic: insetTopic),
    property(
      "contentInsetAdjustmentBehavior", "UIScrollView.ContentInsetAdjustmentBehavior",
      model: "ContentInsetAdjustmentBehavior", default: ScrollViewDefaults.contentInsetAdjustmentBehavior,
      topic: insetTopic,
      notes: [
        CatalogNote(.pitfall, ".scrollableAxes works on both axes and has no non-scrollable top/bottom case; only .automatic does."),
        CatalogNote(.assumption, "The navigation-controller case is an explicit input (isViewControllerRootInNavigationController); which containers set UIKit's private flag, and when, is open question 8, and tab bar controllers are not modelled."),
      ]),
    enumeration("ContentInsetAdjustmentBehavior", ContentInsetAdjustmentBehavior.self, topic: insetTopic),
    method(
      "adjustedContentInsetDidChange()", topic: insetTopic,
      notes: [CatalogNote(.observed, "Fires, with scrollViewDidChangeAdjustedContentInset, exactly when the adjusted value changes: content inset, safe area, behaviour, content or bounds size crossing the threshold, isScrollEnabled, alwaysBounce.")]),
    derived(
      "frameLayoutGuide", "UILayoutGuide", model: "UILayoutGuide", .get, topic: guidesTopic,
      notes: [CatalogNote(.observed, "An Auto Layout object: the ScrollLayout module implements it (its UIScrollView class); width, height and centre constraints to it measure the frame.")]),
    derived(
      "contentLayoutGuide", "UILayoutGuide", model: "UILayoutGuide", .get, topic: guidesTopic,
      notes: [CatalogNote(.observed, "An Auto Layout object: the ScrollLayout module implements it (its UIScrollView class); edge constraints to it determine contentSize after a layout pass.")]),
  ]

  static let configurationEntries: [CatalogEntry] = [
    property("isScrollEnabled", "Bool", model: "Bool", default: ScrollViewDefaults.isScrollEnabled, topic: configurationTopic),
    property(
      "isDirectionalLockEnabled", "Bool", model: "Bool", default: ScrollViewDefaults.isDirectionalLockEnabled,
      topic: configurationTopic,
      notes: [CatalogNote(.assumption, "The drag locks to an axis when one component of the first 10 pt of movement is at least 2× the other.")]),
    property(
      "isPagingEnabled", "Bool", model: "Bool", default: ScrollViewDefaults.isPagingEnabled, topic: configurationTopic,
      notes: [CatalogNote(.assumption, "Page = bounds size, pages start at offset 0. A slow release (< 0.05 pt/ms) snaps to the nearest page; a flick goes one page in its direction, never more than one page from the start of the drag. The settle uses the bounce-back decay. scrollViewWillEndDragging is reported with the page as target (whether current iOS calls it when paging is open question 3).")]),
    property(
      "scrollsToTop", "Bool", model: "Bool", default: ScrollViewDefaults.scrollsToTop, topic: configurationTopic,
      notes: [CatalogNote(.assumption, "Scrolls to y = −adjustedContentInset.top; already at the top, didScrollToTop is reported at once.")]),
    property(
      "bounces", "Bool", model: "Bool", default: ScrollViewDefaults.bounces, topic: configurationTopic,
      notes: [
        CatalogNote(.observed, "Rubber band (1 − 1/(0.55·x/d + 1))·d; without bouncing a drag stops dead at the edge."),
        CatalogNote(.observed, "After release the overshoot decays like 0.99 per ms and settles within 0.5 pt, following a copy of UIKit's private bounce routine found in another Apple app (open question 11: it may differ on current iOS)."),
      ]),
    property("bouncesHorizontally", "Bool", model: "Bool", default: ScrollViewDefaults.bouncesHorizontally, topic: configurationTopic),
    property("bouncesVertically", "Bool", model: "Bool", default: ScrollViewDefaults.bouncesVertically, topic: configurationTopic),
    property("alwaysBounceVertical", "Bool", model: "Bool", default: ScrollViewDefaults.alwaysBounceVertical, topic: configurationTopic),
    property("alwaysBounceHorizontal", "Bool", model: "Bool", default: ScrollViewDefaults.alwaysBounceHorizontal, topic: configurationTopic),
  ]

  static let stateEntries: [CatalogEntry] = [
    property("isTracking", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isTracking, topic: stateTopic),
    property("isDragging", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isDragging, topic: stateTopic),
    property("isDecelerating", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isDecelerating, topic: stateTopic,
      notes: [CatalogNote(.assumption, "Momentum stops once less than 0.5 pt of travel remains (|v|·d/(1 − d) < 0.5).")]),
    property(
      "decelerationRate", "UIScrollView.DecelerationRate", model: "DecelerationRate",
      default: ScrollViewDefaults.decelerationRate, topic: stateTopic,
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
        CatalogNote(.pitfall, "There is no .slow; any other rate is DecelerationRate(rawValue:)."),
      ]),
  ]

  static let indicatorEntries: [CatalogEntry] = [
    property("indicatorStyle", "UIScrollView.IndicatorStyle", model: "IndicatorStyle", default: ScrollViewDefaults.indicatorStyle, topic: indicatorTopic),
    enumeration("IndicatorStyle", IndicatorStyle.self, topic: indicatorTopic),
    property("showsHorizontalScrollIndicator", "Bool", model: "Bool", default: ScrollViewDefaults.showsHorizontalScrollIndicator, topic: indicatorTopic),
    property("showsVerticalScrollIndicator", "Bool", model: "Bool", default: ScrollViewDefaults.showsVerticalScrollIndicator, topic: indicatorTopic),
    property("horizontalScrollIndicatorInsets", "UIEdgeInsets", model: "EdgeInsets", default: ScrollViewDefaults.horizontalScrollIndicatorInsets, topic: indicatorTopic),
    property("verticalScrollIndicatorInsets", "UIEdgeInsets", model: "EdgeInsets", default: ScrollViewDefaults.verticalScrollIndicatorInsets, topic: indicatorTopic),
    property(
      "scrollIndicatorInsets", "UIEdgeInsets", model: "EdgeInsets", default: ScrollViewDefaults.scrollIndicatorInsets,
      topic: indicatorTopic,
      notes: [CatalogNote(.assumption, "Deprecated: the setter writes both axes; when they differ the model's getter answers the vertical insets.")]),
    property(
      "automaticallyAdjustsScrollIndicatorInsets", "Bool", model: "Bool",
      default: ScrollViewDefaults.automaticallyAdjustsScrollIndicatorInsets, topic: indicatorTopic,
      notes: [
        CatalogNote(.assumption, "When true the indicators add the safe-area edges that went into the content inset; when false only their own insets (open question 9)."),
        CatalogNote(.pitfall, "It concerns the scroll indicators only, not the scroll view's subviews."),
      ]),
    method(
      "flashScrollIndicators()", topic: indicatorTopic,
      notes: [CatalogNote(.observed, "Visible for 0.05 s + 0.25 s fade (Flow's hand-tuned values).")]),
    property(
      "refreshControl", "UIRefreshControl?", model: "RefreshControl?", default: ScrollViewDefaults.refreshControl,
      topic: indicatorTopic,
      notes: [CatalogNote(.notModelled, "Only its presence is modelled; the refresh control's own inset while refreshing is not.")]),
    method("scrollRectToVisible(_:animated:)", topic: locationTopic,
      notes: [CatalogNote(.assumption, "The visible area is bounds minus adjustedContentInset, and the result is clamped into the offset range (open question 4).")]),
  ]

  static let touchEntries: [CatalogEntry] = [
    method("touchesShouldBegin(_:with:in:)", topic: touchTopic,
      notes: [CatalogNote(.observed, "Asked when the held-back touch is delivered (after 0.15 s, or at once without delaysContentTouches); false keeps the touch from the subview.")]),
    method("touchesShouldCancel(in:)", topic: touchTopic,
      notes: [CatalogNote(.observed, "Default true unless the view is a UIControl; asked once the finger moves 10 pt, never when canCancelContentTouches is false.")]),
    property("canCancelContentTouches", "Bool", model: "Bool", default: ScrollViewDefaults.canCancelContentTouches, topic: touchTopic),
    property("delaysContentTouches", "Bool", model: "Bool", default: ScrollViewDefaults.delaysContentTouches, topic: touchTopic,
      notes: [CatalogNote(.observed, "Delay 0.15 s and hysteresis 10 pt (Apple's own subclasses' timing overrides).")]),
    derived(
      "directionalPressGestureRecognizer", "UIGestureRecognizer", model: nil, .get, topic: touchTopic,
      notes: [CatalogNote(.notModelled, "tvOS only and deprecated; presses are not part of the model.")]),
  ]

  static let zoomEntries: [CatalogEntry] = [
    derived(
      "panGestureRecognizer", "UIPanGestureRecognizer", model: "PanGestureRecognizer", .get, topic: zoomTopic,
      notes: [CatalogNote(.observed, "Always present; limited to two touches while zooming is enabled. Recognizer objects themselves are not modelled, only these observable properties.")]),
    property(
      "pinchGestureRecognizer", "UIPinchGestureRecognizer?", model: "PinchGestureRecognizer?", .get,
      default: ScrollView().pinchGestureRecognizer, topic: zoomTopic,
      notes: [CatalogNote(.observed, "nil while minimumZoomScale == maximumZoomScale.")]),
    method("zoom(to:animated:)", topic: zoomTopic,
      notes: [CatalogNote(.assumption, "Scale = min(bounds / rect) clamped to the limits, rect centred, offset clamped (open question 6).")]),
    property("zoomScale", "CGFloat", model: "Double", default: ScrollViewDefaults.zoomScale, topic: zoomTopic),
    method("setZoomScale(_:animated:)", topic: zoomTopic,
      notes: [CatalogNote(.assumption, "Clamped into the limits; the viewport centre stays on the same content point. Without a viewForZooming view or with equal limits the model answers an error.")]),
    property("maximumZoomScale", "CGFloat", model: "Double", default: ScrollViewDefaults.maximumZoomScale, topic: zoomTopic),
    property("minimumZoomScale", "CGFloat", model: "Double", default: ScrollViewDefaults.minimumZoomScale, topic: zoomTopic),
    property("isZoomBouncing", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isZoomBouncing, topic: zoomTopic),
    property("isZooming", "Bool", model: "Bool", .get, default: ScrollViewDefaults.isZooming, topic: zoomTopic),
    property("bouncesZoom", "Bool", model: "Bool", default: ScrollViewDefaults.bouncesZoom, topic: zoomTopic,
      notes: [CatalogNote(.assumption, "Past a limit a pinch shows limit·e^b(ln(s/limit), 1), the scroll rubber band on the log scale (UIKit's mapping is private).")]),
  ]

  static let keyboardAndIndexEntries: [CatalogEntry] = [
    property(
      "keyboardDismissMode", "UIScrollView.KeyboardDismissMode", model: "KeyboardDismissMode",
      default: ScrollViewDefaults.keyboardDismissMode, topic: keyboardTopic),
    enumeration(
      "KeyboardDismissMode", KeyboardDismissMode.self, topic: keyboardTopic,
      notes: [
        CatalogNote(.observed, ".onDrag modes dismiss when a drag begins; in the interactive modes the keyboard follows a finger that goes below its top edge."),
        CatalogNote(.assumption, "Interactive release: a pulled keyboard is dismissed when the finger is still moving down, otherwise it slides back."),
      ]),
    property(
      "indexDisplayMode", "UIScrollView.IndexDisplayMode", model: "IndexDisplayMode",
      default: ScrollViewDefaults.indexDisplayMode, topic: indexTopic,
      notes: [CatalogNote(.assumption, "Apple states no default; the model takes the first case (raw 0). tvOS only, so no behaviour is simulated.")]),
    enumeration("IndexDisplayMode", IndexDisplayMode.self, topic: indexTopic),
  ]

  /// The delegate protocol's methods, each recorded as a `DelegateEvent` (or answered by
  /// `ScrollViewDelegate`).
  static let delegateEntries: [CatalogEntry] = [
    "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
    "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "scrollViewDidEndDragging(_:willDecelerate:)",
    "scrollViewWillBeginDecelerating(_:)", "scrollViewDidEndDecelerating(_:)", "scrollViewDidEndScrollingAnimation(_:)",
    "scrollViewShouldScrollToTop(_:)", "scrollViewDidScrollToTop(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
    "viewForZooming(in:)", "scrollViewWillBeginZooming(_:with:)", "scrollViewDidZoom(_:)",
    "scrollViewDidEndZooming(_:with:atScale:)",
  ].map { method($0, topic: interactionTopic, owner: "UIScrollViewDelegate") }

  static let relatedEntries: [CatalogEntry] = [
    property(
      "automaticallyAdjustsScrollViewInsets", "Bool", model: "Bool",
      default: ScrollViewDefaults.automaticallyAdjustsScrollViewInsets, topic: relatedTopic,
      notes: [
        CatalogNote(.observed, "Before iOS 11 it wrote the bar heights into contentInset and shifted contentOffset: 64 (20 + 44), 20 with the bar hidden, 32 in landscape, plus the tab bar at the bottom."),
        CatalogNote(.assumption, "Landscape with the navigation bar hidden adds 0; a tab bar adds 49 pt in both orientations."),
      ],
      owner: "UIViewController"),
    property(
      "safeAreaInsets", "UIEdgeInsets", model: "EdgeInsets", .get, default: ScrollViewDefaults.safeAreaInsets,
      topic: relatedTopic,
      notes: [
        CatalogNote(.observed, "Presets per device class (DeviceClass), portrait and landscape, from measurements."),
        CatalogNote(.assumption, "Landscape insets of the 47/48/50 pt devices: left = right = the portrait top inset, bottom 21. iPhone 16 Pro uses 59 pt."),
      ],
      owner: "UIView"),
    CatalogEntry(
      owner: "UIView", name: "restorationIdentifier", kind: .behaviour, type: nil, modelType: "RestorableScrollState",
      access: nil, defaultValue: ScrollViewDefaults.spell(ScrollViewDefaults.restorationIdentifier), cases: [], topic: relatedTopic,
      notes: [CatalogNote(.observed, "A scroll view with an identifier preserves zoomScale, contentInset and contentOffset across launches.")]),
    derived(
      "keyboardLayoutGuide", "UIKeyboardLayoutGuide", model: "KeyboardLayoutGuide", .get, topic: relatedTopic,
      notes: [CatalogNote(.observed, "Its top follows a docked keyboard and otherwise rests on the safe-area bottom (followsUndockedKeyboard false, usesBottomSafeArea true by default).")],
      owner: "UIView"),
  ]
}
