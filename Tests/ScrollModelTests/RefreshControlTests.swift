import ScrollModel
import Testing

// Pull to refresh: the inset a refreshing control adds, the pull that starts a refresh, what
// beginRefreshing() and endRefreshing() do to the offset.

/// A 393 × 852 list under a navigation bar (top safe area 103 = 59 + 44), with a refresh control.
func listWithRefreshControl() -> ScrollView {
  var view = ScrollView(size: Size(width: 393, height: 852))
  view.contentSize = Size(width: 393, height: 2000)
  view.safeAreaInsets = EdgeInsets(top: 103, left: 0, bottom: 34, right: 0)
  view.refreshControl = RefreshControl()
  return view
}

/// Touches down at y 150, passes the 10 pt threshold and moves the finger down to `y`, holding it there.
func pullAndHold(_ view: inout ScrollView, to y: Double) {
  view.touchDown(at: Point(x: 200, y: 150), time: 0)
  view.touchMoved(to: Point(x: 200, y: 160), time: 0.02)
  view.touchMoved(to: Point(x: 200, y: y), time: 0.1)
}

/// Touches down, pulls the content `distance` points down past the 10 pt threshold, rests
/// (no release velocity) and lifts.
func pull(_ view: inout ScrollView, by distance: Double) {
  drag(&view, from: Point(x: 200, y: 150), by: Point(x: 0, y: distance), restBeforeRelease: 0.5)
}

@Suite struct RefreshControlTests {
  @Test func theTriggerDistanceIsHalfTheViewCappedByTheControlsScaledSnappingHeight() {
    #expect(RefreshControl.triggerDistance(scrollViewHeight: 852) == 112.5 * 852 / 568)
    #expect(RefreshControl.triggerDistance(scrollViewHeight: 667) == 112.5 * 667 / 568)
    #expect(RefreshControl.triggerDistance(scrollViewHeight: 300) == 112.5 * 0.654929577)
    #expect(RefreshControl.triggerDistance(scrollViewHeight: 100) == 50)
  }

  @Test func anIdleControlAddsNothingToTheInset() {
    let view = listWithRefreshControl()
    #expect(view.adjustedContentInset.top == 103)
    #expect(view.refreshControlInset == 0)
    #expect(view.contentOffset.y == -103)
  }

  @Test func aPullPastTheTriggerDistanceStartsARefreshWhileTheFingerIsDown() {
    var view = listWithRefreshControl()
    pullAndHold(&view, to: 460)
    #expect(view.refreshControlVisibleHeight < RefreshControl.triggerDistance(scrollViewHeight: 852))
    #expect(view.refreshControl?.isRefreshing == false)
    view.touchMoved(to: Point(x: 200, y: 610), time: 0.2)
    #expect(view.isTracking)
    #expect(view.refreshControl?.isRefreshing == true)
    #expect(view.refreshControl?.valueChangedCount == 1)
    #expect(view.adjustedContentInset.top == 103 + RefreshControl.defaultHeight)
    #expect(view.events.contains(.adjustedContentInsetDidChange))
  }

  @Test func releasedWhileRefreshingTheContentRestsWithTheControlInView() {
    var view = listWithRefreshControl()
    pull(&view, by: 450)
    view.settle()
    #expect(view.refreshControl?.isRefreshing == true)
    #expect(view.contentOffset.y == -(103 + 60))
    #expect(view.refreshControlVisibleHeight == 60)
  }

  @Test func aShortPullBouncesBackWithoutRefreshing() {
    var view = listWithRefreshControl()
    pull(&view, by: 200)
    view.settle()
    #expect(view.refreshControl?.isRefreshing == false)
    #expect(view.refreshControl?.valueChangedCount == 0)
    #expect(view.contentOffset.y == -103)
  }

  @Test func endRefreshingGivesTheInsetBackAndScrollsTheControlAway() {
    var view = listWithRefreshControl()
    pull(&view, by: 450)
    view.settle()
    view.refreshControl?.endRefreshing()
    #expect(view.adjustedContentInset.top == 103)
    #expect(view.isScrollAnimating)
    view.settle()
    #expect(view.contentOffset.y == -103)
    #expect(view.events.last == .didEndScrollingAnimation)
  }

  @Test func beginRefreshingAddsTheInsetButDoesNotMoveTheContent() {
    var view = listWithRefreshControl()
    view.events.removeAll()
    view.refreshControl?.beginRefreshing()
    #expect(view.refreshControl?.isRefreshing == true)
    #expect(view.refreshControl?.valueChangedCount == 0)
    #expect(view.adjustedContentInset.top == 163)
    #expect(view.contentOffset.y == -103)
    #expect(view.refreshControlVisibleHeight == 0)
    #expect(!view.events.contains(.didScroll(Point(x: 0, y: -163))))
    // Showing it is the caller's job: scroll to the new top.
    view.setContentOffset(Point(x: 0, y: -view.adjustedContentInset.top), animated: false)
    #expect(view.refreshControlVisibleHeight == 60)
  }

  @Test func endRefreshingWithTheControlOutOfViewMovesNothing() {
    var view = listWithRefreshControl()
    view.refreshControl?.beginRefreshing()
    view.contentOffset = Point(x: 0, y: 400)
    view.refreshControl?.endRefreshing()
    #expect(!view.isScrollAnimating)
    #expect(view.contentOffset.y == 400)
    #expect(view.adjustedContentInset.top == 103)
  }

  @Test func endRefreshingWhileTheFingerIsDownLeavesTheOffsetToTheFinger() {
    var view = listWithRefreshControl()
    pullAndHold(&view, to: 610)
    #expect(view.refreshControl?.isRefreshing == true)
    let held = view.contentOffset
    view.refreshControl?.endRefreshing()
    #expect(!view.isScrollAnimating)
    #expect(view.contentOffset == held)
  }

  @Test func withoutARefreshControlAPullOnlyBounces() {
    var view = listWithRefreshControl()
    view.refreshControl = nil
    pull(&view, by: 450)
    view.settle()
    #expect(view.contentOffset.y == -103)
    #expect(view.adjustedContentInset.top == 103)
  }
}
