import NotesCore

/// A scroll view over its content: the content rectangle, the inset margins around it, the
/// visible bounds at the current offset and the safe area inside them.
///
/// Coordinates are content coordinates, as UIKit's: the content's origin is (0, 0) and the
/// bounds' origin is the content offset, so a negative offset shows the inset above the
/// content.
struct ScrollSceneFigure {
  var bounds: (w: Double, h: Double)
  var contentSize: (w: Double, h: Double)
  var offset: (x: Double, y: Double)
  var inset: (t: Double, l: Double, b: Double, r: Double)
  var safeArea: (t: Double, l: Double, b: Double, r: Double)

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
  }

  /// What the figure shows, in words (its `<title>` in each language).
  var title: (en: String, zh: String) {
    let w = FigureData.number
    let en = "Scroll view with bounds \(w(bounds.w)) × \(w(bounds.h)) at content offset (\(w(offset.x)), \(w(offset.y))) over content \(w(contentSize.w)) × \(w(contentSize.h)); adjusted insets top \(w(inset.t)), left \(w(inset.l)), bottom \(w(inset.b)), right \(w(inset.r))."
    let zh = "滚动视图：可见区域 \(w(bounds.w)) × \(w(bounds.h))，内容偏移 (\(w(offset.x)), \(w(offset.y)))，内容尺寸 \(w(contentSize.w)) × \(w(contentSize.h))；调整后的内边距 上 \(w(inset.t))、左 \(w(inset.l))、下 \(w(inset.b))、右 \(w(inset.r))。"
    return (en, zh)
  }

  func svg(id: String) -> String {
    let content = FigureRect(x: 0, y: 0, width: contentSize.w, height: contentSize.h)
    let insetArea = FigureRect(
      x: -inset.l, y: -inset.t, width: contentSize.w + inset.l + inset.r, height: contentSize.h + inset.t + inset.b)
    let visible = FigureRect(x: offset.x, y: offset.y, width: bounds.w, height: bounds.h)
    let scale = FigureScale(fitting: insetArea.union(visible).union(content), maxWidth: 560, maxHeight: 420, margin: 24)
    // Labels sit in a gutter to the right of the drawing, level with what they name.
    let gutter = scale.x(insetArea.union(visible).maxX) + 8
    var svg = SVGWriter(width: scale.width + 120, height: scale.height)

    scale.rect(insetArea, className: "inset", into: &svg)
    scale.rect(content, className: "content", into: &svg)
    let safe = [
      FigureRect(x: visible.x, y: visible.y, width: visible.width, height: safeArea.t),
      FigureRect(x: visible.x, y: visible.maxY - safeArea.b, width: visible.width, height: safeArea.b),
      FigureRect(x: visible.x, y: visible.y + safeArea.t, width: safeArea.l, height: visible.height - safeArea.t - safeArea.b),
      FigureRect(x: visible.maxX - safeArea.r, y: visible.y + safeArea.t, width: safeArea.r, height: visible.height - safeArea.t - safeArea.b),
    ]
    for band in safe where band.width > 0 && band.height > 0 { scale.rect(band, className: "safe", into: &svg) }
    scale.rect(visible, className: "frame", into: &svg)

    svg.text("bounds", zh: "可见区域", x: gutter, y: scale.y(visible.y) + 12, className: "label")
    if safeArea.t > 0 {
      svg.text("safe area \(FigureData.number(safeArea.t))", zh: "安全区域 \(FigureData.number(safeArea.t))",
        x: gutter, y: scale.y(visible.y) + 28, className: "label")
    }
    if inset.t > 0 {
      svg.text("inset \(FigureData.number(inset.t))", zh: "内边距 \(FigureData.number(inset.t))",
        x: gutter, y: scale.y(insetArea.y) + 44, className: "label")
    }
    svg.text("content \(FigureData.number(contentSize.w)) × \(FigureData.number(contentSize.h))",
      zh: "内容 \(FigureData.number(contentSize.w)) × \(FigureData.number(contentSize.h))",
      x: gutter, y: scale.y(content.maxY) - 4, className: "label")

    return svg.render(id: id, titleEn: title.en, titleZh: title.zh)
  }
}
