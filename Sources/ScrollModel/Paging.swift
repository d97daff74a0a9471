// Page selection when paging is on. Apple states only that pages are bounds-sized;
// the selection rule is the model's choice (open question 3), marked as an assumption in the
// catalog: a slow release snaps to the nearest page, a flick moves one page in its direction
// (never more than one page from where the drag began), and pages start at offset 0.

/// Paging arithmetic on one axis.
public enum Paging {
  /// Below this speed (pt/ms) a release counts as "no velocity" and snaps to the nearest page.
  public static let flickVelocityThreshold = 0.05

  /// The index of the last page for content of `contentLength` in pages of `pageLength`;
  /// a partial last page counts as a page.
  public static func lastPageIndex(contentLength: Double, pageLength: Double) -> Double {
    guard pageLength > 0 else { return 0 }
    return max(0, ((contentLength - pageLength) / pageLength).rounded(.up))
  }

  /// The page to settle on, given the current offset, the release velocity and the page the
  /// drag began on (nil when unknown, e.g. a programmatic question).
  public static func targetPage(
    offset: Double, velocity: Double, pageLength: Double, contentLength: Double, startPage: Double?
  ) -> Double {
    guard pageLength > 0 else { return 0 }
    let position = offset / pageLength
    var page: Double
    if velocity.magnitude < flickVelocityThreshold {
      page = position.rounded()
    } else if velocity > 0 {
      page = position.rounded(.down) + 1
      if let startPage { page = min(page, startPage + 1) }
    } else {
      page = position.rounded(.up) - 1
      if let startPage { page = max(page, startPage - 1) }
    }
    return min(max(page, 0), lastPageIndex(contentLength: contentLength, pageLength: pageLength))
  }
}

extension ScrollView {
  /// The page size: the bounds size on each axis ([D] DOC).
  public var pageSize: Size { bounds.size }

  /// The offset a paging scroll view settles on when released at `velocity` (pt/ms). Each
  /// axis that can move picks its page; the result is finally kept inside the offset range,
  /// so a partial last page rests at the content's end.
  ///
  /// Models: UIScrollView.isPagingEnabled
  public func pagingTarget(velocity: Point, startOffset: Point? = nil) -> Point {
    var target = contentOffset
    for axis in Axis.allCases where canDrag(along: axis) {
      let length = pageSize[axis]
      let startPage = startOffset.map { length > 0 ? ($0[axis] / length).rounded() : 0 }
      let page = Paging.targetPage(
        offset: contentOffset[axis], velocity: velocity[axis], pageLength: length,
        contentLength: contentSize[axis], startPage: startPage)
      target[axis] = page * length
    }
    return contentOffsetRange.clamped(target)
  }
}
