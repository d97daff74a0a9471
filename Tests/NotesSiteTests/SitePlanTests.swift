import NotesBook
import NotesSite
import Testing

@Suite struct SitePlanning {
  /// `UIScrollView.md` declaring the property `contentInsetAdjustmentBehavior` and the enum
  /// `ContentInsetAdjustmentBehavior`, in either order.
  static func book(enumFirst: Bool) -> Book {
    var page = Page(file: "Content/UIScrollView.md", types: [DocumentedType(name: "UIScrollView", location: nil)])
    var topic = TopicGroup(titleEn: "Insets", titleZh: "边距", location: nil)
    let property = Declaration(name: "contentInsetAdjustmentBehavior", kind: .property, location: nil)
    let type = Declaration(name: "ContentInsetAdjustmentBehavior", kind: .enum, location: nil)
    topic.declarations = enumFirst ? [type, property] : [property, type]
    page.topics = [topic]
    var article = Page(file: "Content/articles/03-content-inset-adjustment.md")
    var body = Article(titleEn: "Content Inset Adjustment", titleZh: "内容边距的自动调整", location: nil)
    var section = ArticleSection(level: 2, titleEn: "Example", titleZh: "示例", location: nil)
    section.blocks = [.example(id: "inset.tall-automatic", location: nil)]
    body.sections = [section]
    article.articles = [body]
    return Book(pages: [page, article])
  }

  @Test(arguments: [false, true])
  func givesAPropertyAndANestedTypeOfTheSameNameTheirOwnStablePaths(enumFirst: Bool) {
    let plan = SitePlan(book: Self.book(enumFirst: enumFirst), contentFolder: "Content")
    #expect(plan.pathForAPI["UIScrollView.contentInsetAdjustmentBehavior"] == "uiscrollview/contentinsetadjustmentbehavior/")
    #expect(plan.pathForAPI["UIScrollView.ContentInsetAdjustmentBehavior"] == "uiscrollview/contentinsetadjustmentbehavior-enum/")
  }

  @Test func findsArticlesBySlugAndExamplesByTheArticleThatRunsThem() {
    let plan = SitePlan(book: Self.book(enumFirst: false), contentFolder: "Content")
    #expect(plan.pathForArticleSlug["content-inset-adjustment"] == "articles/content-inset-adjustment/")
    #expect(plan.pathForExample["inset.tall-automatic"] == "articles/content-inset-adjustment/")
  }
}
