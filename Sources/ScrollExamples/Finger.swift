// A simulated finger for the touch and physics examples: drives the model's touch events on the
// simulation clock and keeps one ordered log of what the subview's hooks answered and when the
// scroll view started scrolling (the model keeps these in two separate logs).
import ScrollLayout
import ScrollModel

/// One finger on a scroll view.
struct Finger {
  let scrollView: UIScrollView
  /// `touchesShouldBegin → true`, `touchesBegan`, `touchesShouldCancel → false`,
  /// `touchesCancelled`, `touchesEnded`, `scroll`, in the order they happened.
  private(set) var events: [String] = []
  private var seenContentEvents = 0
  private var seenDelegateEvents = 0

  init(on scrollView: UIScrollView) {
    self.scrollView = scrollView
    seenContentEvents = scrollView.model.contentTouchEvents.count
    seenDelegateEvents = scrollView.model.events.count
  }

  mutating func down(at point: CGPoint, over target: TouchTarget?, time: Double) {
    scrollView.model.touchDown(at: point, on: target, time: time)
    collect()
  }

  mutating func move(to point: CGPoint, time: Double) {
    scrollView.model.touchMoved(to: point, time: time)
    collect()
  }

  /// Lifts the finger; `velocity` (pt/ms) overrides the measured release velocity.
  mutating func up(time: Double, velocity: CGPoint? = nil) {
    scrollView.model.touchUp(time: time, velocity: velocity)
    collect()
  }

  /// Lifts the finger after a drag and lets `willEndDragging` play the delegate's
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: it gets the scroll view
  /// at that moment, the release velocity (pt/ms) and the target, which it may change.
  mutating func up(
    time: Double, velocity: CGPoint? = nil,
    willEndDragging: (_ scrollView: ScrollView, _ velocity: CGPoint, _ targetContentOffset: inout CGPoint) -> Void
  ) {
    scrollView.model.touchUp(time: time, velocity: velocity, willEndDragging: willEndDragging)
    collect()
  }

  /// A whole drag, for examples about what follows it: the finger touches down at `start` at
  /// `time`, passes the 10 pt threshold toward `end` 20 ms later, reaches `end` at 100 ms and
  /// lifts, at once with `releaseVelocity` (pt/ms), or after resting 0.5 s when it is nil.
  static func drag(
    _ scrollView: UIScrollView, from start: CGPoint, to end: CGPoint, at time: Double = 0, releaseVelocity: CGPoint? = nil
  ) {
    let dx = end.x - start.x
    let dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    var finger = Finger(on: scrollView)
    finger.down(at: start, over: nil, time: time)
    finger.move(to: CGPoint(x: start.x + 10 * dx / length, y: start.y + 10 * dy / length), time: time + 0.02)
    finger.move(to: end, time: time + 0.1)
    if let releaseVelocity {
      finger.up(time: time + 0.1, velocity: releaseVelocity)
    } else {
      finger.up(time: time + 0.6)
    }
  }

  /// Whether the subview ever received `touchesBegan`.
  var subviewReceivedTouch: Bool { scrollView.model.contentTouchEvents.contains(.touchesBegan) }
  /// Whether a drag began (the scroll view took the touch).
  var scrolled: Bool { scrollView.model.events.contains(.willBeginDragging) }

  private mutating func collect() {
    let content = scrollView.model.contentTouchEvents
    for event in content[seenContentEvents...] {
      switch event {
      case .touchesShouldBeginAsked(let answer): events.append("touchesShouldBegin → \(answer)")
      case .touchesBegan: events.append("touchesBegan")
      case .touchesShouldCancelAsked(let answer): events.append("touchesShouldCancel → \(answer)")
      case .touchesCancelled: events.append("touchesCancelled")
      case .touchesEnded: events.append("touchesEnded")
      }
    }
    seenContentEvents = content.count
    let delegate = scrollView.model.events
    if delegate[seenDelegateEvents...].contains(.willBeginDragging) { events.append("scroll") }
    seenDelegateEvents = delegate.count
  }
}
