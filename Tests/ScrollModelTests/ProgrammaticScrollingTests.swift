import ScrollModel
import Testing

@Suite struct ScrollToVisibleTests {
  @Test(arguments: [
    ("scroll-rect-below", 0.0, Rect(x: 0, y: 900, width: 375, height: 44), 277.0),
    ("scroll-rect-above", 500.0, Rect(x: 0, y: 100, width: 375, height: 44), 100.0),
  ])
  func scrollsTheLeastAmount(id: String, startY: Double, rect: Rect, expectedY: Double) {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.contentOffset = Point(x: 0, y: startY)
    view.scrollRectToVisible(rect, animated: false)
    #expect(view.contentOffset.y == expectedY)
    #expect(!view.events.contains(.didEndScrollingAnimation))
  }

  @Test func leavesAVisibleRectAlone() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.scrollRectToVisible(Rect(x: 0, y: 100, width: 100, height: 100), animated: true)
    #expect(view.events.isEmpty)
    #expect(!view.isScrollAnimating)
  }

  @Test func alignsTheTopOfARectTallerThanTheViewport() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 3000)
    view.scrollRectToVisible(Rect(x: 0, y: 1000, width: 375, height: 1000), animated: false)
    #expect(view.contentOffset.y == 1000)
  }

  @Test func statusBarTapScrollsToMinusTheAdjustedTop() {
    var view = ScrollView(size: Size(width: 393, height: 852))
    view.displayScale = 3
    view.safeAreaInsets = SafeAreaPreset(device: .dynamicIsland, orientation: .portrait, hasNavigationBar: true).insets
    view.contentSize = Size(width: 393, height: 3000)
    view.contentOffset = Point(x: 0, y: 500)
    let top = view.adjustedContentInset.top
    #expect((top - 97.67).magnitude < 0.01)
    #expect(view.tapStatusBar() == nil)
    view.settle()
    #expect(view.contentOffset.y == view.roundedToPixels(Point(x: 0, y: -top)).y)
    #expect(view.events.last == .didScrollToTop)
    #expect(!view.events.contains(.didEndScrollingAnimation))
  }

  @Test func statusBarTapIsRefusedWhenNotAllowed() {
    var view = ScrollView(size: Size(width: 393, height: 852))
    view.contentSize = Size(width: 393, height: 3000)
    view.contentOffset = Point(x: 0, y: 500)
    #expect(view.tapStatusBar(otherCandidates: 1) == .severalCandidates)
    view.delegate = ScrollViewDelegate(shouldScrollToTop: false)
    #expect(view.tapStatusBar() == .delegateDeclined)
    #expect(view.events.last == .shouldScrollToTop(false))
    view.scrollsToTop = false
    #expect(view.tapStatusBar() == .scrollsToTopDisabled)
    #expect(view.contentOffset.y == 500)
  }

  @Test func statusBarTapAtTheTopReportsAtOnce() {
    var view = ScrollView(size: Size(width: 393, height: 852))
    view.contentSize = Size(width: 393, height: 3000)
    view.tapStatusBar()
    #expect(view.events == [.didScrollToTop])
  }
}

@Suite struct AnimatedScrollEdgeCaseTests {
  @Test func animatingToTheCurrentOffsetReportsNothing() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.setContentOffset(.zero, animated: true)
    view.settle()
    #expect(view.events.isEmpty)
    #expect(!view.isScrollAnimating)
  }

  @Test func aNewProgrammaticScrollReplacesDeceleration() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 100_000)
    flick(&view, velocityPointsPerMillisecond: 2)
    #expect(view.isDecelerating)
    view.setContentOffset(Point(x: 0, y: 10), animated: false)
    #expect(!view.isDecelerating)
    #expect(view.events.suffix(2) == [.didEndDecelerating, .didScroll(Point(x: 0, y: 10))])
    view.settle()
    #expect(view.contentOffset.y == 10)
  }
}

@Suite struct ScrollAnimationTimingTests {
  @Test func animatedScrollsRunAtConstantSpeedForTheModelDuration() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.setContentOffset(Point(x: 0, y: 330), animated: true)
    view.advance(to: ScrollView.scrollAnimationDuration / 2)
    #expect(view.contentOffset.y == 165, "halfway in time is halfway in distance")
    view.advance(to: ScrollView.scrollAnimationDuration - 0.01)
    #expect(view.isScrollAnimating)
    view.advance(to: ScrollView.scrollAnimationDuration + 0.01)
    #expect(!view.isScrollAnimating)
    #expect(view.contentOffset.y == 330)
  }
}
