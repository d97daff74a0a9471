#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Permalinks on every `<h2>` and `<h3>` of a page's main content: each gets an `id` (when it
/// has none) and a `#` link to itself after its text, shown on hover and focus.
///
/// One heading carries both languages (`<span class="en">…</span><span class="zh">…</span>`), so
/// the id is the same whatever view the reader chose: the slug of the English text (of the
/// whole text when there is no English run), `section` when that slug is empty (a Chinese-only
/// title), with `-2`, `-3` … after an id the page already has. Ids depend only on the page's
/// headings, so they stay the same from build to build.
///
/// Left alone: a heading that already has a `class="anchor"` link (articles write their own),
/// and a heading that names a region through `aria-labelledby` (a playground's title), whose
/// accessible name a link inside would change.
public enum HeadingAnchors {
  static let label = "Link to this section · 本节链接"
  static let closingH2 = Array("</h2>".utf8)
  static let closingH3 = Array("</h3>".utf8)
  /// What marks a heading's permalink (`<a class="anchor" …>`).
  static let anchorClass = Array("class=\"anchor\"".utf8)

  public static func add(to html: String) -> String {
    var text = html
    var out: [UInt8] = []
    return text.withUTF8 { rewrite($0, into: &out) } ? String(decoding: out, as: UTF8.self) : html
  }

  /// `add(to:)`, written into `out`.
  public static func write(_ html: String, to out: inout HTMLOutput) {
    var text = html
    text.withUTF8 { write($0, to: &out) }
  }

  /// `write` of HTML that is already bytes.
  static func write(_ html: UnsafeBufferPointer<UInt8>, to out: inout HTMLOutput) {
    out.withBytes { bytes in
      if !rewrite(html, into: &bytes) { bytes.append(contentsOf: html) }
    }
  }

  /// Appends the page with its headings' permalinks to `out`; false (and nothing appended)
  /// when the page has no heading to change.
  static func rewrite(_ buffer: UnsafeBufferPointer<UInt8>, into result: inout [UInt8]) -> Bool {
    guard let base = buffer.baseAddress, buffer.count > 3 else { return false }
    let count = buffer.count
    // Where each `<h2` / `<h3` starts; most pages have a few dozen.
    var starts: [Int] = []
    var i = 0
    while i < count - 3, let hit = memchr(base + i, 0x3C, count - 3 - i) {
      i = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if headingStart(base, count, at: i) != nil { starts.append(i) }
      i += 1
    }
    guard !starts.isEmpty else { return false }
    let bytes = buffer
    // The page's ids and labelled regions, each read only once a heading needs it: most
    // headings carry their own anchor already (articles write theirs), and reading the
    // attributes of the whole page cost more than the rest of the rewrite.
    var taken: Set<String>?
    var labelling: Set<String>?
    // Written straight into `result`: nothing is appended until a heading is rewritten.
    result.reserveCapacity(result.count + count + starts.count * 120)
    var copied = 0
    for start in starts where start >= copied {
      guard let level = headingStart(base, count, at: start), let tagEnd = firstIndex(of: 0x3E, base, count, from: start) else { continue }
      let closing = level == 2 ? closingH2 : closingH3
      guard let close = find(base, count, closing, from: tagEnd + 1) else { continue }
      // Found in place, before anything is copied: most headings carry their own permalink.
      if find(base, close, anchorClass, from: tagEnd + 1) != nil { continue }
      let startTag = Array(bytes[start..<tagEnd])  // `<h2 …` without `>`
      let content = Array(bytes[(tagEnd + 1)..<close])
      let existing = attribute(startTag, name: " id=\"")
      if let existing {
        if labelling == nil { labelling = attributeValues(base, count, name: " aria-labelledby=\"") }
        if labelling!.contains(existing) { continue }
      }
      result += bytes[copied..<start]
      let id: String
      if let existing {
        id = existing
        result += startTag
      } else {
        if taken == nil { taken = attributeValues(base, count, name: " id=\"") }
        id = unique(self.base(for: content), taken: &taken!)
        result += startTag + Array(" id=\"\(escapeAttribute(id))\"".utf8)
      }
      result.append(UInt8(ascii: ">"))
      result += content
      result += Array(" <a class=\"anchor\" href=\"#\(escapeAttribute(id))\" aria-label=\"\(label)\">#</a>".utf8)
      result += closing
      copied = close + closing.count
    }
    guard copied > 0 else { return false }
    result += bytes[copied...]
    return true
  }

  static func headingStart(_ base: UnsafePointer<UInt8>, _ count: Int, at i: Int) -> Int? {
    guard i + 3 < count, base[i] == UInt8(ascii: "<"), base[i + 1] == UInt8(ascii: "h") else { return nil }
    let digit = base[i + 2]
    guard digit == UInt8(ascii: "2") || digit == UInt8(ascii: "3") else { return nil }
    let next = base[i + 3]
    guard next == UInt8(ascii: ">") || next == UInt8(ascii: " ") else { return nil }
    return Int(digit - UInt8(ascii: "0"))
  }

  static func firstIndex(of byte: UInt8, _ base: UnsafePointer<UInt8>, _ count: Int, from: Int) -> Int? {
    var i = from
    while i < count {
      if base[i] == byte { return i }
      i += 1
    }
    return nil
  }

  static func find(_ base: UnsafePointer<UInt8>, _ count: Int, _ needle: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, from >= 0, count - from >= needle.count else { return nil }
    // memchr for the needle's `=` (rarer in HTML than its leading space), then a compare:
    // the page is scanned for ` id="` twice, and a byte loop was a tenth of the shell's time.
    let pivot = needle.firstIndex(of: UInt8(ascii: "=")) ?? 0
    let pivotByte = Int32(needle[pivot])
    let last = count - needle.count  // the last possible start
    var start = from
    return needle.withUnsafeBufferPointer { needleBytes -> Int? in
      while start <= last {
        guard let hit = memchr(base + start + pivot, pivotByte, last - start + 1) else { return nil }
        let candidate = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - pivot
        if memcmp(base + candidate, needleBytes.baseAddress!, needle.count) == 0 { return candidate }
        start = candidate + 1
      }
      return nil
    }
  }

  /// Every value of the attribute `name` (written as ` id="`) in the document.
  static func attributeValues(_ base: UnsafePointer<UInt8>, _ count: Int, name: String) -> Set<String> {
    let needle = Array(name.utf8)
    var values: Set<String> = []
    var from = 0
    while let start = find(base, count, needle, from: from) {
      let valueStart = start + needle.count
      guard let end = firstIndex(of: 0x22, base, count, from: valueStart) else { break }
      let value = String(decoding: UnsafeBufferPointer(start: base + valueStart, count: end - valueStart), as: UTF8.self)
      for part in value.split(separator: " ") { values.insert(String(part)) }
      from = end + 1
    }
    return values
  }

  /// The slug of the heading's English text (the `lang="en"` run's, else all its text).
  static func base(for content: [UInt8]) -> String {
    let english = Array("<span lang=\"en\"".utf8)
    var text: [UInt8]
    if let start = find(content, english, from: 0), let open = content[start...].firstIndex(of: UInt8(ascii: ">")),
      let end = find(content, Array("</span>".utf8), from: open + 1)
    {
      text = Array(content[(open + 1)..<end])
    } else {
      text = content
    }
    text = stripTags(text)
    let result = slug(unescape(String(decoding: text, as: UTF8.self)))
    return result.isEmpty ? "section" : result
  }

  static func unique(_ base: String, taken: inout Set<String>) -> String {
    var candidate = base
    var n = 2
    while taken.contains(candidate) {
      candidate = "\(base)-\(n)"
      n += 1
    }
    taken.insert(candidate)
    return candidate
  }

  static func stripTags(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    var inTag = false
    for byte in bytes {
      if byte == UInt8(ascii: "<") {
        inTag = true
      } else if byte == UInt8(ascii: ">") {
        inTag = false
        out.append(UInt8(ascii: " "))
      } else if !inTag {
        out.append(byte)
      }
    }
    return out
  }

  /// The entities `escapeHTML` writes, back to their characters.
  static func unescape(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacing("&lt;", with: "<").replacing("&gt;", with: ">").replacing("&quot;", with: "\"")
      .replacing("&#39;", with: "'").replacing("&amp;", with: "&")
  }

  static func attribute(_ tag: [UInt8], name: String) -> String? {
    let needle = Array(name.utf8)
    guard let start = find(tag, needle, from: 0) else { return nil }
    let valueStart = start + needle.count
    guard let end = tag[valueStart...].firstIndex(of: UInt8(ascii: "\"")) else { return nil }
    return String(decoding: tag[valueStart..<end], as: UTF8.self)
  }

  static func find(_ bytes: [UInt8], _ needle: [UInt8], from: Int) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in buffer.baseAddress.flatMap { find($0, buffer.count, needle, from: from) } }
  }
}
