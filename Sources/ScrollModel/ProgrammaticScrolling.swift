// Scrolling by code: setContentOffset(_:animated:), scrollRectToVisible(_:animated:) and the
// status-bar tap. Animations run on the simulation clock at a constant speed, as
// the header describes; their length is private in UIKit (open question 5), and the model uses
// Chameleon's 0.33 s linear animation [O] CHAM.

/// A programmatic offset animation.
struct OffsetAnimation: Sendable {
  var from: Point
  var to: Point
  var duration: Double
  var elapsed: Double = 0
  /// Ends with `didScrollToTop` instead of `didEndScrollingAnimation`.
  var isScrollToTop = false
}

/// Why a status-bar tap did not scroll a scroll view to the top.
public enum ScrollToTopRefusal: Hashable, Sendable {
  /// `scrollsToTop == false`.
  case scrollsToTopDisabled
  /// More than one on-screen scroll view has `scrollsToTop == true` (iPhone rule).
  case severalCandidates
  /// The delegate's `scrollViewShouldScrollToTop(_:)` returned false.
  case delegateDeclined
}

extension ScrollView {
  /// Length of programmatic scroll animations in seconds (open question 5; [O] CHAM).
  public static let scrollAnimationDuration = 0.33

  /// Moves the offset to `offset` (not clamped), at once or animated. Only the animated form
  /// ends with `didEndScrollingAnimation`; both report `didScroll` for every change.
  ///
  /// Models: UIScrollView.setContentOffset(_:animated:)
  public mutating func setContentOffset(_ offset: Point, animated: Bool) {
    stopMotionForProgrammaticScroll()
    let target = roundedToPixels(offset)
    guard animated else {
      contentOffset = target
      return
    }
    // Nothing to animate: no animation runs, so none ends and no callback comes ([I]; a
    // frequently reported surprise with UIKit).
    guard target != contentOffset else { return }
    isScrollAnimating = true
    motion = .animating(OffsetAnimation(from: contentOffset, to: target, duration: Self.scrollAnimationDuration))
  }

  /// The offset `scrollRectToVisible` moves to, or nil when the rect is already visible or
  /// does not meet the content.
  ///
  /// Per axis: the rect is cut to the content, shortened to the visible length keeping its
  /// top/left part, and the viewport moves the least distance that shows it ([O] CHAM). The
  /// visible area is the bounds minus `adjustedContentInset`, and the result is clamped into
  /// the offset range (open question 4; this is what makes the
  /// keyboard-avoidance recipe work).
  public func contentOffsetToMakeVisible(_ rect: Rect) -> Point? {
    guard let wanted = rect.intersection(Rect(origin: .zero, size: contentSize)) else { return nil }
    let visible = bounds.inset(by: adjustedContentInset)
    guard !visible.contains(wanted) else { return nil }
    var offset = contentOffset
    for axis in Axis.allCases {
      let length = min(wanted.length(axis), visible.length(axis))
      let start = wanted.min(axis)
      let end = start + length
      if end > visible.max(axis) {
        offset[axis] += end - visible.max(axis)
      } else if start < visible.min(axis) {
        offset[axis] += start - visible.min(axis)
      }
    }
    return contentOffsetRange.clamped(offset)
  }

  /// Scrolls the least amount that makes `rect` (content coordinates) visible.
  ///
  /// Models: UIScrollView.scrollRectToVisible(_:animated:)
  public mutating func scrollRectToVisible(_ rect: Rect, animated: Bool) {
    guard let offset = contentOffsetToMakeVisible(rect) else { return }
    setContentOffset(offset, animated: animated)
  }

  /// Where a status-bar tap sends the content: the top of the range, x unchanged ([I]).
  public var scrollToTopTarget: Point { Point(x: contentOffset.x, y: -adjustedContentInset.top) }

  /// A status-bar tap over this scroll view. `otherCandidates` is the number of other
  /// on-screen scroll views with `scrollsToTop == true`. Returns why nothing happened, or nil
  /// when the scroll view scrolls (animated; `didScrollToTop` when it arrives). Already at the
  /// top, `didScrollToTop` is reported at once (the header allows it, [D] H-17.4).
  ///
  /// Models: UIScrollView.scrollsToTop
  @discardableResult
  public mutating func tapStatusBar(otherCandidates: Int = 0) -> ScrollToTopRefusal? {
    guard scrollsToTop else { return .scrollsToTopDisabled }
    guard otherCandidates == 0 else { return .severalCandidates }
    let answer = delegate?.shouldScrollToTop ?? true
    if delegate != nil { events.append(.shouldScrollToTop(answer)) }
    guard answer else { return .delegateDeclined }
    stopMotionForProgrammaticScroll()
    let target = roundedToPixels(scrollToTopTarget)
    guard target != contentOffset else {
      events.append(.didScrollToTop)
      return nil
    }
    isScrollAnimating = true
    motion = .animating(
      OffsetAnimation(from: contentOffset, to: target, duration: Self.scrollAnimationDuration, isScrollToTop: true))
    return nil
  }

  /// A programmatic scroll replaces deceleration or a running animation (a drag in progress
  /// stays: the finger still owns the content).
  mutating func stopMotionForProgrammaticScroll() {
    switch motion {
    case .decelerating:
      isDecelerating = false
      events.append(.didEndDecelerating)
      motion = .idle
    case .animating:
      isScrollAnimating = false
      motion = .idle
      startIndicatorFadeAfterAnimation()
    case .idle, .dragging:
      break
    }
  }
}
