import Testing

@testable import NotesExtraction

@Suite struct TitleSplitTests {
  @Test(arguments: [
    ("Managing the Content Size and Offset  管理内容尺寸与偏移", "Managing the Content Size and Offset", "管理内容尺寸与偏移") as (String, String?, String?),
    ("Zooming 缩放", "Zooming", "缩放"),
    ("Zooming（缩放）", "Zooming", "（缩放）"),
    ("Using contentInset 2 ways  两种用法 contentInset", "Using contentInset 2 ways", "两种用法 contentInset"),
    ("Configuring the Scroll View", "Configuring the Scroll View", nil),
    ("让内容撑开 contentSize", nil, "让内容撑开 contentSize"),
    ("笔记", nil, "笔记"),
    ("Zooming  縮放與捲動", "Zooming", "縮放與捲動"),
    ("Insets\u{3000}内边距", "Insets", "内边距"),
  ])
  func splitsEnglishAndChineseTitle(heading: String, en: String?, zh: String?) {
    let split = Bilingual.splitTitle(heading)
    #expect(split.en == en)
    #expect(split.zh == zh)
  }
}
