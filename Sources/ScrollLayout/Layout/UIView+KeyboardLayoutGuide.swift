// `view.keyboardLayoutGuide` built the way UIKit builds it: a layout guide pinned to the view's
// sides and bottom whose height constraint the keyboard updates. Where its top rests (safe-area
// bottom, docked keyboard) is the model's `KeyboardLayoutGuide` rule.
import ScrollModel

extension UIView {
  static let keyboardGuideIdentifier = "UIViewKeyboardLayoutGuide"
  static let keyboardGuideHeightIdentifier = "UIViewKeyboardLayoutGuide-height"

  /// The view's keyboard layout guide, created (and constrained) on first use.
  public var keyboardLayoutGuide: UILayoutGuide {
    if let guide = layoutGuides.first(where: { $0.identifier == Self.keyboardGuideIdentifier }) { return guide }
    let guide = UILayoutGuide()
    guide.identifier = Self.keyboardGuideIdentifier
    addLayoutGuide(guide)
    let height = guide.heightAnchor.constraint(equalToConstant: keyboardGuideHeight(keyboardTop: nil))
    height.identifier = Self.keyboardGuideHeightIdentifier
    NSLayoutConstraint.activate([
      guide.leadingAnchor.constraint(equalTo: leadingAnchor),
      guide.trailingAnchor.constraint(equalTo: trailingAnchor),
      guide.bottomAnchor.constraint(equalTo: bottomAnchor),
      height,
    ])
    return guide
  }

  /// Simulates the system moving the keyboard: docked and `height` points tall, or hidden (nil).
  /// The guide follows on the next layout pass.
  public func simulateKeyboard(dockedHeight height: CGFloat?) {
    let guide = keyboardLayoutGuide
    let top = height.map { bounds.height - $0 }
    for constraint in activeConstraintsInTree where constraint.identifier == Self.keyboardGuideHeightIdentifier {
      if case .layoutGuide(let owner) = constraint.firstItem, owner === guide {
        constraint.constant = keyboardGuideHeight(keyboardTop: top)
      }
    }
  }

  /// The guide's height: from its top (the model's rule) down to the view's bottom.
  func keyboardGuideHeight(keyboardTop: Double?) -> Double {
    let top = KeyboardLayoutGuide().top(
      viewHeight: bounds.height, safeAreaBottom: safeAreaInsets.bottom, keyboardTop: keyboardTop)
    return bounds.height - top
  }
}
