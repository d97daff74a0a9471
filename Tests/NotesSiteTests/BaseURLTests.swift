import NotesSite
import Testing

/// `scrollnotes build --base-url`: the published address. It makes the sitemap (absolute
/// addresses need a real host, so there is none without it) and roots the 404 page, which a
/// server shows at any depth, at the site's own path.
@Suite struct BaseURLTests {
  @Test func aTrailingSlashIsAddedAndThePathIsKept() throws {
    let base = try BaseURL("https://example.org/scrollnotes")
    #expect(base.text == "https://example.org/scrollnotes/")
    #expect(base.path == "/scrollnotes/")
    #expect(try BaseURL("http://localhost:8000").path == "/")
    #expect(try BaseURL("HTTPS://Example.org/a/b/").text == "HTTPS://Example.org/a/b/")
  }

  @Test func addressesThatCannotPrefixPagePathsAreRefusedWithTheReason() {
    #expect(throws: BaseURL.Problem.notHTTP("example.org/docs")) { try BaseURL("example.org/docs") }
    #expect(throws: BaseURL.Problem.notHTTP("file:///tmp/site")) { try BaseURL("file:///tmp/site") }
    #expect(throws: BaseURL.Problem.noHost("https:///docs")) { try BaseURL("https:///docs") }
    #expect(throws: BaseURL.Problem.queryOrFragment("https://example.org/?v=1")) { try BaseURL("https://example.org/?v=1") }
    #expect(throws: BaseURL.Problem.whitespace("https://example.org/my docs/")) { try BaseURL("https://example.org/my docs/") }
    #expect(BaseURL.Problem.noHost("https:///").description.contains("主机名"))
  }

  static let notes = [
    ("Content/UIScrollView.md", "# UIScrollView\n\n## Topic 主题\n\n### contentInset\n\n```swift\nvar contentInset: UIEdgeInsets\n```\n"),
    ("Content/articles/01-basics.md", "# Basics 基础\n\nText. 文字。\n"),
  ]

  static func render(baseURL: BaseURL?) throws -> [String: String] {
    var input = SiteInput(contentFiles: notes.map { ($0.0, Array($0.1.utf8)) }, contentFolder: "Content", modelSources: [])
    input.baseURL = baseURL
    return try SiteRenderer.render(input).tree.files.mapValues { String(decoding: $0, as: UTF8.self) }
  }

  @Test func theSitemapListsEveryPageUnderTheBaseURLOnceAndNamesItsBaseURL() throws {
    let files = try Self.render(baseURL: try BaseURL("https://example.org/docs/"))
    let sitemap = try #require(files["sitemap.xml"])
    let locations = sitemap.split(separator: "<loc>").dropFirst().map { String($0.prefix { $0 != "<" }) }
    #expect(locations.first == "https://example.org/docs/")
    #expect(Set(locations).count == locations.count)
    let pages = files.keys.filter { $0.hasSuffix("/index.html") }
      .map { "https://example.org/docs/" + $0.dropLast("index.html".count) }
    #expect(Set(pages).subtracting(locations).sorted() == [])
    #expect(Sitemap.baseURL(ofSitemap: Array(sitemap.utf8)) == "https://example.org/docs/")
  }

  @Test func withoutABaseURLThereIsNoSitemapAndThe404PageLinksFromTheRoot() throws {
    let files = try Self.render(baseURL: nil)
    #expect(files["sitemap.xml"] == nil)
    let notFound = try #require(files["404.html"])
    #expect(notFound.contains("href=\"/index.html\""))
  }

  @Test func underASubPathThe404PageLinksAndLoadsItsAssetsFromThatPath() throws {
    let files = try Self.render(baseURL: try BaseURL("https://example.github.io/scrollnotes/"))
    let notFound = try #require(files["404.html"])
    #expect(notFound.contains("href=\"/scrollnotes/index.html\""))
    #expect(notFound.contains("/scrollnotes/assets/site."))
    #expect(!notFound.contains("href=\"/index.html\""))
    #expect(!notFound.contains("src=\"/assets/"))
  }
}
