// Who gets a touch that lands on a subview (article 04): the 0.15 s delay, the 10 pt drag
// threshold, and the two overridable hooks. Each example holds or drags one finger over a
// subview of a scrollable 375 × 667 scroll view.
import NotesCore
import ScrollLayout
import ScrollModel

enum TouchExamples {
  static let all: [Example] = [quickDrag, holdThenDrag, holdThenDragControl, holdNoCancel, noDelayRejected, noDelayDrag]

  static func record(_ finger: Finger, into out: inout ExampleOutput) {
    out.record("events", finger.events)
    out.record("subviewReceivedTouch", finger.subviewReceivedTouch)
    out.record("scrolled", finger.scrolled)
  }

  static let quickDrag = Example(
    id: "touch.quick-drag", en: "Quick drag", zh: "快速拖动",
    apis: ["UIScrollView.delaysContentTouches", "UIScrollView.isTracking", "UIScrollView.isDragging"]
  ) { out in
    // example: touch.quick-drag
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.delaysContentTouches = true
    scrollView.canCancelContentTouches = true
    // 手指下面是一个普通的 UIView。
    // A plain UIView under the finger.
    let subview = TouchTarget()
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 100, y: 400), over: subview, time: 0)
    // 移动 15 pt，远在 0.15 秒之内。
    // 15 pt, well within 0.15 s.
    finger.move(to: CGPoint(x: 100, y: 385), time: 0.05)
    out.record("whileMoving", object(["isTracking": scrollView.isTracking, "isDragging": scrollView.isDragging]))
    finger.up(time: 0.1)
    // end example
    record(finger, into: &out)
  }

  static let holdThenDrag = Example(
    id: "touch.hold-then-drag", en: "Hold, then drag", zh: "按住后拖动",
    apis: ["UIScrollView.touchesShouldBegin(_:with:in:)", "UIScrollView.touchesShouldCancel(in:)",
           "UIScrollView.canCancelContentTouches"]
  ) { out in
    // example: touch.hold-then-drag
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.delaysContentTouches = true
    scrollView.canCancelContentTouches = true
    // 一个 UIView：touchesShouldCancel(in:) 返回 true。
    // A UIView: touchesShouldCancel(in:) answers true.
    let subview = TouchTarget()
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 100, y: 400), over: subview, time: 0)
    // 0.15 秒内没有移动：子视图收到触摸。
    // Still after 0.15 s: the subview gets it.
    finger.move(to: CGPoint(x: 100, y: 400), time: 0.2)
    finger.move(to: CGPoint(x: 100, y: 385), time: 0.3)
    finger.up(time: 0.35)
    // end example
    record(finger, into: &out)
  }

  static let holdThenDragControl = Example(
    id: "touch.hold-then-drag-control", en: "Hold, then drag on a control", zh: "在控件上按住后拖动",
    apis: ["UIScrollView.touchesShouldCancel(in:)", "UIScrollView.canCancelContentTouches"]
  ) { out in
    // example: touch.hold-then-drag-control
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.delaysContentTouches = true
    scrollView.canCancelContentTouches = true
    // 一个 UIControl：touchesShouldCancel(in:) 返回 false。
    // A UIControl: touchesShouldCancel(in:) answers false.
    let button = TouchTarget(isControl: true)
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 100, y: 400), over: button, time: 0)
    finger.move(to: CGPoint(x: 100, y: 400), time: 0.2)
    finger.move(to: CGPoint(x: 100, y: 385), time: 0.3)
    finger.up(time: 0.35)
    // end example
    record(finger, into: &out)
  }

  static let holdNoCancel = Example(
    id: "touch.hold-no-cancel", en: "Cancelling disabled", zh: "不允许取消",
    apis: ["UIScrollView.canCancelContentTouches", "UIScrollView.delaysContentTouches"]
  ) { out in
    // example: touch.hold-no-cancel
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.delaysContentTouches = true
    // 子视图一旦拿到触摸，就一直保留。
    // Once the subview has the touch, it keeps it.
    scrollView.canCancelContentTouches = false
    let subview = TouchTarget()
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 100, y: 400), over: subview, time: 0)
    finger.move(to: CGPoint(x: 100, y: 400), time: 0.2)
    finger.move(to: CGPoint(x: 100, y: 385), time: 0.3)
    finger.up(time: 0.35)
    // end example
    record(finger, into: &out)
  }

  static let noDelayRejected = Example(
    id: "touch.no-delay-rejected", en: "No delay, rejected", zh: "不延时且被拒绝",
    apis: ["UIScrollView.delaysContentTouches", "UIScrollView.touchesShouldBegin(_:with:in:)"]
  ) { out in
    // example: touch.no-delay-rejected
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.delaysContentTouches = false
    scrollView.canCancelContentTouches = true
    // 一个滚动视图子类，它重写的 touchesShouldBegin(_:with:in:) 在这里返回 false。
    // A scroll view subclass whose touchesShouldBegin(_:with:in:) override returns false here.
    let subview = TouchTarget(touchesShouldBegin: false)
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 100, y: 400), over: subview, time: 0)
    finger.move(to: CGPoint(x: 100, y: 385), time: 0.1)
    finger.up(time: 0.15)
    // end example
    record(finger, into: &out)
  }

  static let noDelayDrag = Example(
    id: "touch.no-delay-drag", en: "No delay, then drag", zh: "不延时后拖动",
    apis: ["UIScrollView.delaysContentTouches", "UIScrollView.touchesShouldCancel(in:)"]
  ) { out in
    // example: touch.no-delay-drag
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    // 子视图立即收到触摸。
    // The subview sees the touch at once.
    scrollView.delaysContentTouches = false
    scrollView.canCancelContentTouches = true
    let subview = TouchTarget()
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 100, y: 400), over: subview, time: 0)
    finger.move(to: CGPoint(x: 100, y: 385), time: 0.1)
    finger.up(time: 0.15)
    // end example
    record(finger, into: &out)
  }
}
