// Which constraints fight? When a required constraint is refused, Auto Layout prints the set of
// mutually exclusive constraints. This finds a minimal such set with a deletion filter.

extension ConstraintSolver {
  /// A minimal set of active required constraints that, together with `candidate`, cannot all
  /// hold: dropping any one of them makes the rest satisfiable. Empty if `candidate` fits.
  public func minimalConflictingSet(with candidate: LinearConstraint) -> [ConstraintHandle] {
    // Only constraints sharing variables with the candidate, directly or through others, matter.
    var related = [Bool](repeating: false, count: tableau.kinds.count)
    for term in candidate.expression.terms { related[Int(term.variable.index)] = true }
    var pool = activeConstraints.filter { records[$0.index].constraint.isRequired }
    var members: [ConstraintHandle] = []
    var grew = true
    while grew {
      grew = false
      var rest: [ConstraintHandle] = []
      for handle in pool {
        let terms = records[handle.index].constraint.expression.terms
        if terms.contains(where: { related[Int($0.variable.index)] }) {
          for term in terms { related[Int(term.variable.index)] = true }
          members.append(handle)
          grew = true
        } else {
          rest.append(handle)
        }
      }
      pool = rest
    }
    members.sort()
    guard !Self.isSatisfiable(members.map { records[$0.index].constraint } + [candidate]) else { return [] }
    // Deletion filter: drop each member whose absence keeps the set infeasible.
    var kept = members
    var position = 0
    while position < kept.count {
      var trial = kept
      trial.remove(at: position)
      if Self.isSatisfiable(trial.map { records[$0.index].constraint } + [candidate]) {
        position += 1
      } else {
        kept = trial
      }
    }
    return kept
  }

  /// Whether the required constraints can all hold at once (checked on a fresh solver).
  static func isSatisfiable(_ constraints: [LinearConstraint]) -> Bool {
    let solver = ConstraintSolver()
    var mapped: [Int32] = []
    for constraint in constraints {
      var expression = LinearExpression(constant: constraint.expression.constant)
      for term in constraint.expression.terms {
        let index = Int(term.variable.index)
        while mapped.count <= index { mapped.append(-1) }
        if mapped[index] < 0 { mapped[index] = solver.makeVariable().index }
        expression.add(Variable(index: mapped[index]), term.coefficient)
      }
      do throws(SolverError) {
        try solver.add(LinearConstraint(expression, constraint.relation))
      } catch {
        return false
      }
    }
    return true
  }
}
