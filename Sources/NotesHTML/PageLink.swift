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
    let end = href.firstIndex { $0 == "?" || $0 == "#" } ?? href.endIndex
    let path = href[..<end]
    guard path.hasSuffix("/") else { return href }
    return String(path) + indexFile + href[end...]
  }

  /// The href from a page whose root prefix is `root` (`../../`, see
  /// `PageShell.rootPrefix(for:)`) to the site-relative page `path` (`uiscrollview/`, `""`
  /// for home, optionally with `#fragment`).
  public static func to(_ path: String, root: String) -> String {
    file(root + path)
  }
}

extension PageLink {
  /// The shortest href from the page at site-relative folder `from` to the page `to` (both
  /// `a/b/` style, `""` for home; `to` may end in `#fragment`): `uiscrollview/contentinset/` →
  /// `uiscrollview/contentoffset/` is `../contentoffset/index.html`, a page to itself
  /// `index.html`.
  public static func between(_ from: String, _ to: String) -> String {
    let split = to.firstIndex(of: "#") ?? to.endIndex
    let source = from.split(separator: "/")
    let target = to[..<split].split(separator: "/")
    var common = 0
    while common < source.count, common < target.count, source[common] == target[common] { common += 1 }
    let rest = target[common...]
    let path = String(repeating: "../", count: source.count - common) + rest.map { $0 + "/" }.joined()
    return path.isEmpty ? indexFile + to[split...] : file(path + to[split...])
  }
}
