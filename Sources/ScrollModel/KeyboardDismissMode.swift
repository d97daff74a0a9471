/// Whether and how a drag in the scroll view dismisses the keyboard ([D] DOC).
///
/// Models: UIScrollView.KeyboardDismissMode
public enum KeyboardDismissMode: Int, CaseIterable, Sendable, ModelSpellable {
  /// Dragging never dismisses the keyboard.
  case none = 0
  /// The keyboard is dismissed when a drag begins.
  case onDrag = 1
  /// The keyboard follows the finger and can be pulled back up to cancel.
  case interactive = 2
  /// Like `.onDrag`, and the input accessory view goes too (iOS 16 SDK).
  case onDragWithAccessory = 3
  /// Like `.interactive`, keyboard and accessory together (iOS 16 SDK).
  case interactiveWithAccessory = 4

  public var name: String {
    switch self {
    case .none: "none"
    case .onDrag: "onDrag"
    case .interactive: "interactive"
    case .onDragWithAccessory: "onDragWithAccessory"
    case .interactiveWithAccessory: "interactiveWithAccessory"
    }
  }
  public var modelSpelling: String { "." + name }

  /// True for the modes that dismiss as soon as a drag begins.
  public var dismissesWhenDragBegins: Bool { self == .onDrag || self == .onDragWithAccessory }
  /// True for the modes where the keyboard tracks the finger.
  public var isInteractive: Bool { self == .interactive || self == .interactiveWithAccessory }
}
