// The benchmark's constraint systems: a vertical chain (a stack of views in a scroll view) and a
// grid, five constraints per view, all widths driven by one edit variable W (the frame width).
import ScrollLayout

struct BenchmarkSystem {
  var name: String
  var variableNames: [String]
  var constraints: [LinearConstraint]
  /// The variable moved by suggested values, and the priority of its edit constraint.
  var edited: Int
  var editPriority: Double = 999

  static func variable(_ index: Int) -> Variable { ConstraintSystem.variable(index) }

  /// `views` views stacked vertically: x = 16, width = W - 32, top = previous bottom + 8,
  /// height >= 44, height = 60 @250; the content height closes the chain.
  static func chain(views: Int) -> BenchmarkSystem {
    var names = ["W", "contentHeight"]
    var constraints: [LinearConstraint] = []
    let w = variable(0)
    for index in 0..<views {
      let base = names.count
      names += ["V\(index).x", "V\(index).y", "V\(index).width", "V\(index).height"]
      let (x, y, width, height) = (variable(base), variable(base + 1), variable(base + 2), variable(base + 3))
      constraints.append(LinearConstraint(LinearExpression([Term(x)], constant: -16), .equal))
      constraints.append(LinearConstraint(LinearExpression([Term(width), Term(w, -1)], constant: 32), .equal))
      if index == 0 {
        constraints.append(LinearConstraint(LinearExpression([Term(y)], constant: -8), .equal))
      } else {
        let (py, ph) = (variable(base - 3), variable(base - 1))
        constraints.append(LinearConstraint(LinearExpression([Term(y), Term(py, -1), Term(ph, -1)], constant: -8), .equal))
      }
      constraints.append(LinearConstraint(LinearExpression([Term(height)], constant: -44), .greaterThanOrEqual))
      constraints.append(LinearConstraint(LinearExpression([Term(height)], constant: -60), .equal, priority: 250))
    }
    let last = names.count - 4
    constraints.append(LinearConstraint(
      LinearExpression([Term(variable(1)), Term(variable(last + 1), -1), Term(variable(last + 3), -1)], constant: -8), .equal))
    return BenchmarkSystem(name: "chain", variableNames: names, constraints: constraints, edited: 0)
  }

  /// A grid of `rows` x `columns` cells: each cell sits 8 after its left and upper neighbours,
  /// first-row widths share W evenly (8-point gaps), lower rows copy the width above, heights copy the
  /// left neighbour (the first column is 50 tall), and every cell ends inside W.
  static func grid(rows: Int, columns: Int) -> BenchmarkSystem {
    var names = ["W"]
    var constraints: [LinearConstraint] = []
    let w = variable(0)
    func cell(_ row: Int, _ column: Int) -> Int { 1 + 4 * (row * columns + column) }
    for row in 0..<rows {
      for column in 0..<columns {
        names += ["C\(row)_\(column).x", "C\(row)_\(column).y", "C\(row)_\(column).width", "C\(row)_\(column).height"]
        let base = cell(row, column)
        let (x, y, width, height) = (variable(base), variable(base + 1), variable(base + 2), variable(base + 3))
        if column == 0 {
          constraints.append(LinearConstraint(LinearExpression([Term(x)], constant: -8), .equal))
        } else {
          let left = cell(row, column - 1)
          constraints.append(LinearConstraint(
            LinearExpression([Term(x), Term(variable(left), -1), Term(variable(left + 2), -1)], constant: -8), .equal))
        }
        if row == 0 {
          constraints.append(LinearConstraint(LinearExpression([Term(y)], constant: -8), .equal))
          let share = 1 / Double(columns)
          constraints.append(LinearConstraint(
            LinearExpression([Term(width), Term(w, -share)], constant: 8 * Double(columns + 1) * share), .equal))
        } else {
          let above = cell(row - 1, column)
          constraints.append(LinearConstraint(
            LinearExpression([Term(y), Term(variable(above + 1), -1), Term(variable(above + 3), -1)], constant: -8), .equal))
          constraints.append(LinearConstraint(LinearExpression([Term(width), Term(variable(above + 2), -1)]), .equal))
        }
        if column == 0 {
          constraints.append(LinearConstraint(LinearExpression([Term(height)], constant: -50), .equal))
        } else {
          constraints.append(LinearConstraint(LinearExpression([Term(height), Term(variable(cell(row, column - 1) + 3), -1)]), .equal))
        }
        constraints.append(LinearConstraint(LinearExpression([Term(x), Term(width), Term(w, -1)]), .lessThanOrEqual))
      }
    }
    return BenchmarkSystem(name: "grid", variableNames: names, constraints: constraints, edited: 0)
  }
}
