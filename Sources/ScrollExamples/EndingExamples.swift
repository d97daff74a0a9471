// Knowing when scrolling has ended (article 10): every way a scroll can end, the callback that
// says so, a touch that catches moving content, and one scrollingDidEnd() fed by all of them.
import NotesCore
import ScrollLayout
import ScrollModel

enum EndingExamples {
  static let all: [Example] = [userPaths, tapToStop, codePaths, scrollingDidEnd]

  /// The callbacks that close a scroll, as the site prints them, joined in order; "—" when
  /// none came.
  static func endingNames(_ events: some Collection<DelegateEvent>) -> String {
    let endings = events.filter {
      switch $0 {
      case .didEndDragging(willDecelerate: false), .didEndDecelerating, .didEndScrollingAnimation, .didScrollToTop: true
      default: false
      }
    }
    return endings.isEmpty ? "—" : PhysicsExamples.collapsedNames(Array(endings)).joined(separator: " → ")
  }

  /// What one path reports: its callbacks in order and the one(s) saying it ended.
  static func report(_ events: some Collection<DelegateEvent>, _ extra: KeyValuePairs<String, any ExampleValue> = [:]) -> JSONValue {
    var members = [
      JSONMember(key: "events", value: PhysicsExamples.collapsedNames(Array(events)).json),
      JSONMember(key: "didEnd", value: endingNames(events).json),
    ]
    members += extra.map { JSONMember(key: $0.key, value: $0.value.json) }
    return .object(members)
  }

  static let userPaths = Example(
    id: "ending.user-paths", en: "How a user's scroll ends", zh: "用户的滚动如何结束",
    apis: [
      "UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)", "UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)",
      "UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)", "UIScrollView.isPagingEnabled",
    ]
  ) { out in
    // example: ending.user-paths
    func list() -> UIScrollView {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      scrollView.contentSize = CGSize(width: 375, height: 5000)
      return scrollView
    }

    // 1. 手指向上移动 200 pt，停住 0.5 秒后才抬起：没有速度。
    // 1. The finger moves 200 pt up and rests for 0.5 s before lifting: no velocity.
    let rested = list()
    Finger.drag(rested, from: CGPoint(x: 180, y: 500), to: CGPoint(x: 180, y: 300))
    rested.model.settle()

    // 2. 轻扫：同样的拖动，手指以 2 pt/ms 的速度抬起。
    // 2. A flick: the same drag, and the finger lifts at 2 pt/ms.
    let flicked = list()
    Finger.drag(flicked, from: CGPoint(x: 180, y: 500), to: CGPoint(x: 180, y: 300), releaseVelocity: CGPoint(x: 0, y: 2))
    flicked.model.settle()

    // 3. 在顶部，手指向下移动 130 pt，停住后松手：没有速度，但内容在边缘之外。
    // 3. At the top the finger moves 130 pt down and rests, then lifts: no velocity, but the content is past the edge.
    let pulled = list()
    Finger.drag(pulled, from: CGPoint(x: 180, y: 200), to: CGPoint(x: 180, y: 330))
    pulled.model.settle()

    // 4. 打开分页，拖过半页后停住再松手。
    // 4. Paging on, dragged past half a page, held, then released.
    let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    pager.contentSize = CGSize(width: 375 * 3, height: 667)
    pager.isPagingEnabled = true
    Finger.drag(pager, from: CGPoint(x: 300, y: 300), to: CGPoint(x: 90, y: 300))
    pager.model.settle()
    // end example
    out.record("restThenLift", report(rested.delegateEvents, ["contentOffset": rested.contentOffset]))
    out.record("flick", report(flicked.delegateEvents, ["contentOffset": flicked.contentOffset]))
    out.record("pullPastTheTop", report(pulled.delegateEvents, ["contentOffset": pulled.contentOffset]))
    out.record("paging", report(pager.delegateEvents, ["contentOffset": pager.contentOffset]))
  }

  static let tapToStop = Example(
    id: "ending.tap-to-stop", en: "A touch stops the glide", zh: "手指按住，滑行停止",
    apis: ["UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)", "UIScrollView.isTracking", "UIScrollView.isDecelerating"]
  ) { out in
    // example: ending.tap-to-stop
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 5000)
    // 轻扫：在 0.1 秒时以 2 pt/ms 松手。
    // A flick, released at 0.1 s at 2 pt/ms.
    Finger.drag(scrollView, from: CGPoint(x: 180, y: 500), to: CGPoint(x: 180, y: 300), releaseVelocity: CGPoint(x: 0, y: 2))

    // 滑行 0.3 秒后，手指再次按下，0.1 秒后原地抬起。
    // 0.3 s into the glide the finger touches down again and lifts 0.1 s later without moving.
    scrollView.model.advance(to: 0.4)
    let beforeTap = scrollView.delegateEvents.count
    var tap = Finger(on: scrollView)
    tap.down(at: CGPoint(x: 180, y: 300), over: nil, time: 0.4)
    let atTouchDown = (isTracking: scrollView.isTracking, isDecelerating: scrollView.isDecelerating)
    let caughtAt = scrollView.contentOffset
    tap.up(time: 0.5)
    scrollView.model.settle()
    // end example
    // The tap at 0.4 s, the release at 0.1 s (Finger.drag lifts 100 ms after touching down).
    out.record("touchDownMsAfterRelease", ((0.4 - 0.1) * 1000).rounded())
    out.record("afterTouchDown", report(scrollView.delegateEvents[beforeTap...]))
    out.record("atTouchDown", object(["isTracking": atTouchDown.isTracking, "isDecelerating": atTouchDown.isDecelerating]))
    out.record("caughtAt", object(["contentOffset": caughtAt]))
    out.record("contentOffset", scrollView.contentOffset)
    // The same glide left alone, stepped frame by frame with the model's momentum from where
    // the finger let go, for the figure.
    var releasedAt = 0.0
    for event in scrollView.delegateEvents {
      if case .didScroll(let offset) = event { releasedAt = offset.y }
      if case .willEndDragging = event { break }
    }
    let alone = glide(from: releasedAt, velocity: 2, maximum: 5000 - 667)
    let settledMs = alone.last?.x ?? 0
    out.record("leftAlone", object(["offsetY": alone.last?.y ?? 0, "settledMsAfterRelease": settledMs]))
    let caught = alone.filter { $0.x < 300 } + [(x: 300, y: caughtAt.y), (x: settledMs, y: caughtAt.y)]
    out.record("figure", Figure.curve(
      x: ("time after release (ms)", "松手后的时间（毫秒）"), y: ("contentOffset.y (pt)", "contentOffset.y（点）"),
      series: [
        Figure.Series(en: "left alone", zh: "任其滑行", points: alone),
        Figure.Series(en: "touched 300 ms after release", zh: "松手 300 毫秒后按住", points: caught),
      ]))
  }

  /// Offset over time (ms since release) of content gliding from `offset` at `velocity` pt/ms
  /// with the default rate, stepped one 60 Hz frame at a time like the model's deceleration.
  static func glide(from offset: Double, velocity: Double, maximum: Double) -> [(x: Double, y: Double)] {
    var state = Momentum.AxisState(offset: offset, velocity: velocity)
    var points: [(x: Double, y: Double)] = [(0, offset)]
    var frames = 0.0
    while !state.isSettled && frames < 600 {
      state = Momentum.step(state, milliseconds: 1000 / 60, minimum: 0, maximum: maximum, rate: .normal, bounces: true)
      frames += 1
      points.append(((frames * 1000 / 60).rounded(), state.offset))
    }
    return points
  }

  static let codePaths = Example(
    id: "ending.code-paths", en: "How a scroll from code ends", zh: "代码发起的滚动如何结束",
    apis: [
      "UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)", "UIScrollViewDelegate.scrollViewDidScrollToTop(_:)",
      "UIScrollView.setContentOffset(_:animated:)", "UIScrollView.scrollRectToVisible(_:animated:)",
      "UIScrollView.scrollsToTop",
    ]
  ) { out in
    // example: ending.code-paths
    func list(at y: CGFloat) -> UIScrollView {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      scrollView.contentSize = CGSize(width: 375, height: 5000)
      scrollView.contentOffset = CGPoint(x: 0, y: y)
      // 只记录从这里开始的回调。
      // Keep only the callbacks from here on.
      scrollView.model.events.removeAll()
      return scrollView
    }

    let animated = list(at: 0)
    animated.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
    animated.model.settle()

    let immediate = list(at: 0)
    immediate.setContentOffset(CGPoint(x: 0, y: 800), animated: false)

    // 目标就是当前位置：没有动画。
    // The target is where it already is: no animation.
    let alreadyThere = list(at: 800)
    alreadyThere.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
    alreadyThere.model.settle()

    let rect = list(at: 0)
    rect.scrollRectToVisible(CGRect(x: 0, y: 1200, width: 375, height: 44), animated: true)
    rect.model.settle()

    // 点击状态栏；代理没有实现 scrollViewShouldScrollToTop(_:)，按 true 处理。
    // A tap on the status bar; the delegate leaves scrollViewShouldScrollToTop(_:) out, which counts as true.
    let toTop = list(at: 1500)
    toTop.delegate = ScrollViewDelegate()
    toTop.model.tapStatusBar()
    toTop.model.settle()

    let alreadyAtTop = list(at: 0)
    alreadyAtTop.delegate = ScrollViewDelegate()
    alreadyAtTop.model.tapStatusBar()

    // 动画进行到 0.1 秒时，手指按下又抬起。
    // 0.1 s into the animation a finger touches down and lifts.
    let touched = list(at: 0)
    touched.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
    touched.model.advance(to: 0.1)
    var finger = Finger(on: touched)
    finger.down(at: CGPoint(x: 180, y: 300), over: nil, time: 0.1)
    finger.up(time: 0.2)
    touched.model.settle()
    // end example
    out.record("setContentOffsetAnimated", report(animated.delegateEvents, ["contentOffset": animated.contentOffset]))
    out.record("setContentOffsetNotAnimated", report(immediate.delegateEvents, ["contentOffset": immediate.contentOffset]))
    out.record("alreadyThere", report(alreadyThere.delegateEvents))
    out.record("scrollRectToVisibleAnimated", report(rect.delegateEvents, ["contentOffset": rect.contentOffset]))
    out.record("statusBarTap", report(toTop.delegateEvents, ["contentOffset": toTop.contentOffset]))
    out.record("statusBarTapAtTop", report(alreadyAtTop.delegateEvents))
    out.record("touchDuringAnimation", report(touched.delegateEvents, ["contentOffset": touched.contentOffset]))
    out.record("animationSeconds", ScrollView.scrollAnimationDuration)
  }

  static let scrollingDidEnd = Example(
    id: "ending.scrolling-did-end", en: "One scrollingDidEnd() for every ending", zh: "一个 scrollingDidEnd() 接住所有结束",
    apis: [
      "UIScrollViewDelegate", "UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)",
      "UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)", "UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)",
      "UIScrollViewDelegate.scrollViewDidScrollToTop(_:)", "UIScrollView.isScrollAnimating", "UIScrollView.isTracking",
    ]
  ) { out in
    // example: ending.scrolling-did-end
    final class ScrollEndObserver {
      struct Ending {
        var offsetY: CGFloat
        var isTracking: Bool
        // iOS 17.4 起可以直接问：是否还有任何运动。
        // From iOS 17.4 this can be asked directly: is anything still moving?
        var isStill: Bool
      }
      private(set) var endings: [Ending] = []

      func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        // decelerate 为 true 时内容还在动，稍后会收到 scrollViewDidEndDecelerating。
        // With decelerate true the content is still moving; scrollViewDidEndDecelerating follows.
        if !decelerate { scrollingDidEnd(scrollView) }
      }
      func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { scrollingDidEnd(scrollView) }
      func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { scrollingDidEnd(scrollView) }
      func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { scrollingDidEnd(scrollView) }

      func scrollingDidEnd(_ scrollView: UIScrollView) {
        let moving = scrollView.isDragging || scrollView.isDecelerating || scrollView.isScrollAnimating
        endings.append(Ending(offsetY: scrollView.contentOffset.y, isTracking: scrollView.isTracking, isStill: !moving))
      }
    }

    // 模型只记录回调、不调用代理；这个函数替 UIKit 把新记录的回调交给代理。
    // The model records callbacks instead of making them; this function makes the new ones, as UIKit would.
    let observer = ScrollEndObserver()
    var delivered = 0
    func deliver(_ scrollView: UIScrollView) {
      for event in scrollView.delegateEvents[delivered...] {
        switch event {
        case .didEndDragging(let decelerate): observer.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        case .didEndDecelerating: observer.scrollViewDidEndDecelerating(scrollView)
        case .didEndScrollingAnimation: observer.scrollViewDidEndScrollingAnimation(scrollView)
        case .didScrollToTop: observer.scrollViewDidScrollToTop(scrollView)
        default: break
        }
      }
      delivered = scrollView.delegateEvents.count
    }

    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 5000)
    var endingsPerScroll: [Int] = []
    func scroll(_ steps: () -> Void) {
      let before = observer.endings.count
      steps()
      scrollView.model.settle()
      deliver(scrollView)
      endingsPerScroll.append(observer.endings.count - before)
    }
    func drag(at time: Double, releaseVelocity: CGPoint? = nil) {
      Finger.drag(scrollView, from: CGPoint(x: 180, y: 500), to: CGPoint(x: 180, y: 300), at: time, releaseVelocity: releaseVelocity)
    }

    scroll { drag(at: 0) }
    scroll { drag(at: 10, releaseVelocity: CGPoint(x: 0, y: 2)) }
    // 轻扫后 0.3 秒按住：结束在手指还按着的时候报告。
    // A flick caught 0.3 s later: the end is reported while the finger is still down.
    scroll {
      drag(at: 20, releaseVelocity: CGPoint(x: 0, y: 2))
      scrollView.model.advance(to: 20.4)
      var tap = Finger(on: scrollView)
      tap.down(at: CGPoint(x: 180, y: 300), over: nil, time: 20.4)
      deliver(scrollView)
      tap.up(time: 20.5)
    }
    scroll { scrollView.setContentOffset(CGPoint(x: 0, y: 3000), animated: true) }
    scroll { scrollView.setContentOffset(CGPoint(x: 0, y: 2000), animated: false) }
    scroll { scrollView.model.tapStatusBar() }
    // end example
    let names = ["restThenLift", "flick", "caughtFlick", "setContentOffsetAnimated", "setContentOffsetNotAnimated", "statusBarTap"]
    out.record("endingsPerScroll", JSONValue.object(zip(names, endingsPerScroll).map { JSONMember(key: $0, value: $1.json) }))
    out.record("scrollCount", endingsPerScroll.count)
    out.record("totalEndings", observer.endings.count)
    out.record("allStill", observer.endings.allSatisfy(\.isStill))
    out.record("endings", JSONValue.array(observer.endings.map {
      object(["offsetY": $0.offsetY, "isTracking": $0.isTracking, "isStill": $0.isStill])
    }))
  }
}
