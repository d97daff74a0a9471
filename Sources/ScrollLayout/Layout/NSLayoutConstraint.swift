// A constraint `first.attribute (relation) multiplier × second.attribute + constant`.
import ScrollModel

/// Models: NSLayoutConstraint
public final class NSLayoutConstraint {
  /// Models: NSLayoutConstraint.firstItem
  public let firstItem: LayoutItem
  /// Models: NSLayoutConstraint.firstAttribute
  public let firstAttribute: Attribute
  /// Models: NSLayoutConstraint.relation
  public let relation: Relation
  /// Models: NSLayoutConstraint.secondItem
  public let secondItem: LayoutItem?
  /// Models: NSLayoutConstraint.secondAttribute
  public let secondAttribute: Attribute
  /// Models: NSLayoutConstraint.multiplier
  public let multiplier: CGFloat
  /// Models: NSLayoutConstraint.identifier
  public var identifier: String? = nil

  /// Changing the constant of an installed constraint re-solves incrementally (no rebuild).
  /// Models: NSLayoutConstraint.constant
  public var constant: CGFloat {
    didSet {
      if constant != oldValue { installation?.engine.constantChanged(self) }
    }
  }

  /// Models: NSLayoutConstraint.priority
  public var priority: UILayoutPriority = .required {
    didSet {
      if priority != oldValue { attachedRoot?.invalidateLayoutEngine() }
    }
  }

  /// Activating hands the constraint to the root of its view tree; the next layout pass uses it.
  /// Models: NSLayoutConstraint.isActive
  public var isActive: Bool {
    get { isActiveStorage }
    set {
      guard newValue != isActiveStorage else { return }
      isActiveStorage = newValue
      if newValue {
        if let root = firstItem.anchorView?.rootView { root.attach(self) }
      } else {
        attachedRoot?.detach(self)
      }
    }
  }

  var isActiveStorage = false
  /// Made by a stack view for its arrangement (`UISV-…`): a rebuilt engine installs these before
  /// the app's constraints, and diagnostics name them by identifier.
  var isStackArrangement = false
  /// The root view whose list holds this constraint while active.
  /// Unowned: the root owns the list; its deinit clears this.
  unowned(unsafe) var attachedRoot: UIView? = nil
  /// Where the constraint sits in the current solver, if a layout pass installed it.
  var installation: ConstraintInstallation? = nil

  init(
    firstItem: LayoutItem, firstAttribute: Attribute, relation: Relation,
    secondItem: LayoutItem?, secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    self.firstItem = firstItem
    self.firstAttribute = firstAttribute
    self.relation = relation
    self.secondItem = secondItem
    self.secondAttribute = secondAttribute
    self.multiplier = multiplier
    self.constant = constant
  }

  /// The classic initializer, for views.
  /// Models: NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)
  public convenience init(
    item: UIView, attribute: Attribute, relatedBy relation: Relation,
    toItem: UIView?, attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat
  ) {
    self.init(
      firstItem: .view(item), firstAttribute: attribute, relation: relation,
      secondItem: toItem.map { .view($0) }, secondAttribute: secondAttribute,
      multiplier: multiplier, constant: constant)
  }

  /// Models: NSLayoutConstraint.activate(_:)
  public static func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  /// Models: NSLayoutConstraint.deactivate(_:)
  public static func deactivate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = false }
  }

  /// `A.top == B.bottom + 100`, `B.width == 0.5 * A.width @750`: names instead of addresses,
  /// so diagnostics are reproducible.
  public var formula: String {
    var text = "\(firstItem.name).\(firstAttribute.name) \(relation.symbol) "
    if let secondItem {
      if multiplier != 1 { text += "\(formatNumber(multiplier)) * " }
      text += "\(secondItem.name).\(secondAttribute.name)"
      if constant > 0 { text += " + \(formatNumber(constant))" }
      if constant < 0 { text += " - \(formatNumber(-constant))" }
    } else {
      text += formatNumber(constant)
    }
    if priority < .required { text += " @\(formatNumber(Double(priority.rawValue)))" }
    return text
  }

  /// The formula in diagnostics: a stack view's constraints lead with their identifier, as in
  /// UIKit's console (`'UISV-spacing' b.top == a.bottom + 8`).
  var diagnosticFormula: String {
    guard isStackArrangement, let identifier else { return formula }
    return "'\(identifier)' \(formula)"
  }

  /// As Xcode's console shows it: `<NSLayoutConstraint A.width == 400 (active)>`.
  public var description: String {
    let name = identifier.map { "'\($0)' " } ?? ""
    return "<NSLayoutConstraint \(name)\(formula)\(isActive ? " (active)" : "")>"
  }
}

/// A constraint's place in a layout engine's solver.
struct ConstraintInstallation {
  let engine: LayoutEngine
  /// Nil when the solver refused the constraint (it is active but broken).
  var handle: ConstraintHandle?
  /// The solver row's constant apart from the constraint's own `constant`.
  var baseConstant: Double
}
