// The form recipe of stackform.vertical-form as a reusable scene, for the examples that change
// one row: a 375 × 667 root view, a scroll view filling it, and a vertical stack (spacing 12)
// pinned 20/16 inside the content layout guide, 32 narrower than the frame layout guide.
import NotesCore
import ScrollLayout
import ScrollModel

struct StackForm {
  let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let scrollView = UIScrollView()
  let stack: UIStackView
  /// Each row with its name and its height constraint.
  let rows: [(name: String, view: UIView, height: NSLayoutConstraint)]

  /// Rows of the given heights; the `optional` row's height has priority 999 so it can be hidden.
  init(rows specs: [(String, CGFloat)], optional: String? = nil) {
    rows = specs.map { name, height in
      let row = UIView(name: name)
      let constraint = row.heightAnchor.constraint(equalToConstant: height)
      if name == optional { constraint.priority = UILayoutPriority(999) }
      return (name, row, constraint)
    }
    stack = UIStackView(arrangedSubviews: rows.map(\.view))
    stack.name = "stack"
    stack.axis = .vertical
    stack.spacing = 12
    stack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.name = "scrollView"
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)
    scrollView.addSubview(stack)
    let content = scrollView.contentLayoutGuide
    NSLayoutConstraint.activate(rows.map(\.height) + [
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
  }

  func row(_ name: String) -> UIView { rows.first { $0.name == name }!.view }
  func heightConstraint(of name: String) -> NSLayoutConstraint { rows.first { $0.name == name }!.height }

  /// The stack and its rows by name, for `frames` and the figure.
  var namedViews: [(key: String, value: UIView)] {
    [(key: "stack", value: stack)] + rows.map { (key: $0.name, value: $0.view) }
  }

  /// `contentSize`, the stack's height and how far the content scrolls.
  var sizes: JSONValue {
    object([
      "contentSize": scrollView.contentSize, "stackHeight": stack.frame.height,
      "maximumOffsetY": scrollView.contentOffsetRange.maximum.y,
      "rowHeights": JSONValue.object(rows.map { JSONMember(key: $0.name, value: .number($0.view.frame.height)) }),
    ])
  }
}
