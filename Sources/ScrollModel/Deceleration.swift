// Momentum after the finger lifts and the return to the edge after an overshoot. Time is in milliseconds and velocity in points per millisecond, UIKit's units.
// The per-step update is the exact geometric decay [O] DEC-TH / LOB: over Δt ms the velocity
// keeps d^Δt of itself and the offset advances v·d·(1 − d^Δt)/(1 − d), so stepping with any
// frame length lands on the same curve.

/// Momentum and bounce-back on one axis, as pure functions.
public enum Momentum {
  /// Per-ms decay of an overshoot while bouncing back: −ln 0.99 ([O] DEC-TH).
  public static let bounceDecayPerMillisecond = 0.01005
  /// Motion ends once less than half a point of travel remains (open question 1; the model
  /// takes the remaining-distance rule of [O] LOB).
  public static let settleDistance = 0.5

  /// How far momentum alone carries content released at `velocity` (pt/ms): v·d/(1 − d).
  ///
  /// Models: UIScrollView.decelerationRate
  public static func projectedTravel(velocity: Double, rate: DecelerationRate) -> Double {
    let d = rate.rawValue
    return velocity * d / (1 - d)
  }

  /// The travel still ahead of an axis moving at `velocity` with no edge in the way.
  static func remainingTravel(velocity: Double, rate: DecelerationRate) -> Double {
    projectedTravel(velocity: velocity, rate: rate)
  }

  /// One axis of moving content.
  public struct AxisState: Hashable, Sendable {
    public var offset: Double
    public var velocity: Double
    public var isSettled: Bool
    public init(offset: Double, velocity: Double, isSettled: Bool = false) {
      self.offset = offset
      self.velocity = velocity
      self.isSettled = isSettled
    }
  }

  /// Advances one axis by `milliseconds`: friction inside `[minimum, maximum]`; at an edge
  /// either a dead stop (`bounces == false`, as UIKit's non-bouncing step clamps and zeroes the
  /// velocity) or, split at the crossing, the decaying overshoot of the bounce-back.
  public static func step(
    _ state: AxisState, milliseconds: Double, minimum: Double, maximum: Double,
    rate: DecelerationRate, bounces: Bool
  ) -> AxisState {
    guard !state.isSettled else { return state }
    let d = rate.rawValue
    let upper = max(minimum, maximum)
    var offset = state.offset
    var velocity = state.velocity
    var remaining = milliseconds
    // The edge a frame crossed on its way out. At the crossing the offset sits exactly on that
    // edge, where "above the maximum?" cannot tell which edge it is (a bottom crossing would
    // otherwise be read as the top one and jump back by most of a screen).
    var crossedEdge: Double?

    if offset >= minimum && offset <= upper {
      if remainingTravel(velocity: velocity, rate: rate).magnitude < settleDistance {
        return AxisState(offset: offset, velocity: 0, isSettled: true)
      }
      let k = ModelMath.pow(d, remaining)
      let next = offset + velocity * d * (1 - k) / (1 - d)
      if next >= minimum && next <= upper {
        return AxisState(offset: next, velocity: velocity * k)
      }
      let edge = next > upper ? upper : minimum
      guard bounces else { return AxisState(offset: edge, velocity: 0, isSettled: true) }
      // Time at which the friction curve reaches the edge: d^t = 1 − (edge − x)(1 − d)/(v·d).
      let ratio = 1 - (edge - offset) * (1 - d) / (velocity * d)
      let crossing = min(remaining, max(0, ModelMath.log(ratio) / ModelMath.log(d)))
      velocity *= ModelMath.pow(d, crossing)
      offset = edge
      crossedEdge = edge
      remaining -= crossing
      if remaining <= 0 { return AxisState(offset: offset, velocity: velocity) }
    }

    // Outside the range: the overshoot decays like 0.99^t while friction spends the velocity.
    let edge = crossedEdge ?? (offset > upper ? upper : minimum)
    let overshootBefore = offset - edge
    let decay = ModelMath.exp(-bounceDecayPerMillisecond * remaining)
    let friction = ModelMath.pow(d, remaining)
    let overshoot = overshootBefore * decay + (1 - friction) * decay * d * velocity / (1 - d)
    velocity *= friction * decay
    let leftRange = (overshootBefore > 0 && offset > upper && overshoot < 0)
      || (overshootBefore <= 0 && offset < minimum && overshoot > 0)
    if leftRange {
      // An inward fling from outside: continue inside from the edge.
      return AxisState(offset: edge, velocity: velocity)
    }
    if overshoot.magnitude < settleDistance && remainingTravel(velocity: velocity, rate: rate).magnitude < settleDistance {
      return AxisState(offset: edge, velocity: 0, isSettled: true)
    }
    return AxisState(offset: edge + overshoot, velocity: velocity)
  }
}

/// Deceleration in progress: unrounded offsets, per-axis velocity, and (with paging) the page
/// the content settles on.
struct Deceleration: Sendable {
  var offset: Point
  var velocity: Point
  var settled: (horizontal: Bool, vertical: Bool)
  var pagingTarget: Point?
  /// A target the delegate set in `scrollViewWillEndDragging`, where the motion ends.
  var landing: Point? = nil
}

extension ScrollView {
  /// Where momentum alone would stop content released now at `velocity` (pt/ms), before any
  /// clamping or bounce (cli-contract `decelerationTarget`).
  public func decelerationTarget(velocity: Point) -> Point {
    Point(
      x: contentOffset.x + Momentum.projectedTravel(velocity: velocity.x, rate: decelerationRate),
      y: contentOffset.y + Momentum.projectedTravel(velocity: velocity.y, rate: decelerationRate))
  }

  /// The target UIKit passes to `scrollViewWillEndDragging`: the momentum stopping point
  /// clamped into the offset range ([I]) and, like every resting offset, on the pixel
  /// grid; or the page target when paging.
  public func targetContentOffset(velocity: Point) -> Point {
    if isPagingEnabled { return pagingTarget(velocity: velocity) }
    return roundedToPixels(contentOffsetRange.clamped(decelerationTarget(velocity: velocity)))
  }
}
