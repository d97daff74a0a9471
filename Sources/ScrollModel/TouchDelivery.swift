// Who gets a touch that lands on a subview of the scroll view ([D] DOC): the scroll view
// holds it back for 0.15 s (`delaysContentTouches`), gives it to the subview if the finger
// stays within 10 pt, and takes it back (`touchesCancelled`) once the finger moves 10 pt if
// `canCancelContentTouches` and `touchesShouldCancel(in:)` allow. Numbers [O] DEC-NC, T150.

/// The constants of touch delivery.
public enum TouchHandling {
  /// How long a touch is held back before the subview gets it (seconds).
  public static let contentTouchDelay = 0.15
  /// How far the finger must move before the touch becomes a scroll (points).
  public static let scrollHysteresis = 10.0
}

/// The subview under the finger and what the scroll view's overridable hooks answer for it.
///
/// Models: UIScrollView.touchesShouldBegin(_:with:in:), UIScrollView.touchesShouldCancel(in:)
public struct TouchTarget: Hashable, Sendable {
  /// True for a `UIControl` (button, switch, …).
  public var isControl: Bool
  /// What `touchesShouldBegin(_:with:in:)` returns; UIKit's default is true.
  public var touchesShouldBegin: Bool
  /// What an override of `touchesShouldCancel(in:)` returns; nil uses UIKit's default.
  public var touchesShouldCancelOverride: Bool?

  public init(isControl: Bool = false, touchesShouldBegin: Bool = true, touchesShouldCancelOverride: Bool? = nil) {
    self.isControl = isControl
    self.touchesShouldBegin = touchesShouldBegin
    self.touchesShouldCancelOverride = touchesShouldCancelOverride
  }

  /// `touchesShouldCancel(in:)`: true unless the view is a `UIControl`, or the override.
  public var touchesShouldCancel: Bool { touchesShouldCancelOverride ?? !isControl }
}

/// What happened to the touch as the subview sees it, plus the hook calls, in order.
public enum ContentTouchEvent: Hashable, Sendable {
  /// `touchesShouldBegin(_:with:in:)` was called and returned the value.
  case touchesShouldBeginAsked(Bool)
  /// The subview received `touchesBegan`.
  case touchesBegan
  /// `touchesShouldCancel(in:)` was called and returned the value.
  case touchesShouldCancelAsked(Bool)
  /// The subview received `touchesCancelled`; the scroll view took the touch.
  case touchesCancelled
  /// The subview received `touchesEnded`.
  case touchesEnded
}

/// Where the subview's side of a touch stands.
enum ContentTouchPhase: Hashable, Sendable {
  /// No subview under the finger.
  case noTarget
  /// Held back by the delay timer.
  case delayed
  /// `touchesShouldBegin` said no; the subview never sees this touch.
  case refused
  /// The subview is tracking the touch.
  case delivered
  /// The subview's tracking was cancelled; the scroll view owns the touch.
  case cancelled
  /// The subview kept the touch; this touch can no longer scroll.
  case keptByContent
  /// A pending touch was dropped because the finger started a scroll first.
  case discarded
}

/// One finger on the scroll view.
struct TouchSession: Sendable {
  var target: TouchTarget?
  var phase: ContentTouchPhase
  var startTime: Double
  var startLocation: Point
  var location: Point
  var locationTime: Double
  var previousLocation: Point
  var previousTime: Double
  var panBegan = false
  /// The touch stopped a deceleration or a scroll animation when it came down.
  var caughtMotion = false
}

extension ScrollView {
  /// Gives the held-back touch to the subview once the delay has passed without a scroll.
  mutating func fireContentTouchTimerIfDue() {
    guard var session = touch, session.phase == .delayed, !session.panBegan,
      time >= session.startTime + TouchHandling.contentTouchDelay, let target = session.target
    else { return }
    session.phase = deliverContentTouch(to: target)
    touch = session
  }

  /// Asks `touchesShouldBegin` and delivers `touchesBegan` when it agrees.
  mutating func deliverContentTouch(to target: TouchTarget) -> ContentTouchPhase {
    contentTouchEvents.append(.touchesShouldBeginAsked(target.touchesShouldBegin))
    guard target.touchesShouldBegin else { return .refused }
    contentTouchEvents.append(.touchesBegan)
    return .delivered
  }

  /// Decides, when the finger passes the hysteresis, whether the scroll view may take the
  /// touch from the subview; records the hook call and the cancellation.
  mutating func contentReleasesTouchForScrolling() -> Bool {
    guard var session = touch else { return true }
    switch session.phase {
    case .delivered:
      guard canCancelContentTouches, let target = session.target else {
        session.phase = .keptByContent
        touch = session
        return false
      }
      let cancels = target.touchesShouldCancel
      contentTouchEvents.append(.touchesShouldCancelAsked(cancels))
      if cancels {
        contentTouchEvents.append(.touchesCancelled)
        session.phase = .cancelled
      } else {
        session.phase = .keptByContent
      }
      touch = session
      return cancels
    case .delayed:
      session.phase = .discarded
      touch = session
      return true
    case .keptByContent:
      return false
    case .noTarget, .refused, .cancelled, .discarded:
      return true
    }
  }
}
