public import NotesCore

/// Draws the `figure` member of an example's output as an inline SVG (conventions §7).
///
/// The drawing is a pure function of the data: the same JSON gives the same bytes, so pages
/// and snapshot tests are stable. Colours come from CSS classes (`.figure-svg .content`, …),
/// which the stylesheet themes for light and dark mode. Every figure has a title in both
/// languages that also describes what it shows, for readers who cannot see it.
public enum FigureRenderer {
  /// The SVG for a figure, or nil when `figure` is not one of the known kinds or lacks the
  /// members that kind needs. `id` must be unique on the page; it prefixes the title ids.
  public static func svg(for figure: JSONValue, id: String) -> String? {
    switch figure["kind"]?.stringValue {
    case "scrollScene": ScrollSceneFigure(figure).map { $0.svg(id: id) }
    case "curve": CurveFigure(figure).map { $0.svg(id: id) }
    case "layout": LayoutFigure(figure).map { $0.svg(id: id) }
    default: nil
    }
  }

  /// What the figure shows, in words: the titles its SVG carries, or nil when `svg` draws
  /// nothing. The Markdown twins of pages describe figures with it.
  public static func title(for figure: JSONValue) -> (en: String, zh: String)? {
    switch figure["kind"]?.stringValue {
    case "scrollScene": ScrollSceneFigure(figure)?.title
    case "curve": CurveFigure(figure)?.title
    case "layout": LayoutFigure(figure)?.title
    default: nil
    }
  }
}

/// A rectangle in the model's points.
struct FigureRect: Equatable {
  var x: Double, y: Double, width: Double, height: Double
  var maxX: Double { x + width }
  var maxY: Double { y + height }

  func union(_ other: FigureRect) -> FigureRect {
    let minX = min(x, other.x), minY = min(y, other.y)
    return FigureRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
  }
}

/// Maps model points onto the drawing: a uniform scale and a margin, so shapes keep their
/// proportions.
struct FigureScale {
  var extent: FigureRect
  var scale: Double
  var margin: Double

  /// Fits `extent` into at most `maxWidth` × `maxHeight` drawing units.
  init(fitting extent: FigureRect, maxWidth: Double, maxHeight: Double, margin: Double) {
    self.extent = extent
    self.margin = margin
    let w = max(extent.width, 1), h = max(extent.height, 1)
    self.scale = min((maxWidth - 2 * margin) / w, (maxHeight - 2 * margin) / h)
  }

  var width: Double { max(extent.width, 1) * scale + 2 * margin }
  var height: Double { max(extent.height, 1) * scale + 2 * margin }
  func x(_ value: Double) -> Double { margin + (value - extent.x) * scale }
  func y(_ value: Double) -> Double { margin + (value - extent.y) * scale }

  func rect(_ r: FigureRect, className: String, into svg: inout SVGWriter) {
    svg.rect(x: x(r.x), y: y(r.y), width: r.width * scale, height: r.height * scale, className: className)
  }
}

/// Readers for the small JSON shapes figures use.
enum FigureData {
  /// `{w,h}` or `{width,height}`.
  static func size(_ value: JSONValue?) -> (w: Double, h: Double)? {
    guard let value else { return nil }
    guard let w = (value["w"] ?? value["width"])?.doubleValue, let h = (value["h"] ?? value["height"])?.doubleValue
    else { return nil }
    return (w, h)
  }

  static func point(_ value: JSONValue?) -> (x: Double, y: Double)? {
    guard let x = value?["x"]?.doubleValue, let y = value?["y"]?.doubleValue else { return nil }
    return (x, y)
  }

  /// `{t,l,b,r}` or `{top,left,bottom,right}`; missing edges are 0.
  static func insets(_ value: JSONValue?) -> (t: Double, l: Double, b: Double, r: Double) {
    func edge(_ short: String, _ long: String) -> Double { (value?[short] ?? value?[long])?.doubleValue ?? 0 }
    return (edge("t", "top"), edge("l", "left"), edge("b", "bottom"), edge("r", "right"))
  }

  static func rect(_ value: JSONValue?) -> FigureRect? {
    guard let value, let size = size(value) else { return nil }
    return FigureRect(x: value["x"]?.doubleValue ?? 0, y: value["y"]?.doubleValue ?? 0, width: size.w, height: size.h)
  }

  /// `{"en": …, "zh": …}` or a plain string for both.
  static func label(_ value: JSONValue?) -> (en: String, zh: String)? {
    if let text = value?.stringValue { return (text, text) }
    let en = value?["en"]?.stringValue, zh = value?["zh"]?.stringValue
    guard en != nil || zh != nil else { return nil }
    return (en ?? zh ?? "", zh ?? en ?? "")
  }

  /// A number as the titles print it: `formatSVGNumber`, so `-59`, `0.5`.
  static func number(_ value: Double) -> String { formatSVGNumber(value) }
}
