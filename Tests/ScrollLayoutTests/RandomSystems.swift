// Seeded random constraint systems for property tests: a hidden layout of stacked views whose
// required constraints are true for it, plus optional preferences that may be false.
@testable import ScrollLayout

/// SplitMix64: small, fast, and the same sequence on every platform.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

struct RandomSystem {
  var variableCount: Int
  var constraints: [LinearConstraint]

  /// Variables: contentWidth, contentHeight, then left, top, width, height per view.
  init(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let viewCount = Int.random(in: 1...6, using: &random)
    variableCount = 2 + 4 * viewCount
    func v(_ index: Int) -> Variable { Variable(index: Int32(index)) }
    var hidden: [Double] = [0, 0]
    var constraints: [LinearConstraint] = []
    var bottom = 0.0
    var right = 0.0
    for view in 0..<viewCount {
      let left = Double(Int.random(in: 0...60, using: &random))
      let top = bottom + Double(Int.random(in: 0...40, using: &random))
      let width = Double(Int.random(in: 10...300, using: &random))
      let height = Double(Int.random(in: 10...200, using: &random))
      hidden += [left, top, width, height]
      bottom = top + height
      right = max(right, left + width)
      let base = 2 + 4 * view
      // Horizontal: fixed, or centred in the content, or half another width.
      constraints.append(LinearConstraint(LinearExpression([Term(v(base + 2))], constant: -width), .equal))
      if Bool.random(using: &random) {
        constraints.append(LinearConstraint(LinearExpression([Term(v(base))], constant: -left), .equal))
      }
      // Vertical chain: top relative to the previous view's bottom (or the content top).
      if view == 0 {
        constraints.append(LinearConstraint(LinearExpression([Term(v(base + 1))], constant: -top), .equal))
      } else {
        let previous = base - 4
        let gap = top - hidden[previous + 1] - hidden[previous + 3]
        constraints.append(LinearConstraint(
          LinearExpression([Term(v(base + 1)), Term(v(previous + 1), -1), Term(v(previous + 3), -1)], constant: -gap),
          .equal))
      }
      if Bool.random(using: &random) {
        constraints.append(LinearConstraint(LinearExpression([Term(v(base + 3))], constant: -height), .equal))
      } else {
        constraints.append(LinearConstraint(LinearExpression([Term(v(base + 3))], constant: -10), .greaterThanOrEqual))
      }
      constraints.append(LinearConstraint(LinearExpression([Term(v(base))]), .greaterThanOrEqual))
    }
    hidden[0] = right + Double(Int.random(in: 0...50, using: &random))
    hidden[1] = bottom + Double(Int.random(in: 0...50, using: &random))
    // Content edges: usually closed (content >= every view, equal to the last one's bottom).
    if Int.random(in: 0..<10, using: &random) < 8 {
      let last = 2 + 4 * (viewCount - 1)
      constraints.append(LinearConstraint(
        LinearExpression([Term(v(1)), Term(v(last + 1), -1), Term(v(last + 3), -1)], constant: bottom - hidden[1]), .equal))
      for view in 0..<viewCount {
        let base = 2 + 4 * view
        constraints.append(LinearConstraint(
          LinearExpression([Term(v(0)), Term(v(base), -1), Term(v(base + 2), -1)]), .greaterThanOrEqual))
      }
    }
    // Optional preferences at two levels, possibly false.
    for _ in 0..<Int.random(in: 0...4, using: &random) {
      let target = Int.random(in: 0..<variableCount, using: &random)
      let value = hidden[target] + Double(Int.random(in: -30...30, using: &random))
      let priority: Double = Bool.random(using: &random) ? 750 : 250
      let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
      constraints.append(LinearConstraint(LinearExpression([Term(v(target))], constant: -value), relation, priority: priority))
    }
    self.constraints = constraints
  }

  /// A fresh solver with every constraint added in order; refused ones are skipped.
  func solver() -> (ConstraintSolver, [Variable], [ConstraintHandle]) {
    let solver = ConstraintSolver()
    let variables = (0..<variableCount).map { _ in solver.makeVariable() }
    var handles: [ConstraintHandle] = []
    for constraint in constraints {
      if let handle = try? solver.add(constraint) { handles.append(handle) }
    }
    return (solver, variables, handles)
  }
}
