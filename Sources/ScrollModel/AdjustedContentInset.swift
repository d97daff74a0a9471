// adjustedContentInset = contentInset + the safe-area edges the behaviour lets through
// ([D] DOC). The edge rule follows the observed implementation ([O] DEC-B):
// an axis "scrolls" when its raw content length is strictly greater than the bounds length or
// its alwaysBounce flag is on, and with scrolling disabled no safe area is applied at all.

/// A set of rectangle edges, like `UIRectEdge`.
public struct RectEdges: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let top = RectEdges(rawValue: 1)
  public static let left = RectEdges(rawValue: 2)
  public static let bottom = RectEdges(rawValue: 4)
  public static let right = RectEdges(rawValue: 8)
  public static let all: RectEdges = [.top, .left, .bottom, .right]
  public static let horizontal: RectEdges = [.left, .right]
  public static let vertical: RectEdges = [.top, .bottom]
}

extension EdgeInsets {
  /// These insets with the edges outside `edges` set to zero.
  public func masked(to edges: RectEdges) -> EdgeInsets {
    EdgeInsets(
      top: edges.contains(.top) ? top : 0, left: edges.contains(.left) ? left : 0,
      bottom: edges.contains(.bottom) ? bottom : 0, right: edges.contains(.right) ? right : 0)
  }
}

extension ScrollView {
  /// True when content on `axis` counts as scrollable for inset adjustment: its length is
  /// strictly greater than the bounds (equal is *not* scrollable) or `alwaysBounce…` is on.
  public func contentScrolls(along axis: Axis) -> Bool {
    let alwaysBounces = axis == .horizontal ? alwaysBounceHorizontal : alwaysBounceVertical
    return contentSize[axis] > bounds.size[axis] || alwaysBounces
  }

  /// The edges whose safe-area inset goes into `adjustedContentInset`.
  ///
  /// `.automatic` and `.scrollableAxes` take the scrollable axes, nothing at all while
  /// scrolling is disabled (observed, not in Apple's prose), and `.automatic` adds top and
  /// bottom for a view controller's root view inside a navigation controller while that
  /// controller's `automaticallyAdjustsScrollViewInsets` is true (the header's comment).
  public var edgesApplyingSafeAreaToContentInset: RectEdges {
    switch contentInsetAdjustmentBehavior {
    case .always:
      return .all
    case .never:
      return []
    case .automatic, .scrollableAxes:
      var edges: RectEdges = []
      if isScrollEnabled {
        if contentScrolls(along: .horizontal) { edges.formUnion(.horizontal) }
        if contentScrolls(along: .vertical) { edges.formUnion(.vertical) }
      }
      if contentInsetAdjustmentBehavior == .automatic && isViewControllerRootInNavigationController
        && viewControllerAutomaticallyAdjustsScrollViewInsets
      {
        edges.formUnion(.vertical)
      }
      return edges
    }
  }

  /// The insets that bound the offset range: `contentInset` plus the applied safe area, plus
  /// the `contentAlignmentPoint` share of the free space when the content is small.
  ///
  /// Models: UIScrollView.adjustedContentInset
  public var adjustedContentInset: EdgeInsets { computeAdjustedContentInset() }

  @inline(never)  // ~1 KB of code wherever it was inlined (the wasm module's budget)
  func computeAdjustedContentInset() -> EdgeInsets {
    let insets = contentInset + safeAreaInsets.masked(to: edgesApplyingSafeAreaToContentInset)
    return insets + alignmentInset(inside: insets)
  }

  /// The part of the adjusted inset that anchors small content (iOS 17.4 `contentAlignmentPoint`):
  /// on an axis where the content is shorter than the space left inside `insets`, that free
  /// space times the alignment point's coordinate is added to the leading (top or left) inset
  /// ([O] DEC-B, decompiled UIKit). Zero on axes where the content fills the space, and
  /// everywhere with the default `.zero`.
  public func alignmentInset(inside insets: EdgeInsets) -> EdgeInsets {
    var result = EdgeInsets.zero
    for axis in Axis.allCases {
      let available = bounds.size[axis] - insets.leading(axis) - insets.trailing(axis)
      let free = available - contentSize[axis]
      guard free > 0 else { continue }
      // The point is a unit-square coordinate; values outside 0...1 are limited to it ([I]).
      let share = free * min(max(contentAlignmentPoint[axis], 0), 1)
      if axis == .horizontal { result.left = share } else { result.top = share }
    }
    return result
  }

  /// Called after every input of the adjusted inset changes; records UIKit's two callbacks
  /// exactly when the value actually changed ([D] DOC).
  ///
  /// Models: UIScrollView.adjustedContentInsetDidChange()
  mutating func refreshAdjustedContentInset() {
    let current = computeAdjustedContentInset()
    guard current != lastAdjustedContentInset else { return }
    lastAdjustedContentInset = current
    events.append(.adjustedContentInsetDidChange)
    events.append(.didChangeAdjustedContentInset)
  }
}

extension ScrollView {
  /// When the safe area changes while nothing moves, UIKit keeps the content where it was
  /// relative to the safe area ([O] DEC-B `_shouldContentOffsetMaintainRelativeDistanceFromSafeArea`):
  /// the offset shifts by the change of the leading adjusted insets, so a scroll view resting at
  /// the top before it gets its safe area rests at `-adjustedContentInset.top` afterwards. The
  /// exact shift is the model's reading ([I]).
  mutating func keepContentPositionRelativeToSafeArea(previousAdjustedInset before: EdgeInsets) {
    guard !isTracking, !isDecelerating, !isScrollAnimating, !isZooming else { return }
    let after = lastAdjustedContentInset
    let shift = Point(x: before.left - after.left, y: before.top - after.top)
    guard shift != .zero else { return }
    contentOffset = Point(x: contentOffset.x + shift.x, y: contentOffset.y + shift.y)
  }
}
