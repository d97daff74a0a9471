/// What a link destination from a note may become on a page.
public enum LinkTarget: Equatable, Sendable {
  /// A link inside the site or the page (relative path or `#fragment`).
  case internalLink(String)
  /// An `http:`, `https:` or `mailto:` link to elsewhere.
  case external(String)
  /// Anything else (`javascript:`, `data:`, `vbscript:`, `file:`, unknown schemes): rendered as
  /// plain text, never as a link.
  case refused(reason: String)
}

/// Classifies a link destination. Browsers ignore ASCII whitespace and control characters
/// inside a scheme (`java\tscript:`), so those are removed before the scheme is read.
public func classifyLink(_ destination: String) -> LinkTarget {
  let trimmed = destination.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }
  let compact = String(String.UnicodeScalarView(trimmed))
  if compact.isEmpty { return .refused(reason: "empty link") }
  if compact.hasPrefix("//") { return .refused(reason: "protocol-relative link") }
  // A scheme is letters/digits/+.- before the first ':' that comes before any '/', '?' or '#'.
  var scheme = ""
  for ch in compact.lowercased() {
    if ch == ":" {
      switch scheme {
      case "http", "https", "mailto": return .external(destination)
      default: return .refused(reason: "'\(scheme):' links are not allowed")
      }
    }
    if ch == "/" || ch == "?" || ch == "#" { break }
    guard ch.isASCII, ch.isLetter || ch.isNumber || ch == "+" || ch == "-" || ch == "." else { break }
    scheme.append(ch)
  }
  return .internalLink(destination)
}
