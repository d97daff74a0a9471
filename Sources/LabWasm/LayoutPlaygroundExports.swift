// The two layout playgrounds (stacked views, floating header) of the "Auto Layout in a scroll
// view" and "Floating header" articles, solved by ScrollLayout with the numbers as parameters.
// They live in the lab module, which those pages load for their layout snippets anyway, so the
// playground module that every member page loads carries no layout engine (issue 18).
// Frames go to `layoutResults` as x, y, width, height; the page reads them with `lab_result`.
internal import ScrollLayout
internal import ScrollModel

/// A root view of `width` × `height` holding a scroll view pinned to its edges.
final class LayoutScene {
  let root: UIView
  let scrollView = UIScrollView(name: "scrollView")
  /// Every constraint activated in the scene. Constraints hold their views strongly, and the
  /// root holds its constraints and its engine (which holds the views and constraints), so the
  /// scene is a cycle (Embedded Swift has no weak references). `deinit` breaks it, or every
  /// solve on the page would leak about 12 KB.
  var constraints: [NSLayoutConstraint] = []

  init(width: Double, height: Double) {
    root = UIView(name: "root", frame: Rect(x: 0, y: 0, width: width, height: height))
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
  }

  deinit {
    NSLayoutConstraint.deactivate(constraints)
    // Assigning a root view's frame discards its layout engine (the public way to do it).
    root.frame = root.frame
  }

  func activate(_ list: [NSLayoutConstraint]) {
    constraints += list
    NSLayoutConstraint.activate(list)
  }

  func addView(_ name: String) -> UIView {
    let view = UIView(name: name)
    view.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(view)
    return view
  }
}

/// The numbers of the last layout playground answer (an array: the lab module allocates anyway).
nonisolated(unsafe) var layoutResults: [Double] = []

/// Slot `index` of the last layout playground answer (NaN outside it).
@_expose(wasm, "lab_result") @_cdecl("lab_result")
public func lab_result(_ index: Int32) -> Double {
  layoutResults.indices.contains(Int(index)) ? layoutResults[Int(index)] : .nan
}

extension Array where Element == Double {
  mutating func append(frameOf rect: Rect) { self += [rect.minX, rect.minY, rect.width, rect.height] }
}

/// stacked-views: A (width × height, `margin` from the content edges), B `gap` below A, as wide
/// as A and as tall as the screen. Slots: contentSize 0–1, A 2–5, B 6–9, diagnostics count 10.
@_expose(wasm, "sn_layout_stacked") @_cdecl("sn_layout_stacked")
public func sn_layout_stacked(
  _ rootWidth: Double, _ rootHeight: Double, _ margin: Double, _ width: Double, _ height: Double, _ gap: Double
) -> Int32 {
  let scene = LayoutScene(width: rootWidth, height: rootHeight)
  let sv = scene.scrollView
  let a = scene.addView("A")
  let b = scene.addView("B")
  scene.activate([
    a.topAnchor.constraint(equalTo: sv.topAnchor, constant: margin),
    a.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: margin),
    sv.trailingAnchor.constraint(equalTo: a.trailingAnchor, constant: margin),
    b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: gap),
    a.widthAnchor.constraint(equalToConstant: width),
    a.heightAnchor.constraint(equalToConstant: height),
    b.leadingAnchor.constraint(equalTo: sv.leadingAnchor, constant: margin),
    sv.trailingAnchor.constraint(equalTo: b.trailingAnchor, constant: margin),
    sv.bottomAnchor.constraint(equalTo: b.bottomAnchor, constant: margin),
    b.widthAnchor.constraint(equalTo: a.widthAnchor),
    b.heightAnchor.constraint(equalTo: scene.root.heightAnchor),
  ])
  scene.root.layoutIfNeeded()
  var out = [sv.contentSize.width, sv.contentSize.height]
  out.append(frameOf: a.frame)
  out.append(frameOf: b.frame)
  out.append(Double(scene.root.layoutDiagnostics.count))
  layoutResults = out
  return Int32(out.count)
}

/// floating-header: header A (`headerHeight`), body B (`bodyHeight`, `gap` below A), bar C
/// (`barHeight`) that stays under A until the offset reaches A's bottom, then floats at the top
/// of the frame. `sticky` 1 uses inequalities (no code), 0 updates `C.top = A.bottom + k` from
/// the offset as a delegate would. Slots: contentSize 0–1, A 2–5, B 6–9, C 10–13, diagnostics 14.
@_expose(wasm, "sn_layout_floating_header") @_cdecl("sn_layout_floating_header")
public func sn_layout_floating_header(
  _ rootWidth: Double, _ rootHeight: Double, _ headerHeight: Double, _ gap: Double, _ bodyHeight: Double,
  _ barHeight: Double, _ offsetY: Double, _ sticky: Int32
) -> Int32 {
  let scene = LayoutScene(width: rootWidth, height: rootHeight)
  let sv = scene.scrollView
  let a = scene.addView("A")
  let b = scene.addView("B")
  let c = scene.addView("C")
  var constraints = [
    a.topAnchor.constraint(equalTo: sv.topAnchor),
    a.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
    a.trailingAnchor.constraint(equalTo: sv.trailingAnchor),
    a.widthAnchor.constraint(equalTo: sv.widthAnchor),
    a.heightAnchor.constraint(equalToConstant: headerHeight),
    b.bottomAnchor.constraint(equalTo: sv.bottomAnchor),
    b.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
    b.trailingAnchor.constraint(equalTo: sv.trailingAnchor),
    b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: gap),
    b.widthAnchor.constraint(equalTo: sv.widthAnchor),
    b.heightAnchor.constraint(equalToConstant: bodyHeight),
    c.leadingAnchor.constraint(equalTo: sv.leadingAnchor),
    c.trailingAnchor.constraint(equalTo: sv.trailingAnchor),
    c.widthAnchor.constraint(equalTo: sv.widthAnchor),
    c.heightAnchor.constraint(equalToConstant: barHeight),
  ]
  if sticky != 0 {
    let preferred = c.topAnchor.constraint(equalTo: a.bottomAnchor)
    preferred.priority = .defaultLow
    constraints += [
      c.topAnchor.constraint(greaterThanOrEqualTo: a.bottomAnchor),
      c.topAnchor.constraint(greaterThanOrEqualTo: sv.frameLayoutGuide.topAnchor),
      preferred,
    ]
  } else {
    constraints.append(c.topAnchor.constraint(equalTo: a.bottomAnchor, constant: max(0, offsetY - headerHeight)))
  }
  scene.activate(constraints)
  sv.contentOffset = Point(x: 0, y: offsetY)
  scene.root.layoutIfNeeded()
  var out = [sv.contentSize.width, sv.contentSize.height]
  out.append(frameOf: a.frame)
  out.append(frameOf: b.frame)
  out.append(frameOf: c.frame)
  out.append(Double(scene.root.layoutDiagnostics.count))
  layoutResults = out
  return Int32(out.count)
}
