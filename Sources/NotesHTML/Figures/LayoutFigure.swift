import NotesCore

/// Views laid out in a scroll view's content: the content size, each named frame and the
/// visible viewport.
struct LayoutFigure {
  var viewport: FigureRect
  var contentSize: (w: Double, h: Double)
  var frames: [(name: String, rect: FigureRect)]

  init?(_ json: JSONValue) {
    guard let viewport = FigureData.rect(json["viewport"]), let contentSize = FigureData.size(json["contentSize"]) else {
      return nil
    }
    self.viewport = viewport
    self.contentSize = contentSize
    frames = (json["frames"]?.arrayValue ?? []).compactMap { item in
      guard let rect = FigureData.rect(item) else { return nil }
      return (item["name"]?.stringValue ?? "", rect)
    }
  }

  /// What the figure shows, in words (its `<title>` in each language).
  var title: (en: String, zh: String) {
    let w = FigureData.number
    let names = frames.map { "\($0.name) (\(w($0.rect.x)), \(w($0.rect.y)), \(w($0.rect.width)) × \(w($0.rect.height)))" }
    let en = "Layout with content size \(w(contentSize.w)) × \(w(contentSize.h)) and viewport at (\(w(viewport.x)), \(w(viewport.y))): " + (names.isEmpty ? "no views." : names.joined(separator: "; ") + ".")
    let zh = "布局：内容尺寸 \(w(contentSize.w)) × \(w(contentSize.h))，可见区域位于 (\(w(viewport.x)), \(w(viewport.y)))：" + (names.isEmpty ? "没有子视图。" : names.joined(separator: "；") + "。")
    return (en, zh)
  }

  func svg(id: String) -> String {
    let content = FigureRect(x: 0, y: 0, width: contentSize.w, height: contentSize.h)
    let extent = frames.reduce(content.union(viewport)) { $0.union($1.rect) }
    let scale = FigureScale(fitting: extent, maxWidth: 560, maxHeight: 420, margin: 24)
    var svg = SVGWriter(width: scale.width, height: scale.height)
    scale.rect(content, className: "content", into: &svg)
    for frame in frames {
      scale.rect(frame.rect, className: "view", into: &svg)
      if !frame.name.isEmpty {
        svg.text(frame.name, x: scale.x(frame.rect.x) + 4, y: scale.y(frame.rect.y) + 14, className: "label")
      }
    }
    scale.rect(viewport, className: "frame", into: &svg)

    return svg.render(id: id, titleEn: title.en, titleZh: title.zh)
  }
}
