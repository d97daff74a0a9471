// The playground outputs for given inputs, computed natively through the same exports the page
// calls in WebAssembly (PlaygroundScript mirrors this function for live updates). Pages show
// these values before the module loads, and without JavaScript.
import LabWasm
import ScrollWasm
import Synchronization

public enum PlaygroundCompute {
  /// The exports share one scene and one result buffer, so computations take turns.
  static let exportsLock = Mutex<Void>(())

  /// Runs `body`, which calls the exports directly, while no page computation uses them (tests
  /// that drive the exports run beside site builds in one process).
  public static func exclusively<T: Sendable>(_ body: () -> T) -> T {
    exportsLock.withLock { _ in body() }
  }

  /// Sends the scene keys to the exports, in the order the page's script does.
  static func applyScene(_ v: [String: Double]) {
    func k(_ key: String) -> Double { v[key] ?? 0 }
    sn_reset(k("boundsW"), k("boundsH"))
    sn_set_content_size(k("contentW"), k("contentH"))
    sn_set_content_inset(k("insetTop"), k("insetLeft"), k("insetBottom"), k("insetRight"))
    sn_set_safe_area(k("safeTop"), k("safeLeft"), k("safeBottom"), k("safeRight"))
    sn_set_content_alignment(k("alignX"), k("alignY"))
    _ = sn_set_behavior(Int32(k("behavior")))
    sn_set_flags(flags(v))
    _ = sn_set_deceleration_rate(k("rate"))
    _ = sn_set_zoom(1, k("minZoom"), k("maxZoom"))
    sn_set_content_offset(k("offsetX"), k("offsetY"))
  }

  static func flags(_ v: [String: Double]) -> Int32 {
    func on(_ key: String) -> Bool { (v[key] ?? 0) != 0 }
    var flags = SceneFlag.bouncesZoom
    if on("scrollEnabled") { flags |= SceneFlag.scrollEnabled }
    if on("bounces") { flags |= SceneFlag.bouncesHorizontally | SceneFlag.bouncesVertically }
    if on("alwaysBounceVertical") { flags |= SceneFlag.alwaysBounceVertical }
    if on("alwaysBounceHorizontal") { flags |= SceneFlag.alwaysBounceHorizontal }
    if on("paging") { flags |= SceneFlag.pagingEnabled }
    if on("navigationRoot") { flags |= SceneFlag.navigationRoot }
    return flags
  }

  /// Output key → value (NaN when the model has no answer, e.g. zooming disabled).
  public static func outputs(_ kind: PlaygroundKind, _ v: [String: Double]) -> [String: Double] {
    exportsLock.withLock { _ in unlockedOutputs(kind, v) }
  }

  static func unlockedOutputs(_ kind: PlaygroundKind, _ v: [String: Double]) -> [String: Double] {
    func k(_ key: String) -> Double { v[key] ?? 0 }
    func slot(_ i: Int32) -> Double { sn_result(i) }
    var out: [String: Double] = [:]
    switch kind {
    case .insets:
      applyScene(v)
      _ = sn_adjusted_inset()
      (out["adjTop"], out["adjLeft"], out["adjBottom"], out["adjRight"]) = (slot(0), slot(1), slot(2), slot(3))
      _ = sn_offset_range()
      (out["minX"], out["minY"], out["maxX"], out["maxY"]) = (slot(0), slot(1), slot(2), slot(3))
    case .physics:
      applyScene(v)
      _ = sn_offset_range()
      (out["minY"], out["maxY"]) = (slot(1), slot(3))
      out["travel"] = sn_projected_travel(k("velocity"), k("rate"))
      _ = sn_deceleration_target(0, k("velocity"))
      out["decelY"] = slot(1)
      _ = sn_target_content_offset(0, k("velocity"))
      out["targetY"] = slot(1)
      _ = sn_paging_target(0, k("velocity"))
      out["pagingY"] = slot(1)
      _ = sn_rubber_band(1, k("rubber"))
      out["rubberY"] = slot(0)
    case .simulator:
      applyScene(v)
      _ = sn_sim_begin()
      _ = sn_sim_state()
      out["offsetY"] = slot(1)
      out["state"] = slot(2)
      for key in ["rawY", "releaseOffsetY", "releaseVY", "targetY"] { out[key] = .nan }
    case .zoom:
      applyScene(v)
      out["clamped"] = sn_clamped_zoom(k("scale"))
      if sn_set_zoom_scale(k("scale")) > 0 {
        (out["zoomScale"], out["contentW"], out["contentH"], out["offsetX"], out["offsetY"]) =
          (slot(0), slot(1), slot(2), slot(3), slot(4))
      } else {
        for key in ["zoomScale", "contentW", "contentH", "offsetX", "offsetY"] { out[key] = .nan }
      }
    case .centring:
      applyScene(v)
      sn_set_display_scale(k("displayScale"))
      let keys = ["zoomScale", "contentW", "contentH", "insetTop", "insetLeft", "offsetX", "offsetY", "viewX", "viewY"]
      let ok = sn_zoom_centring(Int32(k("method")), k("scale")) > 0
      for (i, key) in keys.enumerated() { out[key] = ok ? slot(Int32(i)) : .nan }
    case .stacked:
      // The layout playgrounds run in the lab module (LabWasm): its own result slots.
      _ = sn_layout_stacked(k("rootW"), k("rootH"), k("margin"), k("aWidth"), k("aHeight"), k("gap"))
      (out["contentW"], out["contentH"]) = (lab_result(0), lab_result(1))
      (out["aY"], out["bY"], out["bW"], out["bH"]) = (lab_result(3), lab_result(7), lab_result(8), lab_result(9))
    case .floatingHeader:
      _ = sn_layout_floating_header(
        k("rootW"), k("rootH"), k("headerH"), k("gap"), k("bodyH"), k("barH"), k("offsetY"), Int32(k("sticky")))
      (out["contentW"], out["contentH"]) = (lab_result(0), lab_result(1))
      (out["cY"], out["cH"], out["diagnostics"]) = (lab_result(11), lab_result(13), lab_result(14))
    }
    return out
  }

  /// The simulator's state flags (1 tracking, 2 dragging, 4 decelerating) as the script words them.
  public static func stateText(_ flags: Double) -> Bilingual {
    let names = [("tracking", "跟踪中"), ("dragging", "拖动中"), ("decelerating", "减速中")]
    let bits = flags.isFinite ? Int(flags) : 0
    let on = names.indices.filter { bits & (1 << $0) != 0 }.map { names[$0] }
    if on.isEmpty { return Bilingual("idle", "静止") }
    return Bilingual(on.map(\.0).joined(separator: ", "), on.map(\.1).joined(separator: "、"))
  }

  /// How a number is shown: at most two decimals, no "-0", "—" for no answer. The script's
  /// `show` does the same so the text does not change when the module takes over.
  public static func display(_ value: Double) -> String {
    guard value.isFinite else { return "—" }
    let rounded = (value * 100).rounded() / 100
    if rounded == 0 { return "0" }
    if rounded == rounded.rounded(), rounded.magnitude < 1e15 { return String(Int(rounded)) }
    return "\(rounded)"
  }
}
