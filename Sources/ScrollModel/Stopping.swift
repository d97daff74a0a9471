// stopScrollingAndZooming() (iOS 17.4): every motion stops where it is. Apple documents that it
// stops dragging, deceleration and scroll/zoom animations, that paging still ends on a page
// boundary and that bouncing content is moved back into range ([D] DOC). Which delegate
// callbacks close each interrupted motion is not documented; the model's choice is to close
// every motion that had opened with a callback, so a delegate that pairs begin/end stays
// balanced ([I], listed in the catalog).

extension ScrollView {
  /// Stops dragging, deceleration, programmatic scroll animations, animated zooms, a pinch and
  /// a zoom bounce at once. Content past an edge moves back into the offset range, and with
  /// paging on the offset moves to the nearest page; a zoom beyond its limits moves back to the
  /// limit. Callbacks, in this order and only for what was running: a drag ends with
  /// willEndDragging (zero velocity) and didEndDragging(willDecelerate: false); deceleration
  /// with didEndDecelerating; a scroll animation with didEndScrollingAnimation (or
  /// didScrollToTop); a zoom with didEndZooming.
  ///
  /// Models: UIScrollView.stopScrollingAndZooming()
  public mutating func stopScrollingAndZooming() {
    let resting = restingOffsetAfterStop
    // The offset settles first, then the interrupted motion reports its end. An idle view keeps
    // an offset code put outside the range (pull-to-refresh does that).
    if case .idle = motion {} else if resting != contentOffset { contentOffset = resting }
    switch motion {
    case .idle:
      break
    case .dragging:
      motion = .idle
      events.append(.willEndDragging(velocity: .zero, targetContentOffset: resting))
      isDragging = false
      events.append(.didEndDragging(willDecelerate: false))
    case .decelerating:
      finishDeceleration()
    case .animating(let animation):
      finishScrollAnimation(animation)
    }

    let zoomWasRunning = isZooming || isZoomBouncing || isZoomAnimating
    guard zoomWasRunning else { return }
    isZooming = false
    isZoomBouncing = false
    zoomBounceTarget = nil
    cancelZoomAnimation()
    let limited = clampedZoomScale(zoomScale)
    if limited != zoomScale {
      let centre = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
      applyZoom(limited, keepingViewportPoint: centre, clampsOffset: true)
    }
    events.append(.didEndZooming(atScale: zoomScale))
  }

  /// Where a stop leaves the offset: inside the range, and on the nearest page when paging.
  var restingOffsetAfterStop: Point {
    let inRange = contentOffsetRange.clamped(contentOffset)
    guard isPagingEnabled else { return inRange }
    var view = self
    view.bounds.origin = inRange
    return view.pagingTarget(velocity: .zero)
  }
}
