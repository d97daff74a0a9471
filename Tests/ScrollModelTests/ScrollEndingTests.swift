import ScrollModel
import Testing

// How each kind of scroll reports its end (article "Knowing When Scrolling Has Ended"): the
// callbacks in order, and what a touch does to content that is still moving.

/// The callbacks that say a scroll is over, in the order they came.
private func endings(_ events: some Sequence<DelegateEvent>) -> [DelegateEvent] {
  events.filter {
    switch $0 {
    case .didEndDragging(willDecelerate: false), .didEndDecelerating, .didEndScrollingAnimation, .didScrollToTop: true
    default: false
    }
  }
}

@Suite struct ScrollEndingTests {
  func tallView() -> ScrollView {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 5000)
    view.contentOffset = Point(x: 0, y: 1000)
    view.events.removeAll()
    return view
  }

  @Test func aTouchOnDeceleratingContentEndsItAtOnceWhileTheFingerIsDown() {
    var view = tallView()
    flick(&view, velocityPointsPerMillisecond: 2)
    view.advance(to: view.time + 0.2)
    #expect(view.isDecelerating)
    let caughtAt = view.contentOffset
    view.touchDown(at: Point(x: 200, y: 300), time: view.time)
    #expect(view.events.last == .didEndDecelerating)
    #expect(view.isTracking && !view.isDecelerating && !view.isDragging)
    let count = view.events.count
    view.touchUp(time: view.time + 0.1)
    view.settle()
    #expect(view.events.count == count)
    #expect(view.contentOffset == caughtAt)
    #expect(endings(view.events) == [.didEndDecelerating])
  }

  @Test func aTouchDuringAnAnimatedScrollEndsTheAnimationWithItsCallback() {
    var view = tallView()
    view.setContentOffset(Point(x: 0, y: 2000), animated: true)
    view.advance(to: view.time + 0.1)
    view.touchDown(at: Point(x: 200, y: 300), time: view.time)
    #expect(view.events.last == .didEndScrollingAnimation)
    #expect(!view.isScrollAnimating)
    let stoppedAt = view.contentOffset
    #expect(stoppedAt.y > 1000 && stoppedAt.y < 2000)
    view.touchUp(time: view.time + 0.1)
    view.settle()
    #expect(view.contentOffset == stoppedAt)
    #expect(endings(view.events) == [.didEndScrollingAnimation])
  }

  @Test func aTouchDuringTheScrollToTopEndsItWithDidScrollToTop() {
    var view = tallView()
    view.tapStatusBar()
    view.advance(to: view.time + 0.1)
    view.touchDown(at: Point(x: 200, y: 300), time: view.time)
    #expect(view.events.last == .didScrollToTop)
    #expect(!view.isScrollAnimating)
  }

  @Test func aDragThatStartsDuringAnAnimationLeavesNoAnimationRunning() {
    var view = tallView()
    view.setContentOffset(Point(x: 0, y: 2000), animated: true)
    view.advance(to: view.time + 0.1)
    let t = view.time
    view.touchDown(at: Point(x: 200, y: 400), time: t)
    view.touchMoved(to: Point(x: 200, y: 380), time: t + 0.02)
    view.touchMoved(to: Point(x: 200, y: 340), time: t + 0.04)
    #expect(view.isDragging && !view.isScrollAnimating)
    view.touchUp(time: t + 0.5)
    view.settle()
    #expect(endings(view.events) == [.didEndScrollingAnimation, .didEndDragging(willDecelerate: false)])
  }

  @Test func contentCaughtPastAnEdgeGoesBackWhenLetGo() {
    var view = tallView()
    view.contentOffset = .zero
    view.events.removeAll()
    drag(&view, from: Point(x: 200, y: 200), by: Point(x: 0, y: 150))
    #expect(view.isDecelerating && view.contentOffset.y < 0)
    view.advance(to: view.time + 0.05)
    view.touchDown(at: Point(x: 200, y: 300), time: view.time)
    #expect(view.contentOffset.y < 0)
    view.touchUp(time: view.time + 0.05)
    #expect(view.events.last == .willBeginDecelerating)
    view.settle()
    #expect(view.contentOffset.y == 0)
    #expect(endings(view.events) == [.didEndDecelerating, .didEndDecelerating])
  }

  @Test func pagingContentCaughtBetweenPagesSettlesOnAPage() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 1125, height: 667)
    view.isPagingEnabled = true
    drag(&view, from: Point(x: 300, y: 300), by: Point(x: -100, y: 0))
    view.advance(to: view.time + 0.05)
    view.touchDown(at: Point(x: 200, y: 300), time: view.time)
    let caughtAt = view.contentOffset.x
    #expect(caughtAt != 0 && caughtAt != 375)
    view.touchUp(time: view.time + 0.05)
    view.settle()
    #expect(view.contentOffset.x == 0 || view.contentOffset.x == 375)
    #expect(view.events.last == .didEndDecelerating)
  }

  @Test func aTapOnContentAtRestReportsNothing() {
    var view = tallView()
    view.touchDown(at: Point(x: 200, y: 300), time: 0)
    view.touchUp(time: 0.1)
    view.settle()
    #expect(view.events.isEmpty)
  }

  @Test func theStatusBarTapAsksThenScrollsThenReportsDidScrollToTopOnly() {
    var view = tallView()
    view.delegate = ScrollViewDelegate()
    view.tapStatusBar()
    #expect(view.isScrollAnimating)
    view.settle()
    #expect(view.events.first == .shouldScrollToTop(true))
    #expect(view.events.last == .didScrollToTop)
    #expect(!view.events.contains(.didEndScrollingAnimation))
    #expect(view.events.dropFirst().dropLast().allSatisfy { if case .didScroll = $0 { true } else { false } })
    #expect(view.contentOffset.y == 0)
  }

  @Test func anAnimatedScrollOverMomentumEndsBoth() {
    var view = tallView()
    flick(&view, velocityPointsPerMillisecond: 2)
    view.advance(to: view.time + 0.1)
    view.setContentOffset(Point(x: 0, y: 500), animated: true)
    view.settle()
    #expect(endings(view.events) == [.didEndDecelerating, .didEndScrollingAnimation])
  }

  @Test func aChangeWithoutAnimationEndsWithNoCallback() {
    var view = tallView()
    view.setContentOffset(Point(x: 0, y: 1200), animated: false)
    view.settle()
    #expect(view.events == [.didScroll(Point(x: 0, y: 1200))])
  }
}

@Suite struct TargetRewriteTests {
  func cardStrip(scale: Double = 3) -> ScrollView {
    var view = ScrollView(size: Size(width: 375, height: 200))
    view.displayScale = scale
    view.contentSize = Size(width: 1564, height: 200)
    view.decelerationRate = .fast
    return view
  }

  func release(_ view: inout ScrollView, velocity: Double, rewrite: (ScrollView, Point, inout Point) -> Void) {
    view.touchDown(at: Point(x: 300, y: 100), time: 0)
    view.touchMoved(to: Point(x: 290, y: 100), time: 0.02)
    view.touchMoved(to: Point(x: 240, y: 100), time: 0.04)
    view.touchUp(time: 0.05, velocity: Point(x: velocity, y: 0), willEndDragging: rewrite)
  }

  @Test func theClosureSeesTheProposedTargetAndItsRewriteIsWhereMomentumEnds() {
    var view = cardStrip()
    var seen: (offset: Point, velocity: Point, target: Point)?
    release(&view, velocity: 1) { scrollView, velocity, target in
      seen = (scrollView.contentOffset, velocity, target)
      target.x = 316
    }
    #expect(seen?.offset == Point(x: 50, y: 0))
    #expect(seen?.velocity == Point(x: 1, y: 0))
    #expect(seen?.target == Point(x: 149, y: 0))
    #expect(view.events.contains(.willEndDragging(velocity: Point(x: 1, y: 0), targetContentOffset: Point(x: 149, y: 0))))
    view.settle()
    #expect(view.contentOffset.x == 316)
    #expect(view.events.last == .didEndDecelerating)
  }

  @Test(arguments: [0.0, 0.3, 2.0, -0.5])
  func aRewrittenTargetIsReachedExactlyOnAThreeTimesScreen(velocity: Double) {
    var view = cardStrip()
    release(&view, velocity: velocity) { _, _, target in target.x = 632 }
    view.settle()
    #expect(view.contentOffset.x == 632)
  }

  @Test func whilePagingTheClosureIsAskedButIgnoredAndLogged() {
    var view = cardStrip(scale: 1)
    view.isPagingEnabled = true
    var asked = false
    release(&view, velocity: 0) { _, _, target in
      asked = true
      target.x = 316
    }
    view.settle()
    #expect(asked)
    #expect(view.contentOffset.x == 0)
    #expect(view.consoleMessages == [.pagingTargetChangeIgnored])
  }

  @Test func leavingTheTargetAloneLogsNothing() {
    var view = cardStrip()
    view.isPagingEnabled = true
    release(&view, velocity: 0) { _, _, _ in }
    view.settle()
    #expect(view.consoleMessages.isEmpty)
  }
}
