import ScrollModel
import Testing

@Suite struct ScrollIndicatorTests {
  @Test func indicatorInsetsAddTheAppliedSafeAreaWhenAdjustingAutomatically() {
    var view = ScrollView(size: Size(width: 393, height: 852))
    view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    view.contentSize = Size(width: 393, height: 2000)
    view.verticalScrollIndicatorInsets.bottom = 10
    #expect(view.effectiveScrollIndicatorInsets(along: .vertical) == EdgeInsets(top: 59, left: 0, bottom: 44, right: 0))
    view.automaticallyAdjustsScrollIndicatorInsets = false
    #expect(view.effectiveScrollIndicatorInsets(along: .vertical) == EdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
  }

  @Test func indicatorsShowWhileScrollingOnlyOnLongAxes() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    #expect(!view.isShowingScrollIndicator(along: .vertical))
    view.touchDown(at: Point(x: 100, y: 300), time: 0)
    #expect(view.isShowingScrollIndicator(along: .vertical))
    #expect(!view.isShowingScrollIndicator(along: .horizontal))
    view.touchUp(time: 0.05)
    let flashed = view.flashScrollIndicators()
    #expect(view.isShowingScrollIndicator(along: .vertical, flashedAt: flashed))
    view.advance(to: view.time + 0.5)
    #expect(!view.isShowingScrollIndicator(along: .vertical, flashedAt: flashed))
    view.showsVerticalScrollIndicator = false
    #expect(!view.hasScrollIndicator(along: .vertical))
  }

  @Test func combinedIndicatorInsetsWriteBothAxes() {
    var view = ScrollView()
    view.scrollIndicatorInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    #expect(view.horizontalScrollIndicatorInsets == view.verticalScrollIndicatorInsets)
  }

  @Test func indicatorLengthIsTheVisibleFractionOfTheTrack() {
    var view = ScrollView(size: Size(width: 375, height: 600))
    view.contentSize = Size(width: 375, height: 2400)
    #expect(view.scrollIndicatorLength(along: .vertical) == 150)
  }
}
