// The solver against kiwisolver's answers on 100 random systems (research/autolayout.md §6:
// what to compare and what not — kiwi's picks for undetermined variables are not reproducible).
@testable import ScrollLayout
import Testing

@Suite("Differential: the kiwisolver fuzz corpus")
struct FuzzCorpusDifferentialTests {
  @Test("the corpus is all there") func corpusIsComplete() {
    #expect(FuzzCorpus.cases.count == 100)
    #expect(FuzzCorpus.cases.filter { !$0.rejected.isEmpty }.count == 7)
  }

  @Test("same rejections, required constraints hold, determined values and ambiguity flags agree",
        arguments: FuzzCorpus.cases)
  func agreesWithTheOracle(_ fuzz: FuzzCase) {
    let solution = fuzz.system.solve()
    #expect(solution.rejected == fuzz.rejected)
    let value = { (variable: Variable) in solution.values[Int(variable.index)] }
    for (position, constraint) in fuzz.system.constraints.enumerated()
    where constraint.isRequired && !fuzz.rejected.contains(position) {
      #expect(constraint.violation(value) <= 1e-6, "constraint \(position)")
    }
    for (position, name) in fuzz.system.variableNames.enumerated() {
      #expect(solution.unique[position] == fuzz.unique[position], "\(name) determined?")
      if fuzz.unique[position] {
        #expect(abs(solution.values[position] - fuzz.values[position]) <= 1e-6, "\(name)")
      }
    }
  }

  @Test("the range of values on the optimal face equals the oracle's", arguments: FuzzCorpus.cases)
  func rangesAgree(_ fuzz: FuzzCase) {
    let solver = ConstraintSolver()
    let variables = fuzz.system.variableNames.map { _ in solver.makeVariable() }
    for constraint in fuzz.system.constraints { _ = try? solver.add(constraint) }
    func same(_ a: Double?, _ b: Double?) -> Bool {
      switch (a, b) {
      case (nil, nil): true
      case (let a?, let b?): abs(a - b) <= 1e-6
      default: false
      }
    }
    for (position, variable) in variables.enumerated() {
      let ours = solver.range(of: variable)
      let oracle = fuzz.range[position]
      #expect(same(ours.lower, oracle.lower) && same(ours.upper, oracle.upper),
              "\(fuzz.system.variableNames[position]): \(String(describing: ours)) vs \(String(describing: oracle))")
    }
  }

  @Test("each optional level's total error equals the oracle's", arguments: FuzzCorpus.cases)
  func optionalErrorsAreOptimal(_ fuzz: FuzzCase) {
    let solution = fuzz.system.solve()
    let ours = { (variable: Variable) in solution.values[Int(variable.index)] }
    let oracle = { (variable: Variable) in fuzz.values[Int(variable.index)] }
    let levels = Set(fuzz.system.constraints.filter { !$0.isRequired }.map(\.priority))
    for level in levels {
      let optional = fuzz.system.constraints.filter { $0.priority == level }
      let ourError = optional.reduce(0) { $0 + $1.violation(ours) }
      let oracleError = optional.reduce(0) { $0 + $1.violation(oracle) }
      #expect(abs(ourError - oracleError) <= 1e-6, "priority \(level)")
    }
  }

  @Test("a refused constraint's conflicting set is infeasible and minimal",
        arguments: FuzzCorpus.cases.filter { !$0.rejected.isEmpty })
  func conflictSetsAreMinimal(_ fuzz: FuzzCase) throws {
    let solution = fuzz.system.solve()
    for (rejected, set) in zip(solution.rejected, solution.conflicts) {
      #expect(set.last == rejected)
      let constraints = set.map { fuzz.system.constraints[$0] }
      #expect(!ConstraintSolver.isSatisfiable(constraints))
      for dropped in constraints.indices {
        var rest = constraints
        rest.remove(at: dropped)
        #expect(ConstraintSolver.isSatisfiable(rest), "still infeasible without \(set[dropped])")
      }
    }
  }
}
