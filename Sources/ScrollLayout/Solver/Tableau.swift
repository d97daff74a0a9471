// The simplex tableau: one row per basic symbol, `basic = constant + Σ coefficient·symbol` over
// non-basic symbols, plus one objective row per optional priority level. Rows live in an array and
// a dense symbol-indexed table points at them, so nothing here depends on hashing.

/// One priority level of the objective: the sum of its error symbols, to be minimised.
struct ObjectiveLevel {
  var priority: Double
  var row: Row
}

struct Tableau {
  var kinds: [SymbolKind] = []
  /// For each symbol id, the index of its row in `rows`, or -1 when it is not basic.
  var rowIndex: [Int32] = []
  var rows: [Row] = []
  var basics: [Symbol] = []
  /// Highest priority first: a lower level is only improved where it costs no higher level.
  var levels: [ObjectiveLevel] = []
  /// Phase-one objective while a constraint is added through an artificial variable.
  var artificial: Row? = nil
  /// Basic restricted symbols whose value may have become negative (for the dual simplex).
  var infeasible: [Symbol] = []
  /// Bumped whenever a row's cells or the row order change; a column list is valid while it holds.
  var structureVersion = 0
  /// Rows containing a column, remembered for the few columns whose constants keep moving
  /// (edit constraints, content offsets), so a suggestion touches only those rows.
  var columnCache: [(symbol: Symbol, version: Int, rows: [Int32])] = []

  mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
    let symbol = Symbol(id: Int32(kinds.count))
    kinds.append(kind)
    rowIndex.append(-1)
    return symbol
  }

  @inline(__always) func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol.id)] }
  @inline(__always) func isBasic(_ symbol: Symbol) -> Bool { rowIndex[Int(symbol.id)] >= 0 }
  @inline(__always) func rowOf(_ symbol: Symbol) -> Int? {
    let index = rowIndex[Int(symbol.id)]
    return index >= 0 ? Int(index) : nil
  }

  /// The current value of a symbol: its row's constant if basic, else 0 (never -0).
  func value(_ symbol: Symbol) -> Double {
    if let index = rowOf(symbol) { return rows[index].constant + 0.0 }
    return 0
  }

  func values(_ variables: [Variable]) -> [Double] {
    variables.map { value(Symbol(id: $0.index)) }
  }

  /// Substitutes `symbol + shift` for a non-basic `symbol`: only row constants change.
  /// Restricted rows that turn negative are queued for the dual simplex.
  mutating func shiftColumn(_ symbol: Symbol, by shift: Double) {
    for index in rowsContaining(symbol) {
      let index = Int(index)
      let coefficient = rows[index].coefficient(of: symbol)
      rows[index].constant += coefficient * shift
      if kind(basics[index]) != .external && rows[index].constant < 0 { infeasible.append(basics[index]) }
    }
    for index in levels.indices { levels[index].row.constant += levels[index].row.coefficient(of: symbol) * shift }
  }

  /// The rows whose cells mention `symbol`, from the cache while the structure is unchanged.
  mutating func rowsContaining(_ symbol: Symbol) -> [Int32] {
    if let hit = columnCache.firstIndex(where: { $0.symbol == symbol }), columnCache[hit].version == structureVersion {
      return columnCache[hit].rows
    }
    var found: [Int32] = []
    for index in rows.indices where rows[index].search(symbol) >= 0 { found.append(Int32(index)) }
    columnCache.removeAll { $0.symbol == symbol || $0.version != structureVersion }
    if columnCache.count == 4 { columnCache.removeFirst() }
    columnCache.append((symbol, structureVersion, found))
    return found
  }

  mutating func insertRow(_ basic: Symbol, _ row: Row) {
    structureVersion &+= 1
    rowIndex[Int(basic.id)] = Int32(rows.count)
    rows.append(row)
    basics.append(basic)
  }

  /// Removes a basic symbol's row (the last row moves into the hole).
  mutating func removeRow(_ basic: Symbol) -> Row {
    structureVersion &+= 1
    let index = Int(rowIndex[Int(basic.id)])
    let row = rows[index]
    let last = rows.count - 1
    if index != last {
      rows[index] = rows[last]
      basics[index] = basics[last]
      rowIndex[Int(basics[index].id)] = Int32(index)
    }
    rows.removeLast()
    basics.removeLast()
    rowIndex[Int(basic.id)] = -1
    return row
  }

  /// Index of the objective level for `priority`, created (empty) when missing.
  mutating func levelIndex(for priority: Double) -> Int {
    var index = 0
    while index < levels.count && levels[index].priority > priority { index += 1 }
    if index < levels.count && levels[index].priority == priority { return index }
    levels.insert(ObjectiveLevel(priority: priority, row: Row()), at: index)
    return index
  }

  /// Replaces a (newly basic) symbol by its row in every other row and objective.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    structureVersion &+= 1
    for index in rows.indices {
      if rows[index].search(symbol) < 0 { continue }
      rows[index].substitute(symbol, with: row)
      if kind(basics[index]) != .external && rows[index].constant < 0 { infeasible.append(basics[index]) }
    }
    for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
    if artificial != nil { artificial!.substitute(symbol, with: row) }
  }

  /// Makes `entering` basic in place of `leaving`.
  mutating func pivot(entering: Symbol, leaving: Symbol) {
    var row = removeRow(leaving)
    row.solve(for: entering, replacing: leaving)
    substitute(entering, with: row)
    insertRow(entering, row)
  }

  /// The row that limits how far `entering` can grow: minimum ratio over restricted rows,
  /// lowest basic id on ties. Invalid when nothing limits it.
  func leavingSymbol(for entering: Symbol) -> Symbol {
    var best = Symbol.invalid
    var bestRatio = Double.infinity
    for index in rows.indices {
      let basic = basics[index]
      if kind(basic) == .external { continue }
      let coefficient = rows[index].coefficient(of: entering)
      if coefficient >= 0 { continue }
      let ratio = -rows[index].constant / coefficient
      if ratio < bestRatio || (ratio == bestRatio && basic < best) {
        bestRatio = ratio
        best = basic
      }
    }
    return best
  }

  /// Whether `symbol` costs nothing at every priority level (so moving it keeps the optimum).
  func hasZeroCost(_ symbol: Symbol) -> Bool {
    for level in levels where !isNearZero(level.row.coefficient(of: symbol)) { return false }
    return true
  }

  /// Primal simplex on the priority levels, highest first (a lexicographic objective): at level
  /// `l` a symbol may enter only if it costs nothing at the levels above, so they stay optimal.
  /// Entering rule: the lowest-id improving symbol (Bland), which rules out cycling.
  mutating func optimizeLevels() {
    var level = 0
    while level < levels.count {
      var entering = Symbol.invalid
      for cell in levels[level].row.cells where cell.coefficient < -nearZeroTolerance {
        if kind(cell.symbol) == .dummy { continue }
        var free = true
        var above = 0
        while above < level {
          if !isNearZero(levels[above].row.coefficient(of: cell.symbol)) { free = false; break }
          above += 1
        }
        if free { entering = cell.symbol; break }
      }
      if !entering.isValid {
        level += 1
        continue
      }
      let leaving = leavingSymbol(for: entering)
      // The objective is a sum of non-negative errors, so it is bounded below.
      precondition(leaving.isValid, "ScrollLayout: unbounded objective")
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Primal simplex on `artificial`, with entering symbols accepted by `allowed`. Returns false
  /// when the objective is unbounded below.
  mutating func optimizeArtificial(allowed: (Symbol) -> Bool) -> Bool {
    while true {
      var entering = Symbol.invalid
      for cell in artificial!.cells where cell.coefficient < -nearZeroTolerance {
        if kind(cell.symbol) != .dummy && allowed(cell.symbol) { entering = cell.symbol; break }
      }
      if !entering.isValid { return true }
      let leaving = leavingSymbol(for: entering)
      if !leaving.isValid { return false }
      pivot(entering: entering, leaving: leaving)
    }
  }

  /// Dual simplex: restores feasibility after constants changed, keeping the objective optimal.
  /// Returns false when some row cannot be made feasible (the constants are contradictory).
  mutating func dualOptimize() -> Bool {
    while let leaving = infeasible.popLast() {
      guard let index = rowOf(leaving) else { continue }
      let constant = rows[index].constant
      if constant >= 0 || isNearZero(constant) { continue }
      let entering = dualEnteringSymbol(rows[index])
      if !entering.isValid {
        infeasible.removeAll()
        return false
      }
      pivot(entering: entering, leaving: leaving)
    }
    return true
  }

  /// The column whose cost per unit of repair is smallest, compared level by level.
  func dualEnteringSymbol(_ row: Row) -> Symbol {
    var best = Symbol.invalid
    var bestCoefficient = 0.0
    for cell in row.cells where cell.coefficient > 0 && kind(cell.symbol) != .dummy {
      if !best.isValid || ratioIsLess(cell.symbol, cell.coefficient, than: best, bestCoefficient) {
        best = cell.symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best
  }

  private func ratioIsLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
    for level in levels {
      let ra = level.row.coefficient(of: a) / ca
      let rb = level.row.coefficient(of: b) / cb
      if isNearZero(ra - rb) { continue }
      return ra < rb
    }
    return false
  }
}
