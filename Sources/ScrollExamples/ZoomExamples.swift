// Zooming (article 06): the scale limits, zooming to a rectangle, and what happens without a
// view to zoom. The delegate's viewForZooming(in:) view is described by its unscaled size.
import NotesCore
import ScrollLayout
import ScrollModel

enum ZoomExamples {
  static let all: [Example] = [clamp, zoomToRect, withoutDelegate, pinchBounce]

  /// `zoomed(scale:)` as its scale, a refusal as its message.
  static func describe(_ outcome: ZoomOutcome) -> JSONValue {
    switch outcome {
    case .zoomed(let scale): object(["zoomScale": scale])
    case .unavailable(let reason): object(["error": reason.message])
    }
  }

  static let clamp = Example(
    id: "zoom.clamp", en: "Clamping the zoom scale", zh: "缩放比例的限制",
    apis: [
      "UIScrollView.minimumZoomScale", "UIScrollView.maximumZoomScale", "UIScrollView.setZoomScale(_:animated:)",
      "UIScrollView.zoomScale", "UIScrollView.pinchGestureRecognizer",
      "UIScrollViewDelegate.viewForZooming(in:)",
    ]
  ) { out in
    // example: zoom.clamp
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.delegate = ScrollViewDelegate(viewForZooming: CGSize(width: 375, height: 667))
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 3
    scrollView.setZoomScale(5, animated: false)
    let afterFive = scrollView.zoomScale
    scrollView.setZoomScale(0.2, animated: false)
    let afterPointTwo = scrollView.zoomScale

    scrollView.minimumZoomScale = 1
    // 上下限相等：缩放被关闭。
    // Equal limits: zooming is off.
    scrollView.maximumZoomScale = 1
    let pinch = scrollView.pinchGestureRecognizer
    let attempt = scrollView.setZoomScale(2, animated: false)
    // end example
    out.record("results", [
      object(["requested": 5.0, "zoomScale": afterFive]), object(["requested": 0.2, "zoomScale": afterPointTwo]),
    ])
    out.record("equalLimits", object([
      "pinchGestureRecognizer": pinch == nil ? "nil" : "present",
      "error": describe(attempt)["error"] ?? .null,
    ]))
  }

  static let zoomToRect = Example(
    id: "zoom.zoom-to-rect", en: "Zooming to a rectangle", zh: "缩放到指定矩形",
    apis: ["UIScrollView.zoom(to:animated:)", "UIScrollView.zoomScale", "UIScrollViewDelegate.scrollViewDidZoom(_:)",
           "UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)", "UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)"]
  ) { out in
    // example: zoom.zoom-to-rect
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    // 2 倍屏：偏移落在半点上。
    // A 2x screen: offsets land on half points.
    scrollView.contentScaleFactor = 2
    scrollView.delegate = ScrollViewDelegate(viewForZooming: CGSize(width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 667)
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 4
    scrollView.zoom(to: CGRect(x: 100, y: 200, width: 150, height: 200), animated: true)
    // 让缩放动画跑完。
    // Let the zoom animation run.
    scrollView.model.settle()
    // end example
    out.record("zoomScale", scrollView.zoomScale)
    out.record("contentOffset", scrollView.contentOffset)
    out.record("contentSize", scrollView.contentSize)
    out.record("delegateCalls", collapsedZoomCalls(scrollView.delegateEvents))
    out.record("figure", Figure.scrollScene(scrollView.model))
  }

  static let withoutDelegate = Example(
    id: "zoom.without-delegate", en: "Zooming without a zooming view", zh: "没有缩放视图时缩放",
    apis: ["UIScrollViewDelegate.viewForZooming(in:)", "UIScrollView.setZoomScale(_:animated:)"]
  ) { out in
    // example: zoom.without-delegate
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    // viewForZooming(in:) 返回 nil。
    // viewForZooming(in:) returns nil.
    scrollView.delegate = ScrollViewDelegate(viewForZooming: nil)
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 3
    let outcome = scrollView.setZoomScale(2, animated: false)
    // end example
    if let error = describe(outcome)["error"] { out.record("error", error) }
    out.record("zoomScale", scrollView.zoomScale)
  }

  static let pinchBounce = Example(
    id: "zoom.pinch-bounce", en: "Pinching past the limit", zh: "捏合超过上限",
    apis: ["UIScrollView.bouncesZoom", "UIScrollView.isZooming", "UIScrollView.isZoomBouncing",
           "UIScrollView.panGestureRecognizer"]
  ) { out in
    // example: zoom.pinch-bounce
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.delegate = ScrollViewDelegate(viewForZooming: CGSize(width: 375, height: 667))
    scrollView.minimumZoomScale = 1
    scrollView.maximumZoomScale = 2
    scrollView.bouncesZoom = true
    // 能缩放时为两根手指。
    // Two while zooming is possible.
    let panTouches = scrollView.panGestureRecognizer.maximumNumberOfTouches

    scrollView.model.beginPinch()
    // 手指要求放大到 3 倍。
    // The fingers ask for 3×.
    scrollView.model.pinch(toScale: 3, around: CGPoint(x: 187.5, y: 333.5))
    let whilePinching = (scrollView.zoomScale, scrollView.isZooming)
    scrollView.model.endPinch()
    let afterRelease = (scrollView.zoomScale, scrollView.isZoomBouncing)
    scrollView.model.settle()
    // end example
    out.record("panGestureRecognizer", object(["maximumNumberOfTouches": panTouches]))
    out.record("whilePinching", object(["zoomScale": whilePinching.0, "isZooming": whilePinching.1]))
    out.record("afterRelease", object(["zoomScale": afterRelease.0, "isZoomBouncing": afterRelease.1]))
    out.record("settled", object(["zoomScale": scrollView.zoomScale, "isZoomBouncing": scrollView.isZoomBouncing]))
  }

  /// Callback names in order without didScroll, a run of `scrollViewDidZoom(_:)` shown once with
  /// its count (an animated zoom reports one per frame).
  static func collapsedZoomCalls(_ events: [DelegateEvent]) -> [String] {
    let withoutScrolls = events.filter { if case .didScroll = $0 { false } else { true } }
    return PhysicsExamples.collapsedNames(withoutScrolls) { if case .didZoom = $0 { true } else { false } }
  }
}
