public import NotesCore

/// The search glossary (`Content/search-glossary.txt`, conventions §9): the words readers
/// type, in Chinese and English, grouped into concepts, and what each concept means on the
/// site (API names and articles). A query that names a concept also finds the pages of its
/// other words and its targets, so `弹性` finds `bounces` and `rubber band` finds 回弹.
public struct Glossary: Hashable, Sendable {
  /// One word or name as written, with where it was written.
  public struct Word: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation?
    public init(_ text: String, at location: SourceLocation?) {
      self.text = text
      self.location = location
    }
  }

  public struct Concept: Hashable, Sendable {
    /// The heading line, `bouncing · 弹性`.
    public var nameEn: String
    public var nameZh: String
    public var location: SourceLocation?
    /// `zh:` words (each with Han characters) and `en:` words (none), in file order.
    public var zh: [Word] = []
    public var en: [Word] = []
    /// What the concept means, in the order written (search shows them in this order when
    /// nothing else tells them apart): `api:` names (`bounces`, `UIScrollView.contentInset`,
    /// `UIScrollViewDelegate`) and `article:` slugs, an article's file name without its
    /// number (`scrolling-physics`).
    public var targets: [Target] = []

    public enum Target: Hashable, Sendable {
      case api(Word)
      case article(Word)
    }

    public var apis: [Word] { targets.compactMap { if case .api(let word) = $0 { word } else { nil } } }
    public var articles: [Word] { targets.compactMap { if case .article(let word) = $0 { word } else { nil } } }

    public init(nameEn: String, nameZh: String, location: SourceLocation?) {
      self.nameEn = nameEn
      self.nameZh = nameZh
      self.location = location
    }

    /// Every word a reader may type for the concept, Chinese first.
    public var words: [Word] { zh + en }
  }

  /// The file as diagnostics name it.
  public var file: String
  public var concepts: [Concept]

  public init(file: String, concepts: [Concept] = []) {
    self.file = file
    self.concepts = concepts
  }

  /// The file name the build looks for in the content folder.
  public static let fileName = "search-glossary.txt"
}
