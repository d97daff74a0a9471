import Foundation
import NotesSite
import Testing

/// Notes are untrusted input: whatever they contain, the build renders it harmless or
/// reports it, never writes outside the site, and finishes in bounded time.
@Suite struct HostileNotes {
  func render(_ files: [(String, String)]) throws -> RenderedSite {
    let input = SiteInput(
      contentFiles: files.map { ("Content/" + $0.0, Array($0.1.utf8)) }, contentFolder: "Content", modelSources: [])
    return try SiteRenderer.render(input)
  }

  func render(bytes: [UInt8], name: String = "hostile.md") throws -> RenderedSite {
    try SiteRenderer.render(SiteInput(contentFiles: [("Content/" + name, bytes)], contentFolder: "Content", modelSources: []))
  }

  /// Every page's HTML, concatenated.
  func allHTML(_ site: RenderedSite) -> String {
    site.tree.files.filter { $0.key.hasSuffix(".html") }.sorted { $0.key < $1.key }
      .map { String(decoding: $0.value, as: UTF8.self) }.joined(separator: "\n")
  }

  static let hostile = #"""
    ## Scripts 脚本

    <script>alert('inline block')</script>

    Text with <img src=x onerror=alert(1)> inline HTML and <script>alert(2)</script>.

    [click](javascript:alert(3)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCg0KTwvc2NyaXB0Pg==)
    [spaced](java&#09;script:alert(5)) [titled](https://example.com "a\" onmouseover=\"alert(6)")
    [vb](vbscript:msgbox(7)) ![img](javascript:alert(8))

    ```swift
    // "</code></pre><script>alert(9)</script>
    var contentSize: CGSize { get set }
    ```
    """#

  @Test func rendersScriptsAndDangerousLinksHarmless() throws {
    let html = allHTML(try render([("hostile.md", Self.hostile)]))
    // Text such as "alert(2)" may survive as harmless prose; markup and live URLs may not.
    for marker in ["<script>alert", "<img", "onerror=", "javascript:", "data:text/html", "vbscript:",
                   "onmouseover=", "</code></pre><script>"] {
      #expect(!html.contains(marker), "the page contains \(marker)")
    }
    // The site's own scripts are the only <script> elements.
    let scripts = html.components(separatedBy: "<script").count - 1
    let pages = html.components(separatedBy: "<!DOCTYPE html>").count - 1
    #expect(scripts == pages * 2)
  }

  @Test func neverPlansAFileOutsideTheSite() throws {
    let site = try render([
      ("../escape.md", "# ../../etc\n\n[up](../../../../etc/passwd)\n"),
      ("articles/../../x.md", "## Title 标题\n\n{{example ../../../etc/passwd}}\n\n{{= ../x#a.b}}\n"),
    ])
    for path in site.tree.files.keys {
      #expect(!path.hasPrefix("/") && !path.split(separator: "/").contains(".."), "\(path) leaves the site")
    }
  }

  @Test(.timeLimit(.minutes(1)))
  func survivesHugeLinesManyHeadingsAndDeepNesting() throws {
    let hugeLine = String(repeating: "长行 long line ", count: 200_000)
    let headings = (0..<10_000).map { "## Heading \($0) 标题\($0)\n\ntext\n" }.joined(separator: "\n")
    let emphasis = String(repeating: "*_", count: 20_000) + "x" + String(repeating: "_*", count: 20_000)
    let brackets = String(repeating: "[", count: 50_000) + "x" + String(repeating: "](u)", count: 50_000)
    let lists = (0..<2_000).map { String(repeating: "  ", count: $0) + "- item" }.joined(separator: "\n")
    let site = try render([
      ("huge.md", "## Huge 巨大\n\n" + hugeLine), ("headings.md", headings), ("emphasis.md", emphasis),
      ("brackets.md", brackets), ("lists.md", lists),
    ])
    #expect(site.tree.files.keys.contains("huge/index.html"))
    #expect(site.tree.files.keys.contains("headings/index.html"))
  }

  @Test(.timeLimit(.minutes(1)))
  func readsInvalidUTF8AndNULBytesWithoutCrashing() throws {
    var bytes = Array("## Broken 坏的\n\nbefore ".utf8)
    bytes += [0xFF, 0xFE, 0xC3, 0x28, 0x00, 0xE6, 0x97]  // invalid sequences, a NUL, a cut-off character
    bytes += Array(" after\n\n```swift\nvar a: Int\u{0}\n".utf8)  // unterminated fence too
    let site = try render(bytes: bytes)
    let html = allHTML(site)
    #expect(!html.contains("\u{0}"))
    #expect(html.contains("after"))
  }
}
