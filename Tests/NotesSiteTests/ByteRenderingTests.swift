import Foundation
import NotesBook
import NotesExtraction
import NotesHTML
import Testing

/// Prose, articles and bilingual markup are written into one byte buffer (`HTMLOutput`); the
/// HTML must be byte for byte what the `String` renderers they replaced give
/// (`StringRenderers.swift`), on this repository's notes and on hostile input.
@Suite struct ByteRendering {
  /// Links resolve or not, values resolve or not, and each answer carries characters to escape.
  static let context = ProseContext(
    resolveInternalLink: { $0.contains("missing") ? nil : "../\($0)?a=1&b=\"2\"" },
    resolveValue: { $0.path.count % 2 == 0 ? "<\($0.path) & \"value\">" : nil })
  static let renderExample: @Sendable (String) -> String = { "<figure data-id=\"\(escapeAttribute($0))\"></figure>" }

  static func expectSameHTML(_ article: Article, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let bytes = ArticleRenderer(prose: ProseRenderer(context: context), renderExample: renderExample).html(article)
    let strings = StringArticleRenderer(prose: StringProseRenderer(context: context), renderExample: renderExample).html(article)
    #expect(bytes.utf8.elementsEqual(strings.utf8), "\(comment): \(firstDifference(bytes, strings))", sourceLocation: sourceLocation)
  }

  /// Where two renderings part, with some text either side.
  static func firstDifference(_ a: String, _ b: String) -> String {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    let at = zip(x, y).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(x.count, y.count)
    let window = { (bytes: [UInt8]) in String(decoding: bytes[max(0, at - 40)..<min(bytes.count, at + 40)], as: UTF8.self) }
    return "byte \(at): now \(window(x).debugDescription), before \(window(y).debugDescription)"
  }

  static func expectSameHTML(_ blocks: [ProseBlock], _ comment: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let prose = ProseRenderer(context: context)
    let old = StringProseRenderer(context: context)
    for (new, before) in [(prose.html(blocks), old.html(blocks))] + blocks.map({ (prose.html($0), old.html($0)) }) {
      #expect(new.utf8.elementsEqual(before.utf8), "\(comment): \(firstDifference(new, before))", sourceLocation: sourceLocation)
    }
  }

  static let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  @Test func everyArticleAndTopicOfThisRepositoryRendersAsBefore() throws {
    let folder = Self.packageRoot + "/Content"
    var files = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }.sorted()
    #expect(files.count >= 20, "the repository's notes are found")
    files = files.map { folder + "/" + $0 }
    var articles = 0
    for file in files {
      let page = NotesExtractor.extract(bytes: Array(FileManager.default.contents(atPath: file) ?? Data()), file: file).page
      for article in page.articles {
        Self.expectSameHTML(article, file)
        articles += 1
      }
      for topic in page.topics { Self.expectSameHTML(topic.prose, file) }
    }
    #expect(articles >= 15)
  }

  /// Everything the renderers treat specially, in both languages and in tables.
  static let hostileArticle = """
    # Hostile <b>"input"</b> & more 敌意输入

    A paragraph with <script>alert(1)</script>, `code <&>`, *emphasis*, **strong**, \\
    a hard break, [external](https://example.com/?a=1&b="2"), [internal](other.md#x),
    [missing](missing.md), [refused](javascript:alert(1)), ![alt <text>](img.png),
    a value {{= ex.one#ab}} and one that stays {{= ex.two#abc}}. 中文段落，含 <标签> 与 "引号"。

    !重点 An important paragraph. 重要的段落。

    3. third
    4. fourth

    - one
    - two

    > A quote with **bold** 引用

    ```swift
    // 注释 <&>
    // A comment.
    let x = "<&>"
    ```

    ```json
    {"a": "<&>"}
    ```

    ```
    plain <&>
    ```

    {{example some.example}}

    ---

    ## Table 表格

    | Case 情况 | 结果 | Result |
    |---|---|---|
    | `DEC-B` <x> | 中 | en |
    | DEC-B | 同 | same |
    | 只有中文 | a & b | "quoted" |

    ## Only English title

    Text.

    ## 只有中文标题

    文字。

    ### Third level 第三级

    #### Fourth level

    ###### Sixth <level>

    """

  @Test func hostileInputRendersAsBefore() {
    let page = NotesExtractor.extract(text: Self.hostileArticle, file: "Content/articles/99-hostile.md").page
    #expect(!page.articles.isEmpty)
    for article in page.articles { Self.expectSameHTML(article, "hostile article") }
  }

  /// Every inline kind, nested, with and without what the context resolves.
  @Test func everyInlineRendersAsBefore() {
    let value = { (path: String) in Inline.value(ValuePlaceholder(exampleID: "e<x>\"1\"", path: path, location: nil)) }
    let inlines: [Inline] = [
      .text("a < b & c > \"d\" 'e' \u{0}"), .code("<code>"), .emphasis([.text("<em>"), .strong([.text("&")])]),
      .link(destination: "https://x.test/?q=\"1\"&r=<2>", [.text("ext")]), .link(destination: "page.md#a", [.code("int"), value("ab")]),
      .link(destination: "missing.md", [.text("gone")]), .link(destination: "javascript:alert(1)", [.text("refused")]), .image(source: "x.png", alt: "alt <&>"),
      .html("<script>"), .softBreak, .hardBreak, value("ab"), value("abc"), .important,
    ]
    Self.expectSameHTML([.paragraph(inlines, location: nil)], "every inline")
    Self.expectSameHTML(
      [
        .list(ordered: true, start: 7, items: [[.paragraph(inlines, location: nil)], []], location: nil),
        .list(ordered: true, start: 1, items: [], location: nil), .list(ordered: false, start: 1, items: [[]], location: nil),
        .quote([.heading(level: 1, [.text("h1")], location: nil)], location: nil), .heading(level: 9, [.text("h9")], location: nil),
      ], "blocks")
  }

  /// A text the same in both languages is shown once, decided as the escaped HTML decided it
  /// (canonically equivalent spellings count as the same).
  @Test func bilingualMarkupIsAsBefore() {
    let texts: [String?] = [nil, "", "a", "a<b", "é", "e\u{301}", "中文 & \"引号\""]
    for en in texts {
      for zh in texts {
        #expect(BilingualMarkup.inline(Bilingual(en: en, zh: zh)).utf8.elementsEqual(StringBilingualMarkup.inline(Bilingual(en: en, zh: zh)).utf8))
        #expect(BilingualMarkup.row(enHTML: en, zhHTML: zh).utf8.elementsEqual(StringBilingualMarkup.row(enHTML: en, zhHTML: zh).utf8))
      }
    }
  }
}
