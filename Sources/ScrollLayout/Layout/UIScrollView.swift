// The scroll view as Auto Layout sees it: a frame, a content area whose size the constraints
// may decide, and a content offset that moves the content under the frame. Its scrolling state
// is a `ScrollModel.ScrollView` value it owns (UIKit-named accessors in UIScrollView+Model.swift).
public import ScrollModel

/// A scroll view in a view tree, backed by the model's `ScrollView`.
public final class UIScrollView: UIView {
  /// The scroll view's state. The layout pass writes `contentSize` and the frame size into it;
  /// `contentOffset` is the model's, and any change of it re-solves the layout incrementally
  /// (content bound to the frame floats).
  public var model = ScrollView() {
    didSet {
      if model.contentOffset != oldValue.contentOffset { rootView.engine?.contentOffsetChanged(self) }
    }
  }

  public override init(frame: Rect) {
    super.init(frame: frame)
    model.bounds.size = frame.size
  }

  /// Set by a layout pass when constraints decide the content size; zero until the first pass.
  /// Writing the same size again changes nothing (the model would re-clamp the offset, and
  /// every layout pass writes it).
  public var contentSize: Size {
    get { model.contentSize }
    set { if newValue != model.contentSize { model.contentSize = newValue } }
  }

  /// The content offset (`bounds.origin`); assigning goes through the model, which rounds it to
  /// the pixel grid and records `scrollViewDidScroll`.
  public var contentOffset: Point {
    get { model.contentOffset }
    set { model.contentOffset = newValue }
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

  /// The window's safe area reaches the model, where it feeds `adjustedContentInset`.
  public override var safeAreaInsets: EdgeInsets {
    didSet { model.safeAreaInsets = safeAreaInsets }
  }

  override func frameSizeDidChange() { model.bounds.size = frameStorage.size }

  override var boundsOrigin: Point { contentOffset }
  override var typeName: String { "UIScrollView" }
  override var asScrollView: UIScrollView? { self }
}
