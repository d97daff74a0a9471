// Every row of the "Auto Layout and contentSize" table in scenarios.md, built through the
// UIKit-shaped API; the expected numbers are the table's.
@testable import ScrollLayout
import ScrollModel
import Testing

@Suite("Auto Layout scenarios (scenarios.md)")
struct ScrollViewLayoutScenarioTests {
  @Test("stacked-views: edges bind to the content area, B.height to the screen")
  func stackedViews() {
    let scene = ScrollViewScene()
    let sv = scene.scrollView
    let a = scene.addView("A")
    let b = scene.addView("B")
    NSLayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: sv.topAnchor, constant: 50),
      a.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 50),
      sv.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: 50),
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 100),
      a.widthAnchor.constraint(equalToConstant: 400),
      a.heightAnchor.constraint(equalToConstant: 500),
      b.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: 50),
      sv.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: 50),
      sv.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: 50),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalTo: scene.root.heightAnchor),
    ])
    scene.root.layoutIfNeeded()
    #expect(sv.contentSize == CGSize(width: 500, height: 1367))
    #expect(a.frame == CGRect(x: 50, y: 50, width: 400, height: 500))
    #expect(b.frame == CGRect(x: 50, y: 650, width: 400, height: 667))
    #expect(sv.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test("contentSize exists only after a layout pass")
  func contentSizeNeedsALayoutPass() {
    let scene = ScrollViewScene()
    let content = scene.addView("contentView")
    NSLayoutConstraint.activate(pinnedToContentEdges(content, scene.scrollView) + [
      content.widthAnchor.constraint(equalToConstant: 375), content.heightAnchor.constraint(equalToConstant: 900),
    ])
    #expect(scene.scrollView.contentSize == .zero)
    scene.root.layoutIfNeeded()
    #expect(scene.scrollView.contentSize == CGSize(width: 375, height: 900))
  }

  /// tall-box and tall-box-no-bottom share everything but `box.bottom = contentView.bottom`.
  func tallBox(withBottom: Bool) -> (ScrollViewScene, content: UIView, box: UIView) {
    let scene = ScrollViewScene()
    let sv = scene.scrollView
    let content = scene.addView("contentView")
    let box = scene.addView("box", to: content)
    var constraints = pinnedToContentEdges(content, sv) + [
      content.widthAnchor.constraint(equalTo: sv.widthAnchor),
      box.widthAnchor.constraint(equalToConstant: 100),
      box.heightAnchor.constraint(equalToConstant: 100),
      box.topAnchor.constraint(equalTo: content.topAnchor, constant: 1000),
    ]
    if withBottom { constraints.append(box.bottomAnchor.constraint(equalTo: content.bottomAnchor)) }
    NSLayoutConstraint.activate(constraints)
    scene.root.layoutIfNeeded()
    return (scene, content, box)
  }

  @Test("tall-box: 375 x 1100; box.x is reported ambiguous but does not affect contentSize")
  func tallBox() {
    let (scene, content, box) = tallBox(withBottom: true)
    #expect(scene.scrollView.contentSize == CGSize(width: 375, height: 1100))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1100))
    #expect(box.frame.minY == 1000 && box.frame.size == CGSize(width: 100, height: 100))
    #expect(scene.diagnostics(LayoutDiagnostic.scrollableContentSizeAmbiguity).isEmpty)
    let ambiguous = scene.diagnostics(LayoutDiagnostic.ambiguousLayout)
    #expect(ambiguous.count == 1)
    #expect(ambiguous.first?.message.contains("box has an ambiguous frame (x = ") == true)
    #expect(box.hasAmbiguousLayout && !content.hasAmbiguousLayout)
  }

  @Test("tall-box-no-bottom: width 375, height ambiguous, the arbitrary value is labelled")
  func tallBoxWithoutBottom() {
    let (scene, _, _) = tallBox(withBottom: false)
    #expect(scene.scrollView.contentSize.width == 375)
    let ambiguity = scene.diagnostics(LayoutDiagnostic.scrollableContentSizeAmbiguity)
    #expect(ambiguity.count == 1)
    let height = formatNumber(scene.scrollView.contentSize.height)
    #expect(ambiguity.first?.message == "Scrollable Content Size Ambiguity: Scroll View has ambiguous scrollable content "
      + "height (scrollView.contentSize.height = \(height) is an arbitrary value picked by the solver)")
  }

  @Test("pinned-to-outer-view: width follows the screen, height is ambiguous")
  func pinnedToOuterView() {
    let scene = ScrollViewScene()
    let sv = scene.scrollView
    let content = scene.addView("contentView")
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: sv.topAnchor),
      content.bottomAnchor.constraint(equalTo: sv.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scene.root.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scene.root.trailingAnchor),
    ])
    scene.root.layoutIfNeeded()
    #expect(content.frame.minX == 0 && content.frame.width == 375)
    let axes = scene.diagnostics(LayoutDiagnostic.scrollableContentSizeAmbiguity).map(\.message)
    #expect(axes.contains { $0.contains("ambiguous scrollable content height") })
    // Only vertical edges bind to the content area here, so its width is not tied to anything
    // either: the content view's width comes from the screen, the content width does not.
    #expect(axes.contains { $0.contains("ambiguous scrollable content width") })
    #expect(content.hasAmbiguousLayout)
  }

  @Test("floating-header: C.top = A.bottom + k, k updated from the offset without a rebuild",
        arguments: [(0.0, 150.0), (100, 150), (150, 150), (300, 300), (600, 600)])
  func floatingHeader(offsetY: Double, expectedY: Double) throws {
    let header = FloatingHeaderScene()
    let engine = try #require(header.scene.root.engine)
    // Scroll through every offset of the table first, so the requested one is reached incrementally.
    for offset in [0.0, 100, 150, 300, 600, offsetY] { header.scroll(to: offset) }
    #expect(header.scene.root.engine === engine)
    #expect(header.c.frame == CGRect(x: 0, y: expectedY, width: 375, height: 50))
    #expect(header.scene.scrollView.contentSize == CGSize(width: 375, height: 900))
    // The same k as a constant from the start gives the same frame.
    let rebuilt = FloatingHeaderScene(initialK: max(0, offsetY - 150))
    #expect(rebuilt.c.frame == header.c.frame)
  }

  @Test("floating-header with inequalities: C.top >= A.bottom, C.top >= frame top, C.top = A.bottom @250",
        arguments: [(0.0, 150.0), (100, 150), (150, 150), (300, 300), (600, 600)])
  func stickyHeaderWithInequalities(offsetY: Double, expectedY: Double) {
    let header = FloatingHeaderScene(sticky: true)
    header.scroll(to: offsetY)
    #expect(header.c.frame.minY == expectedY)
    #expect(header.scene.scrollView.contentSize == CGSize(width: 375, height: 900))
  }

  enum CentreBinding: String, CaseIterable { case scrollViewFrame, contentLayoutGuide }

  @Test("centered-fields: centre bound to the frame (368.5 x 263) or to contentLayoutGuide (362 x 263)",
        arguments: [(CentreBinding.scrollViewFrame, 368.5, 137.5), (.contentLayoutGuide, 362, 131)])
  func centeredFields(binding: CentreBinding, contentWidth: Double, fieldX: Double) {
    let scene = ScrollViewScene()
    let sv = scene.scrollView
    let field1 = scene.addView("textField1")
    let field2 = scene.addView("textField2")
    let centre = binding == .scrollViewFrame ? sv.centerXAnchor : sv.contentLayoutGuide.centerXAnchor
    NSLayoutConstraint.activate([
      field1.widthAnchor.constraint(equalToConstant: 100),
      field1.heightAnchor.constraint(equalToConstant: 30),
      field1.centerXAnchor.constraint(equalTo: centre),
      sv.trailingAnchor.constraint(equalTo: field1.trailingAnchor, constant: 131),
      field1.topAnchor.constraint(equalTo: sv.topAnchor, constant: 163),
      field2.widthAnchor.constraint(equalToConstant: 100),
      field2.heightAnchor.constraint(equalToConstant: 30),
      field2.topAnchor.constraint(equalTo: field1.bottomAnchor, constant: 20),
      field2.leadingAnchor.constraint(equalTo: field1.leadingAnchor),
      sv.bottomAnchor.constraint(equalTo: field2.bottomAnchor, constant: 20),
    ])
    scene.root.layoutIfNeeded()
    #expect(sv.contentSize == CGSize(width: contentWidth, height: 263))
    #expect(field1.frame == CGRect(x: fieldX, y: 163, width: 100, height: 30))
    #expect(field2.frame == CGRect(x: fieldX, y: 213, width: 100, height: 30))
    #expect(scene.root.layoutDiagnostics.isEmpty)
  }

  @Test("conflicting-widths: the second is rejected and the minimal set (those two) is listed",
        arguments: [(400.0, 300.0), (300, 400)])
  func conflictingWidths(first: Double, second: Double) {
    let scene = ScrollViewScene()
    let a = scene.addView("A")
    let kept = a.widthAnchor.constraint(equalToConstant: first)
    let broken = a.widthAnchor.constraint(equalToConstant: second)
    NSLayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: scene.scrollView.topAnchor),
      a.leadingAnchor.constraint(equalTo: scene.scrollView.leadingAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      kept, broken,
    ])
    scene.root.layoutIfNeeded()
    #expect(a.frame.width == first)
    let conflicts = scene.diagnostics(LayoutDiagnostic.unsatisfiableConstraints)
    #expect(conflicts.count == 1)
    #expect(conflicts.first?.constraints == [kept.formula, broken.formula])
    #expect(conflicts.first?.message.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
    #expect(conflicts.first?.message.hasSuffix("Will attempt to recover by breaking constraint\n\(broken.description)") == true)
  }

  @Test("priority-hierarchy: width 1, height 2000 (a higher priority always wins)")
  func priorityHierarchy() {
    let scene = ScrollViewScene()
    let a = scene.addView("A")
    let width = a.widthAnchor.constraint(equalToConstant: 1)
    width.priority = .defaultHigh
    let height = a.heightAnchor.constraint(equalToConstant: 0)
    height.priority = .defaultLow
    NSLayoutConstraint.activate([
      a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2000), width, height,
    ])
    scene.root.layoutIfNeeded()
    #expect(a.frame.size == CGSize(width: 1, height: 2000))
  }
}

func pinnedToContentEdges(_ view: UIView, _ scrollView: UIScrollView) -> [NSLayoutConstraint] {
  [
    view.topAnchor.constraint(equalTo: scrollView.topAnchor),
    view.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
    view.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
  ]
}

/// floating-header: A (header, 150), B (body, 700, 50 below A), C (50 tall, floats at A.bottom + k).
struct FloatingHeaderScene {
  let scene = ScrollViewScene()
  let c: UIView
  /// `C.top = A.bottom + k` (nil in the sticky variant, which needs no code).
  let floating: NSLayoutConstraint?

  init(initialK: Double = 0, sticky: Bool = false) {
    let sv = scene.scrollView
    let a = scene.addView("A")
    let b = scene.addView("B")
    c = scene.addView("C")
    var constraints = [
      a.topAnchor.constraint(equalTo: sv.topAnchor),
      a.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
      a.trailingAnchor.constraint(equalTo: sv.trailingAnchor),
      a.widthAnchor.constraint(equalTo: sv.widthAnchor),
      a.heightAnchor.constraint(equalToConstant: 150),
      b.bottomAnchor.constraint(equalTo: sv.bottomAnchor),
      b.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
      b.trailingAnchor.constraint(equalTo: sv.trailingAnchor),
      b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 50),
      b.widthAnchor.constraint(equalTo: sv.widthAnchor),
      b.heightAnchor.constraint(equalToConstant: 700),
      c.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
      c.trailingAnchor.constraint(equalTo: sv.trailingAnchor),
      c.widthAnchor.constraint(equalTo: sv.widthAnchor),
      c.heightAnchor.constraint(equalToConstant: 50),
    ]
    if sticky {
      let preferred = c.topAnchor.constraint(equalTo: a.bottomAnchor)
      preferred.priority = .defaultLow
      constraints += [
        c.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor),
        c.topAnchor.constraint(greaterThanOrEqualTo: sv.frameLayoutGuide.topAnchor),
        preferred,
      ]
      floating = nil
    } else {
      let floating = c.topAnchor.constraint(equalTo: a.bottomAnchor, constant: initialK)
      constraints.append(floating)
      self.floating = floating
    }
    NSLayoutConstraint.activate(constraints)
    scene.root.layoutIfNeeded()
  }

  /// What a `scrollViewDidScroll` delegate would do: move the offset, update k, lay out.
  func scroll(to offsetY: Double) {
    scene.scrollView.contentOffset = CGPoint(x: 0, y: offsetY)
    floating?.constant = max(0, offsetY - 150)
    scene.root.layoutIfNeeded()
  }
}
