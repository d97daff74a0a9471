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
  if let target = classifyASCIILink(destination) { return target }
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

/// `classifyLink` for an all-ASCII destination (almost every link), on its bytes: there a
/// Character is one byte (CR and LF, the only pair that would form one Character, are
/// removed with the other control characters). Nil for anything else.
private func classifyASCIILink(_ destination: String) -> LinkTarget? {
  let utf8 = destination.utf8
  guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
  var compact: [UInt8] = []
  compact.reserveCapacity(utf8.count)
  for b in utf8 where b > 0x20 && b != 0x7F { compact.append(b) }
  if compact.isEmpty { return .refused(reason: "empty link") }
  if compact.count >= 2, compact[0] == 0x2F, compact[1] == 0x2F { return .refused(reason: "protocol-relative link") }
  var scheme: [UInt8] = []
  for raw in compact {
    let b = (raw >= 0x41 && raw <= 0x5A) ? raw | 0x20 : raw
    if b == 0x3A {  // ':'
      let name = String(decoding: scheme, as: UTF8.self)
      switch name {
      case "http", "https", "mailto": return .external(destination)
      default: return .refused(reason: "'\(name):' links are not allowed")
      }
    }
    if b == 0x2F || b == 0x3F || b == 0x23 { break }  // / ? #
    let isAlnum = (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7A)
    guard isAlnum || b == 0x2B || b == 0x2D || b == 0x2E else { break }  // + - .
    scheme.append(b)
  }
  return .internalLink(destination)
}
