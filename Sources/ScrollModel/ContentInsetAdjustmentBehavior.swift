/// How safe-area insets enter `adjustedContentInset` ([D] DOC; the edge rule [O] DEC-B).
///
/// Models: UIScrollView.ContentInsetAdjustmentBehavior
public enum ContentInsetAdjustmentBehavior: Int, CaseIterable, Sendable, ModelSpellable {
  /// Like `.scrollableAxes`, plus top and bottom for a view controller's root scroll view in a
  /// navigation controller even when it cannot scroll.
  case automatic = 0
  /// Safe area applied only on the axes that scroll.
  case scrollableAxes = 1
  /// Safe area never applied: `adjustedContentInset == contentInset`.
  case never = 2
  /// Safe area applied on all four edges.
  case always = 3

  public var name: String {
    switch self {
    case .automatic: "automatic"
    case .scrollableAxes: "scrollableAxes"
    case .never: "never"
    case .always: "always"
    }
  }
  public var modelSpelling: String { "." + name }
}
