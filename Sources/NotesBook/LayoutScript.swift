public import NotesCore

/// The Auto Layout statements of an article's code, as data the layout engine can run:
/// views created, the view tree, and anchor constraints in activation order.
public struct LayoutScript: Hashable, Sendable {
  public var views: [LayoutView] = []
  public var subviews: [SubviewLink] = []
  /// Views with `translatesAutoresizingMaskIntoConstraints = false`.
  public var autoresizingDisabled: [String] = []
  public var constraints: [AnchorConstraint] = []
  /// Stack view statements and `isHidden`, in source order.
  public var arrangement: [ArrangementStatement] = []

  public init() {}

  public var isEmpty: Bool {
    views.isEmpty && subviews.isEmpty && autoresizingDisabled.isEmpty && constraints.isEmpty && arrangement.isEmpty
  }
}

/// `let card = UIView()`.
public struct LayoutView: Hashable, Sendable {
  public var name: String
  public var className: String
  public var location: SourceLocation?

  public init(name: String, className: String, location: SourceLocation?) {
    self.name = name
    self.className = className
    self.location = location
  }
}

/// `parent.addSubview(child)`.
public struct SubviewLink: Hashable, Sendable {
  public var parent: String
  public var child: String
  public var location: SourceLocation?

  public init(parent: String, child: String, location: SourceLocation?) {
    self.parent = parent
    self.child = child
    self.location = location
  }
}

/// `item.attribute relation item2.attribute2 * multiplier + constant`, as UIKit's
/// NSLayoutConstraint reads it. Items are paths as written: `view`, `view.safeAreaLayoutGuide`,
/// `scrollView.contentLayoutGuide`.
public struct AnchorConstraint: Hashable, Sendable {
  public enum Relation: String, Hashable, Sendable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
  }

  public var item: String
  /// `top`, `leading`, `width`, `centerX`, … (the anchor name without `Anchor`).
  public var attribute: String
  public var relation: Relation
  public var item2: String?
  public var attribute2: String?
  public var multiplier: Double
  public var constant: Double
  /// 1 to 1000; 1000 is required.
  public var priority: Double
  /// Whether the constraint is activated (inside `NSLayoutConstraint.activate` or `.isActive = true`).
  public var isActivated: Bool
  public var location: SourceLocation?

  public init(
    item: String, attribute: String, relation: Relation, item2: String?, attribute2: String?,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000, isActivated: Bool = true,
    location: SourceLocation?
  ) {
    self.item = item
    self.attribute = attribute
    self.relation = relation
    self.item2 = item2
    self.attribute2 = attribute2
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.isActivated = isActivated
    self.location = location
  }
}
