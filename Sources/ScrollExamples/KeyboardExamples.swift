// Keeping fields above the keyboard (article 07): the classic inset recipe, and the keyboard
// layout guide.
import NotesCore
import ScrollLayout
import ScrollModel

enum KeyboardExamples {
  static let all: [Example] = [avoidance, layoutGuide]

  static let avoidance = Example(
    id: "keyboard.avoidance", en: "Avoiding the keyboard with insets", zh: "用边距躲避键盘",
    apis: ["UIScrollView.contentInset", "UIScrollView.verticalScrollIndicatorInsets",
           "UIScrollView.scrollRectToVisible(_:animated:)", "UIScrollView.keyboardDismissMode"]
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
}
