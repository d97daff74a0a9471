// Every piece of text that reaches a page goes through these two functions; notes are
// untrusted input (a note may contain `<script>`), so nothing is written raw.

/// Escapes text for an HTML text node: `&`, `<`, `>`.
public func escapeHTML(_ text: some StringProtocol) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\u{0}": out += "\u{FFFD}"  // NUL is not allowed in HTML text
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}

/// Escapes text for a double-quoted attribute value: also `"` and `'`.
public func escapeAttribute(_ text: some StringProtocol) -> String {
  var out = ""
  out.reserveCapacity(text.utf8.count)
  for scalar in text.unicodeScalars {
    switch scalar {
    case "&": out += "&amp;"
    case "<": out += "&lt;"
    case ">": out += "&gt;"
    case "\"": out += "&quot;"
    case "'": out += "&#39;"
    case "\u{0}": out += "\u{FFFD}"
    default: out.unicodeScalars.append(scalar)
    }
  }
  return out
}
