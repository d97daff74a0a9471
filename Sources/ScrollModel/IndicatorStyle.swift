/// The colour scheme of the scroll indicators ([D] DOC).
///
/// Models: UIScrollView.IndicatorStyle
public enum IndicatorStyle: Int, CaseIterable, Sendable, ModelSpellable {
  /// Follows the user interface style.
  case `default` = 0
  /// Dark indicator, for light backgrounds.
  case black = 1
  /// Light indicator, for dark backgrounds.
  case white = 2

  public var name: String {
    switch self {
    case .default: "default"
    case .black: "black"
    case .white: "white"
    }
  }
  public var modelSpelling: String { "." + name }
}
