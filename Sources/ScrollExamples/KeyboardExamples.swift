// Keeping fields above the keyboard (article 07): the classic inset recipe, and the keyboard
// layout guide.
import NotesCore
import ScrollLayout
import ScrollModel

enum KeyboardExamples {
  static let all: [Example] = [avoidance, layoutGuide, dismissOnDrag]

  static let avoidance = Example(
    id: "keyboard.avoidance", en: "Avoiding the keyboard with insets", zh: "用边距躲避键盘",
    apis: ["UIScrollView.contentInset", "UIScrollView.verticalScrollIndicatorInsets",
           "UIScrollView.scrollRectToVisible(_:animated:)"]
  ) { out in
    // example: keyboard.avoidance
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 1000)
    let activeField = CGRect(x: 0, y: 500, width: 375, height: 44)  // in content coordinates

    // keyboardWillChangeFrame: the end frame, in the window's coordinates
    let keyboardFrame = CGRect(x: 0, y: 376, width: 375, height: 291)
    let overlap = max(0, scrollView.frame.maxY - keyboardFrame.minY)
    scrollView.contentInset.bottom = overlap
    scrollView.verticalScrollIndicatorInsets.bottom = overlap
    scrollView.scrollRectToVisible(activeField, animated: false)
    // end example
    out.record("contentInset", scrollView.contentInset)
    out.record("visibleHeight", scrollView.model.visibleContentHeight)
    out.record("contentOffset", scrollView.contentOffset)
    out.record("figure", Figure.scrollScene(scrollView.model))
  }

  static let layoutGuide = Example(
    id: "keyboard.layout-guide", en: "The keyboard layout guide", zh: "键盘布局指南",
    apis: ["UIView.keyboardLayoutGuide"]
  ) { out in
    // example: keyboard.layout-guide
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),  // follows the keyboard
    ])
    view.layoutIfNeeded()
    let hidden = scrollView.frame
    view.simulateKeyboard(dockedHeight: 291)  // the system shows a docked keyboard
    view.layoutIfNeeded()
    let shown = scrollView.frame
    // end example
    out.record("keyboardHidden", object(["scrollViewFrame": hidden]))
    out.record("keyboardShown", object(["scrollViewFrame": shown]))
  }

  static let dismissOnDrag = Example(
    id: "keyboard.dismiss-mode", en: "Dismissing the keyboard by dragging", zh: "拖动时收起键盘",
    apis: ["UIScrollView.keyboardDismissMode", "UIScrollView.KeyboardDismissMode"]
  ) { out in
    // example: keyboard.dismiss-mode
    // A docked keyboard over a scrollable form, then one drag down to `fingerY`.
    func drag(mode: KeyboardDismissMode, to fingerY: Double) -> (shown: Bool, pulled: Double) {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      scrollView.contentSize = CGSize(width: 375, height: 2000)
      scrollView.contentOffset = CGPoint(x: 0, y: 500)
      scrollView.keyboardDismissMode = mode
      let keyboardFrame = CGRect(x: 0, y: 376, width: 375, height: 291)
      scrollView.model.avoidKeyboard(scrollViewFrame: scrollView.frame, keyboardFrame: keyboardFrame, activeField: nil)
      var finger = Finger(on: scrollView)
      finger.down(at: CGPoint(x: 180, y: 300), over: nil, time: 0)
      finger.move(to: CGPoint(x: 180, y: 310), time: 0.05)  // the drag begins
      finger.move(to: CGPoint(x: 180, y: fingerY), time: 0.1)
      return (scrollView.model.isKeyboardShown, scrollView.model.keyboardPullDistance)
    }
    let none = drag(mode: .none, to: 420)  // the default: the keyboard stays
    let onDrag = drag(mode: .onDrag, to: 420)  // gone as soon as the drag begins
    let interactive = drag(mode: .interactive, to: 420)  // follows the finger below its top (376)
    // end example
    for (name, result) in [("none", none), ("onDrag", onDrag), ("interactive", interactive)] {
      out.record(name, object(["isKeyboardShown": result.shown, "keyboardPullDistance": result.pulled]))
    }
  }
}
