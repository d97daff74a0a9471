import Testing

@testable import NotesHTML

/// `HeadingAnchors.find` (libc's memmem) finds what a byte-by-byte search finds, from any start.
@Suite struct HeadingAnchorsFind {
  static func byteByByte(_ haystack: [UInt8], _ needle: [UInt8], from: Int) -> Int? {
    guard !needle.isEmpty, from >= 0, haystack.count >= needle.count, from <= haystack.count - needle.count else { return nil }
    return (from...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
  }

  @Test func agreesWithAByteByByteSearch() {
    let alphabet = Array(" id=\"x".utf8)
    let needles = [" id=\"", "x", "\"x", " aria-labelledby=\"", ""].map { Array($0.utf8) }
    var generator = SplitMix(seed: 31)
    for _ in 0..<3_000 {
      let haystack = (0..<Int(generator.next() % 30)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let from = Int(generator.next() % 32)
      for needle in needles {
        let found = HeadingAnchors.find(haystack, needle, from: from)
        #expect(found == Self.byteByByte(haystack, needle, from: from), "\(String(decoding: haystack, as: UTF8.self)) from \(from)")
      }
    }
  }
}

/// `HeadingAnchors.rewrite` reads the page's ids and labelled regions only once a heading
/// needs them; it writes what the rewrite that read both first (kept here) wrote, on pages
/// of headings with and without ids and anchors, duplicates, and labelled regions.
@Suite struct HeadingAnchorsLazySets {
  static func eagerRewrite(_ html: String) -> String {
    var text = html
    return text.withUTF8 { buffer -> String in
      guard let base = buffer.baseAddress, buffer.count > 3 else { return html }
      let count = buffer.count
      var starts: [Int] = []
      for i in 0..<(count - 3) where HeadingAnchors.headingStart(base, count, at: i) != nil { starts.append(i) }
      guard !starts.isEmpty else { return html }
      var taken = HeadingAnchors.attributeValues(base, count, name: " id=\"")
      let labelling = HeadingAnchors.attributeValues(base, count, name: " aria-labelledby=\"")
      var result: [UInt8] = []
      var copied = 0
      for start in starts where start >= copied {
        guard let level = HeadingAnchors.headingStart(base, count, at: start),
          let tagEnd = HeadingAnchors.firstIndex(of: 0x3E, base, count, from: start)
        else { continue }
        let closing = Array("</h\(level)>".utf8)
        guard let close = HeadingAnchors.find(base, count, closing, from: tagEnd + 1) else { continue }
        let startTag = Array(buffer[start..<tagEnd])
        let content = Array(buffer[(tagEnd + 1)..<close])
        let existing = HeadingAnchors.attribute(startTag, name: " id=\"")
        if HeadingAnchors.find(content, Array("class=\"anchor\"".utf8), from: 0) != nil || existing.map(labelling.contains) == true { continue }
        result += buffer[copied..<start]
        let id: String
        if let existing {
          id = existing
          result += startTag
        } else {
          id = HeadingAnchors.unique(HeadingAnchors.base(for: content), taken: &taken)
          result += startTag + Array(" id=\"\(escapeAttribute(id))\"".utf8)
        }
        result.append(UInt8(ascii: ">"))
        result += content
        result += Array(" <a class=\"anchor\" href=\"#\(escapeAttribute(id))\" aria-label=\"\(HeadingAnchors.label)\">#</a>".utf8)
        result += closing
        copied = close + closing.count
      }
      guard copied > 0 else { return html }
      result += buffer[copied...]
      return String(decoding: result, as: UTF8.self)
    }
  }

  static let pieces = [
    "<h2>Insets</h2>", "<h3>Insets</h3>", "<h2 id=\"insets\">Insets</h2>", "<h3 id=\"x\">Other</h3>", "<p id=\"insets\"></p>",
    "<h2 id=\"r\" class=\"t\">Region</h2>", "<section aria-labelledby=\"r\">", "<section aria-labelledby=\"a b\">", "</section>",
    "<h2 id=\"a\">Labelled</h2>", "<h2>See Also <a class=\"anchor\" href=\"#s\">#</a></h2>", "<h3><span lang=\"en\" class=\"en\">Parameters</span><span lang=\"zh-Hans\" class=\"zh\">参数</span></h3>",
    "<h3>参数</h3>", "<h2>Insets</h2>", "<p>text &amp; <code>code</code></p>", "<h4>Not rewritten</h4>", "<h2 >Spaced</h2>", "<h2>unclosed",
  ]

  @Test func writesWhatTheEagerRewriteWrote() {
    var generator = SplitMix(seed: 17)
    for _ in 0..<2_000 {
      let html = (0..<Int(generator.next() % 9)).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }.joined()
      #expect(HeadingAnchors.add(to: html) == Self.eagerRewrite(html), "\(html)")
    }
  }
}
