import ScrollModel
import Testing

@Suite struct PagingTests {
  func pagingView(offsetX: Double = 0) -> ScrollView {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 1125, height: 667)
    view.isPagingEnabled = true
    view.contentOffset = Point(x: offsetX, y: 0)
    return view
  }

  @Test func settlesOnTheNearestPageWithoutVelocity() {
    #expect(pagingView(offsetX: 200).pagingTarget(velocity: .zero) == Point(x: 375, y: 0))
    #expect(pagingView(offsetX: 150).pagingTarget(velocity: .zero) == Point(x: 0, y: 0))
  }

  @Test func pagingScenarioSettlesOnPageOneAfterADrag() {
    var view = pagingView()
    drag(&view, from: Point(x: 300, y: 300), by: Point(x: -200, y: 0), restBeforeRelease: 0.3)
    #expect(view.contentOffset.x == 200)
    view.settle()
    #expect(view.contentOffset.x == 375)
    #expect(view.events.last == .didEndDecelerating)
  }

  @Test func aDelegateIsAskedWhilePagingButItsNewTargetIsIgnoredAndLogged() {
    var view = pagingView()
    view.delegate = ScrollViewDelegate(rewritesTargetContentOffset: Point(x: 750, y: 0))
    drag(&view, from: Point(x: 300, y: 300), by: Point(x: -200, y: 0), restBeforeRelease: 0.3)
    #expect(view.events.contains(.willEndDragging(velocity: .zero, targetContentOffset: Point(x: 375, y: 0))))
    view.settle()
    #expect(view.contentOffset.x == 375)
    #expect(view.consoleMessages == [.pagingTargetChangeIgnored])
  }

  @Test func withoutPagingTheDelegatesTargetIsWhereMomentumEnds() {
    var view = pagingView()
    view.isPagingEnabled = false
    view.delegate = ScrollViewDelegate(rewritesTargetContentOffset: Point(x: 316, y: 0))
    drag(&view, from: Point(x: 300, y: 300), by: Point(x: -200, y: 0), restBeforeRelease: 0.3)
    view.settle()
    #expect((view.contentOffset.x - 316).magnitude < 1)
    #expect(view.consoleMessages.isEmpty)
  }

  @Test(arguments: [(0.5, 375.0), (-0.5, 0.0)])
  func aFlickTurnsOnePageInItsDirection(velocity: Double, expected: Double) {
    #expect(pagingView(offsetX: 100).pagingTarget(velocity: Point(x: velocity, y: 0)).x == expected)
  }

  @Test func aFlickNeverSkipsMoreThanOnePageFromTheDragStart() {
    let view = pagingView(offsetX: 700)
    #expect(view.pagingTarget(velocity: Point(x: 5, y: 0), startOffset: .zero).x == 375)
  }

  @Test func stopsAtTheLastPage() {
    #expect(pagingView(offsetX: 750).pagingTarget(velocity: Point(x: 5, y: 0)).x == 750)
  }

  @Test func aPartialLastPageRestsAtTheContentEnd() {
    var view = pagingView(offsetX: 700)
    view.contentSize.width = 1000
    #expect(Paging.lastPageIndex(contentLength: 1000, pageLength: 375) == 2)
    #expect(view.pagingTarget(velocity: Point(x: 1, y: 0)).x == 625)
  }

  @Test(arguments: propertySeeds)
  func targetIsAPageMultipleWithinRange(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<300 {
      let width = random.double(in: 50...800).rounded()
      let pages = Double(Int.random(in: 1...12, using: &random))
      var view = ScrollView(size: Size(width: width, height: 500))
      view.contentSize = Size(width: width * pages, height: 500)
      view.isPagingEnabled = true
      view.contentOffset = Point(x: random.double(in: 0...(width * (pages - 1))).rounded(), y: 0)
      let target = view.pagingTarget(velocity: Point(x: random.double(in: -5...5), y: 0))
      let page = target.x / width
      #expect(page == page.rounded(), "target \(target.x) for page width \(width)")
      #expect(page >= 0 && page <= pages - 1)
    }
  }
}
