public import NotesCore

/// Everything the notes say, as plain data: no parser types, so the verifier and the HTML
/// renderer can be tested with hand-built values.
public struct Book: Hashable, Sendable {
  public var pages: [Page]
  public init(pages: [Page]) { self.pages = pages }
}

/// One notes file.
public struct Page: Hashable, Sendable {
  /// The path as given, e.g. `Content/UIScrollView.md`.
  public var file: String
  /// Types documented by `# TypeName` sections.
  public var types: [DocumentedType]
  /// The `## ` topic groups of the `# API` part, in order.
  public var topics: [TopicGroup]
  /// The free-form top-level sections (`# 笔记`, or a whole article file).
  public var articles: [Article]

  public init(file: String, types: [DocumentedType] = [], topics: [TopicGroup] = [], articles: [Article] = []) {
    self.file = file
    self.types = types
    self.topics = topics
    self.articles = articles
  }
}

/// A `# TypeName` section: the type's prose and, if given, its declaration.
public struct DocumentedType: Hashable, Sendable {
  public var name: String
  public var location: SourceLocation?
  public var descriptionZh: String?
  public var descriptionEn: String?
  public var declaration: Declaration?

  public init(name: String, location: SourceLocation?) {
    self.name = name
    self.location = location
  }
}

/// A `## English  中文` topic heading of the API part and the declarations under it.
public struct TopicGroup: Hashable, Sendable {
  public var titleEn: String?
  public var titleZh: String?
  public var location: SourceLocation?
  public var declarations: [Declaration] = []
  /// Prose written under the topic heading, outside the code blocks.
  public var prose: [ProseBlock] = []

  public init(titleEn: String?, titleZh: String?, location: SourceLocation?) {
    self.titleEn = titleEn
    self.titleZh = titleZh
    self.location = location
  }
}
