// The `figure` member of an output (conventions §7): a diagram described as data, drawn as SVG
// by the site. Every number comes from the model state or samples the example computed.
public import NotesCore
public import ScrollModel

/// Builders for the three figure kinds.
public enum Figure {
  /// The viewport over the content: bounds, content, offset and the insets that bound it.
  public static func scrollScene(_ scrollView: ScrollView) -> JSONValue {
    object([
      "kind": "scrollScene", "bounds": scrollView.bounds.size, "contentSize": scrollView.contentSize,
      "contentOffset": scrollView.contentOffset, "contentInset": scrollView.contentInset,
      "safeAreaInsets": scrollView.safeAreaInsets, "adjustedContentInset": scrollView.adjustedContentInset,
    ])
  }

  /// One named line of a curve figure.
  public struct Series {
    public var en: String
    public var zh: String
    public var points: [(x: Double, y: Double)]
    public init(en: String, zh: String, points: [(x: Double, y: Double)]) {
      self.en = en
      self.zh = zh
      self.points = points
    }
  }

  /// Sampled curves with bilingual axis labels.
  public static func curve(x: (en: String, zh: String), y: (en: String, zh: String), series: [Series]) -> JSONValue {
    object([
      "kind": "curve",
      "xLabel": object(["en": x.en, "zh": x.zh]),
      "yLabel": object(["en": y.en, "zh": y.zh]),
      "series": JSONValue.array(series.map { line in
        object([
          "name": object(["en": line.en, "zh": line.zh]),
          "points": JSONValue.array(line.points.map { JSONValue.array([$0.x.json, $0.y.json]) }),
        ])
      }),
    ])
  }

  /// Solved frames in content coordinates, with the viewport at the content offset.
  public static func layout(viewport: Rect, contentSize: Size, frames: [(name: String, frame: Rect)]) -> JSONValue {
    object([
      "kind": "layout", "viewport": viewport, "contentSize": contentSize,
      "frames": JSONValue.array(frames.map { item in
        object([
          "name": item.name, "x": item.frame.minX, "y": item.frame.minY,
          "width": item.frame.width, "height": item.frame.height,
        ])
      }),
    ])
  }
}
