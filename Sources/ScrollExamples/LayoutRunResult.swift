// What running an article's layout snippet produced: frames by the snippet's variable names,
// each scroll view's content size, the values left open, the diagnostics, or why it could not run.
public import NotesCore
public import ScrollLayout
public import ScrollModel

/// Something in a layout script the runner cannot turn into views and constraints.
public struct LayoutScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  public var message: String
  public var location: SourceLocation?
  public init(_ message: String, at location: SourceLocation?) {
    self.message = message
    self.location = location
  }
  public var description: String { location.map { "\($0): \(message)" } ?? message }
}

/// The solved layout of one script.
public struct LayoutRunResult: Sendable, Equatable {
  public struct ViewFrame: Sendable, Equatable {
    public var name: String
    public var className: String
    /// In the superview's bounds coordinates (content coordinates inside a scroll view).
    public var frame: Rect
  }
  public struct ContentSize: Sendable, Equatable {
    public var scrollView: String
    public var size: Size
    /// `width`/`height` when the constraints leave them open (the value is the solver's pick).
    public var undetermined: [String]
  }

  /// Every view the script creates, in creation order; empty when `errors` is not.
  public var frames: [ViewFrame] = []
  public var contentSizes: [ContentSize] = []
  /// `box.x`, `scrollView.contentSize.height`: values the solver had to pick.
  public var ambiguous: [String] = []
  public var diagnostics: [LayoutDiagnostic] = []
  /// Why the script could not be run; nothing was solved when this is not empty.
  public var errors: [LayoutScriptError] = []

  public init() {}

  public func frame(of name: String) -> Rect? { frames.first { $0.name == name }?.frame }
  public func contentSize(of scrollView: String) -> Size? {
    contentSizes.first { $0.scrollView == scrollView }?.size
  }
}
