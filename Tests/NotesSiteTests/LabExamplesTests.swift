import Testing

@testable import NotesSite

/// The lab offers an example when its code holds anchor constraints the layout reader reads;
/// code that only mentions a constraint, or has none, is not offered.
@Suite struct LabExampleChoice {
  @Test func codeWithReadableConstraintsIsOfferedAndOtherCodeIsNot() {
    let layout = """
      let scrollView = UIScrollView()
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.heightAnchor.constraint(equalToConstant: 300),
      ])
      """
    #expect(LabExamples.isLayout(layout))
    #expect(LabExamples.isLayout("// 中文注释\n" + layout), "a Chinese comment before it changes nothing")
    #expect(!LabExamples.isLayout("scrollView.contentInset = .zero"))
    #expect(!LabExamples.isLayout("// Call .constraint( on an anchor to make one.\nlet x = 1"), "a mention is not a constraint")
  }
}
