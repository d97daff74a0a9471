// Which solved values the constraints left open, per view, as names an example can print
// (`x`, `height`); the diagnostics say the same in sentences.
import ScrollModel

extension UIView {
  /// The frame values (`x`, `y`, `width`, `height`) the last layout pass had to pick arbitrarily.
  public var undeterminedFrameValues: [String] {
    guard let engine = rootView.engine, let variables else { return [] }
    return engine.undeterminedParts(of: variables).map { $0.name }
  }
}

extension UIScrollView {
  /// The content size values (`width`, `height`) the last layout pass had to pick arbitrarily;
  /// empty when the constraints do not decide the content size at all.
  public var undeterminedContentSizeValues: [String] {
    guard let engine = rootView.engine, let scroll = scrollVariables, scroll.decidesContentSize else { return [] }
    var result: [String] = []
    if !engine.solver.isDetermined(scroll.contentWidth) { result.append("width") }
    if !engine.solver.isDetermined(scroll.contentHeight) { result.append("height") }
    return result
  }
}
