// Is a variable's value determined? A variable is determined when it cannot move without breaking
// a required constraint or making some priority level's error worse — i.e. it is constant on the
// optimal face. kiwisolver cannot answer this; Interface Builder's ambiguity warnings need it.

extension ConstraintSolver {
  /// True when every solution that is optimal for all priority levels gives `variable` the same
  /// value; false when the printed value is only the solver's pick among equally good ones.
  /// Exact: decided by two small restricted optimisations on a copy of the tableau.
  public func isDetermined(_ variable: Variable) -> Bool {
    let symbol = Symbol(id: variable.index)
    // A non-basic user variable occurs only in other user variables' rows: it is free.
    guard let index = tableau.rowOf(symbol) else { return false }
    let row = tableau.rows[index]
    var movable = false
    for cell in row.cells {
      switch tableau.kind(cell.symbol) {
      case .external: return false
      case .dummy: continue
      case .slack, .error: if tableau.hasZeroCost(cell.symbol) { movable = true }
      }
    }
    if !movable { return true }
    return !canMove(row, direction: 1) && !canMove(row, direction: -1)
  }

  /// The interval of values `variable` takes over all optimal solutions (nil ends are unbounded).
  /// A determined variable's interval is a single point.
  public func range(of variable: Variable) -> (lower: Double?, upper: Double?) {
    let symbol = Symbol(id: variable.index)
    guard let index = tableau.rowOf(symbol) else { return (nil, nil) }
    let row = tableau.rows[index]
    if row.cells.contains(where: { tableau.kind($0.symbol) == .external }) { return (nil, nil) }
    return (extreme(row, direction: -1), extreme(row, direction: 1))
  }

  /// Whether the value of `row` can grow (direction 1) or shrink (-1) on the optimal face.
  private func canMove(_ row: Row, direction: Double) -> Bool {
    guard let end = extreme(row, direction: direction) else { return true }
    return (end - row.constant) * direction > nearZeroTolerance * 100
  }

  /// How far `row` can be pushed in `direction` on the optimal face (nil: without limit).
  /// Non-basic columns with a cost at any level are pinned at zero; the rest may enter.
  private func extreme(_ row: Row, direction: Double) -> Double? {
    var copy = tableau
    var pinned = [Bool](repeating: false, count: copy.kinds.count)
    for id in 0..<copy.kinds.count {
      let symbol = Symbol(id: Int32(id))
      if copy.kind(symbol) == .dummy || (!copy.isBasic(symbol) && !copy.hasZeroCost(symbol)) { pinned[id] = true }
    }
    var objective = Row()
    for cell in row.cells where !pinned[Int(cell.symbol.id)] { objective.add(cell.symbol, -direction * cell.coefficient) }
    if objective.cells.isEmpty { return row.constant }
    copy.levels = []
    copy.artificial = objective
    if !copy.optimizeArtificial(allowed: { !pinned[Int($0.id)] }) { return nil }
    return row.constant - direction * copy.artificial!.constant
  }
}
