// Pages that are not the width of the screen (article 11): 300 pt cards 16 pt apart, snapped
// in scrollViewWillEndDragging with paging off, neighbours that peek thanks to the content
// inset, and paging ignoring the same snapping.
import NotesCore
import ScrollLayout
import ScrollModel

// example: cards.snap-to-card
// 卡片轮播的代理方法 scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)。
// The card carousel's scrollViewWillEndDragging(_:withVelocity:targetContentOffset:).
struct CardSnapping {
  var cardWidth: CGFloat = 300
  var spacing: CGFloat = 16
  // 每往后一张卡片，偏移就增加这么多。
  // How far the offset moves from one card to the next.
  var pitch: CGFloat { cardWidth + spacing }

  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: inout CGPoint
  ) {
    let inset = scrollView.adjustedContentInset
    // 卡片 i 停靠时偏移为 i × pitch − inset.left；反过来，任一偏移对应第几张卡片（可以是小数）。
    // Card i rests at offset i × pitch − inset.left; the other way round, which card (fractional) an offset shows.
    func card(at x: CGFloat) -> CGFloat { (x + inset.left) / pitch }
    let current = card(at: scrollView.contentOffset.x)
    // 离惯性预计停下的位置最近的卡片。
    // The card nearest to where momentum would stop.
    var chosen = card(at: targetContentOffset.x).rounded()
    // 明显的轻扫至少翻一张，哪怕预计位置还没过半。
    // A clear flick turns at least one card, even if the projection is short of half-way.
    if velocity.x > 0.2 { chosen = max(chosen, current.rounded(.down) + 1) }
    if velocity.x < -0.2 { chosen = min(chosen, current.rounded(.up) - 1) }
    let lastCard = ((scrollView.contentSize.width + spacing) / pitch).rounded(.down) - 1
    chosen = min(max(chosen, 0), lastCard)
    // 最后几张卡片可能对不齐左边：停在最大偏移。
    // The last cards may not line up with the leading edge: stop at the largest offset.
    let maxX = scrollView.contentSize.width + inset.right - scrollView.bounds.width
    targetContentOffset.x = min(chosen * pitch - inset.left, maxX)
  }
}

// 一次松手：UIKit 给出的目标、代理改写后的目标、最终停下的位置，以及松手后每一帧的偏移。
// One release: the target UIKit proposed, the one the delegate set, where the content came to rest, and the offset every frame after.
struct CardFling {
  var proposedX: CGFloat = 0
  var requestedX: CGFloat = 0
  var restingX: CGFloat = 0
  var framesAfterRelease: [(ms: Double, x: CGFloat)] = []
  var scrollView: UIScrollView
}

// 5 张卡片放在 390 pt 宽的轮播里（3 倍屏），从第 startCard 张开始；把内容向左拖 60 pt，以 velocity（pt/ms）松手。
// Five cards in a 390 pt wide carousel (a 3x screen), starting on card startCard; the content is dragged 60 pt left and released at velocity pt/ms.
func flingCards(
  from startCard: CGFloat = 1, velocity: CGFloat, snapping: CardSnapping?, configure: (UIScrollView) -> Void = { _ in }
) -> CardFling {
  let carousel = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
  carousel.contentScaleFactor = 3
  carousel.contentSize = CGSize(width: 5 * 300 + 4 * 16, height: 200)
  // 翻页式的手感：更快停下。
  // A paging feel: momentum dies sooner.
  carousel.decelerationRate = .fast
  configure(carousel)
  carousel.contentOffset = CGPoint(x: startCard * (300 + 16) - carousel.adjustedContentInset.left, y: 0)
  var fling = CardFling(scrollView: carousel)

  var finger = Finger(on: carousel)
  finger.down(at: CGPoint(x: 300, y: 100), over: nil, time: 0)
  finger.move(to: CGPoint(x: 290, y: 100), time: 0.02)
  finger.move(to: CGPoint(x: 230, y: 100), time: 0.1)
  // 代理的 scrollViewWillEndDragging 在手指抬起时被调用。
  // The delegate's scrollViewWillEndDragging runs as the finger lifts.
  finger.up(time: 0.1, velocity: CGPoint(x: velocity, y: 0)) { scrollView, velocity, target in
    fling.proposedX = target.x
    snapping?.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: &target)
    fling.requestedX = target.x
  }
  // 逐帧推进，直到内容停下。
  // Step frame by frame until the content comes to rest.
  while carousel.model.isMoving {
    carousel.model.advance(to: carousel.model.time + 1.0 / 60)
    fling.framesAfterRelease.append(((carousel.model.time - 0.1) * 1000, carousel.contentOffset.x))
  }
  fling.restingX = carousel.contentOffset.x
  return fling
}
// end example

enum CardExamples {
  static let all: [Example] = [snapToCard, peeking, pagingIgnoresTarget]

  static let releaseVelocities: [CGFloat] = [0, 0.3, 2, 6, 10]

  static let snapToCard = Example(
    id: "cards.snap-to-card", en: "Snapping to 300-pt cards", zh: "对齐到 300 pt 宽的卡片",
    apis: [
      "UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)", "UIScrollView.decelerationRate",
      "UIScrollView.isPagingEnabled",
    ]
  ) { out in
    let snapping = CardSnapping()
    let releases = releaseVelocities.map { flingCards(velocity: $0, snapping: snapping) }
    let unsnapped = flingCards(velocity: 2, snapping: nil)
    let strip = releases[0].scrollView
    out.record("cardWidth", snapping.cardWidth)
    out.record("spacing", snapping.spacing)
    out.record("cardCount", Int(((strip.contentSize.width + snapping.spacing) / snapping.pitch).rounded()))
    out.record("viewWidth", strip.frame.width)
    out.record("pitch", snapping.pitch)
    out.record("startX", snapping.pitch)
    // Released with no velocity, the proposed target is where the finger let go.
    out.record("releasedAtX", releases[0].proposedX)
    out.record("maximumX", strip.contentOffsetRange.maximum.x)
    out.record("releases", JSONValue.array(zip(releaseVelocities, releases).map { velocity, fling in
      object([
        "velocity": velocity, "proposedX": fling.proposedX,
        "nearestCard": (fling.proposedX / snapping.pitch).rounded(), "requestedX": fling.requestedX,
        "restingX": fling.restingX, "restingCard": fling.restingX / snapping.pitch,
      ])
    }))
    out.record("withoutSnapping", object(["velocity": 2.0, "restingX": unsnapped.restingX]))
    func points(_ fling: CardFling) -> [(x: Double, y: Double)] {
      [(x: 0, y: 376)] + fling.framesAfterRelease.map { (x: ($0.ms).rounded(), y: $0.x) }
    }
    out.record("figure", Figure.curve(
      x: ("time after release (ms)", "松手后的时间（毫秒）"), y: ("contentOffset.x (pt)", "contentOffset.x（点）"),
      series: [
        Figure.Series(en: "snapped to a card, 2 pt/ms", zh: "对齐到卡片，2 pt/ms", points: points(releases[2])),
        Figure.Series(en: "no snapping, 2 pt/ms", zh: "不对齐，2 pt/ms", points: points(unsnapped)),
      ]))
  }

  static let peeking = Example(
    id: "cards.peeking", en: "Neighbours that peek", zh: "露出左右相邻的卡片",
    apis: ["UIScrollView.contentInset", "UIScrollView.adjustedContentInset", "UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"]
  ) { out in
    // example: cards.peeking
    let snapping = CardSnapping()
    // 两侧的边距让卡片停在正中：(390 − 300) / 2。
    // Side insets that make a card rest in the middle: (390 − 300) / 2.
    let side = (390 - snapping.cardWidth) / 2
    let fling = flingCards(from: 2, velocity: 1, snapping: snapping) { carousel in
      carousel.contentInset = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
    let carousel = fling.scrollView
    // 每张卡片停靠时的偏移，以及偏移的合法范围。
    // Each card's resting offset, and the valid offset range.
    let restingOffsets = (0..<5).map { CGFloat($0) * snapping.pitch - side }
    let range = carousel.contentOffsetRange
    // 停下后，左右两张卡片各露出的宽度。
    // How much of each neighbour shows once it rests.
    let peek = side - snapping.spacing
    // end example
    out.record("startCard", 2)
    out.record("releaseVelocity", 1.0)
    out.record("side", side)
    out.record("peek", peek)
    out.record("adjustedContentInset", carousel.adjustedContentInset)
    out.record("restingOffsets", restingOffsets)
    out.record("contentOffsetRange", range)
    out.record("proposedX", fling.proposedX)
    out.record("requestedX", fling.requestedX)
    out.record("restingX", fling.restingX)
    out.record("restingCard", (fling.restingX + side) / snapping.pitch)
    out.record("figure", Figure.layout(
      viewport: Rect(x: fling.restingX, y: 0, width: 390, height: 200), contentSize: carousel.contentSize,
      frames: (0..<5).map { (name: "card \($0)", frame: Rect(x: Double($0) * snapping.pitch, y: 20, width: 300, height: 160)) }))
  }

  static let pagingIgnoresTarget = Example(
    id: "cards.paging-ignores-target", en: "Paging keeps its own page", zh: "分页时改写目标无效",
    apis: ["UIScrollView.isPagingEnabled", "UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)"]
  ) { out in
    // example: cards.paging-ignores-target
    let fling = flingCards(velocity: 1, snapping: CardSnapping()) { carousel in
      carousel.isPagingEnabled = true
    }
    let console = fling.scrollView.model.consoleMessages.map(\.text)
    // end example
    out.record("pageWidth", fling.scrollView.frame.width)
    out.record("proposedX", fling.proposedX)
    out.record("requestedX", fling.requestedX)
    out.record("restingX", fling.restingX)
    out.record("consoleMessages", console)
  }
}
