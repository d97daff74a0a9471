// A whole constraint system solved in one go, the way `scrollnotes layout` and the differential
// tests use the solver: constraints are added in order and a refused one is reported, not fatal.

/// Named variables and constraints, added in order (Auto Layout's activation order).
public struct ConstraintSystem: Sendable {
  public var variableNames: [String]
  public var constraints: [LinearConstraint]

  /// `constraints` refer to variables by their index in `variableNames` (`Variable(index:)` order).
  public init(variableNames: [String], constraints: [LinearConstraint]) {
    self.variableNames = variableNames
    self.constraints = constraints
  }

  /// The variable standing for `variableNames[position]`.
  public static func variable(_ position: Int) -> Variable { Variable(index: Int32(position)) }

  /// Adds every constraint in order; a required one that contradicts those before it is refused
  /// (the newcomer loses) and its minimal conflicting set is recorded.
  public func solve() -> SystemSolution {
    let solver = ConstraintSolver()
    let variables = variableNames.map { _ in solver.makeVariable() }
    var handles: [ConstraintHandle?] = []
    var rejected: [Int] = []
    var conflicts: [[Int]] = []
    for (position, constraint) in constraints.enumerated() {
      do throws(SolverError) {
        handles.append(try solver.add(constraint))
      } catch {
        handles.append(nil)
        rejected.append(position)
        let set = solver.minimalConflictingSet(with: constraint)
        conflicts.append(set.map { handle in handles.firstIndex(of: handle)! } + [position])
      }
    }
    return SystemSolution(
      rejected: rejected, conflicts: conflicts,
      values: variables.map { solver.value(of: $0) },
      unique: variables.map { solver.isDetermined($0) })
  }
}

/// The answer for a `ConstraintSystem`, per variable in `variableNames` order.
public struct SystemSolution: Equatable, Sendable {
  /// Positions of refused constraints.
  public var rejected: [Int]
  /// For each refused constraint, positions of a minimal conflicting set (itself last).
  public var conflicts: [[Int]]
  public var values: [Double]
  /// Whether each value is determined by the constraints.
  public var unique: [Bool]
  public var isSatisfiable: Bool { rejected.isEmpty }
}
