/// Hrefs between pages name a file, never a bare folder: `../uiscrollview/index.html`, not
/// `../uiscrollview/`. A site opened from disk (a `file://` URL) shows a folder's listing
/// (or nothing) where a web server would answer with its `index.html`, so only links that
/// name the file work both ways.
public enum PageLink {
  /// The file a page lives in, inside its folder.
  public static let indexFile = "index.html"

  /// `href` with `index.html` after a path that ends in `/` (before any `?query` or
  /// `#fragment`): `../a/` → `../a/index.html`, `./#x` → `./index.html#x`. Anything else (a
  /// file, `#x`, `?lang=en`, an empty href) is returned as it is.
  public static func file(_ href: String) -> String {
    if isASCII(href) {
      // Each byte is a character here: the same cut, without walking characters.
      let utf8 = href.utf8
      let end = utf8.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? utf8.endIndex
      guard end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: "/") else { return href }
      return String(href[..<end]) + indexFile + href[end...]
    }
    let end = href.firstIndex { $0 == "?" || $0 == "#" } ?? href.endIndex
    let path = href[..<end]
    guard path.hasSuffix("/") else { return href }
    return String(path) + indexFile + href[end...]
  }

  /// `href` cut at its first `#`: what `split(separator: "#", maxSplits: 1,
  /// omittingEmptySubsequences: false)` gives, the fragment nil when there is no `#`.
  public static func cutAtFragment(_ href: String) -> (path: Substring, fragment: Substring?) {
    let cut = isASCII(href) ? href.utf8.firstIndex(of: UInt8(ascii: "#")) : href.firstIndex(of: "#")
    guard let cut else { return (href[...], nil) }
    return (href[..<cut], href[href.index(after: cut)...])
  }

  /// All ASCII, so every byte is one character but a CR LF pair (which is neither `/`, `?`
  /// nor `#`).
  static func isASCII(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// The href from a page whose root prefix is `root` (`../../`, see
  /// `PageShell.rootPrefix(for:)`) to the site-relative page `path` (`uiscrollview/`, `""`
  /// for home, optionally with `#fragment`).
  public static func to(_ path: String, root: String) -> String {
    to(path, fragment: UnsafeBufferPointer(start: nil, count: 0), root: root) ?? file(root + path)
  }

  /// `to(path + fragment, root:)` for ASCII text (the fragment's bytes with their `#`), put
  /// together in one buffer with no joined strings on the way: `index.html` goes where `file`
  /// puts it, before the first `?` or `#` when what precedes it ends in `/`. Nil when any of
  /// the three is not ASCII.
  public static func to(_ path: String, fragment: UnsafeBufferPointer<UInt8>, root: String) -> String? {
    var root = root
    var path = path
    return root.withUTF8 { rootBytes in
      path.withUTF8 { pathBytes -> String? in
        guard rootBytes.allSatisfy({ $0 < 0x80 }), pathBytes.allSatisfy({ $0 < 0x80 }), fragment.allSatisfy({ $0 < 0x80 }) else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(rootBytes.count + pathBytes.count + indexFile.utf8.count + fragment.count)
        out.append(contentsOf: rootBytes)
        out.append(contentsOf: pathBytes)
        out.append(contentsOf: fragment)
        let cut = out.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? out.count
        if cut > 0, out[cut - 1] == UInt8(ascii: "/") { out.insert(contentsOf: indexFile.utf8, at: cut) }
        return String(decoding: out, as: UTF8.self)
      }
    }
  }
}

extension PageLink {
  /// The shortest href from the page at site-relative folder `from` to the page `to` (both
  /// `a/b/` style, `""` for home; `to` may end in `#fragment`): `uiscrollview/contentinset/` →
  /// `uiscrollview/contentoffset/` is `../contentoffset/index.html`, a page to itself
  /// `index.html`.
  public static func between(_ from: String, _ to: String) -> String {
    if isASCII(from), isASCII(to) { return betweenASCII(from, to) }
    let split = to.firstIndex(of: "#") ?? to.endIndex
    let source = from.split(separator: "/")
    let target = to[..<split].split(separator: "/")
    var common = 0
    while common < source.count, common < target.count, source[common] == target[common] { common += 1 }
    let rest = target[common...]
    let path = String(repeating: "../", count: source.count - common) + rest.map { $0 + "/" }.joined()
    return path.isEmpty ? indexFile + to[split...] : file(path + to[split...])
  }

  /// `between` for ASCII paths, where each byte is a character (a CR LF pair is neither `/`
  /// nor `#`) and equal segments are equal bytes: cut on bytes in place, the href written
  /// into one buffer (the navigator makes thousands of these).
  static func betweenASCII(_ from: String, _ to: String) -> String {
    var from = from
    var to = to
    return from.withUTF8 { source in
      to.withUTF8 { destination in
        let split = destination.firstIndex(of: UInt8(ascii: "#")) ?? destination.count
        // The next non-empty piece between `/`s at or after `i`, as `split(separator:)` cuts.
        func segment(_ bytes: UnsafeBufferPointer<UInt8>, from i: Int, end: Int) -> Range<Int>? {
          var start = i
          while start < end, bytes[start] == UInt8(ascii: "/") { start += 1 }
          guard start < end else { return nil }
          var stop = start
          while stop < end, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
          return start..<stop
        }
        var s = segment(source, from: 0, end: source.count)
        var d = segment(destination, from: 0, end: split)
        while let sourcePiece = s, let targetPiece = d,
          UnsafeBufferPointer(rebasing: source[sourcePiece]).elementsEqual(UnsafeBufferPointer(rebasing: destination[targetPiece]))
        {
          s = segment(source, from: sourcePiece.upperBound, end: source.count)
          d = segment(destination, from: targetPiece.upperBound, end: split)
        }
        var path: [UInt8] = []
        path.reserveCapacity(source.count + destination.count + 12)
        while let piece = s {
          path.append(contentsOf: [UInt8(ascii: "."), UInt8(ascii: "."), UInt8(ascii: "/")])
          s = segment(source, from: piece.upperBound, end: source.count)
        }
        var hasQuery = false
        while let piece = d {
          let bytes = UnsafeBufferPointer(rebasing: destination[piece])
          hasQuery = hasQuery || bytes.contains(UInt8(ascii: "?"))
          path.append(contentsOf: bytes)
          path.append(UInt8(ascii: "/"))
          d = segment(destination, from: piece.upperBound, end: split)
        }
        let fragment = UnsafeBufferPointer(rebasing: destination[split...])
        if path.isEmpty { return indexFile + String(decoding: fragment, as: UTF8.self) }
        // The path ends in `/` and holds no `#`: `file` puts `index.html` right after it
        // unless a `?` in it comes first.
        guard !hasQuery else {
          path.append(contentsOf: fragment)
          return file(String(decoding: path, as: UTF8.self))
        }
        path.append(contentsOf: indexFile.utf8)
        path.append(contentsOf: fragment)
        return String(decoding: path, as: UTF8.self)
      }
    }
  }

}
