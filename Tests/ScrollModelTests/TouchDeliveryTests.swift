import ScrollModel
import Testing

/// A row of the touch-handling table of scenarios.md.
struct TouchCase: CustomTestStringConvertible, Sendable {
  var name: String
  var delaysContentTouches: Bool
  var canCancelContentTouches: Bool = true
  var target: TouchTarget
  /// Seconds the finger stays still before moving.
  var stillFor: Double
  var expectedEvents: [ContentTouchEvent]
  var scrolls: Bool
  var testDescription: String { name }
}

let touchTable: [TouchCase] = [
  TouchCase(
    name: "delayed, moves 10 pt within 0.15 s: scrolls, subview never sees the touch", delaysContentTouches: true,
    target: TouchTarget(), stillFor: 0.05, expectedEvents: [], scrolls: true),
  TouchCase(
    name: "delayed, still at 0.15 s, cancellable plain view: began then cancelled, scrolls", delaysContentTouches: true,
    target: TouchTarget(), stillFor: 0.2,
    expectedEvents: [.touchesShouldBeginAsked(true), .touchesBegan, .touchesShouldCancelAsked(true), .touchesCancelled],
    scrolls: true),
  TouchCase(
    name: "delayed, still at 0.15 s, UIControl: subview keeps the touch", delaysContentTouches: true,
    target: TouchTarget(isControl: true), stillFor: 0.2,
    expectedEvents: [.touchesShouldBeginAsked(true), .touchesBegan, .touchesShouldCancelAsked(false), .touchesEnded],
    scrolls: false),
  TouchCase(
    name: "delayed, still at 0.15 s, canCancelContentTouches false: touchesShouldCancel not called", delaysContentTouches: true,
    canCancelContentTouches: false, target: TouchTarget(), stillFor: 0.2,
    expectedEvents: [.touchesShouldBeginAsked(true), .touchesBegan, .touchesEnded], scrolls: false),
  TouchCase(
    name: "immediate, touchesShouldBegin false: subview never sees it, a drag scrolls", delaysContentTouches: false,
    target: TouchTarget(touchesShouldBegin: false), stillFor: 0,
    expectedEvents: [.touchesShouldBeginAsked(false)], scrolls: true),
  TouchCase(
    name: "immediate, then moves: began at once, cancelled, scrolls", delaysContentTouches: false, target: TouchTarget(),
    stillFor: 0, expectedEvents: [.touchesShouldBeginAsked(true), .touchesBegan, .touchesShouldCancelAsked(true), .touchesCancelled],
    scrolls: true),
]

@Suite struct TouchDeliveryTests {
  func scrollView(_ row: TouchCase) -> ScrollView {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.contentOffset = Point(x: 0, y: 500)
    view.delaysContentTouches = row.delaysContentTouches
    view.canCancelContentTouches = row.canCancelContentTouches
    return view
  }

  @Test(arguments: touchTable)
  func followsTheTouchTable(_ row: TouchCase) {
    var view = scrollView(row)
    view.touchDown(at: Point(x: 100, y: 300), on: row.target, time: 0)
    view.touchMoved(to: Point(x: 100, y: 285), time: row.stillFor)
    view.touchMoved(to: Point(x: 100, y: 250), time: row.stillFor + 0.02)
    let scrolled = view.contentOffset.y != 500
    view.touchUp(time: row.stillFor + 0.5)
    #expect(view.contentTouchEvents == row.expectedEvents)
    #expect(scrolled == row.scrolls)
    #expect(view.events.contains(.willBeginDragging) == row.scrolls)
  }

  @Test func tapShorterThanTheDelayIsDeliveredOnRelease() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.touchDown(at: Point(x: 100, y: 300), on: TouchTarget(isControl: true), time: 0)
    #expect(view.contentTouchEvents.isEmpty)
    view.touchUp(time: 0.08)
    #expect(view.contentTouchEvents == [.touchesShouldBeginAsked(true), .touchesBegan, .touchesEnded])
  }

  @Test func heldTouchReachesTheSubviewAfterExactlyTheDelay() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.touchDown(at: Point(x: 100, y: 300), on: TouchTarget(), time: 0)
    view.advance(to: 0.14)
    #expect(view.contentTouchEvents.isEmpty)
    view.advance(to: 0.15)
    #expect(view.contentTouchEvents == [.touchesShouldBeginAsked(true), .touchesBegan])
    #expect(view.isTracking && !view.isDragging)
  }

  @Test func movementBelowTheHysteresisDoesNotScroll() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.touchDown(at: Point(x: 100, y: 300), time: 0)
    view.touchMoved(to: Point(x: 100, y: 291), time: 0.05)
    #expect(!view.isDragging)
    #expect(view.contentOffset == .zero)
    view.touchMoved(to: Point(x: 100, y: 290), time: 0.06)
    #expect(view.isDragging)
  }

  @Test func overriddenTouchesShouldCancelWinsOverTheControlRule() {
    #expect(TouchTarget(isControl: true, touchesShouldCancelOverride: true).touchesShouldCancel)
    #expect(!TouchTarget(isControl: false, touchesShouldCancelOverride: false).touchesShouldCancel)
  }

  @Test func disabledScrollingGivesTheTouchToTheSubviewAtOnceAndNeverScrolls() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.isScrollEnabled = false
    view.touchDown(at: Point(x: 100, y: 300), on: TouchTarget(), time: 0)
    view.touchMoved(to: Point(x: 100, y: 200), time: 0.05)
    view.touchUp(time: 0.1)
    #expect(view.contentTouchEvents == [.touchesBegan, .touchesEnded])
    #expect(view.contentOffset == .zero)
    #expect(!view.isTracking)
    #expect(!view.panGestureRecognizer.isEnabled)
  }

  @Test(arguments: [(KeyboardDismissMode.none, true), (.onDrag, false), (.onDragWithAccessory, false), (.interactive, true)])
  func dismissesTheKeyboardWhenADragBegins(mode: KeyboardDismissMode, stillShown: Bool) {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.isKeyboardShown = true
    view.keyboardDismissMode = mode
    drag(&view, from: Point(x: 100, y: 400), by: Point(x: 0, y: -100))
    #expect(view.isKeyboardShown == stillShown)
  }
}

@Suite struct CatchingMovingContentTests {
  @Test func aTouchOnDeceleratingContentStopsItAndIsNotDelivered() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 100_000)
    flick(&view, velocityPointsPerMillisecond: 2)
    view.advance(to: view.time + 0.2)
    #expect(view.isDecelerating)
    let caughtAt = view.contentOffset
    view.touchDown(at: Point(x: 100, y: 300), on: TouchTarget(), time: view.time)
    #expect(!view.isDecelerating)
    view.advance(to: view.time + 0.5)
    view.touchUp(time: view.time)
    #expect(view.contentOffset == caughtAt)
    #expect(view.contentTouchEvents.isEmpty)
  }
}
