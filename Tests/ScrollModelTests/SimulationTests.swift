import ScrollModel
import Testing

@Suite struct DirectionalLockTests {
  func scrollView() -> ScrollView {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 3000, height: 3000)
    view.contentOffset = Point(x: 1000, y: 1000)
    view.isDirectionalLockEnabled = true
    return view
  }

  @Test func locksAMostlyHorizontalDragToX() {
    var view = scrollView()
    view.touchDown(at: Point(x: 200, y: 300), time: 0)
    view.touchMoved(to: Point(x: 170, y: 295), time: 0.02)
    view.touchMoved(to: Point(x: 100, y: 250), time: 0.04)
    #expect(view.contentOffset.y == 1000)
    #expect(view.contentOffset.x == 1070)
  }

  @Test func leavesADiagonalDragFree() {
    var view = scrollView()
    view.touchDown(at: Point(x: 200, y: 300), time: 0)
    view.touchMoved(to: Point(x: 190, y: 290), time: 0.02)
    view.touchMoved(to: Point(x: 150, y: 250), time: 0.04)
    #expect(view.contentOffset == Point(x: 1040, y: 1040))
  }
}

@Suite struct ExamplePlanTests {
  @Test func fingerUpWithAGivenVelocityTargetsTheProjection() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 3000)
    view.contentOffset = Point(x: 0, y: 1000)
    view.events.removeAll()
    view.touchDown(at: Point(x: 200, y: 400), time: 0)
    view.touchMoved(to: Point(x: 200, y: 385), time: 0.02)
    view.touchUp(time: 0.03, velocity: Point(x: 0, y: 1))
    #expect(view.events[1] == .willEndDragging(velocity: Point(x: 0, y: 1), targetContentOffset: Point(x: 0, y: 1499)))
    view.settle()
    #expect(view.events.last == .didEndDecelerating)
    #expect((view.contentOffset.y - 1499).magnitude <= 1)
  }

  @Test func velocityOnAnAxisTheDragDoesNotMoveIsDropped() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 3000)
    view.touchDown(at: Point(x: 200, y: 400), time: 0)
    view.touchMoved(to: Point(x: 200, y: 385), time: 0.02)
    view.touchUp(time: 0.03, velocity: Point(x: 3, y: 0))
    #expect(view.events.contains(.didEndDragging(willDecelerate: false)))
  }

  @Test func bounceBackOvershootFollowsTheDecayCurve() {
    var state = Momentum.AxisState(offset: -100, velocity: 0)
    var samples: [Double] = []
    var settledAt = 0.0
    var t = 0.0
    while !state.isSettled {
      state = Momentum.step(state, milliseconds: 1, minimum: 0, maximum: 1000, rate: .normal, bounces: true)
      t += 1
      if t == 100 || t == 200 || t == 300 { samples.append(-state.offset) }
      if state.isSettled { settledAt = t }
    }
    #expect(zip(samples, [36.6, 13.4, 4.9]).allSatisfy { ($0 - $1).magnitude < 0.05 }, "\(samples)")
    #expect(settledAt == 528)
  }

  @Test(arguments: [(1.0, 417.0), (2.0, 416.5)])
  func zoomToRectMatchesTheExamplePlan(displayScale: Double, offsetY: Double) {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.displayScale = displayScale
    view.contentSize = Size(width: 375, height: 667)
    view.delegate = ScrollViewDelegate(viewForZooming: Size(width: 375, height: 667))
    view.maximumZoomScale = 4
    #expect(view.zoom(to: Rect(x: 100, y: 200, width: 150, height: 200), animated: false) == .zoomed(scale: 2.5))
    #expect(view.contentOffset == Point(x: 250, y: offsetY), "416.5 lies on the 2x pixel grid only")
    #expect(view.contentSize == Size(width: 937.5, height: 1667.5))
  }
}

@Suite struct ScrollingStateTests {
  @Test func stateFlagsFollowTheGesture() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 10_000)
    #expect(!view.isTracking && !view.isDragging && !view.isDecelerating)

    view.touchDown(at: Point(x: 100, y: 500), time: 0)
    #expect(view.isTracking && !view.isDragging)
    view.touchMoved(to: Point(x: 100, y: 495), time: 0.02)
    #expect(view.isTracking && !view.isDragging, "5 pt is inside the hysteresis")
    view.touchMoved(to: Point(x: 100, y: 480), time: 0.04)
    #expect(view.isTracking && view.isDragging)
    view.touchUp(at: Point(x: 100, y: 440), time: 0.06)
    #expect(!view.isTracking && !view.isDragging && view.isDecelerating)
    #expect(!view.isScrollAnimating, "deceleration is not a scroll animation")
    view.settle()
    #expect(!view.isDecelerating && !view.isMoving)
  }

  @Test(arguments: [0.95, 0.9])
  func customRatesProjectWithTheSameFormula(raw: Double) {
    let rate = DecelerationRate(rawValue: raw)
    #expect((Momentum.projectedTravel(velocity: 2, rate: rate) - 2 * raw / (1 - raw)).magnitude < 1e-9)
    var state = Momentum.AxisState(offset: 0, velocity: 2)
    while !state.isSettled {
      state = Momentum.step(state, milliseconds: 16, minimum: 0, maximum: 1e6, rate: rate, bounces: true)
    }
    #expect((state.offset - Momentum.projectedTravel(velocity: 2, rate: rate)).magnitude < Momentum.settleDistance)
  }
}

/// The release velocity comes from the finger's real movements of the last 50 ms.
@Suite struct ReleaseVelocityTests {
  func releaseVelocity(liftingAt lift: Point?, time: Double) -> Point? {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 10_000)
    view.contentOffset = Point(x: 0, y: 2000)
    view.touchDown(at: Point(x: 100, y: 500), time: 0)
    view.touchMoved(to: Point(x: 100, y: 480), time: 0.016)
    view.touchMoved(to: Point(x: 100, y: 456), time: 0.032)
    view.touchUp(at: lift, time: time)
    return released(view)
  }

  func released(_ view: ScrollView) -> Point? {
    for event in view.events {
      if case .willEndDragging(let velocity, _) = event { return velocity }
    }
    return nil
  }

  @Test func liftingWhereTheLastMoveEndedKeepsTheDragsVelocity() {
    // 44 pt up in 32 ms, evenly timed: the least-squares slope is the first-to-last speed,
    // and the content moves down the offset axis at 1.375 pt/ms.
    for lift in [nil, Point(x: 100, y: 456)] {
      let velocity = releaseVelocity(liftingAt: lift, time: 0.04)
      #expect(velocity.map { $0.x == 0 && ($0.y - 1.375).magnitude < 1e-9 } == true, "\(String(describing: velocity))")
    }
  }

  @Test func restingBeforeLiftingReleasesWithoutVelocity() {
    #expect(releaseVelocity(liftingAt: Point(x: 100, y: 456), time: 0.032 + 0.2) == Point(x: 0, y: 0))
  }

  /// A finger moving up at 1 pt/ms, reported every 8 ms, whose last report comes 1 ms after
  /// the one before and 3 pt further (an uneven event): the last two positions alone would
  /// say 3 pt/ms; the window says about 1.
  @Test func oneLateEventDoesNotDecideTheFlick() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 10_000)
    view.contentOffset = Point(x: 0, y: 2000)
    view.touchDown(at: Point(x: 100, y: 500), time: 0)
    var y = 500.0, t = 0.0
    for _ in 0..<12 {
      t += 0.008
      y -= 8
      view.touchMoved(to: Point(x: 100, y: y), time: t)
    }
    view.touchUp(at: Point(x: 100, y: y - 3), time: t + 0.001)
    let velocity = released(view)?.y ?? 0
    #expect(velocity > 0.9 && velocity < 1.3, "\(velocity)")
  }

  /// Only the window counts: a slow start long before does not slow a fast finish.
  @Test func movementsBeforeTheWindowAreForgotten() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 10_000)
    view.contentOffset = Point(x: 0, y: 2000)
    view.touchDown(at: Point(x: 100, y: 600), time: 0)
    // 100 ms at 0.2 pt/ms, then 40 ms at 2 pt/ms.
    view.touchMoved(to: Point(x: 100, y: 580), time: 0.1)
    for step in 1...4 { view.touchMoved(to: Point(x: 100, y: 580 - 20 * Double(step)), time: 0.1 + 0.01 * Double(step)) }
    view.touchUp(time: 0.14)
    let velocity = released(view)?.y ?? 0
    #expect((velocity - 2).magnitude < 1e-9, "\(velocity)")
  }
}
