/// Maps a request path onto a file inside the site folder, refusing anything that could
/// leave it. Pure, so the refusals are unit-tested without a socket.
public enum SitePathResolver {
  public enum Resolution: Equatable, Sendable {
    /// Serve this site-relative file.
    case file(String)
    /// A folder requested without its trailing slash: redirect so relative links work.
    case redirect(String)
    /// Path segments that could escape the site (`..`, NUL, backslash, encoded slashes).
    case forbidden
  }

  /// - Parameter rawPath: the request target's path, still percent-encoded (`/a%20b/`).
  public static func resolve(_ rawPath: String, isFolder: (String) -> Bool) -> Resolution {
    guard rawPath.hasPrefix("/") else { return .forbidden }
    var segments: [String] = []
    let rawSegments = rawPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
    for (position, raw) in rawSegments.enumerated() {
      guard let decoded = percentDecode(raw) else { return .forbidden }
      // Decoding must not create new separators or parent references.
      if decoded == ".." || decoded == "." || decoded.contains("/") || decoded.contains("\\")
        || decoded.utf8.contains(0)
      {
        return .forbidden
      }
      if decoded.isEmpty {
        // Only a trailing empty segment (the folder's slash) is normal; `//` is refused.
        if position == rawSegments.count - 1 { continue }
        return .forbidden
      }
      if decoded.hasPrefix(".") { return .forbidden }  // no hidden files (staging folders, .git)
      segments.append(decoded)
    }
    let relative = segments.joined(separator: "/")
    if rawPath.hasSuffix("/") {
      return .file(relative.isEmpty ? "index.html" : relative + "/index.html")
    }
    if !relative.isEmpty, isFolder(relative) { return .redirect(rawPath + "/") }
    return .file(relative)
  }

  /// Decodes `%XX` escapes as UTF-8; nil for malformed escapes or invalid UTF-8.
  static func percentDecode(_ text: Substring) -> String? {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      if byte == UInt8(ascii: "%") {
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
        bytes.append(high << 4 | low)
      } else {
        bytes.append(byte)
      }
    }
    return String(validating: bytes, as: UTF8.self)
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}
