import NotesBook
import Testing

@Suite struct SummaryTests {
  @Test(arguments: [
    ("是否允许滚动。关闭后触摸会沿响应链向上传递。", nil, "是否允许滚动。", nil),
    (nil, "The default is 1.0 here. Zoom needs limits.", nil, "The default is 1.0 here."),
    (nil, "Moves bounds.origin around", nil, "Moves bounds.origin around"),
  ] as [(String?, String?, String?, String?)])
  func takesTheFirstSentenceAsTheSummary(zh: String?, en: String?, summaryZh: String?, summaryEn: String?) {
    var declaration = Declaration(name: "x", kind: .property, location: nil)
    declaration.descriptionZh = zh
    declaration.descriptionEn = en
    #expect(declaration.summaryZh == summaryZh)
    #expect(declaration.summaryEn == summaryEn)
  }
}
