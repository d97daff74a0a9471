// Edge resistance while dragging past the content ([O] RB, LOB, FLUID, DEC-CK):
// b(x, d) = (1 − 1/(c·x/d + 1))·d with c = 0.55. Its slope at the edge is c, and it never
// reaches d, so content can never be pulled a whole viewport past its edge.

/// The rubber-band mapping from finger overshoot to displayed overshoot.
public enum RubberBand {
  /// UIKit's resistance coefficient.
  public static let coefficient = 0.55

  /// The displayed overshoot for a finger overshoot `x` ≥ 0 in a viewport of length `d`.
  public static func overshoot(_ x: Double, dimension d: Double) -> Double {
    guard d.magnitude >= Double.ulpOfOne, x > 0 else { return 0 }
    return (1 - 1 / (coefficient * x / d + 1)) * d
  }

  /// The finger overshoot that displays as `b` (the inverse of `overshoot`, [O] FLUID).
  public static func fingerOvershoot(forDisplayed b: Double, dimension d: Double) -> Double {
    guard b > 0, b < d else { return b <= 0 ? 0 : .infinity }
    return d * b / (coefficient * (d - b))
  }

  /// The displayed offset for an unconstrained offset on one axis: unchanged inside
  /// `[minimum, maximum]`, banded outside (maximum is first raised to at least minimum).
  public static func offset(_ offset: Double, minimum: Double, maximum: Double, dimension: Double) -> Double {
    let upper = max(maximum, minimum)
    if offset > upper { return upper + overshoot(offset - upper, dimension: dimension) }
    if offset < minimum { return minimum - overshoot(minimum - offset, dimension: dimension) }
    return offset
  }
}

extension ScrollView {
  /// Whether `axis` bounces (the per-axis flags of iOS 17.4).
  public func bounces(along axis: Axis) -> Bool {
    axis == .horizontal ? bouncesHorizontally : bouncesVertically
  }

  /// The displayed offset on `axis` for an unconstrained drag offset: banded when the axis
  /// bounces, stopped dead at the edge when it does not.
  ///
  /// Models: UIScrollView.bouncesHorizontally, UIScrollView.bouncesVertically
  public func rubberBandedOffset(_ offset: Double, along axis: Axis) -> Double {
    let range = contentOffsetRange
    guard bounces(along: axis) else { return range.clamped(offset, along: axis) }
    return RubberBand.offset(
      offset, minimum: range.minimum[axis], maximum: range.maximum[axis], dimension: bounds.size[axis])
  }
}
