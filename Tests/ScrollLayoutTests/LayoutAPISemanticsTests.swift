// The binding rules of the UIKit-shaped API beyond the scenario table: named guides, safe area,
// autoresizing-mask constraints, custom guides, deactivation and incremental constant changes.
@testable import ScrollLayout
import ScrollModel
import Testing

@Suite("UIKit-shaped layout API")
struct LayoutAPISemanticsTests {
  @Test("content pinned to frameLayoutGuide floats: it moves with the offset in content coordinates",
        arguments: [0.0, 120, 480])
  func frameLayoutGuideFloats(offsetY: Double) {
    let scene = ScrollViewScene()
    let sv = scene.scrollView
    let content = scene.addView("content")
    let badge = scene.addView("badge")
    NSLayoutConstraint.activate(pinnedToContentEdges(content, sv) + [
      content.widthAnchor.constraint(equalTo: sv.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 2000),
      badge.topAnchor.constraint(equalTo: sv.frameLayoutGuide.topAnchor, constant: 10),
      badge.trailingAnchor.constraint(equalTo: sv.frameLayoutGuide.trailingAnchor, constant: -10),
      badge.widthAnchor.constraint(equalToConstant: 44), badge.heightAnchor.constraint(equalToConstant: 44),
    ])
    scene.root.layoutIfNeeded()
    sv.contentOffset = CGPoint(x: 0, y: offsetY)
    scene.root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 321, y: offsetY + 10, width: 44, height: 44))
    #expect(sv.contentSize == CGSize(width: 375, height: 2000))
  }

  @Test("content constrained to a view outside the scroll view floats: it stays put on screen",
        arguments: [0.0, 200, 750])
  func outsideViewMakesContentFloat(offsetY: Double) {
    let scene = ScrollViewScene()
    let sv = scene.scrollView
    let content = scene.addView("content")
    let banner = scene.addView("banner")
    NSLayoutConstraint.activate(pinnedToContentEdges(content, sv) + [
      content.widthAnchor.constraint(equalTo: sv.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1500),
      banner.topAnchor.constraint(equalTo: scene.root.topAnchor, constant: 100),
      banner.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
      banner.widthAnchor.constraint(equalToConstant: 375), banner.heightAnchor.constraint(equalToConstant: 60),
    ])
    sv.contentOffset = CGPoint(x: 0, y: offsetY)
    scene.root.layoutIfNeeded()
    // In content coordinates the banner moves with the offset, so on screen it stays at y = 100.
    #expect(banner.frame == CGRect(x: 0, y: offsetY + 100, width: 375, height: 60))
    #expect(banner.frame.minY - sv.contentOffset.y == 100)
    #expect(sv.contentSize == CGSize(width: 375, height: 1500))
  }

  @Test("safeAreaLayoutGuide is the bounds inset by safeAreaInsets")
  func safeArea() {
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    root.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    let sv = UIScrollView(name: "scrollView")
    sv.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(sv)
    NSLayoutConstraint.activate([
      sv.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
      sv.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
      sv.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      sv.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    root.layoutIfNeeded()
    #expect(sv.frame == CGRect(x: 0, y: 59, width: 393, height: 759))
    #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
  }

  @Test("a view left with translatesAutoresizingMaskIntoConstraints = true keeps its frame and conflicts")
  func autoresizingMaskConstraints() {
    let scene = ScrollViewScene()
    let legacy = UIView(name: "legacy", frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    scene.scrollView.addSubview(legacy)
    let width = legacy.widthAnchor.constraint(equalToConstant: 100)
    width.isActive = true
    scene.root.layoutIfNeeded()
    #expect(legacy.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
    let conflict = scene.diagnostics(LayoutDiagnostic.unsatisfiableConstraints).first
    #expect(conflict?.constraints == ["legacy (NSAutoresizingMaskLayoutConstraint).width == 30", "legacy.width == 100"])
  }

  @Test("a custom UILayoutGuide takes part like an invisible view")
  func customGuide() {
    let root = UIView(name: "root", frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let spacer = UILayoutGuide()
    spacer.identifier = "spacer"
    root.addLayoutGuide(spacer)
    let label = UIView(name: "label")
    label.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(label)
    NSLayoutConstraint.activate([
      spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
      spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.2),
      spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
      label.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
      label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
      label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
      label.heightAnchor.constraint(equalToConstant: 21),
    ])
    root.layoutIfNeeded()
    #expect(spacer.layoutFrame == CGRect(x: 20, y: 0, width: 75, height: 1))
    #expect(label.frame == CGRect(x: 95, y: 323, width: 260, height: 21))
    #expect(root.layoutDiagnostics.isEmpty)
  }

  @Test("deactivating a constraint removes it at the next layout pass")
  func deactivation() {
    let scene = ScrollViewScene()
    let a = scene.addView("A")
    let wide = a.widthAnchor.constraint(equalToConstant: 400)
    let narrow = a.widthAnchor.constraint(equalToConstant: 300)
    NSLayoutConstraint.activate([wide, narrow])
    scene.root.layoutIfNeeded()
    #expect(a.frame.width == 400)
    NSLayoutConstraint.deactivate([wide])
    scene.root.layoutIfNeeded()
    #expect(a.frame.width == 300)
    #expect(scene.diagnostics(LayoutDiagnostic.unsatisfiableConstraints).isEmpty)
    #expect(!wide.isActive && narrow.isActive)
  }

  /// The engine is rebuilt in activation order, so the later-activated constraint is the one broken.
  @Test("a constant that contradicts a required constraint is reported at the next pass")
  func contradictoryConstant() {
    let scene = ScrollViewScene()
    let a = scene.addView("A")
    let width = a.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([width, a.widthAnchor.constraint(lessThanOrEqualTo: scene.scrollView.widthAnchor)])
    scene.root.layoutIfNeeded()
    width.constant = 200
    scene.root.layoutIfNeeded()
    #expect(a.frame.width == 200)
    width.constant = 500
    scene.root.layoutIfNeeded()
    #expect(a.frame.width == 500)
    #expect(scene.diagnostics(LayoutDiagnostic.unsatisfiableConstraints).first?.constraints == [
      "scrollView.leading == root.leading", "scrollView.trailing == root.trailing",
      "A.width == 500", "A.width <= scrollView.width",
    ])
  }

  @Test("formulas read like the code that made them")
  func formulas() {
    let a = UIView(name: "A")
    let b = UIView(name: "B")
    let scaled = b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: -8)
    scaled.priority = .defaultHigh
    #expect(scaled.formula == "B.width == 0.5 * A.width - 8 @750")
    #expect(b.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor, constant: 100).formula == "B.top >= A.bottom + 100")
    #expect(a.heightAnchor.constraint(equalToConstant: 44).description == "<NSLayoutConstraint A.height == 44>")
  }
}

@Suite("Incremental engine updates")
struct IncrementalEngineTests {
  /// The stacked-views constraints, split so some can be activated after the first pass.
  func stackedViews() -> (ScrollViewScene, a: UIView, b: UIView, early: [NSLayoutConstraint], late: [NSLayoutConstraint]) {
    let scene = ScrollViewScene()
    let sv = scene.scrollView
    let a = scene.addView("A")
    let b = scene.addView("B")
    let early = [
      a.topAnchor.constraint(equalTo: sv.topAnchor, constant: 50),
      a.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 50),
      sv.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 50),
      a.widthAnchor.constraint(equalToConstant: 400),
      a.heightAnchor.constraint(equalToConstant: 500),
    ]
    let late = [
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 100),
      b.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 50),
      sv.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 50),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalTo: scene.root.heightAnchor),
    ]
    return (scene, a, b, early, late)
  }

  @Test("activating after a layout pass adds to the live solver and matches a rebuild")
  func activationIsIncremental() throws {
    let (scene, _, b, early, late) = stackedViews()
    NSLayoutConstraint.activate(early)
    scene.root.layoutIfNeeded()
    let engine = try #require(scene.root.engine)
    NSLayoutConstraint.activate(late)
    scene.root.layoutIfNeeded()
    #expect(scene.root.engine === engine)
    #expect(b.frame == CGRect(x: 50, y: 650, width: 400, height: 667))
    #expect(scene.scrollView.contentSize == CGSize(width: 500, height: 1367))
  }

  @Test("deactivating removes from the live solver; re-activating restores the same frames")
  func deactivationIsIncremental() throws {
    let (scene, _, b, early, late) = stackedViews()
    NSLayoutConstraint.activate(early + late)
    scene.root.layoutIfNeeded()
    let engine = try #require(scene.root.engine)
    let before = (b.frame, scene.scrollView.contentSize)
    NSLayoutConstraint.deactivate([late[2]])
    scene.root.layoutIfNeeded()
    #expect(scene.root.engine === engine)
    #expect(scene.diagnostics(LayoutDiagnostic.scrollableContentSizeAmbiguity).map(\.message).contains {
      $0.contains("ambiguous scrollable content height")
    })
    NSLayoutConstraint.activate([late[2]])
    scene.root.layoutIfNeeded()
    #expect(b.frame == before.0 && scene.scrollView.contentSize == before.1)
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }
}
