import FlyingFox
import Foundation
import NotesPreviewServer
import Testing

@Suite struct ResolvingRequestPaths {
  let folders: Set<String> = ["uiscrollview", "uiscrollview/contentinset"]
  func resolve(_ path: String) -> SitePathResolver.Resolution {
    SitePathResolver.resolve(path, isFolder: { folders.contains($0) })
  }

  @Test func servesFolderIndexesAndFiles() {
    #expect(resolve("/") == .file("index.html"))
    #expect(resolve("/uiscrollview/contentinset/") == .file("uiscrollview/contentinset/index.html"))
    #expect(resolve("/assets/site.css") == .file("assets/site.css"))
    #expect(resolve("/%E5%86%85%E5%AE%B9.html") == .file("内容.html"))
  }

  @Test func redirectsAFolderRequestedWithoutItsSlash() {
    #expect(resolve("/uiscrollview/contentinset") == .redirect("/uiscrollview/contentinset/"))
  }

  @Test(arguments: [
    "/../etc/passwd", "/a/../../etc/passwd", "/%2e%2e/etc/passwd", "/%2E%2E/%2E%2E/etc/passwd",
    "/a%2f..%2f..%2fetc/passwd", "/..%5c..%5cetc", "/a%00.html", "//etc/passwd", "/.git/config",
    "/%zz", "/%ff%fe", "relative",
  ])
  func refusesEveryWayOutOfTheSite(path: String) {
    #expect(resolve(path) == .forbidden)
  }
}

@Suite final class ServingASite: Sendable {
  let root = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)")
  deinit { try? FileManager.default.removeItem(at: root) }

  /// The site, made in this test's own folder.
  func makeSite() throws -> String {
    try FileManager.default.createDirectory(at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
    try Data("<html><body><p>home</p></body></html>".utf8).write(to: root.appendingPathComponent("index.html"))
    try Data("<html><body>missing</body></html>".utf8).write(to: root.appendingPathComponent("404.html"))
    try Data("body{}".utf8).write(to: root.appendingPathComponent("a/site.css"))
    return root.path
  }

  func get(_ path: String, headers: HTTPHeaders = [:]) -> HTTPRequest {
    HTTPRequest(method: .GET, version: .http11, target: .init(path: path, query: ""), headers: headers, body: HTTPBodySequence())
  }

  @Test func injectsTheReloadScriptIntoPages() async throws {
    let server = PreviewServer(siteFolder: try makeSite(), port: 0)
    let response = await server.respond(to: get("/"))
    #expect(response.statusCode == .ok)
    let body = String(decoding: try await response.bodyData, as: UTF8.self)
    #expect(body.hasPrefix("<html><body><p>home</p><script>"))
    #expect(body.hasSuffix("</script></body></html>"))
    #expect(response.headers[.contentType] == "text/html; charset=utf-8")
  }

  @Test func answersMissingFilesWithTheSitesNotFoundPage() async throws {
    let server = PreviewServer(siteFolder: try makeSite(), port: 0)
    let response = await server.respond(to: get("/nope/"))
    #expect(response.statusCode == .notFound)
    #expect(String(decoding: try await response.bodyData, as: UTF8.self).contains("missing"))
  }

  @Test func refusesTraversalWithForbidden() async throws {
    let server = PreviewServer(siteFolder: try makeSite(), port: 0)
    #expect(await server.respond(to: get("/%2e%2e/%2e%2e/etc/passwd")).statusCode == .forbidden)
  }

  @Test func holdsAnEventRequestUntilTheNextRebuild() async throws {
    let signal = ReloadSignal()
    let server = PreviewServer(siteFolder: try makeSite(), port: 0, signal: signal)
    let first = await server.respond(to: get(PreviewServer.eventsPath))
    #expect(String(decoding: try await first.bodyData, as: UTF8.self) == "retry: 250\nid: 0\ndata: 0\n\n")

    async let waiting = server.respond(to: get(PreviewServer.eventsPath, headers: [HTTPHeader("Last-Event-ID"): "0"]))
    try await Task.sleep(for: .milliseconds(50))
    await signal.bump()
    let next = await waiting
    #expect(String(decoding: try await next.bodyData, as: UTF8.self) == "retry: 250\nid: 1\ndata: 1\n\n")
  }
}
