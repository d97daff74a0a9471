// What a scroll view starts with and what survives a relaunch (shown on the API pages).
import NotesCore
import ScrollLayout
import ScrollModel

enum StateExamples {
  static let all: [Example] = [freshDefaults, restoration]

  static let freshDefaults = Example(
    id: "state.fresh-defaults", en: "A fresh scroll view", zh: "新建的滚动视图",
    apis: [
      "UIScrollView.indexDisplayMode", "UIScrollView.IndexDisplayMode", "UIScrollView.keyboardDismissMode",
      "UIScrollView.KeyboardDismissMode", "UIScrollView.indicatorStyle", "UIScrollView.decelerationRate",
      "UIScrollView.bouncesZoom", "UIScrollView.isTracking", "UIScrollView.isDragging", "UIScrollView.isDecelerating",
    ]
  ) { out in
    // example: state.fresh-defaults
    let scrollView = UIScrollView()
    out.record("indexDisplayMode", scrollView.indexDisplayMode.name)
    out.record("keyboardDismissMode", scrollView.keyboardDismissMode.name)
    out.record("indicatorStyle", scrollView.indicatorStyle.name)
    out.record("decelerationRate", scrollView.decelerationRate.rawValue)
    out.record("zoomScale", object([
      "zoomScale": scrollView.zoomScale, "minimum": scrollView.minimumZoomScale,
      "maximum": scrollView.maximumZoomScale, "bouncesZoom": scrollView.bouncesZoom,
    ]))
    out.record("state", object([
      "isTracking": scrollView.isTracking, "isDragging": scrollView.isDragging,
      "isDecelerating": scrollView.isDecelerating, "isZooming": scrollView.isZooming,
    ]))
    // end example
  }

  static let restoration = Example(
    id: "state.restoration", en: "State restoration", zh: "状态恢复", apis: ["UIView.restorationIdentifier"]
  ) { out in
    // example: state.restoration
    // 应用被终止之前：设置了 restorationIdentifier，所以 UIKit 会保存这些状态。
    // Before the app is terminated: restorationIdentifier is set, so UIKit encodes this state.
    let before = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    before.delegate = ScrollViewDelegate(viewForZooming: CGSize(width: 375, height: 667))
    before.maximumZoomScale = 3
    before.setZoomScale(2, animated: false)
    before.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    before.contentOffset = CGPoint(x: 100, y: 300)
    let saved = before.model.restorableState

    // 下次启动：标识符相同的新滚动视图取回这些状态。
    // Next launch: a new scroll view with the same identifier gets it back.
    let after = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    after.delegate = ScrollViewDelegate(viewForZooming: CGSize(width: 375, height: 667))
    after.maximumZoomScale = 3
    after.model.restore(saved)
    // end example
    out.record("saved", object(["zoomScale": saved.zoomScale, "contentInset": saved.contentInset, "contentOffset": saved.contentOffset]))
    out.record("restored", object(["zoomScale": after.zoomScale, "contentInset": after.contentInset, "contentOffset": after.contentOffset]))
  }
}
