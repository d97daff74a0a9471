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
  public let views: [String: UIView]
  /// The constraints made, each with the index of the script constraint it comes from.
  public let made: [(index: Int, constraint: NSLayoutConstraint)]
  public let errors: [LayoutScriptError]

  init(root: UIView, views: [String: UIView], made: [(index: Int, constraint: NSLayoutConstraint)], errors: [LayoutScriptError]) {
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
        result.ambiguous += scrollView.undeterminedContentSizeValues.map { "\(created.name).contentSize.\($0)" }
      }
      result.ambiguous += view.undeterminedFrameValues.map { "\(created.name).\($0)" }
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

/// Turns names into views and constraints, collecting what cannot be mapped.
struct Builder {
  let root: UIView
  var views: [String: UIView] = [:]
  var errors: [LayoutScriptError] = []
  var made: [(index: Int, constraint: NSLayoutConstraint)] = []

  init(rootSize: Size) {
    root = UIView(name: "view", frame: Rect(origin: .zero, size: rootSize))
  }

  /// Names that mean the view controller's root view.
  static let rootNames: Set<String> = ["view", "self.view", "self"]

  mutating func build(_ script: LayoutScript, activatesDespiteErrors: Bool = false) {
    for created in script.views {
      if Self.rootNames.contains(created.name) || views[created.name] != nil {
        errors.append(LayoutScriptError("`\(created.name)` is declared twice", at: created.location))
        continue
      }
      let view = Self.makeView(className: created.className)
      view.name = created.name
      views[created.name] = view
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
    switch className {
    case "UIScrollView", "UITableView", "UICollectionView", "UITextView": UIScrollView()
    case "UIStackView": UIStackView()
    case "UITextField": UITextField()
    case "UIButton": UIButton()
    case "UILabel": UILabel()
    case "UIImageView": UIImageView()
    default: UIView()
    }
  }

  mutating func view(named name: String, at location: SourceLocation?) -> UIView? {
    if Self.rootNames.contains(name) { return root }
    if let view = views[name] { return view }
    errors.append(LayoutScriptError("`\(name)` is not a view created in this snippet", at: location))
    return nil
  }

  /// A view, or one of its guides (`scrollView.contentLayoutGuide`, `view.safeAreaLayoutGuide`).
  enum Item {
    case view(UIView)
    case guide(UILayoutGuide)
  }

  mutating func item(_ path: String, at location: SourceLocation?) -> Item? {
    if Self.rootNames.contains(path) || views[path] != nil { return view(named: path, at: location).map(Item.view) }
    guard let dot = path.lastIndex(of: ".") else { return view(named: path, at: location).map(Item.view) }
    let owner = String(path[..<dot])
    let guideName = path[path.index(after: dot)...]
    guard let view = view(named: owner, at: location) else { return nil }
    switch guideName {
    case "safeAreaLayoutGuide": return .guide(view.safeAreaLayoutGuide)
    case "keyboardLayoutGuide": return .guide(view.keyboardLayoutGuide)
    case "contentLayoutGuide", "frameLayoutGuide":
      guard let scrollView = view as? UIScrollView else {
        errors.append(LayoutScriptError("`\(owner)` is not a scroll view, so it has no \(guideName)", at: location))
        return nil
      }
      return .guide(guideName == "contentLayoutGuide" ? scrollView.contentLayoutGuide : scrollView.frameLayoutGuide)
    default:
      errors.append(LayoutScriptError("`\(path)` is not a view or layout guide the model knows", at: location))
      return nil
    }
  }

  enum Anchor {
    case x(NSLayoutXAxisAnchor)
    case y(NSLayoutYAxisAnchor)
    case dimension(NSLayoutDimension)
  }

  mutating func anchor(_ item: Item, _ attribute: String, at location: SourceLocation?) -> Anchor? {
    switch (item, attribute) {
    case (.view(let v), "leading"): return .x(v.leadingAnchor)
    case (.view(let v), "trailing"): return .x(v.trailingAnchor)
    case (.view(let v), "left"): return .x(v.leftAnchor)
    case (.view(let v), "right"): return .x(v.rightAnchor)
    case (.view(let v), "centerX"): return .x(v.centerXAnchor)
    case (.view(let v), "top"): return .y(v.topAnchor)
    case (.view(let v), "bottom"): return .y(v.bottomAnchor)
    case (.view(let v), "centerY"): return .y(v.centerYAnchor)
    case (.view(let v), "width"): return .dimension(v.widthAnchor)
    case (.view(let v), "height"): return .dimension(v.heightAnchor)
    case (.guide(let g), "leading"): return .x(g.leadingAnchor)
    case (.guide(let g), "trailing"): return .x(g.trailingAnchor)
    case (.guide(let g), "left"): return .x(g.leftAnchor)
    case (.guide(let g), "right"): return .x(g.rightAnchor)
    case (.guide(let g), "centerX"): return .x(g.centerXAnchor)
    case (.guide(let g), "top"): return .y(g.topAnchor)
    case (.guide(let g), "bottom"): return .y(g.bottomAnchor)
    case (.guide(let g), "centerY"): return .y(g.centerYAnchor)
    case (.guide(let g), "width"): return .dimension(g.widthAnchor)
    case (.guide(let g), "height"): return .dimension(g.heightAnchor)
    default:
      errors.append(LayoutScriptError("the model has no `\(attribute)Anchor` (baselines need text layout)", at: location))
      return nil
    }
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
        "cannot relate \(written.item).\(written.attribute) to \(written.item2.map { "\($0).\(written.attribute2 ?? "")" } ?? "a constant")"
          + (m != 1 ? " with multiplier \(m)" : ""), at: at))
      return nil
    }
    made.priority = UILayoutPriority(Float(written.priority))
    return made
  }
}
