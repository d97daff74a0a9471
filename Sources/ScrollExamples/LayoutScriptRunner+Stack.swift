// Stack view statements of a layout script, applied in source order before any constraint is
// activated. A case the model has no counterpart for is reported, never guessed.
import NotesBook
import NotesCore
import ScrollLayout

extension Builder {
  // The cases by name, compared on bytes: a `[String: …]` each brought String hashing (Unicode
  // normalisation) into the lab's WebAssembly module.
  static func axis(_ name: String) -> NSLayoutConstraint.Axis? {
    if name.isOneOf("vertical") { return .vertical }
    if name.isOneOf("horizontal") { return .horizontal }
    return nil
  }

  static func distribution(_ name: String) -> UIStackView.Distribution? {
    if name.isOneOf("fill") { return .fill }
    if name.isOneOf("fillEqually") { return .fillEqually }
    if name.isOneOf("equalSpacing") { return .equalSpacing }
    return nil
  }

  static func alignment(_ name: String) -> UIStackView.Alignment? {
    if name.isOneOf("fill") { return .fill }
    if name.isOneOf("leading") { return .leading }
    if name.isOneOf("top") { return .top }
    if name.isOneOf("center") { return .center }
    if name.isOneOf("trailing") { return .trailing }
    if name.isOneOf("bottom") { return .bottom }
    return nil
  }

  mutating func arrange(_ statements: [ArrangementStatement]) {
    for statement in statements {
      let at = statement.location
      guard let subject = view(named: statement.subject, at: at) else { continue }
      if case .hidden(let hidden) = statement.action {
        subject.isHidden = hidden
        continue
      }
      guard let stack = subject as? UIStackView else {
        errors.append(LayoutScriptError(fill("`{}` is not a stack view", statement.subject), at: at))
        continue
      }
      switch statement.action {
      case .add(let name):
        if let view = view(named: name, at: at) { stack.addArrangedSubview(view) }
      case .insert(let name, let index):
        guard let view = view(named: name, at: at) else { continue }
        let count = stack.arrangedSubviews.count - (stack.arrangedSubviews.contains { $0 === view } ? 1 : 0)
        guard index <= count else {
          errors.append(LayoutScriptError(
            fill("index {} is past the end of `{}`'s {} arranged subviews", String(index), statement.subject, String(count)), at: at))
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
    if property.isOneOf("axis"), let axis = Self.axis(value) {
      stack.axis = axis
    } else if property.isOneOf("distribution"), let distribution = Self.distribution(value) {
      stack.distribution = distribution
    } else if property.isOneOf("alignment"), let alignment = Self.alignment(value) {
      stack.alignment = alignment
    } else {
      errors.append(LayoutScriptError(
        fill("`{} = .{}` is not modelled (distributions: fill, fillEqually, equalSpacing; alignments: fill, leading, top, center, trailing, bottom)", property, value),
        at: location))
    }
  }
}
