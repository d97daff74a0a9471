// Times the solver on the benchmark systems and writes them in the `scrollnotes layout`
// interchange format, so Benchmarks/layout/kiwi_bench.py can time kiwisolver on the same input.
// Usage: LayoutBenchmark OUTPUT.jsonl  (prints one JSON object of timings per system)
import Foundation
import ScrollLayout

let systems: [(label: String, system: BenchmarkSystem, repetitions: Int)] = [
  ("chain-100", .chain(views: 20), 200),
  ("grid-100", .grid(rows: 4, columns: 5), 200),
  ("chain-1000", .chain(views: 200), 10),
  ("grid-1000", .grid(rows: 20, columns: 10), 10),
  ("chain-5000", .chain(views: 1000), 3),
  ("grid-5000", .grid(rows: 50, columns: 20), 3),
]
let suggestions: [Double] = (0..<100).map { 320 + Double($0 % 7) * 11 + Double($0) }

func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// Adds every constraint plus the edit constraint and reads every value, like kiwi's
/// addConstraint loop followed by updateVariables.
func fullSolve(_ system: BenchmarkSystem) -> (ConstraintSolver, [Variable], ConstraintHandle, Double) {
  let solver = ConstraintSolver()
  let variables = system.variableNames.map { _ in solver.makeVariable() }
  for constraint in system.constraints { _ = try? solver.add(constraint) }
  let edit = try! solver.addEditConstraint(variables[system.edited], value: 375, priority: system.editPriority)
  let sum = solver.values(of: variables).reduce(0, +)
  return (solver, variables, edit, sum)
}

func json(_ system: BenchmarkSystem, label: String) -> String {
  func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
  var text = "{\"id\": \"\(label)\", \"variables\": ["
  text += system.variableNames.map { "\"\($0)\"" }.joined(separator: ", ") + "], \"constraints\": ["
  text += system.constraints.map { constraint in
    let terms = constraint.expression.terms.map { "[\"\(system.variableNames[Int($0.variable.index)])\", \(number($0.coefficient))]" }
    let op = constraint.relation == .equal ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">="
    return "{\"terms\": [\(terms.joined(separator: ", "))], \"constant\": \(number(constraint.expression.constant)), \"op\": \"\(op)\", \"priority\": \(number(constraint.priority))}"
  }.joined(separator: ", ")
  text += "], \"edit\": {\"variable\": \"\(system.variableNames[system.edited])\", \"priority\": \(number(system.editPriority)), "
  text += "\"initial\": 375, \"suggestions\": [\(suggestions.map(number).joined(separator: ", "))]}}"
  return text
}

let output = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "/tmp/layout-bench.jsonl"
var lines: [String] = []
let clock = ContinuousClock()
for (label, system, repetitions) in systems {
  lines.append(json(system, label: label))
  var best = Double.infinity
  var checksum = 0.0
  for _ in 0..<repetitions {
    var result: (ConstraintSolver, [Variable], ConstraintHandle, Double)? = nil
    let elapsed = clock.measure { result = fullSolve(system) }
    best = min(best, seconds(elapsed))
    checksum = result!.3
  }
  // Re-solve: batches of 100 suggestions, each followed by reading every value; best batch.
  let (solver, variables, edit, _) = fullSolve(system)
  var sum = 0.0
  var incremental = Double.infinity
  for _ in 0..<repetitions {
    let elapsed = clock.measure {
      for value in suggestions {
        try! solver.suggest(value, for: edit)
        sum += solver.values(of: variables).reduce(0, +)
      }
    }
    incremental = min(incremental, seconds(elapsed) / Double(suggestions.count))
  }
  print("{\"id\": \"\(label)\", \"constraints\": \(system.constraints.count + 1), \"full_ms\": \(best * 1000), \"suggest_ms\": \(incremental * 1000), \"checksum\": \(checksum), \"final_sum\": \(sum)}")
}
try! lines.joined(separator: "\n").appending("\n").write(toFile: output, atomically: true, encoding: .utf8)
