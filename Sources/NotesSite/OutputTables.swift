import NotesCore
import NotesVerifier

/// How an example's output is laid out for a reader: single values as `path = value` rows,
/// a list of plain values (`events`) as one row holding the list, and a list of records
/// (`samples`: offset, frame, …) as a table with a row per record and a column per field,
/// instead of `samples[3].headerFrame.width` rows. Every value still has its `verify` path:
/// a record's cell is `path[row].column`, a list's item `path[i]`.
struct OutputTables {
  /// A value at its full path.
  struct Row {
    var path: String
    var value: JSONValue
  }
  /// A list of plain values, in order.
  struct List {
    var path: String
    var items: [JSONValue]
  }
  /// Records sharing fields: `columns` are paths inside a record (`headerFrame.y`), in the
  /// order they first appear; a record without a field has nil there.
  struct Records {
    var path: String
    var columns: [String]
    var cells: [[JSONValue?]]
  }

  /// Rows and lists, in output order: the two-column table.
  enum Line {
    case row(Row)
    case list(List)
  }
  var lines: [Line] = []
  /// Each list of records: a table of its own after the two-column one.
  var records: [Records] = []

  /// The figure's description is data for the drawing, not output, and is left out.
  init(output: JSONValue) {
    var values = output
    if case .object(let members) = values { values = .object(members.filter { $0.key != "figure" }) }
    walk(values, "")
  }

  private mutating func walk(_ value: JSONValue, _ path: String) {
    switch value {
    case .object(let members):
      for member in members { walk(member.value, path.isEmpty ? member.key : path + "." + member.key) }
    case .array(let items) where items.count >= 2 && items.allSatisfy(\.isObject):
      var columns: [String] = []
      var seen: Set<String> = []
      let fields = items.map { OutputPath.leaves(of: $0) }
      for record in fields {
        for leaf in record where seen.insert(leaf.path).inserted { columns.append(leaf.path) }
      }
      let cells = fields.map { record in
        let byPath = Dictionary(record.map { ($0.path, $0.value) }, uniquingKeysWith: { first, _ in first })
        return columns.map { byPath[$0] }
      }
      records.append(Records(path: path, columns: columns, cells: cells))
    case .array(let items) where !items.isEmpty && items.allSatisfy(\.isScalar):
      lines.append(.list(List(path: path, items: items)))
    case .array(let items):
      for (i, item) in items.enumerated() { walk(item, path + "[\(i)]") }
    default:
      lines.append(.row(Row(path: path, value: value)))
    }
  }
}

extension JSONValue {
  fileprivate var isObject: Bool {
    if case .object = self { return true }
    return false
  }
  fileprivate var isScalar: Bool {
    switch self {
    case .object, .array: false
    default: true
    }
  }
}
