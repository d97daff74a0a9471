// Where the content offset may rest ([O] DEC-B, FLUID): from −inset at the leading
// edge to contentSize + trailing inset − bounds at the trailing edge, and never inverted: when
// the content is shorter than the viewport the maximum collapses onto the minimum.

/// The resting range of the content offset on both axes.
public struct ContentOffsetRange: Hashable, Sendable {
  public var minimum: Point
  public var maximum: Point

  /// The range for a viewport of `boundsSize` showing `contentSize` with `adjustedInset`.
  public init(contentSize: Size, boundsSize: Size, adjustedInset: EdgeInsets) {
    let minX = -adjustedInset.left
    let minY = -adjustedInset.top
    minimum = Point(x: minX, y: minY)
    maximum = Point(
      x: max(minX, contentSize.width + adjustedInset.right - boundsSize.width),
      y: max(minY, contentSize.height + adjustedInset.bottom - boundsSize.height))
  }

  /// `point` moved into the range on both axes.
  public func clamped(_ point: Point) -> Point {
    Point(x: clamped(point.x, along: .horizontal), y: clamped(point.y, along: .vertical))
  }

  /// `value` moved into the range on `axis`.
  public func clamped(_ value: Double, along axis: Axis) -> Double {
    min(max(value, minimum[axis]), maximum[axis])
  }

  /// True when the axis has room to move (the content is longer than the inset viewport).
  public func allowsMovement(along axis: Axis) -> Bool { maximum[axis] > minimum[axis] }

  /// True when `point` lies in the range.
  public func contains(_ point: Point) -> Bool { clamped(point) == point }
}

extension ScrollView {
  /// The offset range for the current content size, bounds and adjusted inset.
  public var contentOffsetRange: ContentOffsetRange {
    ContentOffsetRange(contentSize: contentSize, boundsSize: bounds.size, adjustedInset: adjustedContentInset)
  }

  /// Changing `contentSize` pulls the offset back into range, except while the user holds or
  /// flings the content past the leading/top edge ([O] DEC-B
  /// `_adjustContentOffsetIfNecessary`).
  mutating func clampOffsetAfterContentSizeChange() {
    let range = contentOffsetRange
    let offset = contentOffset
    let busy = isTracking || isDecelerating || isScrollAnimating
    let pulledPastLeading = offset.x < range.minimum.x || offset.y < range.minimum.y
    if busy && pulledPastLeading { return }
    contentOffset = range.clamped(offset)
  }

  /// After a change of `contentAlignmentPoint` an idle scroll view moves to its new resting
  /// offset at once (the model's reading: UIKit recomputes the inset and adjusts the offset).
  mutating func moveToRestingOffsetIfIdle() {
    guard !isTracking, !isDecelerating, !isScrollAnimating, !isZooming, !isZoomAnimating else { return }
    contentOffset = contentOffsetRange.clamped(contentOffset)
  }
}
