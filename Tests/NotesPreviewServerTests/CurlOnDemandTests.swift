import CCurlOnDemand
import FlyingFox
import Foundation
import NotesPreviewServer
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// libcurl is opened on first use (Sources/CCurlOnDemand): a URL session's requests still reach
/// it through the forwarders, headers, body and status intact.
@Suite(.serialized) struct OpeningLibcurlOnFirstUse {
  @Test func theForwardersReachLibcurlItself() {
    let version = String(cString: curl_version())
    #expect(version.hasPrefix("libcurl/"))
    #expect(ccurl_on_demand_is_loaded() == 1)
  }

  #if canImport(FoundationNetworking)
    @Test func aURLSessionFetchesAPageFromThePreviewServer() async throws {
      let root = FileManager.default.temporaryDirectory.appendingPathComponent("curl-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: root) }
      try Data("<html><body><p>内容 inset</p></body></html>".utf8).write(to: root.appendingPathComponent("index.html"))
      let server = try PreviewServer(siteFolder: root.path, port: 0).makeServer()
      let running = Task { try await server.run() }
      defer { running.cancel() }
      // The default wait (5 s) ran out on a two-core machine while other suites built sites
      // beside this one; what this test checks is libcurl's, not how soon the server listens.
      try await server.waitUntilListening(timeout: 30)
      guard case .ip4(_, let port) = await server.listeningAddress else {
        Issue.record("the server listens on no IPv4 port")
        return
      }
      var request = URLRequest(url: URL(string: "http://127.0.0.1:\(port)/")!)
      request.setValue("no-cache", forHTTPHeaderField: "Cache-Control")
      let (body, response) = try await URLSession.shared.data(for: request)
      #expect((response as? HTTPURLResponse)?.statusCode == 200)
      #expect((response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type") == "text/html; charset=utf-8")
      #expect(String(decoding: body, as: UTF8.self).contains("<p>内容 inset</p>"))
      #expect(ccurl_on_demand_is_loaded() == 1)
      await server.stop()
    }
  #endif
}
