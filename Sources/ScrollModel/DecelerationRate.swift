/// The per-millisecond velocity retention factor of momentum scrolling ([D] DOC).
///
/// Only `.normal` (0.998) and `.fast` (0.99) exist; there is no `.slow`. The smaller factor
/// loses speed faster, so `.fast` stops sooner. Values [O] FLOW, CHAM, FLUID, DEC-DVA.
///
/// Models: UIScrollView.DecelerationRate
public struct DecelerationRate: Hashable, Sendable, ModelSpellable {
  public var rawValue: Double
  public init(rawValue: Double) { self.rawValue = rawValue }

  /// The default rate, 0.998 per ms.
  public static let normal = DecelerationRate(rawValue: 0.998)
  /// The quicker-stopping rate, 0.99 per ms.
  public static let fast = DecelerationRate(rawValue: 0.99)

  public var modelSpelling: String {
    switch self {
    case .normal: ".normal"
    case .fast: ".fast"
    default: "DecelerationRate(rawValue: \(rawValue.modelSpelling))"
    }
  }
}
