import ScrollModel
import Testing

@Suite struct KeyboardAvoidanceTests {
  @Test func keyboardAvoidanceScenario() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 1000)
    view.avoidKeyboard(
      scrollViewFrame: Rect(x: 0, y: 0, width: 375, height: 667), keyboardFrame: Rect(x: 0, y: 376, width: 375, height: 291),
      activeField: Rect(x: 0, y: 500, width: 375, height: 44))
    #expect(view.contentInset.bottom == 291)
    #expect(view.verticalScrollIndicatorInsets.bottom == 291)
    #expect(view.visibleContentHeight == 376)
    #expect(view.contentOffset.y == 168)
    view.keyboardDidHide()
    #expect(view.contentInset.bottom == 0)
  }

  @Test func keyboardOverlapDoesNotCountTheSafeAreaTwice() {
    let overlap = KeyboardAvoidance.overlap(
      scrollViewFrame: Rect(x: 0, y: 0, width: 393, height: 852), keyboardFrame: Rect(x: 0, y: 516, width: 393, height: 336),
      alreadyAdjustedBottom: 34)
    #expect(overlap == 302)
  }

  @Test func keyboardLayoutGuideRestsOnTheSafeAreaWithoutADockedKeyboard() {
    let guide = KeyboardLayoutGuide()
    #expect(guide.top(viewHeight: 852, safeAreaBottom: 34, keyboardTop: nil) == 818)
    #expect(guide.top(viewHeight: 852, safeAreaBottom: 34, keyboardTop: 500) == 500)
    #expect(guide.top(viewHeight: 852, safeAreaBottom: 34, keyboardTop: 500, keyboardIsDocked: false) == 818)
  }
}

@Suite struct InteractiveKeyboardTests {
  func scrollViewWithKeyboard(_ mode: KeyboardDismissMode) -> ScrollView {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 3000)
    view.keyboardDismissMode = mode
    view.avoidKeyboard(
      scrollViewFrame: Rect(x: 0, y: 0, width: 375, height: 667), keyboardFrame: Rect(x: 0, y: 376, width: 375, height: 291),
      activeField: nil)
    return view
  }

  @Test(arguments: [KeyboardDismissMode.interactive, .interactiveWithAccessory])
  func keyboardFollowsAFingerBelowItsTopAndGoesWhenReleasedMovingDown(mode: KeyboardDismissMode) {
    var view = scrollViewWithKeyboard(mode)
    view.touchDown(at: Point(x: 100, y: 300), time: 0)
    view.touchMoved(to: Point(x: 100, y: 320), time: 0.02)
    view.touchMoved(to: Point(x: 100, y: 400), time: 0.04)
    #expect(view.keyboardPullDistance == 24)
    view.touchUp(at: Point(x: 100, y: 450), time: 0.06)
    #expect(!view.isKeyboardShown)
  }

  @Test func keyboardSlidesBackWhenTheFingerReturnsUp() {
    var view = scrollViewWithKeyboard(.interactive)
    view.touchDown(at: Point(x: 100, y: 300), time: 0)
    view.touchMoved(to: Point(x: 100, y: 320), time: 0.02)
    view.touchMoved(to: Point(x: 100, y: 450), time: 0.04)
    // Back up over the last 50 ms (the window the release velocity is measured over).
    view.touchMoved(to: Point(x: 100, y: 430), time: 0.06)
    view.touchMoved(to: Point(x: 100, y: 410), time: 0.08)
    view.touchUp(at: Point(x: 100, y: 390), time: 0.10)
    #expect(view.isKeyboardShown)
    #expect(view.keyboardPullDistance == 0)
  }

  @Test func aDragAboveTheKeyboardLeavesIt() {
    var view = scrollViewWithKeyboard(.interactive)
    drag(&view, from: Point(x: 100, y: 300), by: Point(x: 0, y: 50))
    #expect(view.isKeyboardShown)
    #expect(view.keyboardPullDistance == 0)
  }
}
