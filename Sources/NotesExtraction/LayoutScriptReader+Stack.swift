import NotesBook
import NotesCore
import NotesLexer

// Stack view statements: `UIStackView(arrangedSubviews: [a, b])`, `addArrangedSubview`,
// `insertArrangedSubview(_:at:)`, `removeArrangedSubview`, `axis`, `distribution`,
// `alignment`, `spacing`, and `isHidden` on any view. A stack statement the reader cannot
// read (a value that is not written out, a member the model does not have) is reported with
// the reason, never dropped in silence.
extension LayoutScriptReader {
  /// For a stack member the model does not have (token `i`), the reason given when a snippet
  /// uses one. Compared on bytes: a `[String: String]` pulls String hashing (Unicode
  /// normalisation) into the lab module (wasm).
  func unmodelledStackMember(_ i: Int) -> String? {
    if isWord(i, "setCustomSpacing") { return "custom spacing after a view is not modelled" }
    if isWord(i, "isLayoutMarginsRelativeArrangement") { return "arranging within the layout margins is not modelled" }
    if isWord(i, "isBaselineRelativeArrangement") {
      return "baseline-relative arrangement needs text layout, which is not modelled"
    }
    return nil
  }

  /// Whether `name` is a stack view created in this snippet.
  func isStackView(_ name: String) -> Bool {
    script.views.contains { $0.name == name && $0.className == "UIStackView" }
  }

  /// `UIStackView(arrangedSubviews: [a, b])`: each view is arranged in order.
  mutating func readArrangedSubviewsArgument(of stack: String, open: Int) {
    guard isWord(open + 1, "arrangedSubviews"), isWord(open + 2, ":") else { return }
    let close = matching(open) ?? open
    guard let list = nameList(open: open + 3), list.close + 1 == close else {
      reportStackStatement(from: open + 1, to: close - 1, "the arranged subviews are not a written list of view names")
      return
    }
    for name in list.names {
      script.arrangement.append(ArrangementStatement(subject: stack, action: .add(name), location: location(open + 1)))
    }
  }

  /// A stack statement at the `.` token `dot`; returns the token to continue from, or nil when
  /// the statement is not one (the caller reads it as before).
  mutating func readArrangement(dot: Int) -> Int? {
    let receiver = pathBefore(dot)
    // The member is compared on bytes (`isWord`), not as a String, for the lab module's size.
    let member = dot + 1
    if isWord(member, "isHidden"), isWord(dot + 2, "=") {
      guard isWord(dot + 3, "true") || isWord(dot + 3, "false") else {
        reportStackStatement(from: receiver.start, to: dot + 3, "'isHidden' is read when set to 'true' or 'false' literally")
        return dot + 4
      }
      for name in expand(receiver.path) {
        script.arrangement.append(ArrangementStatement(
          subject: name, action: .hidden(isWord(dot + 3, "true")), location: location(receiver.start)))
      }
      return dot + 4
    }
    guard isStackView(receiver.path) else { return nil }
    let stack = receiver.path
    let at = location(receiver.start)
    if let reason = unmodelledStackMember(member) {
      reportStackStatement(from: receiver.start, to: statementEnd(dot), reason)
      return statementEnd(dot) + 1
    }
    if isWord(member, "addArrangedSubview") || isWord(member, "removeArrangedSubview") || isWord(member, "insertArrangedSubview") {
      guard isWord(dot + 2, "("), let close = matching(dot + 2) else { return nil }
      let parts = arguments(open: dot + 2, close: close)
      let view = parts.first.map { $0.map { text($0) }.joined() } ?? ""
      let names = expand(view)
      guard parts.first?.count == 1, !view.isEmpty else {
        reportStackStatement(from: receiver.start, to: close, "the view is not a name")
        return close + 1
      }
      if isWord(member, "insertArrangedSubview") {
        guard parts.count == 2, let index = parts.last, index.count >= 3, isWord(index[0], "at"),
          let value = number(Array(index[2...])), value >= 0, value == value.rounded()
        else {
          reportStackStatement(from: receiver.start, to: close, "the index is not a literal whole number")
          return close + 1
        }
        for name in names { script.arrangement.append(ArrangementStatement(subject: stack, action: .insert(name, at: Int(value)), location: at)) }
      } else {
        let action: (String) -> ArrangementStatement.Action = isWord(member, "addArrangedSubview") ? { .add($0) } : { .remove($0) }
        for name in names { script.arrangement.append(ArrangementStatement(subject: stack, action: action(name), location: at)) }
      }
      return close + 1
    }
    if isWord(member, "axis") || isWord(member, "distribution") || isWord(member, "alignment") {
      guard isWord(dot + 2, "=") else { return nil }
      guard isWord(dot + 3, "."), isCaseName(dot + 4) else {
        reportStackStatement(from: receiver.start, to: statementEnd(dot), "the value is not a case written as '.name'")
        return statementEnd(dot) + 1
      }
      script.arrangement.append(ArrangementStatement(
        subject: stack, action: .setting(property: text(member), value: text(dot + 4)), location: at))
      return dot + 5
    }
    if isWord(member, "spacing") {
      guard isWord(dot + 2, "=") else { return nil }
      let end = statementEnd(dot)
      guard let value = number(Array((dot + 3)...max(dot + 3, end))) else {
        reportStackStatement(from: receiver.start, to: end, "the spacing is not a literal number")
        return end + 1
      }
      script.arrangement.append(ArrangementStatement(subject: stack, action: .spacing(value), location: at))
      return end + 1
    }
    return nil
  }

  /// Whether token `i` exists and is an identifier (`vertical` in `.vertical`).
  private func isCaseName(_ i: Int) -> Bool { tokens.indices.contains(i) && tokens[i].kind == .identifier }

  /// The last token of the statement holding `dot`: the token before the next one on a later
  /// line, or the last token.
  private func statementEnd(_ dot: Int) -> Int {
    let line = location(dot).line
    var j = dot
    while j + 1 < tokens.count, location(j + 1).line == line, !isWord(j + 1, ";") { j += 1 }
    return j
  }

  mutating func reportStackStatement(from start: Int, to end: Int, _ reason: String) {
    let source = end >= start
      ? String(decoding: origin.literal[tokens[start].start..<tokens[min(end, tokens.count - 1)].end], as: UTF8.self)
      : text(start)
    diagnostics.emit(ExtractionMessages.unreadableStackStatement(source, reason), at: location(start))
  }
}
