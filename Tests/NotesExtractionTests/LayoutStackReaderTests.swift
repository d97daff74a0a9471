import NotesBook
import NotesCore
import NotesExtraction
import Testing

/// The layout reader on stack view code: what it keeps as arrangement statements, and the
/// stack lines it cannot read, each reported with the reason.
@Suite struct LayoutStackReader {
  func read(_ code: String) -> (script: LayoutScript, diagnostics: [Diagnostic]) {
    LayoutSnippetReading.read(Array(code.utf8))
  }

  @Test func readsAStackMadeWithItsArrangedSubviewsAndItsSettings() {
    let (script, diagnostics) = read("""
      let a = UIView()
      let b = UIView()
      let stack = UIStackView(arrangedSubviews: [a, b])
      stack.axis = .vertical
      stack.spacing = 12
      stack.distribution = .equalSpacing
      stack.alignment = .center
      """)
    #expect(diagnostics.isEmpty)
    #expect(script.views.map(\.className) == ["UIView", "UIView", "UIStackView"])
    #expect(script.arrangement.map(\.subject) == Array(repeating: "stack", count: 6))
    #expect(script.arrangement.map(\.action) == [
      .add("a"), .add("b"), .setting(property: "axis", value: "vertical"), .spacing(12),
      .setting(property: "distribution", value: "equalSpacing"), .setting(property: "alignment", value: "center"),
    ])
    #expect(script.arrangement.first?.location?.line == 3)
  }

  @Test func readsArrangingCallsAndIsHiddenInSourceOrder() {
    let (script, diagnostics) = read("""
      let stack = UIStackView()
      let a = UIView()
      let b = UIView()
      stack.addArrangedSubview(a)
      stack.insertArrangedSubview(b, at: 0)
      b.isHidden = true
      stack.removeArrangedSubview(a)
      """)
    #expect(diagnostics.isEmpty)
    #expect(script.arrangement.map(\.action) == [.add("a"), .insert("b", at: 0), .hidden(true), .remove("a")])
    #expect(script.arrangement.map(\.subject) == ["stack", "stack", "b", "stack"])
  }

  @Test func expandsALoopOfArrangedSubviews() {
    let (script, _) = read("""
      let stack = UIStackView()
      let a = UIView()
      let b = UIView()
      for v in [a, b] { stack.addArrangedSubview(v) }
      """)
    #expect(script.arrangement.map(\.action) == [.add("a"), .add("b")])
  }

  @Test("stack lines it cannot read are reported with the reason", arguments: [
    ("stack.spacing = gap", "the spacing is not a literal number"),
    ("stack.axis = axis", "the value is not a case written as '.name'"),
    ("stack.setCustomSpacing(24, after: a)", "custom spacing after a view is not modelled"),
    ("stack.isLayoutMarginsRelativeArrangement = true", "arranging within the layout margins is not modelled"),
    ("stack.insertArrangedSubview(a, at: index)", "the index is not a literal whole number"),
    ("a.isHidden = flag", "'isHidden' is read when set to 'true' or 'false' literally"),
  ])
  func reportsWhatItCannotRead(line: String, reason: String) {
    let (script, diagnostics) = read("let a = UIView()\nlet stack = UIStackView()\n" + line + "\n")
    #expect(script.arrangement.isEmpty)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.message.contains(reason) == true, "\(diagnostics)")
    #expect(diagnostics.first?.message.contains(line) == true)
    #expect(diagnostics.first?.id.description == "extraction.unreadableStackStatement")
    #expect(diagnostics.first?.location?.line == 3)
  }

  @Test func readsAnArrangedSubviewsArgumentThatIsNotAListAsAProblem() {
    let (script, diagnostics) = read("let stack = UIStackView(arrangedSubviews: rows)\n")
    #expect(script.arrangement.isEmpty)
    #expect(diagnostics.first?.message.contains("not a written list of view names") == true)
  }

  @Test func leavesPropertiesOfViewsThatAreNotStacksToTheRestOfTheReader() {
    let (script, diagnostics) = read("let a = UIView()\na.spacing = 4\n")
    #expect(script.arrangement.isEmpty && diagnostics.isEmpty)
  }
}
