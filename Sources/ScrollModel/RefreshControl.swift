// Pull to refresh. The numbers come from UIKit's own refresh control ([O] DEC-RC): the control
// is 60 pt tall without a title, and while it refreshes that height is added to the scroll
// view's adjustedContentInset.top (the refresh-control term of the adjusted inset, [O] DEC-B).
// A user's pull starts a refresh, with the finger still down, once the control has come into
// view by its trigger distance: half the scroll view's height, but no more than
// 112.5 pt × height / 568 pt. beginRefreshing() adds the inset without sending valueChanged and
// without moving the content; endRefreshing() takes the inset back and, when the control is
// in view and no finger is down, scrolls it away with an animation.

/// A refresh control attached to the scroll view: whether it is refreshing, its height, and how
/// often a pull has sent `valueChanged`. The spinner and its animations are not modelled.
///
/// Models: UIRefreshControl
public struct RefreshControl: Hashable, Sendable, ModelSpellable {
  /// Whether a refresh is in progress: set by a pull past the trigger distance or by
  /// `beginRefreshing()`, cleared by `endRefreshing()`.
  ///
  /// Models: UIRefreshControl.isRefreshing
  public internal(set) var isRefreshing = false
  /// The control's height, and what it adds to the top of `adjustedContentInset` while it
  /// refreshes: 60 pt for the default control without a title ([O] DEC-RC).
  public var height: Double = RefreshControl.defaultHeight
  /// How many times the control has sent `valueChanged`: once per pull that starts a refresh;
  /// `beginRefreshing()` sends nothing ([O] DEC-RC).
  public internal(set) var valueChangedCount = 0

  /// The height of the default control without a title ([O] DEC-RC).
  public static let defaultHeight = 60.0

  public init() {}
  public var modelSpelling: String { "RefreshControl()" }

  /// Starts the refresh state from code: the inset is added, but nothing scrolls and no
  /// `valueChanged` is sent ([O] DEC-RC).
  ///
  /// Models: UIRefreshControl.beginRefreshing()
  public mutating func beginRefreshing() { isRefreshing = true }

  /// Ends the refresh state once the new content is in; the scroll view gives back the inset
  /// and scrolls the control away (`refreshControlDidChange(from:)`).
  ///
  /// Models: UIRefreshControl.endRefreshing()
  public mutating func endRefreshing() { isRefreshing = false }

  /// How far the control must come into view, with the finger still down, to start a refresh
  /// in a scroll view `scrollViewHeight` points tall: half that height, at most the title-less
  /// control's 112.5 pt scaled by height / 568 (a fixed 0.6549 below 372 pt) ([O] DEC-RC).
  public static func triggerDistance(scrollViewHeight: Double) -> Double {
    let half = (scrollViewHeight * 0.5).rounded()
    let scale = scrollViewHeight < 372 ? 0.654929577 : scrollViewHeight / 568
    return max(0, min(half, 112.5 * scale))
  }
}

extension ScrollView {
  /// What the refresh control adds to the top of `adjustedContentInset`: its height while it
  /// refreshes, nothing otherwise ([O] DEC-B, DEC-RC).
  public var refreshControlInset: Double {
    guard let control = refreshControl, control.isRefreshing else { return 0 }
    return control.height
  }

  /// How much of the refresh control shows: how far the content is pulled below the top of
  /// the area inside the insets the refresh control does not add ([O] DEC-RC).
  public var refreshControlVisibleHeight: Double {
    guard refreshControl != nil else { return 0 }
    return max(0, -(adjustedContentInset.top - refreshControlInset) - contentOffset.y)
  }

  /// Called from a drag: a pull that brings the control into view by its trigger distance
  /// starts a refresh while the finger is still down and sends `valueChanged` ([O] DEC-RC).
  mutating func startRefreshIfPulledFarEnough() {
    guard var control = refreshControl, !control.isRefreshing, isTracking else { return }
    guard refreshControlVisibleHeight >= RefreshControl.triggerDistance(scrollViewHeight: bounds.size.height) else {
      return
    }
    control.isRefreshing = true
    control.valueChangedCount += 1
    refreshControl = control
  }

  /// After the refresh control changed: the adjusted inset follows (the content stays where it
  /// is, so a refresh begun from code is not in view until the offset changes), and when a
  /// refresh ends with the control in view and no finger down, the content scrolls back to the
  /// top with an animation ([O] DEC-RC; the animation is `setContentOffset(_:animated:)`'s, [I]).
  ///
  /// Models: UIScrollView.refreshControl
  mutating func refreshControlDidChange(from old: RefreshControl?) {
    let shown = refreshControlVisibleHeight
    refreshAdjustedContentInset()
    let ended = old?.isRefreshing == true && refreshControl?.isRefreshing != true
    guard ended, shown > 0, !isTracking, !isDecelerating else { return }
    setContentOffset(Point(x: contentOffset.x, y: contentOffset.y + shown), animated: true)
  }
}
