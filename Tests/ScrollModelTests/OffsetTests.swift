import ScrollModel
import Testing

@Suite struct OffsetTests {
  @Test func offsetIsBoundsOrigin() {
    var view = ScrollView(size: Size(width: 320, height: 480))
    view.contentSize = Size(width: 320, height: 960)
    view.contentOffset = Point(x: 0, y: 123)
    #expect(view.bounds.origin == Point(x: 0, y: 123))
    view.bounds.origin = Point(x: 0, y: 7)
    #expect(view.contentOffset == Point(x: 0, y: 7))
  }

  @Test(arguments: [
    ("offset-range", 1367.0, -64.0, 700.0),
    ("offset-range-short", 300.0, -64.0, -64.0),
  ])
  func matchesTheOffsetRangeScenario(id: String, contentHeight: Double, minimum: Double, maximum: Double) {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentInset.top = 64
    view.contentSize = Size(width: 375, height: contentHeight)
    #expect(view.adjustedContentInset.top == 64)
    #expect(view.contentOffsetRange.minimum.y == minimum)
    #expect(view.contentOffsetRange.maximum.y == maximum)
  }

  @Test func plainViewBoundsOriginScrollsOverContentMinusViewport() {
    var view = ScrollView(size: Size(width: 320, height: 480))
    view.contentSize = Size(width: 320, height: 960)
    let range = view.contentOffsetRange
    #expect(range.minimum.y == 0)
    #expect(range.maximum.y == 480)
    #expect(view.contentSize.height == view.bounds.height + range.maximum.y)
    #expect(range.clamped(Point(x: 0, y: 1000)).y == 480)
    #expect(range.clamped(Point(x: 0, y: -5)).y == 0)
  }

  @Test func assigningAnOffsetDoesNotClamp() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 1000)
    view.contentOffset = Point(x: 0, y: -150)
    #expect(view.contentOffset.y == -150)
    view.contentOffset = Point(x: 0, y: 5000)
    #expect(view.contentOffset.y == 5000)
  }

  @Test func shrinkingContentClampsTheOffset() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.contentOffset = Point(x: 0, y: 1200)
    view.contentSize = Size(width: 375, height: 1000)
    #expect(view.contentOffset.y == 333)
    view.contentSize = Size(width: 375, height: 300)
    #expect(view.contentOffset.y == 0, "content that fits rests at the minimum")
  }

  @Test func keepsAPullPastTheTopWhileTracking() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.touchDown(at: Point(x: 100, y: 100), time: 0)
    view.touchMoved(to: Point(x: 100, y: 150), time: 0.05)
    view.touchMoved(to: Point(x: 100, y: 250), time: 0.1)
    #expect(view.contentOffset.y < 0)
    let pulled = view.contentOffset.y
    view.contentSize = Size(width: 375, height: 2100)
    #expect(view.contentOffset.y == pulled)
  }

  @Test(arguments: [(1.0, 10.4, 10.0), (2.0, 10.3, 10.5), (3.0, 10.2, 10.0 + 1.0 / 3.0)])
  func roundsOffsetsToThePixelGrid(scale: Double, proposed: Double, expected: Double) {
    var view = ScrollView(size: Size(width: 100, height: 100))
    view.displayScale = scale
    view.contentOffset = Point(x: 0, y: proposed)
    #expect((view.contentOffset.y - expected).magnitude < 1e-12)
  }

  @Test(arguments: propertySeeds)
  func offsetRangeIsNeverInverted(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<500 {
      let range = ContentOffsetRange(
        contentSize: Size(width: random.double(in: 0...5000), height: random.double(in: 0...5000)),
        boundsSize: Size(width: random.double(in: 0...2000), height: random.double(in: 0...2000)),
        adjustedInset: EdgeInsets(
          top: random.double(in: -200...200), left: random.double(in: -200...200), bottom: random.double(in: -200...200),
          right: random.double(in: -200...200)))
      #expect(range.maximum.x >= range.minimum.x)
      #expect(range.maximum.y >= range.minimum.y)
      let clamped = range.clamped(Point(x: random.double(in: -1e4...1e4), y: random.double(in: -1e4...1e4)))
      #expect(range.contains(clamped))
    }
  }

  @Test func setContentOffsetWithoutAnimationReportsOnlyDidScroll() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.setContentOffset(Point(x: 0, y: 300), animated: false)
    #expect(view.events == [.didScroll(Point(x: 0, y: 300))])
  }

  @Test func animatedSetContentOffsetEndsWithDidEndScrollingAnimation() {
    var view = ScrollView(size: Size(width: 375, height: 667))
    view.contentSize = Size(width: 375, height: 2000)
    view.setContentOffset(Point(x: 0, y: 300), animated: true)
    #expect(view.isScrollAnimating)
    #expect(view.contentOffset.y == 0, "nothing moves before the clock runs")
    view.advance(to: 0.1)
    #expect(view.contentOffset.y > 0 && view.contentOffset.y < 300)
    view.settle()
    #expect(view.contentOffset.y == 300)
    #expect(!view.isScrollAnimating)
    #expect(view.events.last == .didEndScrollingAnimation)
    #expect(view.events.dropLast().allSatisfy { if case .didScroll = $0 { true } else { false } })
  }
}
