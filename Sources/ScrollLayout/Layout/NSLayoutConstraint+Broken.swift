// Whether the last layout pass had to break a constraint to satisfy the others, as UIKit does
// after logging "Unable to simultaneously satisfy constraints".
import ScrollModel

extension NSLayoutConstraint {
  /// True when the constraint is active but the solver refused it (it conflicts with required
  /// constraints activated before it).
  public var isBrokenByLayout: Bool {
    guard let installation else { return false }
    return installation.handle == nil
  }
}
