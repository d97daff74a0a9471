import ScrollModel
import Testing

/// A row of the "Content inset adjustment" table of scenarios.md.
struct InsetCase: CustomTestStringConvertible, Sendable {
  var id: String
  var orientation: Orientation = .portrait
  var contentSize: Size
  var behavior: ContentInsetAdjustmentBehavior = .automatic
  var alwaysBounceVertical = false
  var isScrollEnabled = true
  var inNavigationController = false
  var contentInset = EdgeInsets.zero
  var expected: EdgeInsets
  var testDescription: String { id }

  /// The Dynamic Island iPhone the table uses, in the case's orientation.
  func scrollView() -> ScrollView {
    let preset = SafeAreaPreset(device: .dynamicIsland, orientation: orientation)
    var view = ScrollView(size: preset.screenSize)
    view.safeAreaInsets = preset.insets
    view.contentInsetAdjustmentBehavior = behavior
    view.alwaysBounceVertical = alwaysBounceVertical
    view.isScrollEnabled = isScrollEnabled
    view.isViewControllerRootInNavigationController = inNavigationController
    view.contentInset = contentInset
    view.contentSize = contentSize
    return view
  }
}

let insetTable: [InsetCase] = [
  InsetCase(id: "tall-automatic", contentSize: Size(width: 393, height: 2000), expected: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
  InsetCase(id: "tall-never", contentSize: Size(width: 393, height: 2000), behavior: .never, expected: .zero),
  InsetCase(id: "short-scrollable-axes", contentSize: Size(width: 393, height: 500), behavior: .scrollableAxes, expected: .zero),
  InsetCase(id: "short-always", contentSize: Size(width: 393, height: 500), behavior: .always, expected: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
  InsetCase(
    id: "short-bounce-vertical", contentSize: Size(width: 393, height: 500), behavior: .scrollableAxes, alwaysBounceVertical: true,
    expected: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
  InsetCase(
    id: "short-in-navigation-controller", contentSize: Size(width: 393, height: 500), inNavigationController: true,
    expected: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
  InsetCase(id: "scroll-disabled", contentSize: Size(width: 393, height: 2000), isScrollEnabled: false, expected: .zero),
  InsetCase(
    id: "with-content-inset", contentSize: Size(width: 393, height: 2000), contentInset: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0),
    expected: EdgeInsets(top: 69, left: 0, bottom: 44, right: 0)),
  InsetCase(
    id: "landscape-wide", orientation: .landscape, contentSize: Size(width: 2000, height: 393),
    expected: EdgeInsets(top: 0, left: 59, bottom: 0, right: 59)),
]

@Suite struct AdjustedContentInsetTests {
  @Test(arguments: insetTable)
  func matchesTheInsetScenario(_ row: InsetCase) {
    #expect(row.scrollView().adjustedContentInset == row.expected)
  }

  @Test func landscapePresetIsTheTablesLandscapeSafeArea() {
    #expect(SafeAreaPreset(device: .dynamicIsland, orientation: .landscape).insets == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
    #expect(SafeAreaPreset(device: .dynamicIsland, orientation: .landscape).screenSize == Size(width: 852, height: 393))
  }

  @Test func appliesSafeAreaOnlyOnScrollableAxes() {
    var view = ScrollView(size: Size(width: 100, height: 100))
    view.safeAreaInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    view.contentInsetAdjustmentBehavior = .scrollableAxes
    view.contentSize = Size(width: 101, height: 50)
    #expect(view.adjustedContentInset == EdgeInsets(top: 0, left: 2, bottom: 0, right: 4))
    view.contentSize = Size(width: 50, height: 101)
    #expect(view.adjustedContentInset == EdgeInsets(top: 1, left: 0, bottom: 3, right: 0))
  }

  @Test func treatsContentExactlyAsLongAsTheBoundsAsNotScrollable() {
    var view = ScrollView(size: Size(width: 100, height: 100))
    view.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    view.contentSize = Size(width: 100, height: 100)
    #expect(view.adjustedContentInset == .zero)
    view.contentSize.height = 100.5
    #expect(view.adjustedContentInset.top == 10)
  }

  @Test func alwaysBounceHorizontalAppliesLeftAndRight() {
    var view = ScrollView(size: Size(width: 100, height: 100))
    view.safeAreaInsets = EdgeInsets(top: 0, left: 7, bottom: 0, right: 8)
    view.contentInsetAdjustmentBehavior = .scrollableAxes
    view.alwaysBounceHorizontal = true
    #expect(view.adjustedContentInset == EdgeInsets(top: 0, left: 7, bottom: 0, right: 8))
  }

  @Test func navigationControllerCaseIsOnlyForAutomatic() {
    var view = InsetCase(id: "", contentSize: Size(width: 393, height: 500), inNavigationController: true, expected: .zero).scrollView()
    view.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(view.adjustedContentInset == .zero)
  }

  @Test func theDeprecatedControllerFlagGatesOnlyTheNavigationControllerCase() {
    var short = insetTable.first { $0.id == "short-in-navigation-controller" }!.scrollView()
    short.viewControllerAutomaticallyAdjustsScrollViewInsets = false
    #expect(short.adjustedContentInset == .zero)
  }

  @Test func turningTheDeprecatedControllerFlagOffLeavesTheSafeAreaOnScrollingContent() {
    // The iOS 11 migration surprise: the flag is false and the gap is still there; .never removes it.
    var tall = insetTable.first { $0.id == "tall-automatic" }!.scrollView()
    tall.isViewControllerRootInNavigationController = true
    tall.viewControllerAutomaticallyAdjustsScrollViewInsets = false
    #expect(tall.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    tall.contentInsetAdjustmentBehavior = .never
    #expect(tall.adjustedContentInset == .zero)
  }

  @Test func reportsAdjustedInsetChangesExactlyWhenTheValueChanges() {
    var view = ScrollView(size: Size(width: 393, height: 852))
    view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    view.contentSize = Size(width: 393, height: 500)
    #expect(view.events.isEmpty, "short content: no safe area applied, nothing changed")

    view.contentSize = Size(width: 393, height: 2000)
    #expect(view.events.filter { $0 == .didChangeAdjustedContentInset }.count == 1)
    #expect(view.events.firstIndex(of: .adjustedContentInsetDidChange)! < view.events.firstIndex(of: .didChangeAdjustedContentInset)!)

    view.events.removeAll()
    view.contentSize = Size(width: 393, height: 2100)
    view.contentInset = .zero
    view.alwaysBounceVertical = true
    #expect(!view.events.contains(.didChangeAdjustedContentInset), "value unchanged")

    view.contentInset.top = 5
    #expect(view.events.filter { $0 == .didChangeAdjustedContentInset }.count == 1)
    view.events.removeAll()
    view.isScrollEnabled = false
    #expect(view.events.filter { $0 == .didChangeAdjustedContentInset }.count == 1)
  }

  @Test(arguments: propertySeeds)
  func equalsContentInsetUnderNever(seed: UInt64) {
    var random = SeededRandom(seed: seed)
    for _ in 0..<200 {
      var view = ScrollView(size: Size(width: random.double(in: 1...1000), height: random.double(in: 1...1000)))
      view.contentInsetAdjustmentBehavior = .never
      view.safeAreaInsets = EdgeInsets(
        top: random.double(in: 0...100), left: random.double(in: 0...100), bottom: random.double(in: 0...100), right: random.double(in: 0...100))
      view.contentInset = EdgeInsets(
        top: random.double(in: -50...100), left: random.double(in: -50...100), bottom: random.double(in: -50...100),
        right: random.double(in: -50...100))
      view.contentSize = Size(width: random.double(in: 0...3000), height: random.double(in: 0...3000))
      view.alwaysBounceVertical = random.bool()
      view.isViewControllerRootInNavigationController = random.bool()
      #expect(view.adjustedContentInset == view.contentInset)
    }
  }
}

@Suite struct SafeAreaChangeTests {
  @Test func keepsRestingContentBelowANewSafeArea() {
    var view = ScrollView(size: Size(width: 393, height: 852))
    view.contentSize = Size(width: 393, height: 2000)
    view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    #expect(view.contentOffset == Point(x: 0, y: -59))
    #expect(view.contentOffset == view.contentOffsetRange.minimum)
  }

  @Test func leavesTheOffsetAloneWhileTheUserDrags() {
    var view = ScrollView(size: Size(width: 393, height: 852))
    view.contentSize = Size(width: 393, height: 2000)
    view.touchDown(at: Point(x: 100, y: 100), time: 0)
    view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    #expect(view.contentOffset == .zero)
  }
}

@Suite struct EdgeRuleGridTests {
  /// Every combination of the inputs of the edge rule (facts §2.2), checked against the rule
  /// stated edge by edge.
  @Test(arguments: ContentInsetAdjustmentBehavior.allCases, [false, true])
  func appliesTheDocumentedEdgeRuleForEveryInputCombination(behavior: ContentInsetAdjustmentBehavior, scrollEnabled: Bool) {
    let safe = EdgeInsets(top: 1, left: 2, bottom: 4, right: 8)
    for wide in [false, true] {
      for tall in [false, true] {
        for bounceX in [false, true] {
          for bounceY in [false, true] {
            for inNavigation in [false, true] {
              var view = ScrollView(size: Size(width: 100, height: 100))
              view.safeAreaInsets = safe
              view.contentInsetAdjustmentBehavior = behavior
              view.isScrollEnabled = scrollEnabled
              view.alwaysBounceHorizontal = bounceX
              view.alwaysBounceVertical = bounceY
              view.isViewControllerRootInNavigationController = inNavigation
              view.contentSize = Size(width: wide ? 150 : 100, height: tall ? 150 : 100)

              let adaptive = behavior == .automatic || behavior == .scrollableAxes
              let horizontal = behavior == .always || (adaptive && scrollEnabled && (wide || bounceX))
              let vertical =
                behavior == .always || (adaptive && scrollEnabled && (tall || bounceY))
                || (behavior == .automatic && inNavigation)
              let expected = EdgeInsets(
                top: vertical ? 1 : 0, left: horizontal ? 2 : 0, bottom: vertical ? 4 : 0, right: horizontal ? 8 : 0)
              #expect(
                view.adjustedContentInset == expected,
                "wide \(wide) tall \(tall) bounce \(bounceX)/\(bounceY) nav \(inNavigation)")
            }
          }
        }
      }
    }
  }
}
