import Foundation
import NotesBook
import NotesCore
import NotesExtraction
import NotesHTML
import Testing

@testable import NotesSite

/// The model's comments cite source keys and open questions (docs/conventions.md §8) that one
/// article defines; the build reports any it does not define, at its place in the model file,
/// and the model source pages link the rest to their rows.
@Suite struct ModelCitationTests {
  static let article = """
    # Where the Model's Numbers Come From  模型数据的来源

    ## Source Keys  来源代号

    | Key  代号 | 说明 | What it is | 出处 | Where |
    |---|---|---|---|---|
    | CHAM | Chameleon | Chameleon | [仓库](https://github.com/BigZaphod/Chameleon) | [repository](https://github.com/BigZaphod/Chameleon) |
    | DEC-B | 反编译 | A decompilation | 未记录 | Not recorded |

    ## Open Questions  开放问题

    | Question  问题 | 问题 | Question | 模型的选择 | The model's choice |
    |---|---|---|---|---|
    | Open question 5  开放问题 5 | 时长 | Length | 0.33 秒 | 0.33 s |
    """

  static let file = "Content/articles/14-where-the-models-numbers-come-from.md"

  static var citations: ModelCitations {
    let page = NotesExtractor.extract(text: article, file: file).page
    return ModelCitations(article: page.articles.first, path: "articles/where-the-models-numbers-come-from/", file: file)
  }

  @Test func theArticleDefinesItsTableRowsAsKeysAndOpenQuestions() {
    let citations = Self.citations
    #expect(citations.keys == ["CHAM": "cham", "DEC-B": "dec-b"])
    #expect(citations.openQuestions == [5: "open-question-5"])
  }

  @Test func anUnknownKeyInAModelCommentIsReportedOnceAtItsLineAndColumn() {
    let source = """
      // Animations ([O] CHAM; open question 5).
      /// Offsets round to pixels ([O] DEC-B, NOPE).
      let text = "[O] ALSO-NOT-A-COMMENT, open question 99"
      """
    let diagnostics = Self.citations.diagnostics(file: "Sources/ScrollModel/Demo.swift", citations: SourceCitations.scan(source))
    #expect(diagnostics.count == 1)
    let diagnostic = diagnostics[0]
    #expect(diagnostic.id.description == "verify.unknownSourceKey")
    #expect(diagnostic.severity == .error)
    #expect(diagnostic.file == "Sources/ScrollModel/Demo.swift")
    #expect(diagnostic.location == SourceLocation(line: 2, column: 41))
    #expect(diagnostic.formatted.hasPrefix("Sources/ScrollModel/Demo.swift:2:41: error:"))
    #expect(diagnostic.message.contains("'NOPE'"))
  }

  @Test func anUnknownOpenQuestionIsReportedAtItsLine() {
    let source = "struct S {}\n  /// The length is private (Open Question 12).\n"
    let diagnostics = Self.citations.diagnostics(file: "M.swift", citations: SourceCitations.scan(source))
    #expect(diagnostics.map(\.id.description) == ["verify.unknownOpenQuestion"])
    #expect(diagnostics.first?.location == SourceLocation(line: 2, column: 30))
  }

  @Test func keysAreReadOnlyAfterATagAndStopAtTheFirstWordThatIsNotOne() {
    let source = "// [D] DOC, UIScrollView overview; [O] DEC-TH / LOB: decay; [I] suggestion. [O] H-17.4. CHAM alone\n"
    let keys = SourceCitations.scan(source).map(\.kind)
    #expect(keys == [.key("DOC"), .key("DEC-TH"), .key("LOB"), .key("H-17.4")])
  }

  @Test func theSourcePageLinksEachCitationAndKeepsItsText() {
    let source = "let x = 1 // [O] CHAM, NOPE (open question 5)\nlet s = \"[O] CHAM\"\n"
    let citations = Self.citations
    let links = citations.links(SourceCitations.scan(source), root: "../../")
    let lines = SwiftHighlighter.lines(source, links: links)
    let href = "../../articles/where-the-models-numbers-come-from/index.html"
    #expect(lines[0].contains("<a class=\"citation\" href=\"\(href)#cham\">CHAM</a>"))
    #expect(lines[0].contains("<a class=\"citation\" href=\"\(href)#open-question-5\">open question 5</a>"))
    // An undefined key stays plain text; a string is never a comment.
    #expect(!lines[0].contains(">NOPE</a>"))
    #expect(!lines[1].contains("<a "))
    // Without the links the text is the same.
    #expect(Self.textOf(lines[0]) == Self.textOf(SwiftHighlighter.lines(source)[0]))
    #expect(Self.textOf(lines[0]) == "let x = 1 // [O] CHAM, NOPE (open question 5)")
  }

  /// Every citation in the repository's model resolves in the repository's article, the way
  /// the build resolves them (the build is clean of these findings), and the model cites no
  /// private document any more.
  @Test func everyCitationInTheRepositoryModelResolves() throws {
    let root = Self.packageRoot
    let contentFiles = try SiteInput.contentFiles(in: root + "/Content")
    let book = Book(pages: contentFiles.map { file in
      NotesExtractor.extract(bytes: Array(FileManager.default.contents(atPath: file) ?? Data()), file: file).page
    })
    let plan = SitePlan(book: book, contentFolder: root + "/Content")
    let citations = ModelCitations(book: book, plan: plan)
    #expect(citations.articlePath == "articles/\(ModelCitations.articleSlug)/")
    let sources = try SiteInput.modelSources(in: [root + "/Sources/ScrollModel", root + "/Sources/ScrollLayout"])
    let diagnostics = citations.diagnostics(sources: sources)
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.formatted))")
    let cited = sources.flatMap { SourceCitations.scan($0.text) }
    #expect(cited.count > 40)
    for source in sources { #expect(!source.text.contains("facts §"), "\(source.file)") }
  }

  static let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  /// The text a reader sees in a highlighted line.
  static func textOf(_ html: String) -> String {
    var out = ""
    var inTag = false
    for ch in html {
      if ch == "<" { inTag = true } else if ch == ">" { inTag = false } else if !inTag { out.append(ch) }
    }
    return out.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
  }
}
