import NotesBook
import NotesHTML
import Testing

@Suite struct ArticleTableOfContents {
  static func article(_ titles: [(Int, String?, String?)]) -> Article {
    var article = Article(titleEn: "Zooming", titleZh: "缩放", location: nil)
    article.sections = titles.map { ArticleSection(level: $0.0, titleEn: $0.1, titleZh: $0.2, location: nil) }
    return article
  }

  static let renderer = ArticleRenderer(prose: ProseRenderer()) { _ in "" }

  @Test func listsSectionsWithTheSameAnchorsAsTheirHeadings() {
    let html = Self.renderer.html(Self.article([(2, "What Zooming Needs", "缩放的前提"), (3, "Limits", "上下限"), (2, "Sources", nil)]))
    #expect(html.contains("<nav class=\"toc\""))
    #expect(html.contains("<li><a href=\"#what-zooming-needs\">"))
    #expect(html.contains("<li class=\"toc-sub\"><a href=\"#limits\">"))
    #expect(html.contains("<h2 id=\"what-zooming-needs\">"))
    #expect(html.contains("<h3 id=\"limits\">"))
  }

  @Test func givesRepeatedAndChineseOnlyTitlesDistinctAnchors() {
    let article = Self.article([(2, "Notes", "注意"), (2, "Notes", "注意"), (2, nil, "参考资料")])
    #expect(ArticleRenderer.anchors(for: article) == ["notes", "notes-2", "section-3"])
  }

  @Test func leavesOutTheTableForASingleSection() {
    #expect(!Self.renderer.html(Self.article([(2, "Only", "唯一")])).contains("class=\"toc\""))
  }
}

@Suite struct DeclarationKinds {
  @Test(arguments: [
    (Declaration.Kind.property, [String](), "Instance Property", "实例属性"),
    (.property, ["static"], "Type Property", "类型属性"),
    (.method, [], "Instance Method", "实例方法"),
    (.enum, [], "Enumeration", "枚举"),
    (.struct, [], "Structure", "结构体"),
    (.protocol, [], "Protocol", "协议"),
  ])
  func namesTheKindLikeApplesPagesInBothLanguages(kind: Declaration.Kind, modifiers: [String], en: String, zh: String) {
    var declaration = Declaration(name: "x", kind: kind, location: nil)
    declaration.modifiers = modifiers
    #expect(DeclarationRenderer.kindLabel(declaration) == Bilingual(en, zh))
  }

  @Test func capitalisesEnglishRemarksWhoseMarkerWasRemoved() {
    var declaration = Declaration(name: "contentOffset", kind: .property, location: nil)
    declaration.observed = [NoteLine(text: "观察所得。", location: nil), NoteLine(text: "it is bounds.origin.", location: nil)]
    let html = DeclarationRenderer.html(declaration, facts: DeclarationFacts())
    #expect(html.contains("<p>It is bounds.origin.</p>"))
  }
}

@Suite struct BilingualRuns {
  @Test func showsTextThatIsTheSameInBothLanguagesOnce() {
    #expect(BilingualMarkup.inline(Bilingual("UIScrollView", "UIScrollView")) == "<span lang=\"en\">UIScrollView</span>")
  }

  @Test func marksAMissingTranslationAsAFallbackInTheOtherLanguage() {
    #expect(BilingualMarkup.inline(Bilingual(en: "Sources", zh: nil))
      == "<span lang=\"en\" class=\"en\">Sources</span><span lang=\"en\" class=\"zh fallback\">Sources</span>")
    // A block is written once, with a notice for the view of the missing language.
    #expect(
      BilingualMarkup.row(enHTML: nil, zhHTML: "<p>只有中文</p>")
        == "<div class=\"bi\"><div lang=\"zh-Hans\" class=\"untranslated\"><p class=\"fallback-notice en\" lang=\"en\">Not translated yet; the Chinese text is shown.</p><p>只有中文</p></div></div>")
  }
}
