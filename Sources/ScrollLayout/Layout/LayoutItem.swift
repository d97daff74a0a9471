// What a constraint can refer to: a view or a layout guide (UIKit types these as AnyObject;
// an enum keeps the model free of existentials for Embedded Swift).
import ScrollModel

public enum LayoutItem {
  case view(UIView)
  case layoutGuide(UILayoutGuide)

  /// The view whose subtree the item lives in: the view itself, or the guide's owner.
  var anchorView: UIView? {
    switch self {
    case .view(let view): return view
    case .layoutGuide(let guide): return guide.owningView
    }
  }

  var name: String {
    switch self {
    case .view(let view): return view.debugName
    case .layoutGuide(let guide): return guide.debugName
    }
  }

  func isSame(as other: LayoutItem) -> Bool {
    switch (self, other) {
    case (.view(let a), .view(let b)): return a === b
    case (.layoutGuide(let a), .layoutGuide(let b)): return a === b
    default: return false
    }
  }
}

extension NSLayoutConstraint {
  /// The attributes anchors expose (leading/trailing read left to right).
  public enum Attribute: Equatable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, notAnAttribute

    var name: String {
      switch self {
      case .left: "left"
      case .right: "right"
      case .top: "top"
      case .bottom: "bottom"
      case .leading: "leading"
      case .trailing: "trailing"
      case .width: "width"
      case .height: "height"
      case .centerX: "centerX"
      case .centerY: "centerY"
      case .notAnAttribute: "notAnAttribute"
      }
    }

    /// Edges bind to a scroll view's content area; sizes and centres to its frame.
    var isEdge: Bool {
      switch self {
      case .left, .right, .top, .bottom, .leading, .trailing: true
      default: false
      }
    }
    var isSize: Bool { self == .width || self == .height }
  }

  /// Models: NSLayoutConstraint.Relation
  public enum Relation: Equatable, Sendable {
    case lessThanOrEqual, equal, greaterThanOrEqual
    var symbol: String {
      switch self {
      case .lessThanOrEqual: "<="
      case .equal: "=="
      case .greaterThanOrEqual: ">="
      }
    }
  }
}
