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
///
/// Reads the bytes in place: the scheme is the kept bytes before the first kept `:`, if
/// every one of them is a scheme character, so only a link with a scheme makes its name.
private func classifyASCIILink(_ destination: String) -> LinkTarget? {
  var text = destination
  return text.withUTF8 { bytes -> LinkTarget? in
    guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
    @inline(__always) func kept(_ b: UInt8) -> Bool { b > 0x20 && b != 0x7F }
    @inline(__always) func lowered(_ b: UInt8) -> UInt8 { (b >= 0x41 && b <= 0x5A) ? b | 0x20 : b }
    var keptCount = 0
    var startsWithTwoSlashes = false
    var colon: Int?
    var schemeOpen = true
    for i in bytes.indices where kept(bytes[i]) {
      let b = lowered(bytes[i])
      if keptCount == 0 { startsWithTwoSlashes = b == 0x2F } else if keptCount == 1 { startsWithTwoSlashes = startsWithTwoSlashes && b == 0x2F }
      keptCount += 1
      if schemeOpen {
        if b == 0x3A {  // ':'
          colon = i
          schemeOpen = false
        } else {
          let isAlnum = (b >= 0x30 && b <= 0x39) || (b >= 0x61 && b <= 0x7A)
          schemeOpen = isAlnum || b == 0x2B || b == 0x2D || b == 0x2E  // + - . (a / ? # ends it too)
        }
      }
      if !schemeOpen, keptCount >= 2 { break }
    }
    if keptCount == 0 { return .refused(reason: "empty link") }
    if keptCount >= 2, startsWithTwoSlashes { return .refused(reason: "protocol-relative link") }
    guard let colon else { return .internalLink(destination) }
    let name = String(decoding: bytes[..<colon].filter(kept).map(lowered), as: UTF8.self)
    switch name {
    case "http", "https", "mailto": return .external(destination)
    default: return .refused(reason: "'\(name):' links are not allowed")
    }
  }
}
