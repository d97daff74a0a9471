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
    // Room for a page a notes file at least, so the tables grow rarely (at 5,000 pages
    // each grew a dozen times, rehashing every path).
    var taken: Set<String> = []
    taken.reserveCapacity(book.pages.count)
    pages.reserveCapacity(book.pages.count)
    pathForFile.reserveCapacity(book.pages.count)
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
    let prefix = SitePlan.folderPrefix(contentFolder)
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
    pageNumberForPath.reserveCapacity(pages.count)
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

  /// The content folder's path with its closing slash, which every notes file's path starts with.
  static func folderPrefix(_ contentFolder: String) -> String {
    contentFolder.hasSuffix("/") ? contentFolder : contentFolder + "/"
  }

  /// A notes file's path inside the content folder (`folderPrefix`), or the path as it is.
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
    // Nearly every notes file's path is printable ASCII: its name's bytes slugged in place.
    var path = relative
    let result =
      path.withUTF8 { bytes in NotesFileName.nameRange(ofPrintableASCII: bytes).map { slug(utf8: UnsafeBufferPointer(rebasing: bytes[$0])) } }
      ?? nameSlug(relative)
    return result.isEmpty ? "page" : result
  }

  /// The slug of a path's name read by characters (any path).
  private static func nameSlug(_ path: String) -> String {
    let name = NotesFileName.stem(path)
    return slug(NotesFileName.unnumbered(name) ?? name)
  }
}
