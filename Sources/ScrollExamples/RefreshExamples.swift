// Pull to refresh (article 13): the inset a refreshing control adds, the pull that starts a
// refresh, beginRefreshing() without a scroll, and when to call endRefreshing().
import NotesCore
import ScrollLayout
import ScrollModel

/// The examples' list: 393 × 852 over 2000 pt of content under a navigation bar (top safe area
/// 103 = 59 + 44, bottom 34), with a refresh control.
func listUnderANavigationBar() -> UIScrollView {
  let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
  list.contentSize = CGSize(width: 393, height: 2000)
  list.safeAreaInsets = UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0)
  list.refreshControl = UIRefreshControl()
  return list
}

enum RefreshExamples {
  static let all: [Example] = [pullToRefresh, beginRefreshing, endTiming]

  /// `contentOffset.y` and `adjustedContentInset.top` as the nested paths the prose reads.
  static func state(_ offsetY: CGFloat, _ insetTop: CGFloat, _ extra: KeyValuePairs<String, any ExampleValue> = [:]) -> JSONValue {
    .object(
      [
        JSONMember(key: "contentOffset", value: object(["y": offsetY])),
        JSONMember(key: "adjustedContentInset", value: object(["top": insetTop])),
      ] + extra.map { JSONMember(key: $0.key, value: $0.value.json) })
  }

  static let pullToRefresh = Example(
    id: "refresh.pull-to-refresh", en: "A pull that refreshes, step by step", zh: "一次下拉刷新的每一步",
    apis: [
      "UIScrollView.refreshControl", "UIRefreshControl.isRefreshing",
      "UIRefreshControl.endRefreshing()", "UIScrollView.adjustedContentInset",
    ]
  ) { out in
    // example: refresh.pull-to-refresh
    // 导航栏下 393 × 852 的列表：顶部安全区域 103 pt（59 + 44），挂着 UIRefreshControl()。
    // A 393 × 852 list under a navigation bar: a top safe area of 103 pt (59 + 44), with a UIRefreshControl().
    let list = listUnderANavigationBar()

    // 手指按下，越过 10 pt 的门槛后每 50 毫秒向下移动 50 pt。
    // The finger touches down, passes the 10 pt threshold, then moves 50 pt down every 50 ms.
    var finger = Finger(on: list)
    finger.down(at: CGPoint(x: 200, y: 150), over: nil, time: 0)
    finger.move(to: CGPoint(x: 200, y: 160), time: 0.02)
    var steps: [(travel: CGFloat, offset: CGFloat, inset: CGFloat, refreshing: Bool)] = []
    for step in 1...10 {
      let y = 160 + CGFloat(step) * 50
      finger.move(to: CGPoint(x: 200, y: y), time: 0.02 + Double(step) * 0.05)
      steps.append((y - 150, list.contentOffset.y, list.adjustedContentInset.top, list.refreshControl!.isRefreshing))
    }
    // 手指停住后抬起；内容弹回到新的顶部，刷新控件留在视野里。
    // The finger rests, then lifts; the content springs back to the new top and the control stays in view.
    finger.up(time: 1.0)
    list.model.settle()
    let whileRefreshing = (offset: list.contentOffset.y, inset: list.adjustedContentInset.top)

    // 数据到了：结束刷新。
    // The data has arrived: end the refresh.
    list.refreshControl?.endRefreshing()
    let rightAfterEnd = (offset: list.contentOffset.y, inset: list.adjustedContentInset.top)
    list.model.settle()
    // end example
    let triggered = steps.firstIndex { $0.refreshing }!
    out.record("safeAreaTop", list.safeAreaInsets.top)
    out.record("controlHeight", list.refreshControl!.height)
    out.record("triggerDistance", RefreshControl.triggerDistance(scrollViewHeight: 852))
    out.record("steps", JSONValue.array(steps.map { step in
      state(step.offset, step.inset, [
        "fingerTravel": step.travel,
        "pulledPastTop": -step.inset + (step.refreshing ? list.refreshControl!.height : 0) - step.offset,
        "isRefreshing": step.refreshing,
      ])
    }))
    out.record("trigger", object([
      "step": triggered + 1, "fingerTravel": steps[triggered].travel,
      "pulledPastTop": -103 - steps[triggered].offset, "previousPulledPastTop": -103 - steps[triggered - 1].offset,
    ]))
    out.record("valueChangedCount", list.refreshControl!.valueChangedCount)
    out.record("whileRefreshing", state(whileRefreshing.offset, whileRefreshing.inset))
    out.record("rightAfterEnd", state(rightAfterEnd.offset, rightAfterEnd.inset))
    out.record("afterEnd", state(list.contentOffset.y, list.adjustedContentInset.top, [
      "didEnd": EndingExamples.endingNames(list.delegateEvents.suffix(1)),
    ]))
    var points: [(x: Double, y: Double)] = [(0, -103)]
    points += steps.enumerated().map { (Double($0.offset + 1), $0.element.offset) }
    out.record("figure", Figure.curve(
      x: ("step of the pull", "下拉的步数"), y: ("points", "点"),
      series: [
        Figure.Series(en: "contentOffset.y", zh: "contentOffset.y", points: points),
        Figure.Series(
          en: "−adjustedContentInset.top (the top of the range)", zh: "−adjustedContentInset.top（范围的顶端）",
          points: [(0, -103)] + steps.enumerated().map { (Double($0.offset + 1), -$0.element.inset) }),
      ]))
  }

  static let beginRefreshing = Example(
    id: "refresh.begin-refreshing", en: "beginRefreshing() does not scroll", zh: "beginRefreshing() 不会滚动",
    apis: [
      "UIRefreshControl.beginRefreshing()", "UIRefreshControl.isRefreshing", "UIScrollView.refreshControl",
      "UIScrollView.setContentOffset(_:animated:)",
    ]
  ) { out in
    // example: refresh.begin-refreshing
    // 导航栏下 393 × 852 的列表：顶部安全区域 103 pt（59 + 44），挂着 UIRefreshControl()。
    // A 393 × 852 list under a navigation bar: a top safe area of 103 pt (59 + 44), with a UIRefreshControl().
    let list = listUnderANavigationBar()
    let before = (offset: list.contentOffset.y, inset: list.adjustedContentInset.top)

    // 页面打开时自动加载：代码自己开始刷新。
    // Loading when the screen opens: code starts the refresh itself.
    list.refreshControl?.beginRefreshing()
    let afterBegin = (offset: list.contentOffset.y, inset: list.adjustedContentInset.top, shown: list.model.refreshControlVisibleHeight)

    // 让刷新控件露出来：滚到新的顶部。
    // Bring the control into view: scroll to the new top.
    list.setContentOffset(CGPoint(x: 0, y: -list.adjustedContentInset.top), animated: true)
    list.model.settle()
    // end example
    out.record("before", state(before.offset, before.inset))
    out.record("afterBegin", state(afterBegin.offset, afterBegin.inset, ["visibleHeight": afterBegin.shown]))
    out.record("valueChangedCount", list.refreshControl!.valueChangedCount)
    out.record("afterScroll", state(list.contentOffset.y, list.adjustedContentInset.top, [
      "visibleHeight": list.model.refreshControlVisibleHeight,
    ]))
    out.record("figure", Figure.scrollScene(list.model))
  }

  static let endTiming = Example(
    id: "refresh.end-timing", en: "When the data arrives", zh: "数据到达的时机",
    apis: ["UIRefreshControl.endRefreshing()", "UIRefreshControl.isRefreshing", "UIScrollView.isTracking"]
  ) { out in
    // example: refresh.end-timing
    // 1. 数据在手指还按着时到达：手指把内容拉下 450 pt 后停住。
    // 1. The data arrives while the finger still holds the content, pulled 450 pt down.
    let held = listUnderANavigationBar()
    var finger = Finger(on: held)
    finger.down(at: CGPoint(x: 200, y: 150), over: nil, time: 0)
    finger.move(to: CGPoint(x: 200, y: 160), time: 0.02)
    finger.move(to: CGPoint(x: 200, y: 610), time: 0.3)
    let heldBeforeEnd = held.contentOffset.y
    held.refreshControl?.endRefreshing()
    let heldAfterEnd = (offset: held.contentOffset.y, inset: held.adjustedContentInset.top, animating: held.isScrollAnimating)
    finger.up(time: 0.8)
    held.model.settle()

    // 2. 用户已经往下读了：刷新开始后滚到 600 处，数据才到。
    // 2. The user has read on: after the refresh started the list was scrolled to 600, then the data arrives.
    let readOn = listUnderANavigationBar()
    readOn.refreshControl?.beginRefreshing()
    readOn.contentOffset = CGPoint(x: 0, y: 600)
    readOn.refreshControl?.endRefreshing()
    // end example
    out.record("held", object([
      "beforeEnd": object(["contentOffset": object(["y": heldBeforeEnd])]),
      "afterEnd": state(heldAfterEnd.offset, heldAfterEnd.inset, ["isScrollAnimating": heldAfterEnd.animating]),
      "afterRelease": object(["contentOffset": object(["y": held.contentOffset.y])]),
      "didEnd": EndingExamples.endingNames(held.delegateEvents),
    ]))
    out.record("readOn", state(readOn.contentOffset.y, readOn.adjustedContentInset.top, [
      "isScrollAnimating": readOn.isScrollAnimating,
    ]))
  }
}
