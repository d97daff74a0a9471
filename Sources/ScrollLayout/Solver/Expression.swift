// The solver's input language: linear expressions over variables, a relation and a priority.

/// An unknown of the constraint system, created by `ConstraintSolver.makeVariable()`.
public struct Variable: Equatable, Comparable, Sendable {
  /// The tableau column; also the creation order, which is what orders terms canonically.
  public let index: Int32
  public static func < (a: Variable, b: Variable) -> Bool { a.index < b.index }
}

/// `coefficient · variable`.
public struct Term: Equatable, Sendable {
  public var variable: Variable
  public var coefficient: Double
  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

/// `Σ terms + constant`, kept canonical: one term per variable, ordered by variable, no zeros.
public struct LinearExpression: Equatable, Sendable {
  public private(set) var terms: [Term]
  public var constant: Double

  public init(_ terms: [Term] = [], constant: Double = 0) {
    self.terms = []
    self.constant = constant
    for term in terms { add(term.variable, term.coefficient) }
  }

  public init(_ variable: Variable) { self.init([Term(variable)]) }

  public mutating func add(_ variable: Variable, _ coefficient: Double) {
    var low = 0
    var high = terms.count
    while low < high {
      let mid = (low + high) >> 1
      if terms[mid].variable < variable { low = mid + 1 } else { high = mid }
    }
    if low < terms.count && terms[low].variable == variable {
      terms[low].coefficient += coefficient
      if terms[low].coefficient == 0 { terms.remove(at: low) }
    } else if coefficient != 0 {
      terms.insert(Term(variable, coefficient), at: low)
    }
  }

  /// Adds `factor · other`.
  public mutating func add(_ other: LinearExpression, times factor: Double = 1) {
    constant += other.constant * factor
    for term in other.terms { add(term.variable, term.coefficient * factor) }
  }

  /// The expression's value for the given variable values.
  public func evaluate(_ value: (Variable) -> Double) -> Double {
    var sum = constant
    for term in terms { sum += term.coefficient * value(term.variable) }
    return sum
  }
}

/// How an expression compares with zero: `expression (relation) 0`.
public enum Relation: Equatable, Sendable {
  case equal
  case lessThanOrEqual
  case greaterThanOrEqual
}

/// The priority every constraint has unless it says otherwise; it must hold exactly.
public let requiredPriority: Double = 1000

/// A constraint of the solver: `expression (relation) 0` at `priority` (1...1000, 1000 = required).
public struct LinearConstraint: Equatable, Sendable {
  public var expression: LinearExpression
  public var relation: Relation
  public var priority: Double
  public init(_ expression: LinearExpression, _ relation: Relation, priority: Double = requiredPriority) {
    self.expression = expression
    self.relation = relation
    self.priority = priority
  }
  public var isRequired: Bool { priority >= requiredPriority }

  /// How far the constraint is from holding for the given values (0 when it holds).
  public func violation(_ value: (Variable) -> Double) -> Double {
    let amount = expression.evaluate(value)
    switch relation {
    case .equal: return amount < 0 ? -amount : amount
    case .lessThanOrEqual: return amount > 0 ? amount : 0
    case .greaterThanOrEqual: return amount < 0 ? -amount : 0
    }
  }
}

/// A constraint added to a solver; stays valid until removed.
public struct ConstraintHandle: Equatable, Comparable, Sendable {
  public let index: Int
  public static func < (a: ConstraintHandle, b: ConstraintHandle) -> Bool { a.index < b.index }
}

/// Why the solver refused a request. The solver is unchanged after any of these.
public enum SolverError: Error, Equatable, Sendable {
  /// A required constraint cannot hold together with the required constraints already added.
  case unsatisfiable
  /// The priority is outside 1...1000 (or is 1000 where an optional one is needed).
  case badPriority
  /// The handle does not name an active constraint.
  case unknownConstraint
}
