// Which axes a drag moves (beyond the articles' scenarios; shown on the API pages): the
// directional lock, and bouncing on an axis whose content does not scroll.
import NotesCore
import ScrollLayout
import ScrollModel

enum DragExamples {
  static let all: [Example] = [directionalLock, alwaysBounceHorizontal]

  /// A mostly vertical drag (it starts 3 pt right for 20 pt up, then drifts right) on content
  /// that scrolls both ways.
  static func dragMostlyVertically(lock: Bool) -> CGPoint {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 1000, height: 2000)
    scrollView.isDirectionalLockEnabled = lock
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 100, y: 400), over: nil, time: 0)
    finger.move(to: CGPoint(x: 103, y: 380), time: 0.05)  // starts the drag
    finger.move(to: CGPoint(x: 115, y: 340), time: 0.1)
    return scrollView.contentOffset
  }

  static let directionalLock = Example(
    id: "drag.directional-lock", en: "Directional lock", zh: "方向锁定",
    apis: ["UIScrollView.isDirectionalLockEnabled", "UIScrollView.panGestureRecognizer"]
  ) { out in
    // example: drag.directional-lock
    let locked = dragMostlyVertically(lock: true)  // isDirectionalLockEnabled = true
    let free = dragMostlyVertically(lock: false)  // the default
    // end example
    out.record("locked", object(["contentOffset": locked]))
    out.record("free", object(["contentOffset": free]))
    out.record("lockRatio", ScrollView.directionalLockRatio)
  }

  /// A 60 pt drag to the right on content exactly as wide as the view.
  static func dragRight(alwaysBounceHorizontal: Bool, bouncesHorizontally: Bool) -> CGPoint {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.alwaysBounceHorizontal = alwaysBounceHorizontal
    scrollView.bouncesHorizontally = bouncesHorizontally
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 100, y: 400), over: nil, time: 0)
    finger.move(to: CGPoint(x: 110, y: 400), time: 0.05)  // starts the drag (if it can)
    finger.move(to: CGPoint(x: 170, y: 400), time: 0.1)
    return scrollView.contentOffset
  }

  static let alwaysBounceHorizontal = Example(
    id: "drag.always-bounce-horizontal", en: "Bouncing content that fits", zh: "内容不够宽时的回弹",
    apis: ["UIScrollView.alwaysBounceHorizontal", "UIScrollView.bouncesHorizontally"]
  ) { out in
    // example: drag.always-bounce-horizontal
    let fits = dragRight(alwaysBounceHorizontal: false, bouncesHorizontally: true)  // nothing to scroll
    let bouncing = dragRight(alwaysBounceHorizontal: true, bouncesHorizontally: true)  // rubber band
    let noBounce = dragRight(alwaysBounceHorizontal: true, bouncesHorizontally: false)  // needs bouncing
    // end example
    out.record("default", object(["contentOffset": fits]))
    out.record("alwaysBounceHorizontal", object(["contentOffset": bouncing]))
    out.record("alwaysBounceWithoutBouncing", object(["contentOffset": noBounce]))
  }
}
