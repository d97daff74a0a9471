import NotesBook
@testable import NotesExtraction
import Testing

/// Only Swift blocks that can hold Auto Layout statements are lexed for a layout script;
/// the quick check in front must never turn away a block the reader would read.
@Suite struct LayoutScriptFilter {
  /// Code with one kind of layout statement each, and one statement the reader reports.
  static let layoutCode = [
    "let a = UIView()",
    "let a: UIView = UIView(frame: .zero)",
    "view.addSubview(a)",
    "a.translatesAutoresizingMaskIntoConstraints = false",
    "a.widthAnchor.constraint(equalToConstant: 10).isActive = true",
    "a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 8 * 2).isActive = true",
  ]

  func extract(_ code: String) -> (layout: LayoutScript?, diagnostics: Int) {
    let notes = "# Notes  笔记\n\n## Code  代码\n\n```swift\n\(code)\n```\n"
    let result = NotesExtractor.extract(text: notes, file: "code.md")
    let layouts = result.page.articles.flatMap { $0.sections.flatMap(\.blocks) }.compactMap { block -> LayoutScript? in
      if case .code(let sample) = block { sample.layout } else { nil }
    }
    return (layouts.first, result.diagnostics.count)
  }

  @Test(arguments: layoutCode)
  func letsThroughEveryBlockTheReaderFindsSomethingIn(code: String) {
    let found = extract(code)
    #expect(found.layout != nil || found.diagnostics > 0)
    #expect(LayoutScriptReader.mayHoldScript(code))
  }

  @Test func turnsAwayDeclarations() {
    let code = """
      // 内容视图相对于安全区域或滚动视图边缘的内边距
      // default is .zero
      @available(iOS 16.0, *)
      open var contentInset: UIEdgeInsets { get set }
      func setContentOffset(_ contentOffset: CGPoint, animated: Bool)
      """
    #expect(!LayoutScriptReader.mayHoldScript(code))
    #expect(extract(code).layout == nil)
  }
}
