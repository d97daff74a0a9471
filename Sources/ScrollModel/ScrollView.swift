// The scroll view's state as one value. Inputs (sizes, insets, flags) are plain stored
// properties; everything UIKit derives (adjusted inset, offset range, gesture recognizers) is
// computed from them. Setters that UIKit answers with side effects (recomputing the adjusted
// inset, clamping the offset, calling the delegate) do the same here through `didSet`, and the
// callbacks go into `events` in the order UIKit would make them.

/// A `UIScrollView`, modelled as a value.
///
/// Models: UIScrollView
public struct ScrollView: Sendable {
  // MARK: Environment (what the view hierarchy gives the scroll view)

  /// The scroll view's bounds; `bounds.origin` *is* the content offset ([O] DEC-B, FLOW).
  public var bounds: Rect {
    didSet { if bounds.size != oldValue.size { refreshAdjustedContentInset() } }
  }
  /// The safe-area insets the window gives this view (zero outside a window; device presets
  /// in `DeviceClass`). A change while idle keeps the content where it was relative to it.
  public var safeAreaInsets: EdgeInsets = ScrollViewDefaults.safeAreaInsets {
    didSet {
      let before = lastAdjustedContentInset
      refreshAdjustedContentInset()
      keepContentPositionRelativeToSafeArea(previousAdjustedInset: before)
    }
  }
  /// Pixels per point of the display; offsets are rounded to this grid ([O] DEC-B).
  public var displayScale: Double = 1
  /// True when the scroll view is the root view of a view controller shown inside a
  /// navigation controller: `.automatic` then applies top and bottom safe area even when the
  /// content cannot scroll ([O] DEC-B, UIKit's `_applyVerticalSafeAreaInsetsToNonscrollingContent`;
  /// when UIKit sets it is open question 8).
  public var isViewControllerRootInNavigationController = false {
    didSet { refreshAdjustedContentInset() }
  }
  /// The owning view controller's `automaticallyAdjustsScrollViewInsets` (UIKit's default is
  /// true). Deprecated in iOS 11, it still gates `.automatic`'s navigation-controller case
  /// (the header's comment on `.automatic`), but the safe area keeps applying when it is false.
  public var viewControllerAutomaticallyAdjustsScrollViewInsets = true {
    didSet { refreshAdjustedContentInset() }
  }

  // MARK: Delegate and content

  /// Models: UIScrollView.delegate
  /// Setting it does not resize the content: `contentSize` follows the zoomed view only when
  /// the scale changes, as in UIKit.
  public var delegate: ScrollViewDelegate? = ScrollViewDefaults.delegate
  /// Models: UIScrollView.contentSize
  public var contentSize: Size = ScrollViewDefaults.contentSize {
    didSet {
      refreshAdjustedContentInset()
      clampOffsetAfterContentSizeChange()
    }
  }
  /// Models: UIScrollView.contentInset
  public var contentInset: EdgeInsets = ScrollViewDefaults.contentInset {
    didSet { refreshAdjustedContentInset() }
  }
  /// Models: UIScrollView.contentInsetAdjustmentBehavior
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior =
    ScrollViewDefaults.contentInsetAdjustmentBehavior
  {
    didSet { refreshAdjustedContentInset() }
  }
  /// Where content smaller than the inset viewport rests, as a unit-square point (iOS 17.4):
  /// the free space times this point goes into the leading adjusted insets
  /// (`alignmentInset`, AdjustedContentInset.swift).
  ///
  /// Models: UIScrollView.contentAlignmentPoint
  public var contentAlignmentPoint: Point = ScrollViewDefaults.contentAlignmentPoint {
    didSet {
      refreshAdjustedContentInset()
      moveToRestingOffsetIfIdle()
    }
  }

  // MARK: Configuration

  /// Models: UIScrollView.isScrollEnabled
  public var isScrollEnabled: Bool = ScrollViewDefaults.isScrollEnabled {
    didSet { refreshAdjustedContentInset() }
  }
  /// Locks a mostly straight drag to its axis (behaviour in `beginDrag`, Simulation.swift).
  public var isDirectionalLockEnabled: Bool = ScrollViewDefaults.isDirectionalLockEnabled
  /// Releases settle on bounds-sized pages (`pagingTarget(velocity:startOffset:)`).
  public var isPagingEnabled: Bool = ScrollViewDefaults.isPagingEnabled
  /// Lets a status-bar tap scroll this view to the top (`tapStatusBar(otherCandidates:)`).
  public var scrollsToTop: Bool = ScrollViewDefaults.scrollsToTop
  /// Rubber-banding on x (`rubberBandedOffset(_:along:)`, iOS 17.4).
  public var bouncesHorizontally: Bool = ScrollViewDefaults.bouncesHorizontally
  /// Rubber-banding on y (`rubberBandedOffset(_:along:)`, iOS 17.4).
  public var bouncesVertically: Bool = ScrollViewDefaults.bouncesVertically
  /// Since iOS 17.4 the setter writes both axes and the getter is true only when both are.
  ///
  /// Models: UIScrollView.bounces
  public var bounces: Bool {
    get { bouncesHorizontally && bouncesVertically }
    set {
      bouncesHorizontally = newValue
      bouncesVertically = newValue
    }
  }
  /// Models: UIScrollView.alwaysBounceVertical
  public var alwaysBounceVertical: Bool = ScrollViewDefaults.alwaysBounceVertical {
    didSet { refreshAdjustedContentInset() }
  }
  /// Models: UIScrollView.alwaysBounceHorizontal
  public var alwaysBounceHorizontal: Bool = ScrollViewDefaults.alwaysBounceHorizontal {
    didSet { refreshAdjustedContentInset() }
  }
  /// The momentum decay per millisecond (`Momentum`).
  public var decelerationRate: DecelerationRate = ScrollViewDefaults.decelerationRate
  /// Whether a drag past the x edge goes on in a parent scroll view (`NestedScrollViews`).
  public var transfersHorizontalScrollingToParent: Bool = ScrollViewDefaults.transfersHorizontalScrollingToParent
  /// Whether a drag past the y edge goes on in a parent scroll view (`NestedScrollViews`).
  public var transfersVerticalScrollingToParent: Bool = ScrollViewDefaults.transfersVerticalScrollingToParent
  /// Whether a hardware keyboard's arrow, page, home and end keys scroll (`pressKey(_:)`).
  public var allowsKeyboardScrolling: Bool = ScrollViewDefaults.allowsKeyboardScrolling

  // MARK: Edge effects (iOS 26): stored, nothing is drawn

  /// Models: UIScrollView.topEdgeEffect
  public var topEdgeEffect = ScrollEdgeEffect()
  /// Models: UIScrollView.leftEdgeEffect
  public var leftEdgeEffect = ScrollEdgeEffect()
  /// Models: UIScrollView.bottomEdgeEffect
  public var bottomEdgeEffect = ScrollEdgeEffect()
  /// Models: UIScrollView.rightEdgeEffect
  public var rightEdgeEffect = ScrollEdgeEffect()

  // MARK: Indicators, refresh control, keyboard, index

  /// Models: UIScrollView.indicatorStyle
  public var indicatorStyle: IndicatorStyle = ScrollViewDefaults.indicatorStyle
  /// Whether the x indicator may appear (`hasScrollIndicator(along:)`).
  public var showsHorizontalScrollIndicator: Bool = ScrollViewDefaults.showsHorizontalScrollIndicator
  /// Whether the y indicator may appear (`hasScrollIndicator(along:)`).
  public var showsVerticalScrollIndicator: Bool = ScrollViewDefaults.showsVerticalScrollIndicator
  /// Extra insets of the x indicator, on top of the automatic ones (`effectiveScrollIndicatorInsets(along:)`).
  public var horizontalScrollIndicatorInsets: EdgeInsets = ScrollViewDefaults.horizontalScrollIndicatorInsets
  /// Extra insets of the y indicator, on top of the automatic ones (`effectiveScrollIndicatorInsets(along:)`).
  public var verticalScrollIndicatorInsets: EdgeInsets = ScrollViewDefaults.verticalScrollIndicatorInsets
  /// The deprecated combined property: the setter writes both axes; UIKit leaves the getter
  /// undefined when they differ, and the model answers the vertical insets then.
  ///
  /// Models: UIScrollView.scrollIndicatorInsets
  public var scrollIndicatorInsets: EdgeInsets {
    get { verticalScrollIndicatorInsets }
    set {
      horizontalScrollIndicatorInsets = newValue
      verticalScrollIndicatorInsets = newValue
    }
  }
  /// Adds the applied safe-area edges to the indicator insets (`effectiveScrollIndicatorInsets(along:)`).
  public var automaticallyAdjustsScrollIndicatorInsets: Bool = ScrollViewDefaults.automaticallyAdjustsScrollIndicatorInsets
  /// Models: UIScrollView.refreshControl
  public var refreshControl: RefreshControl? = ScrollViewDefaults.refreshControl
  /// Whether state restoration saves this view (`savedRestorableState`).
  public var restorationIdentifier: String? = ScrollViewDefaults.restorationIdentifier
  /// What a drag does to the keyboard (`beginDrag`, Simulation.swift).
  public var keyboardDismissMode: KeyboardDismissMode = ScrollViewDefaults.keyboardDismissMode
  /// Models: UIScrollView.indexDisplayMode
  public var indexDisplayMode: IndexDisplayMode = ScrollViewDefaults.indexDisplayMode

  // MARK: Touches

  /// Models: UIScrollView.canCancelContentTouches
  public var canCancelContentTouches: Bool = ScrollViewDefaults.canCancelContentTouches
  /// Models: UIScrollView.delaysContentTouches
  public var delaysContentTouches: Bool = ScrollViewDefaults.delaysContentTouches

  // MARK: Zoom

  /// The current scale; change it with `setZoomScale(_:animated:)` or `zoom(to:animated:)`.
  ///
  /// Models: UIScrollView.zoomScale
  public internal(set) var zoomScale: Double = ScrollViewDefaults.zoomScale
  /// The smallest scale code can set (`clampedZoomScale(_:)`).
  public var minimumZoomScale: Double = ScrollViewDefaults.minimumZoomScale
  /// The largest scale code can set (`clampedZoomScale(_:)`).
  public var maximumZoomScale: Double = ScrollViewDefaults.maximumZoomScale
  /// Models: UIScrollView.bouncesZoom
  public var bouncesZoom: Bool = ScrollViewDefaults.bouncesZoom

  // MARK: Scrolling state (read-only)

  /// Models: UIScrollView.isTracking
  public internal(set) var isTracking: Bool = ScrollViewDefaults.isTracking
  /// Models: UIScrollView.isDragging
  public internal(set) var isDragging: Bool = ScrollViewDefaults.isDragging
  /// Models: UIScrollView.isDecelerating
  public internal(set) var isDecelerating: Bool = ScrollViewDefaults.isDecelerating
  /// Models: UIScrollView.isZooming
  public internal(set) var isZooming: Bool = ScrollViewDefaults.isZooming
  /// Models: UIScrollView.isZoomBouncing
  public internal(set) var isZoomBouncing: Bool = ScrollViewDefaults.isZoomBouncing
  /// True while an animated `setContentOffset`/`scrollRectToVisible`/scroll-to-top (or a
  /// keyboard scroll) runs (iOS 17.4); deceleration does not count.
  ///
  /// Models: UIScrollView.isScrollAnimating
  public internal(set) var isScrollAnimating: Bool = ScrollViewDefaults.isScrollAnimating
  /// True while an animated `setZoomScale`/`zoom(to:)` runs (iOS 17.4); a pinch and its
  /// bounce do not count.
  ///
  /// Models: UIScrollView.isZoomAnimating
  public internal(set) var isZoomAnimating: Bool = ScrollViewDefaults.isZoomAnimating

  /// Every delegate callback so far, oldest first. Clear it with `events.removeAll()`.
  public var events: [DelegateEvent] = []
  /// What UIKit would print to the console, oldest first (it logs some refused requests).
  public var consoleMessages: [ConsoleMessage] = []
  /// What happened to the touches the content view would receive, oldest first.
  public var contentTouchEvents: [ContentTouchEvent] = []
  /// Whether the keyboard is on screen (driven by `keyboardDismissMode` during drags).
  public var isKeyboardShown = false
  /// The keyboard's top edge in the scroll view's frame coordinates while it is shown (set by
  /// `avoidKeyboard`); the interactive dismiss modes compare the finger with it.
  public var keyboardTop: Double?
  /// How far an interactive drag has pushed the keyboard down (0 when it rests).
  public internal(set) var keyboardPullDistance: Double = 0

  // MARK: Internal state

  /// The last value of `adjustedContentInset`, to detect changes.
  var lastAdjustedContentInset = EdgeInsets.zero
  /// What the scroll view is doing over time (drag, deceleration, animation).
  var motion = Motion.idle
  /// The current finger, if any.
  var touch: TouchSession?
  /// The scale the zoom is bouncing back to after a pinch past a limit.
  var zoomBounceTarget: Double?
  /// An animated `setZoomScale`/`zoom(to:)` in progress.
  var zoomAnimation: ZoomAnimation?
  /// Indicators shown by `withScrollIndicatorsShown(forContentOffsetChanges:)`.
  var indicatorsShownForChanges: IndicatorsShownForChanges?
  /// The simulation clock, in seconds.
  public internal(set) var time: Double = 0

  /// A scroll view with the given bounds and UIKit's defaults for everything else.
  public init(bounds: Rect = .zero) {
    self.bounds = bounds
    lastAdjustedContentInset = computeAdjustedContentInset()
  }

  /// A scroll view whose bounds have `size` and whose origin is the zero offset.
  public init(size: Size) {
    self.init(bounds: Rect(origin: .zero, size: size))
  }

  // MARK: contentOffset

  /// The content offset *is* `bounds.origin`. Assigning rounds to the pixel grid but does not
  /// clamp (pull-to-refresh relies on offsets outside the range), and reports `didScroll` when
  /// the value changes.
  ///
  /// Models: UIScrollView.contentOffset
  public var contentOffset: Point {
    get { bounds.origin }
    set {
      let rounded = roundedToPixels(newValue)
      guard rounded != bounds.origin else { return }
      bounds.origin = rounded
      events.append(.didScroll(rounded))
    }
  }

  /// The size of the visible area: the bounds size, whatever the insets, offset or zoom
  /// (`UIFocusItemScrollableContainer`, iOS 12).
  ///
  /// Models: UIScrollView.visibleSize
  public var visibleSize: Size { bounds.size }

  /// The pan recognizer is always present; zooming limits it to two touches.
  ///
  /// Models: UIScrollView.panGestureRecognizer
  public var panGestureRecognizer: PanGestureRecognizer {
    PanGestureRecognizer(maximumNumberOfTouches: isZoomEnabled ? 2 : Int.max, isEnabled: isScrollEnabled)
  }

  /// Nil while `minimumZoomScale == maximumZoomScale`, as UIKit removes the recognizer then.
  ///
  /// Models: UIScrollView.pinchGestureRecognizer
  public var pinchGestureRecognizer: PinchGestureRecognizer? {
    minimumZoomScale == maximumZoomScale ? nil : PinchGestureRecognizer(isEnabled: true)
  }

  /// Rounds a point to the display's pixel grid (multiples of 1/displayScale).
  public func roundedToPixels(_ point: Point) -> Point {
    Point(x: roundedToPixels(point.x), y: roundedToPixels(point.y))
  }

  func roundedToPixels(_ value: Double) -> Double {
    let scale = displayScale > 0 ? displayScale : 1
    return (value * scale).rounded() / scale
  }
}

/// What the scroll view is doing over time.
enum Motion: Sendable {
  case idle
  case dragging(Drag)
  case decelerating(Deceleration)
  case animating(OffsetAnimation)
}
