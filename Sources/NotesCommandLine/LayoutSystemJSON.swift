// Reading and writing the constraint-system interchange format of `scrollnotes layout`
// (cli-contract.md; the same records as the Auto Layout fuzz corpus).
import NotesCore
import ScrollLayout

/// Why a system could not be read: the JSON path of the offending value and what is wrong.
struct LayoutInputError: Error, Equatable {
  var path: String
  var message: String
  var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

enum LayoutSystemJSON {
  /// Builds a system from one JSON object: `variables`, `constraints` (`terms`, `constant`, `op`,
  /// `priority`); other keys are ignored.
  static func system(from value: JSONValue) throws(LayoutInputError) -> ConstraintSystem {
    guard value.objectValue != nil else { throw LayoutInputError(path: "", message: "expected an object, found \(value.kindDescription)") }
    guard let names = value["variables"]?.arrayValue else {
      throw LayoutInputError(path: "variables", message: "expected an array of variable names")
    }
    var variableNames: [String] = []
    for (position, name) in names.enumerated() {
      guard let text = name.stringValue else {
        throw LayoutInputError(path: "variables[\(position)]", message: "expected a string, found \(name.kindDescription)")
      }
      if variableNames.contains(text) {
        throw LayoutInputError(path: "variables[\(position)]", message: "duplicate variable \"\(text)\"")
      }
      variableNames.append(text)
    }
    guard let items = value["constraints"]?.arrayValue else {
      throw LayoutInputError(path: "constraints", message: "expected an array of constraints")
    }
    var constraints: [LinearConstraint] = []
    for (position, item) in items.enumerated() {
      constraints.append(try constraint(from: item, path: "constraints[\(position)]", names: variableNames))
    }
    return ConstraintSystem(variableNames: variableNames, constraints: constraints)
  }

  private static func constraint(from item: JSONValue, path: String, names: [String]) throws(LayoutInputError)
    -> LinearConstraint
  {
    guard item.objectValue != nil else { throw LayoutInputError(path: path, message: "expected an object, found \(item.kindDescription)") }
    guard let terms = item["terms"]?.arrayValue else {
      throw LayoutInputError(path: "\(path).terms", message: "expected an array of [name, coefficient] pairs")
    }
    var expression = LinearExpression()
    for (position, term) in terms.enumerated() {
      let termPath = "\(path).terms[\(position)]"
      guard let pair = term.arrayValue, pair.count == 2 else {
        throw LayoutInputError(path: termPath, message: "expected a [name, coefficient] pair")
      }
      guard let name = pair[0].stringValue, let index = names.firstIndex(of: name) else {
        throw LayoutInputError(path: "\(termPath)[0]", message: "expected the name of a declared variable")
      }
      guard let coefficient = pair[1].doubleValue else {
        throw LayoutInputError(path: "\(termPath)[1]", message: "expected a number, found \(pair[1].kindDescription)")
      }
      expression.add(ConstraintSystem.variable(index), coefficient)
    }
    if let constant = item["constant"] {
      guard let number = constant.doubleValue else {
        throw LayoutInputError(path: "\(path).constant", message: "expected a number, found \(constant.kindDescription)")
      }
      expression.constant = number
    }
    let relation: Relation
    switch item["op"]?.stringValue {
    case "==": relation = .equal
    case "<=": relation = .lessThanOrEqual
    case ">=": relation = .greaterThanOrEqual
    default: throw LayoutInputError(path: "\(path).op", message: "expected \"==\", \"<=\" or \">=\"")
    }
    var priority = requiredPriority
    if let value = item["priority"] {
      guard let number = value.doubleValue, number >= 1, number <= requiredPriority else {
        throw LayoutInputError(path: "\(path).priority", message: "expected a number from 1 to 1000")
      }
      priority = number
    }
    return LinearConstraint(expression, relation, priority: priority)
  }

  /// The answer object: `status`, `rejected`, `conflicts`, `values`, `unique`.
  static func answer(_ solution: SystemSolution, names: [String]) -> JSONValue {
    func integers(_ list: [Int]) -> JSONValue { .array(list.map { .number(Double($0)) }) }
    var values: [JSONMember] = []
    var unique: [JSONMember] = []
    for (position, name) in names.enumerated() {
      let value = solution.values[position]
      values.append(JSONMember(key: name, value: .number(value == 0 ? 0 : value)))
      unique.append(JSONMember(key: name, value: .bool(solution.unique[position])))
    }
    return .object([
      JSONMember(key: "status", value: .string(solution.isSatisfiable ? "ok" : "unsatisfiable")),
      JSONMember(key: "rejected", value: integers(solution.rejected)),
      JSONMember(key: "conflicts", value: .array(solution.conflicts.map(integers))),
      JSONMember(key: "values", value: .object(values)),
      JSONMember(key: "unique", value: .object(unique)),
    ])
  }
}
