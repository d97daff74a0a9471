import ScrollModel
import Testing

/// The inventory (api-inventory.md), one qualified name per row; methods of the delegate
/// protocol are listed too, since the catalog covers them individually.
let inventoryNames = [
  "UIScrollView", "UIScrollView.delegate", "UIScrollViewDelegate", "UIScrollView.contentSize",
  "UIScrollView.contentOffset", "UIScrollView.setContentOffset(_:animated:)", "UIScrollView.adjustedContentInset",
  "UIScrollView.contentInset", "UIScrollView.contentInsetAdjustmentBehavior", "UIScrollView.ContentInsetAdjustmentBehavior",
  "UIScrollView.adjustedContentInsetDidChange()", "UIScrollView.frameLayoutGuide", "UIScrollView.contentLayoutGuide",
  "UIScrollView.isScrollEnabled", "UIScrollView.isDirectionalLockEnabled", "UIScrollView.isPagingEnabled",
  "UIScrollView.scrollsToTop", "UIScrollView.bounces", "UIScrollView.bouncesHorizontally",
  "UIScrollView.bouncesVertically", "UIScrollView.alwaysBounceVertical", "UIScrollView.alwaysBounceHorizontal",
  "UIScrollView.isTracking", "UIScrollView.isDragging", "UIScrollView.isDecelerating", "UIScrollView.decelerationRate",
  "UIScrollView.DecelerationRate", "UIScrollView.indicatorStyle", "UIScrollView.IndicatorStyle",
  "UIScrollView.showsHorizontalScrollIndicator", "UIScrollView.showsVerticalScrollIndicator",
  "UIScrollView.horizontalScrollIndicatorInsets", "UIScrollView.verticalScrollIndicatorInsets",
  "UIScrollView.scrollIndicatorInsets", "UIScrollView.automaticallyAdjustsScrollIndicatorInsets",
  "UIScrollView.flashScrollIndicators()", "UIScrollView.refreshControl", "UIScrollView.scrollRectToVisible(_:animated:)",
  "UIScrollView.touchesShouldBegin(_:with:in:)", "UIScrollView.touchesShouldCancel(in:)",
  "UIScrollView.canCancelContentTouches", "UIScrollView.delaysContentTouches",
  "UIScrollView.directionalPressGestureRecognizer", "UIScrollView.panGestureRecognizer",
  "UIScrollView.pinchGestureRecognizer", "UIScrollView.zoom(to:animated:)", "UIScrollView.zoomScale",
  "UIScrollView.setZoomScale(_:animated:)", "UIScrollView.maximumZoomScale", "UIScrollView.minimumZoomScale",
  "UIScrollView.isZoomBouncing", "UIScrollView.isZooming", "UIScrollView.bouncesZoom",
  "UIScrollView.keyboardDismissMode", "UIScrollView.KeyboardDismissMode", "UIScrollView.indexDisplayMode",
  "UIScrollView.IndexDisplayMode", "UIViewController.automaticallyAdjustsScrollViewInsets", "UIView.safeAreaInsets",
  "UIView.restorationIdentifier", "UIView.keyboardLayoutGuide",
]

/// Defaults exactly as the inventory states them (for the rows that have a literal default).
let inventoryDefaults: [(String, String)] = [
  ("UIScrollView.delegate", "nil"), ("UIScrollView.contentSize", ".zero"), ("UIScrollView.contentOffset", ".zero"),
  ("UIScrollView.contentInset", ".zero"), ("UIScrollView.contentInsetAdjustmentBehavior", ".automatic"),
  ("UIScrollView.isScrollEnabled", "true"), ("UIScrollView.isDirectionalLockEnabled", "false"),
  ("UIScrollView.isPagingEnabled", "false"), ("UIScrollView.scrollsToTop", "true"), ("UIScrollView.bounces", "true"),
  ("UIScrollView.bouncesHorizontally", "true"), ("UIScrollView.bouncesVertically", "true"),
  ("UIScrollView.alwaysBounceVertical", "false"), ("UIScrollView.alwaysBounceHorizontal", "false"),
  ("UIScrollView.isTracking", "false"), ("UIScrollView.isDragging", "false"), ("UIScrollView.isDecelerating", "false"),
  ("UIScrollView.decelerationRate", ".normal"), ("UIScrollView.indicatorStyle", ".default"),
  ("UIScrollView.showsHorizontalScrollIndicator", "true"), ("UIScrollView.showsVerticalScrollIndicator", "true"),
  ("UIScrollView.horizontalScrollIndicatorInsets", ".zero"), ("UIScrollView.verticalScrollIndicatorInsets", ".zero"),
  ("UIScrollView.scrollIndicatorInsets", ".zero"), ("UIScrollView.automaticallyAdjustsScrollIndicatorInsets", "true"),
  ("UIScrollView.refreshControl", "nil"), ("UIScrollView.canCancelContentTouches", "true"),
  ("UIScrollView.delaysContentTouches", "true"), ("UIScrollView.pinchGestureRecognizer", "nil"),
  ("UIScrollView.zoomScale", "1.0"), ("UIScrollView.maximumZoomScale", "1.0"), ("UIScrollView.minimumZoomScale", "1.0"),
  ("UIScrollView.isZoomBouncing", "false"), ("UIScrollView.isZooming", "false"), ("UIScrollView.bouncesZoom", "true"),
  ("UIScrollView.keyboardDismissMode", ".none"), ("UIScrollView.indexDisplayMode", ".automatic"),
  ("UIViewController.automaticallyAdjustsScrollViewInsets", "true"),
]

@Suite struct CatalogTests {
  @Test(arguments: inventoryNames)
  func listsEveryInventoryRow(name: String) {
    #expect(ScrollViewCatalog.entry(named: name) != nil, "no catalog entry for \(name)")
  }

  @Test func namesEachEntryOnce() {
    let names = ScrollViewCatalog.entries.map(\.qualifiedName)
    #expect(Set(names).count == names.count)
  }

  @Test(arguments: inventoryDefaults)
  func spellsTheInventoryDefault(name: String, expected: String) throws {
    let entry = try #require(ScrollViewCatalog.entry(named: name))
    #expect(entry.defaultValue == expected)
  }

  @Test func freshScrollViewReportsEveryCatalogDefault() {
    let fresh = ScrollView()
    var compared = 0
    for entry in ScrollViewCatalog.entries where entry.kind == .property {
      guard let value = fresh.spelledValue(ofProperty: entry.qualifiedName) else { continue }
      #expect(value == entry.defaultValue, "\(entry.qualifiedName): model \(value), catalog \(entry.defaultValue ?? "none")")
      compared += 1
    }
    #expect(compared >= 38)
  }

  @Test func readOnlyStateIsMarkedGet() throws {
    for name in ["isTracking", "isDragging", "isDecelerating", "isZooming", "isZoomBouncing", "adjustedContentInset"] {
      let entry = try #require(ScrollViewCatalog.entry(named: "UIScrollView." + name))
      #expect(entry.access == .get, "\(name)")
    }
    #expect(ScrollViewCatalog.entry(named: "UIScrollView.contentInset")?.access == .getSet)
  }

  @Test(arguments: [
    ("UIScrollView.ContentInsetAdjustmentBehavior", ["automatic=0", "scrollableAxes=1", "never=2", "always=3"]),
    ("UIScrollView.IndicatorStyle", ["default=0", "black=1", "white=2"]),
    (
      "UIScrollView.KeyboardDismissMode",
      ["none=0", "onDrag=1", "interactive=2", "onDragWithAccessory=3", "interactiveWithAccessory=4"]
    ),
    ("UIScrollView.IndexDisplayMode", ["automatic=0", "alwaysHidden=1"]),
    ("UIScrollView.DecelerationRate", ["normal=0.998", "fast=0.99"]),
  ])
  func listsCasesWithRawValues(name: String, cases: [String]) throws {
    let entry = try #require(ScrollViewCatalog.entry(named: name))
    #expect(entry.cases.map { "\($0.name)=\($0.rawValue)" } == cases)
  }

  @Test func explainsEveryEntryItDoesNotExecute() {
    let unexecuted = ScrollViewCatalog.entries.filter { $0.notModelledReason != nil }.map(\.qualifiedName)
    #expect(unexecuted.contains("UIScrollView.directionalPressGestureRecognizer"))
    #expect(!unexecuted.contains("UIScrollView.contentInset"))
    for entry in ScrollViewCatalog.entries {
      for note in entry.notes { #expect(!note.text.isEmpty, "\(entry.qualifiedName)") }
    }
  }

  @Test func coversEveryDelegateCallbackTheModelRecords() {
    let events: [DelegateEvent] = [
      .didScroll(.zero), .willBeginDragging, .willEndDragging(velocity: .zero, targetContentOffset: .zero),
      .didEndDragging(willDecelerate: false), .willBeginDecelerating, .didEndDecelerating, .didEndScrollingAnimation,
      .shouldScrollToTop(true), .didScrollToTop, .didChangeAdjustedContentInset, .willBeginZooming, .didZoom(1),
      .didEndZooming(atScale: 1),
    ]
    for event in events {
      #expect(ScrollViewCatalog.entry(named: "UIScrollViewDelegate." + event.callbackName) != nil, "\(event.callbackName)")
    }
    #expect(ScrollViewCatalog.entry(named: "UIScrollView." + DelegateEvent.adjustedContentInsetDidChange.callbackName) != nil)
  }

  @Test func hasNoSlowDecelerationRate() throws {
    let entry = try #require(ScrollViewCatalog.entry(named: "UIScrollView.DecelerationRate"))
    #expect(!entry.cases.contains { $0.name == "slow" })
  }

  @Test(arguments: [(1.0, "1.0"), (0.998, "0.998"), (-64, "-64.0"), (0.5, "0.5")])
  func spellsNumbersLikeSwiftSource(value: Double, spelling: String) {
    #expect(value.modelSpelling == spelling)
  }
}
