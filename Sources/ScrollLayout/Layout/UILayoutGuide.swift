// Layout guides: rectangles that take part in Auto Layout without being views.
public import ScrollModel

/// A rectangle in its owning view's coordinate space. The named guides of a view or scroll view
/// stand for fixed rectangles (safe area, content area, frame); custom guides have their own
/// four unknowns, like an invisible view.
/// Models: UILayoutGuide
public final class UILayoutGuide {
  enum Role { case custom, safeArea, content, frame }

  let role: Role
  /// Models: UILayoutGuide.owningView
  public internal(set) unowned(unsafe) var owningView: UIView?
  /// Models: UILayoutGuide.identifier
  public var identifier: String
  /// The solved rectangle (custom guides only; the named ones are derived from their view).
  var solvedFrame = Rect.zero
  var variables: FrameVariables? = nil

  public init() {
    role = .custom
    identifier = ""
  }

  init(role: Role, owner: UIView, identifier: String) {
    self.role = role
    self.owningView = owner
    self.identifier = identifier
  }

  var debugName: String {
    let owner = owningView?.debugName ?? "(no view)"
    switch role {
    case .custom: return identifier.isEmpty ? "\(owner).UILayoutGuide" : "\(owner).\(identifier)"
    case .safeArea: return "\(owner).safeAreaLayoutGuide"
    case .content: return "\(owner).contentLayoutGuide"
    case .frame: return "\(owner).frameLayoutGuide"
    }
  }

  /// Models: UILayoutGuide.layoutFrame
  public var layoutFrame: Rect {
    guard let view = owningView else { return .zero }
    switch role {
    case .custom: return solvedFrame
    case .safeArea:
      let insets = view.safeAreaInsets
      let bounds = view.bounds
      return Rect(
        x: bounds.minX + insets.left, y: bounds.minY + insets.top,
        width: bounds.width - insets.left - insets.right, height: bounds.height - insets.top - insets.bottom)
    case .content:
      let size = view.asScrollView?.contentSize ?? .zero
      return Rect(x: 0, y: 0, width: size.width, height: size.height)
    case .frame:
      return view.bounds
    }
  }

  /// Models: UILayoutGuide.leadingAnchor
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.layoutGuide(self), .leading) }
  /// Models: UILayoutGuide.trailingAnchor
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.layoutGuide(self), .trailing) }
  /// Models: UILayoutGuide.leftAnchor
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.layoutGuide(self), .left) }
  /// Models: UILayoutGuide.rightAnchor
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.layoutGuide(self), .right) }
  /// Models: UILayoutGuide.centerXAnchor
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.layoutGuide(self), .centerX) }
  /// Models: UILayoutGuide.topAnchor
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.layoutGuide(self), .top) }
  /// Models: UILayoutGuide.bottomAnchor
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.layoutGuide(self), .bottom) }
  /// Models: UILayoutGuide.centerYAnchor
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.layoutGuide(self), .centerY) }
  /// Models: UILayoutGuide.widthAnchor
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(.layoutGuide(self), .width) }
  /// Models: UILayoutGuide.heightAnchor
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(.layoutGuide(self), .height) }
}
