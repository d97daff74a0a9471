import NotesBook
import NotesExtraction
import Testing

/// Articles switch autoresizing off for several views at once; the layout script must see
/// each view, whichever loop form the note uses.
@Suite struct LayoutLoops {
  func script(_ code: String) throws -> LayoutScript {
    let notes = "# Notes  笔记\n\n## Loop  循环\n\n```swift\n\(code)\n```\n"
    let page = NotesExtractor.extract(text: notes, file: "loop.md").page
    for case .code(let sample) in page.articles.flatMap({ $0.sections.flatMap(\.blocks) }) {
      if let layout = sample.layout { return layout }
    }
    Issue.record("no layout script read")
    return LayoutScript()
  }

  @Test func expandsAForInLoopOverAnArrayOfViews() throws {
    let layout = try script("""
      let a = UIView()
      let b = UIView()
      for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; view.addSubview(v) }
      a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true
      """)
    #expect(layout.autoresizingDisabled == ["a", "b"])
    #expect(layout.subviews.map(\.child) == ["a", "b"])
    #expect(layout.subviews.map(\.parent) == ["view", "view"])
  }

  @Test func leavesTheLoopVariableAloneAfterTheLoopEnds() throws {
    let layout = try script("""
      let v = UIView()
      for v in [a] { v.translatesAutoresizingMaskIntoConstraints = false }
      v.translatesAutoresizingMaskIntoConstraints = false
      """)
    #expect(layout.autoresizingDisabled == ["a", "v"])
  }
}
