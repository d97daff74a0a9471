// Properties every solution must have, checked on seeded random systems.
@testable import ScrollLayout
import Testing

@Suite("Solver properties on seeded random systems")
struct SolverPropertyTests {
  static let seeds: [UInt64] = Array(1...60)

  func values(_ solver: ConstraintSolver, _ variables: [Variable]) -> [Double] {
    variables.map { solver.value(of: $0) }
  }

  @Test("every solution satisfies its required constraints within 1e-9", arguments: seeds)
  func requiredConstraintsHold(seed: UInt64) {
    let system = RandomSystem(seed: seed)
    let (solver, _, handles) = system.solver()
    #expect(handles.count == system.constraints.count, "these systems are satisfiable by construction")
    for handle in handles where solver.constraint(handle).isRequired {
      #expect(solver.constraint(handle).violation { solver.value(of: $0) } <= 1e-9)
    }
  }

  @Test("adding a redundant constraint changes nothing", arguments: seeds)
  func redundantConstraintChangesNothing(seed: UInt64) throws {
    let system = RandomSystem(seed: seed)
    let (solver, variables, handles) = system.solver()
    let before = values(solver, variables)
    let determined = variables.map { solver.isDetermined($0) }
    // The sum of the first two required equalities is implied by them.
    let equalities = handles.map(solver.constraint).filter { $0.isRequired && $0.relation == .equal }
    try #require(equalities.count >= 2)
    var implied = equalities[0].expression
    implied.add(equalities[1].expression)
    try solver.add(LinearConstraint(implied, .equal))
    let after = values(solver, variables)
    for index in variables.indices where determined[index] {
      #expect(after[index] == before[index])
    }
    #expect(variables.map { solver.isDetermined($0) } == determined)
  }

  /// Undetermined variables are excluded: their pick depends on the tableau's history, which
  /// removal changes (the pick is still reproducible for the same sequence of calls).
  @Test("removing and re-adding a constraint gives the same determined values bit for bit", arguments: seeds)
  func removeThenReAddIsIdentity(seed: UInt64) throws {
    let system = RandomSystem(seed: seed)
    let (solver, variables, handles) = system.solver()
    let before = values(solver, variables)
    let determined = variables.map { solver.isDetermined($0) }
    var random = SeededGenerator(seed: seed &* 7919)
    let handle = handles.randomElement(using: &random)!
    let constraint = solver.constraint(handle)
    try solver.remove(handle)
    try solver.add(constraint)
    let after = values(solver, variables)
    for index in variables.indices where determined[index] {
      #expect(after[index].bitPattern == before[index].bitPattern)
    }
    #expect(variables.map { solver.isDetermined($0) } == determined)
  }

  @Test("moving an edit constraint equals rebuilding with the value as a constant", arguments: seeds)
  func suggestionsMatchRebuilds(seed: UInt64) throws {
    let system = RandomSystem(seed: seed)
    let (solver, variables, _) = system.solver()
    let target = variables[Int(seed) % variables.count]
    let edit = try solver.addEditConstraint(target, value: 0, priority: 900)
    for value in [120.0, -40, 333, 5] {
      try solver.suggest(value, for: edit)
      let (fresh, freshVariables, _) = system.solver()
      _ = try fresh.addEditConstraint(freshVariables[Int(target.index)], value: value, priority: 900)
      for (ours, theirs) in zip(variables, freshVariables) where fresh.isDetermined(theirs) {
        #expect(solver.isDetermined(ours))
        #expect(abs(solver.value(of: ours) - fresh.value(of: theirs)) <= 1e-9)
      }
    }
  }

  @Test("the same input gives the same output bit for bit, ambiguous picks included", arguments: seeds)
  func deterministic(seed: UInt64) {
    let system = RandomSystem(seed: seed)
    let (a, variablesA, _) = system.solver()
    let (b, variablesB, _) = system.solver()
    #expect(values(a, variablesA).map(\.bitPattern) == values(b, variablesB).map(\.bitPattern))
  }
}

@Suite("Solver basics")
struct SolverBasicsTests {
  @Test("a refused required constraint leaves the solver exactly as it was")
  func refusalLeavesNoTrace() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    let y = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression([Term(x), Term(y)], constant: -10), .lessThanOrEqual))
    try solver.add(LinearConstraint(LinearExpression([Term(x)], constant: -4), .greaterThanOrEqual))
    try solver.add(LinearConstraint(LinearExpression([Term(y)], constant: -3), .equal, priority: 500))
    let before = (solver.value(of: x), solver.value(of: y))
    #expect(throws: SolverError.unsatisfiable) {
      try solver.add(LinearConstraint(LinearExpression([Term(y)], constant: -7), .greaterThanOrEqual))
    }
    #expect(solver.value(of: x) == before.0 && solver.value(of: y) == before.1)
    #expect(solver.activeConstraints.count == 3)
  }

  @Test("an optional constraint is not all-or-nothing: its error is minimised")
  func optionalErrorIsMinimised() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression([Term(x)], constant: -10), .lessThanOrEqual))
    try solver.add(LinearConstraint(LinearExpression([Term(x)], constant: -25), .equal, priority: 250))
    #expect(solver.value(of: x) == 10)
    #expect(solver.isDetermined(x))
  }

  @Test("equal-priority optional constraints that conflict leave the value undetermined")
  func equalPrioritiesCanBeAmbiguous() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression([Term(x)], constant: -10), .equal, priority: 250))
    try solver.add(LinearConstraint(LinearExpression([Term(x)], constant: -20), .equal, priority: 250))
    #expect(!solver.isDetermined(x))
    try solver.add(LinearConstraint(LinearExpression([Term(x)], constant: -15), .equal, priority: 251))
    #expect(solver.value(of: x) == 15 && solver.isDetermined(x))
  }

  @Test("setConstant refuses a value that contradicts a required constraint and keeps the old one")
  func setConstantRefusal() throws {
    let solver = ConstraintSolver()
    let x = solver.makeVariable()
    try solver.add(LinearConstraint(LinearExpression([Term(x)], constant: -100), .lessThanOrEqual))
    let handle = try solver.add(LinearConstraint(LinearExpression([Term(x)], constant: -40), .equal))
    #expect(throws: SolverError.unsatisfiable) { try solver.setConstant(-140, for: handle) }
    #expect(solver.value(of: x) == 40)
    try solver.setConstant(-90, for: handle)
    #expect(solver.value(of: x) == 90)
  }
}
