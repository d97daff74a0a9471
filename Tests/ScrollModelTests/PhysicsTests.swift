import ScrollModel
import Testing

@Suite struct RubberBandTests {
  @Test(arguments: [(5.0, 2.74), (10.0, 5.47), (100.0, 52.02), (400.0, 178.98), (960.0, 340.65)])
  func matchesTheRubberBandScenario(pulled: Double, displayed: Double) {
    let overshoot = RubberBand.overshoot(pulled, dimension: 960)
    #expect((overshoot - displayed).magnitude < 0.005, "b(\(pulled), 960) = \(overshoot)")
  }

  @Test(arguments: propertySeeds)
  func staysBelowTheViewportWithSlopePointFiveFiveAtTheEdge(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<500 {
      let d = random.double(in: 1...3000)
      let x = random.double(in: 0.001...1e6)
      let b = RubberBand.overshoot(x, dimension: d)
      #expect(b < d, "b(\(x), \(d)) = \(b)")
      #expect(b <= 0.55 * x + 1e-9, "never steeper than at the edge")
      let epsilon = d * 1e-9
      let slope = RubberBand.overshoot(epsilon, dimension: d) / epsilon
      #expect((slope - 0.55).magnitude < 1e-6)
      let back = RubberBand.fingerOvershoot(forDisplayed: b, dimension: d)
      #expect((back - x).magnitude <= 1e-6 * max(1, x))
    }
  }

  @Test func bandsBothEdgesAroundTheRange() {
    var view = ScrollView(size: Size(width: 375, height: 960))
    view.contentSize = Size(width: 375, height: 2000)
    #expect(view.rubberBandedOffset(500, along: .vertical) == 500)
    #expect((view.rubberBandedOffset(-100, along: .vertical) - -52.02).magnitude < 0.005)
    #expect((view.rubberBandedOffset(1140, along: .vertical) - (1040 + 52.02)).magnitude < 0.005)
  }

  @Test func withoutBouncingADragStopsAtTheEdge() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.bounces = false
    #expect(view.rubberBandedOffset(-100, along: .vertical) == 0)
    drag(&view, from: Point(x: 100, y: 100), by: Point(x: 0, y: 300))
    #expect(view.contentOffset.y == 0)
  }

  @Test func perAxisBounceFlagsDriveTheCombinedProperty() {
    var view = ScrollView()
    view.bouncesVertically = false
    #expect(!view.bounces)
    view.bounces = true
    #expect(view.bouncesHorizontally && view.bouncesVertically)
  }

  @Test func alwaysBounceVerticalLetsShortContentBeDragged() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 300)
    drag(&view, from: Point(x: 100, y: 100), by: Point(x: 0, y: 100))
    #expect(!view.events.contains(.willBeginDragging), "content that fits is not draggable")
    view.alwaysBounceVertical = true
    drag(&view, from: Point(x: 100, y: 100), by: Point(x: 0, y: 100))
    #expect(view.events.contains(.willBeginDragging))
    #expect(view.contentOffset.y < 0)
  }

  @Test func alwaysBounceNeedsBouncing() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 300)
    view.alwaysBounceVertical = true
    view.bouncesVertically = false
    #expect(!view.canDrag(along: .vertical))
  }
}

@Suite struct DecelerationTests {
  @Test(arguments: [(DecelerationRate.normal, 499.0), (DecelerationRate.fast, 99.0)])
  func projectsTheStoppingPoint(rate: DecelerationRate, travel: Double) {
    #expect((Momentum.projectedTravel(velocity: 1, rate: rate) - travel).magnitude < 1e-9)
  }

  @Test func hasOnlyNormalAndFastRates() {
    #expect(DecelerationRate.normal.rawValue == 0.998)
    #expect(DecelerationRate.fast.rawValue == 0.99)
    #expect(DecelerationRate(rawValue: 0.95).modelSpelling == "DecelerationRate(rawValue: 0.95)")
  }

  @Test(arguments: [DecelerationRate.normal, .fast])
  func flickStopsWithinHalfAPointOfTheProjection(rate: DecelerationRate) {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 100_000)
    view.decelerationRate = rate
    view.contentOffset = Point(x: 0, y: 1000)
    flick(&view, velocityPointsPerMillisecond: 1)
    guard case .willEndDragging(let velocity, let target) = view.events.first(where: {
      if case .willEndDragging = $0 { true } else { false }
    }) else {
      Issue.record("no willEndDragging")
      return
    }
    #expect((velocity.y - 1).magnitude < 1e-9)
    let released = 1040.0
    #expect((target.y - (released + Momentum.projectedTravel(velocity: 1, rate: rate))).magnitude < 1e-6)
    #expect(view.isDecelerating)
    view.settle()
    #expect(!view.isDecelerating)
    #expect((view.contentOffset.y - target.y).magnitude <= 1, "stopped at \(view.contentOffset.y), projected \(target.y)")
  }

  @Test func reportsFingerUpEventsInUIKitsOrder() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 100_000)
    flick(&view, velocityPointsPerMillisecond: 2)
    view.settle()
    let names = view.events.filter { if case .didScroll = $0 { false } else { true } }.map(\.callbackName)
    #expect(
      names == [
        "scrollViewWillBeginDragging(_:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewWillBeginDecelerating(_:)",
        "scrollViewDidEndDecelerating(_:)",
      ])
    #expect(view.events.contains(.didEndDragging(willDecelerate: true)))
    let lastDidScroll = view.events.lastIndex { if case .didScroll = $0 { true } else { false } }!
    #expect(lastDidScroll > view.events.firstIndex(of: .willBeginDecelerating)!, "momentum scrolls after willBeginDecelerating")
  }

  @Test func releasingARestingFingerDoesNotDecelerate() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    drag(&view, from: Point(x: 100, y: 400), by: Point(x: 0, y: -100), restBeforeRelease: 0.3)
    #expect(view.events.contains(.didEndDragging(willDecelerate: false)))
    #expect(!view.events.contains(.willBeginDecelerating))
    #expect(!view.isDragging && !view.isTracking && !view.isDecelerating)
  }

  @Test func bouncesBackToTheEdgeAfterAPull() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    drag(&view, from: Point(x: 100, y: 100), by: Point(x: 0, y: 200), restBeforeRelease: 0.3)
    #expect(view.contentOffset.y < -50)
    #expect(view.events.contains(.didEndDragging(willDecelerate: true)), "bouncing back counts as decelerating")
    view.settle()
    #expect(view.contentOffset.y == 0)
    #expect(view.events.last == .didEndDecelerating)
  }

  @Test func overshootDecaysLikePointNineNineToTheMillisecond() {
    var state = Momentum.AxisState(offset: -100, velocity: 0)
    state = Momentum.step(state, milliseconds: 100, minimum: 0, maximum: 500, rate: .normal, bounces: true)
    #expect((state.offset - -100 * ModelMath.exp(-1.005)).magnitude < 1e-9)
  }

  @Test func nonBouncingMomentumStopsDeadAtTheEdge() {
    let state = Momentum.step(
      Momentum.AxisState(offset: 490, velocity: 1), milliseconds: 100, minimum: 0, maximum: 500, rate: .normal, bounces: false)
    #expect(state == Momentum.AxisState(offset: 500, velocity: 0, isSettled: true))
  }

  @Test func frameLengthDoesNotChangeTheCurve() {
    var coarse = Momentum.AxisState(offset: 0, velocity: 3)
    var fine = coarse
    for _ in 0..<30 {
      coarse = Momentum.step(coarse, milliseconds: 16, minimum: 0, maximum: 1e6, rate: .normal, bounces: true)
    }
    for _ in 0..<120 { fine = Momentum.step(fine, milliseconds: 4, minimum: 0, maximum: 1e6, rate: .normal, bounces: true) }
    #expect((coarse.offset - fine.offset).magnitude < 1e-6)
    #expect((coarse.velocity - fine.velocity).magnitude < 1e-9)
  }

  @Test(arguments: propertySeeds)
  func speedNeverIncreases(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<100 {
      let minimum = random.double(in: -200...0)
      let maximum = minimum + random.double(in: 0...5000)
      var state = Momentum.AxisState(offset: random.double(in: minimum...maximum), velocity: random.double(in: -10...10))
      let rate = random.bool() ? DecelerationRate.normal : .fast
      let bounces = random.bool()
      for _ in 0..<400 {
        let next = Momentum.step(
          state, milliseconds: random.double(in: 1...40), minimum: minimum, maximum: maximum, rate: rate, bounces: bounces)
        #expect(next.velocity.magnitude <= state.velocity.magnitude + 1e-12)
        state = next
        if state.isSettled { break }
      }
      #expect(state.isSettled, "motion converges")
      #expect(state.offset >= minimum - 1e-9 && state.offset <= maximum + 1e-9, "settles inside the range")
    }
  }
}
