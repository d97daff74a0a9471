public import NotesCore

/// A stack view statement of an article's code, in source order: what a `UIStackView` arranges
/// and how, and `isHidden` on any view (a hidden arranged view leaves the arrangement).
public struct ArrangementStatement: Hashable, Sendable {
  public enum Action: Hashable, Sendable {
    /// `stack.addArrangedSubview(v)`, and each view of `UIStackView(arrangedSubviews: [a, b])`.
    case add(String)
    /// `stack.insertArrangedSubview(v, at: 0)`.
    case insert(String, at: Int)
    /// `stack.removeArrangedSubview(v)`.
    case remove(String)
    /// `stack.axis = .vertical`, `.distribution = .equalSpacing`, `.alignment = .center`: the
    /// property and the case name as written.
    case setting(property: String, value: String)
    /// `stack.spacing = 12`.
    case spacing(Double)
    /// `v.isHidden = true` (the subject is the view).
    case hidden(Bool)
  }

  /// The stack view (or, for `.hidden`, the view) the statement is about.
  public var subject: String
  public var action: Action
  public var location: SourceLocation?

  public init(subject: String, action: Action, location: SourceLocation?) {
    self.subject = subject
    self.action = action
    self.location = location
  }
}
