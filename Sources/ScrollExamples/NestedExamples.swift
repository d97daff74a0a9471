// A scroll view inside a scroll view (article 12): which of the two takes a diagonal drag, and
// the sticky profile page, whose outer scroll view gives up its header before the list inside
// it scrolls.
import NotesCore
import ScrollLayout
import ScrollModel

// example: nested.sticky-profile
// 个人主页：外层滚动视图里是 200 pt 高的头部，下面是铺满屏幕的列表（内层滚动视图）。
// A profile page: the outer scroll view holds a 200 pt header and, below it, a list (the inner scroll view) as tall as the screen.
struct ProfilePage {
  var headerHeight: CGFloat = 200
  var pair: NestedScrollViews

  init(transfersVerticalScrollingToParent: Bool = true) {
    let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    // 外层内容 = 头部 + 列表的高度，所以外层最多滚动 200 pt：正好把头部滚走。
    // Outer content = header + list height, so the outer view scrolls at most 200 pt: exactly the header.
    page.contentSize = CGSize(width: 375, height: 200 + 667)
    let list = UIScrollView(frame: CGRect(x: 0, y: 200, width: 375, height: 667))
    list.contentSize = CGSize(width: 375, height: 3000)
    list.transfersVerticalScrollingToParent = transfersVerticalScrollingToParent
    pair = NestedScrollViews(outer: page.model, inner: list.model)
  }

  // 列表的 scrollViewDidScroll(_:)：头部还没滚走时，把列表刚滚过的距离交给外层。
  // The list's scrollViewDidScroll(_:): while the header still shows, hand what the list just scrolled to the outer view.
  mutating func listDidScroll() {
    let headerLeft = headerHeight - pair.outer.contentOffset.y
    let listScrolled = pair.inner.contentOffset.y
    guard listScrolled > 0, headerLeft > 0 else { return }
    let moved = min(listScrolled, headerLeft)
    pair.outer.contentOffset.y += moved
    pair.inner.contentOffset.y -= moved
  }

  // 手指在列表上移动；translation 是从按下起的总位移（向上为负）。
  // The finger moves on the list; translation is its movement since it touched down (up is negative).
  mutating func drag(by translation: CGFloat) {
    pair.drag(translation: CGPoint(x: 0, y: translation))
    listDidScroll()
  }
}
// end example

enum NestedExamples {
  static let all: [Example] = [diagonalDrag, stickyProfile]

  static let diagonalDrag = Example(
    id: "nested.diagonal-drag", en: "Which scroll view takes a diagonal drag", zh: "斜向拖动由哪个滚动视图接手",
    apis: [
      "UIScrollView.panGestureRecognizer", "UIScrollView.isDirectionalLockEnabled",
      "UIScrollView.transfersHorizontalScrollingToParent",
    ]
  ) { out in
    // example: nested.diagonal-drag
    // 竖直滚动的页面里嵌着一个横向滚动的轮播，轮播停在第二张卡片上（x = 316）。
    // A vertically scrolling page with a horizontal carousel inside it, resting on the second card (x = 316).
    func carouselInAPage() -> NestedScrollViews {
      let page = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      page.contentSize = CGSize(width: 375, height: 2000)
      let carousel = UIScrollView(frame: CGRect(x: 0, y: 120, width: 375, height: 200))
      carousel.contentSize = CGSize(width: 5 * 300 + 4 * 16, height: 200)
      carousel.contentOffset = CGPoint(x: 316, y: 0)
      return NestedScrollViews(outer: page.model, inner: carousel.model)
    }

    // 三次拖动，起步方向不同：偏水平、偏竖直、正好 45°。
    // Three drags that start in different directions: mostly across, mostly down the page, and exactly 45°.
    var flat = carouselInAPage()
    flat.drag(translation: CGPoint(x: -60, y: -20))
    var steep = carouselInAPage()
    steep.drag(translation: CGPoint(x: -20, y: -60))
    var diagonal = carouselInAPage()
    diagonal.drag(translation: CGPoint(x: -40, y: -40))

    // 偏水平地开始后，手指再往上移很多，页面也不动：起步决定了整次拖动。
    // Once a drag has started mostly across, moving the finger far up does not move the page: the start decides the whole drag.
    flat.drag(translation: CGPoint(x: -70, y: -200))
    // end example
    func record(_ key: String, _ pair: NestedScrollViews, firstMovement: CGPoint) {
      out.record(key, object([
        "firstMovement": firstMovement,
        "owner": pair.owner == .inner ? "inner" : "outer",
        "carouselOffset": pair.inner.contentOffset, "pageOffset": pair.outer.contentOffset,
      ]))
    }
    record("flat", flat, firstMovement: CGPoint(x: -60, y: -20))
    record("steep", steep, firstMovement: CGPoint(x: -20, y: -60))
    record("diagonal", diagonal, firstMovement: CGPoint(x: -40, y: -40))
    out.record("flatThenUp", object(["translation": CGPoint(x: -70, y: -200)]))
    out.record("startCarouselX", 316.0)
    out.record("figure", Figure.layout(
      viewport: Rect(x: 0, y: 0, width: 375, height: 667), contentSize: flat.outer.contentSize,
      frames: [
        (name: "carousel", frame: Rect(x: 0, y: 120, width: 375, height: 200)),
        (name: "list", frame: Rect(x: 0, y: 340, width: 375, height: 1660)),
      ]))
  }

  static let stickyProfile = Example(
    id: "nested.sticky-profile", en: "A profile page whose header scrolls away first", zh: "先滚走头部的个人主页",
    apis: [
      "UIScrollView.transfersVerticalScrollingToParent", "UIScrollViewDelegate.scrollViewDidScroll(_:)",
      "UIScrollView.contentOffset",
    ]
  ) { out in
    // Up 500 pt in 25 pt steps, then back down to 75 pt past where the finger started.
    let path: [CGFloat] = stride(from: -25, through: -500, by: -25).map { $0 } + stride(from: -475, through: 80, by: 25).map { $0 }
    var profile = ProfilePage()
    var samples: [(finger: CGFloat, page: CGFloat, list: CGFloat)] = []
    for translation in path {
      profile.drag(by: translation)
      samples.append((-translation, profile.pair.outer.contentOffset.y, profile.pair.inner.contentOffset.y))
    }
    func at(_ finger: CGFloat, returning: Bool = false) -> JSONValue {
      let sample = returning ? samples.last { $0.finger == finger }! : samples.first { $0.finger == finger }!
      return object(["finger": finger, "pageOffsetY": sample.page, "listOffsetY": sample.list])
    }
    out.record("headerHeight", profile.headerHeight)
    out.record("up", JSONValue.array([at(100), at(200), at(300), at(500)]))
    out.record("back", JSONValue.array([at(300, returning: true), at(100, returning: true), at(0, returning: true)]))
    out.record("pulledDown", object([
      "distance": path.last!, "pageOffsetY": samples.last!.page, "listOffsetY": samples.last!.list,
    ]))
    profile.pair.endDrag()
    profile.pair.settle()
    out.record("afterRelease", object([
      "pageOffsetY": profile.pair.outer.contentOffset.y, "listOffsetY": profile.pair.inner.contentOffset.y,
    ]))

    // The same pull down with transfersVerticalScrollingToParent off: the list bounces itself.
    var keeps = ProfilePage(transfersVerticalScrollingToParent: false)
    keeps.drag(by: 80)
    out.record("pulledDownWithoutTransfer", object([
      "pageOffsetY": keeps.pair.outer.contentOffset.y, "listOffsetY": keeps.pair.inner.contentOffset.y,
    ]))
    out.record("figure", Figure.curve(
      x: ("step of the drag", "拖动的步数"), y: ("contentOffset.y (pt)", "contentOffset.y（点）"),
      series: [
        Figure.Series(en: "page (outer)", zh: "页面（外层）", points: samples.enumerated().map { (Double($0.offset), $0.element.page) }),
        Figure.Series(en: "list (inner)", zh: "列表（内层）", points: samples.enumerated().map { (Double($0.offset), $0.element.list) }),
      ]))
  }
}
