public import NotesBook
public import NotesCore
public import NotesMarkdown

/// What extraction made of one file.
public struct ExtractionResult: Sendable {
  public let page: Page
  /// The Markdown tree, for renderers that show the prose as written.
  public let document: MarkdownDocument
  /// Source, Markdown and extraction diagnostics, sorted by position.
  public let diagnostics: [Diagnostic]
}

/// Reads bilingual API notes (notes-format.md) into the notes model.
///
///     let result = NotesExtractor.extract(bytes: data, file: "Content/UIScrollView.md")
///     result.page.topics[0].declarations[0].name   // "contentSize"
public enum NotesExtractor {
  /// Parses and extracts one file. Never fails: what cannot be read is reported.
  public static func extract(bytes: [UInt8], file: String) -> ExtractionResult {
    extract(MarkdownDocument(bytes: bytes, file: file), file: file)
  }

  public static func extract(text: String, file: String) -> ExtractionResult {
    extract(bytes: Array(text.utf8), file: file)
  }

  public static func extract(_ document: MarkdownDocument, file: String) -> ExtractionResult {
    var walker = PageWalker(document: document, file: file)
    walker.walk()
    var diagnostics = document.diagnostics
    diagnostics.append(contentsOf: walker.diagnostics.diagnostics)
    if PlaceholderLint.mayFindLeftovers(in: document.source.bytes) {
      diagnostics.append(contentsOf: PlaceholderLint.diagnostics(for: walker.page, file: file))
    }
    // An empty file still gets its (empty) page, but never without a word.
    if document.root.children.isEmpty {
      diagnostics.append(Diagnostic(ExtractionMessages.emptyFile, file: file, at: SourceLocation(line: 1, column: 1)))
    }
    return ExtractionResult(page: walker.page, document: document, diagnostics: Diagnostic.sorted(diagnostics))
  }

  /// Extracts several files into one book, diagnostics of all files sorted together.
  public static func book(files: [(file: String, bytes: [UInt8])]) -> (book: Book, diagnostics: [Diagnostic]) {
    var pages: [Page] = []
    var diagnostics: [Diagnostic] = []
    for (file, bytes) in files {
      let result = extract(bytes: bytes, file: file)
      pages.append(result.page)
      diagnostics.append(contentsOf: result.diagnostics)
    }
    return (Book(pages: pages), Diagnostic.sorted(diagnostics))
  }
}
