// Scroll indicators (shown on the API pages): their insets with and without the automatic
// safe-area part, the deprecated combined property, and a flash.
import NotesCore
import ScrollLayout
import ScrollModel

enum IndicatorExamples {
  static let all: [Example] = [insetsAndFlash]

  static let insetsAndFlash = Example(
    id: "indicators.insets-and-flash", en: "Indicator insets and flashing", zh: "滚动指示器的边距与闪现",
    apis: [
      "UIScrollView.automaticallyAdjustsScrollIndicatorInsets", "UIScrollView.verticalScrollIndicatorInsets",
      "UIScrollView.horizontalScrollIndicatorInsets", "UIScrollView.scrollIndicatorInsets",
      "UIScrollView.showsVerticalScrollIndicator", "UIScrollView.showsHorizontalScrollIndicator",
      "UIScrollView.flashScrollIndicators()", "UIScrollView.indicatorStyle", "UIScrollView.IndicatorStyle",
    ]
  ) { out in
    // example: indicators.insets-and-flash
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.portrait)
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    // 浅色指示器，适合深色背景。
    // Light indicators for a dark background.
    scrollView.indicatorStyle = .white
    scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
    let automatic = scrollView.model.effectiveScrollIndicatorInsets(along: .vertical)
    scrollView.automaticallyAdjustsScrollIndicatorInsets = false
    let ownOnly = scrollView.model.effectiveScrollIndicatorInsets(along: .vertical)

    // 同时设置两个方向。
    // Both axes at once.
    scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 4, left: 0, bottom: 4, right: 0)
    let horizontal = scrollView.horizontalScrollIndicatorInsets

    let flashedAt = scrollView.model.flashScrollIndicators()
    let visibleAtOnce = scrollView.model.isShowingScrollIndicator(along: .vertical, flashedAt: flashedAt)
    scrollView.model.advance(to: flashedAt + 0.5)
    let visibleLater = scrollView.model.isShowingScrollIndicator(along: .vertical, flashedAt: flashedAt)
    // end example
    out.record("automatic", object(["verticalIndicatorInsets": automatic]))
    out.record("ownOnly", object(["verticalIndicatorInsets": ownOnly]))
    out.record("afterScrollIndicatorInsets", object(["horizontalScrollIndicatorInsets": horizontal]))
    out.record("hasIndicator", object([
      "vertical": scrollView.model.hasScrollIndicator(along: .vertical),
      "horizontal": scrollView.model.hasScrollIndicator(along: .horizontal),
    ]))
    out.record("flash", object(["visibleAtOnce": visibleAtOnce, "visibleAfterHalfASecond": visibleLater]))
    out.record("indicatorStyle", scrollView.indicatorStyle.name)
  }
}
