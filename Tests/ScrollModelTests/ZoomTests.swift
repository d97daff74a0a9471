import ScrollModel
import Testing

@Suite struct ZoomTests {
  func zoomingView(minimum: Double = 0.5, maximum: Double = 3) -> ScrollView {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 667)
    view.delegate = ScrollViewDelegate(viewForZooming: Size(width: 375, height: 667))
    view.minimumZoomScale = minimum
    view.maximumZoomScale = maximum
    return view
  }

  @Test(arguments: [(5.0, 3.0), (0.2, 0.5), (2.0, 2.0)])
  func clampsProgrammaticScales(requested: Double, applied: Double) {
    var view = zoomingView()
    #expect(view.setZoomScale(requested, animated: false) == .zoomed(scale: applied))
    #expect(view.zoomScale == applied)
  }

  @Test func equalLimitsDisableZoomingAndRemoveThePinchRecognizer() {
    var view = zoomingView(minimum: 1, maximum: 1)
    #expect(view.pinchGestureRecognizer == nil)
    #expect(view.setZoomScale(2, animated: false) == .unavailable(.equalZoomLimits))
    #expect(view.zoomScale == 1)
    #expect(zoomingView().pinchGestureRecognizer != nil)
    #expect(zoomingView().panGestureRecognizer.maximumNumberOfTouches == 2)
  }

  @Test func zoomingWithoutAViewForZoomingIsAnError() {
    var view = zoomingView()
    view.delegate = nil
    #expect(view.setZoomScale(2, animated: false) == .unavailable(.noViewForZooming))
    #expect(view.zoom(to: Rect(x: 0, y: 0, width: 10, height: 10), animated: false) == .unavailable(.noViewForZooming))
    #expect(view.beginPinch() == .noViewForZooming)
  }

  @Test func contentSizeFollowsTheZoomedView() {
    var view = zoomingView()
    view.setZoomScale(2, animated: false)
    #expect(view.contentSize == Size(width: 750, height: 1334))
    #expect(view.contentOffsetRange.contains(view.contentOffset))
  }

  @Test func animatedZoomIsBracketedByBeginAndEnd() {
    var view = zoomingView()
    view.setZoomScale(2, animated: true)
    view.settle()
    let zoomEvents = view.events.filter { if case .didScroll = $0 { false } else { true } }
    #expect(zoomEvents.first == .willBeginZooming)
    #expect(zoomEvents.last == .didEndZooming(atScale: 2))
    #expect(zoomEvents.dropFirst().dropLast().allSatisfy { if case .didZoom = $0 { true } else { false } })
    #expect(zoomEvents.dropLast().last == .didZoom(2))
  }

  @Test func zoomToARectShowsThatRect() {
    var view = zoomingView()
    let rect = Rect(x: 100, y: 200, width: 187.5, height: 333.5)
    #expect(view.zoom(to: rect, animated: false) == .zoomed(scale: 2))
    #expect(view.contentOffset == Point(x: 200, y: 400))
  }

  @Test(arguments: propertySeeds)
  func zoomStaysWithinLimitsAndKeepsTheRectCentreVisible(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<200 {
      var view = zoomingView(minimum: random.double(in: 0.1...1), maximum: random.double(in: 1.5...8))
      let width = random.double(in: 5...375)
      let height = random.double(in: 5...667)
      let rect = Rect(x: random.double(in: 0...(375 - width)), y: random.double(in: 0...(667 - height)), width: width, height: height)
      guard case .zoomed(let scale) = view.zoom(to: rect, animated: false) else {
        Issue.record("zoom refused")
        return
      }
      #expect(scale >= view.minimumZoomScale && scale <= view.maximumZoomScale)
      let centre = Point(x: rect.midX * scale, y: rect.midY * scale)
      #expect(view.bounds.inset(by: EdgeInsets(top: -1, left: -1, bottom: -1, right: -1)).contains(Rect(origin: centre, size: .zero)))
    }
  }

  @Test func pinchPastTheLimitBouncesBack() {
    var view = zoomingView()
    #expect(view.beginPinch() == nil)
    #expect(view.isZooming)
    view.pinch(toScale: 4, around: Point(x: 187.5, y: 333.5))
    #expect(view.zoomScale > 3 && view.zoomScale < 4, "damped past the maximum")
    view.endPinch()
    #expect(view.isZoomBouncing)
    #expect(!view.isZooming)
    view.settle()
    #expect(!view.isZoomBouncing)
    #expect(view.zoomScale == 3)
    #expect(view.events.first == .willBeginZooming)
    #expect(view.events.last == .didEndZooming(atScale: 3))
  }

  @Test func pinchWithoutBouncesZoomStopsAtTheLimit() {
    var view = zoomingView()
    view.bouncesZoom = false
    view.beginPinch()
    view.pinch(toScale: 4, around: .zero)
    #expect(view.zoomScale == 3)
    view.endPinch()
    #expect(!view.isZoomBouncing)
    #expect(view.events.last == .didEndZooming(atScale: 3))
  }

  @Test func restoresZoomInsetAndOffset() {
    var view = zoomingView()
    view.contentInset.top = 20
    view.setZoomScale(2, animated: false)
    view.contentOffset = Point(x: 10, y: 30)
    let saved = view.restorableState
    var relaunched = zoomingView()
    relaunched.restore(saved)
    #expect(relaunched.restorableState == saved)
  }
}

@Suite struct ZoomLimitTests {
  @Test func refusesANonPositiveMinimumScale() {
    var view = ScrollView(size: Size(width: 100, height: 100))
    view.delegate = ScrollViewDelegate(viewForZooming: Size(width: 100, height: 100))
    view.minimumZoomScale = 0
    view.maximumZoomScale = 2
    #expect(view.setZoomScale(0, animated: false) == .unavailable(.nonPositiveScale))
    #expect(view.zoomScale == 1)
  }
}

@Suite struct StateRestorationOptIn {
  @Test func savesNothingUntilTheViewHasARestorationIdentifier() {
    var view = ScrollView(size: Size(width: 320, height: 480))
    view.contentSize = Size(width: 320, height: 960)
    view.contentOffset = Point(x: 0, y: 120)
    #expect(view.restorationIdentifier == nil)
    #expect(view.savedRestorableState == nil)
    view.restorationIdentifier = "feed"
    #expect(view.savedRestorableState?.contentOffset == Point(x: 0, y: 120))
  }
}

@Suite struct MomentumAtTheFarEdge {
  /// A frame that crosses the maximum leaves the offset exactly on it; the rest of the frame
  /// must be spent past that same edge, not the opposite one.
  @Test func aFrameCrossingTheMaximumOvershootsPastTheMaximum() {
    let state = Momentum.AxisState(offset: 1190, velocity: 2)
    let next = Momentum.step(state, milliseconds: 1000.0 / 60, minimum: 0, maximum: 1200, rate: .normal, bounces: true)
    #expect(next.offset > 1200)
    #expect(next.offset < 1240)
  }
}
