// Runs the Auto Layout statements the notes extractor read from an article's code block
// (NotesBook `LayoutScript`) on the layout engine, so the site can show the computed frames next
// to the snippet. The root is the view controller's `view`; anything the engine has no
// counterpart for is reported, never guessed.
public import NotesBook
import NotesCore
public import ScrollLayout
public import ScrollModel

/// Solves layout scripts.
public enum LayoutScriptRunner {
  /// Builds the script's views under a root view of `rootSize`, activates its constraints in
  /// order, runs one layout pass and reads the result.
  public static func run(_ script: LayoutScript, rootSize: Size) -> LayoutRunResult {
    let solved = solve(script, rootSize: rootSize)
    defer { solved.release() }
    return solved.result(script)
  }

  /// The views and constraints of `script` under a root view of `rootSize` (with
  /// `safeArea` as the root's safe area), laid out once. With mapping errors nothing is
  /// activated unless `activatesDespiteErrors` (the lab solves what it could map and points at
  /// the rest). Call `release()` when done: the view tree is a reference cycle.
  public static func solve(
    _ script: LayoutScript, rootSize: Size, safeArea: EdgeInsets = .zero, activatesDespiteErrors: Bool = false
  ) -> SolvedLayoutScript {
    var builder = Builder(rootSize: rootSize)
    builder.root.safeAreaInsets = safeArea
    builder.build(script, activatesDespiteErrors: activatesDespiteErrors)
    if builder.errors.isEmpty || activatesDespiteErrors { builder.root.layoutIfNeeded() }
    return SolvedLayoutScript(root: builder.root, views: builder.views, made: builder.made, errors: builder.errors)
  }
}

/// A script's view tree after one layout pass (`LayoutScriptRunner.solve`).
public final class SolvedLayoutScript {
  /// The view controller's `view`.
  public let root: UIView
  /// The views the script creates, by name.
  public let views: NamedViews
  /// The constraints made, each with the index of the script constraint it comes from.
  public let made: [(index: Int, constraint: NSLayoutConstraint)]
  public let errors: [LayoutScriptError]

  init(root: UIView, views: NamedViews, made: [(index: Int, constraint: NSLayoutConstraint)], errors: [LayoutScriptError]) {
    self.root = root
    self.views = views
    self.made = made
    self.errors = errors
  }

  /// What `LayoutScriptRunner.run` reports: frames, content sizes, open values, diagnostics.
  /// `evenWithErrors` reads the layout of what could be mapped instead of only the errors.
  public func result(_ script: LayoutScript, evenWithErrors: Bool = false) -> LayoutRunResult {
    var result = LayoutRunResult()
    guard errors.isEmpty || evenWithErrors else {
      result.errors = errors
      return result
    }
    for created in script.views {
      guard let view = views[created.name] else { continue }
      result.frames.append(.init(name: created.name, className: created.className, frame: view.frame))
      if let scrollView = view as? UIScrollView {
        result.contentSizes.append(.init(
          scrollView: created.name, size: scrollView.contentSize, undetermined: scrollView.undeterminedContentSizeValues))
        result.ambiguous += scrollView.undeterminedContentSizeValues.map { fill("{}.contentSize.{}", created.name, $0) }
      }
      result.ambiguous += view.undeterminedFrameValues.map { fill("{}.{}", created.name, $0) }
    }
    result.diagnostics = root.layoutDiagnostics
    return result
  }

  /// Breaks the cycle views, constraints and the root's engine form (Embedded Swift has no
  /// weak references), so a page that solves on every edit does not leak.
  public func release() {
    NSLayoutConstraint.deactivate(made.map { $0.constraint })
    for case let stack as UIStackView in views.values { stack.discardArrangement() }
    // Assigning a root view's frame discards its layout engine (the public way to do it).
    root.frame = root.frame
  }
}

/// The views a script creates, by name: a list searched on bytes rather than a
/// `[String: UIView]`, whose String hashing brings the stdlib's Unicode normalisation into the
/// lab's WebAssembly module. A script names a handful of views.
public struct NamedViews {
  private var names: [String] = []
  /// The views, in the order they were added.
  public private(set) var values: [UIView] = []

  /// The view named `name`, or nil.
  public subscript(name: String) -> UIView? {
    for (i, each) in names.enumerated() where each.equalsBytes(name) { return values[i] }
    return nil
  }

  mutating func add(_ view: UIView, named name: String) {
    names.append(name)
    values.append(view)
  }
}

/// Turns names into views and constraints, collecting what cannot be mapped.
struct Builder {
  let root: UIView
  var views = NamedViews()
  var errors: [LayoutScriptError] = []
  var made: [(index: Int, constraint: NSLayoutConstraint)] = []

  init(rootSize: Size) {
    root = UIView(name: "view", frame: Rect(origin: .zero, size: rootSize))
  }

  /// Names that mean the view controller's root view (a word list for `isOneOf`).
  static let rootNames: StaticString = "view self.view self"

  mutating func build(_ script: LayoutScript, activatesDespiteErrors: Bool = false) {
    for created in script.views {
      if created.name.isOneOf(Self.rootNames) || views[created.name] != nil {
        errors.append(LayoutScriptError(fill("`{}` is declared twice", created.name), at: created.location))
        continue
      }
      let view = Self.makeView(className: created.className)
      view.name = created.name
      views.add(view, named: created.name)
    }
    for link in script.subviews {
      guard let parent = view(named: link.parent, at: link.location),
        let child = view(named: link.child, at: link.location)
      else { continue }
      parent.addSubview(child)
    }
    for name in script.autoresizingDisabled {
      view(named: name, at: nil)?.translatesAutoresizingMaskIntoConstraints = false
    }
    arrange(script.arrangement)
    for (index, written) in script.constraints.enumerated() where written.isActivated {
      if let constraint = constraint(written) { made.append((index, constraint)) }
    }
    if errors.isEmpty || activatesDespiteErrors { NSLayoutConstraint.activate(made.map { $0.constraint }) }
  }

  /// Scroll views (and UIKit's scroll view subclasses) scroll; every other class is laid out as
  /// a plain view (no intrinsic content size is modelled).
  static func makeView(className: String) -> UIView {
    if className.isOneOf("UIScrollView UITableView UICollectionView UITextView") { return UIScrollView() }
    if className.isOneOf("UIStackView") { return UIStackView() }
    if className.isOneOf("UITextField") { return UITextField() }
    if className.isOneOf("UIButton") { return UIButton() }
    if className.isOneOf("UILabel") { return UILabel() }
    if className.isOneOf("UIImageView") { return UIImageView() }
    return UIView()
  }

  mutating func view(named name: String, at location: SourceLocation?) -> UIView? {
    if name.isOneOf(Self.rootNames) { return root }
    if let view = views[name] { return view }
    errors.append(LayoutScriptError(fill("`{}` is not a view created in this snippet", name), at: location))
    return nil
  }

  /// A view, or one of its guides (`scrollView.contentLayoutGuide`, `view.safeAreaLayoutGuide`).
  enum Item {
    case view(UIView)
    case guide(UILayoutGuide)
  }

  mutating func item(_ path: String, at location: SourceLocation?) -> Item? {
    if path.isOneOf(Self.rootNames) || views[path] != nil { return view(named: path, at: location).map(Item.view) }
    // Bytes, not Characters or a switch over Strings (grapheme breaking and String comparison
    // in the lab module).
    let bytes = Array(path.utf8)
    guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return view(named: path, at: location).map(Item.view) }
    let owner = String(decoding: bytes[..<dot], as: UTF8.self)
    let guideName = String(decoding: bytes[(dot + 1)...], as: UTF8.self)
    guard let view = view(named: owner, at: location) else { return nil }
    if guideName.isOneOf("safeAreaLayoutGuide") { return .guide(view.safeAreaLayoutGuide) }
    if guideName.isOneOf("keyboardLayoutGuide") { return .guide(view.keyboardLayoutGuide) }
    if guideName.isOneOf("contentLayoutGuide frameLayoutGuide") {
      guard let scrollView = view as? UIScrollView else {
        errors.append(LayoutScriptError(fill("`{}` is not a scroll view, so it has no {}", owner, guideName), at: location))
        return nil
      }
      return .guide(guideName.isOneOf("contentLayoutGuide") ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide)
    }
    errors.append(LayoutScriptError(fill("`{}` is not a view or layout guide the model knows", path), at: location))
    return nil
  }

  enum Anchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)
    case dimension(NSLayoutDimension)
  }

  mutating func anchor(_ item: Item, _ attribute: String, at location: SourceLocation?) -> Anchor? {
    let found: Anchor? = switch item {
    case .view(let view): Self.anchor(of: view, attribute)
    case .guide(let guide): Self.anchor(of: guide, attribute)
    }
    if let found { return found }
    errors.append(LayoutScriptError(fill("the model has no `{}Anchor` (baselines need text layout)", attribute), at: location))
    return nil
  }

  /// The attribute is compared on bytes (`isOneOf`): a switch over Strings compares them with
  /// Unicode canonical equivalence, code the lab module would carry.
  static func anchor(of owner: some AnchorOwner, _ attribute: String) -> Anchor? {
    if attribute.isOneOf("leading") { return .x(owner.leadingAnchor) }
    if attribute.isOneOf("trailing") { return .x(owner.trailingAnchor) }
    if attribute.isOneOf("left") { return .x(owner.leftAnchor) }
    if attribute.isOneOf("right") { return .x(owner.rightAnchor) }
    if attribute.isOneOf("centerX") { return .x(owner.centerXAnchor) }
    if attribute.isOneOf("top") { return .y(owner.topAnchor) }
    if attribute.isOneOf("bottom") { return .y(owner.bottomAnchor) }
    if attribute.isOneOf("centerY") { return .y(owner.centerYAnchor) }
    if attribute.isOneOf("width") { return .dimension(owner.widthAnchor) }
    if attribute.isOneOf("height") { return .dimension(owner.heightAnchor) }
    return nil
  }

  mutating func constraint(_ written: AnchorConstraint) -> NSLayoutConstraint? {
    let at = written.location
    guard let firstItem = item(written.item, at: at), let first = anchor(firstItem, written.attribute, at: at) else {
      return nil
    }
    var second: Anchor?
    if let path = written.item2 {
      guard let secondItem = item(path, at: at), let attribute = written.attribute2,
        let anchor = anchor(secondItem, attribute, at: at)
      else { return nil }
      second = anchor
    }
    let c = written.constant
    let m = written.multiplier
    let made: NSLayoutConstraint?
    switch (first, second, written.relation) {
    case (.dimension(let a), nil, .equal): made = a.constraint(equalToConstant: c)
    case (.dimension(let a), nil, .greaterThanOrEqual): made = a.constraint(greaterThanOrEqualToConstant: c)
    case (.dimension(let a), nil, .lessThanOrEqual): made = a.constraint(lessThanOrEqualToConstant: c)
    case (.dimension(let a), .dimension(let b)?, .equal): made = a.constraint(equalTo: b, multiplier: m, constant: c)
    case (.dimension(let a), .dimension(let b)?, .greaterThanOrEqual):
      made = a.constraint(greaterThanOrEqualTo: b, multiplier: m, constant: c)
    case (.dimension(let a), .dimension(let b)?, .lessThanOrEqual):
      made = a.constraint(lessThanOrEqualTo: b, multiplier: m, constant: c)
    case (.x(let a), .x(let b)?, let relation) where m == 1:
      made = relation == .equal ? a.constraint(equalTo: b, constant: c)
        : relation == .greaterThanOrEqual ? a.constraint(greaterThanOrEqualTo: b, constant: c)
        : a.constraint(lessThanOrEqualTo: b, constant: c)
    case (.y(let a), .y(let b)?, let relation) where m == 1:
      made = relation == .equal ? a.constraint(equalTo: b, constant: c)
        : relation == .greaterThanOrEqual ? a.constraint(greaterThanOrEqualTo: b, constant: c)
        : a.constraint(lessThanOrEqualTo: b, constant: c)
    default:
      made = nil
    }
    guard let made else {
      errors.append(LayoutScriptError(
        fill("cannot relate {}.{} to {}", written.item, written.attribute, written.item2.map { fill("{}.{}", $0, written.attribute2 ?? "") } ?? "a constant")
          + (m != 1 ? fill(" with multiplier {}", m.description) : ""), at: at))
      return nil
    }
    made.priority = UILayoutPriority(Float(written.priority))
    return made
  }
}

/// What views and layout guides share: their anchors.
protocol AnchorOwner {
  var leadingAnchor: NSLayoutXAxisAnchor { get }
  var trailingAnchor: NSLayoutXAxisAnchor { get }
  var leftAnchor: NSLayoutXAxisAnchor { get }
  var rightAnchor: NSLayoutXAxisAnchor { get }
  var centerXAnchor: NSLayoutXAxisAnchor { get }
  var topAnchor: NSLayoutYAxisAnchor { get }
  var bottomAnchor: NSLayoutYAxisAnchor { get }
  var centerYAnchor: NSLayoutYAxisAnchor { get }
  var widthAnchor: NSLayoutDimension { get }
  var heightAnchor: NSLayoutDimension { get }
}

extension UIView: AnchorOwner {}
extension UILayoutGuide: AnchorOwner {}
