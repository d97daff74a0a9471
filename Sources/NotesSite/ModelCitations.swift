import NotesBook
import NotesCore
import NotesHTML
import NotesVerifier

/// What the model's comments may cite (docs/conventions.md §8): the source keys and open
/// questions that the article "Where the Model's Numbers Come From" defines, each a row of
/// one of its tables with the row's anchor. The source browser links each citation to its
/// row; the build reports a citation the article does not define.
struct ModelCitations: Sendable {
  /// The article's file name without its number: `Content/articles/14-<slug>.md`.
  static let articleSlug = "where-the-models-numbers-come-from"

  /// The article's site path (`articles/where-the-models-numbers-come-from/`), nil without one.
  var articlePath: String?
  /// Its content file, for messages (the slug's expected file when the book has none).
  var articleFile: String
  /// Source key (`CHAM`) → its row's anchor.
  var keys: [String: String] = [:]
  /// Open question number → its row's anchor.
  var openQuestions: [Int: String] = [:]

  init(book: Book, plan: SitePlan) {
    guard let path = plan.pathForArticleSlug[Self.articleSlug],
      let number = plan.pageNumberForPath[path], case .article(let index) = plan.pages[number].role
    else {
      self.init(article: nil, path: nil, file: "Content/articles/NN-\(Self.articleSlug).md")
      return
    }
    self.init(article: book.pages[index].articles.first, path: path, file: book.pages[index].file)
  }

  /// The rows of `article`'s tables: a first cell `Open question N` defines that question,
  /// any other first cell with an anchor a key, spelled as the cell is.
  init(article: Article?, path: String?, file: String) {
    articlePath = path
    articleFile = file
    guard let article else { return }
    var rows: [ProseTable.Row] = []
    for section in article.sections {
      for case .table(let table) in section.blocks { rows += table.rows }
    }
    for (row, anchor) in zip(rows, ArticleRenderer.rowAnchors(for: article).joined()) {
      guard let anchor else { continue }
      let text = ProseRenderer.plainText(row.cells.first?.inlines ?? [])
      if let number = Self.openQuestionNumber(text) {
        if openQuestions[number] == nil { openQuestions[number] = anchor }
      } else if keys[text] == nil {
        keys[text] = anchor
      }
    }
  }

  /// `Open question 5` (any case) → 5.
  static func openQuestionNumber(_ text: String) -> Int? {
    let words = text.split(separator: " ")
    guard words.count == 3, words[0].lowercased() == "open", words[1].lowercased() == "question" else { return nil }
    return Int(words[2])
  }

  /// The anchor a citation leads to, nil when the article does not define it.
  func anchor(_ kind: SourceCitation.Kind) -> String? {
    switch kind {
    case .key(let key): keys[key]
    case .openQuestion(let number): openQuestions[number]
    }
  }

  /// Links for the citations of a model file that resolve, for a page at `root`.
  func links(_ citations: [SourceCitation], root: String) -> [SourceLink] {
    guard let articlePath else { return [] }
    return citations.compactMap { citation in
      anchor(citation.kind).map { SourceLink(range: citation.range, href: PageLink.to(articlePath + "#" + $0, root: root)) }
    }
  }

  /// A citation the article does not define, at its line and column in the model file. Notes
  /// without the article (another knowledge base, a benchmark corpus) publish no sources, so
  /// there is nothing to check against and no page to link.
  func diagnostics(file: String, citations: [SourceCitation]) -> [Diagnostic] {
    guard articlePath != nil else { return [] }
    return citations.compactMap { citation in
      guard anchor(citation.kind) == nil else { return nil }
      let message =
        switch citation.kind {
        case .key(let key): VerifyMessages.unknownSourceKey(key, article: articleFile)
        case .openQuestion(let number): VerifyMessages.unknownOpenQuestion(number, article: articleFile)
        }
      return Diagnostic(message, file: file, at: SourceLocation(line: citation.line, column: citation.column))
    }
  }

  /// Every model file's unresolved citations.
  func diagnostics(sources: [(file: String, text: String)]) -> [Diagnostic] {
    sources.flatMap { diagnostics(file: $0.file, citations: SourceCitations.scan($0.text)) }
  }
}
