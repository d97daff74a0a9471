// Which axes a drag moves (beyond the articles' scenarios; shown on the API pages): the
// directional lock, and bouncing on an axis whose content does not scroll.
import NotesCore
import ScrollLayout
import ScrollModel

enum DragExamples {
  static let all: [Example] = [directionalLock, alwaysBounceHorizontal]

  static let directionalLock = Example(
    id: "drag.directional-lock", en: "Directional lock", zh: "方向锁定",
    apis: ["UIScrollView.isDirectionalLockEnabled", "UIScrollView.panGestureRecognizer"]
  ) { out in
    // example: drag.directional-lock
    // 在横竖都能滚动的内容中间，做一次以竖直为主的拖动：先向上 20 pt、向右 3 pt，之后逐渐偏向右侧。
    // A mostly vertical drag in the middle of content that scrolls both ways: 20 pt up and 3 pt right, then drifting right.
    func dragMostlyVertically(directionalLock: Bool) -> CGPoint {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      scrollView.contentSize = CGSize(width: 1000, height: 2000)
      // 从远离各条边的位置开始，水平方向两边都有滚动余地。
      // Start away from every edge, so there is room to scroll either way horizontally.
      scrollView.contentOffset = CGPoint(x: 300, y: 500)
      scrollView.isDirectionalLockEnabled = directionalLock
      var finger = Finger(on: scrollView)
      finger.down(at: CGPoint(x: 100, y: 400), over: nil, time: 0)
      // 拖动从这里开始，方向锁定在此时决定。
      // The drag starts here, and this decides the lock.
      finger.move(to: CGPoint(x: 103, y: 380), time: 0.05)
      finger.move(to: CGPoint(x: 115, y: 340), time: 0.1)
      return scrollView.contentOffset
    }
    let locked = dragMostlyVertically(directionalLock: true)
    // 默认值。
    // The default.
    let free = dragMostlyVertically(directionalLock: false)
    // end example
    out.record("start", object(["contentOffset": CGPoint(x: 300, y: 500)]))
    out.record("locked", object(["contentOffset": locked]))
    out.record("free", object(["contentOffset": free]))
    out.record("lockRatio", ScrollView.directionalLockRatio)
  }

  static let alwaysBounceHorizontal = Example(
    id: "drag.always-bounce-horizontal", en: "Bouncing content that fits", zh: "内容不够宽时的回弹",
    apis: ["UIScrollView.alwaysBounceHorizontal", "UIScrollView.bouncesHorizontally"]
  ) { out in
    // example: drag.always-bounce-horizontal
    // 在与视图一样宽的内容上向右拖动 60 pt。
    // A 60 pt drag to the right on content exactly as wide as the view.
    func dragRight(alwaysBounceHorizontal: Bool, bouncesHorizontally: Bool) -> CGPoint {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      scrollView.contentSize = CGSize(width: 375, height: 2000)
      scrollView.alwaysBounceHorizontal = alwaysBounceHorizontal
      scrollView.bouncesHorizontally = bouncesHorizontally
      var finger = Finger(on: scrollView)
      finger.down(at: CGPoint(x: 100, y: 400), over: nil, time: 0)
      // 如果能拖动，拖动从这里开始。
      // Starts the drag, if it can.
      finger.move(to: CGPoint(x: 110, y: 400), time: 0.05)
      finger.move(to: CGPoint(x: 170, y: 400), time: 0.1)
      return scrollView.contentOffset
    }
    // 没有可以滚动的余地。
    // Nothing to scroll.
    let fits = dragRight(alwaysBounceHorizontal: false, bouncesHorizontally: true)
    // 橡皮筋式的越界。
    // A rubber-band overshoot.
    let bouncing = dragRight(alwaysBounceHorizontal: true, bouncesHorizontally: true)
    // 还需要打开回弹。
    // It needs bouncing as well.
    let noBounce = dragRight(alwaysBounceHorizontal: true, bouncesHorizontally: false)
    // end example
    out.record("default", object(["contentOffset": fits]))
    out.record("alwaysBounceHorizontal", object(["contentOffset": bouncing]))
    out.record("alwaysBounceWithoutBouncing", object(["contentOffset": noBounce]))
  }
}
