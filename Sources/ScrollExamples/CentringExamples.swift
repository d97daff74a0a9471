// Centring content smaller than the screen while zooming (article 15): a 600 × 400 photo in a
// 375 × 667 scroll view at zoom scales 0.5, 1 and 2, centred three ways: contentInset in
// scrollViewDidZoom(_:), the zoomed view's frame in layoutSubviews, and the iOS 17.4
// contentAlignmentPoint.
import NotesCore
import ScrollLayout
import ScrollModel

// example: centring.did-zoom-inset
// 三个例子共用的场景：600 × 400 的照片放在 375 × 667 的滚动视图中，比例可在 0.5 到 3 之间。
// The scene all three examples share: a 600 × 400 photo in a 375 × 667 scroll view, scales 0.5 to 3.
func photoScrollView() -> UIScrollView {
  let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  // 2 倍屏：偏移落在半点上。
  // A 2x screen: offsets land on half points.
  scrollView.contentScaleFactor = 2
  scrollView.delegate = ScrollViewDelegate(viewForZooming: CGSize(width: 600, height: 400))
  scrollView.contentSize = CGSize(width: 600, height: 400)
  scrollView.minimumZoomScale = 0.5
  scrollView.maximumZoomScale = 3
  return scrollView
}

// 代理的 scrollViewDidZoom(_:)：内容比 bounds 小的方向上，两边各留一半空白作为 contentInset。
// The delegate's scrollViewDidZoom(_:): on an axis where the content is smaller than the bounds, half the free space on each side becomes contentInset.
func scrollViewDidZoom(_ scrollView: UIScrollView) {
  let freeWidth = max(0, scrollView.bounds.width - scrollView.contentSize.width)
  let freeHeight = max(0, scrollView.bounds.height - scrollView.contentSize.height)
  scrollView.contentInset = UIEdgeInsets(
    top: freeHeight / 2, left: freeWidth / 2, bottom: freeHeight / 2, right: freeWidth / 2)
}

// 设置 contentInset 不会移动 contentOffset：小内容方向上，把偏移放到 −inset，内容才真正居中。
// Setting contentInset does not move contentOffset: on a short axis, put the offset at −inset so the content is really centred.
func moveOffsetToCentre(_ scrollView: UIScrollView) {
  var offset = scrollView.contentOffset
  if scrollView.contentSize.width < scrollView.bounds.width { offset.x = -scrollView.contentInset.left }
  if scrollView.contentSize.height < scrollView.bounds.height { offset.y = -scrollView.contentInset.top }
  scrollView.contentOffset = offset
}

// 缩放到 scale。UIKit 会在缩放后调用 scrollViewDidZoom(_:)；模型只记录回调，所以这里直接调用它。
// Zoom to scale. UIKit calls scrollViewDidZoom(_:) after the zoom; the model only records callbacks, so call it here.
func zoomAndCentre(_ scrollView: UIScrollView, to scale: CGFloat) -> (afterZoom: CGPoint, afterInset: CGPoint) {
  scrollView.setZoomScale(scale, animated: false)
  let afterZoom = scrollView.contentOffset
  scrollViewDidZoom(scrollView)
  let afterInset = scrollView.contentOffset
  moveOffsetToCentre(scrollView)
  return (afterZoom, afterInset)
}
// end example

// example: centring.layout-subviews
// PhotoScroller 的做法，写在滚动视图子类的 layoutSubviews 中。
// PhotoScroller's way, in the scroll view subclass's layoutSubviews.
// 缩放后被缩放视图的 frame 原点回到 (0, 0)、尺寸等于 contentSize（见第 06 篇）；把它移到 bounds 正中。
// After a zoom the zoomed view's frame is back at (0, 0) with the size of contentSize (see article 06); move it to the middle of the bounds.
func centredFrame(ofZoomedViewIn scrollView: UIScrollView) -> CGRect {
  var frame = CGRect(origin: .zero, size: scrollView.contentSize)
  if frame.width < scrollView.bounds.width { frame.origin.x = (scrollView.bounds.width - frame.width) / 2 }
  if frame.height < scrollView.bounds.height { frame.origin.y = (scrollView.bounds.height - frame.height) / 2 }
  return frame
}
// end example

enum CentringExamples {
  static let all: [Example] = [didZoomInset, layoutSubviews, alignmentPoint]

  static let scales: [CGFloat] = [0.5, 1, 2]

  /// Where the zoomed view's top-left corner appears in the scroll view's frame.
  static func onScreen(_ frameOrigin: CGPoint, _ offset: CGPoint) -> CGPoint {
    CGPoint(x: frameOrigin.x - offset.x, y: frameOrigin.y - offset.y)
  }

  static let didZoomInset = Example(
    id: "centring.did-zoom-inset", en: "Centring with contentInset in scrollViewDidZoom", zh: "在 scrollViewDidZoom 中用 contentInset 居中",
    apis: [
      "UIScrollViewDelegate.scrollViewDidZoom(_:)", "UIScrollView.contentInset", "UIScrollView.contentOffset",
      "UIScrollView.setZoomScale(_:animated:)", "UIScrollView.zoomScale",
    ]
  ) { out in
    let scrollView = photoScrollView()
    var steps: [JSONValue] = []
    var figureState: ScrollView?
    for scale in scales {
      let (afterZoom, afterInset) = zoomAndCentre(scrollView, to: scale)
      steps.append(object([
        "zoomScale": scrollView.zoomScale, "contentSize": scrollView.contentSize,
        "contentInset": scrollView.contentInset, "offsetAfterZoom": afterZoom, "offsetAfterInset": afterInset,
        "contentOffset": scrollView.contentOffset,
        "imageOnScreenAfterInset": onScreen(.zero, afterInset), "imageOnScreen": onScreen(.zero, scrollView.contentOffset),
      ]))
      if scale == 0.5 { figureState = scrollView.model }
    }
    out.record("bounds", scrollView.bounds.size)
    out.record("image", CGSize(width: 600, height: 400))
    out.record("steps", JSONValue.array(steps))
    if let figureState { out.record("figure", Figure.scrollScene(figureState)) }
  }

  static let layoutSubviews = Example(
    id: "centring.layout-subviews", en: "Centring the zoomed view in layoutSubviews", zh: "在 layoutSubviews 中让被缩放的视图居中",
    apis: ["UIScrollViewDelegate.viewForZooming(in:)", "UIScrollView.zoomScale", "UIScrollView.contentSize"]
  ) { out in
    var steps: [JSONValue] = []
    var figure: JSONValue = .null
    for scale in scales {
      // Each scale from a fresh scroll view at scale 1: the model does not know where
      // layoutSubviews moved the zoomed view, so it zooms around the unmoved one.
      let scrollView = photoScrollView()
      scrollView.setZoomScale(scale, animated: false)
      let frame = centredFrame(ofZoomedViewIn: scrollView)
      steps.append(object([
        "zoomScale": scrollView.zoomScale, "contentSize": scrollView.contentSize, "frame": frame,
        "contentInset": scrollView.contentInset, "contentOffset": scrollView.contentOffset,
        "imageOnScreen": onScreen(frame.origin, scrollView.contentOffset),
      ]))
      if scale == 0.5 {
        figure = Figure.scrollScene(scrollView.model, views: [(en: "photo", zh: "照片", frame: frame)])
      }
    }
    out.record("steps", JSONValue.array(steps))
    out.record("figure", figure)
  }

  static let alignmentPoint = Example(
    id: "centring.alignment-point", en: "Centring with contentAlignmentPoint (iOS 17.4)", zh: "用 contentAlignmentPoint 居中（iOS 17.4）",
    apis: ["UIScrollView.contentAlignmentPoint", "UIScrollView.adjustedContentInset", "UIScrollView.zoomScale"]
  ) { out in
    // example: centring.alignment-point
    // photoScrollView() 见第一个例子。
    // photoScrollView() is in the first example.
    let scrollView = photoScrollView()
    // 一行设置，不需要代理代码。
    // One line, no delegate code.
    scrollView.contentAlignmentPoint = CGPoint(x: 0.5, y: 0.5)
    var results: [(scale: CGFloat, inset: UIEdgeInsets, offset: CGPoint)] = []
    for scale in [0.5, 1, 2] as [CGFloat] {
      scrollView.setZoomScale(scale, animated: false)
      results.append((scrollView.zoomScale, scrollView.adjustedContentInset, scrollView.contentOffset))
    }
    // end example
    out.record("steps", JSONValue.array(results.map { step in
      object([
        "zoomScale": step.scale, "adjustedContentInset": step.inset, "contentOffset": step.offset,
        "imageOnScreen": onScreen(.zero, step.offset),
      ])
    }))
    scrollView.setZoomScale(0.5, animated: false)
    out.record("figure", Figure.scrollScene(scrollView.model))
  }
}
