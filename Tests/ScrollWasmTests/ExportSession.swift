// Calls the exports natively and keeps every call, so that a specification written against the
// native build can be replayed in the wasm module call for call (ScrollWasmExportTests.ParityTests.expectParity).
import ScrollModel
import ScrollWasm

/// The simulator's state as `sn_sim_state` leaves it in the result buffer.
struct SimulatorState: Sendable {
  var contentOffset: Point
  var isDragging: Bool
  var isDecelerating: Bool
  var isMoving: Bool
  var zoomScale: Double
  var isScrollAnimating: Bool
  var isZoomAnimating: Bool
  var isZooming: Bool
  var isZoomBouncing: Bool
  /// The axes whose indicator is on screen.
  var shownIndicators: Set<Axis>
  /// The delegate callbacks made since the previous state was read, by kind.
  var callbacks: Set<String>

  static let callbackNames = [
    "didScroll", "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating",
    "didEndDecelerating", "didEndScrollingAnimation", "shouldScrollToTop", "didScrollToTop",
    "adjustedContentInsetDidChange", "didChangeAdjustedContentInset", "willBeginZooming", "didZoom", "didEndZooming",
  ]

  init(slot: (Int32) -> Double) {
    contentOffset = Point(x: slot(0), y: slot(1))
    let flags = Int(slot(2)), more = Int(slot(13)), made = Int(slot(14))
    isDragging = flags & 2 != 0
    isDecelerating = flags & 4 != 0
    isMoving = flags & 8 != 0
    zoomScale = slot(12)
    isScrollAnimating = more & 1 != 0
    isZoomAnimating = more & 2 != 0
    isZooming = more & 4 != 0
    isZoomBouncing = more & 8 != 0
    shownIndicators = Set([Axis.horizontal, .vertical].filter { more & ($0 == .horizontal ? 16 : 32) != 0 })
    callbacks = Set(Self.callbackNames.indices.filter { made & (1 << $0) != 0 }.map { Self.callbackNames[$0] })
  }
}

/// A nested pair's state as `sn_nested` leaves it in the result buffer.
struct NestedState: Sendable, Equatable {
  var outer: Point
  var inner: Point
  var outerIsDragging: Bool
  var innerIsDragging: Bool
  var isMoving: Bool
}

/// Native export calls, recorded. Use it inside `PlaygroundCompute.exclusively`.
final class ExportSession {
  private(set) var calls: [ExportCall] = []

  init() { resetExportState() }

  @discardableResult
  func call(_ name: String, _ arguments: CallArgument...) -> Double? {
    var call = ExportCall(name)
    call.arguments = arguments
    calls.append(call)
    return call.runNatively()
  }

  /// A new scene: bounds, content size, flags (UIKit's defaults unless given), zoom limits
  /// and the offset, in the order the page sets them.
  func scene(
    width: Double = 375, height: Double = 667, contentWidth: Double = 375, contentHeight: Double,
    flags: Int32 = SceneFlag.defaults, zoom: (minimum: Double, maximum: Double) = (1, 1), offset: Point = .zero
  ) {
    call("sn_reset", .double(width), .double(height))
    call("sn_set_content_size", .double(contentWidth), .double(contentHeight))
    call("sn_set_flags", .int(flags))
    call("sn_set_zoom", .double(1), .double(zoom.minimum), .double(zoom.maximum))
    call("sn_set_content_offset", .double(offset.x), .double(offset.y))
  }

  /// Starts the simulator from the scene (clock at 0).
  func begin() { call("sn_sim_begin") }

  /// One `sn_sim_do` operation; its answer (1 done, 0 refused, -1 unknown).
  @discardableResult
  func perform(_ op: Int32, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) -> Int32 {
    Int32(call("sn_sim_do", .int(op), .double(a), .double(b), .double(c), .double(d)) ?? .nan)
  }

  func advance(to time: Double) { call("sn_sim_advance", .double(time)) }

  /// Reads the state (and starts a new record of callbacks).
  func state() -> SimulatorState {
    call("sn_sim_state")
    return SimulatorState(slot: sn_result)
  }

  /// A flick: down, three moves up of 25 pt a frame, up at 1.5 pt/ms, from `time`.
  func flick(at time: Double) {
    call("sn_sim_touch_down", .double(180), .double(500), .double(time))
    for i in 1...3 { call("sn_sim_touch_move", .double(180), .double(500 - 25 * Double(i)), .double(time + Double(i) / 60)) }
    call("sn_sim_touch_up", .double(180), .double(400), .double(time + 4.0 / 60))
  }

  /// One `sn_nested` operation; the pair's state, or nil when the export answers no state.
  @discardableResult
  func nested(_ op: Int32, _ x: Double = 0, _ y: Double = 0) -> NestedState? {
    guard call("sn_nested", .int(op), .double(x), .double(y)) == 6 else { return nil }
    return NestedState(
      outer: Point(x: sn_result(0), y: sn_result(1)), inner: Point(x: sn_result(2), y: sn_result(3)),
      outerIsDragging: Int(sn_result(4)) & 1 != 0, innerIsDragging: Int(sn_result(5)) & 1 != 0,
      isMoving: (Int(sn_result(4)) | Int(sn_result(5))) & 4 != 0)
  }
}
