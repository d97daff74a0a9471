// Keyboard avoidance (scenario keyboard-avoidance; [O] MUDOX): the part of the scroll view the
// keyboard's end frame covers becomes bottom content inset and bottom indicator inset, then the
// active field is scrolled into view. `keyboardDismissMode` acts when a drag begins
// (Simulation.swift).

/// The classic keyboard-avoidance recipe as pure functions ([O] MUDOX, Apple's old Text
/// Programming Guide).
public enum KeyboardAvoidance {
  /// How much of a scroll view whose frame (in window coordinates) is `scrollViewFrame` the
  /// keyboard covers when its end frame is `keyboardFrame`: `max(0, frame.maxY − keyboard.minY)`.
  ///
  /// With iOS 11 safe-area adjustment the bottom safe inset may already be part of
  /// `adjustedContentInset`; pass it as `alreadyAdjustedBottom` so it is not counted twice ([I]).
  public static func overlap(
    scrollViewFrame: Rect, keyboardFrame: Rect, alreadyAdjustedBottom: Double = 0
  ) -> Double {
    max(0, scrollViewFrame.maxY - keyboardFrame.minY - alreadyAdjustedBottom)
  }
}

extension ScrollView {
  /// Applies the recipe: bottom `contentInset` and bottom vertical indicator inset become the
  /// keyboard overlap, the keyboard counts as shown, and `activeField` (content coordinates) is
  /// scrolled into the area left visible.
  public mutating func avoidKeyboard(
    scrollViewFrame: Rect, keyboardFrame: Rect, activeField: Rect?, animated: Bool = false
  ) {
    let alreadyAdjusted = edgesApplyingSafeAreaToContentInset.contains(.bottom) ? safeAreaInsets.bottom : 0
    let overlap = KeyboardAvoidance.overlap(
      scrollViewFrame: scrollViewFrame, keyboardFrame: keyboardFrame, alreadyAdjustedBottom: alreadyAdjusted)
    contentInset.bottom = overlap
    verticalScrollIndicatorInsets.bottom = overlap
    isKeyboardShown = true
    keyboardTop = keyboardFrame.minY - scrollViewFrame.minY
    keyboardPullDistance = 0
    if let activeField { scrollRectToVisible(activeField, animated: animated) }
  }

  /// The height left for content above the keyboard: bounds minus the adjusted insets.
  public var visibleContentHeight: Double { bounds.inset(by: adjustedContentInset).height }

  /// The recipe's last step, the app's keyboard-will-hide handler: the keyboard is gone and
  /// both bottom insets go back to zero.
  public mutating func keyboardDidHide() {
    dismissKeyboard()
    contentInset.bottom = 0
    verticalScrollIndicatorInsets.bottom = 0
  }

  /// The system takes the keyboard away (a dismiss mode acted). The insets stay until the app's
  /// hide handler (`keyboardDidHide()`) restores them; the model runs no app code.
  mutating func dismissKeyboard() {
    isKeyboardShown = false
    keyboardTop = nil
    keyboardPullDistance = 0
  }

  /// Interactive dismissal while dragging: once the finger goes below the keyboard's top, the
  /// keyboard follows it down ([D] DOC `.interactive`).
  mutating func trackKeyboard(fingerY: Double) {
    guard isKeyboardShown, keyboardDismissMode.isInteractive, let keyboardTop else { return }
    keyboardPullDistance = max(0, fingerY - keyboardTop)
  }

  /// Interactive dismissal on release: a keyboard pulled down by a finger still moving down is
  /// dismissed; otherwise it slides back up. The docs say only that dragging back up cancels;
  /// this release rule is the model's assumption.
  mutating func releaseKeyboard(contentVelocityY: Double) {
    guard keyboardPullDistance > 0 else { return }
    // Content velocity is the negated finger velocity: negative means the finger moves down.
    if contentVelocityY < 0 {
      dismissKeyboard()
    } else {
      keyboardPullDistance = 0
    }
  }
}

/// The keyboard layout guide's top edge (iOS 15, [D] DOC): it follows a docked keyboard, and
/// otherwise (keyboard hidden, or undocked while `followsUndockedKeyboard` is false) sits on the
/// safe-area bottom, or on the view's bottom when `usesBottomSafeArea` is false (iOS 17).
///
/// Models: UIView.keyboardLayoutGuide
public struct KeyboardLayoutGuide: Hashable, Sendable {
  public var followsUndockedKeyboard = ScrollViewDefaults.followsUndockedKeyboard
  public var usesBottomSafeArea = ScrollViewDefaults.usesBottomSafeArea
  public init() {}

  /// The guide's top in the owning view's coordinates.
  public func top(
    viewHeight: Double, safeAreaBottom: Double, keyboardTop: Double?, keyboardIsDocked: Bool = true
  ) -> Double {
    let resting = viewHeight - (usesBottomSafeArea ? safeAreaBottom : 0)
    guard let keyboardTop, keyboardIsDocked || followsUndockedKeyboard else { return resting }
    return min(keyboardTop, resting)
  }
}
