import ScrollModel
import Testing

// Which view of a nested pair takes a drag, decided by the drag's first movement.

/// A 375 × 667 page scrolling vertically over 2000 pt, and inside it a 375 × 200 carousel
/// scrolling horizontally over 1564 pt.
func carouselInAPage(carouselOffsetX: Double = 316) -> NestedScrollViews {
  var page = ScrollView(size: Size(width: 375, height: 667))
  page.contentSize = Size(width: 375, height: 2000)
  var carousel = ScrollView(size: Size(width: 375, height: 200))
  carousel.contentSize = Size(width: 1564, height: 200)
  carousel.contentOffset = Point(x: carouselOffsetX, y: 0)
  return NestedScrollViews(outer: page, inner: carousel)
}

@Suite struct NestedDragTests {
  @Test func aDragFlatterThan45DegreesGoesToTheHorizontalCarousel() {
    var pair = carouselInAPage()
    pair.drag(translation: Point(x: -60, y: -20))
    #expect(pair.owner == .inner)
    #expect(pair.inner.contentOffset == Point(x: 376, y: 0))
    #expect(pair.outer.contentOffset == .zero)
  }

  @Test func aSteeperDragGoesToThePageAndTheCarouselKeepsStill() {
    var pair = carouselInAPage()
    pair.drag(translation: Point(x: -20, y: -60))
    #expect(pair.owner == .outer)
    #expect(pair.outer.contentOffset == Point(x: 0, y: 60))
    #expect(pair.inner.contentOffset == Point(x: 316, y: 0))
  }

  @Test func exactly45DegreesGoesToTheInnerView() {
    let pair = carouselInAPage()
    #expect(pair.dragOwner(forFirstMovement: Point(x: -40, y: -40)) == .inner)
  }

  @Test func theFirstMovementDecidesForTheWholeDrag() {
    var pair = carouselInAPage()
    pair.drag(translation: Point(x: -60, y: -20))
    pair.drag(translation: Point(x: -70, y: -200))
    #expect(pair.owner == .inner)
    #expect(pair.outer.contentOffset == .zero)
    #expect(pair.inner.contentOffset.x == 386)
  }

  @Test func anInnerViewThatScrollsBothWaysTakesEveryDrag() {
    var pair = carouselInAPage()
    pair.inner.contentSize = Size(width: 1564, height: 800)
    #expect(pair.dragOwner(forFirstMovement: Point(x: -5, y: -80)) == .inner)
  }

  @Test func theHandOffNeedsAParentThatScrollsOnThatAxis() {
    // The carousel at its right end (1564 − 375 = 1189), dragged 50 pt further left: the page
    // cannot scroll horizontally, so the carousel rubber-bands instead.
    var pair = carouselInAPage(carouselOffsetX: 1189)
    pair.drag(translation: Point(x: -50, y: 0))
    #expect(pair.outer.contentOffset == .zero)
    #expect(pair.inner.contentOffset.x > 1189)
    #expect(pair.inner.contentOffset.x < 1189 + 50)
    pair.endDrag()
    pair.settle()
    #expect(pair.inner.contentOffset.x == 1189)
  }

  @Test func aNewDragDecidesAgain() {
    var pair = carouselInAPage()
    pair.drag(translation: Point(x: -20, y: -60))
    pair.endDrag()
    pair.drag(translation: Point(x: -60, y: 0))
    #expect(pair.owner == .inner)
    #expect(pair.inner.contentOffset.x == 376)
    #expect(pair.outer.contentOffset.y == 60)
  }

  @Test func codeThatMovesAnOffsetMidDragIsRespected() {
    // A scrollViewDidScroll(_:) that moves what the inner view scrolled over to the outer one.
    var outer = ScrollView(size: Size(width: 375, height: 667))
    outer.contentSize = Size(width: 375, height: 867)
    var inner = ScrollView(size: Size(width: 375, height: 667))
    inner.contentSize = Size(width: 375, height: 3000)
    var pair = NestedScrollViews(outer: outer, inner: inner)
    for step in 1...4 {
      pair.drag(translation: Point(x: 0, y: Double(step) * -25))
      let moved = min(pair.inner.contentOffset.y, 200 - pair.outer.contentOffset.y)
      pair.outer.contentOffset.y += moved
      pair.inner.contentOffset.y -= moved
    }
    #expect(pair.outer.contentOffset.y == 100)
    #expect(pair.inner.contentOffset.y == 0)
    pair.drag(translation: Point(x: 0, y: -125))
    #expect(pair.inner.contentOffset.y == 25)
    #expect(pair.outer.contentOffset.y == 100)
  }
}
