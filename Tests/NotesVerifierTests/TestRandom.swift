/// A fixed-seed generator for the random-mixture tests, so a failure names an input that
/// fails again on the next run.
struct TestRandom {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  /// The next non-negative number (a linear congruential step, high bits).
  mutating func next() -> Int {
    state = state &* 6364136223846793005 &+ 1442695040888963407
    return Int(truncatingIfNeeded: state >> 33)
  }
}
