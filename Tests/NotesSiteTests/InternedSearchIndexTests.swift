import Foundation
import NotesBook
import NotesCore
import NotesExtraction
@testable import NotesHTML
@testable import NotesSite
import NotesVerifier
import Testing

/// The search index interns its terms as integers once per build (issue 19): pages keep
/// their terms as bytes, the index merges them by id and sorts ids by their bytes. What it
/// writes must be byte for byte what the index of Strings it replaced wrote
/// (`StringSearchIndex.swift`): every file under `search/` and `search-index.js`, on this
/// repository's notes, on a generated corpus, and on terms that are spelled more than one way.
@Suite struct InternedSearchIndexTests {
  static let packageRoot: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
    return path
  }()

  /// The index files of a site: the page list, its script twin and everything under `search/`
  /// but the search page.
  static func isIndexFile(_ path: String) -> Bool {
    path.hasPrefix(SearchIndexBuilder.manifestPath.replacingOccurrences(of: ".json", with: "."))
      || (path.hasPrefix("search/") && path != "search/index.html")
  }

  /// The index files of a full build of `content`, as the site writes them.
  static func internedIndex(content: String) throws -> [String: [UInt8]] {
    let site = try SiteRenderer.render(try SiteInput.load(contentFolder: content, modelFolders: modelFolders))
    return site.tree.files.filter { isIndexFile($0.key) }
  }

  static let modelFolders = [packageRoot + "/Sources/ScrollModel", packageRoot + "/Sources/ScrollLayout"]

  /// The index files of the same build made the old way: each page's text cut into `String`
  /// terms, merged into a dictionary of Strings.
  static func stringIndex(content: String) throws -> [String: [UInt8]] {
    let input = try SiteInput.load(contentFolder: content, modelFolders: modelFolders)
    let book = Book(pages: input.contentFiles.map { NotesExtractor.extract(bytes: $0.bytes, file: $0.file).page })
    let frame = SiteFrame(book: book, contentFolder: input.contentFolder, modelSources: input.modelSources, playgroundModule: nil, examples: [])
    let verification = Verifier.verify(
      VerificationSetup.input(book: book, implementations: frame.implementations, examples: []))
    let context = frame.context(verification: verification, examples: [])
    var index = StringSearchIndexBuilder()
    for planned in frame.plan.pages {
      let source = book.pages[planned.role.pageIndex]
      let page = context.forPage().render(planned, source: source, chrome: frame.chrome)
      index.addPage(
        context.searchRecord(planned, source: source),
        terms: StringPageTerms(title: planned.title, headings: page.headings, body: String(decoding: page.body, as: UTF8.self)))
    }
    index.glossary = SearchGlossaryIndex.entries(input.glossary, plan: frame.plan).entries
    return Dictionary(uniqueKeysWithValues: SearchIndexScript.withTwins(index.files()).map { ($0.path, $0.bytes) })
  }

  static func expectSameIndex(content: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let interned = try internedIndex(content: content)
    let strings = try stringIndex(content: content)
    #expect(interned.keys.sorted() == strings.keys.sorted(), sourceLocation: sourceLocation)
    #expect(interned.keys.contains { $0.hasPrefix("search/t") }, "the index has shards", sourceLocation: sourceLocation)
    for (path, bytes) in strings.sorted(by: { $0.key < $1.key }) {
      #expect(interned[path] == bytes, "\(path) differs", sourceLocation: sourceLocation)
    }
  }

  @Test func thisRepositorysNotesGiveTheSameIndex() throws {
    try Self.expectSameIndex(content: Self.packageRoot + "/Content")
  }

  /// Text whose terms are spelled more than one way or are not ASCII and Han from the
  /// unified blocks: compatibility ideographs (豈 U+F900 is 豈 U+8C48 as a String; 丽
  /// U+2F800 is 丽 U+4E3D), characters beyond U+FFFF (𠀀 U+20000), accented Latin (and
  /// İ, which lowercases to two scalars), digits-only terms.
  static let hostileParagraphs = [
    "\u{F900}\u{F900} is the compatibility spelling, 兼容\u{F900}字. Café ÉCOLE İstanbul 2024 0042 007.",
    "\u{8C48}\u{8C48} spelled the unified way: 兼容\u{8C48}字. café école istanbul 2024 42 7 𠀀𠀁 丽\u{2F800}.",
    "Mixed 丽\u{4E3D} 𠀀 \u{FA0E}\u{FA0F} crème brûlée Ölçü ŒUVRE 12345678901234567890 x1 1x.",
  ]

  /// A generated corpus of a few hundred pages, some with hostile paragraphs: the compatibility
  /// spelling first on one page and the unified one first on another.
  @Test func aGeneratedCorpusWithHostileTermsGivesTheSameIndex() throws {
    let corpus = try GeneratedCorpus(pages: 240, name: "interned-index")
    defer { corpus.remove() }
    let content = corpus.content
    let files = try FileManager.default.contentsOfDirectory(atPath: content).filter { $0.hasSuffix(".md") }.sorted()
    try #require(files.count == 240)
    // After each file's first heading, on every seventh file: a hostile paragraph.
    for (i, name) in files.enumerated() where i % 7 == 3 {
      let path = content + "/" + name
      var text = try String(contentsOfFile: path, encoding: .utf8)
      let heading = try #require(text.range(of: "\n"))
      text.insert(contentsOf: "\n" + Self.hostileParagraphs[(i / 7) % Self.hostileParagraphs.count] + "\n", at: heading.upperBound)
      try text.write(toFile: path, atomically: false, encoding: .utf8)
    }
    try Self.expectSameIndex(content: content)
  }

  /// Pages given straight to the builders, hostile terms first: the same files, and the same
  /// postings kept for first keystrokes (which the build cache stores).
  @Test func hostileTermsGiveTheSameFilesAndFirstKeyPostings() {
    var texts = Self.hostileParagraphs + Self.hostileParagraphs.reversed()
    texts += (0..<200).map { "page \($0) 第\($0)页 滚动视图 scrollView contentOffset 内容偏移 \($0 % 13) \(Self.hostileParagraphs[$0 % 3].prefix($0 % 40))" }
    var interned = SearchIndexBuilder()
    var strings = StringSearchIndexBuilder()
    let glossary = [SearchIndexBuilder.GlossaryEntry(name: Bilingual("Scroll", "滚动"), words: ["滚动", "scroll", "豈", "café"], targets: [1, 0])]
    interned.glossary = glossary
    strings.glossary = glossary
    for (i, text) in texts.enumerated() {
      let record = SearchRecord(path: "p\(i)/", kind: "article", title: Bilingual("Page \(i)", "第\(i)页"))
      let title = Bilingual("Page \(i)", "第\(i)页")
      interned.addPage(record, terms: PageTerms(title: title, headings: [text], body: text))
      strings.addPage(record, terms: StringPageTerms(title: title, headings: [text], body: text))
    }
    let a = interned.files()
    let b = strings.files()
    #expect(a.map(\.path) == b.map(\.path))
    for (x, y) in zip(a, b) { #expect(x.bytes == y.bytes, "\(x.path) differs") }
    #expect(interned.firstKeyPostings.mapValues { $0.map { [$0.document, $0.weight] } } == strings.firstKeyPostings.mapValues { $0.map { [$0.document, $0.weight] } })
    // The compatibility spelling came first, so the index spells the term that way (bytes
    // compared: as Strings the two spellings are equal).
    let shards = a.filter { $0.path.hasPrefix("search/t") }.flatMap(\.bytes)
    #expect(shards.firstRange(of: Array("\"\u{F900}\u{F900}\"".utf8)) != nil)
    #expect(shards.firstRange(of: Array("\"\u{8C48}\u{8C48}\"".utf8)) == nil)
  }

  /// A page's terms keep the bytes of their first spelling and come out as the String path's.
  @Test func pageTermsAreTheStringPathsTerms() {
    for text in Self.hostileParagraphs + [Self.hostileParagraphs.joined(separator: " "), "", "zoom Zoom 缩放 缩放缩放"] {
      let bytes = PageTerms([(text, .body), ("Title 标题 \(text.prefix(9))", .title)])
      let strings = StringPageTerms([(text, .body), ("Title 标题 \(text.prefix(9))", .title)])
      #expect(bytes.terms == strings.terms)
      #expect(bytes.terms.map { Array($0.utf8) } == strings.terms.map { Array($0.utf8) })
      #expect(bytes.weights == strings.weights)
      #expect(bytes.length == strings.length)
      // The build cache reads back what it wrote.
      #expect((try? BuildCache.decodeTerms(ArraySlice(BuildCache.encodeTerms(bytes)), length: bytes.length)) == bytes)
    }
  }
}
