/// How much a diagnostic matters, most severe first (the order used when sorting).
public enum Severity: String, Sendable, CaseIterable, Comparable {
  /// The input cannot be used as intended.
  case error
  /// Output is affected: something was skipped or could not be read.
  case warning
  /// Extra information attached to another diagnostic or standing alone.
  case note
  /// A tolerated quirk of the format, reported for the curious.
  case remark

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    case .remark: 3
    }
  }

  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
