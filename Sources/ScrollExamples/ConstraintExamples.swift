// How the solver treats required conflicts and priorities (article 02): plain views in a
// 375 × 667 root view, no scroll view needed.
import NotesCore
import ScrollLayout
import ScrollModel

enum ConstraintExamples {
  static let all: [Example] = [conflictingWidths, priorityHierarchy]

  static let conflictingWidths = Example(
    id: "layout.conflicting-widths", en: "Two required widths", zh: "两个必需的宽度约束",
    apis: []
  ) { out in
    // example: layout.conflicting-widths
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = UIView()
    a.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(a)
    let constraints = [
      a.topAnchor.constraint(equalTo: view.topAnchor),
      a.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      a.heightAnchor.constraint(equalToConstant: 100),
      a.widthAnchor.constraint(equalToConstant: 400),
      // 与前一条矛盾。
      // Contradicts the one before.
      a.widthAnchor.constraint(equalToConstant: 300),
    ]
    NSLayoutConstraint.activate(constraints)
    view.layoutIfNeeded()
    // end example
    let conflict = view.layoutDiagnostics.first { $0.id == LayoutDiagnostic.unsatisfiableConstraints }
    out.record("status", conflict.map { String($0.message.prefix { $0 != "." }) } ?? "ok")
    out.record("rejected", constraints.indices.filter { constraints[$0].isBrokenByLayout })
    // The conflicting set as indices into `constraints` (the diagnostic lists formulas).
    let conflictSet = constraints.indices.filter { conflict?.constraints.contains(constraints[$0].formula) ?? false }
    out.record("conflicts", [conflictSet])
    out.record("frames", LayoutReadout.frames(["a": a]))
    out.record("diagnostics", LayoutReadout.diagnostics(view))
  }

  static let priorityHierarchy = Example(
    id: "layout.priority-hierarchy", en: "Priorities are strict", zh: "优先级严格有序",
    apis: []
  ) { out in
    // example: layout.priority-hierarchy
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let a = UIView()
    a.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(a)
    let width = a.widthAnchor.constraint(equalToConstant: 1)
    width.priority = UILayoutPriority(750)
    let height = a.heightAnchor.constraint(equalToConstant: 0)
    height.priority = UILayoutPriority(250)
    NSLayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: view.topAnchor),
      a.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2000),
      width,
      height,
    ])
    view.layoutIfNeeded()
    // end example
    out.record("frames", LayoutReadout.frames(["a": a]))
  }
}
