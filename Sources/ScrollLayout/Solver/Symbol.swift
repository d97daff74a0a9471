// Symbols are the columns of the simplex tableau. Ids are handed out in creation order and are
// the only thing any ordering in the solver depends on, so results never depend on hashing.

/// What a tableau column stands for.
enum SymbolKind: UInt8 {
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality: restricted to >= 0.
  case slack
  /// The error of an optional constraint: restricted to >= 0, and it appears in the objective.
  case error
  /// The marker of a required equality: must stay 0, so it never enters the basis.
  case dummy
}

/// A column of the tableau, identified by its creation index.
struct Symbol: Equatable, Comparable {
  var id: Int32
  static let invalid = Symbol(id: -1)
  var isValid: Bool { id >= 0 }
  static func < (a: Symbol, b: Symbol) -> Bool { a.id < b.id }
}

/// Values closer to zero than this are treated as zero (kiwisolver uses the same bound).
let nearZeroTolerance = 1.0e-8

@inline(__always) func isNearZero(_ value: Double) -> Bool {
  value < 0 ? -value < nearZeroTolerance : value < nearZeroTolerance
}
