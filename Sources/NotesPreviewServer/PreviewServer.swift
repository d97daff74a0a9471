public import FlyingFox
import Foundation

/// Serves a built site on the loopback interface, with live reload.
///
/// Only files inside `siteFolder` are served (see `SitePathResolver`); HTML responses get a
/// small script that listens on `/__scrollnotes/events` (server-sent events) and reloads the
/// page after the next rebuild.
public struct PreviewServer: Sendable {
  public let siteFolder: String
  public let host: String
  public let port: UInt16
  public let signal: ReloadSignal
  /// How long an events request is held open before it is answered with no change.
  public var eventTimeout: Duration = .seconds(20)

  public static let eventsPath = "/__scrollnotes/events"

  public init(siteFolder: String, host: String = "127.0.0.1", port: UInt16, signal: ReloadSignal = ReloadSignal()) {
    self.siteFolder = siteFolder
    self.host = host
    self.port = port
    self.signal = signal
  }

  /// Makes the FlyingFox server; `run()` it in a task.
  public func makeServer() throws -> HTTPServer {
    let address = try sockaddr_in.inet(ip4: host, port: port)
    let server = HTTPServer(address: address, timeout: 30, logger: .disabled)
    let handler = self
    Task { await server.appendRoute("*") { request in await handler.respond(to: request) } }
    return server
  }

  /// The response for one request; also used directly by tests.
  public func respond(to request: HTTPRequest) async -> HTTPResponse {
    guard request.method == .GET || request.method == .HEAD else {
      return HTTPResponse(statusCode: .methodNotAllowed, headers: HTTPHeaders([HTTPHeader("Allow"): "GET, HEAD"]))
    }
    let rawPath = request.target.path(percentEncoded: true)
    if rawPath == PreviewServer.eventsPath { return await events(for: request) }

    let root = siteFolder
    switch SitePathResolver.resolve(rawPath, isFolder: { PreviewServer.isFolder(root + "/" + $0) }) {
    case .forbidden:
      return plain(.forbidden, "403 forbidden: this path is outside the site\n")
    case .redirect(let location):
      return HTTPResponse(statusCode: .movedPermanently, headers: HTTPHeaders([.location: location]))
    case .file(let relative):
      if let body = PreviewServer.read(root + "/" + relative) {
        return file(relative, body, status: .ok, head: request.method == .HEAD)
      }
      let missing = PreviewServer.read(root + "/404.html") ?? Array("404 not found\n".utf8)
      return file("404.html", missing, status: .notFound, head: request.method == .HEAD)
    }
  }

  func file(_ path: String, _ body: [UInt8], status: HTTPStatusCode, head: Bool) -> HTTPResponse {
    var bytes = body
    let type = contentType(forPath: path)
    if type.hasPrefix("text/html") { bytes = PreviewServer.injectReloadScript(into: bytes) }
    var headers: HTTPHeaders = [.contentType: type, .cacheControl: "no-cache"]
    headers[HTTPHeader("X-Content-Type-Options")] = "nosniff"
    if head {
      headers[.contentLength] = String(bytes.count)
      return HTTPResponse(statusCode: status, headers: headers)
    }
    return HTTPResponse(statusCode: status, headers: headers, body: Data(bytes))
  }

  func plain(_ status: HTTPStatusCode, _ text: String) -> HTTPResponse {
    HTTPResponse(statusCode: status, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(text.utf8))
  }

  /// One server-sent event carrying the current build generation. The first request of a
  /// page is answered at once (its baseline); later ones wait for a newer generation.
  func events(for request: HTTPRequest) async -> HTTPResponse {
    let seen = request.headers[HTTPHeader("Last-Event-ID")].flatMap { Int($0) }
    let generation: Int
    if let seen {
      generation = await signal.wait(after: seen, timeout: eventTimeout)
    } else {
      generation = await signal.generation
    }
    let body = "retry: 250\nid: \(generation)\ndata: \(generation)\n\n"
    return HTTPResponse(
      statusCode: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: Data(body.utf8))
  }

  static let reloadScript = Array(
    """
    <script>(function(){var base=null,s=new EventSource("\(eventsPath)");s.onmessage=function(e){if(base===null)base=e.data;else if(e.data!==base)location.reload()}})();</script>
    """.utf8)

  /// Puts the reload script before `</body>` (or at the end when there is none).
  static func injectReloadScript(into html: [UInt8]) -> [UInt8] {
    let marker = Array("</body>".utf8)
    if html.count >= marker.count {
      var i = html.count - marker.count
      while i >= 0 {
        if html[i] == marker[0], Array(html[i..<(i + marker.count)]) == marker {
          return Array(html[..<i]) + reloadScript + Array(html[i...])
        }
        i -= 1
      }
    }
    return html + reloadScript
  }

  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }

  /// Reads a regular file; nil when missing or not a regular file (a symlink that points
  /// outside the site is refused by resolving it first).
  static func read(_ path: String) -> [UInt8]? {
    let url = URL(fileURLWithPath: path)
    guard let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isSymbolicLinkKey]),
      values.isRegularFile == true, values.isSymbolicLink != true
    else { return nil }
    return (try? Data(contentsOf: url)).map { Array($0) }
  }
}
