import NotesCore

/// A scroll view over its content: the content rectangle, the inset margins around it, the
/// visible bounds at the current offset and the safe area inside them; optionally the
/// keyboard over the bottom of the bounds and named views in the content (a text field).
///
/// Coordinates are content coordinates, as UIKit's: the content's origin is (0, 0) and the
/// bounds' origin is the content offset, so a negative offset shows the inset above the
/// content. Content much taller than the bounds is drawn with the stretches nobody needs to see
/// cut out (a zigzag marks each cut), so the figure stays readable at the page's width.
struct ScrollSceneFigure {
  var bounds: (w: Double, h: Double)
  var contentSize: (w: Double, h: Double)
  var offset: (x: Double, y: Double)
  var inset: (t: Double, l: Double, b: Double, r: Double)
  var safeArea: (t: Double, l: Double, b: Double, r: Double)
  /// The keyboard's frame in the scroll view's own frame coordinates ((0, 0) is the scroll
  /// view's top-left corner), when one is shown.
  var keyboard: FigureRect?
  /// Named views in content coordinates.
  var views: [(name: (en: String, zh: String), rect: FigureRect)]

  init?(_ json: JSONValue) {
    guard let bounds = FigureData.size(json["bounds"]), let contentSize = FigureData.size(json["contentSize"]) else {
      return nil
    }
    self.bounds = bounds
    self.contentSize = contentSize
    offset = FigureData.point(json["contentOffset"]) ?? (0, 0)
    // The adjusted inset is what scrolling uses; fall back to the app's own inset.
    inset = FigureData.insets(json["adjustedContentInset"] ?? json["contentInset"])
    safeArea = FigureData.insets(json["safeAreaInsets"])
    keyboard = FigureData.rect(json["keyboard"])
    views = (json["views"]?.arrayValue ?? []).compactMap { item in
      guard let rect = FigureData.rect(item) else { return nil }
      return (FigureData.label(item["name"]) ?? ("", ""), rect)
    }
  }

  /// The keyboard in content coordinates.
  var keyboardInContent: FigureRect? {
    keyboard.map { FigureRect(x: offset.x + $0.x, y: offset.y + $0.y, width: $0.width, height: $0.height) }
  }

  /// What the figure shows, in words (its `<title>` in each language).
  var title: (en: String, zh: String) {
    let w = FigureData.number
    var en = "Scroll view with bounds \(w(bounds.w)) × \(w(bounds.h)) at content offset (\(w(offset.x)), \(w(offset.y))) over content \(w(contentSize.w)) × \(w(contentSize.h)); adjusted insets top \(w(inset.t)), left \(w(inset.l)), bottom \(w(inset.b)), right \(w(inset.r))."
    var zh = "滚动视图：可见区域 \(w(bounds.w)) × \(w(bounds.h))，内容偏移 (\(w(offset.x)), \(w(offset.y)))，内容尺寸 \(w(contentSize.w)) × \(w(contentSize.h))；调整后的内边距 上 \(w(inset.t))、左 \(w(inset.l))、下 \(w(inset.b))、右 \(w(inset.r))。"
    if let keyboard {
      en += " A keyboard \(w(keyboard.height)) tall covers the bounds from y = \(w(keyboard.y))."
      zh += "键盘高 \(w(keyboard.height))，从可见区域的 y = \(w(keyboard.y)) 处向下覆盖。"
    }
    for view in views {
      let r = view.rect
      en += " \(view.name.en.isEmpty ? "A view" : view.name.en.prefix(1).uppercased() + view.name.en.dropFirst()) at (\(w(r.x)), \(w(r.y))), \(w(r.width)) × \(w(r.height))."
      zh += "\(view.name.zh.isEmpty ? "视图" : view.name.zh)位于 (\(w(r.x)), \(w(r.y)))，\(w(r.width)) × \(w(r.height))。"
    }
    return (en, zh)
  }

  func svg(id: String) -> String {
    let content = FigureRect(x: 0, y: 0, width: contentSize.w, height: contentSize.h)
    let insetArea = FigureRect(
      x: -inset.l, y: -inset.t, width: contentSize.w + inset.l + inset.r, height: contentSize.h + inset.t + inset.b)
    let visible = FigureRect(x: offset.x, y: offset.y, width: bounds.w, height: bounds.h)
    var extent = insetArea.union(visible).union(content)
    for view in views { extent = extent.union(view.rect) }
    // The stretches worth drawing: each end of the scene, the bounds and the named views.
    let pad = bounds.h * 0.08, end = bounds.h * 0.15
    var wanted = [(extent.y, extent.y + end), (visible.y - pad, visible.maxY + pad), (extent.maxY - end, extent.maxY)]
    for view in views { wanted.append((view.rect.y - pad, view.rect.maxY + pad)) }
    let scale = ElidedScale(
      extent: extent, keep: wanted, mergeCloserThan: bounds.h * 0.3, maxWidth: 460, maxHeight: 640, margin: 24)
    let gutter = scale.x(extent.maxX) + 10
    var svg = SVGWriter(width: scale.width + 150, height: scale.height)

    scale.rect(insetArea, className: "inset", into: &svg)
    scale.rect(content, className: "content", into: &svg)
    for view in views {
      scale.rect(view.rect, className: "view", into: &svg)
    }
    let safe = [
      FigureRect(x: visible.x, y: visible.y, width: visible.width, height: safeArea.t),
      FigureRect(x: visible.x, y: visible.maxY - safeArea.b, width: visible.width, height: safeArea.b),
      FigureRect(x: visible.x, y: visible.y + safeArea.t, width: safeArea.l, height: visible.height - safeArea.t - safeArea.b),
      FigureRect(x: visible.maxX - safeArea.r, y: visible.y + safeArea.t, width: safeArea.r, height: visible.height - safeArea.t - safeArea.b),
    ]
    for band in safe where band.width > 0 && band.height > 0 { scale.rect(band, className: "safe", into: &svg) }
    if let keyboard = keyboardInContent { scale.rect(keyboard, className: "keyboard", into: &svg) }
    scale.rect(visible, className: "frame", into: &svg)
    scale.drawCuts(width: scale.x(extent.maxX) + 4, into: &svg)

    // Named views and the keyboard are labelled inside themselves.
    for view in views where !view.name.en.isEmpty || !view.name.zh.isEmpty {
      svg.text(view.name.en, zh: view.name.zh, x: scale.x(view.rect.x) + 6, y: scale.y(view.rect.y) + min(14, scale.y(view.rect.maxY) - scale.y(view.rect.y) - 2), className: "label")
    }
    if let keyboard = keyboardInContent {
      let middle = (scale.y(keyboard.y) + scale.y(keyboard.maxY)) / 2
      svg.text("keyboard \(FigureData.number(keyboard.height))", zh: "键盘 \(FigureData.number(keyboard.height))",
        x: (scale.x(keyboard.x) + scale.x(keyboard.maxX)) / 2, y: middle + 4, className: "label on-keyboard", anchor: "middle")
    }

    // Labels sit in a gutter to the right of the drawing, level with what they name, moved
    // down where they would overlap.
    var labels: [(y: Double, en: String, zh: String)] = [(scale.y(visible.y) + 12, "bounds at offset \(FigureData.number(offset.y))", "可见区域，偏移 \(FigureData.number(offset.y))")]
    if safeArea.t > 0 {
      labels.append((scale.y(visible.y) + 28, "safe area \(FigureData.number(safeArea.t))", "安全区域 \(FigureData.number(safeArea.t))"))
    }
    if inset.t > 0 {
      labels.append((scale.y(insetArea.y) + 44, "inset \(FigureData.number(inset.t))", "内边距 \(FigureData.number(inset.t))"))
    }
    labels.append((scale.y(content.maxY) - 4, "content \(FigureData.number(contentSize.w)) × \(FigureData.number(contentSize.h))",
      "内容 \(FigureData.number(contentSize.w)) × \(FigureData.number(contentSize.h))"))
    var lastY = -Double.infinity
    for label in labels.sorted(by: { $0.y < $1.y }) {
      // Not level with a cut, where it would seem to name the zigzag.
      let y = max(scale.clearOfCuts(label.y), lastY + 16)
      svg.text(label.en, zh: label.zh, x: gutter, y: y, className: "label")
      lastY = y
    }

    return svg.render(id: id, titleEn: title.en, titleZh: title.zh)
  }
}

/// A uniform scale with long vertical stretches cut out: the kept stretches are drawn one
/// under the other with a fixed gap between them, where a zigzag marks the cut.
struct ElidedScale {
  var extent: FigureRect
  /// Kept stretches in points, sorted and apart.
  var kept: [(lo: Double, hi: Double)]
  var scale: Double
  var margin: Double
  static let cutHeight = 14.0

  /// Keeps `keep` (clamped to the extent; stretches closer than `mergeCloserThan` join) and
  /// fits the result into `maxWidth` × `maxHeight` drawing units.
  init(extent: FigureRect, keep: [(Double, Double)], mergeCloserThan gap: Double, maxWidth: Double, maxHeight: Double, margin: Double) {
    self.extent = extent
    self.margin = margin
    var merged: [(lo: Double, hi: Double)] = []
    for (lo, hi) in keep.map({ (max($0.0, extent.y), min($0.1, extent.maxY)) }).filter({ $0.0 < $0.1 }).sorted(by: { $0.0 < $1.0 }) {
      if let last = merged.last, lo - last.hi < gap {
        merged[merged.count - 1].hi = max(last.hi, hi)
      } else {
        merged.append((lo, hi))
      }
    }
    if merged.isEmpty { merged = [(extent.y, extent.maxY)] }
    kept = merged
    let shown = max(merged.reduce(0) { $0 + $1.hi - $1.lo }, 1)
    let cuts = Double(merged.count - 1) * Self.cutHeight
    scale = min((maxWidth - 2 * margin) / max(extent.width, 1), (maxHeight - 2 * margin - cuts) / shown)
  }

  var width: Double { max(extent.width, 1) * scale + 2 * margin }
  var height: Double { y(extent.maxY) + margin }
  func x(_ value: Double) -> Double { margin + (value - extent.x) * scale }

  /// A point's drawing position; a point inside a cut goes to the cut's middle.
  func y(_ value: Double) -> Double {
    var top = margin
    for (index, stretch) in kept.enumerated() {
      if value < stretch.lo { return index == 0 ? top : top - Self.cutHeight / 2 }
      if value <= stretch.hi { return top + (value - stretch.lo) * scale }
      top += (stretch.hi - stretch.lo) * scale + Self.cutHeight
    }
    return top - Self.cutHeight
  }

  func rect(_ r: FigureRect, className: String, into svg: inout SVGWriter) {
    let top = y(r.y)
    svg.rect(x: x(r.x), y: top, width: r.width * scale, height: y(r.maxY) - top, className: className)
  }

  /// A label's baseline moved below a cut it would sit in.
  func clearOfCuts(_ baseline: Double) -> Double {
    var top = margin
    for stretch in kept.dropLast() {
      top += (stretch.hi - stretch.lo) * scale
      if baseline > top - 2, baseline - 10 < top + Self.cutHeight + 2 { return top + Self.cutHeight + 14 }
      top += Self.cutHeight
    }
    return baseline
  }

  /// A band of page colour with a zigzag on each edge where each cut is.
  func drawCuts(width: Double, into svg: inout SVGWriter) {
    var top = margin
    for stretch in kept.dropLast() {
      top += (stretch.hi - stretch.lo) * scale
      svg.rect(x: 0, y: top + 2, width: width, height: Self.cutHeight - 4, className: "cut")
      for edge in [top + 2, top + Self.cutHeight - 2] {
        var points: [(x: Double, y: Double)] = []
        var x = 0.0, up = true
        while x <= width {
          points.append((x, edge + (up ? -2 : 2)))
          x += 6
          up.toggle()
        }
        svg.polyline(points, className: "cut-edge")
      }
      top += Self.cutHeight
    }
  }
}
