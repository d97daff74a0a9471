// Keeping fields above the keyboard (article 07): the classic inset recipe, and the keyboard
// layout guide.
import NotesCore
import ScrollLayout
import ScrollModel

enum KeyboardExamples {
  static let all: [Example] = [avoidance, layoutGuide, dismissOnDrag]

  static let avoidance = Example(
    id: "keyboard.avoidance", en: "Avoiding the keyboard with insets", zh: "用边距躲避键盘",
    apis: ["UIScrollView.contentInset", "UIScrollView.adjustedContentInset", "UIScrollView.verticalScrollIndicatorInsets",
           "UIScrollView.scrollRectToVisible(_:animated:)", "UIView.safeAreaInsets"]
  ) { out in
    // example: keyboard.avoidance
    // 两个方法就是键盘通知的处理代码。keyboardFrame 是键盘的结束 frame，已经换算到滚动视图的父视图坐标系。
    // The two methods are the keyboard notification handlers. keyboardFrame is the keyboard's end frame, already converted into the scroll view's superview coordinates.
    final class FormController {
      let scrollView: UIScrollView
      var activeField: UIView?
      private var saved: (contentInset: UIEdgeInsets, indicatorInsets: UIEdgeInsets)?

      init(scrollView: UIScrollView) { self.scrollView = scrollView }

      func keyboardWillChangeFrame(_ keyboardFrame: CGRect) {
        // 只在第一次记下原来的边距，键盘改变大小时不要覆盖它。
        // Save the original insets only once, not again when the keyboard changes size.
        let original = saved ?? (scrollView.contentInset, scrollView.verticalScrollIndicatorInsets)
        saved = original
        let overlap = max(0, scrollView.frame.maxY - keyboardFrame.minY)
        // 底部安全区域已经算在 adjustedContentInset 里，要从重叠高度中减掉，否则会算两次。
        // The bottom safe area is already part of adjustedContentInset; subtract it from the overlap or it counts twice.
        let alreadyInset = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
        let needed = overlap - alreadyInset
        scrollView.contentInset.bottom = max(original.contentInset.bottom, needed)
        scrollView.verticalScrollIndicatorInsets.bottom = max(original.indicatorInsets.bottom, needed)
        if let field = activeField {
          // 输入框不是滚动视图的直接子视图时，改用 field.convert(field.bounds, to: scrollView)。
          // If the field is not a direct subview of the scroll view, use field.convert(field.bounds, to: scrollView) instead.
          scrollView.scrollRectToVisible(field.frame, animated: true)
        }
      }

      func keyboardWillHide() {
        // 恢复原来的边距，而不是设为 0。
        // Put the original insets back rather than setting them to 0.
        guard let original = saved else { return }
        scrollView.contentInset = original.contentInset
        scrollView.verticalScrollIndicatorInsets = original.indicatorInsets
        saved = nil
      }
    }

    // 一个 1000 pt 高的表单，底部留白 20 pt，输入框在内容的 y = 500 处。
    // A form 1000 pt tall with 20 pt of padding below it and the field at y = 500 in the content.
    func showKeyboard(screen: CGSize, safeArea: UIEdgeInsets, keyboardHeight: CGFloat) -> FormController {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: screen.width, height: screen.height))
      scrollView.safeAreaInsets = safeArea
      scrollView.contentSize = CGSize(width: screen.width, height: 1000)
      scrollView.contentInset.bottom = 20
      let field = UIView(frame: CGRect(x: 0, y: 500, width: screen.width, height: 44))
      scrollView.addSubview(field)
      let form = FormController(scrollView: scrollView)
      form.activeField = field
      form.keyboardWillChangeFrame(
        CGRect(x: 0, y: screen.height - keyboardHeight, width: screen.width, height: keyboardHeight))
      // 让模型中的滚动动画跑完。
      // Let the scroll animation finish in the model.
      scrollView.model.settle()
      return form
    }

    // 带 Home 键的 iPhone，底部没有安全区域。
    // A home-button iPhone: no bottom safe area.
    let homeButton = showKeyboard(screen: CGSize(width: 375, height: 667), safeArea: .zero, keyboardHeight: 291)
    // 带主屏幕指示条的 iPhone，底部安全区域为 34 pt。
    // An iPhone with a home indicator: a 34 pt bottom safe area.
    let homeIndicator = showKeyboard(
      screen: CGSize(width: 375, height: 812), safeArea: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
      keyboardHeight: 335)
    let shown = homeIndicator.scrollView
    let beforeHide = (
      contentInset: shown.contentInset, adjustedContentInset: shown.adjustedContentInset,
      contentOffset: shown.contentOffset
    )
    homeIndicator.keyboardWillHide()
    // end example
    let scrollView = homeButton.scrollView
    out.record("contentInset", scrollView.contentInset)
    out.record("visibleHeight", scrollView.model.visibleContentHeight)
    out.record("contentOffset", scrollView.contentOffset)
    // The old recipe (contentInset.bottom = overlap) on the same phone counts the 34 pt strip twice.
    let naive = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    naive.safeAreaInsets = shown.safeAreaInsets
    naive.contentSize = CGSize(width: 375, height: 1000)
    naive.contentInset.bottom = 812 - 477
    out.record(
      "homeIndicator",
      object([
        "overlap": naive.contentInset.bottom,
        "safeAreaBottom": shown.safeAreaInsets.bottom,
        "contentInset": beforeHide.contentInset,
        "adjustedContentInset": beforeHide.adjustedContentInset,
        "visibleHeight": shown.bounds.height - beforeHide.adjustedContentInset.top - beforeHide.adjustedContentInset.bottom,
        "contentOffset": beforeHide.contentOffset,
        "naiveAdjustedContentInsetBottom": naive.adjustedContentInset.bottom,
        "afterHide": object(["contentInset": shown.contentInset, "adjustedContentInset": shown.adjustedContentInset]),
      ]))
    // The keyboard over the bottom of the 375 × 667 screen, and the field it must not hide.
    let keyboard = Rect(x: 0, y: 667 - 291, width: 375, height: 291)
    let fields = homeButton.activeField.map { [(en: "field", zh: "输入框", frame: $0.frame)] } ?? []
    out.record("figure", Figure.scrollScene(scrollView.model, keyboard: keyboard, views: fields))
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
      // 随键盘移动。
      // Follows the keyboard.
      scrollView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
    ])
    view.layoutIfNeeded()
    let hidden = scrollView.frame
    // 系统显示一个停靠的键盘。
    // The system shows a docked keyboard.
    view.simulateKeyboard(dockedHeight: 291)
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
    // 可滚动的表单上方有一个停靠的键盘，然后手指向下拖到 `fingerY`。
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
      // 拖动开始。
      // The drag begins.
      finger.move(to: CGPoint(x: 180, y: 310), time: 0.05)
      finger.move(to: CGPoint(x: 180, y: fingerY), time: 0.1)
      return (scrollView.model.isKeyboardShown, scrollView.model.keyboardPullDistance)
    }
    // 默认值：键盘保持显示。
    // The default: the keyboard stays.
    let none = drag(mode: .none, to: 420)
    // 一开始拖动键盘就收起。
    // Gone as soon as the drag begins.
    let onDrag = drag(mode: .onDrag, to: 420)
    // 手指越过键盘顶边（376）后，键盘跟着手指走。
    // Follows the finger below its top (376).
    let interactive = drag(mode: .interactive, to: 420)
    // end example
    for (name, result) in [("none", none), ("onDrag", onDrag), ("interactive", interactive)] {
      out.record(name, object(["isKeyboardShown": result.shown, "keyboardPullDistance": result.pulled]))
    }
  }
}
