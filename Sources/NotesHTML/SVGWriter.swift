/// A tiny SVG writer for the diagrams the site computes from model state.
///
/// Output is byte-identical between runs: elements are written in the order they are added
/// and every number is rounded to two decimals by `formatSVGNumber`.
public struct SVGWriter {
  public let width: Double
  public let height: Double
  private var body: [String] = []

  /// - Parameters:
  ///   - titleEn/titleZh: the accessible name in both languages (SVG 2 picks the `<title>`
  ///     whose `lang` matches the reader).
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public mutating func rect(x: Double, y: Double, width: Double, height: Double, className: String) {
    body.append(
      "<rect class=\"\(escapeAttribute(className))\" x=\"\(formatSVGNumber(x))\" y=\"\(formatSVGNumber(y))\" width=\"\(formatSVGNumber(max(0, width)))\" height=\"\(formatSVGNumber(max(0, height)))\"/>"
    )
  }

  public mutating func line(x1: Double, y1: Double, x2: Double, y2: Double, className: String) {
    body.append(
      "<line class=\"\(escapeAttribute(className))\" x1=\"\(formatSVGNumber(x1))\" y1=\"\(formatSVGNumber(y1))\" x2=\"\(formatSVGNumber(x2))\" y2=\"\(formatSVGNumber(y2))\"/>"
    )
  }

  /// An open polyline through `points`, e.g. a curve sampled from the model.
  public mutating func polyline(_ points: [(x: Double, y: Double)], className: String) {
    let coordinates = points.map { "\(formatSVGNumber($0.x)),\(formatSVGNumber($0.y))" }.joined(separator: " ")
    body.append("<polyline class=\"\(escapeAttribute(className))\" points=\"\(coordinates)\"/>")
  }

  /// A label. Bilingual labels carry both runs; CSS shows the reader's language.
  public mutating func text(
    _ en: String, zh: String? = nil, x: Double, y: Double, className: String, anchor: String = "start"
  ) {
    let position = "x=\"\(formatSVGNumber(x))\" y=\"\(formatSVGNumber(y))\" text-anchor=\"\(escapeAttribute(anchor))\""
    if let zh, zh != en {
      body.append("<text class=\"\(escapeAttribute(className)) lang-en\" lang=\"en\" \(position)>\(escapeHTML(en))</text>")
      body.append("<text class=\"\(escapeAttribute(className)) lang-zh\" lang=\"zh-Hans\" \(position)>\(escapeHTML(zh))</text>")
    } else {
      body.append("<text class=\"\(escapeAttribute(className))\" \(position)>\(escapeHTML(en))</text>")
    }
  }

  /// The finished `<svg>` element, with a title in each language.
  public func render(id: String, titleEn: String, titleZh: String) -> String {
    var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"figure-svg\" id=\"\(escapeAttribute(id))\""
    out += " width=\"\(formatSVGNumber(width))\" height=\"\(formatSVGNumber(height))\""
    out += " viewBox=\"0 0 \(formatSVGNumber(width)) \(formatSVGNumber(height))\" role=\"img\""
    out += " aria-labelledby=\"\(escapeAttribute(id))-title-en \(escapeAttribute(id))-title-zh\">"
    out += "<title id=\"\(escapeAttribute(id))-title-en\" lang=\"en\">\(escapeHTML(titleEn))</title>"
    out += "<title id=\"\(escapeAttribute(id))-title-zh\" lang=\"zh-Hans\">\(escapeHTML(titleZh))</title>"
    for element in body { out += element }
    out += "</svg>"
    return out
  }
}

/// Formats a coordinate with at most two decimals and no trailing zeros (`12`, `12.5`,
/// `-0.33`), the same on every platform.
public func formatSVGNumber(_ value: Double) -> String {
  guard value.isFinite else { return "0" }
  let hundredths = (value * 100).rounded()
  if hundredths == 0 { return "0" }
  let negative = hundredths < 0
  let magnitude = Int64(min(abs(hundredths), 9e17))
  let whole = magnitude / 100
  let fraction = magnitude % 100
  var text = negative ? "-" : ""
  text += String(whole)
  if fraction != 0 {
    text += fraction % 10 == 0 ? ".\(fraction / 10)" : (fraction < 10 ? ".0\(fraction)" : ".\(fraction)")
  }
  return text
}
