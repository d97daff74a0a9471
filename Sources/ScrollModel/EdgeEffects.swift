// The iOS 26 edge effects: how content under a bar is treated at each edge of the scroll view.
// The model stores them and draws nothing; the catalog marks them so.

/// A `UIScrollEdgeEffect`: the visual treatment of content at one edge (iOS 26).
public struct ScrollEdgeEffect: Hashable, Sendable {
  /// `UIScrollEdgeEffect.Style`.
  public enum Style: Hashable, Sendable, CaseIterable {
    /// The system picks the effect for the context.
    case automatic
    /// A soft, gradual fade.
    case soft
    /// A sharp divider.
    case hard

    public var name: String {
      switch self {
      case .automatic: "automatic"
      case .soft: "soft"
      case .hard: "hard"
      }
    }
  }

  public var style: Style
  public var isHidden: Bool

  public init(style: Style = .automatic, isHidden: Bool = false) {
    self.style = style
    self.isHidden = isHidden
  }
}
