// Seeded random scenarios for the parity test: a scene (sizes, insets, safe area, behaviour,
// flags, rate, zoom) and then every question the playgrounds ask of it, a drag in the
// simulator followed frame by frame, the iOS 17 and 17.4 members acting over time (animated
// scrolls and zooms, keys, stop, indicators, a pinch), a nested pair handing a drag over, and
// one of the two layouts.
import ScrollWasm

/// SplitMix64: the same sequence on every machine.
struct SeededGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
  /// Uniform in [low, high).
  mutating func double(_ low: Double, _ high: Double) -> Double {
    low + (high - low) * Double(next() >> 11) / Double(1 << 53)
  }
  mutating func int(_ count: Int) -> Int { Int(next() % UInt64(count)) }
  mutating func chance(_ p: Double) -> Bool { double(0, 1) < p }
  /// A length the playgrounds produce (whole or half points) or, sometimes, any double.
  mutating func length(_ low: Double, _ high: Double) -> Double {
    switch int(3) {
    case 0: return double(low, high).rounded()
    case 1: return (double(low, high) * 2).rounded() / 2
    default: return double(low, high)
    }
  }
}

enum ScenarioPrograms {
  static func make(count: Int, seed: UInt64) -> [[ExportCall]] {
    var random = SeededGenerator(state: seed)
    return (0..<count).map { _ in program(&random) }
  }

  static func program(_ r: inout SeededGenerator) -> [ExportCall] {
    var calls: [ExportCall] = []
    func call(_ name: String, _ args: CallArgument...) {
      var c = ExportCall(name)
      c.arguments = args
      calls.append(c)
    }
    let device = Int32(r.int(7))
    call("sn_device_preset", .int(device), .int(Int32(r.int(2))), .int(Int32(r.int(2))))
    let width = r.chance(0.5) ? [375.0, 390, 393, 414, 844][r.int(5)] : r.length(100, 900)
    let height = r.chance(0.5) ? [667.0, 812, 844, 852, 390][r.int(5)] : r.length(100, 1000)
    call("sn_reset", .double(width), .double(height))
    let contentWidth = r.chance(0.6) ? width : r.length(0, 3 * width)
    let contentHeight = r.chance(0.2) ? height : r.length(0, 4 * height)
    call("sn_set_content_size", .double(contentWidth), .double(contentHeight))
    call("sn_set_content_inset", .double(r.length(0, 80)), .double(r.length(0, 30)), .double(r.length(0, 80)), .double(r.length(0, 30)))
    call("sn_set_safe_area", .double([0, 20, 44, 47, 59][r.int(5)]), .double(r.chance(0.2) ? 47 : 0),
         .double([0, 34, 21][r.int(3)]), .double(r.chance(0.2) ? 47 : 0))
    if r.chance(0.4) { call("sn_set_content_alignment", .double(r.double(0, 1)), .double(r.double(0, 1))) }
    call("sn_set_behavior", .int(Int32(r.int(5)) - 0))  // 4 is invalid on purpose
    var flags = SceneFlag.defaults
    for bit in 0..<15 where r.chance(0.25) { flags ^= 1 << Int32(bit) }
    call("sn_set_flags", .int(flags))
    call("sn_set_deceleration_rate", .double([0.998, 0.99, r.double(0.9, 0.9995), 1.2][r.int(4)]))
    let minimum = r.chance(0.5) ? 1 : r.double(0.25, 1)
    let maximum = r.chance(0.3) ? minimum : r.double(1, 6)
    call("sn_set_zoom", .double(r.chance(0.7) ? 1 : r.double(minimum, maximum)), .double(minimum), .double(maximum))
    call("sn_set_display_scale", .double([1.0, 2, 3][r.int(3)]))
    call("sn_set_content_offset", .double(r.length(-100, contentWidth)), .double(r.length(-150, contentHeight)))

    call("sn_adjusted_inset")
    call("sn_offset_range")
    call("sn_rubber_band", .int(Int32(r.int(2))), .double(r.length(-400, contentHeight + 400)))
    let vx = r.double(-4, 4), vy = r.double(-5, 5)
    call("sn_deceleration_target", .double(vx), .double(vy))
    call("sn_target_content_offset", .double(vx), .double(vy))
    call("sn_paging_target", .double(r.chance(0.3) ? 0 : vx), .double(r.chance(0.3) ? 0.01 : vy))
    call("sn_clamped_zoom", .double(r.double(0.1, 10)))
    call("sn_set_zoom_scale", .double(r.double(0.1, 10)))
    call("sn_zoom_centring", .int(Int32(r.int(7)) - 1), .double(r.double(0.1, 10)))
    call("sn_scroll_rect_to_visible", .double(r.length(-50, contentWidth)), .double(r.length(-50, contentHeight)),
         .double(r.length(0, 500)), .double(r.length(0, 500)))
    call("sn_projected_travel", .double(vy), .double(0.998))
    call("sn_rubber_band_overshoot", .double(r.double(0, 1000)), .double(height))
    call("sn_momentum_step", .double(r.length(-200, 2000)), .double(vy), .double(r.double(1, 40)), .double(0),
         .double(r.length(0, 1500)), .double([0.998, 0.99][r.int(2)]), .int(Int32(r.int(2))))

    // A drag: touch down, moves at 60 Hz, release (sometimes after resting), then frames.
    call("sn_sim_begin")
    var t = r.double(0, 2)
    var x = r.double(0, width), y = r.double(0, height)
    call("sn_sim_touch_down", .double(x), .double(y), .double(t))
    let steps = 2 + r.int(12)
    let dx = r.double(-60, 60) * (r.chance(0.5) ? 0 : 1), dy = r.double(-90, 90)
    for _ in 0..<steps {
      t += 1.0 / 60
      x += dx * r.double(0.5, 1.5)
      y += dy * r.double(0.5, 1.5)
      call("sn_sim_touch_move", .double(x), .double(y), .double(t))
      call("sn_sim_state")
    }
    if r.chance(0.2) { t += 0.2 }
    call("sn_sim_touch_up", .double(x + dx), .double(y + dy), .double(t + 1.0 / 60))
    call("sn_sim_state")
    for _ in 0..<12 {
      t += r.double(0.016, 0.4)
      call("sn_sim_advance", .double(t))
      call("sn_sim_state")
    }

    members(&r, &calls, time: t, width: width, height: height, contentWidth: contentWidth, contentHeight: contentHeight)
    nested(&r, &calls)

    return calls
  }

  /// Operations of `sn_sim_do` on the simulator the drag left (sometimes still coasting),
  /// each followed by the state, a few frames and the state again.
  static func members(
    _ r: inout SeededGenerator, _ calls: inout [ExportCall], time: Double, width: Double, height: Double,
    contentWidth: Double, contentHeight: Double
  ) {
    var t = time + r.double(0, 0.6)
    func call(_ name: String, _ args: CallArgument...) {
      var c = ExportCall(name)
      c.arguments = args
      calls.append(c)
    }
    func perform(_ op: Int32, _ a: Double = 0, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0) {
      call("sn_sim_do", .int(op), .double(a), .double(b), .double(c), .double(d))
    }
    for _ in 0..<(4 + r.int(8)) {
      // An unknown operation now and then (11), as a page with a newer script might send.
      let op = Int32(r.int(r.chance(0.05) ? 12 : 11))
      let animated = r.chance(0.7) ? 1.0 : 0
      switch op {
      case SimulatorOperation.setContentOffset, SimulatorOperation.setContentOffsetShowingIndicators:
        perform(op, r.length(-100, contentWidth), r.length(-150, contentHeight), animated)
      case SimulatorOperation.setZoomScale:
        perform(op, r.double(0.1, 8), animated)
      case SimulatorOperation.zoomToRect, SimulatorOperation.scrollRectToVisible:
        perform(op, r.length(-50, contentWidth), r.length(-50, contentHeight), r.length(0, 600), r.length(0, 600))
      case SimulatorOperation.pressKey:
        perform(op, Double(r.int(9)))  // 8 is no key
      case SimulatorOperation.pinch:
        perform(op, r.double(0.1, 10), r.double(0, width), r.double(0, height))
      default:
        perform(op)
      }
      call("sn_sim_state")
      for _ in 0..<(1 + r.int(3)) {
        t += r.double(0.016, 0.2)
        call("sn_sim_advance", .double(t))
        call("sn_sim_state")
      }
      if r.chance(0.15) {
        // A quick flick, so that a later stop may catch a drag or momentum.
        let x = r.double(0, width), y = r.double(0, height)
        call("sn_sim_touch_down", .double(x), .double(y), .double(t))
        for i in 1...3 { call("sn_sim_touch_move", .double(x), .double(y - 25 * Double(i)), .double(t + Double(i) / 60)) }
        if r.chance(0.5) { call("sn_sim_touch_up", .double(x), .double(y - 100), .double(t + 4.0 / 60)) }
        t += 5.0 / 60
        call("sn_sim_state")
      }
    }
  }

  /// An outer scene kept by `sn_nested`, an inner one, a drag of a few steps routed between
  /// them (transfer bits random), the release and the frames that follow.
  static func nested(_ r: inout SeededGenerator, _ calls: inout [ExportCall]) {
    func call(_ name: String, _ args: CallArgument...) {
      var c = ExportCall(name)
      c.arguments = args
      calls.append(c)
    }
    func nested(_ op: Int32, _ x: Double = 0, _ y: Double = 0) {
      call("sn_nested", .int(op), .double(x), .double(y))
    }
    func scene(width: Double, height: Double) {
      call("sn_reset", .double(width), .double(height))
      let contentWidth = r.chance(0.6) ? width : r.length(0, 3 * width)
      let contentHeight = r.length(0, 4 * height)
      call("sn_set_content_size", .double(contentWidth), .double(contentHeight))
      if r.chance(0.3) {
        call("sn_set_content_inset", .double(r.length(0, 60)), .double(0), .double(r.length(0, 60)), .double(0))
      }
      var flags = SceneFlag.defaults
      for bit in [1, 2, 3, 4, 10, 11] where r.chance(0.25) { flags ^= 1 << Int32(bit) }
      call("sn_set_flags", .int(flags))
      call("sn_set_content_offset", .double(r.length(0, contentWidth)), .double(r.length(0, contentHeight)))
    }
    let width = r.length(200, 900), height = r.length(300, 1000)
    scene(width: width, height: height)
    nested(NestedOperation.keepOuter)
    scene(width: r.chance(0.5) ? width : r.length(100, width), height: r.length(100, height))
    nested(NestedOperation.begin)
    var translation = (x: 0.0, y: 0.0)
    for _ in 0..<(2 + r.int(5)) {
      translation.x += r.double(-80, 80) * (r.chance(0.5) ? 0 : 1)
      translation.y += r.double(-150, 150)
      nested(NestedOperation.drag, translation.x, translation.y)
    }
    nested(NestedOperation.endDrag)
    var t = 0.0
    for _ in 0..<6 {
      t += r.double(0.016, 0.3)
      nested(NestedOperation.advance, t)
    }
    nested(r.chance(0.9) ? NestedOperation.settle : 6)  // 6 is no operation
  }
}
