// The parity test's call programs, run against the native build of the exports. Each call is
// recorded exactly as wasm/parity.mjs records it in the browser's engine.
import ScrollWasm

/// One argument: a Double (sent to node as its bit pattern) or an Int32.
enum CallArgument: Sendable {
  case double(Double)
  case int(Int32)

  var json: String {
    switch self {
    case .double(let d): "\"\(bitPattern(d))\""
    case .int(let i): "\(i)"
    }
  }
}

/// An export name and its arguments.
struct ExportCall: Sendable {
  var name: String
  var arguments: [CallArgument]

  init(_ name: String, _ arguments: CallArgument...) {
    self.name = name
    self.arguments = arguments
  }

  var json: String { "[\"\(name)\"" + arguments.map { "," + $0.json }.joined() + "]" }

  func d(_ i: Int) -> Double {
    if case .double(let v) = arguments[i] { return v }
    fatalError("\(name): argument \(i) is not a Double")
  }

  func n(_ i: Int) -> Int32 {
    if case .int(let v) = arguments[i] { return v }
    fatalError("\(name): argument \(i) is not an Int32")
  }

  /// Calls the native export; nil for exports without a return value.
  func runNatively() -> Double? {
    switch name {
    case "sn_reset": sn_reset(d(0), d(1)); return nil
    case "sn_set_content_size": sn_set_content_size(d(0), d(1)); return nil
    case "sn_set_content_offset": sn_set_content_offset(d(0), d(1)); return nil
    case "sn_set_content_inset": sn_set_content_inset(d(0), d(1), d(2), d(3)); return nil
    case "sn_set_safe_area": sn_set_safe_area(d(0), d(1), d(2), d(3)); return nil
    case "sn_set_content_alignment": sn_set_content_alignment(d(0), d(1)); return nil
    case "sn_set_behavior": return Double(sn_set_behavior(n(0)))
    case "sn_set_flags": sn_set_flags(n(0)); return nil
    case "sn_set_deceleration_rate": return Double(sn_set_deceleration_rate(d(0)))
    case "sn_set_zoom": return Double(sn_set_zoom(d(0), d(1), d(2)))
    case "sn_set_display_scale": sn_set_display_scale(d(0)); return nil
    case "sn_device_preset": return Double(sn_device_preset(n(0), n(1), n(2)))
    case "sn_adjusted_inset": return Double(sn_adjusted_inset())
    case "sn_offset_range": return Double(sn_offset_range())
    case "sn_rubber_band": return Double(sn_rubber_band(n(0), d(1)))
    case "sn_deceleration_target": return Double(sn_deceleration_target(d(0), d(1)))
    case "sn_target_content_offset": return Double(sn_target_content_offset(d(0), d(1)))
    case "sn_paging_target": return Double(sn_paging_target(d(0), d(1)))
    case "sn_clamped_zoom": return sn_clamped_zoom(d(0))
    case "sn_set_zoom_scale": return Double(sn_set_zoom_scale(d(0)))
    case "sn_zoom_centring": return Double(sn_zoom_centring(n(0), d(1)))
    case "sn_scroll_rect_to_visible": return Double(sn_scroll_rect_to_visible(d(0), d(1), d(2), d(3)))
    case "sn_projected_travel": return sn_projected_travel(d(0), d(1))
    case "sn_momentum_step": return Double(sn_momentum_step(d(0), d(1), d(2), d(3), d(4), d(5), n(6)))
    case "sn_rubber_band_overshoot": return sn_rubber_band_overshoot(d(0), d(1))
    case "sn_sim_begin": return Double(sn_sim_begin())
    case "sn_sim_touch_down": sn_sim_touch_down(d(0), d(1), d(2)); return nil
    case "sn_sim_touch_move": sn_sim_touch_move(d(0), d(1), d(2)); return nil
    case "sn_sim_touch_up": sn_sim_touch_up(d(0), d(1), d(2)); return nil
    case "sn_sim_advance": sn_sim_advance(d(0)); return nil
    case "sn_sim_state": return Double(sn_sim_state())
    case "sn_sim_do": return Double(sn_sim_do(n(0), d(1), d(2), d(3), d(4)))
    case "sn_nested": return Double(sn_nested(n(0), d(1), d(2)))
    default: fatalError("no export \(name)")
    }
  }

  /// The record parity.mjs prints for this call: return value and the 24 result slots.
  func recordNatively() -> String {
    let value = runNatively()
    var record = [value.map(bitPattern) ?? "void"]
    for i in 0..<24 { record.append(bitPattern(sn_result(Int32(i)))) }
    return record.joined(separator: " ")
  }
}

/// A Double's 64-bit pattern in hex; every NaN is "nan" (wasm leaves NaN payloads unspecified).
func bitPattern(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  let hex = String(value.bitPattern, radix: 16)
  return String(repeating: "0", count: 16 - hex.count) + hex
}
