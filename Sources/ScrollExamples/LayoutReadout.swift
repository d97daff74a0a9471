// Reading a solved view tree into outputs: frames by the names the code uses, the values the
// solver had to guess, diagnostics, and a layout figure in content coordinates.
import NotesCore
import ScrollLayout
import ScrollModel

/// The outputs of a layout pass, keyed by the variable names of the example's code.
enum LayoutReadout {
  /// `frames.<name>.{x,y,width,height}`: each view's frame in its superview's bounds.
  static func frames(_ views: KeyValuePairs<String, UIView>) -> JSONValue {
    .object(views.map { JSONMember(key: $0.key, value: $0.value.frame.json) })
  }

  /// `box.x`, `scrollView.contentSize.height`: every value the constraints left open.
  static func ambiguous(_ views: KeyValuePairs<String, UIView>) -> [String] {
    var result: [String] = []
    for (name, view) in views {
      if let scrollView = view as? UIScrollView {
        result += scrollView.undeterminedContentSizeValues.map { "\(name).contentSize.\($0)" }
      }
      result += view.undeterminedFrameValues.map { "\(name).\($0)" }
    }
    return result
  }

  /// Records `frames` and the layout `figure` for the same named views (the tail of every
  /// layout example).
  static func record(_ views: KeyValuePairs<String, UIView>, in scrollView: UIScrollView, into out: inout ExampleOutput) {
    record(Array(views), in: scrollView, into: &out)
  }

  /// The same for views named at run time.
  static func record(_ views: [(key: String, value: UIView)], in scrollView: UIScrollView, into out: inout ExampleOutput) {
    out.record("frames", JSONValue.object(views.map { JSONMember(key: $0.key, value: $0.value.frame.json) }))
    out.record("figure", Figure.layout(
      viewport: scrollView.bounds, contentSize: scrollView.contentSize,
      frames: views.map { (name: $0.key, frame: frameInContent($0.value, of: scrollView)) }))
  }

  /// The diagnostics of the last pass, as Xcode words them.
  static func diagnostics(_ view: UIView) -> [String] { view.layoutDiagnostics.map(\.message) }

  /// The scroll view's viewport over its content, with `views` placed in content coordinates.
  static func figure(_ scrollView: UIScrollView, _ views: KeyValuePairs<String, UIView>) -> JSONValue {
    Figure.layout(
      viewport: scrollView.bounds, contentSize: scrollView.contentSize,
      frames: views.map { (name: $0.key, frame: frameInContent($0.value, of: scrollView)) })
  }

  /// A descendant's frame moved up into the scroll view's content coordinates.
  static func frameInContent(_ view: UIView, of scrollView: UIScrollView) -> Rect {
    var frame = view.frame
    var parent = view.superview
    while let current = parent, current !== scrollView {
      frame.origin.x += current.frame.minX - current.bounds.minX
      frame.origin.y += current.frame.minY - current.bounds.minY
      parent = current.superview
    }
    return frame
  }
}
