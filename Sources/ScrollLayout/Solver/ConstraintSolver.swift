// An incremental Cassowary-style solver (Badros, Borning and Stuckey, 2001) with a truly
// lexicographic objective: priorities form a strict hierarchy, each optional priority is its own
// objective level, and a higher level always wins whatever happens below it.

/// What the solver remembers about one added constraint.
struct ConstraintRecord {
  var constraint: LinearConstraint
  /// The column that identifies the constraint in the tableau (dummy, slack or error).
  var marker: Symbol
  /// The second error of an optional equality (its negative side); invalid otherwise.
  var other: Symbol
  /// The marker's coefficient in the un-normalised row `expression + markerCoefficient·marker …`.
  var markerCoefficient: Double
  var isActive: Bool
}

/// Linear constraints in, variable values out; incremental add, remove and constant changes.
public final class ConstraintSolver {
  var tableau = Tableau()
  var records: [ConstraintRecord] = []

  public init() {}

  /// A new unknown. Variables are ordered by creation, and that order decides ties.
  public func makeVariable() -> Variable {
    Variable(index: tableau.makeSymbol(.external).id)
  }

  /// The constraints currently in the solver, in the order they were added.
  public var activeConstraints: [ConstraintHandle] {
    records.indices.filter { records[$0].isActive }.map { ConstraintHandle(index: $0) }
  }

  public func constraint(_ handle: ConstraintHandle) -> LinearConstraint { records[handle.index].constraint }

  public func isActive(_ handle: ConstraintHandle) -> Bool {
    handle.index >= 0 && handle.index < records.count && records[handle.index].isActive
  }

  /// The solved value (for an undetermined variable: the solver's deterministic pick).
  public func value(of variable: Variable) -> Double {
    tableau.value(Symbol(id: variable.index))
  }

  /// The solved values of many variables at once (one access to the tableau).
  public func values(of variables: [Variable]) -> [Double] {
    tableau.values(variables)
  }

  /// Adds a constraint and re-solves. A required constraint that contradicts the required ones
  /// already present is refused with `.unsatisfiable` and leaves the solver as it was.
  @discardableResult
  public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintHandle {
    guard constraint.priority >= 1 && constraint.priority <= requiredPriority else { throw .badPriority }
    var record = ConstraintRecord(
      constraint: constraint, marker: .invalid, other: .invalid, markerCoefficient: 0, isActive: true)
    var row = makeRow(&record)
    var subject = chooseSubject(row, record)
    // Only required rows can fail, and they change no objective, so until here nothing but
    // unused symbol ids has been added.
    if !subject.isValid && row.cells.allSatisfy({ tableau.kind($0.symbol) == .dummy }) {
      if !isNearZero(row.constant) { throw .unsatisfiable }
      subject = record.marker
    }
    if subject.isValid {
      row.solve(for: subject)
      tableau.substitute(subject, with: row)
      tableau.insertRow(subject, row)
    } else {
      // Phase one pivots the whole tableau; keep a copy so a refusal leaves no trace.
      let saved = tableau
      if !addWithArtificialVariable(row) {
        tableau = saved
        throw .unsatisfiable
      }
    }
    tableau.optimizeLevels()
    tableau.infeasible.removeAll()
    records.append(record)
    return ConstraintHandle(index: records.count - 1)
  }

  /// Removes a constraint and re-solves.
  public func remove(_ handle: ConstraintHandle) throws(SolverError) {
    guard isActive(handle) else { throw .unknownConstraint }
    let record = records[handle.index]
    records[handle.index].isActive = false
    removeObjectiveTerms(record)
    let marker = record.marker
    if tableau.isBasic(marker) {
      _ = tableau.removeRow(marker)
    } else {
      let leaving = markerLeavingSymbol(marker)
      precondition(leaving.isValid, "ScrollLayout: constraint marker not found in the tableau")
      var row = tableau.removeRow(leaving)
      row.solve(for: marker, replacing: leaving)
      tableau.substitute(marker, with: row)
    }
    // The other error of an optional equality means nothing once the constraint is gone.
    if record.other.isValid {
      if tableau.isBasic(record.other) { _ = tableau.removeRow(record.other) }
      for index in tableau.rows.indices { tableau.rows[index].remove(record.other) }
      tableau.structureVersion &+= 1
    }
    tableau.optimizeLevels()
    tableau.infeasible.removeAll()
  }

  /// Changes the constant of an added constraint in place: the marker column absorbs the change
  /// and the dual simplex repairs feasibility, usually in zero or one pivot. If the new constant
  /// makes a required constraint impossible, the old one stays and `.unsatisfiable` is thrown.
  public func setConstant(_ constant: Double, for handle: ConstraintHandle) throws(SolverError) {
    guard isActive(handle) else { throw .unknownConstraint }
    let delta = constant - records[handle.index].constraint.expression.constant
    if delta == 0 { return }
    switch shiftMarker(of: handle, by: delta) {
    case .done:
      records[handle.index].constraint.expression.constant = constant
    case .refused:
      throw .unsatisfiable
    case .infeasible:
      let restored = shiftMarker(of: handle, by: -delta)
      precondition(restored == .done, "ScrollLayout: could not restore a feasible tableau")
      throw .unsatisfiable
    }
  }

  /// Adds an optional `variable == value` constraint whose value `suggest` can then move cheaply
  /// (Cassowary's edit variable). `priority` must be below 1000.
  public func addEditConstraint(_ variable: Variable, value: Double, priority: Double) throws(SolverError)
    -> ConstraintHandle
  {
    guard priority < requiredPriority else { throw .badPriority }
    return try add(LinearConstraint(LinearExpression([Term(variable)], constant: -value), .equal, priority: priority))
  }

  /// Moves an edit constraint made by `addEditConstraint` to a new value and re-solves.
  public func suggest(_ value: Double, for edit: ConstraintHandle) throws(SolverError) {
    try setConstant(-value, for: edit)
  }

  // MARK: - Rows

  /// Builds the tableau row for a new constraint and its marker/error symbols (kiwi's layout:
  /// a slack for inequalities, a dummy for required equalities, errors for optional ones).
  private func makeRow(_ record: inout ConstraintRecord) -> Row {
    let constraint = record.constraint
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms {
      let symbol = Symbol(id: term.variable.index)
      if let index = tableau.rowOf(symbol) {
        row.add(tableau.rows[index], times: term.coefficient)
      } else {
        row.add(symbol, term.coefficient)
      }
    }
    let required = constraint.isRequired
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = tableau.makeSymbol(.slack)
      row.add(slack, sign)
      record.marker = slack
      record.markerCoefficient = sign
      if !required {
        let error = tableau.makeSymbol(.error)
        row.add(error, -sign)
        addObjective(error, priority: constraint.priority)
        record.other = error
      }
    case .equal:
      if required {
        let dummy = tableau.makeSymbol(.dummy)
        row.add(dummy, 1)
        record.marker = dummy
        record.markerCoefficient = 1
      } else {
        let plus = tableau.makeSymbol(.error)
        let minus = tableau.makeSymbol(.error)
        row.add(plus, -1)
        row.add(minus, 1)
        addObjective(plus, priority: constraint.priority)
        addObjective(minus, priority: constraint.priority)
        record.marker = plus
        record.other = minus
        record.markerCoefficient = -1
      }
    }
    if row.constant < 0 { row.negate() }
    return row
  }

  private func addObjective(_ error: Symbol, priority: Double) {
    let level = tableau.levelIndex(for: priority)
    tableau.levels[level].row.add(error, 1)
  }

  /// Takes an optional constraint's errors back out of its objective level.
  private func removeObjectiveTerms(_ record: ConstraintRecord) {
    guard !record.constraint.isRequired else { return }
    let level = tableau.levelIndex(for: record.constraint.priority)
    let errors = record.constraint.relation == .equal ? [record.marker, record.other] : [record.other]
    for error in errors {
      if let index = tableau.rowOf(error) {
        tableau.levels[level].row.add(tableau.rows[index], times: -1)
      } else {
        tableau.levels[level].row.add(error, -1)
      }
    }
  }

  /// The symbol to solve the new row for: a user variable if there is one, else a restricted
  /// marker that can take the row's (non-negative) constant.
  private func chooseSubject(_ row: Row, _ record: ConstraintRecord) -> Symbol {
    for cell in row.cells where tableau.kind(cell.symbol) == .external { return cell.symbol }
    for candidate in [record.marker, record.other] where candidate.isValid {
      let kind = tableau.kind(candidate)
      if (kind == .slack || kind == .error) && row.coefficient(of: candidate) < 0 { return candidate }
    }
    return .invalid
  }

  /// Phase one for a row with no usable subject: minimise an artificial variable standing for
  /// the row; the constraint can hold only if it reaches zero.
  private func addWithArtificialVariable(_ row: Row) -> Bool {
    let artificial = tableau.makeSymbol(.slack)
    tableau.insertRow(artificial, row)
    tableau.artificial = row
    _ = tableau.optimizeArtificial { _ in true }
    let success = isNearZero(tableau.artificial!.constant)
    tableau.artificial = nil
    guard success else { return false }
    if tableau.isBasic(artificial) {
      var artificialRow = tableau.removeRow(artificial)
      let entering = artificialRow.cells.first {
        let kind = tableau.kind($0.symbol)
        return kind == .slack || kind == .error
      }?.symbol
      if let entering {
        artificialRow.solve(for: entering, replacing: artificial)
        tableau.substitute(entering, with: artificialRow)
        tableau.insertRow(entering, artificialRow)
      }
    }
    for index in tableau.rows.indices { tableau.rows[index].remove(artificial) }
    tableau.structureVersion &+= 1
    for index in tableau.levels.indices { tableau.levels[index].row.remove(artificial) }
    return true
  }

  /// The row to pivot a non-basic marker into before dropping it (kiwi's rule: prefer the
  /// restricted row that limits it most, then any restricted row, then a user-variable row).
  private func markerLeavingSymbol(_ marker: Symbol) -> Symbol {
    var first = Symbol.invalid
    var second = Symbol.invalid
    var third = Symbol.invalid
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    for index in tableau.rows.indices {
      let coefficient = tableau.rows[index].coefficient(of: marker)
      if coefficient == 0 { continue }
      let basic = tableau.basics[index]
      let constant = tableau.rows[index].constant
      if tableau.kind(basic) == .external {
        if !third.isValid || basic < third { third = basic }
      } else if coefficient < 0 {
        let ratio = -constant / coefficient
        if ratio < firstRatio || (ratio == firstRatio && basic < first) { firstRatio = ratio; first = basic }
      } else {
        let ratio = constant / coefficient
        if ratio < secondRatio || (ratio == secondRatio && basic < second) { secondRatio = ratio; second = basic }
      }
    }
    if first.isValid { return first }
    if second.isValid { return second }
    return third
  }

  private enum ShiftOutcome { case done, refused, infeasible }

  /// Applies a change `delta` of a constraint's constant to the tableau: the marker becomes
  /// `marker + delta / markerCoefficient`. `.refused` leaves the tableau untouched;
  /// `.infeasible` means the dual simplex found no feasible tableau for the new constants.
  private func shiftMarker(of handle: ConstraintHandle, by delta: Double) -> ShiftOutcome {
    let shift = delta / records[handle.index].markerCoefficient
    let marker = records[handle.index].marker
    if let index = tableau.rowOf(marker) {
      let constant = tableau.rows[index].constant - shift
      // A basic dummy is a redundant required equality: it stays consistent only at zero.
      if tableau.kind(marker) == .dummy && !isNearZero(constant) { return .refused }
      tableau.rows[index].constant = constant
      if constant < 0 { tableau.infeasible.append(marker) }
    } else {
      tableau.shiftColumn(marker, by: shift)
    }
    return tableau.dualOptimize() ? .done : .infeasible
  }
}
