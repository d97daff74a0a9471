// State restoration (inventory "Related"): a scroll view with a `restorationIdentifier` saves
// its zoom scale, content inset and content offset, and gets them back on the next launch
// ([D] DOC, UIScrollView overview).

/// The part of a scroll view that survives relaunch through state restoration.
///
/// Models: UIView.restorationIdentifier
public struct RestorableScrollState: Hashable, Sendable {
  public var zoomScale: Double
  public var contentInset: EdgeInsets
  public var contentOffset: Point
}

extension ScrollView {
  /// What UIKit encodes for a scroll view that has a `restorationIdentifier`.
  public var restorableState: RestorableScrollState {
    RestorableScrollState(zoomScale: zoomScale, contentInset: contentInset, contentOffset: contentOffset)
  }

  /// What state restoration saves for this view: nothing unless it has a
  /// `restorationIdentifier` ([D] DOC: restoration is opt-in per view).
  public var savedRestorableState: RestorableScrollState? {
    restorationIdentifier == nil ? nil : restorableState
  }

  /// Applies saved state: inset first (it changes the range), then scale, then offset.
  public mutating func restore(_ state: RestorableScrollState) {
    contentInset = state.contentInset
    if isZoomEnabled { setZoomScale(state.zoomScale, animated: false) }
    contentOffset = state.contentOffset
  }
}
