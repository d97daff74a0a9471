// Scroll indicators: shown while the user scrolls and briefly after
// `flashScrollIndicators()`, only on axes whose content is longer than the viewport. Their
// insets are the public insets plus, with `automaticallyAdjustsScrollIndicatorInsets`, the
// safe-area edges that also went into the content inset (the model's rule [I], open question 9).
// Geometry is Flow's hand-tuned reimplementation, [O] FLOW (low confidence).

/// Indicator constants (FLOW's values, not Apple data).
public enum ScrollIndicatorMetrics {
  public static let thickness = 2.5
  public static let edgeDistance = 2.5
  /// Delay before a finished scroll starts fading the indicators out (seconds).
  public static let fadeDelay = 0.05
  /// Length of the fade (seconds).
  public static let fadeDuration = 0.25
}

extension ScrollView {
  /// The insets an indicator on `axis` actually uses.
  ///
  /// Models: UIScrollView.automaticallyAdjustsScrollIndicatorInsets, UIScrollView.horizontalScrollIndicatorInsets, UIScrollView.verticalScrollIndicatorInsets
  public func effectiveScrollIndicatorInsets(along axis: Axis) -> EdgeInsets {
    let own = axis == .horizontal ? horizontalScrollIndicatorInsets : verticalScrollIndicatorInsets
    guard automaticallyAdjustsScrollIndicatorInsets else { return own }
    return own + safeAreaInsets.masked(to: edgesApplyingSafeAreaToContentInset)
  }

  /// True when an indicator for `axis` may appear at all: enabled and content longer than the
  /// bounds on that axis.
  ///
  /// Models: UIScrollView.showsHorizontalScrollIndicator, UIScrollView.showsVerticalScrollIndicator
  public func hasScrollIndicator(along axis: Axis) -> Bool {
    let shows = axis == .horizontal ? showsHorizontalScrollIndicator : showsVerticalScrollIndicator
    return shows && contentSize[axis] > bounds.size[axis]
  }

  /// True while the indicator for `axis` is on screen: during tracking, dragging, deceleration
  /// or a programmatic animation that moves this axis, within a flash, or while
  /// `withScrollIndicatorsShown(forContentOffsetChanges:)` shows it.
  public func isShowingScrollIndicator(along axis: Axis, flashedAt flashTime: Double? = nil) -> Bool {
    guard hasScrollIndicator(along: axis) else { return false }
    if isTracking || isDragging || isDecelerating { return true }
    // A programmatic animation shows the indicators of the axes it moves ([I]).
    if case .animating(let animation) = motion, animation.from[axis] != animation.to[axis] { return true }
    if let shown = indicatorsShownForChanges, shown.axes.contains(axis) {
      guard let since = shown.fadeStart else { return true }
      if time - since < Self.indicatorVisibleInterval { return true }
    }
    guard let flashTime else { return false }
    return time - flashTime < Self.indicatorVisibleInterval
  }

  /// How long an indicator stays after it is let go: the fade delay plus the fade.
  static var indicatorVisibleInterval: Double { ScrollIndicatorMetrics.fadeDelay + ScrollIndicatorMetrics.fadeDuration }

  /// Runs `changes` and shows the indicators of the axes whose offset it changed (for an
  /// animated change, the axes the animation moves), as iOS 17.4 does. After an immediate
  /// change they fade like a flash; after an animated one, once the animation ends
  /// ([D] DOC). Only axes that have an indicator at all (`hasScrollIndicator`) show one.
  ///
  /// Models: UIScrollView.withScrollIndicatorsShown(forContentOffsetChanges:)
  public mutating func withScrollIndicatorsShown(forContentOffsetChanges changes: (inout ScrollView) -> Void) {
    let before = contentOffset
    changes(&self)
    showScrollIndicatorsForOffsetChange(from: before)
  }

  /// The second half of `withScrollIndicatorsShown(forContentOffsetChanges:)`, for callers that
  /// change the offset through another path (the ScrollLayout facade's closure): shows the
  /// indicators of the axes whose offset (or running animation's target) differs from `before`.
  public mutating func showScrollIndicatorsForOffsetChange(from before: Point) {
    var destination = contentOffset
    var animates = false
    if case .animating(let animation) = motion {
      destination = animation.to
      animates = true
    }
    var axes: [Axis] = []
    for axis in Axis.allCases where destination[axis] != before[axis] { axes.append(axis) }
    guard !axes.isEmpty else { return }
    indicatorsShownForChanges = IndicatorsShownForChanges(axes: axes, fadeStart: animates ? nil : time)
  }

  /// The axes whose indicator is on screen now (see `isShowingScrollIndicator(along:flashedAt:)`).
  public func shownScrollIndicators(flashedAt flashTime: Double? = nil) -> [Axis] {
    Axis.allCases.filter { isShowingScrollIndicator(along: $0, flashedAt: flashTime) }
  }

  /// Indicators held by an animated change start fading when the animation ends.
  mutating func startIndicatorFadeAfterAnimation() {
    if var shown = indicatorsShownForChanges, shown.fadeStart == nil {
      shown.fadeStart = time
      indicatorsShownForChanges = shown
    }
  }

  /// Briefly shows the indicators; returns the flash time to pass to
  /// `isShowingScrollIndicator(along:flashedAt:)`.
  ///
  /// Models: UIScrollView.flashScrollIndicators()
  public func flashScrollIndicators() -> Double { time }

  /// The indicator's length along `axis`: the visible fraction of the content times the
  /// track, which is the bounds minus the indicator insets on that axis.
  public func scrollIndicatorLength(along axis: Axis) -> Double {
    guard contentSize[axis] > 0 else { return 0 }
    let insets = effectiveScrollIndicatorInsets(along: axis)
    let track = bounds.size[axis] - insets.leading(axis) - insets.trailing(axis)
    return max(0, track * min(1, bounds.size[axis] / contentSize[axis]))
  }
}

/// Indicators that `withScrollIndicatorsShown(forContentOffsetChanges:)` put on screen.
struct IndicatorsShownForChanges: Sendable {
  var axes: [Axis]
  /// When they start fading; nil while the animation that moves them runs.
  var fadeStart: Double?
}
