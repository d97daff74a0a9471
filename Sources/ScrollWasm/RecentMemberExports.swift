// The iOS 17 and 17.4 members that act over time, for pages and the parity test: animated
// scrolls and zooms (isScrollAnimating, isZoomAnimating), stopScrollingAndZooming(), hardware
// keys (allowsKeyboardScrolling), indicators shown for offset changes or flashed, and a pair of
// nested scroll views handing a drag to the parent (transfers…ScrollingToParent). Two exports
// taking an operation code keep the module small: each new export costs its own glue.
internal import ScrollModel

/// Operations of `sn_sim_do`, applied to the simulator's scroll view.
public enum SimulatorOperation {
  /// setContentOffset((a, b), animated: c != 0).
  public static let setContentOffset: Int32 = 0
  /// setZoomScale(a, animated: b != 0); refused (0) when zooming is unavailable.
  public static let setZoomScale: Int32 = 1
  /// zoom(to: (a, b, c, d), animated: true); refused (0) when zooming is unavailable.
  public static let zoomToRect: Int32 = 2
  /// scrollRectToVisible((a, b, c, d), animated: true).
  public static let scrollRectToVisible: Int32 = 3
  /// stopScrollingAndZooming().
  public static let stop: Int32 = 4
  /// pressKey(ScrollKey.allCases[a]): up, down, left, right, page up, page down, home, end;
  /// refused (0) when the scroll view does not handle the key.
  public static let pressKey: Int32 = 5
  /// withScrollIndicatorsShown { setContentOffset((a, b), animated: c != 0) }.
  public static let setContentOffsetShowingIndicators: Int32 = 6
  /// flashScrollIndicators(); the state's indicator bits count the flash from now.
  public static let flashIndicators: Int32 = 7
  /// beginPinch(); refused (0) when zooming is unavailable.
  public static let beginPinch: Int32 = 8
  /// pinch(toScale: a, around: (b, c)).
  public static let pinch: Int32 = 9
  /// endPinch().
  public static let endPinch: Int32 = 10
}

/// One operation on the simulator's scroll view (`SimulatorOperation`), at the simulator's
/// clock; `sn_sim_advance` runs what it starts and `sn_sim_state` reads the result. Returns 1
/// when done, 0 when the scroll view refused (a key it does not handle, zooming unavailable),
/// -1 for an unknown operation or key, or when no simulator runs.
@_expose(wasm, "sn_sim_do") @_cdecl("sn_sim_do")
public func sn_sim_do(_ op: Int32, _ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Int32 {
  var answer: Int32 = -1
  withSimulator { sim in
    func zoomed(_ outcome: ZoomOutcome) -> Int32 {
      if case .unavailable = outcome { return 0 }
      return 1
    }
    let rect = Rect(x: a, y: b, width: c, height: d)
    switch op {
    case SimulatorOperation.setContentOffset:
      sim.view.setContentOffset(Point(x: a, y: b), animated: c != 0)
      answer = 1
    case SimulatorOperation.setZoomScale:
      answer = zoomed(sim.view.setZoomScale(a, animated: b != 0))
    case SimulatorOperation.zoomToRect:
      answer = zoomed(sim.view.zoom(to: rect, animated: true))
    case SimulatorOperation.scrollRectToVisible:
      sim.view.scrollRectToVisible(rect, animated: true)
      answer = 1
    case SimulatorOperation.stop:
      sim.view.stopScrollingAndZooming()
      answer = 1
    case SimulatorOperation.pressKey:
      let keys = ScrollKey.allCases
      guard a >= 0, a < Double(keys.count) else { return }
      answer = sim.view.pressKey(keys[Int(a)]) ? 1 : 0
    case SimulatorOperation.setContentOffsetShowingIndicators:
      sim.view.withScrollIndicatorsShown { $0.setContentOffset(Point(x: a, y: b), animated: c != 0) }
      answer = 1
    case SimulatorOperation.flashIndicators:
      sim.flashTime = sim.view.flashScrollIndicators()
      answer = 1
    case SimulatorOperation.beginPinch:
      answer = sim.view.beginPinch() == nil ? 1 : 0
    case SimulatorOperation.pinch:
      sim.view.pinch(toScale: a, around: Point(x: b, y: c))
      answer = 1
    case SimulatorOperation.endPinch:
      sim.view.endPinch()
      answer = 1
    default:
      break
    }
  }
  return answer
}

/// The outer scroll view's scene, kept by `sn_nested` op 0.
nonisolated(unsafe) var nestedOuterScene: SceneSetup?
nonisolated(unsafe) var nested: NestedScrollViews?

/// Operations of `sn_nested`.
public enum NestedOperation {
  /// Keeps the current scene as the outer scroll view; then describe the inner one.
  public static let keepOuter: Int32 = 0
  /// Builds the pair: the kept scene outside, the current scene (its transfer bits) inside.
  public static let begin: Int32 = 1
  /// drag(translation: (x, y)): finger movement since the drag began.
  public static let drag: Int32 = 2
  /// endDrag(): the finger lifts without velocity.
  public static let endDrag: Int32 = 3
  /// Runs both clocks to `x` seconds.
  public static let advance: Int32 = 4
  /// settle(): runs both views until neither moves.
  public static let settle: Int32 = 5
}

/// A drag routed between an inner scroll view and the scroll view that contains it
/// (`NestedOperation`). Every operation but keepOuter leaves the pair's state in the result
/// buffer: 0–1 the outer offset, 2–3 the inner offset, 4 and 5 the outer's and inner's flags
/// (1 dragging, 2 decelerating, 4 moving), and returns 6; it returns 0 when there is no pair
/// (never begun, or a scene that cannot be built) and -1 for an unknown operation.
@_expose(wasm, "sn_nested") @_cdecl("sn_nested")
public func sn_nested(_ op: Int32, _ x: Double, _ y: Double) -> Int32 {
  if op == NestedOperation.keepOuter {
    nestedOuterScene = scene
    return 1
  }
  if op == NestedOperation.begin {
    nested = nil
    guard let outer = nestedOuterScene?.makeScrollView(), let inner = scene.makeScrollView() else { return 0 }
    nested = NestedScrollViews(outer: outer, inner: inner)
  }
  guard op > NestedOperation.keepOuter, op <= NestedOperation.settle else { return -1 }
  guard nested != nil else { return 0 }
  return step(&nested!, op, x, y)
}

/// The pair in place (copying two scroll views per call would cost time and module size).
func step(_ pair: inout NestedScrollViews, _ op: Int32, _ x: Double, _ y: Double) -> Int32 {
  switch op {
  case NestedOperation.drag: pair.drag(translation: Point(x: x, y: y))
  case NestedOperation.endDrag: pair.endDrag()
  case NestedOperation.advance:
    pair.outer.advance(to: x)
    pair.inner.advance(to: x)
  case NestedOperation.settle: pair.settle()
  default: break
  }
  // Only the offsets and flags are read; the callbacks would pile up frame after frame.
  pair.outer.events.removeAll(keepingCapacity: true)
  pair.inner.events.removeAll(keepingCapacity: true)
  func flags(_ v: borrowing ScrollView) -> Double {
    Double((v.isDragging ? 1 : 0) + (v.isDecelerating ? 2 : 0) + (v.isMoving ? 4 : 0))
  }
  return results.set(
    pair.outer.contentOffset.x, pair.outer.contentOffset.y, pair.inner.contentOffset.x, pair.inner.contentOffset.y,
    flags(pair.outer), flags(pair.inner))
}
