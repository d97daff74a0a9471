// A scroll view inside another (iOS 17.4 `transfers…ScrollingToParent`). Apple documents that
// when the inner view reaches the end of an axis, further scrolling on that axis goes to the
// containing scroll view unless the inner view's property for that axis is false ([D] DOC).
// What the inner view does instead is not spelled out; the model's choice is that it
// rubber-bands (or stops dead without bouncing), like a lone scroll view at its edge.
//
// Routing, per axis, for a drag whose finger has moved `translation` since it began:
//   - the inner view cannot scroll on the axis at all: the outer view takes the movement;
//   - otherwise the inner view follows inside its range; what lies beyond its edge goes to the
//     outer view when the inner view transfers on that axis (the outer view rubber-bands past
//     its own edges), and is shown as the inner view's own rubber band when it does not.
// Turning back, the outer view returns first, then the inner view moves again.

/// An inner scroll view nested in an outer one, with a drag routed between them.
public struct NestedScrollViews: Sendable {
  public var outer: ScrollView
  public var inner: ScrollView
  /// The two offsets when the current drag began; nil between drags.
  var dragStart: (outer: Point, inner: Point)?

  public init(outer: ScrollView, inner: ScrollView) {
    self.outer = outer
    self.inner = inner
  }

  /// The drag, `translation` points of finger movement since it began (a finger moving up has
  /// a negative y and scrolls the content toward its end). The first call starts the drag.
  ///
  /// Models: UIScrollView.transfersHorizontalScrollingToParent, UIScrollView.transfersVerticalScrollingToParent
  public mutating func drag(translation: Point) {
    if dragStart == nil {
      dragStart = (outer.contentOffset, inner.contentOffset)
      outer.isDragging = true
      inner.isDragging = true
    }
    guard let start = dragStart else { return }
    var innerOffset = inner.contentOffset
    var outerOffset = outer.contentOffset
    for axis in Axis.allCases {
      let wanted = start.inner[axis] - translation[axis]
      guard inner.canDrag(along: axis) else {
        outerOffset[axis] = outer.rubberBandedOffset(start.outer[axis] - translation[axis], along: axis)
        continue
      }
      let followed = inner.contentOffsetRange.clamped(wanted, along: axis)
      if inner.transfersScrollingToParent(along: axis) {
        innerOffset[axis] = followed
        let handedOver = wanted - followed
        outerOffset[axis] = outer.rubberBandedOffset(start.outer[axis] + handedOver, along: axis)
      } else {
        innerOffset[axis] = inner.rubberBandedOffset(wanted, along: axis)
      }
    }
    inner.contentOffset = innerOffset
    outer.contentOffset = outerOffset
  }

  /// The finger lifts without velocity: each view that was pulled past an edge bounces back
  /// into its range over the following frames (`settle()` runs them to rest).
  public mutating func endDrag() {
    dragStart = nil
    outer.releaseWithoutVelocity()
    inner.releaseWithoutVelocity()
  }

  /// Runs both views until neither moves.
  public mutating func settle() {
    outer.settle()
    inner.settle()
  }
}

extension ScrollView {
  /// The `transfers…ScrollingToParent` flag of `axis`.
  public func transfersScrollingToParent(along axis: Axis) -> Bool {
    axis == .horizontal ? transfersHorizontalScrollingToParent : transfersVerticalScrollingToParent
  }

  /// Ends a drag moved from outside (`NestedScrollViews`): content past an edge starts the
  /// bounce-back, otherwise the view is at rest.
  mutating func releaseWithoutVelocity() {
    isDragging = false
    guard !contentOffsetRange.contains(contentOffset) else { return }
    isDecelerating = true
    motion = .decelerating(Deceleration(offset: contentOffset, velocity: .zero, settled: (false, false), pagingTarget: nil))
  }
}
