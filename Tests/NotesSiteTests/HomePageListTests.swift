import Foundation
@testable import NotesSite
import Testing

/// The home page of a large site lists its first pages and points to the search page, which
/// lists every page; a small site's home page lists all of its pages.
@Suite struct HomePageLists {
  static func site(notes count: Int) throws -> [String: [UInt8]] {
    let input = SiteInput(
      contentFiles: (0..<count).map { i in
        ("Content/n\(i).md", Array("## Note \(i) 笔记 \(i)\n\nBody \(i).\n".utf8))
      },
      contentFolder: "Content", modelSources: [])
    return try SiteRenderer.render(input).tree.files
  }

  static func text(_ files: [String: [UInt8]], _ path: String) -> String {
    String(decoding: files[path] ?? [], as: UTF8.self)
  }

  static func notesLinks(_ html: String) -> Int {
    html.components(separatedBy: "<ul class=\"card-list\">").dropFirst().first?
      .components(separatedBy: "</ul>").first?.components(separatedBy: "<li>").count ?? 1
  }

  @Test func aSmallSiteListsEveryNotesPageAndNoMoreLink() throws {
    let home = Self.text(try Self.site(notes: HomePage.listLimit), "index.html")
    #expect(Self.notesLinks(home) - 1 == HomePage.listLimit)
    #expect(!home.contains("more-pages"))
  }

  @Test func aLargeSiteListsTheFirstPagesAndLinksToAllOfThemOnTheSearchPage() throws {
    let files = try Self.site(notes: HomePage.listLimit + 25)
    let home = Self.text(files, "index.html")
    #expect(Self.notesLinks(home) - 1 == HomePage.listLimit)
    #expect(!home.contains("n\(HomePage.listLimit)/index.html"))
    #expect(home.contains("n\(HomePage.listLimit - 1)/index.html"))
    // The count is the site's, in both languages, and the link lands on the search page's
    // notes group, which lists every page.
    #expect(home.contains("All \(HomePage.listLimit + 25) notes pages are listed on the search page"))
    #expect(home.contains("全部 \(HomePage.listLimit + 25) 个笔记页面都列在搜索页上"))
    #expect(home.contains("href=\"./search/index.html#all-notes\""))
    let search = Self.text(files, "search/index.html")
    #expect(search.contains("<h2 id=\"all-notes\"><span lang=\"en\" class=\"en\">Notes</span>"))
    for i in [0, HomePage.listLimit, HomePage.listLimit + 24] { #expect(search.contains("href=\"../n\(i)/index.html\"")) }
  }
}
