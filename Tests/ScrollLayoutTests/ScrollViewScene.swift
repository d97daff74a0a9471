// The scenes of scenarios.md ("Auto Layout and contentSize"), built the way UIKit code builds
// them: a 375 x 667 root view with a scroll view pinned to its edges.
@testable import ScrollLayout
import ScrollModel

struct ScrollViewScene {
  let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let scrollView = UIScrollView(name: "scrollView")

  init() {
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
  }

  /// A named subview of `parent` (the scroll view unless given) that uses Auto Layout.
  func addView(_ name: String, to parent: UIView? = nil) -> UIView {
    let view = UIView(name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    (parent ?? scrollView).addSubview(view)
    return view
  }

  func diagnostics(_ id: String) -> [LayoutDiagnostic] {
    root.layoutDiagnostics.filter { $0.id == id }
  }
}
