// Members added in iOS 12, 17, 17.4 and the ones shown only on the API pages: small content
// anchored by contentAlignmentPoint, visibleSize, a nested pair handing a drag to its parent,
// the two animation flags, stopping everything, indicators shown for code changes, and
// hardware-keyboard scrolling.
import NotesCore
import ScrollLayout
import ScrollModel

enum RecentMemberExamples {
  static let all: [Example] = [
    contentAlignment, visibleSize, transferToParent, scrollAnimating, zoomAnimating, stopEverything,
    indicatorsForChanges, keyboardKeys,
  ]

  static let contentAlignment = Example(
    id: "inset.content-alignment", en: "Anchoring small content", zh: "小于视图的内容停在哪里",
    apis: ["UIScrollView.contentAlignmentPoint", "UIScrollView.adjustedContentInset"]
  ) { out in
    // example: inset.content-alignment
    func smallContent(alignedAt point: CGPoint) -> UIScrollView {
      let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      // 2 倍屏：偏移落在半点上。
      // A 2x screen: offsets land on half points.
      scrollView.contentScaleFactor = 2
      scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 20, right: 0)
      // 两个方向都比可见区域小。
      // Smaller on both axes.
      scrollView.contentSize = CGSize(width: 200, height: 300)
      scrollView.contentAlignmentPoint = point
      return scrollView
    }
    let topLeft = smallContent(alignedAt: .zero)
    let centred = smallContent(alignedAt: CGPoint(x: 0.5, y: 0.5))
    let bottomRight = smallContent(alignedAt: CGPoint(x: 1, y: 1))
    // end example
    for (key, view) in [("topLeft", topLeft), ("centred", centred), ("bottomRight", bottomRight)] {
      out.record(key, object([
        "contentAlignmentPoint": view.contentAlignmentPoint, "contentOffset": view.contentOffset,
        "adjustedContentInset": view.adjustedContentInset, "contentOffsetRange": view.contentOffsetRange,
      ]))
    }
    let insets = topLeft.adjustedContentInset
    out.record("freeSpace", object([
      "width": topLeft.frame.width - insets.left - insets.right - topLeft.contentSize.width,
      "height": topLeft.frame.height - insets.top - insets.bottom - topLeft.contentSize.height,
    ]))
    out.record("figure", Figure.scrollScene(centred.model))
  }

  static let visibleSize = Example(
    id: "state.visible-size", en: "The visible size", zh: "可见尺寸", apis: ["UIScrollView.visibleSize"]
  ) { out in
    // example: state.visible-size
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.delegate = ScrollViewDelegate(viewForZooming: CGSize(width: 375, height: 667))
    scrollView.maximumZoomScale = 3
    scrollView.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 0, right: 0)
    scrollView.setZoomScale(2, animated: false)
    scrollView.contentOffset = CGPoint(x: 100, y: 300)
    // end example
    out.record("visibleSize", scrollView.visibleSize)
    out.record("boundsSize", scrollView.model.bounds.size)
    out.record("heightInsideInsets", scrollView.model.visibleContentHeight)
    out.record("zoomScale", scrollView.zoomScale)
  }

  static let transferToParent = Example(
    id: "nested.transfer-to-parent", en: "An inner scroll view at its edge", zh: "内层滚动视图到达边缘时",
    apis: ["UIScrollView.transfersVerticalScrollingToParent", "UIScrollView.transfersHorizontalScrollingToParent"]
  ) { out in
    // example: nested.transfer-to-parent
    func innerNearItsBottom(transfers: Bool) -> NestedScrollViews {
      let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      outer.contentSize = CGSize(width: 375, height: 2000)
      let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
      inner.contentSize = CGSize(width: 375, height: 600)
      // 离它的底边还有 50 pt。
      // 50 pt before its bottom edge.
      inner.contentOffset = CGPoint(x: 0, y: 250)
      inner.transfersVerticalScrollingToParent = transfers
      return NestedScrollViews(outer: outer.model, inner: inner.model)
    }
    var handsOver = innerNearItsBottom(transfers: true)
    // 手指向上移动 120 pt。
    // The finger moves up 120 pt.
    handsOver.drag(translation: CGPoint(x: 0, y: -120))
    let handsOverDuringDrag = (inner: handsOver.inner.contentOffset, outer: handsOver.outer.contentOffset)
    handsOver.endDrag()
    handsOver.settle()

    var keeps = innerNearItsBottom(transfers: false)
    keeps.drag(translation: CGPoint(x: 0, y: -120))
    let keepsDuringDrag = (inner: keeps.inner.contentOffset, outer: keeps.outer.contentOffset)
    keeps.endDrag()
    keeps.settle()
    // end example
    out.record("transfersTrue", object([
      "duringDrag": object(["inner": handsOverDuringDrag.inner, "outer": handsOverDuringDrag.outer]),
      "afterRelease": object(["inner": handsOver.inner.contentOffset, "outer": handsOver.outer.contentOffset]),
    ]))
    out.record("transfersFalse", object([
      "duringDrag": object(["inner": keepsDuringDrag.inner, "outer": keepsDuringDrag.outer]),
      "afterRelease": object(["inner": keeps.inner.contentOffset, "outer": keeps.outer.contentOffset]),
    ]))
    out.record("innerMaximumY", handsOver.inner.contentOffsetRange.maximum.y)
  }

  static let scrollAnimating = Example(
    id: "scroll.is-scroll-animating", en: "Which motion counts as a scroll animation", zh: "哪些运动算滚动动画",
    apis: ["UIScrollView.isScrollAnimating", "UIScrollView.isDecelerating"]
  ) { out in
    // example: scroll.is-scroll-animating
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 4000)
    scrollView.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
    scrollView.model.advance(to: scrollView.model.time + 0.1)
    let duringAnimation = (scrolling: scrollView.isScrollAnimating, decelerating: scrollView.isDecelerating)
    scrollView.model.settle()
    let afterAnimation = scrollView.isScrollAnimating

    // 轻扫：手指抬起后内容继续滑行，这是减速，不是滚动动画。
    // A flick: after the finger lifts the content coasts, which is deceleration, not a scroll animation.
    var finger = Finger(on: scrollView)
    let t = scrollView.model.time
    finger.down(at: CGPoint(x: 180, y: 500), over: nil, time: t + 0.1)
    finger.move(to: CGPoint(x: 180, y: 400), time: t + 0.15)
    finger.up(time: t + 0.16, velocity: CGPoint(x: 0, y: 2))
    scrollView.model.advance(to: scrollView.model.time + 0.1)
    let whileCoasting = (scrolling: scrollView.isScrollAnimating, decelerating: scrollView.isDecelerating)
    // end example
    out.record("duringAnimation", object(["isScrollAnimating": duringAnimation.scrolling, "isDecelerating": duringAnimation.decelerating]))
    out.record("afterAnimation", object(["isScrollAnimating": afterAnimation]))
    out.record("whileCoasting", object(["isScrollAnimating": whileCoasting.scrolling, "isDecelerating": whileCoasting.decelerating]))
  }

  static let zoomAnimating = Example(
    id: "zoom.is-zoom-animating", en: "An animated zoom over time", zh: "随时间进行的缩放动画",
    apis: ["UIScrollView.isZoomAnimating", "UIScrollView.setZoomScale(_:animated:)"]
  ) { out in
    // example: zoom.is-zoom-animating
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.delegate = ScrollViewDelegate(viewForZooming: CGSize(width: 375, height: 667))
    scrollView.maximumZoomScale = 4
    scrollView.setZoomScale(3, animated: true)
    let atStart = (animating: scrollView.isZoomAnimating, scale: scrollView.zoomScale)
    scrollView.model.advance(to: scrollView.model.time + 0.1)
    let midway = (animating: scrollView.isZoomAnimating, scale: scrollView.zoomScale, zooming: scrollView.isZooming)
    scrollView.model.settle()
    let atEnd = (animating: scrollView.isZoomAnimating, scale: scrollView.zoomScale)
    // end example
    out.record("animationSeconds", ScrollView.scrollAnimationDuration)
    out.record("atStart", object(["isZoomAnimating": atStart.animating, "zoomScale": atStart.scale]))
    out.record("after100ms", object(["isZoomAnimating": midway.animating, "zoomScale": midway.scale, "isZooming": midway.zooming]))
    out.record("atEnd", object(["isZoomAnimating": atEnd.animating, "zoomScale": atEnd.scale]))
    out.record("delegateCalls", ZoomExamples.collapsedZoomCalls(scrollView.delegateEvents))
  }

  static let stopEverything = Example(
    id: "state.stop-scrolling-and-zooming", en: "Stopping scrolling and zooming", zh: "停止滚动和缩放",
    apis: ["UIScrollView.stopScrollingAndZooming()", "UIScrollView.isPagingEnabled"]
  ) { out in
    // example: state.stop-scrolling-and-zooming
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 4000)

    // 1. 轻扫后的滑行：停在当前位置。
    // 1. Coasting after a flick: it stops where it is.
    var finger = Finger(on: scrollView)
    finger.down(at: CGPoint(x: 180, y: 500), over: nil, time: 0)
    finger.move(to: CGPoint(x: 180, y: 400), time: 0.05)
    finger.up(time: 0.06, velocity: CGPoint(x: 0, y: 2))
    scrollView.model.advance(to: 0.3)
    let before = scrollView.delegateEvents.count
    scrollView.stopScrollingAndZooming()
    let coasting = PhysicsExamples.collapsedNames(Array(scrollView.delegateEvents[before...]))
    let stoppedAt = scrollView.contentOffset
    scrollView.model.advance(to: 1)
    let stillAt = scrollView.contentOffset

    // 2. 带动画的 setContentOffset，在半途停下。
    // 2. An animated setContentOffset, stopped half-way.
    scrollView.setContentOffset(CGPoint(x: 0, y: 0), animated: true)
    scrollView.model.advance(to: scrollView.model.time + 0.15)
    let animationStart = scrollView.delegateEvents.count
    scrollView.stopScrollingAndZooming()
    let animation = PhysicsExamples.collapsedNames(Array(scrollView.delegateEvents[animationStart...]))

    // 3. 打开分页，拖动停在两页之间：偏移移到最近的那一页。
    // 3. Paging on, a drag held between two pages: the offset goes to the nearest page.
    let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    pager.contentSize = CGSize(width: 375, height: 667 * 4)
    pager.isPagingEnabled = true
    // 第 1 页。
    // Page 1.
    pager.contentOffset = CGPoint(x: 0, y: 667)
    var hand = Finger(on: pager)
    hand.down(at: CGPoint(x: 180, y: 600), over: nil, time: 0)
    // 拖动从这里开始。
    // The drag begins here.
    hand.move(to: CGPoint(x: 180, y: 580), time: 0.05)
    // 再往上 250 pt。
    // 250 pt further up.
    hand.move(to: CGPoint(x: 180, y: 330), time: 0.1)
    let heldAt = pager.contentOffset
    let pagerStart = pager.delegateEvents.count
    pager.stopScrollingAndZooming()
    let dragging = PhysicsExamples.collapsedNames(Array(pager.delegateEvents[pagerStart...]))
    // end example
    out.record("coasting", object(["events": coasting, "stoppedAt": stoppedAt, "aMomentLater": stillAt]))
    out.record("animation", object(["events": animation, "stoppedAt": scrollView.contentOffset,
                                    "isScrollAnimating": scrollView.isScrollAnimating]))
    out.record("pagingDrag", object(["heldAt": heldAt, "events": dragging, "contentOffset": pager.contentOffset,
                                     "isDragging": pager.isDragging]))
  }

  static let indicatorsForChanges = Example(
    id: "indicators.shown-for-offset-changes", en: "Showing indicators for changes made in code",
    zh: "代码修改偏移时显示指示器",
    apis: ["UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)"]
  ) { out in
    // example: indicators.shown-for-offset-changes
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    // 两个方向都能滚动。
    // Both axes scroll.
    scrollView.contentSize = CGSize(width: 1000, height: 4000)
    scrollView.withScrollIndicatorsShown {
      // 只改变 y。
      // Only y changes.
      scrollView.contentOffset = CGPoint(x: 0, y: 800)
    }
    let rightAfter = scrollView.model.shownScrollIndicators().map(names)
    scrollView.model.advance(to: scrollView.model.time + 0.5)
    let halfASecondLater = scrollView.model.shownScrollIndicators().map(names)

    scrollView.withScrollIndicatorsShown {
      // 只改变 x。
      // Only x changes.
      scrollView.setContentOffset(CGPoint(x: 300, y: 800), animated: true)
    }
    scrollView.model.advance(to: scrollView.model.time + 0.2)
    let duringAnimation = scrollView.model.shownScrollIndicators().map(names)
    scrollView.model.settle()
    scrollView.model.advance(to: scrollView.model.time + 0.5)
    let afterAnimation = scrollView.model.shownScrollIndicators().map(names)
    // end example
    out.record("immediate", object(["rightAfter": rightAfter, "halfASecondLater": halfASecondLater]))
    out.record("animated", object(["duringAnimation": duringAnimation, "halfASecondAfterTheEnd": afterAnimation]))
  }

  static func names(_ axis: Axis) -> String { axis == .horizontal ? "horizontal" : "vertical" }

  static let keyboardKeys = Example(
    id: "keyboard.hardware-keys", en: "Scrolling with a hardware keyboard", zh: "用硬件键盘滚动",
    apis: ["UIScrollView.allowsKeyboardScrolling"]
  ) { out in
    // example: keyboard.hardware-keys
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 3000)
    var offsets: [String: CGPoint] = [:]
    for key in [ScrollKey.downArrow, .pageDown, .end, .pageUp, .home] {
      scrollView.model.pressKey(key)
      scrollView.model.settle()
      offsets[key.name] = scrollView.contentOffset
    }
    scrollView.allowsKeyboardScrolling = false
    let handled = scrollView.model.pressKey(.pageDown)
    // end example
    out.record("lineStep", ScrollView.keyboardLineStep)
    out.record("pageOverlap", ScrollView.keyboardPageOverlap)
    out.record("afterDownArrow", offsets["downArrow"] ?? .zero)
    out.record("afterPageDown", offsets["pageDown"] ?? .zero)
    out.record("afterEnd", offsets["end"] ?? .zero)
    out.record("afterPageUp", offsets["pageUp"] ?? .zero)
    out.record("afterHome", offsets["home"] ?? .zero)
    out.record("whenDisallowed", object(["handled": handled, "contentOffset": scrollView.contentOffset]))
  }
}
