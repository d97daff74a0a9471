// Scrolling by code (articles 01 and 03): scrollRectToVisible and the status-bar tap.
import NotesCore
import ScrollLayout
import ScrollModel

enum ScrollingExamples {
  static let all: [Example] = [rectBelow, rectAbove, toTop, animatedOffset]

  static let rectBelow = Example(
    id: "scroll.rect-below", en: "Rectangle below the visible area", zh: "矩形在可见区域下方",
    apis: ["UIScrollView.scrollRectToVisible(_:animated:)"]
  ) { out in
    // example: scroll.rect-below
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 900, width: 375, height: 44), animated: false)
    // end example
    out.record("contentOffset", scrollView.contentOffset)
    out.record("figure", Figure.scrollScene(scrollView.model))
  }

  static let rectAbove = Example(
    id: "scroll.rect-above", en: "Rectangle above the visible area", zh: "矩形在可见区域上方",
    apis: ["UIScrollView.scrollRectToVisible(_:animated:)", "UIScrollView.setContentOffset(_:animated:)"]
  ) { out in
    // example: scroll.rect-above
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 100, width: 375, height: 44), animated: false)
    // end example
    out.record("contentOffset", scrollView.contentOffset)
    out.record("figure", Figure.scrollScene(scrollView.model))
  }

  static let toTop = Example(
    id: "scroll.to-top", en: "Scroll to top", zh: "滚动到顶部",
    apis: [
      "UIScrollView.scrollsToTop", "UIScrollView.adjustedContentInset", "UIScrollView.setContentOffset(_:animated:)",
      "UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)", "UIScrollViewDelegate.scrollViewDidScrollToTop(_:)",
    ]
  ) { out in
    // example: scroll.to-top
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    scrollView.contentInsetAdjustmentBehavior = .automatic
    // 带灵动岛的 iPhone（3 倍屏），上方有导航栏：安全区域包括导航栏，而导航栏压住了状态栏区域的几个点。
    // Dynamic Island iPhone (a 3x screen) under a navigation bar: the safe area includes the bar, which overlaps the status area by a few points.
    scrollView.model.displayScale = 3
    scrollView.safeAreaInsets = SafeAreaPreset(device: .dynamicIsland, orientation: .portrait, hasNavigationBar: true).insets
    // 没有实现 scrollViewShouldScrollToTop(_:)，按 true 处理。
    // scrollViewShouldScrollToTop(_:) is not implemented, which counts as true.
    scrollView.delegate = ScrollViewDelegate()

    // 错误的写法：−contentInset.top 忽略了安全区域。
    // The wrong helper: −contentInset.top ignores the safe area.
    scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.contentInset.top), animated: false)
    let usingContentInset = scrollView.contentOffset

    // 点击状态栏，滚到 −adjustedContentInset.top。
    // A tap on the status bar goes to −adjustedContentInset.top.
    scrollView.setContentOffset(CGPoint(x: 0, y: 500), animated: false)
    scrollView.model.tapStatusBar()
    // 让动画跑完。
    // Let the animation run.
    scrollView.model.settle()
    // end example
    out.record("contentOffset", scrollView.contentOffset)
    out.record("contentOffsetUsingContentInset", usingContentInset)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    out.record("didScrollToTop", scrollView.delegateEvents.contains(.didScrollToTop))
    out.record("figure", Figure.scrollScene(scrollView.model))
  }

  static let animatedOffset = Example(
    id: "scroll.animated-offset", en: "An animated offset change", zh: "带动画的偏移修改",
    apis: ["UIScrollView.setContentOffset(_:animated:)", "UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)"]
  ) { out in
    // example: scroll.animated-offset
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 2000)
    scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    scrollView.model.settle()
    let moved = PhysicsExamples.collapsedNames(scrollView.delegateEvents)

    let before = scrollView.delegateEvents.count
    // 已经在那里。
    // Already there.
    scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    scrollView.model.settle()
    let unchanged = PhysicsExamples.collapsedNames(Array(scrollView.delegateEvents[before...]))
    // end example
    out.record("animationSeconds", ScrollView.scrollAnimationDuration)
    out.record("moved", object(["events": moved, "contentOffset": scrollView.contentOffset]))
    out.record("alreadyThere", object(["events": unchanged]))
  }
}
