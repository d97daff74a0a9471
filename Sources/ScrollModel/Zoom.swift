// Zooming. The delegate's `viewForZooming(in:)` view is scaled by `zoomScale`,
// pinned at the content origin, and `contentSize` follows its scaled size ([O] CHAM). Code
// can only set scales inside the limits; a pinch with `bouncesZoom` may overshoot and springs
// back on release, with `isZoomBouncing` true meanwhile.

/// Why a zoom request cannot be carried out.
public enum ZoomUnavailable: Hashable, Sendable {
  /// The delegate returns no view from `viewForZooming(in:)`.
  case noViewForZooming
  /// `minimumZoomScale == maximumZoomScale`, so zooming is disabled.
  case equalZoomLimits
  /// A zero or negative `minimumZoomScale` would collapse the content to nothing.
  case nonPositiveScale

  /// A sentence for error outputs.
  public var message: String {
    switch self {
    case .noViewForZooming: "zooming needs a delegate that returns a view from viewForZooming(in:)"
    case .equalZoomLimits: "zooming is disabled because minimumZoomScale equals maximumZoomScale"
    case .nonPositiveScale: "zoom scales must be greater than zero"
    }
  }
}

/// An animated `setZoomScale(_:animated:)` or `zoom(to:animated:)` in progress.
struct ZoomAnimation: Sendable {
  var fromScale: Double
  var toScale: Double
  var fromOffset: Point
  var toOffset: Point
  var duration: Double
  var elapsed: Double = 0
}

/// The result of a zoom request.
public enum ZoomOutcome: Hashable, Sendable {
  /// The scroll view shows this scale (at the end of the animation when animated).
  case zoomed(scale: Double)
  /// The request was refused; nothing changed.
  case unavailable(ZoomUnavailable)
}

extension ScrollView {
  /// Why zooming is impossible right now, or nil when it is possible.
  public var zoomUnavailableReason: ZoomUnavailable? {
    if delegate?.viewForZooming == nil { return .noViewForZooming }
    if minimumZoomScale == maximumZoomScale { return .equalZoomLimits }
    if !(minimumZoomScale > 0) { return .nonPositiveScale }
    return nil
  }

  /// True when the delegate supplies a view and the limits differ ([D] DOC).
  public var isZoomEnabled: Bool { zoomUnavailableReason == nil }

  /// `scale` limited to `[minimumZoomScale, maximumZoomScale]`; equal limits disable zooming
  /// (see `zoomUnavailableReason`).
  ///
  /// Models: UIScrollView.minimumZoomScale, UIScrollView.maximumZoomScale
  public func clampedZoomScale(_ scale: Double) -> Double {
    min(max(scale, minimumZoomScale), max(minimumZoomScale, maximumZoomScale))
  }

  /// The scale a pinch shows for an unlimited `scale`: inside the limits unchanged; past a
  /// limit, damped with the scroll rubber band applied to the logarithm of the excess (one
  /// e-fold as the "viewport"), so the overshoot starts at slope 0.55 and never reaches a factor
  /// of e. UIKit's mapping is private (open question 6); this is the model's choice.
  public func rubberBandedZoomScale(_ scale: Double) -> Double {
    guard bouncesZoom else { return clampedZoomScale(scale) }
    let upper = max(minimumZoomScale, maximumZoomScale)
    if scale > upper {
      return upper * ModelMath.exp(RubberBand.overshoot(ModelMath.log(scale / upper), dimension: 1))
    }
    if scale < minimumZoomScale, scale > 0 {
      return minimumZoomScale / ModelMath.exp(RubberBand.overshoot(ModelMath.log(minimumZoomScale / scale), dimension: 1))
    }
    return scale
  }

  /// Sets the scale, clamped into the limits, keeping the viewport's centre on the same
  /// content point (model choice) and the offset inside the new range. Animated, the scale and
  /// the offset move there over `scrollAnimationDuration` on the simulation clock
  /// (`isZoomAnimating` meanwhile), bracketed by willBeginZooming and didEndZooming. Returns
  /// the scale the view shows, at the end of the animation when animated.
  ///
  /// Models: UIScrollView.setZoomScale(_:animated:)
  @discardableResult
  public mutating func setZoomScale(_ scale: Double, animated: Bool) -> ZoomOutcome {
    if let reason = zoomUnavailableReason { return .unavailable(reason) }
    let target = clampedZoomScale(scale)
    let centre = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
    guard animated else {
      cancelZoomAnimation()
      applyZoom(target, keepingViewportPoint: centre, clampsOffset: true)
      return .zoomed(scale: zoomScale)
    }
    var end = self
    end.applyZoom(target, keepingViewportPoint: centre, clampsOffset: true)
    animateZoom(toScale: end.zoomScale, offset: end.contentOffset)
    return .zoomed(scale: end.zoomScale)
  }

  /// Zooms so that `rect` (in the zoomed view's unscaled coordinates) fills the viewport as far
  /// as the limits allow, centred ([I], the inverse of Apple's `zoomRectForScale`; open question 6).
  /// Animated, it runs over time like `setZoomScale(_:animated:)`.
  ///
  /// Models: UIScrollView.zoom(to:animated:)
  @discardableResult
  public mutating func zoom(to rect: Rect, animated: Bool) -> ZoomOutcome {
    if let reason = zoomUnavailableReason { return .unavailable(reason) }
    guard rect.width > 0, rect.height > 0 else { return .zoomed(scale: zoomScale) }
    let scale = clampedZoomScale(min(bounds.size.width / rect.width, bounds.size.height / rect.height))
    let offset = Point(x: rect.midX * scale - bounds.size.width / 2, y: rect.midY * scale - bounds.size.height / 2)
    guard animated else {
      cancelZoomAnimation()
      setScaleAndContentSize(scale)
      contentOffset = contentOffsetRange.clamped(offset)
      events.append(.didZoom(zoomScale))
      return .zoomed(scale: zoomScale)
    }
    var end = self
    end.setScaleAndContentSize(scale)
    end.contentOffset = end.contentOffsetRange.clamped(offset)
    animateZoom(toScale: end.zoomScale, offset: end.contentOffset)
    return .zoomed(scale: end.zoomScale)
  }

  // MARK: Animated zoom

  /// Starts an animated zoom from the current state (replacing one in progress). With nothing
  /// to change no animation runs, and the two callbacks come at once.
  mutating func animateZoom(toScale scale: Double, offset: Point) {
    cancelZoomAnimation()
    events.append(.willBeginZooming)
    guard scale != zoomScale || offset != contentOffset else {
      events.append(.didEndZooming(atScale: zoomScale))
      return
    }
    isZoomAnimating = true
    zoomAnimation = ZoomAnimation(
      fromScale: zoomScale, toScale: scale, fromOffset: contentOffset, toOffset: offset,
      duration: Self.scrollAnimationDuration)
  }

  /// Drops a running zoom animation where it is, without callbacks (a new zoom replaces it).
  mutating func cancelZoomAnimation() {
    zoomAnimation = nil
    isZoomAnimating = false
  }

  /// One frame of an animated zoom: scale and offset move linearly (model choice, like the
  /// offset animation); the last frame lands exactly on the target and reports didEndZooming.
  mutating func stepZoomAnimation(milliseconds: Double) {
    guard var animation = zoomAnimation else { return }
    animation.elapsed += milliseconds / 1000
    let progress = min(1, animation.elapsed / animation.duration)
    let old = zoomScale
    setScaleAndContentSize(animation.fromScale + (animation.toScale - animation.fromScale) * progress)
    contentOffset = Point(
      x: animation.fromOffset.x + (animation.toOffset.x - animation.fromOffset.x) * progress,
      y: animation.fromOffset.y + (animation.toOffset.y - animation.fromOffset.y) * progress)
    if zoomScale != old { events.append(.didZoom(zoomScale)) }
    if progress >= 1 {
      cancelZoomAnimation()
      events.append(.didEndZooming(atScale: zoomScale))
    } else {
      zoomAnimation = animation
    }
  }

  // MARK: Pinch

  /// Two fingers start a pinch: `isZooming` and `willBeginZooming`.
  @discardableResult
  public mutating func beginPinch() -> ZoomUnavailable? {
    if let reason = zoomUnavailableReason { return reason }
    cancelZoomAnimation()
    isZooming = true
    isZoomBouncing = false
    zoomBounceTarget = nil
    events.append(.willBeginZooming)
    return nil
  }

  /// The pinch reaches `scale` (relative to scale 1) around `centroid` in viewport coordinates.
  public mutating func pinch(toScale scale: Double, around centroid: Point) {
    guard isZooming else { return }
    applyZoom(rubberBandedZoomScale(scale), keepingViewportPoint: centroid, clampsOffset: true)
  }

  /// The fingers lift: inside the limits the zoom ends at once; past a limit the scale bounces
  /// back over the following frames, then `didEndZooming` is reported.
  public mutating func endPinch() {
    guard isZooming else { return }
    isZooming = false
    let limit = clampedZoomScale(zoomScale)
    if limit != zoomScale {
      isZoomBouncing = true
      zoomBounceTarget = limit
    } else {
      events.append(.didEndZooming(atScale: zoomScale))
    }
  }

  /// One frame of the zoom bounce: the log-scale excess decays like the scroll bounce-back.
  mutating func stepZoomBounce(milliseconds: Double) {
    guard let target = zoomBounceTarget else {
      isZoomBouncing = false
      return
    }
    let decay = ModelMath.exp(-Momentum.bounceDecayPerMillisecond * milliseconds)
    var next = target * ModelMath.exp(ModelMath.log(zoomScale / target) * decay)
    let done = (next - target).magnitude < 0.001
    if done { next = target }
    let centre = Point(x: bounds.size.width / 2, y: bounds.size.height / 2)
    applyZoom(next, keepingViewportPoint: centre, clampsOffset: true)
    if done {
      isZoomBouncing = false
      zoomBounceTarget = nil
      events.append(.didEndZooming(atScale: zoomScale))
    }
  }

  // MARK: Geometry

  /// Scales around a viewport point: the content point under `anchor` stays under it.
  mutating func applyZoom(_ scale: Double, keepingViewportPoint anchor: Point, clampsOffset: Bool) {
    let old = zoomScale
    let contentPoint = Point(x: (contentOffset.x + anchor.x) / old, y: (contentOffset.y + anchor.y) / old)
    let offset = Point(x: contentPoint.x * scale - anchor.x, y: contentPoint.y * scale - anchor.y)
    setScaleAndContentSize(scale)
    contentOffset = clampsOffset ? contentOffsetRange.clamped(offset) : offset
    if scale != old { events.append(.didZoom(zoomScale)) }
  }

  mutating func setScaleAndContentSize(_ scale: Double) {
    zoomScale = scale
    followZoomedView()
  }

  /// `contentSize` is the zoomed view's size times the scale.
  mutating func followZoomedView() {
    guard let view = delegate?.viewForZooming else { return }
    let size = Size(width: view.width * zoomScale, height: view.height * zoomScale)
    if size != contentSize { contentSize = size }
  }
}
