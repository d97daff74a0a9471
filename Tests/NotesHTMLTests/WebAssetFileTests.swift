import Foundation
import NotesHTML
import Testing

/// The site's JavaScript and CSS are real files in `Sources/NotesHTML/Web/`; the binary carries
/// them unchanged (the EmbedWebAssets plugin), so what a reviewer reads is what a reader gets.
@Suite struct WebAssetFileTests {
  static let webFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/NotesHTML/Web")

  static func file(_ name: String) throws -> String {
    var text = try String(contentsOf: webFolder.appendingPathComponent(name), encoding: .utf8)
    if text.hasSuffix("\n") { text.removeLast() }
    return text
  }

  @Test func eachEmbeddedAssetIsItsFileWithoutTheFinalNewline() throws {
    #expect(SiteAssets.stylesheet == (try Self.file("site.css")) + "\n" + (try Self.file("search.css")) + "\n" + (try Self.file("navigator.css")))
    #expect(SiteAssets.script == (try Self.file("navigator.js")) + "\n" + (try Self.file("site.js")) + "\n" + (try Self.file("search.js")))
    #expect(SiteAssets.viewBootstrapScript == (try Self.file("view-bootstrap.js")))
    #expect(PlaygroundAssets.script == (try Self.file("playground.js")))
    #expect(PlaygroundAssets.stylesheet == (try Self.file("playground.css")))
  }

  /// The plugin embeds every `.js` and `.css` file of the folder; anything else would be ignored.
  @Test func theWebFolderHoldsOnlyScriptsAndStylesheets() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.webFolder.path)
    #expect(!names.isEmpty)
    #expect(names.filter { !$0.hasSuffix(".js") && !$0.hasSuffix(".css") } == [])
  }
}
