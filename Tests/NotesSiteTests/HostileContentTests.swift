import Foundation
import NotesSite
import Testing

/// Notes are untrusted text: whatever a note says, the built pages run only the site's own
/// scripts and link nowhere dangerous.
@Suite struct HostileContent {
  static let notes = #"""
    # UIScrollView

    一个<script>alert("zh")</script>视图。<img src=x onerror=alert(1)>

    A view <script>alert("en")</script> with [a bad link](javascript:alert(1)) and [another](JaVa&#09;Script:alert(2)).

    <iframe src="https://evil.invalid/"></iframe>

    ```swift
    @MainActor class UIScrollView : UIView
    ```

    # API

    ## Hostile <b>Topic</b>  恶意<i>主题</i>

    ```swift
    // 描述<script>alert(3)</script>
    // Description "><svg onload=alert(4)>
    // 默认值为 <script>x</script>
    // 注意：<img src=y onerror=alert(5)>
    // 参见："><script>alert(6)</script>
    var contentInset: UIEdgeInsets { get set }
    ```
    """#

  static let article = #"""
    # Evil <script>alert(7)</script> Title  恶意标题

    ## Section "><img src=z onerror=alert(8)>  小节

    中文段落 [链接](javascript:alert(9))。

    An English paragraph with <span onclick="alert(10)">inline HTML</span> and [data](data:text/html,<script>alert(11)</script>).

    {{example "><script>alert(12)</script>}}
    """#

  static func site() throws -> RenderedSite {
    let input = SiteInput(
      contentFiles: [
        (file: "Content/UIScrollView.md", bytes: Array(notes.utf8)),
        (file: "Content/articles/01-evil.md", bytes: Array(article.utf8)),
      ],
      contentFolder: "Content", modelSources: [])
    return try SiteRenderer.render(input)
  }

  static func pages() throws -> [(path: String, html: String)] {
    try site().tree.files.filter { $0.key.hasSuffix(".html") }.map { ($0.key, String(decoding: $0.value, as: UTF8.self)) }
      .sorted { $0.path < $1.path }
  }

  /// The view bootstrap, the navigator's shared trees and the page script.
  @Test func runsOnlyTheSitesOwnThreeScriptsOnEveryPage() throws {
    let pages = try Self.pages()
    #expect(pages.count >= 4)
    for page in pages {
      let scripts = page.html.components(separatedBy: "<script").count - 1
      #expect(scripts == 3, "\(page.path) has \(scripts) script elements")
    }
  }

  @Test func writesNoteMarkupAsTextNeverAsElements() throws {
    for page in try Self.pages() {
      for forbidden in ["<img", "<iframe", "<svg onload", "<b>Topic", "<i>主题", "<span onclick", "alert(1)</script>"] {
        #expect(!page.html.contains(forbidden), "\(page.path) contains \(forbidden)")
      }
    }
    let api = try #require(try Self.pages().first { $0.path == "uiscrollview/contentinset/index.html" })
    #expect(api.html.contains("描述&lt;script&gt;alert(3)&lt;/script&gt;"))
  }

  @Test func turnsDangerousLinkSchemesIntoPlainText() throws {
    for page in try Self.pages() {
      // The site's own empty icon (`data:,`, so browsers request no favicon) is the one data: URL.
      let lowered = page.html.lowercased().replacingOccurrences(of: "<link rel=\"icon\" href=\"data:,\">", with: "")
      for scheme in ["href=\"javascript:", "href=\"data:", "href=\"java", "src=\"https://evil"] {
        #expect(!lowered.contains(scheme), "\(page.path) links with \(scheme)")
      }
    }
  }
}
