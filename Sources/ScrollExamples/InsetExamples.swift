// contentInsetAdjustmentBehavior on an iPhone with the Dynamic Island (article 03): bounds
// 393 × 852 and the device's safe area; which edges of it reach adjustedContentInset.
import NotesCore
import ScrollLayout
import ScrollModel

enum InsetExamples {
  static let all: [Example] = [
    tallAutomatic, tallNever, shortScrollableAxes, shortAlways, shortBounceVertical, shortInNavigationController,
    scrollDisabled, withContentInset, landscapeWide,
  ]

  /// Every inset example also prints the unchanged contentInset and the scene.
  static func record(_ scrollView: UIScrollView, into out: inout ExampleOutput) {
    out.record("contentInset", scrollView.contentInset)
    out.record("figure", Figure.scrollScene(scrollView.model))
  }

  static let tallAutomatic = Example(
    id: "inset.tall-automatic", en: "Tall content, .automatic", zh: "内容较高，.automatic",
    apis: ["UIScrollView.adjustedContentInset", "UIScrollView.contentInsetAdjustmentBehavior", "UIView.safeAreaInsets"]
  ) { out in
    // example: inset.tall-automatic
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    scrollView.contentInsetAdjustmentBehavior = .automatic
    // 视图显示到屏幕上以后，窗口给它安全区域。
    // The window gives the view its safe area once it is on screen.
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.portrait)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    // end example
    record(scrollView, into: &out)
  }

  static let tallNever = Example(
    id: "inset.tall-never", en: "Tall content, .never", zh: "内容较高，.never",
    apis: ["UIScrollView.contentInsetAdjustmentBehavior", "UIScrollView.ContentInsetAdjustmentBehavior"]
  ) { out in
    // example: inset.tall-never
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    scrollView.contentInsetAdjustmentBehavior = .never
    // 视图显示到屏幕上以后，窗口给它安全区域。
    // The window gives the view its safe area once it is on screen.
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.portrait)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    // end example
    record(scrollView, into: &out)
  }

  static let shortScrollableAxes = Example(
    id: "inset.short-scrollable-axes", en: "Short content, .scrollableAxes", zh: "内容较矮，.scrollableAxes",
    apis: ["UIScrollView.contentInsetAdjustmentBehavior", "UIScrollView.adjustedContentInset"]
  ) { out in
    // example: inset.short-scrollable-axes
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 500)
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    // 视图显示到屏幕上以后，窗口给它安全区域。
    // The window gives the view its safe area once it is on screen.
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.portrait)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    // end example
    record(scrollView, into: &out)
  }

  static let shortAlways = Example(
    id: "inset.short-always", en: "Short content, .always", zh: "内容较矮，.always",
    apis: ["UIScrollView.contentInsetAdjustmentBehavior", "UIScrollView.adjustedContentInset"]
  ) { out in
    // example: inset.short-always
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 500)
    scrollView.contentInsetAdjustmentBehavior = .always
    // 视图显示到屏幕上以后，窗口给它安全区域。
    // The window gives the view its safe area once it is on screen.
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.portrait)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    // end example
    record(scrollView, into: &out)
  }

  static let shortBounceVertical = Example(
    id: "inset.short-bounce-vertical", en: "Short content that always bounces", zh: "内容较矮但始终可竖直回弹",
    apis: ["UIScrollView.alwaysBounceVertical", "UIScrollView.adjustedContentInset"]
  ) { out in
    // example: inset.short-bounce-vertical
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 500)
    scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
    // 竖直方向现在算作可滚动。
    // The vertical axis now counts as scrollable.
    scrollView.alwaysBounceVertical = true
    // 视图显示到屏幕上以后，窗口给它安全区域。
    // The window gives the view its safe area once it is on screen.
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.portrait)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    // end example
    record(scrollView, into: &out)
  }

  static let shortInNavigationController = Example(
    id: "inset.short-in-navigation-controller", en: "Short content in a navigation controller",
    zh: "导航控制器中的较矮内容", apis: ["UIScrollView.contentInsetAdjustmentBehavior", "UIScrollView.adjustedContentInset"]
  ) { out in
    // example: inset.short-in-navigation-controller
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 500)
    scrollView.contentInsetAdjustmentBehavior = .automatic
    // 滚动视图是某个视图控制器的根视图，这个控制器被推入 UINavigationController。
    // The scroll view is a view controller's view, pushed on a UINavigationController.
    scrollView.isViewControllerRootInNavigationController = true
    // 视图显示到屏幕上以后，窗口给它安全区域。
    // The window gives the view its safe area once it is on screen.
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.portrait)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    // end example
    record(scrollView, into: &out)
  }

  static let scrollDisabled = Example(
    id: "inset.scroll-disabled", en: "Scrolling disabled", zh: "关闭滚动",
    apis: ["UIScrollView.isScrollEnabled", "UIScrollView.adjustedContentInset"]
  ) { out in
    // example: inset.scroll-disabled
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    scrollView.contentInsetAdjustmentBehavior = .automatic
    scrollView.isScrollEnabled = false
    // 视图显示到屏幕上以后，窗口给它安全区域。
    // The window gives the view its safe area once it is on screen.
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.portrait)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    // 把同一个视图作为导航控制器中视图控制器的根视图：这个特例照样加上上下两边。
    // The same view as a view controller's view in a navigation controller: that case still adds top and bottom.
    scrollView.isViewControllerRootInNavigationController = true
    out.record("inNavigationController", object(["adjustedContentInset": scrollView.adjustedContentInset]))
    // end example
    // The figure shows the view outside the navigation controller.
    scrollView.isViewControllerRootInNavigationController = false
    record(scrollView, into: &out)
  }

  static let withContentInset = Example(
    id: "inset.with-content-inset", en: "contentInset adds up", zh: "contentInset 叠加",
    apis: ["UIScrollView.contentInset", "UIScrollView.adjustedContentInset", "UIScrollView.adjustedContentInsetDidChange()",
           "UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)"]
  ) { out in
    // example: inset.with-content-inset
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scrollView.contentSize = CGSize(width: 393, height: 2000)
    scrollView.contentInsetAdjustmentBehavior = .automatic
    scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    // 视图显示到屏幕上以后，窗口给它安全区域。
    // The window gives the view its safe area once it is on screen.
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.portrait)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    // end example
    record(scrollView, into: &out)
    // Each change of the adjusted value was announced to the delegate.
    let announcements = scrollView.delegateEvents.filter { $0 == .didChangeAdjustedContentInset }
    out.record("adjustedContentInsetChanges", announcements.count)
  }

  static let landscapeWide = Example(
    id: "inset.landscape-wide", en: "Landscape, wide content", zh: "横屏宽内容",
    apis: ["UIScrollView.adjustedContentInset", "UIScrollView.contentInsetAdjustmentBehavior", "UIView.safeAreaInsets"]
  ) { out in
    // example: inset.landscape-wide
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 852, height: 393))
    // 不比视图高。
    // Not taller than the view.
    scrollView.contentSize = CGSize(width: 2000, height: 393)
    scrollView.contentInsetAdjustmentBehavior = .automatic
    // 视图显示到屏幕上以后，窗口给它安全区域。
    // The window gives the view its safe area once it is on screen.
    scrollView.safeAreaInsets = DeviceClass.dynamicIsland.safeAreaInsets(.landscape)
    out.record("adjustedContentInset", scrollView.adjustedContentInset)
    // end example
    record(scrollView, into: &out)
  }
}
