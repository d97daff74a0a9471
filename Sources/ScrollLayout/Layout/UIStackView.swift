// A stack view lays out its arranged subviews by making Auto Layout constraints for them, as
// UIKit's does: nothing is positioned by hand, so the stack's size (and a scroll view's content
// size around it) comes out of the same solve as everything else. The constraints themselves
// are built in UIStackView+Arrangement.swift.
public import ScrollModel

/// Models: UIStackView
public final class UIStackView: UIView {
  /// The views the stack arranges, in order; always a subset of `subviews`.
  /// Models: UIStackView.arrangedSubviews
  public private(set) var arrangedSubviews: [UIView] = []

  /// UIKit's default is `.horizontal`.
  /// Models: UIStackView.axis
  public var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { rebuildArrangement() } }
  }
  /// Models: UIStackView.distribution
  public var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { rebuildArrangement() } }
  }
  /// Models: UIStackView.alignment
  public var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { rebuildArrangement() } }
  }
  /// The gap between neighbouring visible views (the smallest gap for `.equalSpacing`).
  /// Models: UIStackView.spacing
  public var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { rebuildArrangement() } }
  }

  /// The constraints (`UISV-…`) and gap guides of the current arrangement.
  var arrangementConstraints: [NSLayoutConstraint] = []
  var gapGuides: [UILayoutGuide] = []

  public override init(frame: Rect) {
    super.init(frame: frame)
  }

  /// Models: UIStackView.init(arrangedSubviews:)
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  // The hooks hold the stack unowned.
  deinit {
    for view in arrangedSubviews { view.arrangingStackHook = nil }
  }

  override var typeName: String { "UIStackView" }

  /// Appends `view` (moving it to the end if it is already arranged), adding it as a subview
  /// when it is not one. Arranged views use Auto Layout: their
  /// `translatesAutoresizingMaskIntoConstraints` becomes false.
  /// Models: UIStackView.addArrangedSubview(_:)
  public func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count - (isArranged(view) ? 1 : 0))
  }

  /// Puts `view` at `index` of `arrangedSubviews` (0 ... count; UIKit raises an exception
  /// outside that range, the model stops).
  /// Models: UIStackView.insertArrangedSubview(_:at:)
  public func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    precondition(index >= 0 && index <= arrangedSubviews.count, "insertArrangedSubview: index out of range")
    if view.superview !== self { addSubview(view) }
    view.translatesAutoresizingMaskIntoConstraints = false
    arrangedSubviews.insert(view, at: index)
    view.arrangingStackHook = { [unowned(unsafe) self] view, leaving in
      if leaving { self.removeArrangedSubview(view) } else { self.rebuildArrangement() }
    }
    rebuildArrangement()
  }

  /// Stops arranging `view`. It stays a subview, with no constraints placing it: call
  /// `removeFromSuperview()` too (which also stops arranging it).
  /// Models: UIStackView.removeArrangedSubview(_:)
  public func removeArrangedSubview(_ view: UIView) {
    guard isArranged(view) else { return }
    arrangedSubviews.removeAll { $0 === view }
    view.arrangingStackHook = nil
    rebuildArrangement()
  }

  /// Model-only: stops arranging every view and drops the arrangement's constraints and gap
  /// guides. They refer to the stack, a cycle Embedded Swift cannot break with weak references;
  /// tools that build a view tree, read it and throw it away call this.
  public func discardArrangement() {
    for view in arrangedSubviews { view.arrangingStackHook = nil }
    arrangedSubviews = []
    rootView.invalidateLayoutEngine()
    NSLayoutConstraint.deactivate(arrangementConstraints)
    arrangementConstraints = []
    for guide in gapGuides { removeLayoutGuide(guide) }
    gapGuides = []
  }

  func isArranged(_ view: UIView) -> Bool { arrangedSubviews.contains { $0 === view } }

  /// Replaces the arrangement's constraints and guides with ones for the current settings.
  /// The engine is rebuilt, so the new constraints are installed ahead of the app's.
  func rebuildArrangement() {
    rootView.invalidateLayoutEngine()
    NSLayoutConstraint.deactivate(arrangementConstraints)
    for guide in gapGuides { removeLayoutGuide(guide) }
    var arrangement = StackArrangement(stack: self)
    arrangement.build()
    gapGuides = arrangement.gapGuides
    for guide in gapGuides { addLayoutGuide(guide) }
    arrangementConstraints = arrangement.constraints
    for constraint in arrangementConstraints { constraint.isStackArrangement = true }
    NSLayoutConstraint.activate(arrangementConstraints)
  }
}
