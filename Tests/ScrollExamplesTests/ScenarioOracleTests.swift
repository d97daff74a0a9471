import NotesCore
import ScrollExamples
import Testing

/// One expected value from ../shared/spec/scenarios.md (or the examples plan where the scenario
/// gives a rounded or approximate number: then `tolerance` says how close it must be).
struct Oracle: Sendable, CustomStringConvertible {
  var id: String
  var path: String
  var expected: JSONValue
  var tolerance = 0.0
  init(_ id: String, _ path: String, _ expected: JSONValue, within tolerance: Double = 0) {
    self.id = id
    self.path = path
    self.expected = expected
    self.tolerance = tolerance
  }
  var description: String { "\(id)#\(path)" }
}

@Suite struct ScenarioOracleTests {
  static let layout: [Oracle] = [
    Oracle("contentsize.tall-box", "contentSize.width", 375), Oracle("contentsize.tall-box", "contentSize.height", 1100),
    Oracle("contentsize.tall-box", "ambiguous", ["box.x"]),
    Oracle("contentsize.tall-box-no-bottom", "contentSize.width", 375),
    Oracle("contentsize.tall-box-no-bottom", "contentSizeHeightIsArbitrary", true),
    Oracle("contentsize.pinned-to-outer-view", "frames.contentView.width", 375),
    Oracle("contentsize.stacked-views", "contentSize.width", 500), Oracle("contentsize.stacked-views", "contentSize.height", 1367),
    Oracle("contentsize.stacked-views", "frames.a", .object(["x": 50, "y": 50, "width": 400, "height": 500])),
    Oracle("contentsize.stacked-views", "frames.b", .object(["x": 50, "y": 650, "width": 400, "height": 667])),
    Oracle("contentsize.centered-fields", "contentSize.width", 368.5),
    Oracle("contentsize.centered-fields", "contentSize.height", 263),
    Oracle("contentsize.centered-fields", "frames.field1.x", 137.5),
    Oracle("contentsize.centered-fields-content-guide", "contentSize.width", 362),
    Oracle("contentsize.centered-fields-content-guide", "contentSize.height", 263),
    Oracle("contentsize.centered-fields-content-guide", "frames.field1.x", 131),
    Oracle("contentsize.before-and-after-layout", "beforeLayout.contentSize", .object(["width": 0, "height": 0])),
    Oracle("contentsize.before-and-after-layout", "afterLayout.contentSize", .object(["width": 375, "height": 1100])),
    Oracle("layout.conflicting-widths", "status", "Unable to simultaneously satisfy constraints"),
    Oracle("layout.conflicting-widths", "rejected", [4]), Oracle("layout.conflicting-widths", "conflicts", [[3, 4]]),
    Oracle("layout.conflicting-widths", "frames.a.width", 400),
    Oracle("layout.priority-hierarchy", "frames.a.width", 1), Oracle("layout.priority-hierarchy", "frames.a.height", 2000),
    Oracle("header.floating-header", "contentSize.height", 1600),
    Oracle("header.floating-header", "contentOffsetRange.maximum.y", 933),
    Oracle("header.floating-header", "samples[0].headerFrame.y", 150),
    Oracle("header.floating-header", "samples[1].headerFrame.y", 150),
    Oracle("header.floating-header", "samples[2].headerFrame.y", 150),
    Oracle("header.floating-header", "samples[3].headerFrame.y", 300),
    Oracle("header.floating-header", "samples[4].headerFrame.y", 600),
    Oracle("keyboard.layout-guide", "keyboardHidden.scrollViewFrame.height", 667),
    Oracle("keyboard.layout-guide", "keyboardShown.scrollViewFrame.height", 376),
  ]

  static func insets(_ id: String, _ t: Double, _ l: Double, _ b: Double, _ r: Double) -> Oracle {
    Oracle(id, "adjustedContentInset", .object(["top": .number(t), "left": .number(l), "bottom": .number(b), "right": .number(r)]))
  }

  static let insetAdjustment: [Oracle] = [
    insets("inset.tall-automatic", 59, 0, 34, 0), insets("inset.tall-never", 0, 0, 0, 0),
    insets("inset.short-scrollable-axes", 0, 0, 0, 0), insets("inset.short-always", 59, 0, 34, 0),
    insets("inset.short-bounce-vertical", 59, 0, 34, 0), insets("inset.short-in-navigation-controller", 59, 0, 34, 0),
    insets("inset.scroll-disabled", 0, 0, 0, 0), insets("inset.with-content-inset", 69, 0, 44, 0),
    insets("inset.landscape-wide", 0, 59, 0, 59),
    Oracle("legacy.portrait-navigation-bar", "contentInset.top", 64),
    Oracle("legacy.portrait-navigation-bar", "contentOffset.y", -64),
    Oracle("legacy.portrait-navigation-bar-hidden", "contentInset.top", 20),
    Oracle("legacy.portrait-navigation-bar-hidden", "contentOffset.y", -20),
    Oracle("legacy.landscape-navigation-bar", "contentInset.top", 32),
    Oracle("legacy.landscape-navigation-bar", "contentOffset.y", -32),
    Oracle("legacy.landscape-navigation-bar-hidden", "contentInset.top", 0),
    Oracle("legacy.tab-bar", "contentInset.bottom", 49), Oracle("legacy.tab-bar", "contentInset.top", 64),
  ]

  static let offsetsPhysicsZoom: [Oracle] = [
    Oracle("offset.range", "contentOffsetRange.minimum.y", -64), Oracle("offset.range", "contentOffsetRange.maximum.y", 700),
    Oracle("offset.range-short", "contentOffsetRange.minimum.y", -64),
    Oracle("offset.range-short", "contentOffsetRange.maximum.y", -64),
    Oracle("offset.bounds-origin-scroll-view", "boundsOriginRange.minimum.y", 0),
    Oracle("offset.bounds-origin-scroll-view", "boundsOriginRange.maximum.y", 480),
    Oracle("offset.bounds-origin-scroll-view", "origins[0].y", 300),
    Oracle("offset.bounds-origin-scroll-view", "origins[1].y", 480),
    Oracle("offset.bounds-origin-scroll-view", "origins[2].y", 0),
    Oracle("scroll.rect-below", "contentOffset.y", 277), Oracle("scroll.rect-above", "contentOffset.y", 100),
    // Corrected since the first facts sheet: a navigation bar overlaps a Dynamic Island phone's
    // status area, so the top is about −97.67, not −(59 + 44).
    Oracle("scroll.to-top", "contentOffset.y", -97.67, within: 0.005),
    Oracle("scroll.to-top", "contentOffsetUsingContentInset.y", 0),
    Oracle("physics.rubber-band", "overshoot[0]", 2.74, within: 0.005),
    Oracle("physics.rubber-band", "overshoot[1]", 5.47, within: 0.005),
    Oracle("physics.rubber-band", "overshoot[2]", 52.02, within: 0.005),
    Oracle("physics.rubber-band", "overshoot[3]", 178.98, within: 0.005),
    Oracle("physics.rubber-band", "overshoot[4]", 340.65, within: 0.005),
    Oracle("physics.no-bounce", "contentOffset.y", 0),
    Oracle("physics.deceleration-projection", "normal.distance", 499),
    Oracle("physics.deceleration-projection", "fast.distance", 99),
    Oracle("physics.bounce-back", "overshoot[0]", 36.6, within: 0.05),
    Oracle("physics.bounce-back", "overshoot[1]", 13.4, within: 0.05),
    Oracle("physics.bounce-back", "overshoot[2]", 4.9, within: 0.05),
    Oracle("physics.bounce-back", "settleTimeMs", 528, within: 1),
    Oracle("physics.paging", "pagingTarget.x", 375), Oracle("physics.paging", "page", 1),
    Oracle("delegate.finger-up-order", "willEndDragging.targetContentOffset.y", 1499),
    Oracle("zoom.clamp", "results[0].zoomScale", 3), Oracle("zoom.clamp", "results[1].zoomScale", 0.5),
    Oracle("zoom.clamp", "equalLimits.pinchGestureRecognizer", "nil"),
    Oracle("zoom.zoom-to-rect", "zoomScale", 2.5), Oracle("zoom.zoom-to-rect", "contentOffset.x", 250),
    Oracle("zoom.zoom-to-rect", "contentOffset.y", 416.5), Oracle("zoom.zoom-to-rect", "contentSize.width", 937.5),
    Oracle("zoom.zoom-to-rect", "contentSize.height", 1667.5),
    Oracle("zoom.without-delegate", "zoomScale", 1),
    Oracle("keyboard.avoidance", "contentInset.bottom", 291), Oracle("keyboard.avoidance", "visibleHeight", 376),
    Oracle("keyboard.avoidance", "contentOffset.y", 168),
  ]

  static let touches: [Oracle] = [
    Oracle("touch.quick-drag", "events", ["scroll"]),
    Oracle("touch.quick-drag", "subviewReceivedTouch", false), Oracle("touch.quick-drag", "scrolled", true),
    Oracle("touch.hold-then-drag", "events",
           ["touchesShouldBegin → true", "touchesBegan", "touchesShouldCancel → true", "touchesCancelled", "scroll"]),
    Oracle("touch.hold-then-drag", "scrolled", true),
    Oracle("touch.hold-then-drag-control", "events",
           ["touchesShouldBegin → true", "touchesBegan", "touchesShouldCancel → false", "touchesEnded"]),
    Oracle("touch.hold-then-drag-control", "scrolled", false),
    Oracle("touch.hold-no-cancel", "events", ["touchesShouldBegin → true", "touchesBegan", "touchesEnded"]),
    Oracle("touch.hold-no-cancel", "scrolled", false),
    Oracle("touch.no-delay-rejected", "events", ["touchesShouldBegin → false", "scroll"]),
    Oracle("touch.no-delay-rejected", "subviewReceivedTouch", false),
    Oracle("touch.no-delay-drag", "events",
           ["touchesShouldBegin → true", "touchesBegan", "touchesShouldCancel → true", "touchesCancelled", "scroll"]),
  ]

  @Test("Layout scenarios", arguments: layout) func layoutScenario(_ oracle: Oracle) { check(oracle) }
  @Test("Inset adjustment scenarios", arguments: insetAdjustment) func insetScenario(_ oracle: Oracle) { check(oracle) }
  @Test("Offset, physics and zoom scenarios", arguments: offsetsPhysicsZoom) func otherScenario(_ oracle: Oracle) { check(oracle) }
  @Test("Touch-handling scenarios", arguments: touches) func touchScenario(_ oracle: Oracle) { check(oracle) }

  @Test func theUnboundedContentHeightIsReportedAsAmbiguity() throws {
    let output = try #require(ExampleRegistry.example(id: "contentsize.tall-box-no-bottom")).run()
    let first = output.value(at: "diagnostics[0]")?.stringValue ?? ""
    #expect(first.hasPrefix("Scrollable Content Size Ambiguity: Scroll View has ambiguous scrollable content height"))
    let outer = try #require(ExampleRegistry.example(id: "contentsize.pinned-to-outer-view")).run()
    let messages = outer.value(at: "diagnostics")?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(messages.contains { $0.contains("ambiguous scrollable content height") })
  }

  @Test func theFloatingHeaderFigureDrawsTheStateAtOffsetZero() throws {
    // The figure's viewport is at offset 0, so C must sit where the offset-0 sample puts it.
    let output = try #require(ExampleRegistry.example(id: "header.floating-header")).run()
    let frames = output.value(at: "figure.frames")?.arrayValue ?? []
    let c = try #require(frames.first { $0["name"]?.stringValue == "c" })
    #expect(output.value(at: "figure.viewport.y")?.doubleValue == 0)
    #expect(c["y"]?.doubleValue == output.value(at: "samples[0].headerFrame.y")?.doubleValue)
  }

  @Test func releasingWithVelocityCallsTheDelegateInUIKitsOrder() throws {
    let output = try #require(ExampleRegistry.example(id: "delegate.finger-up-order")).run()
    let events = output.value(at: "events")?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(events.count == 5)
    #expect(Array(events.prefix(3)) == [
      "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
      "scrollViewDidEndDragging(_:willDecelerate: true)", "scrollViewWillBeginDecelerating(_:)",
    ])
    #expect(events.count > 3 && events[3].hasPrefix("scrollViewDidScroll(_:) × "))
    #expect(events.last == "scrollViewDidEndDecelerating(_:)")
  }

  @Test func zoomingWithoutAViewExplainsWhy() throws {
    let output = try #require(ExampleRegistry.example(id: "zoom.without-delegate")).run()
    #expect(output.value(at: "error")?.stringValue?.contains("viewForZooming(in:)") == true)
    let clamp = try #require(ExampleRegistry.example(id: "zoom.clamp")).run()
    #expect(clamp.value(at: "equalLimits.error")?.stringValue?.contains("minimumZoomScale equals maximumZoomScale") == true)
  }

  func check(_ oracle: Oracle) {
    guard let example = ExampleRegistry.example(id: oracle.id) else {
      Issue.record("\(oracle.id) is not registered")
      return
    }
    let actual = example.run().value(at: oracle.path)
    if oracle.tolerance > 0, let expected = oracle.expected.doubleValue {
      let value = actual?.doubleValue ?? .nan
      #expect(abs(value - expected) <= oracle.tolerance, "\(oracle): \(value) is not within \(oracle.tolerance) of \(expected)")
    } else {
      #expect(actual == oracle.expected, "\(oracle)")
    }
  }
}
