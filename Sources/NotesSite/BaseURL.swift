/// The absolute address a site is published at, as `scrollnotes build --base-url` takes it:
/// `http://` or `https://`, a host, and a path that ends in `/` (added when missing). No
/// query or fragment: page paths are appended to it.
public struct BaseURL: Sendable, Equatable {
  /// The whole address, ending in `/` (`https://example.org/scrollnotes/`).
  public let text: String
  /// Its path, starting and ending in `/` (`/scrollnotes/`).
  public let path: String

  public enum Problem: Error, Equatable, CustomStringConvertible {
    case notHTTP(String)
    case noHost(String)
    case queryOrFragment(String)
    case whitespace(String)

    public var description: String {
      switch self {
      case .notHTTP(let text):
        return "--base-url '\(text)': must start with https:// or http:// · 必须以 https:// 或 http:// 开头"
      case .noHost(let text):
        return "--base-url '\(text)': has no host name · 缺少主机名"
      case .queryOrFragment(let text):
        return "--base-url '\(text)': must not have a query (?) or fragment (#) · 不能带查询（?）或片段（#）"
      case .whitespace(let text):
        return "--base-url '\(text)': must not contain spaces or control characters · 不能含空白或控制字符"
      }
    }
  }

  public init(_ given: String) throws(Problem) {
    if given.unicodeScalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F }) { throw .whitespace(given) }
    let rest: Substring
    if given.lowercased().hasPrefix("https://") {
      rest = given.dropFirst("https://".count)
    } else if given.lowercased().hasPrefix("http://") {
      rest = given.dropFirst("http://".count)
    } else {
      throw .notHTTP(given)
    }
    if given.contains("?") || given.contains("#") { throw .queryOrFragment(given) }
    let host = rest.prefix { $0 != "/" }
    if host.isEmpty { throw .noHost(given) }
    var path = String(rest.dropFirst(host.count))
    if !path.hasSuffix("/") { path += "/" }
    self.path = path
    self.text = String(given.prefix(given.count - rest.count)) + host + path
  }
}
