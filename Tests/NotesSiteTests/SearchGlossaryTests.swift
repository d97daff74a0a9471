import NotesCore
import NotesHTML
import NotesSite
import Testing

/// The search glossary in a build: its names resolved to pages in the index's page list, and
/// whatever it names that the site lacks reported at its line and column (never a crash).
@Suite struct SearchGlossaryBuild {
  static let notes = """
    # MyView

    我的视图。

    My view.

    ```swift
    @MainActor class MyView : UIView
    ```

    # API

    ## Sizes  尺寸

    ```swift
    // 是否回弹
    // Whether it bounces.
    var bounces: Bool { get set }

    // 缩放比例
    // The zoom scale.
    var zoomScale: CGFloat { get set }
    ```
    """

  func render(glossary: String) throws -> RenderedSite {
    var input = SiteInput(contentFiles: [("Content/MyView.md", Array(Self.notes.utf8))], contentFolder: "Content", modelSources: [])
    input.glossary = ("Content/search-glossary.txt", Array(glossary.utf8))
    return try SiteRenderer.render(input)
  }

  func manifest(_ site: RenderedSite) throws -> JSONValue {
    let bytes = try #require(site.tree.files["search-index.json"])
    return try JSONValue.parse(String(decoding: bytes, as: UTF8.self))
  }

  @Test func namesBecomePageNumbersInThePageList() throws {
    let site = try render(glossary: """
      bouncing · 弹性
        zh: 弹性, 回弹
        en: bounce, rubber band
        api: MyView.bounces, zoomScale, MyView
      """)
    #expect(site.diagnostics.filter { $0.id.domain == "glossary" } == [])
    let manifest = try manifest(site)
    let docs = try #require(manifest["docs"]?.arrayValue)
    let paths = docs.compactMap { $0["p"]?.stringValue }
    let entry = try #require(manifest["glossary"]?.arrayValue?.first)
    #expect(entry["w"] == .array(["弹性", "回弹", "bounce", "rubber band"]))
    let targets = (entry["t"]?.arrayValue ?? []).compactMap { $0.doubleValue.map { paths[Int($0)] } }
    #expect(targets == ["myview/bounces/", "myview/zoomscale/", "myview/"])
    // Records carry what a result shows.
    let bounces = try #require(docs.first { $0["p"] == "myview/bounces/" })
    #expect(bounces["k"] == "property" && bounces["n"] == "bounces" && bounces["o"] == "MyView")
    let number = try #require(docs.firstIndex { $0["p"] == "myview/bounces/" })
    let summaries = try JSONValue.parse(String(decoding: try #require(site.tree.files["search/s\(number / 64).json"]), as: UTF8.self))
    #expect(summaries.arrayValue?[number % 64] == .array(["Whether it bounces.", "是否回弹"]))
  }

  @Test func namesTheSiteLacksAreErrorsAtTheirLineAndColumn() throws {
    let site = try render(glossary: """
      bouncing · 弹性
        zh: 弹性
        en: bounce
        api: bounces, noSuchThing
        article: no-such-article
      """)
    let found = site.diagnostics.filter { $0.id.domain == "glossary" }.map { "\($0.file):\($0.location.map { "\($0)" } ?? "-"): \($0.severity) [\($0.id)]" }
    #expect(found == [
      "Content/search-glossary.txt:4:17: error [glossary.unknownAPI]",
      "Content/search-glossary.txt:5:12: error [glossary.unknownArticle]",
    ])
    // The rest of the concept still counts.
    let entry = try #require(try manifest(site)["glossary"]?.arrayValue?.first)
    #expect(entry["t"]?.arrayValue?.count == 1)
  }

  @Test func aGlossaryThatIsNotTextIsReportedNotFatal() throws {
    var input = SiteInput(contentFiles: [("Content/MyView.md", Array(Self.notes.utf8))], contentFolder: "Content", modelSources: [])
    input.glossary = ("Content/search-glossary.txt", [0xFF, 0x00, 0xC3, 0x0A, 0x20, 0x61])
    let site = try SiteRenderer.render(input)
    #expect(site.diagnostics.contains { $0.id.description == "glossary.notUTF8" })
    #expect(site.tree.files["search-index.json"] != nil)
  }

  @Test func theIndexIsByteIdenticalAcrossRuns() throws {
    let glossary = "bouncing · 弹性\n  zh: 弹性\n  en: bounce\n  api: bounces\n"
    let first = try render(glossary: glossary).tree.files.filter { $0.key.hasPrefix("search") }
    let second = try render(glossary: glossary).tree.files.filter { $0.key.hasPrefix("search") }
    #expect(!first.isEmpty && first == second)
  }

  @Test func theGlossaryIsPartOfTheSiteKey() {
    func key(_ glossary: [UInt8]?) -> Fingerprint {
      BuildCache.siteKey(toolIdentity: "t", contentFolder: "Content", modelSources: [], examples: [], playgroundModule: nil, glossary: glossary)
    }
    #expect(key(nil) != key([]))
    #expect(key(Array("a".utf8)) != key(Array("b".utf8)))
    #expect(key(Array("a".utf8)) == key(Array("a".utf8)))
  }
}
