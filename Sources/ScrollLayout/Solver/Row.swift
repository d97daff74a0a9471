// A sparse linear row `constant + Σ coefficient·symbol`, cells kept sorted by symbol id so that
// merging is linear and iteration order is reproducible.

struct Cell {
  var symbol: Symbol
  var coefficient: Double
}

struct Row {
  var constant: Double
  var cells: [Cell]

  init(constant: Double = 0, cells: [Cell] = []) {
    self.constant = constant
    self.cells = cells
  }

  /// Index of `symbol` in `cells`, or the insertion point as a negative number (-(i + 1)).
  @inline(__always) func search(_ symbol: Symbol) -> Int {
    var low = 0
    var high = cells.count - 1
    while low <= high {
      let mid = (low + high) >> 1
      let id = cells[mid].symbol.id
      if id < symbol.id { low = mid + 1 } else if id > symbol.id { high = mid - 1 } else { return mid }
    }
    return -(low + 1)
  }

  func coefficient(of symbol: Symbol) -> Double {
    let index = search(symbol)
    return index >= 0 ? cells[index].coefficient : 0
  }

  /// Adds `coefficient·symbol`, dropping the cell if it cancels out.
  mutating func add(_ symbol: Symbol, _ coefficient: Double) {
    let index = search(symbol)
    if index >= 0 {
      let sum = cells[index].coefficient + coefficient
      if isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
    } else if !isNearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: -index - 1)
    }
  }

  /// Adds `factor·other` (constant included) with one merge of the two sorted cell lists.
  mutating func add(_ other: Row, times factor: Double) {
    constant += other.constant * factor
    // Few cells: insert in place rather than building a merged copy.
    if other.cells.count <= 4 {
      for cell in other.cells { add(cell.symbol, cell.coefficient * factor) }
      return
    }
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var i = 0
    var j = 0
    while i < cells.count || j < other.cells.count {
      if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
        merged.append(cells[i])
        i += 1
      } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
        let value = other.cells[j].coefficient * factor
        if !isNearZero(value) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value)) }
        j += 1
      } else {
        let value = cells[i].coefficient + other.cells[j].coefficient * factor
        if !isNearZero(value) { merged.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
        i += 1
        j += 1
      }
    }
    cells = merged
  }

  mutating func remove(_ symbol: Symbol) {
    let index = search(symbol)
    if index >= 0 { cells.remove(at: index) }
  }

  mutating func negate() {
    constant = -constant
    for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
  }

  /// Rewrites `0 = self` as `symbol = …`: the result no longer mentions `symbol`.
  mutating func solve(for symbol: Symbol) {
    let index = search(symbol)
    let factor = -1.0 / cells[index].coefficient
    cells.remove(at: index)
    constant *= factor
    for k in cells.indices { cells[k].coefficient *= factor }
  }

  /// Rewrites `lhs = self` as `rhs = …` where `rhs` is in the row and `lhs` is not.
  mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
    add(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the expression `row` everywhere it occurs.
  @inline(__always) mutating func substitute(_ symbol: Symbol, with row: Row) {
    let index = search(symbol)
    if index >= 0 {
      let coefficient = cells[index].coefficient
      cells.remove(at: index)
      add(row, times: coefficient)
    }
  }
}
