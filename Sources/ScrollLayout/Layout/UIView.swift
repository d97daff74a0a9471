// The part of UIView that Auto Layout needs: a tree, frames, anchors, guides and a layout pass.
public import ScrollModel

/// Models: UIView
public class UIView {
  /// A debug name used in diagnostics and outputs ("A", "contentView").
  public var name: String?
  /// Models: UIView.superview
  public private(set) unowned(unsafe) var superview: UIView?
  /// Models: UIView.subviews
  public private(set) var subviews: [UIView] = []

  /// For a root view the size you give it; for others the result of the last layout pass (or the
  /// value you set while `translatesAutoresizingMaskIntoConstraints` is true).
  /// Models: UIView.frame
  public var frame: Rect {
    get { frameStorage }
    set {
      frameStorage = newValue
      if superview == nil || translatesAutoresizingMaskIntoConstraints { rootView.invalidateLayoutEngine() }
    }
  }
  var frameStorage: Rect {
    didSet { if frameStorage.size != oldValue.size { frameSizeDidChange() } }
  }
  /// Subclasses that keep state sized by the frame (the scroll view's model) follow it here.
  func frameSizeDidChange() {}

  /// Models: UIView.bounds
  public var bounds: Rect { Rect(origin: boundsOrigin, size: frameStorage.size) }
  var boundsOrigin: Point { .zero }

  /// True (UIKit's default for views made in code) fixes the frame with required constraints.
  /// Models: UIView.translatesAutoresizingMaskIntoConstraints
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { rootView.invalidateLayoutEngine() } }
  }

  /// A hidden view still takes part in layout, except as an arranged subview of a stack view,
  /// which collapses it and drops the spacing next to it.
  /// Models: UIView.isHidden
  public var isHidden = false {
    didSet { if oldValue != isHidden { arrangingStackHook?(self, false) } }
  }

  /// Set while a stack view arranges this view: called with `false` when `isHidden` changes and
  /// with `true` before the view leaves its superview. (A closure, not a method of the stack, so
  /// the wasm build links no stack code unless something makes a stack.)
  var arrangingStackHook: ((UIView, _ leaving: Bool) -> Void)? = nil

  /// In UIKit the window supplies these; in the model you set them.
  /// Models: UIView.safeAreaInsets
  public var safeAreaInsets: EdgeInsets = .zero {
    didSet { if oldValue != safeAreaInsets { rootView.invalidateLayoutEngine() } }
  }

  /// Models: UIView.safeAreaLayoutGuide
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = safeAreaGuideStorage { return guide }
    let guide = UILayoutGuide(role: .safeArea, owner: self, identifier: "UIViewSafeAreaLayoutGuide")
    safeAreaGuideStorage = guide
    return guide
  }
  var safeAreaGuideStorage: UILayoutGuide? = nil
  /// Models: UIView.layoutGuides
  public private(set) var layoutGuides: [UILayoutGuide] = []

  // Root-only state: the active constraints in activation order, the engine, last diagnostics.
  var rootConstraints: [NSLayoutConstraint] = []
  var engine: LayoutEngine? = nil
  var lastDiagnostics: [LayoutDiagnostic] = []

  // Engine state for this view: its four unknowns in the superview's coordinates.
  var variables: FrameVariables? = nil

  public init(frame: Rect) {
    frameStorage = frame
  }

  public convenience init() { self.init(frame: .zero) }

  // Back-pointers are unowned (Embedded Swift has no weak references), so a view going away
  // clears them in its subviews and guides.
  deinit {
    for subview in subviews { subview.superview = nil }
    for guide in layoutGuides { guide.owningView = nil }
    safeAreaGuideStorage?.owningView = nil
    for constraint in rootConstraints { constraint.attachedRoot = nil }
    engine?.discard()
  }

  /// A view with a debug name for diagnostics.
  public convenience init(name: String, frame: Rect = .zero) {
    self.init(frame: frame)
    self.name = name
  }

  var debugName: String { name ?? typeName }
  var typeName: String { "UIView" }
  var asScrollView: UIScrollView? { nil }

  var rootView: UIView {
    var view = self
    while let parent = view.superview { view = parent }
    return view
  }

  /// Whether `self` is `view` or one of its descendants.
  func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Models: UIView.addSubview(_:)
  public func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    let newRoot = rootView
    // The subtree's active constraints move to the new root, keeping their order.
    for constraint in view.rootConstraints { constraint.attachedRoot = newRoot }
    newRoot.rootConstraints += view.rootConstraints
    view.rootConstraints = []
    view.invalidateLayoutEngine()
    subviews.append(view)
    view.superview = self
    newRoot.invalidateLayoutEngine()
  }

  /// Models: UIView.removeFromSuperview()
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    arrangingStackHook?(self, true)
    let oldRoot = parent.rootView
    oldRoot.invalidateLayoutEngine()
    parent.subviews.removeAll { $0 === self }
    superview = nil
    // Constraints that now span two trees are dropped, as UIKit does; those inside the subtree move.
    var kept: [NSLayoutConstraint] = []
    for constraint in oldRoot.rootConstraints {
      let firstInside = constraint.firstItem.anchorView?.isDescendant(of: self) ?? false
      let secondInside = constraint.secondItem.map { $0.anchorView?.isDescendant(of: self) ?? false } ?? firstInside
      if firstInside && secondInside {
        constraint.attachedRoot = self
        rootConstraints.append(constraint)
      } else if firstInside || secondInside {
        constraint.isActiveStorage = false
        constraint.attachedRoot = nil
      } else {
        kept.append(constraint)
      }
    }
    oldRoot.rootConstraints = kept
  }

  /// Models: UIView.addLayoutGuide(_:)
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView = self
    layoutGuides.append(guide)
    rootView.invalidateLayoutEngine()
  }

  /// Constraints on the guide should be deactivated first; the guide forgets its view.
  /// Models: UIView.removeLayoutGuide(_:)
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard layoutGuides.contains(where: { $0 === guide }) else { return }
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
    guide.variables = nil
    rootView.invalidateLayoutEngine()
  }

  /// The active constraints of this view's tree, in activation order (model-only helper; UIKit
  /// spreads them over the views that own them).
  public var activeConstraintsInTree: [NSLayoutConstraint] { rootView.rootConstraints }

  // Activation after a layout pass adds to the live solver (same order as a rebuild would use);
  // deactivation removes from it when nothing was broken.
  func attach(_ constraint: NSLayoutConstraint) {
    constraint.attachedRoot = self
    rootConstraints.append(constraint)
    engine?.install(constraint)
  }

  func detach(_ constraint: NSLayoutConstraint) {
    rootConstraints.removeAll { $0 === constraint }
    constraint.attachedRoot = nil
    if let engine, !engine.uninstall(constraint) { invalidateLayoutEngine() }
  }

  /// Drops the solver; the next layout pass rebuilds it from the tree and the active constraints.
  func invalidateLayoutEngine() {
    guard superview == nil else { return rootView.invalidateLayoutEngine() }
    engine?.discard()
    engine = nil
  }

  /// Runs a layout pass over the whole tree: solves the constraints, writes frames and each
  /// scroll view's `contentSize`, and records `layoutDiagnostics`.
  /// Models: UIView.layoutIfNeeded()
  public func layoutIfNeeded() {
    let root = rootView
    if root.engine == nil { root.engine = LayoutEngine(root: root) }
    root.lastDiagnostics = root.engine!.layOut()
  }

  /// Models: UIView.setNeedsLayout()
  public func setNeedsLayout() {}

  /// What the last layout pass of this view's tree reported (ambiguity, conflicts), in a stable order.
  public var layoutDiagnostics: [LayoutDiagnostic] { rootView.lastDiagnostics }

  /// Whether the last layout pass left any of this view's frame values undetermined.
  /// Models: UIView.hasAmbiguousLayout
  public var hasAmbiguousLayout: Bool {
    guard let engine = rootView.engine, let variables else { return false }
    return !engine.undeterminedParts(of: variables).isEmpty
  }

  /// Models: UIView.leadingAnchor
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .leading) }
  /// Models: UIView.trailingAnchor
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .trailing) }
  /// Models: UIView.leftAnchor
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .left) }
  /// Models: UIView.rightAnchor
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .right) }
  /// Models: UIView.centerXAnchor
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .centerX) }
  /// Models: UIView.topAnchor
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .top) }
  /// Models: UIView.bottomAnchor
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .bottom) }
  /// Models: UIView.centerYAnchor
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .centerY) }
  /// Models: UIView.widthAnchor
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(.view(self), .width) }
  /// Models: UIView.heightAnchor
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(.view(self), .height) }
}
