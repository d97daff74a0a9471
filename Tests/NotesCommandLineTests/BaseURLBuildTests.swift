import Foundation
import NotesSite
import Testing

@testable import NotesCommandLine

/// `scrollnotes build --base-url` then `scrollnotes verify`: the site remembers the address
/// it was built for in its sitemap, so verify compares it with a fresh build for the same
/// address without being told again, and a different address is a stale site.
@Suite struct BaseURLBuildTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path

  @Test func verifyReadsTheBaseURLFromTheSitemapAndFindsAnotherOneStale() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("base-url-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = folder.appendingPathComponent("site").path
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let model = [Self.root + "/Sources/ScrollModel", Self.root + "/Sources/ScrollLayout"]
    let build = SiteBuild(
      content: Self.root + "/Content", output: site, model: model, baseURL: try BaseURL("https://example.org/notes"))
    #expect(try build.run().errors == 0)
    let sitemap = try String(contentsOfFile: site + "/sitemap.xml", encoding: .utf8)
    #expect(sitemap.contains("<loc>https://example.org/notes/uiscrollview/contentinset/</loc>"))

    let remembered = VerifyRun.perform(content: Self.root + "/Content", site: site, model: model, format: .text)
    #expect(remembered.exitCode == 0, "\(remembered.standardError)")

    let other = VerifyRun.perform(
      content: Self.root + "/Content", site: site, model: model, format: .text, baseURL: "https://other.example/")
    #expect(other.exitCode == 1)
    #expect(other.standardError.contains("sitemap.xml"))

    let unusable = VerifyRun.perform(content: Self.root + "/Content", site: site, model: model, format: .text, baseURL: "ftp://x/")
    #expect(unusable.exitCode == 2)
    #expect(unusable.standardError.contains("https://"))
  }
}
