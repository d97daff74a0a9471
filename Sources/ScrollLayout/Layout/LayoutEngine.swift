// Turns a view tree and its active constraints into solver constraints, and solver values back
// into frames, content sizes and diagnostics. One engine per root view, rebuilt when the tree or
// the set of constraints changes; constants and content offsets are updated in place.
import ScrollModel

/// A view's (or custom guide's) frame unknowns, in its superview's (owner's) bounds coordinates.
struct FrameVariables {
  var x, y, width, height: Variable
}

/// A scroll view's content size unknowns, and its offset pinned by two required constraints
/// (UIKit names them `UIScrollView-contentOffsetLayoutGuide-xOffset` / `-yOffset`).
struct ScrollVariables {
  var contentWidth, contentHeight, offsetX, offsetY: Variable
  var offsetXConstraint, offsetYConstraint: ConstraintHandle
  /// Whether any constraint refers to the content area, so that it decides `contentSize`.
  var decidesContentSize = false
}

final class LayoutEngine {
  unowned(unsafe) let root: UIView
  let solver = ConstraintSolver()
  /// The root's descendants in depth-first order (the root itself is held unowned: it owns the engine).
  var descendants: [UIView] = []
  /// The root and its descendants, depth first: the order of variables, checks and diagnostics.
  var views: [UIView] { [root] + descendants }
  var guides: [UILayoutGuide] = []
  var installed: [NSLayoutConstraint] = []
  /// Formula of every constraint the solver holds, indexed by handle.
  var formulas: [String] = []
  /// The user constraint behind each handle (nil for the engine's own constraints).
  var owners: [NSLayoutConstraint?] = []
  var conflicts: [LayoutDiagnostic] = []

  init(root: UIView) {
    self.root = root
    collect(root)
    for view in views { makeVariables(view) }
    for view in descendants where view.translatesAutoresizingMaskIntoConstraints {
      pinAutoresizedFrame(view)
    }
    // A stack view's arrangement goes first, so in a conflict the app's constraint is the one
    // broken (a hidden row's own height, not the stack's `UISV-hiding`).
    for constraint in root.rootConstraints where constraint.isStackArrangement { install(constraint) }
    for constraint in root.rootConstraints where !constraint.isStackArrangement { install(constraint) }
  }

  /// Forgets everything it wrote into views, guides and constraints.
  func discard() {
    root.asScrollView?.scrollVariables = nil
    for view in descendants {
      view.variables = nil
      view.asScrollView?.scrollVariables = nil
    }
    for guide in guides { guide.variables = nil }
    for constraint in installed { constraint.installation = nil }
    installed = []
  }

  // MARK: - Building

  private func collect(_ view: UIView) {
    if view !== root { descendants.append(view) }
    for guide in view.layoutGuides where guide.role == .custom { guides.append(guide) }
    for subview in view.subviews { collect(subview) }
  }

  private func makeVariables(_ view: UIView) {
    if view !== root {
      view.variables = FrameVariables(
        x: solver.makeVariable(), y: solver.makeVariable(),
        width: solver.makeVariable(), height: solver.makeVariable())
    }
    for guide in view.layoutGuides where guide.role == .custom {
      guide.variables = FrameVariables(
        x: solver.makeVariable(), y: solver.makeVariable(),
        width: solver.makeVariable(), height: solver.makeVariable())
    }
    if let scrollView = view.asScrollView {
      let width = solver.makeVariable()
      let height = solver.makeVariable()
      let offsetX = solver.makeVariable()
      let offsetY = solver.makeVariable()
      let name = scrollView.debugName
      let x = addInternal(LinearExpression([Term(offsetX)], constant: -scrollView.contentOffset.x),
                          "\(name).UIScrollView-contentOffsetLayoutGuide-xOffset")
      let y = addInternal(LinearExpression([Term(offsetY)], constant: -scrollView.contentOffset.y),
                          "\(name).UIScrollView-contentOffsetLayoutGuide-yOffset")
      scrollView.scrollVariables = ScrollVariables(
        contentWidth: width, contentHeight: height, offsetX: offsetX, offsetY: offsetY,
        offsetXConstraint: x, offsetYConstraint: y)
    }
  }

  /// Required equalities the engine adds itself; they never conflict with each other.
  private func addInternal(_ expression: LinearExpression, _ formula: String) -> ConstraintHandle {
    do throws(SolverError) {
      let handle = try solver.add(LinearConstraint(expression, .equal))
      formulas.append(formula)
      owners.append(nil)
      return handle
    } catch {
      preconditionFailure("ScrollLayout: engine constraint refused: \(formula)")
    }
  }

  /// `translatesAutoresizingMaskIntoConstraints`: the frame as set is required.
  private func pinAutoresizedFrame(_ view: UIView) {
    guard let v = view.variables else { return }
    let frame = view.frameStorage
    let name = "\(view.debugName) (NSAutoresizingMaskLayoutConstraint)"
    let parts: [(Variable, Double, String)] = [
      (v.x, frame.minX, "minX"), (v.y, frame.minY, "minY"), (v.width, frame.width, "width"), (v.height, frame.height, "height"),
    ]
    for (variable, value, label) in parts {
      let expression = LinearExpression([Term(variable)], constant: -value)
      do throws(SolverError) {
        try solver.add(LinearConstraint(expression, .equal))
        formulas.append("\(name).\(label) == \(formatNumber(value))")
        owners.append(nil)
      } catch {
        // Only reachable through a user constraint, which are added later; keep going.
      }
    }
  }

  func install(_ constraint: NSLayoutConstraint) {
    installed.append(constraint)
    guard let expression = expression(for: constraint) else {
      constraint.installation = ConstraintInstallation(engine: self, handle: nil, baseConstant: 0)
      conflicts.append(LayoutDiagnostic(
        id: LayoutDiagnostic.unsatisfiableConstraints,
        message: "Unable to activate constraint \(constraint.description): its items have no common ancestor.",
        constraints: [constraint.diagnosticFormula]))
      return
    }
    let relation: Relation =
      switch constraint.relation {
      case .equal: .equal
      case .lessThanOrEqual: .lessThanOrEqual
      case .greaterThanOrEqual: .greaterThanOrEqual
      }
    let priority = Double(min(max(constraint.priority.rawValue, 1), 1000))
    let linear = LinearConstraint(expression, relation, priority: priority)
    let base = expression.constant + constraint.constant
    do throws(SolverError) {
      let handle = try solver.add(linear)
      formulas.append(constraint.diagnosticFormula)
      owners.append(constraint)
      constraint.installation = ConstraintInstallation(engine: self, handle: handle, baseConstant: base)
    } catch {
      constraint.installation = ConstraintInstallation(engine: self, handle: nil, baseConstant: base)
      let set = solver.minimalConflictingSet(with: linear).map { formulas[$0.index] } + [constraint.diagnosticFormula]
      var message = "Unable to simultaneously satisfy constraints.\n"
      message += "\tProbably at least one of the constraints in the following list is one you don't want.\n(\n"
      for formula in set { message += "    \"<NSLayoutConstraint \(formula)>\",\n" }
      message += ")\n\nWill attempt to recover by breaking constraint\n\(constraint.description)"
      conflicts.append(LayoutDiagnostic(id: LayoutDiagnostic.unsatisfiableConstraints, message: message, constraints: set))
    }
  }

  // MARK: - Incremental updates

  func constantChanged(_ constraint: NSLayoutConstraint) {
    guard let installation = constraint.installation, let handle = installation.handle else {
      return root.invalidateLayoutEngine()
    }
    do throws(SolverError) {
      try solver.setConstant(installation.baseConstant - constraint.constant, for: handle)
    } catch {
      // The new constant contradicts the rest: rebuild, so the next pass reports the conflict.
      root.invalidateLayoutEngine()
    }
  }

  /// Takes a deactivated constraint out of the solver. Returns false when that is not enough
  /// (it was broken, or others were broken and may now fit), so the caller rebuilds instead.
  func uninstall(_ constraint: NSLayoutConstraint) -> Bool {
    guard conflicts.isEmpty, let handle = constraint.installation?.handle else { return false }
    do throws(SolverError) { try solver.remove(handle) } catch { return false }
    installed.removeAll { $0 === constraint }
    constraint.installation = nil
    return true
  }

  func contentOffsetChanged(_ scrollView: UIScrollView) {
    guard let scroll = scrollView.scrollVariables else { return }
    do throws(SolverError) {
      try solver.setConstant(-scrollView.contentOffset.x, for: scroll.offsetXConstraint)
      try solver.setConstant(-scrollView.contentOffset.y, for: scroll.offsetYConstraint)
    } catch {
      root.invalidateLayoutEngine()
    }
  }

  // MARK: - Reading the solution

  func layOut() -> [LayoutDiagnostic] {
    let views = self.views
    for view in views {
      if let v = view.variables {
        view.frameStorage = Rect(
          x: solver.value(of: v.x), y: solver.value(of: v.y),
          width: solver.value(of: v.width), height: solver.value(of: v.height))
      }
    }
    for guide in guides {
      if let v = guide.variables {
        guide.solvedFrame = Rect(
          x: solver.value(of: v.x), y: solver.value(of: v.y),
          width: solver.value(of: v.width), height: solver.value(of: v.height))
      }
    }
    var diagnostics = conflicts
    for view in views {
      if let scrollView = view.asScrollView, let scroll = scrollView.scrollVariables, scroll.decidesContentSize {
        let size = Size(width: solver.value(of: scroll.contentWidth), height: solver.value(of: scroll.contentHeight))
        scrollView.contentSize = size
        for (variable, axis, value) in [(scroll.contentWidth, "width", size.width), (scroll.contentHeight, "height", size.height)]
        where !solver.isDetermined(variable) {
          diagnostics.append(LayoutDiagnostic(
            id: LayoutDiagnostic.scrollableContentSizeAmbiguity,
            message: "Scrollable Content Size Ambiguity: Scroll View has ambiguous scrollable content \(axis) "
              + "(\(scrollView.debugName).contentSize.\(axis) = \(formatNumber(value)) is an arbitrary value picked by the solver)",
            constraints: formulasMentioning(variable)))
        }
      }
    }
    for view in views {
      guard let v = view.variables else { continue }
      let parts = undeterminedParts(of: v)
      if parts.isEmpty { continue }
      var list = ""
      for (index, part) in parts.enumerated() {
        list += (index == 0 ? "" : ", ") + "\(part.name) = \(formatNumber(part.value))"
      }
      diagnostics.append(LayoutDiagnostic(
        id: LayoutDiagnostic.ambiguousLayout,
        message: "Ambiguous Layout: \(view.debugName) has an ambiguous frame (\(list): "
          + (parts.count == 1 ? "an arbitrary value" : "arbitrary values") + " picked by the solver)",
        constraints: []))
    }
    return diagnostics
  }

  /// The frame values of `v` that the constraints do not determine.
  func undeterminedParts(of v: FrameVariables) -> [(name: String, value: Double)] {
    var parts: [(name: String, value: Double)] = []
    for (variable, name) in [(v.x, "x"), (v.y, "y"), (v.width, "width"), (v.height, "height")]
    where !solver.isDetermined(variable) {
      parts.append((name, solver.value(of: variable)))
    }
    return parts
  }

  private func formulasMentioning(_ variable: Variable) -> [String] {
    var result: [String] = []
    for handle in solver.activeConstraints where owners[handle.index] != nil {
      if solver.constraint(handle).expression.terms.contains(where: { $0.variable == variable }) {
        result.append(formulas[handle.index])
      }
    }
    return result
  }
}
