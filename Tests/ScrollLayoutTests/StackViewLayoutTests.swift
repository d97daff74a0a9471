// UIStackView as a specification: each test builds a stack the way UIKit code does, and the
// expected frames are worked out by hand in the comments (frames are in the stack's coordinates).
@testable import ScrollLayout
import ScrollModel
import Testing

/// A 375 x 667 root view and a stack view inside it that uses Auto Layout.
struct StackScene {
  let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let stack: UIStackView

  init(_ rows: [UIView], axis: NSLayoutConstraint.Axis = .vertical, spacing: CGFloat = 0) {
    stack = UIStackView(arrangedSubviews: rows)
    stack.name = "stack"
    stack.axis = axis
    stack.spacing = spacing
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
  }

  /// Pins the stack's top-left corner at (x, y) of the root, and its width if given.
  func pinTopLeading(x: CGFloat, y: CGFloat, width: CGFloat? = nil) {
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: x),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: y),
    ])
    if let width { stack.widthAnchor.constraint(equalToConstant: width).isActive = true }
  }

  func layOut() { root.layoutIfNeeded() }
}

/// A named view with a fixed height (and width, if given): the model has no intrinsic content
/// size, so rows say how big they are with constraints.
@discardableResult
func row(_ name: String, height: CGFloat? = nil, width: CGFloat? = nil, priority: UILayoutPriority = .required) -> UIView {
  let view = UIView(name: name)
  if let height {
    let constraint = view.heightAnchor.constraint(equalToConstant: height)
    constraint.priority = priority
    constraint.isActive = true
  }
  if let width { view.widthAnchor.constraint(equalToConstant: width).isActive = true }
  return view
}

@Suite("UIStackView layout")
struct StackViewLayoutTests {
  @Test("vertical .fill: rows 44, 60, 100 with spacing 12 stack to 44 + 12 + 60 + 12 + 100 = 228")
  func verticalFillWithSpacing() {
    let (a, b, c) = (row("a", height: 44), row("b", height: 60), row("c", height: 100))
    let scene = StackScene([a, b, c], spacing: 12)
    scene.pinTopLeading(x: 16, y: 20, width: 343)
    scene.layOut()
    #expect(scene.stack.frame == CGRect(x: 16, y: 20, width: 343, height: 228))
    #expect(a.frame == CGRect(x: 0, y: 0, width: 343, height: 44))
    #expect(b.frame == CGRect(x: 0, y: 56, width: 343, height: 60))  // 44 + 12
    #expect(c.frame == CGRect(x: 0, y: 128, width: 343, height: 100))  // 56 + 60 + 12
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test("a new stack is horizontal, .fill, .fill, spacing 0, and arranges views that use Auto Layout")
  func defaults() {
    let a = UIView(name: "a")
    let stack = UIStackView(arrangedSubviews: [a])
    #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
    #expect(stack.spacing == 0)
    #expect(stack.subviews.count == 1 && stack.subviews[0] === a && a.superview === stack)
    #expect(!a.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.translatesAutoresizingMaskIntoConstraints)
  }

  @Test("horizontal .fill: widths 80, 100, 120 with spacing 10 side by side, each as tall as the stack")
  func horizontalFill() {
    let (a, b, c) = (row("a", width: 80), row("b", width: 100), row("c", width: 120))
    let scene = StackScene([a, b, c], axis: .horizontal, spacing: 10)
    scene.pinTopLeading(x: 0, y: 100)
    scene.stack.heightAnchor.constraint(equalToConstant: 50).isActive = true
    scene.layOut()
    #expect(scene.stack.frame == CGRect(x: 0, y: 100, width: 320, height: 50))  // 80 + 10 + 100 + 10 + 120
    #expect(a.frame == CGRect(x: 0, y: 0, width: 80, height: 50))
    #expect(b.frame == CGRect(x: 90, y: 0, width: 100, height: 50))
    #expect(c.frame == CGRect(x: 200, y: 0, width: 120, height: 50))
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test(".fillEqually: a 320-wide stack with spacing 10 gives three views (320 - 20) / 3 = 100 each")
  func fillEqually() {
    let (a, b, c) = (row("a"), row("b"), row("c"))
    let scene = StackScene([a, b, c], axis: .horizontal, spacing: 10)
    scene.stack.distribution = .fillEqually
    scene.pinTopLeading(x: 0, y: 0, width: 320)
    scene.stack.heightAnchor.constraint(equalToConstant: 44).isActive = true
    scene.layOut()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 44))
    #expect(b.frame == CGRect(x: 110, y: 0, width: 100, height: 44))
    #expect(c.frame == CGRect(x: 220, y: 0, width: 100, height: 44))
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  /// Rows 40, 60 and 80 tall, spacing 10, `.equalSpacing`, 375 wide; `height` fixes the stack's height.
  func equalSpacingScene(height: CGFloat?) -> (StackScene, UIView, UIView, UIView) {
    let (a, b, c) = (row("a", height: 40), row("b", height: 60), row("c", height: 80))
    let scene = StackScene([a, b, c], spacing: 10)
    scene.stack.distribution = .equalSpacing
    scene.pinTopLeading(x: 0, y: 0, width: 375)
    if let height { scene.stack.heightAnchor.constraint(equalToConstant: height).isActive = true }
    scene.layOut()
    return (scene, a, b, c)
  }

  @Test(".equalSpacing in a 300-tall stack: rows 40, 60, 80 leave 120, two gaps of 60")
  func equalSpacingStretchesTheGaps() {
    let (scene, a, b, c) = equalSpacingScene(height: 300)
    #expect(a.frame == CGRect(x: 0, y: 0, width: 375, height: 40))
    #expect(b.frame == CGRect(x: 0, y: 100, width: 375, height: 60))  // 40 + 60
    #expect(c.frame == CGRect(x: 0, y: 220, width: 375, height: 80))  // 100 + 60 + 60
    #expect(scene.stack.gapGuides.map(\.layoutFrame.height) == [60, 60])
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test(".equalSpacing in a stack free to size itself: the gaps take the spacing, 40 + 10 + 60 + 10 + 80 = 200")
  func equalSpacingHugs() {
    let (scene, _, b, c) = equalSpacingScene(height: nil)
    #expect(scene.stack.frame.height == 200)
    #expect(b.frame.minY == 50 && c.frame.minY == 120)
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test(".equalSpacing: spacing is a minimum, so a stack too short for rows and gaps is a conflict")
  func equalSpacingMinimum() {
    let (a, b) = (row("a", height: 40), row("b", height: 60))
    let scene = StackScene([a, b], spacing: 10)
    scene.stack.distribution = .equalSpacing
    scene.pinTopLeading(x: 0, y: 0, width: 375)
    scene.stack.heightAnchor.constraint(equalToConstant: 105).isActive = true  // needs 40 + 10 + 60 = 110
    scene.layOut()
    let conflicts = scene.root.layoutDiagnostics.filter { $0.id == LayoutDiagnostic.unsatisfiableConstraints }
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.constraints.contains("'UISV-spacing' stack.UISV-distributing.height >= 10") == true)
  }

  @Test("alignment across a vertical stack 375 wide: rows 100 and 200 wide",
        arguments: [
          (UIStackView.Alignment.leading, 0.0, 0.0),
          (.center, 137.5, 87.5),  // (375 - 100) / 2, (375 - 200) / 2
          (.trailing, 275, 175),  // 375 - 100, 375 - 200
        ])
  func alignment(_ alignment: UIStackView.Alignment, aX: Double, bX: Double) {
    let (a, b) = (row("a", height: 40, width: 100), row("b", height: 40, width: 200))
    let scene = StackScene([a, b])
    scene.stack.alignment = alignment
    scene.pinTopLeading(x: 0, y: 0, width: 375)
    scene.layOut()
    #expect(a.frame == CGRect(x: aX, y: 0, width: 100, height: 40))
    #expect(b.frame == CGRect(x: bX, y: 40, width: 200, height: 40))
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test(".center in a stack with no width of its own: it is as wide as its widest row, 200")
  func centerHugsTheWidestRow() {
    let (a, b) = (row("a", height: 40, width: 100), row("b", height: 40, width: 200))
    let scene = StackScene([a, b])
    scene.stack.alignment = .center
    scene.pinTopLeading(x: 20, y: 0)
    scene.layOut()
    #expect(scene.stack.frame == CGRect(x: 20, y: 0, width: 200, height: 80))
    #expect(a.frame.minX == 50 && b.frame.minX == 0)  // (200 - 100) / 2
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test("a hidden row collapses and takes its spacing with it: 44 + 12 + 100 = 156")
  func hiddenRow() {
    let (a, b, c) = (row("a", height: 44), row("b", height: 60, priority: UILayoutPriority(999)), row("c", height: 100))
    let scene = StackScene([a, b, c], spacing: 12)
    scene.pinTopLeading(x: 0, y: 0, width: 375)
    b.isHidden = true
    scene.layOut()
    #expect(scene.stack.frame.height == 156)
    #expect(c.frame.minY == 56)  // right after a's spacing
    #expect(b.frame == CGRect(x: 0, y: 44, width: 375, height: 0))  // where a ends, no height
    #expect(scene.stack.arrangedSubviews.count == 3)  // still arranged, only hidden
    #expect(scene.root.layoutDiagnostics.isEmpty)
    b.isHidden = false
    scene.layOut()
    #expect(scene.stack.frame.height == 228)
    #expect(c.frame.minY == 128)
  }

  @Test("hiding a row whose height is required: the console-style conflict breaks the row's height, not UISV-hiding")
  func hiddenRowWithRequiredHeight() {
    let (a, b) = (row("a", height: 44), row("b", height: 60))
    let scene = StackScene([a, b], spacing: 12)
    scene.pinTopLeading(x: 0, y: 0, width: 375)
    scene.layOut()
    b.isHidden = true
    scene.layOut()
    #expect(scene.stack.frame.height == 44)
    #expect(b.frame.height == 0)
    let conflicts = scene.root.layoutDiagnostics.filter { $0.id == LayoutDiagnostic.unsatisfiableConstraints }
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.constraints == ["'UISV-hiding' b.height == 0", "b.height == 60"])
    #expect(conflicts.first?.message.hasSuffix("breaking constraint\n<NSLayoutConstraint b.height == 60 (active)>") == true)
  }

  @Test("a row that grows: its height constant 44 → 144 grows the stack and the scroll view's content by 100")
  func growingRow() {
    let scene = ScrollViewScene()
    let sv = scene.scrollView
    let a = row("a", height: 44)
    let note = row("note", height: 44)
    let stack = UIStackView(arrangedSubviews: [a, note])
    stack.name = "stack"
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    sv.addSubview(stack)
    NSLayoutConstraint.activate(pinnedToContentEdges(stack, sv) + [
      stack.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor),
    ])
    scene.root.layoutIfNeeded()
    #expect(sv.contentSize == CGSize(width: 375, height: 96))  // 44 + 8 + 44
    let height = note.activeConstraintsInTree.first { $0.formula == "note.height == 44" }
    height?.constant = 144
    scene.root.layoutIfNeeded()
    #expect(note.frame == CGRect(x: 0, y: 52, width: 375, height: 144))
    #expect(stack.frame.height == 196)
    #expect(sv.contentSize == CGSize(width: 375, height: 196))
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test("the form recipe: a stack pinned to contentLayoutGuide (20, 16 insets), width to frameLayoutGuide - 32")
  func formInAScrollView() {
    let scene = ScrollViewScene()
    let sv = scene.scrollView
    let rows = (0..<10).map { row("row\($0)", height: 80) }
    let stack = UIStackView(arrangedSubviews: rows)
    stack.name = "stack"
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    sv.addSubview(stack)
    let content = sv.contentLayoutGuide
    NSLayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
      stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      stack.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor, constant: -32),
    ])
    scene.root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 16, y: 20, width: 343, height: 872))  // 10 × 80 + 9 × 8
    #expect(rows[9].frame == CGRect(x: 0, y: 792, width: 343, height: 80))  // 9 × (80 + 8)
    #expect(sv.contentSize == CGSize(width: 375, height: 912))  // 20 + 872 + 20
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test("insertArrangedSubview(_:at:) puts a row first; removeArrangedSubview leaves it a subview")
  func arrangingAndRemoving() {
    let (a, b) = (row("a", height: 40), row("b", height: 40))
    let scene = StackScene([a, b])
    scene.pinTopLeading(x: 0, y: 0, width: 375)
    let first = row("first", height: 20)
    scene.stack.insertArrangedSubview(first, at: 0)
    scene.layOut()
    #expect(scene.stack.arrangedSubviews.map(\.name) == ["first", "a", "b"])
    #expect(a.frame.minY == 20 && b.frame.minY == 60 && scene.stack.frame.height == 100)

    scene.stack.removeArrangedSubview(first)
    scene.layOut()
    #expect(scene.stack.arrangedSubviews.map(\.name) == ["a", "b"])
    #expect(first.superview === scene.stack)  // UIKit's pitfall: still on screen
    #expect(a.frame.minY == 0 && scene.stack.frame.height == 80)
    #expect(first.hasAmbiguousLayout)  // nothing places it any more

    b.removeFromSuperview()
    scene.layOut()
    #expect(scene.stack.arrangedSubviews.map(\.name) == ["a"])
    #expect(scene.stack.frame.height == 40)
  }

  @Test("addArrangedSubview appends, and moves a row that is already arranged to the end")
  func addArrangedSubviewAppends() {
    let (a, b) = (row("a", height: 10), row("b", height: 30))
    let scene = StackScene([a, b])
    scene.pinTopLeading(x: 0, y: 0, width: 100)
    scene.stack.addArrangedSubview(a)
    scene.layOut()
    #expect(scene.stack.arrangedSubviews.map(\.name) == ["b", "a"])
    #expect(b.frame.minY == 0 && a.frame.minY == 30)
  }

  @Test("changing the axis re-arranges: the same rows side by side")
  func changingTheAxis() {
    let (a, b) = (row("a", height: 40, width: 100), row("b", height: 40, width: 150))
    let scene = StackScene([a, b], axis: .vertical, spacing: 5)
    scene.stack.alignment = .leading
    scene.pinTopLeading(x: 0, y: 0)
    scene.layOut()
    #expect(scene.stack.frame.size == CGSize(width: 150, height: 85))
    scene.stack.axis = .horizontal
    scene.layOut()
    #expect(scene.stack.frame.size == CGSize(width: 255, height: 40))
    #expect(b.frame == CGRect(x: 105, y: 0, width: 150, height: 40))
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test("the stack's constraints carry UIKit's UISV- identifiers")
  func identifiers() {
    let (a, b) = (row("a", height: 40), row("b", height: 40))
    let scene = StackScene([a, b], spacing: 8)
    let identifiers = Set(scene.stack.arrangementConstraints.compactMap(\.identifier))
    #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing"])
    #expect(scene.stack.arrangementConstraints.allSatisfy { $0.isActive })
  }
}
