// The iOS 17 and 17.4 members as the page reaches them: `sn_sim_do` (animated scrolls and
// zooms, stopScrollingAndZooming, hardware keys, indicators) and `sn_nested` (hand-off to a
// parent scroll view). Each test states the behaviour through the native exports, where the
// numbers are those of the member's example on the site, and then replays the same calls in
// the wasm module, which must answer bit for bit alike.
import NotesHTML
import ScrollModel
import ScrollWasm
import Testing

/// Runs `body` on a fresh native session, then replays its calls in the wasm module.
func specify(sourceLocation: SourceLocation = #_sourceLocation, _ body: (ExportSession) -> Void) throws {
  let calls = PlaygroundCompute.exclusively {
    let session = ExportSession()
    body(session)
    return session.calls
  }
  try ScrollWasmExportTests.ParityTests.expectParity([calls], sourceLocation: sourceLocation)
}

typealias Op = SimulatorOperation

extension ScrollWasmExportTests {
  @Suite("isScrollAnimating and isZoomAnimating over time")
  struct AnimationFlagTests {
    @Test("an animated setContentOffset is a scroll animation for 0.33 s, then didEndScrollingAnimation")
    func animatedScroll() throws {
      try specify { s in
        s.scene(contentHeight: 4000)
        s.begin()
        #expect(s.perform(Op.setContentOffset, 0, 600, 1) == 1)
        #expect(s.state().isScrollAnimating)
        s.advance(to: 0.1)
        let during = s.state()
        #expect(during.isScrollAnimating && !during.isDecelerating && during.isMoving)
        #expect(during.contentOffset.y > 0 && during.contentOffset.y < 600)
        s.advance(to: 0.4)
        let after = s.state()
        #expect(!after.isScrollAnimating && !after.isMoving)
        #expect(after.contentOffset == Point(x: 0, y: 600))
        #expect(after.callbacks == ["didScroll", "didEndScrollingAnimation"])
      }
    }

    @Test("an immediate change, or an animation to where the content already is, runs no animation and ends none")
    func noAnimation() throws {
      try specify { s in
        s.scene(contentHeight: 4000, offset: Point(x: 0, y: 200))
        s.begin()
        s.perform(Op.setContentOffset, 0, 600, 0)
        let immediate = s.state()
        #expect(!immediate.isScrollAnimating && immediate.contentOffset.y == 600)
        #expect(immediate.callbacks == ["didScroll"])
        s.perform(Op.setContentOffset, 0, 600, 1)
        s.advance(to: 0.5)
        let same = s.state()
        #expect(!same.isScrollAnimating)
        #expect(same.callbacks.isEmpty)
      }
    }

    @Test("a flick's coasting is deceleration, not a scroll animation")
    func coastingIsNotAnimation() throws {
      try specify { s in
        s.scene(contentHeight: 4000)
        s.begin()
        s.flick(at: 0)
        s.advance(to: 0.2)
        let coasting = s.state()
        #expect(coasting.isDecelerating && !coasting.isScrollAnimating)
      }
    }

    @Test("an animated setZoomScale is a zoom animation, not a pinch, and reaches 3 after 0.33 s")
    func animatedZoom() throws {
      try specify { s in
        s.scene(contentHeight: 667, zoom: (1, 4))
        s.begin()
        #expect(s.perform(Op.setZoomScale, 3, 1) == 1)
        let start = s.state()
        #expect(start.isZoomAnimating && start.zoomScale == 1)
        #expect(start.callbacks == ["willBeginZooming"])
        s.advance(to: 0.1)
        let midway = s.state()
        #expect(midway.isZoomAnimating && !midway.isZooming)
        // Linear in time, as the example on the site shows: 1.606… after 100 ms.
        #expect(abs(midway.zoomScale - (1 + 2 * 0.1 / ScrollView.scrollAnimationDuration)) < 1e-9)
        s.advance(to: 0.4)
        let end = s.state()
        #expect(!end.isZoomAnimating && end.zoomScale == 3)
        #expect(end.callbacks.contains("didEndZooming"))
      }
    }

    @Test("a zoom past the maximum animates to the limit; zoom(to:) animates too; equal limits refuse both")
    func zoomLimits() throws {
      try specify { s in
        s.scene(contentHeight: 667, zoom: (1, 4))
        s.begin()
        s.perform(Op.setZoomScale, 10, 1)
        s.advance(to: 0.5)
        #expect(s.state().zoomScale == 4)
        // A quarter of the viewport at the top-left: still scale 4, and the offset animates there.
        #expect(s.perform(Op.zoomToRect, 0, 0, 375.0 / 4, 667.0 / 4) == 1)
        #expect(s.state().isZoomAnimating)
        s.advance(to: 1)
        let toRect = s.state()
        #expect(toRect.zoomScale == 4 && toRect.contentOffset == .zero)

        s.scene(contentHeight: 667)
        s.begin()
        #expect(s.perform(Op.setZoomScale, 2, 1) == 0)
        #expect(s.perform(Op.zoomToRect, 0, 0, 100, 100) == 0)
        #expect(!s.state().isZoomAnimating)
      }
    }
  }

  @Suite("stopScrollingAndZooming()")
  struct StopTests {
    @Test("while coasting, the content stays where it is and didEndDecelerating closes the motion")
    func stopsCoasting() throws {
      try specify { s in
        s.scene(contentHeight: 4000)
        s.begin()
        s.flick(at: 0)
        s.advance(to: 0.3)
        let before = s.state()
        #expect(before.isDecelerating)
        s.perform(Op.stop)
        let stopped = s.state()
        #expect(!stopped.isDecelerating && !stopped.isMoving)
        #expect(stopped.contentOffset == before.contentOffset)
        #expect(stopped.callbacks == ["didEndDecelerating"])
        s.advance(to: 1)
        #expect(s.state().contentOffset == before.contentOffset)
      }
    }

    @Test("half-way through an animated scroll, the offset stays and didEndScrollingAnimation is reported")
    func stopsAnimation() throws {
      try specify { s in
        s.scene(contentHeight: 4000, offset: Point(x: 0, y: 600))
        s.begin()
        s.perform(Op.setContentOffset, 0, 0, 1)
        s.advance(to: 0.15)
        let before = s.state()
        s.perform(Op.stop)
        let stopped = s.state()
        #expect(stopped.contentOffset == before.contentOffset && stopped.contentOffset.y > 0)
        #expect(!stopped.isScrollAnimating)
        #expect(stopped.callbacks == ["didEndScrollingAnimation"])
      }
    }

    @Test("a paging drag held between two pages goes to the nearest page and the drag ends")
    func stopsPagingDrag() throws {
      try specify { s in
        s.scene(contentHeight: 667 * 4, flags: SceneFlag.defaults | SceneFlag.pagingEnabled, offset: Point(x: 0, y: 667))
        s.begin()
        s.call("sn_sim_touch_down", .double(180), .double(600), .double(0))
        s.call("sn_sim_touch_move", .double(180), .double(580), .double(0.05))
        s.call("sn_sim_touch_move", .double(180), .double(330), .double(0.1))
        let held = s.state()
        #expect(held.isDragging && held.contentOffset.y == 917)
        s.perform(Op.stop)
        let stopped = s.state()
        #expect(stopped.contentOffset.y == 667 && !stopped.isDragging)
        #expect(stopped.callbacks == ["didScroll", "willEndDragging", "didEndDragging"])
      }
    }

    @Test("a pinch past the maximum goes back to the limit at once and didEndZooming is reported")
    func stopsPinch() throws {
      try specify { s in
        s.scene(contentHeight: 667, zoom: (1, 4))
        s.begin()
        #expect(s.perform(Op.beginPinch) == 1)
        s.perform(Op.pinch, 6, 187, 333)
        let pinched = s.state()
        #expect(pinched.isZooming && pinched.zoomScale > 4)
        s.perform(Op.stop)
        let stopped = s.state()
        #expect(stopped.zoomScale == 4 && !stopped.isZooming && !stopped.isZoomBouncing)
        #expect(stopped.callbacks.contains("didEndZooming"))
      }
    }

    @Test("an animated zoom stops at the scale it has reached")
    func stopsZoomAnimation() throws {
      try specify { s in
        s.scene(contentHeight: 667, zoom: (1, 4))
        s.begin()
        s.perform(Op.setZoomScale, 3, 1)
        s.advance(to: 0.1)
        let midway = s.state().zoomScale
        s.perform(Op.stop)
        let stopped = s.state()
        #expect(stopped.zoomScale == midway && !stopped.isZoomAnimating)
        #expect(stopped.callbacks == ["didEndZooming"])
        s.advance(to: 1)
        #expect(s.state().zoomScale == midway)
      }
    }

    @Test("an idle view calls nobody and keeps an offset code put outside the range")
    func idleStop() throws {
      try specify { s in
        s.scene(contentHeight: 4000, offset: Point(x: 0, y: -60))
        s.begin()
        s.perform(Op.stop)
        let after = s.state()
        #expect(after.contentOffset.y == -60)
        #expect(after.callbacks.isEmpty)
      }
    }
  }

  @Suite("allowsKeyboardScrolling: hardware keys")
  struct KeyboardScrollingTests {
    /// The offset after pressing `key` and letting its animation finish.
    func press(_ key: ScrollKey, _ s: ExportSession, time: inout Double) -> SimulatorState {
      #expect(s.perform(Op.pressKey, Double(ScrollKey.allCases.firstIndex(of: key)!)) == 1)
      #expect(s.state().isScrollAnimating)
      time += 0.5
      s.advance(to: time)
      return s.state()
    }

    @Test("an arrow moves 40 pt, a page key the visible height less 40 pt, home and end to the ends")
    func keys() throws {
      try specify { s in
        s.scene(contentHeight: 3000)
        s.begin()
        var t = 0.0
        // The numbers of the keyboard.hardware-keys example.
        #expect(press(.downArrow, s, time: &t).contentOffset.y == 40)
        #expect(press(.pageDown, s, time: &t).contentOffset.y == 667)
        #expect(press(.end, s, time: &t).contentOffset.y == 2333)
        #expect(press(.pageUp, s, time: &t).contentOffset.y == 1706)
        #expect(press(.home, s, time: &t).contentOffset.y == 0)
      }
    }

    @Test("presses during a key's animation add up from where it is going")
    func repeatedPresses() throws {
      try specify { s in
        s.scene(contentHeight: 3000)
        s.begin()
        let down = Double(ScrollKey.allCases.firstIndex(of: .downArrow)!)
        s.perform(Op.pressKey, down)
        s.advance(to: 0.05)
        s.perform(Op.pressKey, down)
        s.advance(to: 1)
        #expect(s.state().contentOffset.y == 80)
      }
    }

    @Test("a key is not handled with keyboard scrolling off, scrolling off, or no room on its axis")
    func unhandled() throws {
      try specify { s in
        let pageDown = Double(ScrollKey.allCases.firstIndex(of: .pageDown)!)
        let right = Double(ScrollKey.allCases.firstIndex(of: .rightArrow)!)
        s.scene(contentHeight: 3000, flags: SceneFlag.defaults | SceneFlag.keyboardScrollingOff)
        s.begin()
        #expect(s.perform(Op.pressKey, pageDown) == 0)
        s.scene(contentHeight: 3000, flags: SceneFlag.defaults & ~SceneFlag.scrollEnabled)
        s.begin()
        #expect(s.perform(Op.pressKey, pageDown) == 0)
        s.scene(contentHeight: 3000)
        s.begin()
        #expect(s.perform(Op.pressKey, right) == 0)
        #expect(s.perform(Op.pressKey, Double(ScrollKey.allCases.count)) == -1)
        s.advance(to: 1)
        let after = s.state()
        #expect(after.contentOffset == .zero && after.callbacks.isEmpty)
      }
    }
  }

  @Suite("Scroll indicators for offset changes and flashes")
  struct IndicatorTests {
    @Test("withScrollIndicatorsShown shows only the axis whose offset changed, gone 0.5 s later")
    func immediateChange() throws {
      try specify { s in
        s.scene(contentWidth: 1000, contentHeight: 4000)
        s.begin()
        s.perform(Op.setContentOffsetShowingIndicators, 0, 800, 0)
        #expect(s.state().shownIndicators == [.vertical])
        s.advance(to: 0.5)
        #expect(s.state().shownIndicators.isEmpty)
      }
    }

    @Test("an animated change keeps its axis's indicator through the animation and 0.3 s after it")
    func animatedChange() throws {
      try specify { s in
        s.scene(contentWidth: 1000, contentHeight: 4000, offset: Point(x: 0, y: 800))
        s.begin()
        s.perform(Op.setContentOffsetShowingIndicators, 300, 800, 1)
        s.advance(to: 0.2)
        #expect(s.state().shownIndicators == [.horizontal])
        // The animation ends at 0.33 s; the indicator fades until 0.33 + 0.3 s.
        s.advance(to: 0.5)
        #expect(s.state().shownIndicators == [.horizontal])
        s.advance(to: 1)
        #expect(s.state().shownIndicators.isEmpty)

        // The same animation without withScrollIndicatorsShown: shown while it moves, not after.
        s.perform(Op.setContentOffset, 0, 800, 1)
        s.advance(to: 1.2)
        #expect(s.state().shownIndicators == [.horizontal])
        s.advance(to: 1.5)
        #expect(s.state().shownIndicators.isEmpty)
      }
    }

    @Test("an immediate setContentOffset alone shows no indicator")
    func plainChange() throws {
      try specify { s in
        s.scene(contentWidth: 1000, contentHeight: 4000)
        s.begin()
        s.perform(Op.setContentOffset, 100, 800, 0)
        #expect(s.state().shownIndicators.isEmpty)
      }
    }

    @Test("a flash shows each axis whose content is longer than the bounds, for 0.3 s")
    func flash() throws {
      try specify { s in
        s.scene(contentHeight: 4000)
        s.begin()
        s.advance(to: 1)
        s.perform(Op.flashIndicators)
        #expect(s.state().shownIndicators == [.vertical])
        s.advance(to: 1.2)
        #expect(s.state().shownIndicators == [.vertical])
        s.advance(to: 1.4)
        #expect(s.state().shownIndicators.isEmpty)
      }
    }

    @Test("with showsVerticalScrollIndicator off, neither a flash nor a change shows it")
    func hiddenIndicator() throws {
      try specify { s in
        s.scene(contentWidth: 1000, contentHeight: 4000, flags: SceneFlag.defaults | SceneFlag.verticalIndicatorOff)
        s.begin()
        s.perform(Op.flashIndicators)
        #expect(s.state().shownIndicators == [.horizontal])
        s.perform(Op.setContentOffsetShowingIndicators, 0, 800, 0)
        s.advance(to: 0.05)
        s.perform(Op.setContentOffsetShowingIndicators, 0, 900, 0)
        #expect(!s.state().shownIndicators.contains(.vertical))
      }
    }
  }

  @Suite("Nested scroll views: transfers…ScrollingToParent")
  struct NestedTests {
    /// The nested.transfer-to-parent example: a 375 × 667 outer view over 2000 pt of content,
    /// an inner 375 × 300 view over 600 pt, 50 pt before its bottom edge.
    func innerNearItsBottom(_ s: ExportSession, innerFlags: Int32 = SceneFlag.defaults) {
      s.scene(contentHeight: 2000)
      #expect(s.nested(NestedOperation.keepOuter) == nil)
      s.scene(height: 300, contentHeight: 600, flags: innerFlags, offset: Point(x: 0, y: 250))
      #expect(s.nested(NestedOperation.begin) != nil)
    }

    @Test("the inner view follows to its edge and hands the rest of the drag to the outer view")
    func handsOver() throws {
      try specify { s in
        innerNearItsBottom(s)
        let during = s.nested(NestedOperation.drag, 0, -120)
        #expect(during?.inner == Point(x: 0, y: 300))
        #expect(during?.outer == Point(x: 0, y: 70))
        #expect(during?.outerIsDragging == true && during?.innerIsDragging == true)
        s.nested(NestedOperation.endDrag)
        let after = s.nested(NestedOperation.settle)
        #expect(after?.inner == Point(x: 0, y: 300) && after?.outer == Point(x: 0, y: 70))
        #expect(after?.outerIsDragging == false && after?.isMoving == false)
      }
    }

    @Test("with transfersVerticalScrollingToParent off the inner view rubber-bands, then bounces back")
    func keepsTheDrag() throws {
      try specify { s in
        innerNearItsBottom(s, innerFlags: SceneFlag.defaults | SceneFlag.transfersVerticalOff)
        let during = s.nested(NestedOperation.drag, 0, -120)
        #expect(during?.inner == Point(x: 0, y: 334))
        #expect(during?.outer == .zero)
        s.nested(NestedOperation.endDrag)
        #expect(s.nested(NestedOperation.advance, 0.05)?.isMoving == true)
        let after = s.nested(NestedOperation.settle)
        #expect(after?.inner == Point(x: 0, y: 300) && after?.outer == .zero)
      }
    }

    @Test("turning back, the outer view returns first, then the inner view moves again")
    func turnsBack() throws {
      try specify { s in
        innerNearItsBottom(s)
        s.nested(NestedOperation.drag, 0, -120)
        let back = s.nested(NestedOperation.drag, 0, -20)
        #expect(back?.outer == .zero && back?.inner == Point(x: 0, y: 270))
      }
    }

    @Test("on an axis the inner view cannot scroll, the outer view takes the whole movement")
    func crossAxis() throws {
      try specify { s in
        s.scene(contentWidth: 1000, contentHeight: 2000)
        s.nested(NestedOperation.keepOuter)
        s.scene(height: 300, contentHeight: 600, flags: SceneFlag.defaults | SceneFlag.transfersHorizontalOff)
        s.nested(NestedOperation.begin)
        let moved = s.nested(NestedOperation.drag, -100, 0)
        #expect(moved?.outer == Point(x: 100, y: 0) && moved?.inner == .zero)
      }
    }

    @Test("without a kept outer scene there is no pair; unknown operations answer -1")
    func needsAnOuterScene() throws {
      try specify { s in
        s.scene(height: 300, contentHeight: 600)
        #expect(s.nested(NestedOperation.begin) == nil)
        #expect(s.call("sn_nested", .int(NestedOperation.drag), .double(0), .double(-50)) == 0)
        #expect(s.call("sn_nested", .int(9), .double(0), .double(0)) == -1)
        #expect(s.call("sn_sim_do", .int(Op.stop), .double(0), .double(0), .double(0), .double(0)) == -1)
        s.begin()
        #expect(s.perform(42) == -1)
      }
    }
  }
}
