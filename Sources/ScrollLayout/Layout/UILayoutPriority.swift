// Priorities 1...1000; 1000 means required. A higher priority always wins outright.
import ScrollModel

/// The priority of a constraint, like UIKit's `UILayoutPriority` (a Float raw value).
/// Models: UILayoutPriority
public struct UILayoutPriority: RawRepresentable, Equatable, Comparable, Sendable,
  ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public init(floatLiteral value: Float) { self.rawValue = value }
  public init(integerLiteral value: Int) { self.rawValue = Float(value) }

  /// Models: UILayoutPriority.required
  public static let required = UILayoutPriority(rawValue: 1000)
  /// Models: UILayoutPriority.defaultHigh
  public static let defaultHigh = UILayoutPriority(rawValue: 750)
  /// Models: UILayoutPriority.dragThatCanResizeScene
  public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
  /// Models: UILayoutPriority.sceneSizeStayPut
  public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
  /// Models: UILayoutPriority.dragThatCannotResizeScene
  public static let dragThatCannotResizeScene = UILayoutPriority(rawValue: 490)
  /// Models: UILayoutPriority.defaultLow
  public static let defaultLow = UILayoutPriority(rawValue: 250)
  /// Models: UILayoutPriority.fittingSizeLevel
  public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

  public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
  public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(rawValue: a.rawValue + b) }
  public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(rawValue: a.rawValue - b) }
}
