@testable import NotesSite
import Testing

/// A build checks `File.md#anchor` links against the anchors its renderer writes, each file's
/// worked out when a link first names it.
@Suite struct VerificationAnchorLinks {
  static func diagnostics(linking fragment: String) throws -> [String] {
    let input = SiteInput(
      contentFiles: [
        ("Content/a.md", Array("## Links 链接\n\nSee [b](b.md#\(fragment)) and [again](b.md#\(fragment)).\n".utf8)),
        ("Content/b.md", Array("# Topics 主题\n\n## Second section 第二节\n\nText 正文.\n".utf8)),
      ],
      contentFolder: "Content", modelSources: [])
    let site = try SiteRenderer.render(input)
    return site.verification.diagnostics.map(\.formatted)
  }

  @Test func aLinkToAnAnchorThePageHasPasses() throws {
    let good = try Self.diagnostics(linking: "second-section")
    #expect(!good.contains { $0.contains("second-section") }, "\(good)")
  }

  @Test func aLinkToAnAnchorThePageLacksIsReportedWhereTheLinkIs() throws {
    let bad = try Self.diagnostics(linking: "no-such-section")
    #expect(bad.filter { $0.contains("no-such-section") && $0.hasPrefix("Content/a.md:3:") }.count == 2, "\(bad)")
  }
}
