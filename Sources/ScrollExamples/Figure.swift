// The `figure` member of an output (conventions §7): a diagram described as data, drawn as SVG
// by the site. Every number comes from the model state or samples the example computed.
public import NotesCore
public import ScrollModel

/// Builders for the three figure kinds.
public enum Figure {
  /// The viewport over the content: bounds, content, offset and the insets that bound it;
  /// optionally the keyboard (its frame in the scroll view's own frame coordinates, (0, 0)
  /// at the scroll view's top-left) and named views in the content, such as the active field.
  public static func scrollScene(
    _ scrollView: ScrollView, keyboard: Rect? = nil, views: [(en: String, zh: String, frame: Rect)] = []
  ) -> JSONValue {
    var members = [
      JSONMember(key: "kind", value: "scrollScene"), JSONMember(key: "bounds", value: scrollView.bounds.size.json),
      JSONMember(key: "contentSize", value: scrollView.contentSize.json),
      JSONMember(key: "contentOffset", value: scrollView.contentOffset.json),
      JSONMember(key: "contentInset", value: scrollView.contentInset.json),
      JSONMember(key: "safeAreaInsets", value: scrollView.safeAreaInsets.json),
      JSONMember(key: "adjustedContentInset", value: scrollView.adjustedContentInset.json),
    ]
    if let keyboard { members.append(JSONMember(key: "keyboard", value: keyboard.json)) }
    if !views.isEmpty {
      members.append(JSONMember(key: "views", value: .array(views.map { view in
        object([
          "name": object(["en": view.en, "zh": view.zh]), "x": view.frame.minX, "y": view.frame.minY,
          "width": view.frame.width, "height": view.frame.height,
        ])
      })))
    }
    return .object(members)
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
