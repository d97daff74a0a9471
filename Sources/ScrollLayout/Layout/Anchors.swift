// Anchors build constraints the way UIKit code does: `a.topAnchor.constraint(equalTo: b.bottomAnchor)`.
// Three anchor types keep x positions, y positions and sizes from being mixed up.
import ScrollModel

/// An attribute of a view or guide, as UIKit's `NSLayoutAnchor`.
/// Models: NSLayoutAnchor
public class NSLayoutAnchor {
  let item: LayoutItem
  let attribute: NSLayoutConstraint.Attribute
  init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(
    _ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat
  ) -> NSLayoutConstraint {
    NSLayoutConstraint(
      firstItem: item, firstAttribute: attribute, relation: relation,
      secondItem: other?.item, secondAttribute: other?.attribute ?? .notAnAttribute,
      multiplier: multiplier, constant: constant)
  }
}

/// A horizontal position: leading, trailing, left, right, centerX.
/// Models: NSLayoutXAxisAnchor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor {
  /// Models: NSLayoutAnchor.constraint(equalTo:constant:), NSLayoutAnchor.constraint(equalTo:)
  public func constraint(equalTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  /// Models: NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:), NSLayoutAnchor.constraint(greaterThanOrEqualTo:)
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  /// Models: NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:), NSLayoutAnchor.constraint(lessThanOrEqualTo:)
  public func constraint(lessThanOrEqualTo anchor: NSLayoutXAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// A vertical position: top, bottom, centerY.
/// Models: NSLayoutYAxisAnchor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor {
  /// Models: NSLayoutAnchor.constraint(equalTo:constant:), NSLayoutAnchor.constraint(equalTo:)
  public func constraint(equalTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  /// Models: NSLayoutAnchor.constraint(greaterThanOrEqualTo:constant:), NSLayoutAnchor.constraint(greaterThanOrEqualTo:)
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  /// Models: NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:), NSLayoutAnchor.constraint(lessThanOrEqualTo:)
  public func constraint(lessThanOrEqualTo anchor: NSLayoutYAxisAnchor, constant c: CGFloat = 0) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// A size: width or height. Sizes may be scaled (multiplier) or fixed (…ToConstant).
/// Models: NSLayoutDimension
public final class NSLayoutDimension: NSLayoutAnchor {
  /// Models: NSLayoutDimension.constraint(equalTo:multiplier:constant:), NSLayoutDimension.constraint(equalTo:multiplier:)
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  /// Models: NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:constant:), NSLayoutDimension.constraint(greaterThanOrEqualTo:multiplier:)
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0
  ) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// Models: NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:constant:), NSLayoutDimension.constraint(lessThanOrEqualTo:multiplier:)
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat = 1, constant c: CGFloat = 0)
    -> NSLayoutConstraint
  {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// Models: NSLayoutDimension.constraint(equalToConstant:)
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
  /// Models: NSLayoutDimension.constraint(greaterThanOrEqualToConstant:)
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  /// Models: NSLayoutDimension.constraint(lessThanOrEqualToConstant:)
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
}
