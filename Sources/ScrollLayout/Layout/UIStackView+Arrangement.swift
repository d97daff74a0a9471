// The constraints a stack view makes for its arranged views, named with UIKit's `UISV-` prefix:
//   UISV-canvas-connection  the first and last visible view against the stack's ends; with
//                           alignment .fill (or .leading/.trailing) every view against its sides
//   UISV-spacing            neighbours `spacing` apart (.fill, .fillEqually), or a gap guide at
//                           least `spacing` long (.equalSpacing)
//   UISV-fill-equally       every visible view as long as the first
//   UISV-distributing       gap guides: between neighbours, all as long as the first
//   UISV-alignment          centres on the stack's centre line (.center)
//   UISV-spanning-boundary  views stay inside the stack's breadth (.leading, .center, .trailing)
//   UISV-spanning-fit       the stack no broader than it must be (low priority)
//   UISV-hiding             a hidden view: zero length, at the end of the visible view before it
// Model assumptions where UIKit documents nothing: gap guides prefer exactly `spacing` and the
// stack prefers its smallest breadth, both at `fittingSizeLevel` (50); an empty stack prefers
// zero size the same way.
import ScrollModel

/// One arrangement of a stack view: the constraints and gap guides for its current settings.
struct StackArrangement {
  unowned(unsafe) let stack: UIStackView
  var constraints: [NSLayoutConstraint] = []
  var gapGuides: [UILayoutGuide] = []

  init(stack: UIStackView) { self.stack = stack }

  /// The attributes along the axis (start, end, length) and across it (start, end, centre, breadth).
  var main: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute) {
    stack.axis == .vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
  }
  var cross: (start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute,
              center: NSLayoutConstraint.Attribute, size: NSLayoutConstraint.Attribute) {
    stack.axis == .vertical ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
  }

  mutating func build() {
    let visible = stack.arrangedSubviews.filter { !$0.isHidden }
    buildAlongAxis(visible)
    buildHidden()
    buildAcrossAxis(visible)
  }

  // MARK: - Along the axis

  private mutating func buildAlongAxis(_ visible: [UIView]) {
    let canvas = LayoutItem.view(stack)
    guard let first = visible.first, let last = visible.last else {
      add(canvas, main.size, .equal, nil, .notAnAttribute, 0, "UISV-spanning-fit", priority: .fittingSizeLevel)
      return
    }
    add(.view(first), main.start, .equal, canvas, main.start, 0, "UISV-canvas-connection")
    add(canvas, main.end, .equal, .view(last), main.end, 0, "UISV-canvas-connection")
    for index in visible.indices.dropFirst() {
      let before = LayoutItem.view(visible[index - 1])
      let view = LayoutItem.view(visible[index])
      switch stack.distribution {
      case .fill, .fillEqually:
        add(view, main.start, .equal, before, main.end, stack.spacing, "UISV-spacing")
      case .equalSpacing:
        let gap = UILayoutGuide()
        gap.identifier = "UISV-distributing"
        gapGuides.append(gap)
        let item = LayoutItem.layoutGuide(gap)
        add(item, main.start, .equal, before, main.end, 0, "UISV-distributing")
        add(view, main.start, .equal, item, main.end, 0, "UISV-distributing")
        add(item, main.size, .greaterThanOrEqual, nil, .notAnAttribute, stack.spacing, "UISV-spacing")
        if let firstGap = gapGuides.first, firstGap !== gap {
          add(item, main.size, .equal, .layoutGuide(firstGap), main.size, 0, "UISV-distributing")
        } else {
          add(item, main.size, .equal, nil, .notAnAttribute, stack.spacing, "UISV-spacing", priority: .fittingSizeLevel)
        }
      }
      if stack.distribution == .fillEqually {
        add(view, main.size, .equal, .view(first), main.size, 0, "UISV-fill-equally")
      }
    }
  }

  /// A hidden view has no length and sits where the visible view before it ends.
  private mutating func buildHidden() {
    var previousEnd: (LayoutItem, NSLayoutConstraint.Attribute) = (.view(stack), main.start)
    for view in stack.arrangedSubviews {
      guard view.isHidden else {
        previousEnd = (.view(view), main.end)
        continue
      }
      add(.view(view), main.size, .equal, nil, .notAnAttribute, 0, "UISV-hiding")
      add(.view(view), main.start, .equal, previousEnd.0, previousEnd.1, 0, "UISV-hiding")
    }
  }

  // MARK: - Across the axis

  private mutating func buildAcrossAxis(_ visible: [UIView]) {
    let canvas = LayoutItem.view(stack)
    for view in stack.arrangedSubviews {
      let item = LayoutItem.view(view)
      let spans = !view.isHidden
      switch stack.alignment {
      case .fill:
        add(item, cross.start, .equal, canvas, cross.start, 0, "UISV-canvas-connection")
        add(canvas, cross.end, .equal, item, cross.end, 0, "UISV-canvas-connection")
      case .leading:
        add(item, cross.start, .equal, canvas, cross.start, 0, "UISV-canvas-connection")
        if spans { add(canvas, cross.end, .greaterThanOrEqual, item, cross.end, 0, "UISV-spanning-boundary") }
      case .trailing:
        add(canvas, cross.end, .equal, item, cross.end, 0, "UISV-canvas-connection")
        if spans { add(item, cross.start, .greaterThanOrEqual, canvas, cross.start, 0, "UISV-spanning-boundary") }
      case .center:
        add(item, cross.center, .equal, canvas, cross.center, 0, "UISV-alignment")
        if spans { add(item, cross.start, .greaterThanOrEqual, canvas, cross.start, 0, "UISV-spanning-boundary") }
      }
    }
    if stack.alignment != .fill || visible.isEmpty {
      add(canvas, cross.size, .equal, nil, .notAnAttribute, 0, "UISV-spanning-fit", priority: .fittingSizeLevel)
    }
  }

  // MARK: - Making one constraint

  private mutating func add(
    _ first: LayoutItem, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
    _ second: LayoutItem?, _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
    _ identifier: String, priority: UILayoutPriority = .required
  ) {
    let constraint = NSLayoutConstraint(
      firstItem: first, firstAttribute: firstAttribute, relation: relation,
      secondItem: second, secondAttribute: secondAttribute, multiplier: 1, constant: constant)
    constraint.identifier = identifier
    constraint.priority = priority
    constraints.append(constraint)
  }
}
