import NotesBook
import NotesCore
import NotesExtraction
import Testing

/// The search glossary (conventions §9): concepts with words in both languages and the pages
/// they mean; every bad line is reported at its line and column and left out.
@Suite struct GlossaryReaderTests {
  static func read(_ text: String) -> (Glossary, [Diagnostic]) {
    let result = GlossaryReader.read(bytes: Array(text.utf8), file: "Content/search-glossary.txt")
    return (result.glossary, result.diagnostics)
  }

  @Test func readsConceptsWithTheirWordsAndTargetsInOrder() throws {
    let (glossary, diagnostics) = Self.read("""
      # comment
      bouncing · 弹性
        zh: 弹性，回弹、反弹
        en: bounce, rubber band
        article: scrolling-physics
        api: bounces, UIScrollView.alwaysBounceVertical, zoom(to:animated:)

      pull to refresh · 下拉刷新
        zh：下拉刷新
        en: pull to refresh
      """)
    #expect(diagnostics == [])
    #expect(glossary.concepts.count == 2)
    let bouncing = try #require(glossary.concepts.first)
    #expect(bouncing.nameEn == "bouncing" && bouncing.nameZh == "弹性")
    #expect(bouncing.zh.map(\.text) == ["弹性", "回弹", "反弹"])
    #expect(bouncing.en.map(\.text) == ["bounce", "rubber band"])
    #expect(bouncing.zh[1].location == SourceLocation(line: 3, column: 10))
    #expect(bouncing.targets.first == .article(Glossary.Word("scrolling-physics", at: SourceLocation(line: 5, column: 12))))
    #expect(bouncing.apis.map(\.text) == ["bounces", "UIScrollView.alwaysBounceVertical", "zoom(to:animated:)"])
  }

  @Test func reportsEachBadLineAtItsLineAndColumn() {
    let (glossary, diagnostics) = Self.read("""
        zh: 孤立
      no chinese name
      bouncing · 弹性
        zh: 弹性, , bounce
        en: bounce, 回弹
        see: nothing
        zh 缺冒号
        api: not an api!, bounces
        article: Scrolling_Physics
      paging · 分页
        zh: 弹性, 分页
        en: BOUNCE, paging
      english only · 只有英文
        en: only
      """)
    let found = diagnostics.map { "\($0.location.map { "\($0)" } ?? "-") \($0.id)" }
    #expect(found == [
      "1:3 glossary.fieldOutsideConcept",
      "2:1 glossary.headingNeedsBothNames",
      "4:11 glossary.emptyWord",
      "4:13 glossary.wordNotChinese",
      "5:15 glossary.wordNotEnglish",
      "6:3 glossary.unknownField",
      "7:3 glossary.missingColon",
      "8:8 glossary.notAnAPIName",
      "9:12 glossary.notAnArticleSlug",
      "11:7 glossary.duplicateWord",
      "12:7 glossary.duplicateWord",
      "13:1 glossary.conceptNeedsBothLanguages",
    ])
    #expect(diagnostics.allSatisfy { $0.severity == .error && $0.file == "Content/search-glossary.txt" })
    #expect(diagnostics.first { $0.id.name == "duplicateWord" }?.notes.first?.location == SourceLocation(line: 4, column: 7))
    // What was right still counts.
    #expect(glossary.concepts.map(\.nameEn) == ["bouncing", "paging"])
    guard glossary.concepts.count == 2 else { return }
    #expect(glossary.concepts[0].apis.map(\.text) == ["bounces"])
    #expect(glossary.concepts[1].en.map(\.text) == ["paging"])
  }

  @Test func neverTrapsOnBytesThatAreNotText() {
    let bytes: [UInt8] = [0xFF, 0xFE, 0x0A, 0x20, 0x7A, 0x68, 0x3A, 0xE5, 0xBC, 0x0A, 0xC0] + Array("a · 中\n  zh: 中\n  en: a".utf8)
    let result = GlossaryReader.read(bytes: bytes, file: "g.txt")
    #expect(result.diagnostics.contains { $0.id.name == "notUTF8" })
    for _ in 0..<200 {
      var random = bytes
      random.shuffle()
      _ = GlossaryReader.read(bytes: random, file: "g.txt")
    }
  }
}
