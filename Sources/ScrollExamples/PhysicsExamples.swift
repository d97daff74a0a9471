// Scrolling physics (article 05): the rubber band, no bounce, momentum, bounce-back, paging and
// the delegate calls on release. Curves are sampled from the model's own step functions.
import NotesCore
import ScrollLayout
import ScrollModel

enum PhysicsExamples {
  static let all: [Example] = [rubberBand, noBounce, decelerationProjection, bounceBack, paging, fingerUpOrder]

  static let rubberBand = Example(
    id: "physics.rubber-band", en: "Rubber-band resistance", zh: "橡皮筋阻尼",
    apis: ["UIScrollView.bounces", "UIScrollView.bouncesVertically"]
  ) { out in
    // example: physics.rubber-band
    // d：滚动视图的高度。
    // d: the scroll view's height.
    let viewportHeight = 960.0
    // 手指越过边缘的距离。
    // How far the finger went past the edge.
    let pulled: [Double] = [5, 10, 100, 400, 960]
    let overshoot = pulled.map { RubberBand.overshoot($0, dimension: viewportHeight) }
    // end example
    out.record("pulled", pulled)
    out.record("overshoot", overshoot)
    out.record("overshootRounded", overshoot.map { ($0 * 100).rounded() / 100 })
    let samples = stride(from: 0.0, through: 2 * viewportHeight, by: 40).map {
      (x: $0, y: RubberBand.overshoot($0, dimension: viewportHeight))
    }
    out.record("figure", Figure.curve(
      x: ("finger past the edge (pt)", "手指越界距离（点）"), y: ("displayed overshoot (pt)", "显示的越界距离（点）"),
      series: [
        Figure.Series(en: "rubber band, d = 960", zh: "橡皮筋，d = 960", points: samples),
        Figure.Series(en: "no resistance", zh: "无阻尼", points: samples.map { (x: $0.x, y: $0.x) }),
      ]))
  }

  static let noBounce = Example(
    id: "physics.no-bounce", en: "No bounce", zh: "关闭回弹",
    apis: ["UIScrollView.bounces", "UIScrollView.bouncesVertically"]
  ) { out in
    // example: physics.no-bounce
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.bounces = false
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 180, y: 200), over: nil, time: 0)
    // 拖动从这里开始。
    // The drag starts here.
    finger.move(to: CGPoint(x: 180, y: 210), time: 0.05)
    // 再往下 100 pt，越过顶部。
    // 100 pt further down, past the top.
    finger.move(to: CGPoint(x: 180, y: 310), time: 0.1)
    // end example
    out.record("contentOffset", scrollView.contentOffset)
    // The same pull with bouncing on, for comparison.
    let bouncing = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    bouncing.contentSize = CGSize(width: 375, height: 2000)
    var other = Finger(on: bouncing)
    other.down(at: CGPoint(x: 180, y: 200), over: nil, time: 0)
    other.move(to: CGPoint(x: 180, y: 210), time: 0.05)
    other.move(to: CGPoint(x: 180, y: 310), time: 0.1)
    out.record("withBounces", object(["contentOffset": bouncing.contentOffset]))
  }

  static let decelerationProjection = Example(
    id: "physics.deceleration-projection", en: "Projected glide distance", zh: "预计滑行距离",
    apis: ["UIScrollView.decelerationRate", "UIScrollView.DecelerationRate", "UIScrollView.isDecelerating"]
  ) { out in
    // example: physics.deceleration-projection
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    // 足够长，可以自由滑行。
    // Long enough to glide freely.
    scrollView.contentSize = CGSize(width: 375, height: 100_000)
    // 以 1 pt/ms（1000 pt/s）的速度松手。
    // Released at 1 pt/ms (1000 pt/s).
    let velocity = CGPoint(x: 0, y: 1)
    scrollView.decelerationRate = .normal
    let normal = scrollView.model.targetContentOffset(velocity: velocity).y
    scrollView.decelerationRate = .fast
    let fast = scrollView.model.targetContentOffset(velocity: velocity).y
    // end example
    out.record("velocity", velocity)
    out.record("normal", object(["rate": DecelerationRate.normal.rawValue, "distance": normal]))
    out.record("fast", object(["rate": DecelerationRate.fast.rawValue, "distance": fast]))
    out.record("figure", Figure.curve(
      x: ("time after release (ms)", "松手后的时间（毫秒）"), y: ("distance travelled (pt)", "滑行距离（点）"),
      series: [
        Figure.Series(en: ".normal (0.998)", zh: ".normal（0.998）", points: glide(rate: .normal)),
        Figure.Series(en: ".fast (0.99)", zh: ".fast（0.99）", points: glide(rate: .fast)),
      ]))
  }

  /// Distance over time of content released at 1 pt/ms, stepped by the model every 50 ms.
  static func glide(rate: DecelerationRate) -> [(x: Double, y: Double)] {
    var state = Momentum.AxisState(offset: 0, velocity: 1)
    var points: [(x: Double, y: Double)] = [(0, 0)]
    var time = 0.0
    while !state.isSettled && time < 5000 {
      state = Momentum.step(state, milliseconds: 50, minimum: 0, maximum: 1e9, rate: rate, bounces: true)
      time += 50
      points.append((time, state.offset))
    }
    return points
  }

  static let bounceBack = Example(
    id: "physics.bounce-back", en: "Bounce-back", zh: "越界回弹",
    apis: ["UIScrollView.bounces", "UIScrollView.isDecelerating"]
  ) { out in
    // example: physics.bounce-back
    // 内容越过顶边（最小偏移为 0）100 pt 时松手，没有速度。
    // Content released 100 pt past the top edge (minimum offset 0) with no velocity.
    var top = Momentum.AxisState(offset: -100, velocity: 0)
    var overshoot: [Double] = []
    var samples: [(x: Double, y: Double)] = [(0, 100)]
    var settleTimeMs = 0
    while !top.isSettled {
      top = Momentum.step(top, milliseconds: 1, minimum: 0, maximum: 1000, rate: .normal, bounces: true)
      settleTimeMs += 1
      if settleTimeMs % 100 == 0 && overshoot.count < 3 { overshoot.append(-top.offset) }
      if settleTimeMs % 20 == 0 { samples.append((Double(settleTimeMs), -top.offset)) }
    }
    // end example
    out.record("times", [100, 200, 300])
    out.record("overshoot", overshoot)
    out.record("settleTimeMs", settleTimeMs)
    out.record("figure", Figure.curve(
      x: ("time after release (ms)", "松手后的时间（毫秒）"), y: ("overshoot (pt)", "越界距离（点）"),
      series: [Figure.Series(en: "bounce-back", zh: "回弹", points: samples)]))
  }

  static let paging = Example(
    id: "physics.paging", en: "Paging target", zh: "分页目标", apis: ["UIScrollView.isPagingEnabled"]
  ) { out in
    // example: physics.paging
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    // 三页。
    // Three pages.
    scrollView.contentSize = CGSize(width: 1125, height: 667)
    scrollView.isPagingEnabled = true
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 300, y: 300), over: nil, time: 0)
    // 拖动从这里开始。
    // The drag starts here.
    finger.move(to: CGPoint(x: 290, y: 300), time: 0.05)
    // 内容被拖到 x = 200。
    // Content dragged to x = 200.
    finger.move(to: CGPoint(x: 90, y: 300), time: 0.1)
    let releasedAt = scrollView.contentOffset
    // 手指停住后才抬起：没有速度。
    // The finger rested: no velocity.
    finger.up(time: 0.5)
    scrollView.model.settle()
    // end example
    var target: CGPoint?
    for case .willEndDragging(_, let offset) in scrollView.delegateEvents { target = offset }
    out.record("releasedAt", releasedAt)
    if let target { out.record("pagingTarget", target) }
    out.record("contentOffset", scrollView.contentOffset)
    out.record("page", Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded()))
  }

  static let fingerUpOrder = Example(
    id: "delegate.finger-up-order", en: "Delegate events on release", zh: "松手时的代理事件",
    apis: [
      "UIScrollView.delegate", "UIScrollViewDelegate", "UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
      "UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)", "UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)",
      "UIScrollViewDelegate.scrollViewDidScroll(_:)", "UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)",
      "UIScrollViewDelegate.scrollViewWillBeginDragging(_:)", "UIScrollView.isDecelerating",
    ]
  ) { out in
    // example: delegate.finger-up-order
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 3000)
    scrollView.decelerationRate = .normal
    scrollView.contentOffset = CGPoint(x: 0, y: 990)
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 180, y: 400), over: nil, time: 0)
    // 拖动从这里开始。
    // The drag starts here.
    finger.move(to: CGPoint(x: 180, y: 390), time: 0.05)
    // 偏移为 1000。
    // Offset 1000.
    finger.move(to: CGPoint(x: 180, y: 380), time: 0.1)
    let releasedAt = scrollView.contentOffset
    let before = scrollView.delegateEvents.count
    // 1 pt/ms，内容向上移动。
    // 1 pt/ms, content moving up.
    finger.up(time: 0.1, velocity: CGPoint(x: 0, y: 1))
    scrollView.model.settle()
    let afterRelease = scrollView.delegateEvents[before...]
    // end example
    out.record("releasedAt", releasedAt)
    for case .willEndDragging(let velocity, let target) in afterRelease {
      out.record("willEndDragging", object(["velocity": velocity, "targetContentOffset": target]))
    }
    out.record("events", collapsedNames(Array(afterRelease)))
    out.record("whileDragging", object(["events": collapsedNames(Array(scrollView.delegateEvents[..<before]))]))
    out.record("contentOffset", scrollView.contentOffset)
  }

  /// Callback names in order, a run of `scrollViewDidScroll(_:)` (or of the events `repeats`
  /// picks) shown once with its count.
  static func collapsedNames(
    _ events: [DelegateEvent], collapsing repeats: (DelegateEvent) -> Bool = { if case .didScroll = $0 { true } else { false } }
  ) -> [String] {
    var names: [String] = []
    var run: (name: String, count: Int)?
    func flush() {
      if let run { names.append("\(run.name) × \(run.count)") }
      run = nil
    }
    for event in events {
      if repeats(event) {
        if let current = run, current.name == event.callbackName {
          run = (current.name, current.count + 1)
        } else {
          flush()
          run = (event.callbackName, 1)
        }
        continue
      }
      flush()
      if case .didEndDragging(let decelerate) = event {
        names.append("scrollViewDidEndDragging(_:willDecelerate: \(decelerate))")
      } else {
        names.append(event.callbackName)
      }
    }
    flush()
    return names
  }
}
