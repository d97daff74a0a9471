// Scrolling with a hardware keyboard (iOS 17 `allowsKeyboardScrolling`). Apple documents only
// that the property decides whether keyboard input scrolls the content; how far each key goes
// is not published, so the distances below are the model's assumptions (stated in the catalog):
// an arrow key moves one line of `keyboardLineStep` points, page keys move the visible length
// minus `keyboardPageOverlap` (so a little of the previous page stays in view), and home/end go
// to the ends of the vertical range. The move is animated like `setContentOffset(_:animated:)`.

/// A key that scrolls a scroll view.
public enum ScrollKey: CaseIterable, Hashable, Sendable {
  case upArrow
  case downArrow
  case leftArrow
  case rightArrow
  case pageUp
  case pageDown
  case home
  case end

  /// The key's name as example outputs print it.
  public var name: String {
    switch self {
    case .upArrow: "upArrow"
    case .downArrow: "downArrow"
    case .leftArrow: "leftArrow"
    case .rightArrow: "rightArrow"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .home: "home"
    case .end: "end"
    }
  }

  /// The axis the key scrolls.
  public var axis: Axis {
    switch self {
    case .leftArrow, .rightArrow: .horizontal
    case .upArrow, .downArrow, .pageUp, .pageDown, .home, .end: .vertical
    }
  }
}

extension ScrollView {
  /// Points an arrow key scrolls (model assumption; UIKit's step is not documented).
  public static let keyboardLineStep = 40.0
  /// Points of the previous page that stay visible after a page key (model assumption).
  public static let keyboardPageOverlap = 40.0

  /// Where `key` would scroll to, or nil when the key does nothing: keyboard scrolling or
  /// scrolling is off, or the content cannot move on the key's axis. Counted from the end of a
  /// running animation, so repeated presses add up, and kept inside the offset range.
  public func keyboardScrollTarget(for key: ScrollKey) -> Point? {
    guard allowsKeyboardScrolling, isScrollEnabled else { return nil }
    let range = contentOffsetRange
    guard range.allowsMovement(along: key.axis) else { return nil }
    var start = contentOffset
    if case .animating(let animation) = motion { start = animation.to }
    let page = max(0, visibleContentHeight - Self.keyboardPageOverlap)
    var target = start
    switch key {
    case .upArrow: target.y -= Self.keyboardLineStep
    case .downArrow: target.y += Self.keyboardLineStep
    case .leftArrow: target.x -= Self.keyboardLineStep
    case .rightArrow: target.x += Self.keyboardLineStep
    case .pageUp: target.y -= page
    case .pageDown: target.y += page
    case .home: target.y = range.minimum.y
    case .end: target.y = range.maximum.y
    }
    return range.clamped(target)
  }

  /// A key press from a hardware keyboard while the scroll view has focus. Returns false when
  /// the scroll view does not handle it (it would go on up the responder chain).
  ///
  /// Models: UIScrollView.allowsKeyboardScrolling
  @discardableResult
  public mutating func pressKey(_ key: ScrollKey) -> Bool {
    guard let target = keyboardScrollTarget(for: key) else { return false }
    setContentOffset(target, animated: true)
    return true
  }
}
