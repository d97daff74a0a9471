// The drag simulator: one scroll view driven by timestamped finger events; the page advances
// the clock every animation frame and reads the state back. The model does all the physics
// (hysteresis, rubber band, release velocity, deceleration, bounce-back, paging).
internal import ScrollModel

/// The simulated scroll view and what the page shows besides its state.
struct Simulator {
  var view: ScrollView
  /// Offset and finger location when the drag began (the model's own drag start), to show
  /// the unconstrained offset the rubber band is applied to.
  var dragStartOffset: Point?
  var dragStartLocation = Point.zero
  var fingerLocation = Point.zero
  /// willEndDragging's velocity and target of the last release.
  var releaseVelocity: Point?
  var releaseTarget = Point.zero
  /// When `flashScrollIndicators()` was last called (`sn_sim_do` op 7).
  var flashTime: Double?
  /// The kinds of delegate callback made since the state was last read (`callbackBit`).
  var callbacks: Int32 = 0

  /// Consumes the delegate events so far; keeps memory flat across frames.
  mutating func absorbEvents() {
    for event in view.events {
      callbacks |= callbackBit(event)
      if case .willEndDragging(let velocity, let target) = event {
        releaseVelocity = velocity
        releaseTarget = target
      }
    }
    view.events.removeAll(keepingCapacity: true)
  }
}

/// One bit per kind of delegate callback, in `DelegateEvent`'s order: 0 didScroll,
/// 1 willBeginDragging, 2 willEndDragging, 3 didEndDragging, 4 willBeginDecelerating,
/// 5 didEndDecelerating, 6 didEndScrollingAnimation, 7 shouldScrollToTop, 8 didScrollToTop,
/// 9 adjustedContentInsetDidChange, 10 didChangeAdjustedContentInset, 11 willBeginZooming,
/// 12 didZoom, 13 didEndZooming.
func callbackBit(_ event: DelegateEvent) -> Int32 {
  let index: Int32
  switch event {
  case .didScroll: index = 0
  case .willBeginDragging: index = 1
  case .willEndDragging: index = 2
  case .didEndDragging: index = 3
  case .willBeginDecelerating: index = 4
  case .didEndDecelerating: index = 5
  case .didEndScrollingAnimation: index = 6
  case .shouldScrollToTop: index = 7
  case .didScrollToTop: index = 8
  case .adjustedContentInsetDidChange: index = 9
  case .didChangeAdjustedContentInset: index = 10
  case .willBeginZooming: index = 11
  case .didZoom: index = 12
  case .didEndZooming: index = 13
  }
  return 1 << index
}

nonisolated(unsafe) var simulator: Simulator?

/// Runs `body` on the simulator in place (copying a whole ScrollView per call would cost
/// both time per frame and module size).
func withSimulator(_ body: (inout Simulator) -> Void) {
  guard simulator != nil else { return }
  body(&simulator!)
  simulator!.absorbEvents()
}

/// Starts the simulator from the current scene; returns 0 when the scene cannot be built.
@_expose(wasm, "sn_sim_begin") @_cdecl("sn_sim_begin")
public func sn_sim_begin() -> Int32 {
  simulator = scene.makeScrollView().map { Simulator(view: $0) }
  return simulator == nil ? 0 : 1
}

/// A finger touches down at (x, y) in the scroll view's frame, at `time` seconds.
@_expose(wasm, "sn_sim_touch_down") @_cdecl("sn_sim_touch_down")
public func sn_sim_touch_down(_ x: Double, _ y: Double, _ time: Double) {
  withSimulator { sim in
    sim.view.touchDown(at: Point(x: x, y: y), time: time)
    sim.fingerLocation = Point(x: x, y: y)
    sim.dragStartOffset = nil
    sim.releaseVelocity = nil
  }
}

@_expose(wasm, "sn_sim_touch_move") @_cdecl("sn_sim_touch_move")
public func sn_sim_touch_move(_ x: Double, _ y: Double, _ time: Double) {
  withSimulator { sim in
    let wasDragging = sim.view.isDragging
    sim.view.touchMoved(to: Point(x: x, y: y), time: time)
    sim.fingerLocation = Point(x: x, y: y)
    if sim.view.isDragging && !wasDragging {
      // The move that passes the hysteresis begins the drag and does not move the content.
      sim.dragStartOffset = sim.view.contentOffset
      sim.dragStartLocation = Point(x: x, y: y)
    }
  }
}

@_expose(wasm, "sn_sim_touch_up") @_cdecl("sn_sim_touch_up")
public func sn_sim_touch_up(_ x: Double, _ y: Double, _ time: Double) {
  // The last movement goes through the same path as any other, then the finger lifts.
  sn_sim_touch_move(x, y, time)
  withSimulator { sim in
    sim.view.touchUp(time: time)
    sim.dragStartOffset = nil
  }
}

/// Runs the clock to `time` seconds in 60 Hz frames.
@_expose(wasm, "sn_sim_advance") @_cdecl("sn_sim_advance")
public func sn_sim_advance(_ time: Double) {
  withSimulator { sim in sim.view.advance(to: time) }
}

/// The state: 0–1 offset, 2 flags (1 tracking, 2 dragging, 4 decelerating, 8 moving),
/// 3 clock, 4–5 unconstrained drag offset (NaN when not dragging), 6–7 release velocity and
/// 8–9 release target (NaN before a release), 10–11 the content size, 12 the zoom scale,
/// 13 more flags (1 isScrollAnimating, 2 isZoomAnimating, 4 isZooming, 8 isZoomBouncing,
/// 16 horizontal indicator shown, 32 vertical indicator shown), 14 the callbacks made since
/// the state was last read (bits of `callbackBit`); reading it starts a new record.
@_expose(wasm, "sn_sim_state") @_cdecl("sn_sim_state")
public func sn_sim_state() -> Int32 {
  guard simulator != nil else { return 0 }
  let v = simulator!.view
  let flags = (v.isTracking ? 1 : 0) + (v.isDragging ? 2 : 0) + (v.isDecelerating ? 4 : 0) + (v.isMoving ? 8 : 0)
  var raw = Point(x: .nan, y: .nan)
  if let start = simulator!.dragStartOffset {
    let finger = simulator!.fingerLocation
    let origin = simulator!.dragStartLocation
    raw = Point(x: start.x - (finger.x - origin.x), y: start.y - (finger.y - origin.y))
  }
  let velocity = simulator!.releaseVelocity ?? Point(x: .nan, y: .nan)
  let target = simulator!.releaseVelocity == nil ? Point(x: .nan, y: .nan) : simulator!.releaseTarget
  _ = results.set(v.contentOffset.x, v.contentOffset.y, Double(flags), v.time, raw.x, raw.y)
  results[6] = velocity.x
  results[7] = velocity.y
  results[8] = target.x
  results[9] = target.y
  results[10] = v.contentSize.width
  results[11] = v.contentSize.height
  results[12] = v.zoomScale
  let flash = simulator!.flashTime
  let more = (v.isScrollAnimating ? 1 : 0) + (v.isZoomAnimating ? 2 : 0) + (v.isZooming ? 4 : 0)
    + (v.isZoomBouncing ? 8 : 0) + (v.isShowingScrollIndicator(along: .horizontal, flashedAt: flash) ? 16 : 0)
    + (v.isShowingScrollIndicator(along: .vertical, flashedAt: flash) ? 32 : 0)
  results[13] = Double(more)
  results[14] = Double(simulator!.callbacks)
  simulator!.callbacks = 0
  return 15
}
