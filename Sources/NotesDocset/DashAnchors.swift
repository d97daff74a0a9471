/// Dash's table of contents for a page: `<a name="//apple_ref/cpp/Section/Parameters"
/// class="dashAnchor"></a>` before each section heading (`<h2`) of the page's `<main>`.
/// An example's heading is a Sample, any other a Section; the name is the heading's
/// English text, percent-escaped as Dash expects.
public enum DashAnchors {
  public static func insert(into html: String) -> String {
    var bytes = Array(html.utf8)
    guard let mainStart = find(Array("<main".utf8), in: bytes, from: 0),
      let mainEnd = find(Array("</main>".utf8), in: bytes, from: mainStart)
    else { return html }
    var insertions: [(offset: Int, text: [UInt8])] = []
    var position = mainStart
    let open = Array("<h2".utf8)
    while let start = find(open, in: bytes, from: position), start < mainEnd {
      position = start + open.count
      // `<h2>` or `<h2 …>`, not `<h2x`.
      guard position < bytes.count, bytes[position] == UInt8(ascii: ">") || bytes[position] == UInt8(ascii: " ") else { continue }
      guard let close = find(Array("</h2>".utf8), in: bytes, from: position), close < mainEnd,
        let tagEnd = find([UInt8(ascii: ">")], in: bytes, from: position)
      else { break }
      let tag = String(decoding: bytes[start...tagEnd], as: UTF8.self)
      let inner = String(decoding: bytes[(tagEnd + 1)..<close], as: UTF8.self)
      let name = headingName(inner)
      guard !name.isEmpty else { continue }
      let type = tag.contains("example-title") ? "Sample" : "Section"
      insertions.append((start, Array(anchor(type: type, name: name).utf8)))
    }
    for insertion in insertions.reversed() { bytes.insert(contentsOf: insertion.text, at: insertion.offset) }
    return String(decoding: bytes, as: UTF8.self)
  }

  public static func anchor(type: String, name: String) -> String {
    "<a name=\"//apple_ref/cpp/\(escape(type))/\(escape(name))\" class=\"dashAnchor\"></a>"
  }

  /// The heading's English text (`<span lang="en" class="en">…</span>` when bilingual),
  /// tags dropped, entities decoded, spaces collapsed. The example id after an example's
  /// title is left out.
  static func headingName(_ inner: String) -> String {
    var source = inner
    if let range = source.range(of: "<span lang=\"en\" class=\"en\">") {
      source = String(source[range.upperBound...])
      if let end = source.range(of: "</span>") { source = String(source[..<end.lowerBound]) }
    }
    var text = ""
    var inTag = false
    for character in source {
      if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
    }
    for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
      text = text.replacingAll(entity, with: character)
    }
    return text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
  }

  /// Percent-escapes all but unreserved characters, as Dash decodes anchor names.
  static func escape(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
        out.append(Character(Unicode.Scalar(byte)))
      default:
        let hex = Array("0123456789ABCDEF")
        out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
      }
    }
    return out
  }

  static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
    var index = start
    while index <= haystack.count - needle.count {
      if haystack[index] == needle[0], haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}

extension String {
  fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
    guard contains(target) else { return self }
    return split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
