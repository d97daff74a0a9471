// Stack view statements of a layout script, applied in source order before any constraint is
// activated. A case the model has no counterpart for is reported, never guessed.
import NotesBook
import NotesCore
import ScrollLayout

extension Builder {
  static let axes: [String: NSLayoutConstraint.Axis] = ["vertical": .vertical, "horizontal": .horizontal]
  static let distributions: [String: UIStackView.Distribution] = [
    "fill": .fill, "fillEqually": .fillEqually, "equalSpacing": .equalSpacing,
  ]
  static let alignments: [String: UIStackView.Alignment] = [
    "fill": .fill, "leading": .leading, "top": .top, "center": .center, "trailing": .trailing, "bottom": .bottom,
  ]

  mutating func arrange(_ statements: [ArrangementStatement]) {
    for statement in statements {
      let at = statement.location
      guard let subject = view(named: statement.subject, at: at) else { continue }
      if case .hidden(let hidden) = statement.action {
        subject.isHidden = hidden
        continue
      }
      guard let stack = subject as? UIStackView else {
        errors.append(LayoutScriptError("`\(statement.subject)` is not a stack view", at: at))
        continue
      }
      switch statement.action {
      case .add(let name):
        if let view = view(named: name, at: at) { stack.addArrangedSubview(view) }
      case .insert(let name, let index):
        guard let view = view(named: name, at: at) else { continue }
        let count = stack.arrangedSubviews.count - (stack.arrangedSubviews.contains { $0 === view } ? 1 : 0)
        guard index <= count else {
          errors.append(LayoutScriptError("index \(index) is past the end of `\(statement.subject)`'s \(count) arranged subviews", at: at))
          continue
        }
        stack.insertArrangedSubview(view, at: index)
      case .remove(let name):
        if let view = view(named: name, at: at) { stack.removeArrangedSubview(view) }
      case .spacing(let spacing):
        stack.spacing = spacing
      case .setting(let property, let value):
        apply(property, value, to: stack, at: at)
      case .hidden:
        continue
      }
    }
  }

  private mutating func apply(_ property: String, _ value: String, to stack: UIStackView, at location: SourceLocation?) {
    switch property {
    case "axis" where Self.axes[value] != nil: stack.axis = Self.axes[value]!
    case "distribution" where Self.distributions[value] != nil: stack.distribution = Self.distributions[value]!
    case "alignment" where Self.alignments[value] != nil: stack.alignment = Self.alignments[value]!
    default:
      errors.append(LayoutScriptError(
        "`\(property) = .\(value)` is not modelled (distributions: fill, fillEqually, equalSpacing; alignments: fill, leading, top, center, trailing, bottom)",
        at: location))
    }
  }
}
