// Stand-ins for the objects a scroll view talks to. The model has no classes or protocol
// existentials (Embedded Swift rejects `any P`), so a delegate is described by the answers it
// gives, and gesture recognizers by the properties that are observable from outside.

/// What the scroll view's delegate answers when asked (a delegate is a set of answers here).
public struct ScrollViewDelegate: Hashable, Sendable {
  /// The unscaled size of the view returned by `viewForZooming(in:)`; nil means the delegate
  /// returns nil, so the scroll view cannot zoom.
  ///
  /// Models: UIScrollViewDelegate.viewForZooming(in:)
  public var viewForZooming: Size?
  /// The answer of `scrollViewShouldScrollToTop(_:)`; a missing implementation counts as true.
  ///
  /// Models: UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)
  public var shouldScrollToTop: Bool
  /// When set, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` rewrites the
  /// target to this offset, as a delegate may.
  public var rewritesTargetContentOffset: Point?

  public init(viewForZooming: Size? = nil, shouldScrollToTop: Bool = true, rewritesTargetContentOffset: Point? = nil) {
    self.viewForZooming = viewForZooming
    self.shouldScrollToTop = shouldScrollToTop
    self.rewritesTargetContentOffset = rewritesTargetContentOffset
  }
}

extension ScrollViewDelegate: ModelSpellable {
  public var modelSpelling: String { "ScrollViewDelegate()" }
}

/// A line UIKit prints to the console when it refuses a request.
public enum ConsoleMessage: Hashable, Sendable {
  /// A delegate moved `targetContentOffset` while `isPagingEnabled`: the page stays.
  case pagingTargetChangeIgnored

  public var text: String {
    switch self {
    case .pagingTargetChangeIgnored: "Stop offset can not be modified for paging scroll views"
    }
  }
}

/// The observable side of the pan recognizer every scroll view owns.
public struct PanGestureRecognizer: Hashable, Sendable {
  /// Limited to 2 touches while zooming is enabled, otherwise unlimited ([O] DEC-26).
  public var maximumNumberOfTouches: Int
  /// Disabled together with scrolling.
  public var isEnabled: Bool
}

/// The observable side of the pinch recognizer, which exists only while zooming is possible.
public struct PinchGestureRecognizer: Hashable, Sendable, ModelSpellable {
  public var isEnabled: Bool
  public var modelSpelling: String { "PinchGestureRecognizer()" }
}
