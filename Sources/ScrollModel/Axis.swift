// Most scroll physics is the same rule applied to x and y independently; `Axis` lets one
// function serve both instead of duplicating each formula.

/// One of the two scrolling directions.
public enum Axis: CaseIterable, Hashable, Sendable {
  /// x: left/right, width.
  case horizontal
  /// y: top/bottom, height.
  case vertical
}

extension Point {
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? x : y }
    set { if axis == .horizontal { x = newValue } else { y = newValue } }
  }
}

extension Size {
  public subscript(axis: Axis) -> Double {
    get { axis == .horizontal ? width : height }
    set { if axis == .horizontal { width = newValue } else { height = newValue } }
  }
}

extension EdgeInsets {
  /// The inset at the start of the axis (left or top).
  public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
  /// The inset at the end of the axis (right or bottom).
  public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
}

extension Rect {
  public func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
  public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
  public func length(_ axis: Axis) -> Double { size[axis] }

  /// The rectangle shrunk by `insets` (sizes never go below zero).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: Swift.max(0, size.width - insets.left - insets.right),
      height: Swift.max(0, size.height - insets.top - insets.bottom))
  }

  /// The overlap of two rectangles, or nil when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// True when `other` lies entirely inside this rectangle.
  public func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}

extension EdgeInsets {
  public static func - (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: a.top - b.top, left: a.left - b.left, bottom: a.bottom - b.bottom, right: a.right - b.right)
  }
}
