// Setters for the playground's scene. Each group of related inputs is one call.
internal import ScrollModel

/// Starts a new scene with UIKit's defaults and bounds of `width` × `height`.
@_expose(wasm, "sn_reset") @_cdecl("sn_reset")
public func sn_reset(_ width: Double, _ height: Double) { scene = SceneSetup(bounds: Size(width: width, height: height)) }

@_expose(wasm, "sn_set_content_size") @_cdecl("sn_set_content_size")
public func sn_set_content_size(_ width: Double, _ height: Double) {
  scene.contentSize = Size(width: width, height: height)
}

@_expose(wasm, "sn_set_content_offset") @_cdecl("sn_set_content_offset")
public func sn_set_content_offset(_ x: Double, _ y: Double) { scene.contentOffset = Point(x: x, y: y) }

@_expose(wasm, "sn_set_content_inset") @_cdecl("sn_set_content_inset")
public func sn_set_content_inset(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
  scene.contentInset = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@_expose(wasm, "sn_set_safe_area") @_cdecl("sn_set_safe_area")
public func sn_set_safe_area(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
  scene.safeAreaInsets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// iOS 17.4 `contentAlignmentPoint`: where content smaller than the viewport rests (unit square).
@_expose(wasm, "sn_set_content_alignment") @_cdecl("sn_set_content_alignment")
public func sn_set_content_alignment(_ x: Double, _ y: Double) {
  scene.contentAlignmentPoint = Point(x: x, y: y)
}

/// 0 automatic, 1 scrollableAxes, 2 never, 3 always; returns 0 for an unknown value.
@_expose(wasm, "sn_set_behavior") @_cdecl("sn_set_behavior")
public func sn_set_behavior(_ raw: Int32) -> Int32 {
  guard let behavior = ContentInsetAdjustmentBehavior(rawValue: Int(raw)) else { return 0 }
  scene.behavior = behavior
  return 1
}

/// A bit set of `SceneFlag` values.
@_expose(wasm, "sn_set_flags") @_cdecl("sn_set_flags")
public func sn_set_flags(_ flags: Int32) { scene.flags = flags }

/// The per-millisecond rate (0.998 normal, 0.99 fast); returns 0 outside (0, 1).
@_expose(wasm, "sn_set_deceleration_rate") @_cdecl("sn_set_deceleration_rate")
public func sn_set_deceleration_rate(_ rate: Double) -> Int32 {
  guard rate > 0, rate < 1 else { return 0 }
  scene.decelerationRate = DecelerationRate(rawValue: rate)
  return 1
}

/// The zoom scale to apply and its limits; returns 0 unless all are positive.
@_expose(wasm, "sn_set_zoom") @_cdecl("sn_set_zoom")
public func sn_set_zoom(_ scale: Double, _ minimum: Double, _ maximum: Double) -> Int32 {
  guard scale > 0, minimum > 0, maximum > 0 else { return 0 }
  scene.zoomScale = scale
  scene.minimumZoomScale = minimum
  scene.maximumZoomScale = maximum
  return 1
}

@_expose(wasm, "sn_set_display_scale") @_cdecl("sn_set_display_scale")
public func sn_set_display_scale(_ scale: Double) { scene.displayScale = scale }

/// A device preset: screen size in slots 0–1, safe area (top, left, bottom, right) in 2–5.
/// `device` indexes `DeviceClass.allCases`; returns 0 for an unknown index.
@_expose(wasm, "sn_device_preset") @_cdecl("sn_device_preset")
public func sn_device_preset(_ device: Int32, _ landscape: Int32, _ navigationBar: Int32) -> Int32 {
  let all = DeviceClass.allCases
  guard device >= 0, Int(device) < all.count else { return 0 }
  let preset = SafeAreaPreset(
    device: all[Int(device)], orientation: landscape != 0 ? .landscape : .portrait, hasNavigationBar: navigationBar != 0)
  let size = preset.screenSize
  let insets = preset.insets
  return results.set(size.width, size.height, insets.top, insets.left, insets.bottom, insets.right)
}
