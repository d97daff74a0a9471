import NotesCore

/// One or more series of (x, y) points on shared axes, e.g. offset over time while
/// decelerating.
struct CurveFigure {
  struct Series {
    var name: (en: String, zh: String)
    var points: [(x: Double, y: Double)]
  }
  var xLabel: (en: String, zh: String)
  var yLabel: (en: String, zh: String)
  var series: [Series]

  init?(_ json: JSONValue) {
    var series: [Series] = []
    for (number, item) in (json["series"]?.arrayValue ?? []).enumerated() {
      let points = (item["points"]?.arrayValue ?? []).compactMap { pair -> (x: Double, y: Double)? in
        guard let xy = pair.arrayValue, xy.count == 2, let x = xy[0].doubleValue, let y = xy[1].doubleValue,
          x.isFinite, y.isFinite
        else { return nil }
        return (x, y)
      }
      guard !points.isEmpty else { continue }
      let fallback = "series \(number + 1)"
      series.append(Series(name: FigureData.label(item["name"]) ?? (fallback, "序列 \(number + 1)"), points: points))
    }
    guard !series.isEmpty else { return nil }
    self.series = series
    xLabel = FigureData.label(json["xLabel"]) ?? ("x", "x")
    yLabel = FigureData.label(json["yLabel"]) ?? ("y", "y")
  }

  /// The extent of the plot: every point, and at least a unit of height.
  var extent: (minX: Double, maxX: Double, minY: Double, maxY: Double) {
    let all = series.flatMap(\.points)
    var minY = all.map(\.y).min()!, maxY = all.map(\.y).max()!
    if minY == maxY { minY -= 1; maxY += 1 }
    return (all.map(\.x).min()!, all.map(\.x).max()!, minY, maxY)
  }

  /// What the figure shows, in words (its `<title>` in each language).
  var title: (en: String, zh: String) {
    let (minX, maxX, minY, maxY) = extent
    let w = FigureData.number
    let namesEn = series.map(\.name.en).joined(separator: ", ")
    let namesZh = series.map(\.name.zh).joined(separator: "、")
    let en = "Chart of \(yLabel.en) against \(xLabel.en) (\(namesEn)); x from \(w(minX)) to \(w(maxX)), y from \(w(minY)) to \(w(maxY))."
    let zh = "\(yLabel.zh)随\(xLabel.zh)变化的曲线（\(namesZh)）；横轴 \(w(minX)) 到 \(w(maxX))，纵轴 \(w(minY)) 到 \(w(maxY))。"
    return (en, zh)
  }

  func svg(id: String) -> String {
    let (minX, maxX, minY, maxY) = extent
    let spanX = maxX == minX ? 1 : maxX - minX
    let plot = FigureRect(x: 64, y: 16, width: 440, height: 220)
    func px(_ x: Double) -> Double { plot.x + (x - minX) / spanX * plot.width }
    func py(_ y: Double) -> Double { plot.maxY - (y - minY) / (maxY - minY) * plot.height }

    let legendHeight = Double(series.count) * 18
    var svg = SVGWriter(width: plot.maxX + 24, height: plot.maxY + 44 + legendHeight)
    svg.line(x1: plot.x, y1: plot.maxY, x2: plot.maxX, y2: plot.maxY, className: "axis")
    svg.line(x1: plot.x, y1: plot.y, x2: plot.x, y2: plot.maxY, className: "axis")
    if minY < 0, maxY > 0 { svg.line(x1: plot.x, y1: py(0), x2: plot.maxX, y2: py(0), className: "axis zero") }
    svg.text(FigureData.number(minX), x: plot.x, y: plot.maxY + 14, className: "tick", anchor: "middle")
    svg.text(FigureData.number(maxX), x: plot.maxX, y: plot.maxY + 14, className: "tick", anchor: "middle")
    svg.text(FigureData.number(minY), x: plot.x - 6, y: plot.maxY, className: "tick", anchor: "end")
    svg.text(FigureData.number(maxY), x: plot.x - 6, y: plot.y + 8, className: "tick", anchor: "end")
    svg.text(xLabel.en, zh: xLabel.zh, x: plot.x + plot.width / 2, y: plot.maxY + 30, className: "label", anchor: "middle")
    svg.text(yLabel.en, zh: yLabel.zh, x: plot.x + 6, y: plot.y + 12, className: "label")
    for (number, item) in series.enumerated() {
      let className = "curve series-\(number % 4 + 1)"
      svg.polyline(item.points.map { (px($0.x), py($0.y)) }, className: className)
      let y = plot.maxY + 48 + Double(number) * 18
      svg.line(x1: plot.x, y1: y - 4, x2: plot.x + 20, y2: y - 4, className: className)
      svg.text(item.name.en, zh: item.name.zh, x: plot.x + 26, y: y, className: "label")
    }

    return svg.render(id: id, titleEn: title.en, titleZh: title.zh)
  }
}
