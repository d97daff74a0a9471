// How an anchor becomes a linear expression. Every item is a rectangle in some view's bounds
// coordinates; both sides of a constraint are moved into their nearest common coordinate space.
// The scroll view rules ([D] DOC; [O] TN2154): a scroll view's edges, seen from its descendants, are its
// content area; its width, height and centre are its frame; its named guides are those rectangles.
import ScrollModel

/// A rectangle as four linear expressions, in the bounds coordinates of `space`
/// (nil: the coordinates the root view's frame is given in).
struct PlacedRect {
  var minX, minY, width, height: LinearExpression
  var space: UIView?
}

extension LayoutEngine {
  /// `first - multiplier·second - constant`, or nil when the items are not in this tree.
  func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
    guard let first = place(constraint.firstItem, constraint.firstAttribute, facing: constraint.secondItem) else {
      return nil
    }
    var result: LinearExpression
    if let secondItem = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
      guard let second = place(secondItem, constraint.secondAttribute, facing: constraint.firstItem) else { return nil }
      let space = commonSpace(first.space, second.space)
      result = attribute(constraint.firstAttribute, of: first, in: space)
      result.add(attribute(constraint.secondAttribute, of: second, in: space), times: -constraint.multiplier)
    } else {
      result = attribute(constraint.firstAttribute, of: first, in: first.space)
    }
    result.constant -= constraint.constant
    return result
  }

  /// The rectangle an item stands for in a constraint with `other`.
  private func place(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, facing other: LayoutItem?) -> PlacedRect? {
    guard let anchorView = item.anchorView, anchorView.rootView === root else { return nil }
    switch item {
    case .view(let view):
      if let scrollView = view.asScrollView, let otherView = other?.anchorView, otherView !== scrollView,
        otherView.isDescendant(of: scrollView)
      {
        return attribute.isEdge ? contentRect(scrollView) : frameInContent(scrollView)
      }
      return frameRect(view)
    case .layoutGuide(let guide):
      switch guide.role {
      case .content:
        guard let scrollView = anchorView.asScrollView else { return nil }
        return contentRect(scrollView)
      case .frame:
        guard let scrollView = anchorView.asScrollView else { return nil }
        return frameInContent(scrollView)
      case .safeArea:
        let insets = anchorView.safeAreaInsets
        let frame = frameRect(anchorView)
        var minX = boundsOrigin(anchorView, x: true)
        var minY = boundsOrigin(anchorView, x: false)
        var width = frame.width
        var height = frame.height
        minX.constant += insets.left
        minY.constant += insets.top
        width.constant -= insets.left + insets.right
        height.constant -= insets.top + insets.bottom
        return PlacedRect(minX: minX, minY: minY, width: width, height: height, space: anchorView)
      case .custom:
        guard let v = guide.variables else { return nil }
        return PlacedRect(
          minX: LinearExpression(v.x), minY: LinearExpression(v.y),
          width: LinearExpression(v.width), height: LinearExpression(v.height), space: anchorView)
      }
    }
  }

  /// A view's frame in its superview's bounds coordinates (the root's is fixed as given).
  func frameRect(_ view: UIView) -> PlacedRect {
    if let v = view.variables {
      return PlacedRect(
        minX: LinearExpression(v.x), minY: LinearExpression(v.y),
        width: LinearExpression(v.width), height: LinearExpression(v.height), space: view.superview)
    }
    let frame = view.frameStorage
    return PlacedRect(
      minX: LinearExpression(constant: frame.minX), minY: LinearExpression(constant: frame.minY),
      width: LinearExpression(constant: frame.width), height: LinearExpression(constant: frame.height), space: nil)
  }

  /// (0, 0, contentWidth, contentHeight) in the scroll view's bounds coordinates.
  private func contentRect(_ scrollView: UIScrollView) -> PlacedRect? {
    guard scrollView.scrollVariables != nil else { return nil }
    scrollView.scrollVariables!.decidesContentSize = true
    let scroll = scrollView.scrollVariables!
    return PlacedRect(
      minX: LinearExpression(), minY: LinearExpression(),
      width: LinearExpression(scroll.contentWidth), height: LinearExpression(scroll.contentHeight), space: scrollView)
  }

  /// The frame rectangle seen from the content: at `contentOffset`, with the frame's size.
  private func frameInContent(_ scrollView: UIScrollView) -> PlacedRect? {
    guard let scroll = scrollView.scrollVariables else { return nil }
    let frame = frameRect(scrollView)
    return PlacedRect(
      minX: LinearExpression(scroll.offsetX), minY: LinearExpression(scroll.offsetY),
      width: frame.width, height: frame.height, space: scrollView)
  }

  /// Where a view's bounds start: the content offset for a scroll view, else zero.
  private func boundsOrigin(_ view: UIView, x: Bool) -> LinearExpression {
    if let scroll = view.asScrollView?.scrollVariables { return LinearExpression(x ? scroll.offsetX : scroll.offsetY) }
    return LinearExpression()
  }

  /// The nearest coordinate space both items can be expressed in.
  private func commonSpace(_ a: UIView?, _ b: UIView?) -> UIView? {
    var candidate = a
    while let view = candidate {
      if let b, b.isDescendant(of: view) { return view }
      candidate = view.superview
    }
    return nil
  }

  /// One attribute of a placed rectangle, moved from its space up into `space`.
  private func attribute(_ attribute: NSLayoutConstraint.Attribute, of rect: PlacedRect, in space: UIView?)
    -> LinearExpression
  {
    var result: LinearExpression
    var horizontal = true
    switch attribute {
    case .width: return rect.width
    case .height: return rect.height
    case .notAnAttribute: return LinearExpression()
    case .left, .leading: result = rect.minX
    case .right, .trailing:
      result = rect.minX
      result.add(rect.width)
    case .centerX:
      result = rect.minX
      result.add(rect.width, times: 0.5)
    case .top:
      result = rect.minY
      horizontal = false
    case .bottom:
      result = rect.minY
      result.add(rect.height)
      horizontal = false
    case .centerY:
      result = rect.minY
      result.add(rect.height, times: 0.5)
      horizontal = false
    }
    // Leaving a view's bounds space for its superview's adds the view's origin minus its bounds origin.
    var current = rect.space
    while let view = current, view !== space {
      let frame = frameRect(view)
      result.add(horizontal ? frame.minX : frame.minY)
      result.add(boundsOrigin(view, x: horizontal), times: -1)
      current = view.superview
    }
    return result
  }
}
