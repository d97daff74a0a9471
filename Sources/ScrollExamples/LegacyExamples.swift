// automaticallyAdjustsScrollViewInsets before iOS 11 (article 03) on a home-button iPhone: the
// bars' heights were written into contentInset and the offset moved up by the top amount.
import NotesCore
import ScrollLayout
import ScrollModel

enum LegacyExamples {
  static let all: [Example] = [
    portraitNavigationBar, portraitNavigationBarHidden, landscapeNavigationBar, landscapeNavigationBarHidden, tabBar,
  ]

  static let apis = ["UIViewController.automaticallyAdjustsScrollViewInsets", "UIScrollView.contentInset"]

  static func record(_ scrollView: UIScrollView, into out: inout ExampleOutput) {
    out.record("contentInset", scrollView.contentInset)
    out.record("contentOffset", scrollView.contentOffset)
  }

  static let portraitNavigationBar = Example(
    id: "legacy.portrait-navigation-bar", en: "Portrait with a navigation bar", zh: "竖屏，显示导航栏", apis: apis
  ) { out in
    // example: legacy.portrait-navigation-bar
    // automaticallyAdjustsScrollViewInsets = true（iOS 7 到 10），显示状态栏和导航栏。
    // automaticallyAdjustsScrollViewInsets = true (iOS 7–10), status bar and navigation bar shown.
    let adjustment = LegacyInsetAdjustment(orientation: .portrait, navigationBarHidden: false)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    // iOS 10 还没有安全区域调整。
    // iOS 10 had no safe-area adjustment.
    scrollView.contentInsetAdjustmentBehavior = .never
    // UIKit 写进 contentInset 的值。
    // What UIKit wrote into contentInset.
    scrollView.contentInset = adjustment.insets
    // 以及它把偏移留在了哪里。
    // And where it left the offset.
    scrollView.contentOffset = adjustment.contentOffset
    // end example
    record(scrollView, into: &out)
  }

  static let portraitNavigationBarHidden = Example(
    id: "legacy.portrait-navigation-bar-hidden", en: "Portrait, bar hidden", zh: "竖屏，隐藏导航栏", apis: apis
  ) { out in
    // example: legacy.portrait-navigation-bar-hidden
    // navigationController.isNavigationBarHidden = true：只剩下状态栏。
    // navigationController.isNavigationBarHidden = true: only the status bar remains.
    let adjustment = LegacyInsetAdjustment(orientation: .portrait, navigationBarHidden: true)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    // iOS 10 还没有安全区域调整。
    // iOS 10 had no safe-area adjustment.
    scrollView.contentInsetAdjustmentBehavior = .never
    // UIKit 写进 contentInset 的值。
    // What UIKit wrote into contentInset.
    scrollView.contentInset = adjustment.insets
    // 以及它把偏移留在了哪里。
    // And where it left the offset.
    scrollView.contentOffset = adjustment.contentOffset
    // end example
    record(scrollView, into: &out)
  }

  static let landscapeNavigationBar = Example(
    id: "legacy.landscape-navigation-bar", en: "Landscape with a navigation bar", zh: "横屏，显示导航栏", apis: apis
  ) { out in
    // example: legacy.landscape-navigation-bar
    // 横屏：状态栏隐藏，导航栏变矮。
    // Landscape: the status bar is hidden and the navigation bar is compact.
    let adjustment = LegacyInsetAdjustment(orientation: .landscape, navigationBarHidden: false)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 667, height: 375))
    // iOS 10 还没有安全区域调整。
    // iOS 10 had no safe-area adjustment.
    scrollView.contentInsetAdjustmentBehavior = .never
    // UIKit 写进 contentInset 的值。
    // What UIKit wrote into contentInset.
    scrollView.contentInset = adjustment.insets
    // 以及它把偏移留在了哪里。
    // And where it left the offset.
    scrollView.contentOffset = adjustment.contentOffset
    // end example
    record(scrollView, into: &out)
  }

  static let landscapeNavigationBarHidden = Example(
    id: "legacy.landscape-navigation-bar-hidden", en: "Landscape, bar hidden", zh: "横屏，隐藏导航栏", apis: apis
  ) { out in
    // example: legacy.landscape-navigation-bar-hidden
    let adjustment = LegacyInsetAdjustment(orientation: .landscape, navigationBarHidden: true)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 667, height: 375))
    // iOS 10 还没有安全区域调整。
    // iOS 10 had no safe-area adjustment.
    scrollView.contentInsetAdjustmentBehavior = .never
    // UIKit 写进 contentInset 的值。
    // What UIKit wrote into contentInset.
    scrollView.contentInset = adjustment.insets
    // 以及它把偏移留在了哪里。
    // And where it left the offset.
    scrollView.contentOffset = adjustment.contentOffset
    // end example
    record(scrollView, into: &out)
  }

  static let tabBar = Example(
    id: "legacy.tab-bar", en: "With a tab bar", zh: "带标签栏", apis: apis
  ) { out in
    // example: legacy.tab-bar
    // 同时位于 UITabBarController 中：标签栏盖住底部。
    // Inside a UITabBarController as well: the tab bar covers the bottom.
    let adjustment = LegacyInsetAdjustment(orientation: .portrait, navigationBarHidden: false, hasTabBar: true)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    // iOS 10 还没有安全区域调整。
    // iOS 10 had no safe-area adjustment.
    scrollView.contentInsetAdjustmentBehavior = .never
    // UIKit 写进 contentInset 的值。
    // What UIKit wrote into contentInset.
    scrollView.contentInset = adjustment.insets
    // 以及它把偏移留在了哪里。
    // And where it left the offset.
    scrollView.contentOffset = adjustment.contentOffset
    // end example
    record(scrollView, into: &out)
  }
}
