import ScrollModel
import Testing

/// The members added in iOS 12, 17, 17.4 and 26, as specifications of the model's behaviour.

func tallView(height: Double = 4000) -> ScrollView {
  var view = ScrollView(size: Size(width: 375, height: 667))
  view.contentSize = Size(width: 375, height: height)
  return view
}

func smallContentView(alignment: Point) -> ScrollView {
  var view = ScrollView(size: Size(width: 375, height: 667))
  view.contentInset = EdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
  view.contentSize = Size(width: 200, height: 300)
  view.contentAlignmentPoint = alignment
  return view
}

@Suite struct ContentAlignmentPointTests {
  @Test func theDefaultLeavesSmallContentAtTheTopLeft() {
    let view = smallContentView(alignment: .zero)
    #expect(view.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 20, right: 0))
    #expect(view.contentOffset == Point(x: 0, y: -20))
  }

  @Test(arguments: [(0.5, 87.5, 163.5), (1.0, 175.0, 327.0), (0.25, 43.75, 81.75)])
  func theFreeSpaceInsideTheInsetsTimesThePointGoesToTheLeadingInsets(point: Double, left: Double, extraTop: Double) {
    var view = smallContentView(alignment: .zero)
    view.displayScale = 4  // quarter points: every expected offset lies on the pixel grid
    view.contentAlignmentPoint = Point(x: point, y: point)
    // Free space: 375 − 200 across; 667 − 20 − 20 − 300 down.
    #expect(view.adjustedContentInset.left == left)
    #expect(view.adjustedContentInset.top == 20 + extraTop)
    #expect(view.adjustedContentInset.bottom == 20)
    #expect(view.contentOffsetRange.minimum == view.contentOffsetRange.maximum)
    #expect(view.contentOffset == Point(x: -left, y: -20 - extraTop))
  }

  @Test func contentThatFillsAnAxisIgnoresThePointOnThatAxis() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 200, height: 2000)
    view.contentAlignmentPoint = Point(x: 0.5, y: 0.5)
    #expect(view.adjustedContentInset.top == 0)
    #expect(view.adjustedContentInset.left == 87.5)
    #expect(view.contentOffsetRange.allowsMovement(along: .vertical))
  }

  @Test func coordinatesOutsideTheUnitSquareAreLimitedToIt() {
    let view = smallContentView(alignment: Point(x: 3, y: -1))
    #expect(view.adjustedContentInset.left == 175)
    #expect(view.adjustedContentInset.top == 20)
  }

  @Test func changingThePointReportsTheAdjustedInsetChange() {
    var view = smallContentView(alignment: .zero)
    view.events.removeAll()
    view.contentAlignmentPoint = Point(x: 0, y: 1)
    #expect(view.events.contains(.adjustedContentInsetDidChange))
    #expect(view.events.contains(.didChangeAdjustedContentInset))
  }

  @Test func zoomingOutBelowTheViewportCentresTheZoomedContent() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.delegate = ScrollViewDelegate(viewForZooming: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 667)
    view.displayScale = 4
    view.minimumZoomScale = 0.5
    view.contentAlignmentPoint = Point(x: 0.5, y: 0.5)
    view.setZoomScale(0.5, animated: false)
    #expect(view.contentOffset == Point(x: -93.75, y: -166.75))
  }
}

@Suite struct VisibleSizeTests {
  @Test func itIsTheBoundsSizeWhateverTheInsetsOffsetAndZoom() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.delegate = ScrollViewDelegate(viewForZooming: Size(width: 375, height: 667))
    view.maximumZoomScale = 3
    view.contentInset = EdgeInsets(top: 100, left: 10, bottom: 50, right: 10)
    view.setZoomScale(2, animated: false)
    view.contentOffset = Point(x: 120, y: 300)
    #expect(view.visibleSize == Size(width: 375, height: 667))
    view.bounds.size = Size(width: 320, height: 480)
    #expect(view.visibleSize == Size(width: 320, height: 480))
  }
}

@Suite struct NestedScrollingTests {
  func pair(innerOffset: Double = 250, transfers: Bool = true) -> NestedScrollViews {
    var outer = ScrollView(size: Size(width: 375, height: 667))
    outer.contentSize = Size(width: 375, height: 2000)
    var inner = ScrollView(size: Size(width: 375, height: 300))
    inner.contentSize = Size(width: 375, height: 600)
    inner.contentOffset = Point(x: 0, y: innerOffset)
    inner.transfersVerticalScrollingToParent = transfers
    return NestedScrollViews(outer: outer, inner: inner)
  }

  @Test func insideItsRangeOnlyTheInnerViewMoves() {
    var nested = pair(innerOffset: 100)
    nested.drag(translation: Point(x: 0, y: -80))
    #expect(nested.inner.contentOffset.y == 180)
    #expect(nested.outer.contentOffset.y == 0)
  }

  @Test func pastItsEdgeTheRestGoesToTheParent() {
    var nested = pair()
    nested.drag(translation: Point(x: 0, y: -120))
    #expect(nested.inner.contentOffset.y == 300)
    #expect(nested.outer.contentOffset.y == 70)
  }

  @Test func turningBackReturnsTheParentFirst() {
    var nested = pair()
    nested.drag(translation: Point(x: 0, y: -120))
    nested.drag(translation: Point(x: 0, y: -60))
    #expect(nested.inner.contentOffset.y == 300)
    #expect(nested.outer.contentOffset.y == 10)
    nested.drag(translation: Point(x: 0, y: 20))
    #expect(nested.outer.contentOffset.y == 0)
    #expect(nested.inner.contentOffset.y == 230)
  }

  @Test func withoutTransferTheInnerViewRubberBandsAndTheParentStays() {
    var nested = pair(transfers: false)
    nested.drag(translation: Point(x: 0, y: -120))
    let banded = 300 + RubberBand.overshoot(70, dimension: 300)
    #expect(nested.inner.contentOffset == nested.inner.roundedToPixels(Point(x: 0, y: banded)))
    #expect(nested.outer.contentOffset.y == 0)
    nested.endDrag()
    nested.settle()
    #expect(nested.inner.contentOffset.y == 300)
  }

  @Test func withoutTransferAndWithoutBouncingTheInnerViewStopsDead() {
    var nested = pair(transfers: false)
    nested.inner.bounces = false
    nested.drag(translation: Point(x: 0, y: -120))
    #expect(nested.inner.contentOffset.y == 300)
    #expect(nested.outer.contentOffset.y == 0)
  }

  @Test func anInnerViewThatCannotScrollOnTheAxisLeavesItToTheParent() {
    var nested = pair(transfers: false)
    nested.outer.contentSize = Size(width: 1000, height: 2000)
    nested.drag(translation: Point(x: -50, y: 0))
    #expect(nested.outer.contentOffset.x == 50)
    #expect(nested.inner.contentOffset.x == 0)
  }

  @Test func theFlagsStartTrueAndArePerAxis() {
    var view = ScrollView()
    #expect(view.transfersScrollingToParent(along: .horizontal))
    #expect(view.transfersScrollingToParent(along: .vertical))
    view.transfersHorizontalScrollingToParent = false
    #expect(!view.transfersScrollingToParent(along: .horizontal))
    #expect(view.transfersScrollingToParent(along: .vertical))
  }
}

@Suite struct AnimationFlagTests {
  @Test func isScrollAnimatingIsTrueOnlyWhileAnAnimatedOffsetChangeRuns() {
    var view = tallView()
    #expect(!view.isScrollAnimating)
    view.setContentOffset(Point(x: 0, y: 600), animated: true)
    #expect(view.isScrollAnimating)
    view.advance(to: view.time + 0.1)
    #expect(view.isScrollAnimating)
    view.settle()
    #expect(!view.isScrollAnimating)
    #expect(view.events.last == .didEndScrollingAnimation)
  }

  @Test func decelerationIsNotAScrollAnimation() {
    var view = tallView()
    flick(&view, velocityPointsPerMillisecond: 2)
    view.advance(to: view.time + 0.1)
    #expect(view.isDecelerating)
    #expect(!view.isScrollAnimating)
  }

  @Test func anAnimatedZoomRunsOverTheAnimationDuration() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.delegate = ScrollViewDelegate(viewForZooming: Size(width: 375, height: 667))
    view.maximumZoomScale = 4
    let outcome = view.setZoomScale(3, animated: true)
    #expect(outcome == .zoomed(scale: 3))
    #expect(view.isZoomAnimating)
    #expect(view.zoomScale == 1)
    view.advance(to: view.time + ScrollView.scrollAnimationDuration / 2)
    #expect(view.isZoomAnimating)
    #expect(view.zoomScale > 1.5 && view.zoomScale < 2.5)
    #expect(!view.isZooming)
    view.settle()
    #expect(!view.isZoomAnimating)
    #expect(view.zoomScale == 3)
    #expect(view.events.last == .didEndZooming(atScale: 3))
  }

  @Test func anAnimatedZoomEndsWhereTheImmediateOneDoes() {
    var animated = ScrollView(size: Size(width: 375, height: 667))
    animated.delegate = ScrollViewDelegate(viewForZooming: Size(width: 375, height: 667))
    animated.maximumZoomScale = 4
    var immediate = animated
    let rect = Rect(x: 100, y: 200, width: 150, height: 200)
    animated.zoom(to: rect, animated: true)
    animated.settle()
    immediate.zoom(to: rect, animated: false)
    #expect(animated.zoomScale == immediate.zoomScale)
    #expect(animated.contentOffset == immediate.contentOffset)
    #expect(animated.contentSize == immediate.contentSize)
  }

  @Test func anImmediateZoomCancelsARunningAnimation() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.delegate = ScrollViewDelegate(viewForZooming: Size(width: 375, height: 667))
    view.maximumZoomScale = 4
    view.setZoomScale(3, animated: true)
    view.setZoomScale(2, animated: false)
    #expect(!view.isZoomAnimating)
    view.settle()
    #expect(view.zoomScale == 2)
  }
}

@Suite struct StopScrollingAndZoomingTests {
  @Test func decelerationStopsWhereItIs() {
    var view = tallView()
    flick(&view, velocityPointsPerMillisecond: 2)
    view.advance(to: view.time + 0.2)
    let offset = view.contentOffset
    view.events.removeAll()
    view.stopScrollingAndZooming()
    #expect(!view.isDecelerating)
    #expect(view.events == [.didEndDecelerating])
    view.advance(to: view.time + 1)
    #expect(view.contentOffset == offset)
  }

  @Test func aScrollAnimationStopsWhereItIs() {
    var view = tallView()
    view.setContentOffset(Point(x: 0, y: 900), animated: true)
    view.advance(to: view.time + 0.11)
    let offset = view.contentOffset
    view.events.removeAll()
    view.stopScrollingAndZooming()
    #expect(!view.isScrollAnimating)
    #expect(view.events == [.didEndScrollingAnimation])
    view.settle()
    #expect(view.contentOffset == offset)
  }

  @Test func aDragPastTheTopEndsBackInRange() {
    var view = tallView()
    view.touchDown(at: Point(x: 100, y: 100), time: 0)
    view.touchMoved(to: Point(x: 100, y: 120), time: 0.02)
    view.touchMoved(to: Point(x: 100, y: 300), time: 0.04)
    #expect(view.contentOffset.y < 0)
    view.events.removeAll()
    view.stopScrollingAndZooming()
    #expect(!view.isDragging)
    #expect(view.contentOffset == .zero)
    #expect(view.events == [
      .didScroll(.zero), .willEndDragging(velocity: .zero, targetContentOffset: .zero),
      .didEndDragging(willDecelerate: false),
    ])
    view.touchMoved(to: Point(x: 100, y: 400), time: 0.06)
    #expect(view.contentOffset == .zero, "the finger no longer drags")
  }

  @Test func pagingAlignsToTheNearestPage() {
    var view = tallView(height: 667 * 4)
    view.isPagingEnabled = true
    view.contentOffset = Point(x: 0, y: 667)
    view.touchDown(at: Point(x: 100, y: 600), time: 0)
    view.touchMoved(to: Point(x: 100, y: 580), time: 0.02)
    view.touchMoved(to: Point(x: 100, y: 150), time: 0.04)
    #expect(view.contentOffset.y == 1097)
    view.stopScrollingAndZooming()
    #expect(view.contentOffset.y == 1334)
  }

  @Test func aZoomAnimationStopsAtItsCurrentScale() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.delegate = ScrollViewDelegate(viewForZooming: Size(width: 375, height: 667))
    view.maximumZoomScale = 4
    view.setZoomScale(3, animated: true)
    view.advance(to: view.time + 0.1)
    let scale = view.zoomScale
    view.stopScrollingAndZooming()
    #expect(!view.isZoomAnimating)
    #expect(view.events.last == .didEndZooming(atScale: scale))
    view.settle()
    #expect(view.zoomScale == scale)
  }

  @Test func aPinchPastTheLimitIsPutBackAtTheLimit() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.delegate = ScrollViewDelegate(viewForZooming: Size(width: 375, height: 667))
    view.maximumZoomScale = 2
    view.beginPinch()
    view.pinch(toScale: 3, around: Point(x: 187.5, y: 333.5))
    #expect(view.zoomScale > 2)
    view.stopScrollingAndZooming()
    #expect(!view.isZooming)
    #expect(view.zoomScale == 2)
    #expect(view.events.last == .didEndZooming(atScale: 2))
  }

  @Test func anIdleViewKeepsAnOffsetCodePutOutsideTheRange() {
    var view = tallView()
    view.contentOffset = Point(x: 0, y: -60)
    view.events.removeAll()
    view.stopScrollingAndZooming()
    #expect(view.contentOffset == Point(x: 0, y: -60))
    #expect(view.events.isEmpty)
  }
}

@Suite struct IndicatorsForOffsetChangesTests {
  func wideAndTall() -> ScrollView {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 1000, height: 4000)
    return view
  }

  @Test func onlyTheAxesThatChangedShowAndThenFade() {
    var view = wideAndTall()
    view.withScrollIndicatorsShown { $0.contentOffset = Point(x: 0, y: 500) }
    #expect(view.shownScrollIndicators() == [.vertical])
    expectStillShownThenGone(&view, [.vertical])
  }

  /// Shown 0.2 s on (inside the 0.05 s delay + 0.25 s fade), gone 0.2 s later.
  func expectStillShownThenGone(_ view: inout ScrollView, _ axes: [Axis]) {
    view.advance(to: view.time + 0.2)
    #expect(view.shownScrollIndicators() == axes)
    view.advance(to: view.time + 0.2)
    #expect(view.shownScrollIndicators().isEmpty)
  }

  @Test func anAnimatedChangeKeepsThemUntilTheAnimationEnds() {
    var view = wideAndTall()
    view.withScrollIndicatorsShown { $0.setContentOffset(Point(x: 300, y: 0), animated: true) }
    view.advance(to: view.time + 0.3)
    #expect(view.shownScrollIndicators() == [.horizontal])
    view.settle()
    expectStillShownThenGone(&view, [.horizontal])
  }

  @Test func noChangeShowsNothing() {
    var view = wideAndTall()
    view.withScrollIndicatorsShown { $0.contentOffset = $0.contentOffset }
    #expect(view.shownScrollIndicators().isEmpty)
  }

  @Test func anAxisWithoutAnIndicatorStaysHidden() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 4000)
    view.withScrollIndicatorsShown { $0.contentOffset = Point(x: 40, y: 0) }
    #expect(view.shownScrollIndicators().isEmpty)
  }
}

@Suite struct KeyboardScrollingTests {
  func pressed(_ key: ScrollKey, on view: inout ScrollView) -> Point {
    let handled = view.pressKey(key)
    #expect(handled)
    view.settle()
    return view.contentOffset
  }

  @Test func arrowsMoveALineAndPagesTheVisibleHeightLessTheOverlap() {
    var view = tallView(height: 3000)
    #expect(pressed(.downArrow, on: &view) == Point(x: 0, y: ScrollView.keyboardLineStep))
    let page = view.visibleContentHeight - ScrollView.keyboardPageOverlap
    #expect(pressed(.pageDown, on: &view) == Point(x: 0, y: ScrollView.keyboardLineStep + page))
    #expect(pressed(.upArrow, on: &view) == Point(x: 0, y: page))
  }

  @Test func homeAndEndGoToTheEndsOfTheRange() {
    var view = tallView(height: 3000)
    view.contentInset = EdgeInsets(top: 30, left: 0, bottom: 30, right: 0)
    #expect(pressed(.end, on: &view) == view.contentOffsetRange.maximum)
    #expect(pressed(.home, on: &view) == Point(x: 0, y: -30))
  }

  @Test func movesAreAnimatedAndStayInRange() {
    var view = tallView(height: 700)
    view.pressKey(.pageDown)
    #expect(view.isScrollAnimating)
    view.settle()
    #expect(view.contentOffset == view.contentOffsetRange.maximum)
  }

  @Test func nothingHappensWhenDisallowedDisabledOrUnscrollable() {
    var view = tallView()
    view.allowsKeyboardScrolling = false
    let whenDisallowed = view.pressKey(.downArrow)
    view.allowsKeyboardScrolling = true
    view.isScrollEnabled = false
    let whenScrollingIsOff = view.pressKey(.downArrow)
    view.isScrollEnabled = true
    let sideways = view.pressKey(.rightArrow)
    #expect(!whenDisallowed)
    #expect(!whenScrollingIsOff)
    #expect(!sideways, "the content is not wider than the view")
    #expect(view.contentOffset == .zero)
  }
}

@Suite struct StoredMemberTests {
  @Test func edgeEffectsStartAutomaticAndVisibleAndKeepWhatIsSet() {
    var view = ScrollView()
    for effect in [view.topEdgeEffect, view.leftEdgeEffect, view.bottomEdgeEffect, view.rightEdgeEffect] {
      #expect(effect == ScrollEdgeEffect(style: .automatic, isHidden: false))
    }
    view.bottomEdgeEffect.style = .hard
    view.topEdgeEffect.isHidden = true
    #expect(view.bottomEdgeEffect.style == .hard)
    #expect(view.topEdgeEffect.isHidden)
    #expect(view.leftEdgeEffect == ScrollEdgeEffect())
  }

  @Test func aRefreshControlRemembersWhetherItIsRefreshing() {
    var view = ScrollView()
    view.refreshControl = RefreshControl()
    #expect(view.refreshControl?.isRefreshing == false)
    view.refreshControl?.beginRefreshing()
    #expect(view.refreshControl?.isRefreshing == true)
    view.refreshControl?.endRefreshing()
    #expect(view.refreshControl?.isRefreshing == false)
  }
}
