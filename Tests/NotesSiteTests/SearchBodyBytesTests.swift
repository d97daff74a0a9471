import Foundation
import NotesBook
import NotesCore
import NotesExtraction
@testable import NotesHTML
@testable import NotesSite
import NotesVerifier
import Testing

/// A page's search body text is written as UTF-8 into one buffer (issue 19), where it was a
/// `String` per block and per join. Its bytes must be those of the `String` it replaced
/// (the old assembly is kept here as the reference), on every page of this repository's notes,
/// on a generated corpus, and on random inline trees with Han text, combining marks and CR LF.
@Suite struct SearchBodyBytesTests {
  // MARK: The reference: the String assembly the byte writers replaced

  static func referencePlainText(_ inlines: [Inline]) -> String {
    inlines.map { inline -> String in
      switch inline {
      case .text(let t), .code(let t): t
      case .emphasis(let c), .strong(let c), .link(_, let c): referencePlainText(c)
      case .image(_, let alt): alt
      case .softBreak, .hardBreak: " "
      case .value(let p): "{{= \(p.exampleID)#\(p.path)}}"
      case .html, .important: ""
      }
    }.joined()
  }

  static func referencePlainText(_ blocks: [ProseBlock]) -> String {
    blocks.map { block -> String in
      switch block {
      case .paragraph(let inlines, _), .heading(_, let inlines, _): referencePlainText(inlines)
      case .list(_, _, let items, _): items.map { referencePlainText($0) }.joined(separator: " ")
      case .quote(let blocks, _): referencePlainText(blocks)
      case .code(let sample): sample.code
      }
    }.joined(separator: " ")
  }

  static func referenceBody(_ article: Article) -> [String] {
    var text: [String] = []
    for section in article.sections {
      for block in section.blocks {
        switch block {
        case .row(let zh, let en):
          if let zh { text.append(referencePlainText([zh])) }
          if let en { text.append(referencePlainText([en])) }
        case .table(let table): text.append(referencePlainText(table.cellParagraphs))
        default: break
        }
      }
    }
    return text
  }

  /// What each kind of page joined into its body text before.
  static func referenceBody(_ planned: SitePlan.PlannedPage, source: Page) -> String {
    switch planned.role {
    case .type(_, let typeName):
      var text = typeName
      if let type = source.types.first { text += " " + (type.descriptionEn ?? "") + " " + (type.descriptionZh ?? "") }
      for topic in source.topics { text += " " + referencePlainText(topic.prose) }
      return text
    case .declaration(_, let t, let d):
      return SearchText.body(source.topics[t].declarations[d])
    case .article:
      return source.articles.flatMap(referenceBody).joined(separator: " ")
    case .notes:
      var text: [String] = []
      for topic in source.topics {
        text.append(referencePlainText(topic.prose))
        for declaration in topic.declarations { text.append(SearchText.body(declaration)) }
      }
      for article in source.articles { text += referenceBody(article) }
      return text.joined(separator: " ")
    }
  }

  // MARK: Pages

  static func expectSameBodies(content: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Int {
    let input = try SiteInput.load(contentFolder: content, modelFolders: InternedSearchIndexTests.modelFolders)
    let book = Book(pages: input.contentFiles.map { NotesExtractor.extract(bytes: $0.bytes, file: $0.file).page })
    let frame = SiteFrame(book: book, contentFolder: input.contentFolder, modelSources: input.modelSources, playgroundModule: nil, examples: [])
    let verification = Verifier.verify(VerificationSetup.input(book: book, implementations: frame.implementations, examples: []))
    let context = frame.context(verification: verification, examples: [])
    var compared = 0
    for planned in frame.plan.pages {
      let source = book.pages[planned.role.pageIndex]
      let page = context.forPage().render(planned, source: source, chrome: frame.chrome)
      let expected = Array(referenceBody(planned, source: source).utf8)
      #expect(page.body == expected, "\(planned.path)", sourceLocation: sourceLocation)
      compared += 1
    }
    return compared
  }

  @Test func everyPageOfThisRepositoryHasTheBodyTheStringsGave() throws {
    let compared = try Self.expectSameBodies(content: InternedSearchIndexTests.packageRoot + "/Content")
    #expect(compared > 100)
  }

  @Test func aGeneratedCorpusHasTheBodiesTheStringsGave() throws {
    let corpus = try GeneratedCorpus(pages: 120, name: "search-body")
    defer { corpus.remove() }
    #expect(try Self.expectSameBodies(content: corpus.content) == 120)
  }

  // MARK: Random inline trees

  /// A small deterministic generator (SplitMix64), so a failure names its seed.
  struct Random {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  static let pieces = ["zoom", "缩放", "e\u{301}", "\r\n", "Kelvin \u{212A}", "", " ", "{{", "😀", "豈", "contentOffset", "#"]

  static func text(_ random: inout Random) -> String {
    (0..<random.next(4)).map { _ in pieces[random.next(pieces.count)] }.joined()
  }

  static func inlines(_ random: inout Random, depth: Int) -> [Inline] {
    (0..<random.next(5)).map { _ in
      switch random.next(depth > 2 ? 6 : 10) {
      case 0: .text(text(&random))
      case 1: .code(text(&random))
      case 2: .softBreak
      case 3: .hardBreak
      case 4: .html("<b>")
      case 5: .important
      case 6: .emphasis(inlines(&random, depth: depth + 1))
      case 7: .strong(inlines(&random, depth: depth + 1))
      case 8: .link(destination: "x", inlines(&random, depth: depth + 1))
      default:
        random.next(2) == 0
          ? .image(source: "y", alt: text(&random))
          : .value(ValuePlaceholder(exampleID: text(&random), path: text(&random), location: nil))
      }
    }
  }

  static func blocks(_ random: inout Random, depth: Int) -> [ProseBlock] {
    (0..<random.next(4)).map { _ in
      switch random.next(depth > 1 ? 3 : 5) {
      case 0: .paragraph(inlines(&random, depth: 0), location: nil)
      case 1: .heading(level: 2, inlines(&random, depth: 0), location: nil)
      case 2: .code(CodeSample(info: "swift", code: text(&random), location: nil))
      case 3: .list(ordered: false, start: 1, items: (0..<random.next(3)).map { _ in blocks(&random, depth: depth + 1) }, location: nil)
      default: .quote(blocks(&random, depth: depth + 1), location: nil)
      }
    }
  }

  @Test func randomProseGivesTheBytesOfTheStringsItReplaced() {
    for seed in 0..<3_000 {
      var random = Random(state: UInt64(seed))
      let prose = Self.blocks(&random, depth: 0)
      var bytes: [UInt8] = []
      ProseRenderer.appendPlainText(prose, to: &bytes)
      #expect(bytes == Array(Self.referencePlainText(prose).utf8), "seed \(seed)")
      #expect(ProseRenderer.plainText(prose) == Self.referencePlainText(prose), "seed \(seed)")
      var body = SearchBody()
      for block in prose { body.part { ProseRenderer.appendPlainText(block, to: &$0) } }
      #expect(body.bytes == Array(prose.map { Self.referencePlainText([$0]) }.joined(separator: " ").utf8), "seed \(seed)")
    }
  }
}
