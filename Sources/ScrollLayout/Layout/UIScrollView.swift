// The scroll view as Auto Layout sees it: a frame, a content area whose size the constraints
// may decide, and a content offset that moves the content under the frame.
public import ScrollModel

/// Minimal for layout; the full behaviour (and its `Models:` entries) lives in ScrollModel.
public final class UIScrollView: UIView {
  /// Set by a layout pass when constraints decide the content size; zero until the first pass.
  public var contentSize: Size = .zero

  /// Moving the offset re-solves incrementally: content bound to the frame floats.
  public var contentOffset: Point = .zero {
    didSet {
      if contentOffset != oldValue { rootView.engine?.contentOffsetChanged(self) }
    }
  }

  /// The content rectangle (0, 0, contentSize) in the scroll view's bounds coordinates.
  /// Models: UIScrollView.contentLayoutGuide
  public var contentLayoutGuide: UILayoutGuide {
    if let guide = contentGuideStorage { return guide }
    let guide = UILayoutGuide(role: .content, owner: self, identifier: "UIScrollView-contentLayoutGuide")
    contentGuideStorage = guide
    return guide
  }
  /// The frame rectangle, which sits at `contentOffset` in content coordinates.
  /// Models: UIScrollView.frameLayoutGuide
  public var frameLayoutGuide: UILayoutGuide {
    if let guide = frameGuideStorage { return guide }
    let guide = UILayoutGuide(role: .frame, owner: self, identifier: "UIScrollView-frameLayoutGuide")
    frameGuideStorage = guide
    return guide
  }
  var contentGuideStorage: UILayoutGuide? = nil
  var frameGuideStorage: UILayoutGuide? = nil

  deinit {
    contentGuideStorage?.owningView = nil
    frameGuideStorage?.owningView = nil
  }

  // Engine state: the content size and offset unknowns, and the constraints pinning the offset.
  var scrollVariables: ScrollVariables? = nil

  override var boundsOrigin: Point { contentOffset }
  override var typeName: String { "UIScrollView" }
  override var asScrollView: UIScrollView? { self }
}
