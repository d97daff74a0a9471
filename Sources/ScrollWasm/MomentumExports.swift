// Momentum on one axis as pure functions, for pages that animate a release frame by frame.
internal import ScrollModel

/// How far momentum alone carries content released at `velocity` pt/ms.
@_expose(wasm, "sn_projected_travel") @_cdecl("sn_projected_travel")
public func sn_projected_travel(_ velocity: Double, _ rate: Double) -> Double {
  Momentum.projectedTravel(velocity: velocity, rate: DecelerationRate(rawValue: rate))
}

/// One frame of `milliseconds` on one axis: offset, velocity, settled (1 or 0).
@_expose(wasm, "sn_momentum_step") @_cdecl("sn_momentum_step")
public func sn_momentum_step(
  _ offset: Double, _ velocity: Double, _ milliseconds: Double, _ minimum: Double, _ maximum: Double,
  _ rate: Double, _ bounces: Int32
) -> Int32 {
  let next = Momentum.step(
    Momentum.AxisState(offset: offset, velocity: velocity), milliseconds: milliseconds, minimum: minimum,
    maximum: maximum, rate: DecelerationRate(rawValue: rate), bounces: bounces != 0)
  return results.set(next.offset, next.velocity, next.isSettled ? 1 : 0)
}

/// The displayed overshoot for a finger overshoot `x` in a viewport of length `dimension`.
@_expose(wasm, "sn_rubber_band_overshoot") @_cdecl("sn_rubber_band_overshoot")
public func sn_rubber_band_overshoot(_ x: Double, _ dimension: Double) -> Double {
  RubberBand.overshoot(x, dimension: dimension)
}
