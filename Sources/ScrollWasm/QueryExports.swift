// Questions about the current scene, answered by a fresh scroll view built from it (as `eval`
// asks each question of a fresh copy). Multi-value answers go to the result buffer and the
// export returns how many slots it filled, or 0 when the scene cannot be built.
internal import ScrollModel

func withSceneView(_ body: (inout ScrollView) -> Int32) -> Int32 {
  guard var view = scene.makeScrollView() else { return 0 }
  return body(&view)
}

/// adjustedContentInset: top, left, bottom, right.
@_expose(wasm, "sn_adjusted_inset") @_cdecl("sn_adjusted_inset")
public func sn_adjusted_inset() -> Int32 {
  withSceneView { view in
    let i = view.adjustedContentInset
    return results.set(i.top, i.left, i.bottom, i.right)
  }
}

/// The content offset range: minimum x, y, maximum x, y.
@_expose(wasm, "sn_offset_range") @_cdecl("sn_offset_range")
public func sn_offset_range() -> Int32 {
  withSceneView { view in
    let r = view.contentOffsetRange
    return results.set(r.minimum.x, r.minimum.y, r.maximum.x, r.maximum.y)
  }
}

/// The displayed offset on an axis (0 x, 1 y) for an unconstrained drag offset.
@_expose(wasm, "sn_rubber_band") @_cdecl("sn_rubber_band")
public func sn_rubber_band(_ axis: Int32, _ offset: Double) -> Int32 {
  withSceneView { view in results.set(view.rubberBandedOffset(offset, along: axis == 0 ? .horizontal : .vertical)) }
}

/// Where momentum alone stops content released at (vx, vy) pt/ms: x, y.
@_expose(wasm, "sn_deceleration_target") @_cdecl("sn_deceleration_target")
public func sn_deceleration_target(_ vx: Double, _ vy: Double) -> Int32 {
  withSceneView { view in
    let p = view.decelerationTarget(velocity: Point(x: vx, y: vy))
    return results.set(p.x, p.y)
  }
}

/// The target passed to willEndDragging (clamped stopping point, or the page): x, y.
@_expose(wasm, "sn_target_content_offset") @_cdecl("sn_target_content_offset")
public func sn_target_content_offset(_ vx: Double, _ vy: Double) -> Int32 {
  withSceneView { view in
    let p = view.targetContentOffset(velocity: Point(x: vx, y: vy))
    return results.set(p.x, p.y)
  }
}

/// The page a paging scroll view settles on for a release at (vx, vy): x, y.
@_expose(wasm, "sn_paging_target") @_cdecl("sn_paging_target")
public func sn_paging_target(_ vx: Double, _ vy: Double) -> Int32 {
  withSceneView { view in
    let p = view.pagingTarget(velocity: Point(x: vx, y: vy))
    return results.set(p.x, p.y)
  }
}

/// The scale limited to the zoom limits (no side effects).
@_expose(wasm, "sn_clamped_zoom") @_cdecl("sn_clamped_zoom")
public func sn_clamped_zoom(_ scale: Double) -> Double {
  scene.makeScrollView()?.clampedZoomScale(scale) ?? .nan
}

/// setZoomScale(_:animated: false): zoomScale, contentSize w, h, contentOffset x, y.
/// Returns -1 when zooming is unavailable (equal limits), as eval answers an error.
@_expose(wasm, "sn_set_zoom_scale") @_cdecl("sn_set_zoom_scale")
public func sn_set_zoom_scale(_ scale: Double) -> Int32 {
  withSceneView { view in
    guard case .zoomed(let applied) = view.setZoomScale(scale, animated: false) else { return -1 }
    return results.set(applied, view.contentSize.width, view.contentSize.height, view.contentOffset.x, view.contentOffset.y)
  }
}

/// scrollRectToVisible(_:animated: false): the resulting content offset x, y.
@_expose(wasm, "sn_scroll_rect_to_visible") @_cdecl("sn_scroll_rect_to_visible")
public func sn_scroll_rect_to_visible(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Int32 {
  withSceneView { view in
    view.scrollRectToVisible(Rect(x: x, y: y, width: width, height: height), animated: false)
    return results.set(view.contentOffset.x, view.contentOffset.y)
  }
}
