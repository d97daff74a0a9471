// Geometry values the model works in. They mirror CoreGraphics/UIKit (`CGPoint`, `CGSize`,
// `CGRect`, `UIEdgeInsets`) with the UI/CG prefixes dropped; units are points, y grows down.

/// A point, like `CGPoint`.
public struct Point: Hashable, Sendable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
  /// `CGPoint.zero`.
  public static let zero = Point(x: 0, y: 0)
}

/// A size, like `CGSize`.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
  /// `CGSize.zero`.
  public static let zero = Size(width: 0, height: 0)
}

/// A rectangle, like `CGRect` (origin at the top-left, sizes assumed non-negative).
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
  /// `CGRect.zero`.
  public static let zero = Rect(origin: .zero, size: .zero)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
}

/// Insets from each edge, like `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
  /// `UIEdgeInsets.zero`.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
  }
}
