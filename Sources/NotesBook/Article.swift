public import NotesCore

/// A free-form top-level section (`# 笔记`), or a whole article file.
public struct Article: Hashable, Sendable {
  public var titleEn: String?
  public var titleZh: String?
  public var location: SourceLocation?
  /// The first section holds what comes before any `##` heading (no titles, level 1).
  public var sections: [ArticleSection] = []

  public init(titleEn: String?, titleZh: String?, location: SourceLocation?) {
    self.titleEn = titleEn
    self.titleZh = titleZh
    self.location = location
  }
}

/// A `##`/`###` section of an article.
public struct ArticleSection: Hashable, Sendable {
  public var level: Int
  public var titleEn: String?
  public var titleZh: String?
  public var location: SourceLocation?
  public var blocks: [ArticleBlock] = []

  public init(level: Int, titleEn: String?, titleZh: String?, location: SourceLocation?) {
    self.level = level
    self.titleEn = titleEn
    self.titleZh = titleZh
    self.location = location
  }
}

/// What an article section is made of. Code, examples and rules are language-neutral and
/// sit between bilingual rows.
public enum ArticleBlock: Hashable, Sendable {
  /// A Chinese block and its English counterpart, side by side; either may be missing.
  case row(zh: ProseBlock?, en: ProseBlock?)
  case code(CodeSample)
  /// A paragraph consisting only of `{{example ID}}`.
  case example(id: String, location: SourceLocation?)
  case thematicBreak
  /// Raw HTML, kept as data only; never rendered.
  case html(String, location: SourceLocation?)
  /// A pipe table (`| a | b |` lines under a `|---|---|` row).
  case table(ProseTable)
}

/// A table in an article: a language-neutral block whose columns say their language. A
/// column whose header is only Chinese followed directly by one whose header has no Chinese is
/// a pair (the Chinese view shows the first, the English view the second, the side-by-side view
/// both). Every other column is shown in every view; a cell of one written like a title
/// (`Open question 1  开放问题 1`) shows its English part in the English view and its Chinese
/// part in the Chinese one.
public struct ProseTable: Hashable, Sendable {
  public enum Language: Hashable, Sendable {
    /// Shown in every view.
    case every
    case zh
    case en
  }

  public struct Cell: Hashable, Sendable {
    /// The cell's content, or the English part of a cell written as a title.
    public var inlines: [Inline]
    /// The Chinese part of a cell written as a title (only in columns shown in every view).
    public var zh: [Inline]?
    public init(inlines: [Inline], zh: [Inline]? = nil) {
      self.inlines = inlines
      self.zh = zh
    }
  }

  public struct Row: Hashable, Sendable {
    public var cells: [Cell]
    public var location: SourceLocation?
    public init(cells: [Cell], location: SourceLocation?) {
      self.cells = cells
      self.location = location
    }
  }

  /// One per column.
  public var languages: [Language]
  public var header: Row
  /// Each as many cells as the header (missing cells are empty, extra ones dropped).
  public var rows: [Row]

  public init(languages: [Language], header: Row, rows: [Row]) {
    self.languages = languages
    self.header = header
    self.rows = rows
  }

  public var location: SourceLocation? { header.location }

  /// The table's cells as paragraphs (header first, row by row), for walks over prose.
  public var cellParagraphs: [ProseBlock] {
    ([header] + rows).flatMap { row in
      row.cells.flatMap { cell in
        [ProseBlock.paragraph(cell.inlines, location: row.location)] + (cell.zh.map { [ProseBlock.paragraph($0, location: row.location)] } ?? [])
      }
    }
  }
}

/// Prose: paragraphs, lists and quotes, with their inlines.
/// Not `indirect`: children live in arrays already, and boxing every block would cost an
/// allocation each (the book of a 5,000-page corpus is mostly prose).
public enum ProseBlock: Hashable, Sendable {
  case paragraph([Inline], location: SourceLocation?)
  case list(ordered: Bool, start: Int, items: [[ProseBlock]], location: SourceLocation?)
  case quote([ProseBlock], location: SourceLocation?)
  /// A heading below the section level (`####`), kept as prose.
  case heading(level: Int, [Inline], location: SourceLocation?)
  indirect case code(CodeSample)
}

/// Inline content of prose.
/// Only the one large case is boxed, so an inline is a few words, not a heap object each.
public enum Inline: Hashable, Sendable {
  case text(String)
  case code(String)
  case emphasis([Inline])
  case strong([Inline])
  case link(destination: String, [Inline])
  case image(source: String, alt: String)
  /// Raw inline HTML, kept as data only.
  case html(String)
  case softBreak
  case hardBreak
  /// `{{= EXAMPLE-ID#FIELD.PATH}}`: a value computed by running an example.
  indirect case value(ValuePlaceholder)
  /// The notes' `!重点` marker: the paragraph is important.
  case important
}

public struct ValuePlaceholder: Hashable, Sendable {
  public var exampleID: String
  /// `contentSize.height`, `overshoot[2]`.
  public var path: String
  public var location: SourceLocation?

  public init(exampleID: String, path: String, location: SourceLocation?) {
    self.exampleID = exampleID
    self.path = path
    self.location = location
  }
}

/// A fenced or indented code block.
public struct CodeSample: Hashable, Sendable {
  /// The whole info string (`swift title="demo"`).
  public var info: String
  public var code: String
  public var location: SourceLocation?
  /// Layout statements read from the code, when it has any.
  public var layout: LayoutScript?

  public init(info: String, code: String, location: SourceLocation?, layout: LayoutScript? = nil) {
    self.info = info
    self.code = code
    self.location = location
    self.layout = layout
  }

  /// The first word of the info string: `swift`, `objc`, or empty.
  public var language: String {
    // An ASCII info string's characters are its bytes (a CR LF pair is neither a space nor a
    // tab, as each of its bytes is not): cut on bytes, read by characters otherwise.
    var info = info
    let ascii: String? = info.withUTF8 { bytes in
      guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
      let end = bytes.firstIndex { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") } ?? bytes.count
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }
    return ascii ?? String(self.info.prefix { $0 != " " && $0 != "\t" })
  }
}
