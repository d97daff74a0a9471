// The scrolling state machine driven by touches over time. Callers
// feed timestamped finger events and advance the clock; the model steps in frames of
// `frameInterval` and records delegate callbacks in UIKit's order:
//   touch down → isTracking; 10 pt of movement → willBeginDragging, isDragging, didScroll…;
//   finger up → willEndDragging → didEndDragging(willDecelerate:) → [willBeginDecelerating →
//   didScroll… → didEndDecelerating].

/// A drag in progress.
struct Drag: Sendable {
  /// The offset when the drag began.
  var startOffset: Point
  /// The finger position when the drag began (after the hysteresis was passed).
  var startLocation: Point
  /// Axes the drag may move (directional lock and scrollability applied).
  var movesHorizontally: Bool
  var movesVertically: Bool
}

extension ScrollView {
  /// The length of one simulation frame in seconds (60 Hz).
  public static let frameInterval = 1.0 / 60

  /// A finger that rested longer than this (seconds) before lifting releases with zero
  /// velocity; otherwise the release velocity is that of the last movement ([I]).
  public static let restInterval = 0.1

  /// Directional lock engages when one component of the movement is at least this many times
  /// the other once the hysteresis is passed (open question 7; [I] a 2:1 ratio, about 26.6°
  /// from the axis).
  public static let directionalLockRatio = 2.0

  /// True when a drag can move content along `axis`: the content is longer than the inset
  /// viewport, or the axis always bounces (which needs that axis to bounce at all).
  public func canDrag(along axis: Axis) -> Bool {
    if contentOffsetRange.allowsMovement(along: axis) { return true }
    let alwaysBounces = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
    return alwaysBounces && bounces(along: axis)
  }

  // MARK: Finger events

  /// A finger touches down at `location` (scroll-view frame coordinates) at `time` seconds,
  /// over `target` (nil when no subview is under the finger).
  public mutating func touchDown(at location: Point, on target: TouchTarget? = nil, time: Double) {
    advance(to: time)
    var phase: ContentTouchPhase = target == nil ? .noTarget : .delayed
    var caughtMotion = false
    if !isScrollEnabled {
      // The delaying recognizer is disabled with scrolling: the subview gets the touch at once
      // and the scroll view takes no part in it.
      if target != nil {
        contentTouchEvents.append(.touchesBegan)
        phase = .keptByContent
      }
    } else {
      isTracking = true
      switch motion {
      case .decelerating:
        // Touching moving content catches it; the touch only stops the scroll and never
        // reaches the subview. Reporting didEndDecelerating here is the model's choice [I].
        finishDeceleration()
        phase = .noTarget
        caughtMotion = true
      case .animating(let animation):
        // A scroll from code is caught the same way, and closes with its own callback [I].
        finishScrollAnimation(animation)
        phase = .noTarget
        caughtMotion = true
      case .idle, .dragging:
        if let target, !delaysContentTouches { phase = deliverContentTouch(to: target) }
      }
    }
    touch = TouchSession(
      target: target, phase: phase, startTime: time, startLocation: location, location: location,
      locationTime: time, previousLocation: location, previousTime: time, caughtMotion: caughtMotion)
  }

  /// The finger moves to `location` at `time`.
  public mutating func touchMoved(to location: Point, time: Double) {
    advance(to: time)
    guard var session = touch else { return }
    // A report of the same location is not a movement: it must not replace the last real
    // one, which the release velocity is measured from (its time still says how long the
    // finger has rested).
    if location == session.location { return }
    session.previousLocation = session.location
    session.previousTime = session.locationTime
    session.location = location
    session.locationTime = time
    touch = session
    guard isScrollEnabled else { return }

    if !session.panBegan {
      let dx = location.x - session.startLocation.x
      let dy = location.y - session.startLocation.y
      let distance = (dx * dx + dy * dy).squareRoot()
      guard distance >= TouchHandling.scrollHysteresis else { return }
      guard canDrag(along: .horizontal) || canDrag(along: .vertical) else { return }
      guard contentReleasesTouchForScrolling() else { return }
      touch?.panBegan = true
      beginDrag(at: location, movement: Point(x: dx, y: dy))
      return
    }
    updateDrag(to: location)
    trackKeyboard(fingerY: location.y)
  }

  /// The finger lifts at `time` (optionally after moving to `location`). The release velocity
  /// (content velocity in pt/ms, UIKit's delegate unit) is estimated from the last movement
  /// unless `velocity` gives it, as examples that state "released at 1 pt/ms" do.
  public mutating func touchUp(at location: Point? = nil, time: Double, velocity: Point? = nil) {
    touchUp(at: location, time: time, velocity: velocity) { _, _, _ in }
  }

  /// `touchUp(at:time:velocity:)` with the delegate's
  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` as a closure: it gets the
  /// scroll view as it is at that moment, the release velocity (pt/ms) and the proposed target,
  /// which it may change (a change is ignored while paging, as in UIKit). It runs only when a
  /// drag ends, after `delegate.rewritesTargetContentOffset` has been applied.
  public mutating func touchUp(
    at location: Point? = nil, time: Double, velocity: Point? = nil,
    willEndDragging: (_ scrollView: ScrollView, _ velocity: Point, _ targetContentOffset: inout Point) -> Void
  ) {
    if let location { touchMoved(to: location, time: time) } else { advance(to: time) }
    guard let session = touch else { return }
    touch = nil
    isTracking = false

    if case .dragging(let drag) = motion {
      let measured = velocity ?? releaseVelocity(session, time: time)
      releaseKeyboard(contentVelocityY: measured.y)
      endDrag(
        drag, velocity: Point(x: drag.movesHorizontally ? measured.x : 0, y: drag.movesVertically ? measured.y : 0),
        willEndDragging: willEndDragging)
      return
    }
    if session.caughtMotion {
      // Content caught past an edge or between pages and let go without a drag moves on to
      // where it can rest, as a deceleration with no velocity [I].
      let resting = restingOffsetAfterStop
      guard resting != contentOffset else { return }
      events.append(.willBeginDecelerating)
      isDecelerating = true
      motion = .decelerating(
        Deceleration(
          offset: contentOffset, velocity: .zero, settled: (false, false), pagingTarget: isPagingEnabled ? resting : nil))
      return
    }
    switch session.phase {
    case .delivered, .keptByContent:
      contentTouchEvents.append(.touchesEnded)
    case .delayed:
      // A tap shorter than the delay: the held-back touch is delivered on release.
      if let target = session.target, deliverContentTouch(to: target) == .delivered {
        contentTouchEvents.append(.touchesEnded)
      }
    case .noTarget, .refused, .cancelled, .discarded:
      break
    }
  }

  // MARK: Clock

  /// Runs the simulation until `time` seconds in whole frames (the last one shortened).
  public mutating func advance(to newTime: Double) {
    while time < newTime {
      let step = min(Self.frameInterval, newTime - time)
      time += step
      fireContentTouchTimerIfDue()
      stepMotion(milliseconds: step * 1000)
    }
  }

  /// Runs the simulation until nothing moves any more (or `limit` seconds pass).
  public mutating func settle(limit: Double = 30) {
    let end = time + limit
    while isMoving && time < end { advance(to: time + Self.frameInterval) }
  }

  /// True while deceleration, an animation, a zoom animation or a zoom bounce is running.
  public var isMoving: Bool {
    switch motion {
    case .decelerating, .animating: true
    case .idle, .dragging: isZoomBouncing || isZoomAnimating
    }
  }

  // MARK: Dragging

  /// The pan passed the hysteresis: pick the axes (directional lock: a start at least
  /// `directionalLockRatio` times longer on one axis locks to it; a diagonal start stays free),
  /// report willBeginDragging, and dismiss the keyboard in the `.onDrag` modes.
  ///
  /// Models: UIScrollView.isDirectionalLockEnabled, UIScrollView.keyboardDismissMode
  mutating func beginDrag(at location: Point, movement: Point) {
    var horizontal = canDrag(along: .horizontal)
    var vertical = canDrag(along: .vertical)
    if isDirectionalLockEnabled && horizontal && vertical {
      let ax = movement.x.magnitude
      let ay = movement.y.magnitude
      if ax >= Self.directionalLockRatio * ay {
        vertical = false
      } else if ay >= Self.directionalLockRatio * ax {
        horizontal = false
      }
    }
    motion = .dragging(
      Drag(startOffset: contentOffset, startLocation: location, movesHorizontally: horizontal, movesVertically: vertical))
    isDragging = true
    events.append(.willBeginDragging)
    if isKeyboardShown && keyboardDismissMode.dismissesWhenDragBegins { dismissKeyboard() }
  }

  mutating func updateDrag(to location: Point) {
    guard case .dragging(let drag) = motion else { return }
    var offset = contentOffset
    if drag.movesHorizontally {
      let raw = drag.startOffset.x - (location.x - drag.startLocation.x)
      offset.x = rubberBandedOffset(raw, along: .horizontal)
    }
    if drag.movesVertically {
      let raw = drag.startOffset.y - (location.y - drag.startLocation.y)
      offset.y = rubberBandedOffset(raw, along: .vertical)
    }
    contentOffset = offset
  }

  /// The content velocity at release in pt/ms: the finger's last movement, negated (a finger
  /// moving up scrolls content up, so the offset grows), zero after the finger rested.
  func releaseVelocity(_ session: TouchSession, time: Double) -> Point {
    let elapsed = session.locationTime - session.previousTime
    guard elapsed > 0, time - session.locationTime <= Self.restInterval else { return .zero }
    let milliseconds = elapsed * 1000
    return Point(
      x: -(session.location.x - session.previousLocation.x) / milliseconds,
      y: -(session.location.y - session.previousLocation.y) / milliseconds)
  }

  /// Finger-up after a drag: willEndDragging, didEndDragging, and momentum or paging.
  mutating func endDrag(
    _ drag: Drag, velocity: Point,
    willEndDragging: (_ scrollView: ScrollView, _ velocity: Point, _ targetContentOffset: inout Point) -> Void = { _, _, _ in }
  ) {
    var velocity = velocity
    var target: Point
    if isPagingEnabled {
      target = pagingTarget(velocity: velocity, startOffset: drag.startOffset)
    } else {
      target = targetContentOffset(velocity: velocity)
    }
    events.append(.willEndDragging(velocity: velocity, targetContentOffset: target))
    var requested = delegate?.rewritesTargetContentOffset ?? target
    willEndDragging(self, velocity, &requested)
    // Where momentum must come to rest: a target the delegate chose.
    var landing: Point?
    if requested != target {
      if isPagingEnabled {
        // UIKit asks while paging too, but keeps its page and says so in the console.
        consoleMessages.append(.pagingTargetChangeIgnored)
      } else {
        // A delegate that moves the target gets momentum aimed at it: v = Δ·(1 − d)/d.
        target = requested
        landing = roundedToPixels(requested)
        let d = decelerationRate.rawValue
        velocity = Point(
          x: (requested.x - contentOffset.x) * (1 - d) / d, y: (requested.y - contentOffset.y) * (1 - d) / d)
      }
    }
    isDragging = false

    let range = contentOffsetRange
    let outside = !range.contains(contentOffset)
    let moving = Axis.allCases.contains {
      Momentum.projectedTravel(velocity: velocity[$0], rate: decelerationRate).magnitude >= Momentum.settleDistance
    }
    let willDecelerate = isPagingEnabled ? target != contentOffset : (outside || moving)
    events.append(.didEndDragging(willDecelerate: willDecelerate))
    guard willDecelerate else {
      motion = .idle
      return
    }
    events.append(.willBeginDecelerating)
    isDecelerating = true
    motion = .decelerating(
      Deceleration(
        offset: contentOffset, velocity: velocity, settled: (false, false),
        pagingTarget: isPagingEnabled ? target : nil, landing: landing))
  }

  // MARK: Frame stepping

  mutating func stepMotion(milliseconds: Double) {
    if isZoomBouncing { stepZoomBounce(milliseconds: milliseconds) }
    if isZoomAnimating { stepZoomAnimation(milliseconds: milliseconds) }
    switch motion {
    case .idle, .dragging:
      break
    case .decelerating(var state):
      if let target = state.pagingTarget {
        // Paging settles with the bounce-back decay toward the page (open question 3).
        let decay = ModelMath.exp(-Momentum.bounceDecayPerMillisecond * milliseconds)
        var next = Point(
          x: target.x + (state.offset.x - target.x) * decay, y: target.y + (state.offset.y - target.y) * decay)
        let done =
          (next.x - target.x).magnitude < Momentum.settleDistance
          && (next.y - target.y).magnitude < Momentum.settleDistance
        if done { next = target }
        state.offset = next
        contentOffset = next
        if done { finishDeceleration() } else { motion = .decelerating(state) }
        return
      }
      let range = contentOffsetRange
      for axis in Axis.allCases {
        let settled = axis == .horizontal ? state.settled.horizontal : state.settled.vertical
        let next = Momentum.step(
          Momentum.AxisState(offset: state.offset[axis], velocity: state.velocity[axis], isSettled: settled),
          milliseconds: milliseconds, minimum: range.minimum[axis], maximum: range.maximum[axis],
          rate: decelerationRate, bounces: bounces(along: axis))
        state.offset[axis] = next.offset
        state.velocity[axis] = next.velocity
        if axis == .horizontal { state.settled.horizontal = next.isSettled } else { state.settled.vertical = next.isSettled }
      }
      contentOffset = state.offset
      if state.settled.horizontal && state.settled.vertical {
        // Momentum stops within half a point of a target the delegate chose; it ends on it.
        if let landing = state.landing, range.contains(landing) { contentOffset = landing }
        finishDeceleration()
      } else {
        motion = .decelerating(state)
      }
    case .animating(var animation):
      animation.elapsed += milliseconds / 1000
      let progress = min(1, animation.elapsed / animation.duration)
      contentOffset = Point(
        x: animation.from.x + (animation.to.x - animation.from.x) * progress,
        y: animation.from.y + (animation.to.y - animation.from.y) * progress)
      if progress >= 1 {
        finishScrollAnimation(animation)
      } else {
        motion = .animating(animation)
      }
    }
  }

  mutating func finishDeceleration() {
    motion = .idle
    isDecelerating = false
    events.append(.didEndDecelerating)
  }

  /// Ends a programmatic scroll animation where the content is: `didScrollToTop` for the
  /// status-bar scroll, `didEndScrollingAnimation` for the others.
  mutating func finishScrollAnimation(_ animation: OffsetAnimation) {
    motion = .idle
    isScrollAnimating = false
    startIndicatorFadeAfterAnimation()
    events.append(animation.isScrollToTop ? .didScrollToTop : .didEndScrollingAnimation)
  }
}
