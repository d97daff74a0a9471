// What the model records instead of calling a delegate: every callback UIKit would make, as a
// value, in UIKit's order ([D] DOC, H-17.4; [O] CHAM). Tests and the site read the log; nothing is called back.

/// One callback of `UIScrollViewDelegate` (or an overridable hook of the scroll view itself).
///
/// Models: UIScrollViewDelegate
public enum DelegateEvent: Hashable, Sendable {
  /// `scrollViewDidScroll(_:)`, after any change of `contentOffset`; carries the new offset.
  ///
  /// Models: UIScrollViewDelegate.scrollViewDidScroll(_:)
  case didScroll(Point)
  /// `scrollViewWillBeginDragging(_:)`, once the finger has moved past the drag threshold.
  ///
  /// Models: UIScrollViewDelegate.scrollViewWillBeginDragging(_:)
  case willBeginDragging
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`; velocity in pt/ms.
  ///
  /// Models: UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)
  case willEndDragging(velocity: Point, targetContentOffset: Point)
  /// `scrollViewDidEndDragging(_:willDecelerate:)`.
  ///
  /// Models: UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)
  case didEndDragging(willDecelerate: Bool)
  /// `scrollViewWillBeginDecelerating(_:)`.
  ///
  /// Models: UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)
  case willBeginDecelerating
  /// `scrollViewDidEndDecelerating(_:)`.
  ///
  /// Models: UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)
  case didEndDecelerating
  /// `scrollViewDidEndScrollingAnimation(_:)`, only after an animated programmatic scroll.
  ///
  /// Models: UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)
  case didEndScrollingAnimation
  /// `scrollViewShouldScrollToTop(_:)` was asked; carries the answer.
  case shouldScrollToTop(Bool)
  /// `scrollViewDidScrollToTop(_:)`.
  ///
  /// Models: UIScrollViewDelegate.scrollViewDidScrollToTop(_:)
  case didScrollToTop
  /// The scroll view's own `adjustedContentInsetDidChange()` hook.
  case adjustedContentInsetDidChange
  /// `scrollViewDidChangeAdjustedContentInset(_:)`.
  ///
  /// Models: UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)
  case didChangeAdjustedContentInset
  /// `scrollViewWillBeginZooming(_:with:)`.
  ///
  /// Models: UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)
  case willBeginZooming
  /// `scrollViewDidZoom(_:)`; carries the new scale.
  ///
  /// Models: UIScrollViewDelegate.scrollViewDidZoom(_:)
  case didZoom(Double)
  /// `scrollViewDidEndZooming(_:with:atScale:)`.
  ///
  /// Models: UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)
  case didEndZooming(atScale: Double)

  /// The Objective-C-style selector name of the callback, as the site prints it.
  public var callbackName: String {
    switch self {
    case .didScroll: "scrollViewDidScroll(_:)"
    case .willBeginDragging: "scrollViewWillBeginDragging(_:)"
    case .willEndDragging: "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"
    case .didEndDragging: "scrollViewDidEndDragging(_:willDecelerate:)"
    case .willBeginDecelerating: "scrollViewWillBeginDecelerating(_:)"
    case .didEndDecelerating: "scrollViewDidEndDecelerating(_:)"
    case .didEndScrollingAnimation: "scrollViewDidEndScrollingAnimation(_:)"
    case .shouldScrollToTop: "scrollViewShouldScrollToTop(_:)"
    case .didScrollToTop: "scrollViewDidScrollToTop(_:)"
    case .adjustedContentInsetDidChange: "adjustedContentInsetDidChange()"
    case .didChangeAdjustedContentInset: "scrollViewDidChangeAdjustedContentInset(_:)"
    case .willBeginZooming: "scrollViewWillBeginZooming(_:with:)"
    case .didZoom: "scrollViewDidZoom(_:)"
    case .didEndZooming: "scrollViewDidEndZooming(_:with:atScale:)"
    }
  }
}
