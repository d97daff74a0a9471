// The scroll view the playground describes, as plain numbers set one group at a time from
// JavaScript. `makeScrollView` applies them in the order `scrollnotes eval` does
// (EvalScenarioReader), so the page and the command line answer the same question alike.
public import ScrollModel

/// Flag bits of `sn_set_flags`.
public enum SceneFlag {
  public static let scrollEnabled: Int32 = 1 << 0
  public static let bouncesHorizontally: Int32 = 1 << 1
  public static let bouncesVertically: Int32 = 1 << 2
  public static let alwaysBounceVertical: Int32 = 1 << 3
  public static let alwaysBounceHorizontal: Int32 = 1 << 4
  public static let pagingEnabled: Int32 = 1 << 5
  public static let navigationRoot: Int32 = 1 << 6
  public static let directionalLock: Int32 = 1 << 7
  public static let bouncesZoom: Int32 = 1 << 8
  /// The owning view controller's `automaticallyAdjustsScrollViewInsets` is false (a bit that
  /// is off by default, like UIKit's true).
  public static let legacyInsetAdjustmentOff: Int32 = 1 << 9
  /// The iOS 17.4 and 17 members are on in UIKit, so their bits, too, turn them off: a page
  /// that knows nothing of them sends none and gets UIKit's behaviour.
  /// `transfersHorizontalScrollingToParent` is false (`sn_nested`).
  public static let transfersHorizontalOff: Int32 = 1 << 10
  /// `transfersVerticalScrollingToParent` is false (`sn_nested`).
  public static let transfersVerticalOff: Int32 = 1 << 11
  /// `allowsKeyboardScrolling` is false (`sn_sim_do`'s key presses are not handled).
  public static let keyboardScrollingOff: Int32 = 1 << 12
  /// `showsHorizontalScrollIndicator` is false.
  public static let horizontalIndicatorOff: Int32 = 1 << 13
  /// `showsVerticalScrollIndicator` is false.
  public static let verticalIndicatorOff: Int32 = 1 << 14
  /// UIKit's defaults: scrolling on, bouncing on both axes and for zoom.
  public static let defaults: Int32 = scrollEnabled | bouncesHorizontally | bouncesVertically | bouncesZoom
}

/// Everything `eval`'s `scrollView` object can say, in the model's units.
public struct SceneSetup: Sendable {
  public var bounds = Size.zero
  public var contentSize = Size.zero
  public var contentOffset = Point.zero
  public var contentInset = EdgeInsets.zero
  public var safeAreaInsets = EdgeInsets.zero
  public var contentAlignmentPoint = Point.zero
  public var behavior = ContentInsetAdjustmentBehavior.automatic
  public var flags = SceneFlag.defaults
  public var decelerationRate = DecelerationRate.normal
  public var zoomScale = 1.0
  public var minimumZoomScale = 1.0
  public var maximumZoomScale = 1.0
  public var displayScale = 1.0

  public init(bounds: Size = .zero) { self.bounds = bounds }

  func has(_ flag: Int32) -> Bool { flags & flag != 0 }

  /// The scroll view, built like `eval` builds it. Nil when the zoom scale cannot be applied.
  public func makeScrollView() -> ScrollView? {
    var view = ScrollView(size: bounds)
    view.displayScale = displayScale > 0 ? displayScale : 1
    view.safeAreaInsets = safeAreaInsets
    view.isViewControllerRootInNavigationController = has(SceneFlag.navigationRoot)
    view.viewControllerAutomaticallyAdjustsScrollViewInsets = !has(SceneFlag.legacyInsetAdjustmentOff)
    view.contentInsetAdjustmentBehavior = behavior
    view.contentInset = contentInset
    view.contentSize = contentSize
    view.contentAlignmentPoint = contentAlignmentPoint
    view.isScrollEnabled = has(SceneFlag.scrollEnabled)
    view.bouncesHorizontally = has(SceneFlag.bouncesHorizontally)
    view.bouncesVertically = has(SceneFlag.bouncesVertically)
    view.alwaysBounceVertical = has(SceneFlag.alwaysBounceVertical)
    view.alwaysBounceHorizontal = has(SceneFlag.alwaysBounceHorizontal)
    view.isPagingEnabled = has(SceneFlag.pagingEnabled)
    view.isDirectionalLockEnabled = has(SceneFlag.directionalLock)
    view.decelerationRate = decelerationRate
    view.transfersHorizontalScrollingToParent = !has(SceneFlag.transfersHorizontalOff)
    view.transfersVerticalScrollingToParent = !has(SceneFlag.transfersVerticalOff)
    view.allowsKeyboardScrolling = !has(SceneFlag.keyboardScrollingOff)
    view.showsHorizontalScrollIndicator = !has(SceneFlag.horizontalIndicatorOff)
    view.showsVerticalScrollIndicator = !has(SceneFlag.verticalIndicatorOff)
    view.bouncesZoom = has(SceneFlag.bouncesZoom)
    view.minimumZoomScale = minimumZoomScale
    view.maximumZoomScale = maximumZoomScale
    // eval's convenience: the zoomed view is the content view.
    view.delegate = ScrollViewDelegate(viewForZooming: view.contentSize)
    if zoomScale != view.zoomScale, case .unavailable = view.setZoomScale(zoomScale, animated: false) { return nil }
    view.contentOffset = contentOffset
    view.events.removeAll()
    return view
  }
}

nonisolated(unsafe) var scene = SceneSetup()
