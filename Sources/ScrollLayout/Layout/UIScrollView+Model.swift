// UIKit's names for the scroll view's behaviour, forwarded to the model value the view owns, so
// example code reads like iOS code. The behaviour (and each API's `/// Models:` line) lives in
// ScrollModel; nothing here decides anything.
public import ScrollModel

extension UIScrollView {
  // MARK: Insets

  public var contentInset: UIEdgeInsets {
    get { model.contentInset }
    set { model.contentInset = newValue }
  }
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
    get { model.contentInsetAdjustmentBehavior }
    set { model.contentInsetAdjustmentBehavior = newValue }
  }
  public var adjustedContentInset: UIEdgeInsets { model.adjustedContentInset }
  /// Where the offset may rest, from −inset to content + inset − bounds (not a UIKit property;
  /// the name `scrollnotes eval` answers with).
  public var contentOffsetRange: ContentOffsetRange { model.contentOffsetRange }
  /// Points per pixel of the screen; offsets are rounded to this grid (1 unless set).
  public var contentScaleFactor: CGFloat {
    get { model.displayScale }
    set { model.displayScale = newValue }
  }
  /// Stands in for "this scroll view is a view controller's view inside a navigation
  /// controller", which UIKit learns from the hierarchy.
  public var viewControllerAutomaticallyAdjustsScrollViewInsets: Bool {
    get { model.viewControllerAutomaticallyAdjustsScrollViewInsets }
    set { model.viewControllerAutomaticallyAdjustsScrollViewInsets = newValue }
  }
  public var isViewControllerRootInNavigationController: Bool {
    get { model.isViewControllerRootInNavigationController }
    set { model.isViewControllerRootInNavigationController = newValue }
  }

  // MARK: Configuration

  public var delegate: ScrollViewDelegate? {
    get { model.delegate }
    set { model.delegate = newValue }
  }
  public var isScrollEnabled: Bool {
    get { model.isScrollEnabled }
    set { model.isScrollEnabled = newValue }
  }
  public var isDirectionalLockEnabled: Bool {
    get { model.isDirectionalLockEnabled }
    set { model.isDirectionalLockEnabled = newValue }
  }
  public var isPagingEnabled: Bool {
    get { model.isPagingEnabled }
    set { model.isPagingEnabled = newValue }
  }
  public var scrollsToTop: Bool {
    get { model.scrollsToTop }
    set { model.scrollsToTop = newValue }
  }
  public var bounces: Bool {
    get { model.bounces }
    set { model.bounces = newValue }
  }
  public var bouncesHorizontally: Bool {
    get { model.bouncesHorizontally }
    set { model.bouncesHorizontally = newValue }
  }
  public var bouncesVertically: Bool {
    get { model.bouncesVertically }
    set { model.bouncesVertically = newValue }
  }
  public var alwaysBounceVertical: Bool {
    get { model.alwaysBounceVertical }
    set { model.alwaysBounceVertical = newValue }
  }
  public var alwaysBounceHorizontal: Bool {
    get { model.alwaysBounceHorizontal }
    set { model.alwaysBounceHorizontal = newValue }
  }
  public var decelerationRate: DecelerationRate {
    get { model.decelerationRate }
    set { model.decelerationRate = newValue }
  }
  public var contentAlignmentPoint: CGPoint {
    get { model.contentAlignmentPoint }
    set { model.contentAlignmentPoint = newValue }
  }
  public var transfersHorizontalScrollingToParent: Bool {
    get { model.transfersHorizontalScrollingToParent }
    set { model.transfersHorizontalScrollingToParent = newValue }
  }
  public var transfersVerticalScrollingToParent: Bool {
    get { model.transfersVerticalScrollingToParent }
    set { model.transfersVerticalScrollingToParent = newValue }
  }
  public var allowsKeyboardScrolling: Bool {
    get { model.allowsKeyboardScrolling }
    set { model.allowsKeyboardScrolling = newValue }
  }
  public var visibleSize: CGSize { model.visibleSize }
  public var topEdgeEffect: ScrollEdgeEffect {
    get { model.topEdgeEffect }
    set { model.topEdgeEffect = newValue }
  }
  public var leftEdgeEffect: ScrollEdgeEffect {
    get { model.leftEdgeEffect }
    set { model.leftEdgeEffect = newValue }
  }
  public var bottomEdgeEffect: ScrollEdgeEffect {
    get { model.bottomEdgeEffect }
    set { model.bottomEdgeEffect = newValue }
  }
  public var rightEdgeEffect: ScrollEdgeEffect {
    get { model.rightEdgeEffect }
    set { model.rightEdgeEffect = newValue }
  }

  // MARK: Scrolling state

  public var isTracking: Bool { model.isTracking }
  public var isDragging: Bool { model.isDragging }
  public var isDecelerating: Bool { model.isDecelerating }
  public var isScrollAnimating: Bool { model.isScrollAnimating }
  public var isZoomAnimating: Bool { model.isZoomAnimating }
  public func stopScrollingAndZooming() { model.stopScrollingAndZooming() }

  // MARK: Indicators, keyboard, index

  public var indicatorStyle: IndicatorStyle {
    get { model.indicatorStyle }
    set { model.indicatorStyle = newValue }
  }
  public var showsHorizontalScrollIndicator: Bool {
    get { model.showsHorizontalScrollIndicator }
    set { model.showsHorizontalScrollIndicator = newValue }
  }
  public var showsVerticalScrollIndicator: Bool {
    get { model.showsVerticalScrollIndicator }
    set { model.showsVerticalScrollIndicator = newValue }
  }
  public var horizontalScrollIndicatorInsets: UIEdgeInsets {
    get { model.horizontalScrollIndicatorInsets }
    set { model.horizontalScrollIndicatorInsets = newValue }
  }
  public var verticalScrollIndicatorInsets: UIEdgeInsets {
    get { model.verticalScrollIndicatorInsets }
    set { model.verticalScrollIndicatorInsets = newValue }
  }
  public var scrollIndicatorInsets: UIEdgeInsets {
    get { model.scrollIndicatorInsets }
    set { model.scrollIndicatorInsets = newValue }
  }
  public var automaticallyAdjustsScrollIndicatorInsets: Bool {
    get { model.automaticallyAdjustsScrollIndicatorInsets }
    set { model.automaticallyAdjustsScrollIndicatorInsets = newValue }
  }
  public var refreshControl: RefreshControl? {
    get { model.refreshControl }
    set { model.refreshControl = newValue }
  }
  public var keyboardDismissMode: KeyboardDismissMode {
    get { model.keyboardDismissMode }
    set { model.keyboardDismissMode = newValue }
  }
  public var indexDisplayMode: IndexDisplayMode {
    get { model.indexDisplayMode }
    set { model.indexDisplayMode = newValue }
  }

  // MARK: Touches

  public var canCancelContentTouches: Bool {
    get { model.canCancelContentTouches }
    set { model.canCancelContentTouches = newValue }
  }
  public var delaysContentTouches: Bool {
    get { model.delaysContentTouches }
    set { model.delaysContentTouches = newValue }
  }

  // MARK: Zoom

  public var zoomScale: CGFloat {
    get { model.zoomScale }
    set { model.setZoomScale(newValue, animated: false) }
  }
  public var minimumZoomScale: CGFloat {
    get { model.minimumZoomScale }
    set { model.minimumZoomScale = newValue }
  }
  public var maximumZoomScale: CGFloat {
    get { model.maximumZoomScale }
    set { model.maximumZoomScale = newValue }
  }
  public var bouncesZoom: Bool {
    get { model.bouncesZoom }
    set { model.bouncesZoom = newValue }
  }
  public var isZooming: Bool { model.isZooming }
  public var isZoomBouncing: Bool { model.isZoomBouncing }
  public var panGestureRecognizer: PanGestureRecognizer { model.panGestureRecognizer }
  public var pinchGestureRecognizer: PinchGestureRecognizer? { model.pinchGestureRecognizer }

  /// Answers how the model carried the request out (UIKit returns nothing and ignores a
  /// request it cannot honour).
  @discardableResult
  public func setZoomScale(_ scale: CGFloat, animated: Bool) -> ZoomOutcome {
    model.setZoomScale(scale, animated: animated)
  }
  @discardableResult
  public func zoom(to rect: CGRect, animated: Bool) -> ZoomOutcome {
    model.zoom(to: rect, animated: animated)
  }

  // MARK: Scrolling by code

  public func setContentOffset(_ offset: CGPoint, animated: Bool) {
    model.setContentOffset(offset, animated: animated)
  }
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    model.scrollRectToVisible(rect, animated: animated)
  }
  public func flashScrollIndicators() { _ = model.flashScrollIndicators() }
  /// `changes` works on this view (as in UIKit), so the model is asked afterwards which axes
  /// moved instead of handing the closure the model value.
  public func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
    let before = model.contentOffset
    changes()
    model.showScrollIndicatorsForOffsetChange(from: before)
  }

  // MARK: What UIKit would have called

  /// The delegate callbacks so far, oldest first (the model records them instead of calling).
  public var delegateEvents: [DelegateEvent] { model.events }
}
