public import NotesBook
public import NotesHTML
import NotesVerifier

/// Where every piece of the knowledge base goes on the site. Paths are site-relative folder
/// paths ending in `/` (each page is `<path>index.html`), stable and readable:
/// `uiscrollview/`, `uiscrollview/contentinset/`, `articles/content-inset-adjustment/`.
public struct SitePlan: Sendable {
  public enum PageRole: Sendable {
    /// A documented type's overview (`# UIScrollView` with its topics).
    case type(pageIndex: Int, typeName: String)
    /// One declaration of a typed notes file.
    case declaration(pageIndex: Int, topic: Int, declaration: Int)
    /// An article file (`Content/articles/…`).
    case article(pageIndex: Int)
    /// A notes file without a documented type: topics and articles on one page.
    case notes(pageIndex: Int)
  }

  public struct PlannedPage: Sendable {
    public var path: String
    public var role: PageRole
    public var title: Bilingual
  }

  public private(set) var pages: [PlannedPage] = []
  /// Content file (as given to the extractor) → the page that shows it.
  public private(set) var pathForFile: [String: String] = [:]
  /// `Type.member` → page path.
  public private(set) var pathForAPI: [String: String] = [:]
  /// Article slug (`content-inset-adjustment`, the file name without its number) → page path;
  /// `// 参见：` lines name articles this way.
  public private(set) var pathForArticleSlug: [String: String] = [:]
  /// Example id → the first article page that embeds it, for see-also links.
  public private(set) var pathForExample: [String: String] = [:]
  /// Content file → declaration anchor (`contentinset`) → the declaration's own page, so a
  /// link `UIScrollView.md#contentinset` leads there. The first declaration of a slug wins.
  public private(set) var pathForDeclarationAnchor: [String: [String: String]] = [:]
  /// Documented type → its overview page (the first, when two files document one type).
  public private(set) var pathForType: [String: String] = [:]
  /// Example id → the article pages that embed it, in reading order (backlinks of the APIs
  /// the example shows).
  public private(set) var articlesForExample: [String: [String]] = [:]
  /// Page path → its number in `pages`.
  public private(set) var pageNumberForPath: [String: Int] = [:]
  /// The numbers in `pages` of the article pages, in reading order.
  public private(set) var articlePageNumbers: [Int] = []
  /// Article page path → its place in reading order (an index into `articlePageNumbers`).
  public private(set) var articleOrderForPath: [String: Int] = [:]

  public init(book: Book, contentFolder: String) {
    var taken: Set<String> = []
    func claim(_ wanted: String) -> String {
      var candidate = wanted
      var n = 2
      // One lookup a path: inserting says whether it was free.
      while !taken.insert(candidate).inserted {
        candidate = String(wanted.dropLast()) + "-\(n)/"
        n += 1
      }
      return candidate
    }

    // Each file's slug depends on nothing else, so they are worked out on all cores first.
    let prefix = contentFolder.hasSuffix("/") ? contentFolder : contentFolder + "/"
    let files = parallelMap(book.pages) { page in
      let relative = SitePlan.relativeFile(page.file, folderPrefix: prefix)
      return (relative: relative, slug: SitePlan.fileSlug(relative))
    }
    for (index, page) in book.pages.enumerated() {
      let (relative, fileSlug) = files[index]
      if let type = page.types.first {
        let typePath = claim(slug(type.name).isEmpty ? fileSlug + "/" : slug(type.name) + "/")
        pathForFile[page.file] = typePath
        if pathForType[type.name] == nil { pathForType[type.name] = typePath }
        pages.append(PlannedPage(path: typePath, role: .type(pageIndex: index, typeName: type.name), title: Bilingual(en: type.name, zh: type.name)))
        for (t, topic) in page.topics.enumerated() {
          for (d, declaration) in topic.declarations.enumerated() {
            let memberSlug = slug(declaration.name)
            guard !memberSlug.isEmpty else { continue }
            let path = claim(typePath + SitePlan.memberFolder(declaration, slug: memberSlug) + "/")
            pathForAPI[SitePlan.apiKey(owner: type.name, declaration: declaration)] = path
            if pathForDeclarationAnchor[page.file]?[memberSlug] == nil { pathForDeclarationAnchor[page.file, default: [:]][memberSlug] = path }
            pages.append(PlannedPage(path: path, role: .declaration(pageIndex: index, topic: t, declaration: d), title: Bilingual(en: declaration.name, zh: declaration.name)))
          }
        }
      } else if relative.hasPrefix("articles/") {
        let path = claim("articles/" + fileSlug + "/")
        pathForFile[page.file] = path
        pathForArticleSlug[fileSlug] = path
        for article in page.articles {
          for section in article.sections {
            for case .example(let id, _) in section.blocks {
              if pathForExample[id] == nil { pathForExample[id] = path }
              if articlesForExample[id]?.last != path { articlesForExample[id, default: []].append(path) }
            }
          }
        }
        let first = page.articles.first
        articleOrderForPath[path] = articlePageNumbers.count
        articlePageNumbers.append(pages.count)
        pages.append(PlannedPage(path: path, role: .article(pageIndex: index), title: Bilingual(en: first?.titleEn ?? fileSlug, zh: first?.titleZh)))
      } else {
        let path = claim(fileSlug + "/")
        pathForFile[page.file] = path
        let topic = page.topics.first
        let article = page.articles.first
        let title = Bilingual(en: topic?.titleEn ?? article?.titleEn ?? fileSlug, zh: topic?.titleZh ?? article?.titleZh)
        pages.append(PlannedPage(path: path, role: .notes(pageIndex: index), title: title))
      }
    }
    for (number, page) in pages.enumerated() { pageNumberForPath[page.path] = number }
  }

  /// The page whose path is `path`.
  public func page(at path: String) -> PlannedPage? {
    pageNumberForPath[path].map { pages[$0] }
  }

  /// A member's folder name. Nested types get their kind as a suffix
  /// (`contentinsetadjustmentbehavior-enum`), so the property `contentInsetAdjustmentBehavior`
  /// and the enum `ContentInsetAdjustmentBehavior` each keep one address whatever order the
  /// notes list them in.
  static func memberFolder(_ declaration: Declaration, slug memberSlug: String) -> String {
    switch declaration.kind {
    case .enum, .struct, .class, .protocol, .actor, .typealias, .extension:
      return memberSlug + "-" + declaration.kind.rawValue
    default:
      return memberSlug
    }
  }

  /// The key the model catalog uses: `UIScrollView.contentInset`. A declaration of a
  /// related type written qualified in the notes (`UIView.safeAreaInsets`) keeps its owner.
  public static func apiKey(owner: String, declaration: Declaration) -> String {
    declaration.name.contains(".") ? declaration.name : owner + "." + declaration.name
  }

  static func relativeFile(_ file: String, contentFolder: String) -> String {
    relativeFile(file, folderPrefix: contentFolder.hasSuffix("/") ? contentFolder : contentFolder + "/")
  }

  /// `relativeFile(_:contentFolder:)` with the folder's path and its closing slash.
  static func relativeFile(_ file: String, folderPrefix prefix: String) -> String {
    // ASCII on both sides (nearly always): bytes are characters, and nothing joins the
    // prefix's closing slash, so the prefix is compared and cut on bytes.
    if let cut = asciiPrefixEnd(prefix, of: file) { return cut == 0 ? file : String(file.utf8.dropFirst(cut))! }
    return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
  }

  /// The prefix's length when `file` starts with it, 0 when it does not; nil when either is
  /// not ASCII (the characters decide).
  static func asciiPrefixEnd(_ prefix: String, of file: String) -> Int? {
    var prefix = prefix
    var file = file
    return prefix.withUTF8 { p in
      file.withUTF8 { f in
        guard p.allSatisfy({ $0 < 0x80 }), f.allSatisfy({ $0 < 0x80 }) else { return nil }
        return f.starts(with: p) ? p.count : 0
      }
    }
  }

  /// `articles/03-content-inset-adjustment.md` → `content-inset-adjustment`: the ordering
  /// number is for the file list, not for URLs.
  static func fileSlug(_ relative: String) -> String {
    var relative = relative
    if let fast = relative.withUTF8(fileSlug(printableASCII:)) { return fast }
    let name = NotesFileName.stem(relative)
    let result = slug(NotesFileName.unnumbered(name) ?? name)
    return result.isEmpty ? "page" : result
  }

  /// `fileSlug` in one pass over the bytes of a path of printable ASCII (nearly every notes
  /// file): the last non-empty component without `.md`, its order number and `-` cut off,
  /// slugged, with no `String` made on the way. nil for any other path.
  private static func fileSlug(printableASCII path: UnsafeBufferPointer<UInt8>) -> String? {
    guard path.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
    let slash = UInt8(ascii: "/")
    var end = path.count
    while end > 0, path[end - 1] == slash { end -= 1 }
    var start = end
    if end == 0 {
      // A path of slashes only (or none) is its own stem.
      end = path.count
    } else {
      while start > 0, path[start - 1] != slash { start -= 1 }
      if end - start >= 3, path[end - 3] == UInt8(ascii: "."), path[end - 2] == UInt8(ascii: "m"), path[end - 1] == UInt8(ascii: "d") { end -= 3 }
    }
    var digits = start
    while digits < end, path[digits] >= 0x30, path[digits] <= 0x39 { digits += 1 }
    if digits > start, digits < end, path[digits] == UInt8(ascii: "-") { start = digits + 1 }
    // `slug`: letters and digits lowercased, a run of anything else but `_` one dash between them.
    return String(unsafeUninitializedCapacity: max(end - start, 4)) { out in
      var count = 0
      var pendingDash = false
      for byte in path[start..<end] {
        if (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) {
          if pendingDash, count > 0 {
            out[count] = UInt8(ascii: "-")
            count += 1
          }
          pendingDash = false
          out[count] = byte >= 0x41 && byte <= 0x5A ? byte + 32 : byte
          count += 1
        } else if byte != UInt8(ascii: "_") {
          pendingDash = true
        }
      }
      if count == 0 {
        for (i, byte) in "page".utf8.enumerated() { out[i] = byte }
        count = 4
      }
      return count
    }
  }
}
