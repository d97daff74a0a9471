import ScrollModel
import Testing

/// Article 15: a 600 × 400 photo in a 375 × 667 scroll view, zoomed to scales where it is
/// smaller on both axes (0.5), only shorter (1), and larger on both (2).
@Suite struct CentringWhileZoomingTests {
  static let bounds = Size(width: 375, height: 667)
  static let photo = Size(width: 600, height: 400)

  func photoView() -> ScrollView {
    var view = ScrollView(size: Self.bounds)
    // A 2x screen: offsets land on half points.
    view.displayScale = 2
    view.delegate = ScrollViewDelegate(viewForZooming: Self.photo)
    view.contentSize = Self.photo
    view.minimumZoomScale = 0.5
    view.maximumZoomScale = 3
    return view
  }

  /// The classic scrollViewDidZoom(_:) fix: half the free space on each side of a short axis.
  func applyInsetFix(_ view: inout ScrollView) {
    let freeWidth = max(0, view.bounds.size.width - view.contentSize.width)
    let freeHeight = max(0, view.bounds.size.height - view.contentSize.height)
    view.contentInset = EdgeInsets(top: freeHeight / 2, left: freeWidth / 2, bottom: freeHeight / 2, right: freeWidth / 2)
  }

  @Test(arguments: [
    (0.5, EdgeInsets(top: 233.5, left: 37.5, bottom: 233.5, right: 37.5)),
    (1.0, EdgeInsets(top: 133.5, left: 0, bottom: 133.5, right: 0)),
    (2.0, EdgeInsets.zero),
  ])
  func theInsetFixLeavesHalfTheFreeSpaceOnEachShortSide(scale: Double, insets: EdgeInsets) {
    var view = photoView()
    view.setZoomScale(scale, animated: false)
    applyInsetFix(&view)
    #expect(view.contentInset == insets)
    #expect(view.adjustedContentInset == insets)
  }

  @Test func settingTheInsetLeavesTheOffsetWhereTheZoomPutIt() {
    var view = photoView()
    view.setZoomScale(0.5, animated: false)
    #expect(view.contentOffset == .zero)
    applyInsetFix(&view)
    #expect(view.contentOffset == .zero)
    // The range has collapsed onto the centred offset, and the offset lies outside it.
    #expect(view.contentOffsetRange.minimum == Point(x: -37.5, y: -233.5))
    #expect(view.contentOffsetRange.maximum == Point(x: -37.5, y: -233.5))
    #expect(!view.contentOffsetRange.contains(view.contentOffset))
    let movedAfterTheInset = view.events.drop { $0 != .didZoom(0.5) }.contains { if case .didScroll = $0 { true } else { false } }
    #expect(!movedAfterTheInset)
  }

  @Test func anOffsetOfMinusTheInsetCentresThePhoto() {
    var view = photoView()
    view.setZoomScale(0.5, animated: false)
    applyInsetFix(&view)
    view.contentOffset = Point(x: -view.contentInset.left, y: -view.contentInset.top)
    // The photo's centre (content point 150, 100 at scale 0.5) sits at the viewport's centre.
    #expect(Point(x: 150 - view.contentOffset.x, y: 100 - view.contentOffset.y) == Point(x: 187.5, y: 333.5))
  }

  @Test func zoomingInFromTheCentredPhotoKeepsItsCentreInTheMiddle() {
    var view = photoView()
    view.setZoomScale(0.5, animated: false)
    applyInsetFix(&view)
    view.contentOffset = Point(x: -37.5, y: -233.5)
    view.setZoomScale(2, animated: false)
    #expect(view.contentOffset == Point(x: 412.5, y: 66.5))
    applyInsetFix(&view)
    #expect(view.contentInset == .zero)
    #expect(view.contentOffset == Point(x: 412.5, y: 66.5))
  }

  @Test func aPinchClampsEachFrameIntoTheRangeTheLastFrameLeft() {
    var view = photoView()
    #expect(view.beginPinch() == nil)
    view.pinch(toScale: 0.6, around: Point(x: 187.5, y: 333.5))
    applyInsetFix(&view)
    view.pinch(toScale: 0.5, around: Point(x: 187.5, y: 333.5))
    // Clamped into the range of the 0.6 frame's insets: one frame behind the centre.
    #expect(view.contentOffset == Point(x: -7.5, y: -213.5))
    // Lifting the fingers leaves that last gap: no frame follows to clamp again.
    applyInsetFix(&view)
    view.endPinch()
    #expect(view.contentOffset == Point(x: -7.5, y: -213.5))
  }

  @Test func settingTheOffsetInEveryFrameLeavesNoGapAfterAPinch() {
    var view = photoView()
    #expect(view.beginPinch() == nil)
    for scale in [0.6, 0.5] {
      view.pinch(toScale: scale, around: Point(x: 187.5, y: 333.5))
      applyInsetFix(&view)
      view.contentOffset = Point(x: -view.contentInset.left, y: -view.contentInset.top)
    }
    view.endPinch()
    #expect(view.contentOffset == Point(x: -37.5, y: -233.5))
  }

  @Test func withoutInsetsTheOffsetOfSmallContentRestsAtZero() {
    // The layoutSubviews approach moves the zoomed view instead; the scroll view keeps no inset.
    var view = photoView()
    view.setZoomScale(0.5, animated: false)
    #expect(view.contentOffset == .zero)
    #expect(view.contentOffsetRange.minimum == .zero)
    #expect(view.contentOffsetRange.maximum == .zero)
  }

  @Test(arguments: [0.5, 1.0, 2.0])
  func aCentredAlignmentPointRestsWhereTheInsetFixRests(scale: Double) {
    var aligned = photoView()
    aligned.contentAlignmentPoint = Point(x: 0.5, y: 0.5)
    aligned.setZoomScale(scale, animated: false)
    var fixed = photoView()
    fixed.setZoomScale(scale, animated: false)
    applyInsetFix(&fixed)
    #expect(aligned.contentOffsetRange == fixed.contentOffsetRange)
    #expect(aligned.contentOffset == aligned.contentOffsetRange.clamped(aligned.contentOffset))
    #expect(aligned.adjustedContentInset.top == fixed.contentInset.top)
    #expect(aligned.adjustedContentInset.left == fixed.contentInset.left)
    // Only the leading edges carry the free space; contentInset itself stays zero.
    #expect(aligned.adjustedContentInset.bottom == 0)
    #expect(aligned.contentInset == .zero)
  }

  @Test func theAlignmentPointSharesOutOnlyTheSpaceTheInsetsLeave() {
    // After the symmetric fix nothing is left: the alignment point adds nothing.
    var both = photoView()
    both.contentAlignmentPoint = Point(x: 0.5, y: 0.5)
    both.setZoomScale(0.5, animated: false)
    applyInsetFix(&both)
    #expect(both.adjustedContentInset == both.contentInset)
    // After a fix on the top and left alone, half the free space is left and shared out again.
    var leadingOnly = photoView()
    leadingOnly.contentAlignmentPoint = Point(x: 0.5, y: 0.5)
    leadingOnly.setZoomScale(0.5, animated: false)
    leadingOnly.contentInset = EdgeInsets(top: 233.5, left: 37.5, bottom: 0, right: 0)
    #expect(leadingOnly.adjustedContentInset.top == 233.5 + 116.75)
    #expect(leadingOnly.adjustedContentInset.left == 37.5 + 18.75)
  }

  @Test func aCentredAlignmentPointMovesTheOffsetWithTheZoom() {
    var view = photoView()
    view.contentAlignmentPoint = Point(x: 0.5, y: 0.5)
    view.setZoomScale(0.5, animated: false)
    #expect(view.contentOffset == Point(x: -37.5, y: -233.5))
  }
}
