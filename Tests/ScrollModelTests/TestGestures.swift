import ScrollModel

// Finger gestures shared by the simulation tests.

/// Touches down at `start`, passes the 10 pt hysteresis along `delta`, then moves the finger
/// by `delta` in two 20 ms steps (so content moves by exactly −delta, before banding),
/// optionally rests, and lifts.
func drag(_ view: inout ScrollView, from start: Point, by delta: Point, restBeforeRelease: Double = 0) {
  let length = (delta.x * delta.x + delta.y * delta.y).squareRoot()
  let slop = Point(x: delta.x / length * TouchHandling.scrollHysteresis, y: delta.y / length * TouchHandling.scrollHysteresis)
  let began = Point(x: start.x + slop.x, y: start.y + slop.y)
  var t = view.time
  view.touchDown(at: start, time: t)
  t += 0.02
  view.touchMoved(to: began, time: t)
  t += 0.02
  view.touchMoved(to: Point(x: began.x + delta.x / 2, y: began.y + delta.y / 2), time: t)
  t += 0.02
  view.touchMoved(to: Point(x: began.x + delta.x, y: began.y + delta.y), time: t)
  t += restBeforeRelease
  view.touchUp(time: t)
}

/// An upward flick after 40 pt of drag that leaves the finger moving at `velocity` pt/ms
/// (content scrolls up the screen, so the offset grows).
func flick(_ view: inout ScrollView, velocityPointsPerMillisecond velocity: Double) {
  let t = view.time
  let step = 20.0 / velocity  // ms for 20 pt
  view.touchDown(at: Point(x: 200, y: 600), time: t)
  view.touchMoved(to: Point(x: 200, y: 580), time: t + step / 1000)
  view.touchMoved(to: Point(x: 200, y: 560), time: t + 2 * step / 1000)
  view.touchUp(at: Point(x: 200, y: 540), time: t + 3 * step / 1000)
}
