// What a layout pass reports, as plain values the site generator can print.
import ScrollModel

/// One finding of a layout pass, worded like Xcode's.
public struct LayoutDiagnostic: Equatable, Sendable {
  /// Stable identifier: `layout.scrollable-content-size-ambiguity`, `layout.ambiguous-layout`,
  /// `layout.unsatisfiable-constraints`.
  public var id: String
  /// The heading and text, e.g. "Scrollable Content Size Ambiguity: …".
  public var message: String
  /// The constraints involved, as `NSLayoutConstraint.formula` strings, in activation order.
  public var constraints: [String]

  public init(id: String, message: String, constraints: [String] = []) {
    self.id = id
    self.message = message
    self.constraints = constraints
  }

  public static let scrollableContentSizeAmbiguity = "layout.scrollable-content-size-ambiguity"
  public static let ambiguousLayout = "layout.ambiguous-layout"
  public static let unsatisfiableConstraints = "layout.unsatisfiable-constraints"
}
