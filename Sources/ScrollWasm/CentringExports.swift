// Centring zoomed content smaller than the viewport (article 15's playground): the scene's
// content is the zoomed view; it is zoomed from scale 1 and centred the way an app would.
internal import ScrollModel

/// How the app centres the zoomed view (`sn_zoom_centring`'s `method`).
enum ZoomCentring: Int32 {
  /// Nothing: small content rests at the top left.
  case none = 0
  /// scrollViewDidZoom(_:) sets contentInset to half the free space on each side, and no more.
  case insetOnly = 1
  /// The same, then moves contentOffset to −inset on the short axes.
  case insetAndOffset = 2
  /// layoutSubviews moves the zoomed view's frame to the middle of the bounds.
  case layoutSubviews = 3
  /// iOS 17.4: contentAlignmentPoint (0.5, 0.5), set before the zoom.
  case alignmentPoint = 4
}

/// setZoomScale(scale, animated: false) on the scene, centred by `method`. Slots: zoomScale,
/// contentSize w, h, adjustedContentInset top, left, contentOffset x, y, and where the zoomed
/// view's top-left corner appears in the scroll view's frame, x, y. Returns 9, -1 when zooming
/// is unavailable, 0 for an unknown method or a scene that cannot be built.
@_expose(wasm, "sn_zoom_centring") @_cdecl("sn_zoom_centring")
public func sn_zoom_centring(_ method: Int32, _ scale: Double) -> Int32 {
  guard let centring = ZoomCentring(rawValue: method) else { return 0 }
  return withSceneView { view in
    if centring == .alignmentPoint { view.contentAlignmentPoint = Point(x: 0.5, y: 0.5) }
    guard case .zoomed = view.setZoomScale(scale, animated: false) else { return -1 }
    let free = Size(
      width: max(0, view.bounds.size.width - view.contentSize.width),
      height: max(0, view.bounds.size.height - view.contentSize.height))
    var frameOrigin = Point.zero
    switch centring {
    case .none, .alignmentPoint:
      break
    case .insetOnly, .insetAndOffset:
      view.contentInset = EdgeInsets(top: free.height / 2, left: free.width / 2, bottom: free.height / 2, right: free.width / 2)
      if centring == .insetAndOffset {
        var offset = view.contentOffset
        if free.width > 0 { offset.x = -free.width / 2 }
        if free.height > 0 { offset.y = -free.height / 2 }
        view.contentOffset = offset
      }
    case .layoutSubviews:
      frameOrigin = Point(x: free.width / 2, y: free.height / 2)
    }
    let inset = view.adjustedContentInset
    let offset = view.contentOffset
    _ = results.set(view.zoomScale, view.contentSize.width, view.contentSize.height, inset.top, inset.left, offset.x)
    results[6] = offset.y
    results[7] = frameOrigin.x - offset.x
    results[8] = frameOrigin.y - offset.y
    return 9
  }
}
