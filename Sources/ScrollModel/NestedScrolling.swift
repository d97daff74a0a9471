// A scroll view inside another. Apple documents that nesting works without extra code, for
// scroll views that scroll the same way and for ones at right angles ([D] DOC), and (iOS 17.4
// `transfers…ScrollingToParent`) that when the inner view reaches the end of an axis, further
// scrolling on that axis goes to the containing scroll view unless the inner view's property
// for that axis is false ([D] DOC). Which of the two pan recognizers takes a drag, and what
// the inner view does instead of handing over, are not spelled out; the model's choices [I]:
//
// Who takes the drag, decided by its first movement: the inner view (its recognizer is the
// deeper one) when the movement along the axes it can scroll is at least as long as along the
// axes it cannot; otherwise the outer view. A horizontal carousel therefore takes a drag of 45°
// or flatter and leaves a steeper one to the page around it. The view that did not take the
// drag keeps still for the rest of it, except for a hand-off below.
//
// Routing, per axis, while the inner view has the drag (`translation` is the finger's movement
// since the drag began):
//   - an axis the inner view cannot scroll does not move at all;
//   - otherwise the inner view follows inside its range; what lies beyond its edge goes to the
//     outer view when the inner view transfers on that axis and the outer view can scroll on
//     it (the outer view rubber-bands past its own edges), and is shown as the inner view's own
//     rubber band otherwise.
// Turning back, the outer view returns first, then the inner view moves again. While the outer
// view has the drag it moves on the axes it can scroll. Code that moves either offset between
// two steps of a drag (a `scrollViewDidScroll(_:)` that shifts scrolling from one view to the
// other) is respected: the drag goes on from the new offsets, as a pan in UIKit goes on from
// wherever the offset is.

/// Which scroll view of a nested pair a drag moves.
public enum NestedDragOwner: Hashable, Sendable {
  /// The inner view took the drag (and may hand the part beyond its edges to the outer one).
  case inner
  /// The outer view took the drag; the inner view keeps still.
  case outer
}

/// An inner scroll view nested in an outer one, with a drag routed between them.
public struct NestedScrollViews: Sendable {
  public var outer: ScrollView
  public var inner: ScrollView
  /// The two offsets when the current drag began (or was re-anchored); nil between drags.
  var dragStart: (outer: Point, inner: Point)?
  /// The translation the current anchor counts from.
  var anchorTranslation = Point.zero
  /// What the last step left: both offsets and its translation, to notice code that moved them.
  var lastStep: (outer: Point, inner: Point, translation: Point)?
  /// Who took the current (or the last) drag; nil until a drag has moved.
  public private(set) var owner: NestedDragOwner?

  public init(outer: ScrollView, inner: ScrollView) {
    self.outer = outer
    self.inner = inner
  }

  /// The view that takes a drag whose first movement is `movement`: the inner one when the
  /// movement along the axes it can scroll is at least as long as along the others ([I]).
  public func dragOwner(forFirstMovement movement: Point) -> NestedDragOwner {
    var along = 0.0
    var across = 0.0
    for axis in Axis.allCases {
      if inner.canDrag(along: axis) { along += movement[axis].magnitude } else { across += movement[axis].magnitude }
    }
    return along > 0 && along >= across ? .inner : .outer
  }

  /// The drag, `translation` points of finger movement since it began (a finger moving up has
  /// a negative y and scrolls the content toward its end). The first call with a movement
  /// starts the drag, and its translation decides which view takes it.
  ///
  /// Models: UIScrollView.transfersHorizontalScrollingToParent, UIScrollView.transfersVerticalScrollingToParent
  public mutating func drag(translation: Point) {
    if dragStart == nil {
      // No movement yet, so nothing to decide the owner from.
      guard translation != .zero else { return }
      dragStart = (outer.contentOffset, inner.contentOffset)
      anchorTranslation = .zero
      owner = dragOwner(forFirstMovement: translation)
      outer.isDragging = owner == .outer
      inner.isDragging = owner == .inner
    } else if let last = lastStep, last.outer != outer.contentOffset || last.inner != inner.contentOffset {
      // Code moved an offset since the last step: go on from where the views are now.
      dragStart = (outer.contentOffset, inner.contentOffset)
      anchorTranslation = last.translation
    }
    guard let start = dragStart else { return }
    defer { lastStep = (outer.contentOffset, inner.contentOffset, translation) }
    let translation = Point(x: translation.x - anchorTranslation.x, y: translation.y - anchorTranslation.y)
    var innerOffset = inner.contentOffset
    var outerOffset = outer.contentOffset
    for axis in Axis.allCases {
      if owner == .outer {
        if outer.canDrag(along: axis) {
          outerOffset[axis] = outer.rubberBandedOffset(start.outer[axis] - translation[axis], along: axis)
        }
        continue
      }
      guard inner.canDrag(along: axis) else { continue }
      let wanted = start.inner[axis] - translation[axis]
      let followed = inner.contentOffsetRange.clamped(wanted, along: axis)
      if inner.transfersScrollingToParent(along: axis) && outer.canDrag(along: axis) {
        innerOffset[axis] = followed
        let handedOver = wanted - followed
        outerOffset[axis] = outer.rubberBandedOffset(start.outer[axis] + handedOver, along: axis)
      } else {
        innerOffset[axis] = inner.rubberBandedOffset(wanted, along: axis)
      }
    }
    inner.contentOffset = innerOffset
    outer.contentOffset = outerOffset
    if outer.contentOffset != start.outer { outer.isDragging = true }
  }

  /// The finger lifts without velocity: each view that was pulled past an edge bounces back
  /// into its range over the following frames (`settle()` runs them to rest).
  public mutating func endDrag() {
    dragStart = nil
    lastStep = nil
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
