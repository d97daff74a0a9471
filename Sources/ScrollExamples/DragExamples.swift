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
    // A mostly vertical drag (3 pt right for 20 pt up, then drifting right) on content that
    // scrolls both ways.
    func dragMostlyVertically(directionalLock: Bool) -> CGPoint {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      scrollView.contentSize = CGSize(width: 1000, height: 2000)
      scrollView.isDirectionalLockEnabled = directionalLock
      var finger = Finger(on: scrollView)
      finger.down(at: CGPoint(x: 100, y: 400), over: nil, time: 0)
      finger.move(to: CGPoint(x: 103, y: 380), time: 0.05)  // the drag starts: this sets the lock
      finger.move(to: CGPoint(x: 115, y: 340), time: 0.1)
      return scrollView.contentOffset
    }
    let locked = dragMostlyVertically(directionalLock: true)
    let free = dragMostlyVertically(directionalLock: false)  // the default
    // end example
    out.record("locked", object(["contentOffset": locked]))
    out.record("free", object(["contentOffset": free]))
    out.record("lockRatio", ScrollView.directionalLockRatio)
  }

  static let alwaysBounceHorizontal = Example(
    id: "drag.always-bounce-horizontal", en: "Bouncing content that fits", zh: "内容不够宽时的回弹",
    apis: ["UIScrollView.alwaysBounceHorizontal", "UIScrollView.bouncesHorizontally"]
  ) { out in
    // example: drag.always-bounce-horizontal
    // A 60 pt drag to the right on content exactly as wide as the view.
    func dragRight(alwaysBounceHorizontal: Bool, bouncesHorizontally: Bool) -> CGPoint {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      scrollView.contentSize = CGSize(width: 375, height: 2000)
      scrollView.alwaysBounceHorizontal = alwaysBounceHorizontal
      scrollView.bouncesHorizontally = bouncesHorizontally
      var finger = Finger(on: scrollView)
      finger.down(at: CGPoint(x: 100, y: 400), over: nil, time: 0)
      finger.move(to: CGPoint(x: 110, y: 400), time: 0.05)  // starts the drag, if it can
      finger.move(to: CGPoint(x: 170, y: 400), time: 0.1)
      return scrollView.contentOffset
    }
    let fits = dragRight(alwaysBounceHorizontal: false, bouncesHorizontally: true)  // nothing to scroll
    let bouncing = dragRight(alwaysBounceHorizontal: true, bouncesHorizontally: true)  // rubber band
    let noBounce = dragRight(alwaysBounceHorizontal: true, bouncesHorizontally: false)  // needs bouncing
    // end example
    out.record("default", object(["contentOffset": fits]))
    out.record("alwaysBounceHorizontal", object(["contentOffset": bouncing]))
    out.record("alwaysBounceWithoutBouncing", object(["contentOffset": noBounce]))
  }
}
