import NotesBook
import NotesCore
import NotesExtraction
import NotesVerifier
import ScrollModel

/// Small inputs for the verifier tests: Markdown notes extracted into a book, a catalog that
/// can be changed, example runs by hand.
enum Fixture {
  static func book(_ files: [(String, String)]) -> Book {
    NotesExtractor.book(files: files.map { ($0.0, Array($0.1.utf8)) }).book
  }

  static func verify(
    _ files: [(String, String)], catalog: [CatalogEntry] = ScrollViewCatalog.entries, examples: [ExampleRun] = [],
    anchors: [String: Set<String>] = [:], embedded: [EmbeddedOutput]? = nil, implementations: ImplementationIndex = ImplementationIndex()
  ) -> VerificationReport {
    Verifier.verify(VerificationInput(
      book: book(files), catalog: catalog, implementations: implementations, examples: examples, anchors: anchors,
      embeddedOutputs: embedded))
  }

  /// Diagnostics with the given id.
  static func with(_ id: String, in report: VerificationReport) -> [Diagnostic] {
    report.diagnostics.filter { $0.id.description == id }
  }

  static func errors(_ report: VerificationReport) -> [Diagnostic] { report.diagnostics.filter { $0.severity == .error } }

  static func catalog(_ names: [String]) -> [CatalogEntry] { names.compactMap { ScrollViewCatalog.entry(named: $0) } }

  /// One topic of UIScrollView notes around `body` (a Swift code block's lines).
  static func scrollViewNotes(_ body: String) -> String {
    """
    # UIScrollView

    滚动视图。

    A scroll view.

    # API

    ## Configuring the Scroll View  配置滚动视图

    ```swift
    \(body)
    ```
    """
  }

  static let paging = """
    // 是否分页。
    // Whether paging is on.
    // Default: false
    var isPagingEnabled: Bool { get set }
    """

  static func run(_ id: String, apis: [String] = [], output: JSONValue) -> ExampleRun {
    ExampleRun(id: id, titleEn: "Title", titleZh: "标题", apis: apis, sourceFile: "Sources/ScrollExamples/X.swift", code: "let a = 1", output: output)
  }

  /// The repository's own notes file, read from the package (tests run from the package root
  /// or anywhere: the path is derived from this file's location).
  static func repositoryFile(_ relative: String, from filePath: String = #filePath) -> String? {
    let root = filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    guard let bytes = readFile("/" + root + "/" + relative) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }
}
