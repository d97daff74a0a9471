import ScrollModel
import Testing

/// The SDK surface (shared/spec/sdk-surface.md), transcribed row by row: every member UIKit
/// declares on UIScrollView and UIScrollViewDelegate, and the related APIs readers need. Rows
/// that name several members list each; a row's parenthesised sub-members
/// (`keyboardLayoutGuide`'s properties) are covered by the row's own entry.
let sdkSurfaceNames = [
  // UIScrollView
  "UIScrollView", "UIScrollView.delegate", "UIScrollView.contentSize", "UIScrollView.contentOffset",
  "UIScrollView.setContentOffset(_:animated:)", "UIScrollView.contentInset", "UIScrollView.contentAlignmentPoint",
  "UIScrollView.adjustedContentInset", "UIScrollView.adjustedContentInsetDidChange()",
  "UIScrollView.contentInsetAdjustmentBehavior", "UIScrollView.ContentInsetAdjustmentBehavior",
  "UIScrollView.automaticallyAdjustsScrollIndicatorInsets", "UIScrollView.contentLayoutGuide",
  "UIScrollView.frameLayoutGuide", "UIScrollView.isDirectionalLockEnabled", "UIScrollView.bounces",
  "UIScrollView.bouncesHorizontally", "UIScrollView.bouncesVertically", "UIScrollView.alwaysBounceVertical",
  "UIScrollView.alwaysBounceHorizontal", "UIScrollView.isPagingEnabled", "UIScrollView.isScrollEnabled",
  "UIScrollView.transfersHorizontalScrollingToParent", "UIScrollView.transfersVerticalScrollingToParent",
  "UIScrollView.showsVerticalScrollIndicator", "UIScrollView.showsHorizontalScrollIndicator",
  "UIScrollView.indicatorStyle", "UIScrollView.IndicatorStyle", "UIScrollView.verticalScrollIndicatorInsets",
  "UIScrollView.horizontalScrollIndicatorInsets", "UIScrollView.scrollIndicatorInsets",
  "UIScrollView.decelerationRate", "UIScrollView.DecelerationRate", "UIScrollView.indexDisplayMode",
  "UIScrollView.IndexDisplayMode", "UIScrollView.scrollRectToVisible(_:animated:)",
  "UIScrollView.flashScrollIndicators()", "UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)",
  "UIScrollView.isTracking", "UIScrollView.isDragging", "UIScrollView.isDecelerating",
  "UIScrollView.isScrollAnimating", "UIScrollView.delaysContentTouches", "UIScrollView.canCancelContentTouches",
  "UIScrollView.touchesShouldBegin(_:with:in:)", "UIScrollView.touchesShouldCancel(in:)",
  "UIScrollView.minimumZoomScale", "UIScrollView.maximumZoomScale", "UIScrollView.zoomScale",
  "UIScrollView.setZoomScale(_:animated:)", "UIScrollView.zoom(to:animated:)", "UIScrollView.bouncesZoom",
  "UIScrollView.isZooming", "UIScrollView.isZoomBouncing", "UIScrollView.isZoomAnimating",
  "UIScrollView.stopScrollingAndZooming()", "UIScrollView.scrollsToTop", "UIScrollView.panGestureRecognizer",
  "UIScrollView.pinchGestureRecognizer", "UIScrollView.directionalPressGestureRecognizer",
  "UIScrollView.keyboardDismissMode", "UIScrollView.KeyboardDismissMode", "UIScrollView.refreshControl",
  "UIScrollView.allowsKeyboardScrolling", "UIScrollView.topEdgeEffect", "UIScrollView.leftEdgeEffect",
  "UIScrollView.bottomEdgeEffect", "UIScrollView.rightEdgeEffect", "UIScrollView.visibleSize",
  // UIScrollViewDelegate
  "UIScrollViewDelegate", "UIScrollViewDelegate.scrollViewDidScroll(_:)", "UIScrollViewDelegate.scrollViewDidZoom(_:)",
  "UIScrollViewDelegate.scrollViewWillBeginDragging(_:)",
  "UIScrollViewDelegate.scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
  "UIScrollViewDelegate.scrollViewDidEndDragging(_:willDecelerate:)",
  "UIScrollViewDelegate.scrollViewWillBeginDecelerating(_:)", "UIScrollViewDelegate.scrollViewDidEndDecelerating(_:)",
  "UIScrollViewDelegate.scrollViewDidEndScrollingAnimation(_:)", "UIScrollViewDelegate.viewForZooming(in:)",
  "UIScrollViewDelegate.scrollViewWillBeginZooming(_:with:)",
  "UIScrollViewDelegate.scrollViewDidEndZooming(_:with:atScale:)", "UIScrollViewDelegate.scrollViewShouldScrollToTop(_:)",
  "UIScrollViewDelegate.scrollViewDidScrollToTop(_:)", "UIScrollViewDelegate.scrollViewDidChangeAdjustedContentInset(_:)",
  // Related APIs
  "UIViewController.automaticallyAdjustsScrollViewInsets", "UIView.safeAreaInsets", "UIView.keyboardLayoutGuide",
  "UIRefreshControl", "UIRefreshControl.beginRefreshing()", "UIRefreshControl.endRefreshing()",
  "UIRefreshControl.isRefreshing", "UIViewController.setContentScrollView(_:for:)",
  "UIViewController.contentScrollView(for:)", "UIPanGestureRecognizer.allowedScrollTypesMask",
]

/// Versions the surface states for the members added since the first inventory.
let sdkSurfaceVersions: [(String, String)] = [
  ("UIScrollView.contentAlignmentPoint", "17.4"), ("UIScrollView.transfersHorizontalScrollingToParent", "17.4"),
  ("UIScrollView.transfersVerticalScrollingToParent", "17.4"),
  ("UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)", "17.4"), ("UIScrollView.isScrollAnimating", "17.4"),
  ("UIScrollView.isZoomAnimating", "17.4"), ("UIScrollView.stopScrollingAndZooming()", "17.4"),
  ("UIScrollView.allowsKeyboardScrolling", "17.0"), ("UIScrollView.topEdgeEffect", "26.0"),
  ("UIScrollView.leftEdgeEffect", "26.0"), ("UIScrollView.bottomEdgeEffect", "26.0"),
  ("UIScrollView.rightEdgeEffect", "26.0"), ("UIScrollView.visibleSize", "12.0"), ("UIRefreshControl", "6.0"),
  ("UIRefreshControl.beginRefreshing()", "6.0"), ("UIViewController.setContentScrollView(_:for:)", "15.0"),
  ("UIViewController.contentScrollView(for:)", "15.0"), ("UIPanGestureRecognizer.allowedScrollTypesMask", "13.4"),
]

@Suite struct SDKSurfaceTests {
  @Test(arguments: sdkSurfaceNames)
  func everySurfaceMemberHasACatalogEntry(name: String) {
    #expect(ScrollViewCatalog.entry(named: name) != nil, "no catalog entry for \(name)")
  }

  @Test(arguments: sdkSurfaceVersions)
  func newMembersCarryTheSurfacesVersion(name: String, version: String) throws {
    let entry = try #require(ScrollViewCatalog.entry(named: name))
    #expect(entry.availability.iOSVersion == version)
  }

  @Test func theIOS174MembersAreOnVisionOS11AndTheTvOSExclusionsAreKept() throws {
    for name in ["contentAlignmentPoint", "isScrollAnimating", "stopScrollingAndZooming()"] {
      let entry = try #require(ScrollViewCatalog.entry(named: "UIScrollView." + name))
      #expect(entry.availability.introduced.contains(PlatformVersion(.visionOS, "1.1")), "\(name)")
    }
    #expect(ScrollViewCatalog.entry(named: "UIScrollView.allowsKeyboardScrolling")?.availability.unavailable == [.tvOS])
    #expect(ScrollViewCatalog.entry(named: "UIRefreshControl")?.availability.unavailable == [.tvOS])
  }

  @Test func newDefaultsMatchTheSurfaceAndAFreshScrollView() throws {
    let expected = [
      ("UIScrollView.contentAlignmentPoint", ".zero"), ("UIScrollView.transfersHorizontalScrollingToParent", "true"),
      ("UIScrollView.transfersVerticalScrollingToParent", "true"), ("UIScrollView.isScrollAnimating", "false"),
      ("UIScrollView.isZoomAnimating", "false"), ("UIScrollView.allowsKeyboardScrolling", "true"),
      ("UIRefreshControl.isRefreshing", "false"),
    ]
    let fresh = ScrollView()
    for (name, value) in expected {
      let entry = try #require(ScrollViewCatalog.entry(named: name))
      #expect(entry.defaultValue == value, "\(name)")
      if let live = fresh.spelledValue(ofProperty: name) { #expect(live == value, "\(name)") }
    }
  }

  @Test func declarationsAndApplePaths() throws {
    #expect(ScrollViewCatalog.entry(named: "UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)")?.declaration
      == "func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void)")
    #expect(ScrollViewCatalog.entry(named: "UIScrollView.visibleSize")?.appleDocumentationPath
      == "uifocusitemscrollablecontainer/visiblesize")
    #expect(ScrollViewCatalog.entry(named: "UIScrollView.contentAlignmentPoint")?.appleDocumentationURL
      == "https://developer.apple.com/documentation/uikit/uiscrollview/contentalignmentpoint")
    #expect(ScrollViewCatalog.entry(named: "UIScrollView.isZoomAnimating")?.access == .get)
  }

  @Test func storedOnlyMembersSaySo() {
    for name in ["UIScrollView.topEdgeEffect", "UIRefreshControl", "UIViewController.contentScrollView(for:)"] {
      #expect(ScrollViewCatalog.entry(named: name)?.notModelledReason != nil, "\(name)")
    }
    // The refresh control's state, inset and pull are modelled (its drawing is not).
    for name in ["UIScrollView.contentAlignmentPoint", "UIRefreshControl.isRefreshing", "UIRefreshControl.beginRefreshing()"] {
      #expect(ScrollViewCatalog.entry(named: name)?.notModelledReason == nil, "\(name)")
    }
  }
}
