/// Whether a tvOS scroll view shows its index overlay ([D] DOC).
///
/// Models: UIScrollView.IndexDisplayMode
public enum IndexDisplayMode: Int, CaseIterable, Sendable, ModelSpellable {
  /// The system decides (raw 0, the zero-initialised default).
  case automatic = 0
  /// The index is never shown.
  case alwaysHidden = 1

  public var name: String {
    switch self {
    case .automatic: "automatic"
    case .alwaysHidden: "alwaysHidden"
    }
  }
  public var modelSpelling: String { "." + name }
}
