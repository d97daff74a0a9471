// The settings a stack view arranges by: which way it runs, how it shares the length along that
// way, and where it places each view across it.
import ScrollModel

extension NSLayoutConstraint {
  /// The direction of a stack view's arrangement.
  /// Models: NSLayoutConstraint.Axis
  public enum Axis: Equatable, Sendable {
    case horizontal, vertical
  }
}

extension UIStackView {
  /// How the arranged views share the stack's length along its axis.
  /// Models: UIStackView.Distribution
  public enum Distribution: Equatable, Sendable {
    /// The views' own sizes plus `spacing` fill the stack exactly.
    case fill
    /// As `.fill`, and every visible view gets the same length.
    case fillEqually
    /// The views keep their own sizes; the gaps between them are equal and at least `spacing`.
    case equalSpacing
  }

  /// Where each arranged view sits across the axis.
  /// Models: UIStackView.Alignment
  public enum Alignment: Equatable, Sendable {
    /// Every view spans the stack's full breadth.
    case fill
    /// Against the leading edge (the top edge of a horizontal stack).
    case leading
    /// Centred; the stack is as broad as its broadest visible view unless constrained.
    case center
    /// Against the trailing edge (the bottom edge of a horizontal stack).
    case trailing

    /// UIKit's name for `.leading` in a horizontal stack.
    public static var top: Alignment { .leading }
    /// UIKit's name for `.trailing` in a horizontal stack.
    public static var bottom: Alignment { .trailing }
  }
}
