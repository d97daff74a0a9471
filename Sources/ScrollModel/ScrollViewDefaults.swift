// The default of every UIScrollView property, declared once. `ScrollView.init` reads these and
// `ScrollViewCatalog` spells them for the site and the verifier, so the notes are always checked
// against the values the model actually starts with ([D] DOC).

/// What a freshly created `UIScrollView` reports, typed in the model's vocabulary.
public enum ScrollViewDefaults {
  public static let delegate: ScrollViewDelegate? = nil
  public static let contentSize = Size.zero
  public static let contentOffset = Point.zero
  public static let contentInset = EdgeInsets.zero
  public static let contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
  public static let isScrollEnabled = true
  public static let isDirectionalLockEnabled = false
  public static let isPagingEnabled = false
  public static let scrollsToTop = true
  public static let bounces = true
  public static let bouncesHorizontally = true
  public static let bouncesVertically = true
  public static let alwaysBounceVertical = false
  public static let alwaysBounceHorizontal = false
  public static let isTracking = false
  public static let isDragging = false
  public static let isDecelerating = false
  public static let isScrollAnimating = false
  public static let isZoomAnimating = false
  /// iOS 17.4: content smaller than the viewport rests at the top-left.
  public static let contentAlignmentPoint = Point.zero
  public static let transfersHorizontalScrollingToParent = true
  public static let transfersVerticalScrollingToParent = true
  /// iOS 17 (apps linked on or after iOS 17).
  public static let allowsKeyboardScrolling = true
  public static let decelerationRate = DecelerationRate.normal
  public static let indicatorStyle = IndicatorStyle.default
  public static let showsHorizontalScrollIndicator = true
  public static let showsVerticalScrollIndicator = true
  public static let horizontalScrollIndicatorInsets = EdgeInsets.zero
  public static let verticalScrollIndicatorInsets = EdgeInsets.zero
  public static let scrollIndicatorInsets = EdgeInsets.zero
  public static let automaticallyAdjustsScrollIndicatorInsets = true
  public static let refreshControl: RefreshControl? = nil
  /// UIView's `restorationIdentifier`: none, so nothing is saved until one is set.
  public static let restorationIdentifier: String? = nil
  public static let canCancelContentTouches = true
  public static let delaysContentTouches = true
  public static let zoomScale = 1.0
  public static let minimumZoomScale = 1.0
  public static let maximumZoomScale = 1.0
  public static let isZoomBouncing = false
  public static let isZooming = false
  public static let bouncesZoom = true
  public static let keyboardDismissMode = KeyboardDismissMode.none
  public static let indexDisplayMode = IndexDisplayMode.automatic
  /// `UIViewController.automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11).
  public static let automaticallyAdjustsScrollViewInsets = true
  /// A view outside a window has no safe area ([D] DOC `safeAreaInsets`).
  public static let safeAreaInsets = EdgeInsets.zero
  /// `UIKeyboardLayoutGuide.followsUndockedKeyboard` (iOS 15).
  public static let followsUndockedKeyboard = false
  /// `UIKeyboardLayoutGuide.usesBottomSafeArea` (iOS 17).
  public static let usesBottomSafeArea = true

  /// An optional identifier as the catalog spells it: `nil` or the quoted string.
  public static func spell(_ identifier: String?) -> String {
    identifier.map { "\"" + $0 + "\"" } ?? "nil"
  }
}
