// Where the content offset may rest (article 01), and a scroll view built from bounds.origin.
import NotesCore
import ScrollLayout
import ScrollModel

enum OffsetExamples {
  static let all: [Example] = [range, rangeShort, boundsOriginScrollView]

  static let range = Example(
    id: "offset.range", en: "The valid offset range", zh: "偏移的合法范围",
    apis: ["UIScrollView.contentOffset", "UIScrollView.adjustedContentInset", "UIScrollView.contentSize"]
  ) { out in
    // example: offset.range
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentInsetAdjustmentBehavior = .never
    // 位于 64 pt 高的栏下面。
    // Under a 64 pt bar.
    scrollView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    scrollView.contentSize = CGSize(width: 375, height: 1367)
    // 范围从 −adjustedContentInset.top 到 contentSize.height + adjustedContentInset.bottom − bounds.height。
    // From −adjustedContentInset.top to contentSize.height + adjustedContentInset.bottom − bounds.height.
    let range = scrollView.contentOffsetRange
    // end example
    out.record("contentOffsetRange", range)
    out.record("figure", Figure.scrollScene(scrollView.model))
  }

  static let rangeShort = Example(
    id: "offset.range-short", en: "Content shorter than the view", zh: "内容比视图矮",
    apis: ["UIScrollView.contentOffset", "UIScrollView.contentSize"]
  ) { out in
    // example: offset.range-short
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.contentInset = UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    scrollView.contentSize = CGSize(width: 375, height: 300)
    // 最大值不会小于最小值。
    // The maximum never drops below the minimum.
    let range = scrollView.contentOffsetRange
    // end example
    out.record("contentOffsetRange", range)
    out.record("figure", Figure.scrollScene(scrollView.model))
  }

  static let boundsOriginScrollView = Example(
    id: "offset.bounds-origin-scroll-view", en: "A scroll view from bounds.origin", zh: "用 bounds.origin 实现的滚动视图",
    apis: ["UIScrollView.contentOffset", "UIScrollView.contentSize"]
  ) { out in
    // example: offset.bounds-origin-scroll-view
    // 第 01 篇 MiniScrollView 的平移处理方法，写成值类型：滚动就是移动 bounds.origin。
    // The pan handler of article 01's MiniScrollView, as a value: scrolling is moving bounds.origin.
    struct MiniScrollView {
      var bounds: CGRect
      var contentSize: CGSize
      var originAtStart = CGPoint.zero

      var maxOrigin: CGPoint {
        CGPoint(x: max(0, contentSize.width - bounds.width), y: max(0, contentSize.height - bounds.height))
      }

      mutating func pan(translation: CGPoint) {
        bounds.origin.x = min(max(originAtStart.x - translation.x, 0), maxOrigin.x)
        bounds.origin.y = min(max(originAtStart.y - translation.y, 0), maxOrigin.y)
      }
    }

    var mini = MiniScrollView(
      bounds: CGRect(x: 0, y: 0, width: 320, height: 480), contentSize: CGSize(width: 320, height: 960))
    var origins: [CGPoint] = []
    // 手指上移 300、上移 900、下移 100，每次都从顶部开始。
    // Finger up 300, up 900, down 100, each from the top.
    for dy in [-300.0, -900, 100] {
      mini.bounds.origin = .zero
      mini.pan(translation: CGPoint(x: 0, y: dy))
      origins.append(mini.bounds.origin)
    }
    // end example
    out.record("translations", [-300.0, -900, 100])
    out.record("boundsOriginRange", object(["minimum": CGPoint.zero, "maximum": mini.maxOrigin]))
    out.record("origins", origins)
  }
}
