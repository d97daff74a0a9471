public import NotesBook
public import NotesCore
public import ScrollModel

/// What the verifier checks, all passed in: the notes, the model's catalog, where the model
/// implements each API, and the examples after a run. Nothing is read from disk, so tests can
/// hand it a changed catalog or a stale output.
public struct VerificationInput: Sendable {
  public var book: Book
  public var catalog: [CatalogEntry]
  public var implementations: ImplementationIndex
  public var examples: [ExampleRun]
  /// Anchors each content file's page has (`Content/UIScrollView.md` → `contentinset`, …);
  /// links to a file missing here are checked for the file only.
  public var anchors: PageAnchors
  /// Outputs the site stores (`site/examples/<id>/output.json`), when checking a built site.
  public var embeddedOutputs: [EmbeddedOutput]?
  /// The whole book, or only some pages of it (an incremental rebuild re-verifying the pages
  /// that changed).
  public var scope: VerificationScope

  public init(
    book: Book, catalog: [CatalogEntry] = ScrollViewCatalog.entries, implementations: ImplementationIndex = ImplementationIndex(),
    examples: [ExampleRun] = [], anchors: [String: Set<String>] = [:], embeddedOutputs: [EmbeddedOutput]? = nil,
    scope: VerificationScope = .wholeBook
  ) {
    self.book = book
    self.catalog = catalog
    self.implementations = implementations
    self.examples = examples
    self.anchors = PageAnchors(anchors)
    self.embeddedOutputs = embeddedOutputs
    self.scope = scope
  }

  /// This input narrowed to the pages of `files`: their own checks only, with links and
  /// `See:` names still resolved against every page of this input's book. `anchors` stay as
  /// they are, so they should already cover the whole book.
  public func narrowed(to files: Set<String>) -> VerificationInput {
    var narrowed = self
    narrowed.book = Book(pages: book.pages.filter { files.contains($0.file) })
    // Only `See:` lines read the articles' names: every page's names (two `String`s each, a
    // set of 10,000 at 5,000 pages) are worked out when a page checked has such a line.
    let readsArticleNames = narrowed.book.pages.contains { page in
      page.topics.contains { topic in topic.declarations.contains { !$0.seeAlso.isEmpty } }
    }
    narrowed.scope = .pages(knownFiles: Set(book.pages.map(\.file)), articleNames: readsArticleNames ? ArticleSlugs(book: book).set : [])
    return narrowed
  }
}

/// The anchors of each content file's page, looked up by file when a link names one: a
/// rebuild of one page of a 5,000-page book checks that page's links, and working out every
/// page's anchors first was a twentieth of its time.
public struct PageAnchors: Sendable {
  private let lookup: @Sendable (String) -> Set<String>?

  public init(_ anchors: [String: Set<String>]) {
    lookup = { anchors[$0] }
  }

  /// `lookup(file)`: the anchors of `file`'s page, nil for a file that has none here. Called
  /// from any thread, as often as links name the file.
  public init(lookup: @escaping @Sendable (String) -> Set<String>?) {
    self.lookup = lookup
  }

  public subscript(file: String) -> Set<String>? { lookup(file) }
}

/// How much of the book a verification covers.
public enum VerificationScope: Hashable, Sendable {
  /// The input's book is the whole book: every check, the coverage report included.
  case wholeBook
  /// The input's book is some pages of a larger book: only the checks of each page
  /// (declarations against the catalog, placeholders, embeds, `See:` lines, links). Catalog
  /// entries no page documents and the coverage report need the whole book and are skipped;
  /// the report's coverage is empty.
  ///
  /// - Parameters:
  ///   - knownFiles: every content file of the whole book; a link to one of them (or to a
  ///     page of the input's book) is not broken. Its `#anchor` is checked against the input's
  ///     `anchors` as usual.
  ///   - articleNames: the names `See:` lines may use for the whole book's articles
  ///     (`ArticleSlugs.names(of:)` of each page: `03-content-inset-adjustment` and
  ///     `content-inset-adjustment`).
  case pages(knownFiles: Set<String>, articleNames: Set<String>)
}

/// What the site stored for one example.
public struct EmbeddedOutput: Sendable {
  public var exampleID: String
  /// Where it is, as diagnostics print it (`site/examples/inset.tall-automatic/output.json`).
  public var file: String
  /// The file's bytes; nil when the file is missing.
  public var bytes: [UInt8]?
  public init(exampleID: String, file: String, bytes: [UInt8]?) {
    self.exampleID = exampleID
    self.file = file
    self.bytes = bytes
  }
}

/// How a documented default compared with the model.
public enum DefaultStatus: Hashable, Sendable {
  case verified(model: String)
  case mismatch(model: String)
  /// No default documented, or nothing in the model to compare with.
  case unchecked
}

extension VerificationCounts {
  public var json: JSONValue {
    .object([
      "declarations": .number(Double(declarations)), "boundDeclarations": .number(Double(boundDeclarations)),
      "notModelled": .number(Double(notModelled)), "defaultsChecked": .number(Double(defaultsChecked)),
      "defaultsVerified": .number(Double(defaultsVerified)), "accessChecked": .number(Double(accessChecked)),
      "enumCasesChecked": .number(Double(enumCasesChecked)), "placeholders": .number(Double(placeholders)),
      "exampleEmbeds": .number(Double(exampleEmbeds)), "examplesRun": .number(Double(examplesRun)),
      "internalLinks": .number(Double(internalLinks)), "embeddedOutputsChecked": .number(Double(embeddedOutputsChecked)),
    ])
  }
}

/// Counts of what was checked, for the report page and the summary line.
public struct VerificationCounts: Hashable, Sendable {
  public var declarations = 0
  public var boundDeclarations = 0
  public var notModelled = 0
  public var defaultsChecked = 0
  public var defaultsVerified = 0
  public var accessChecked = 0
  public var enumCasesChecked = 0
  public var placeholders = 0
  public var exampleEmbeds = 0
  public var examplesRun = 0
  public var internalLinks = 0
  public var embeddedOutputsChecked = 0
  public init() {}

  /// Adds the counts of another part of the book (`examplesRun` is the book's, not a part's).
  mutating func add(_ other: VerificationCounts) {
    declarations += other.declarations
    boundDeclarations += other.boundDeclarations
    notModelled += other.notModelled
    defaultsChecked += other.defaultsChecked
    defaultsVerified += other.defaultsVerified
    accessChecked += other.accessChecked
    enumCasesChecked += other.enumCasesChecked
    placeholders += other.placeholders
    exampleEmbeds += other.exampleEmbeds
    internalLinks += other.internalLinks
    embeddedOutputsChecked += other.embeddedOutputsChecked
  }
}

/// The verifier's findings.
public struct VerificationReport: Sendable {
  public var diagnostics: [Diagnostic]
  public var counts: VerificationCounts
  public var coverage: CoverageReport
  public var bindings: [BoundDeclaration] {
    didSet { entries = VerificationReport.entries(of: bindings) }
  }
  public var defaults: [BindingKey: DefaultStatus]
  /// Files with findings of the per-page checks (declarations, references, links), as
  /// opposed to whole-book ones (coverage, undocumented APIs).
  public var filesWithPageDiagnostics: Set<String> = []
  /// The catalog entry of each bound declaration (the first binding of a key), for pages
  /// that look theirs up one by one.
  private var entries: [BindingKey: CatalogEntry?]

  init(
    diagnostics: [Diagnostic], counts: VerificationCounts, coverage: CoverageReport, bindings: [BoundDeclaration],
    defaults: [BindingKey: DefaultStatus]
  ) {
    self.diagnostics = diagnostics
    self.counts = counts
    self.coverage = coverage
    self.bindings = bindings
    self.defaults = defaults
    self.entries = VerificationReport.entries(of: bindings)
  }

  private static func entries(of bindings: [BoundDeclaration]) -> [BindingKey: CatalogEntry?] {
    var result: [BindingKey: CatalogEntry?] = [:]
    for bound in bindings where result.index(forKey: bound.key) == nil { result.updateValue(bound.entry, forKey: bound.key) }
    return result
  }

  public var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }
  public var warningCount: Int { diagnostics.filter { $0.severity == .warning }.count }

  /// The default check of one declaration (for the badge on its page).
  public func defaultStatus(file: String, declaration: Declaration) -> DefaultStatus {
    defaults[BindingKey(file: file, declaration: declaration)] ?? .unchecked
  }

  /// What the catalog adds about a declaration's API (observed behaviour, assumptions,
  /// pitfalls, why it is not modelled), as (kind, English text) for the page.
  public func modelNotes(file: String, declaration: Declaration) -> [(kind: String, text: String)] {
    guard let entry = entry(file: file, declaration: declaration) else { return [] }
    return entry.notes.map { note in
      let kind =
        switch note.kind {
        case .observed: "observed"
        case .assumption: "assumption"
        case .notModelled: "not-modelled"
        case .pitfall: "pitfall"
        }
      return (kind, note.text)
    }
  }

  /// The catalog entry a declaration is bound to.
  public func entry(file: String, declaration: Declaration) -> CatalogEntry? {
    entries[BindingKey(file: file, declaration: declaration)] ?? nil
  }
}

/// Checks the notes against the model. Pure: the same input gives the same report.
public enum Verifier {
  public static func verify(_ input: VerificationInput) -> VerificationReport {
    let context = VerificationContext(input: input)
    // Each page's checks read only the input, so pages are checked on all cores; their
    // findings join in book order, check by check, as if checked one after another.
    let pages = concurrentMap(input.book.pages) { context.check($0) }
    var state = VerificationState(context: context)
    state.counts.examplesRun = input.examples.count
    var defaults: [BindingKey: DefaultStatus] = [:]
    for page in pages {
      state.diagnostics += page.declarationDiagnostics
      state.counts.add(page.counts)
      defaults.merge(page.defaults) { _, later in later }
    }
    let bindings = pages.flatMap(\.bindings)
    if input.scope == .wholeBook {
      state.checkUndocumentedEntries(bindings: bindings)
      state.diagnostics += DuplicateChecks.diagnostics(book: input.book)
    }
    for page in pages { state.diagnostics += page.referenceDiagnostics }
    for page in pages { state.diagnostics += page.linkDiagnostics }
    state.checkEmbeddedOutputs()
    var coverage = CoverageReport(rows: [])
    if input.scope == .wholeBook {
      coverage = CoverageReport.make(input: input, bindings: bindings, defaults: defaults)
      if !coverage.isComplete {
        state.emit(
          VerifyMessages.incompleteCoverage(coverage.percentText, missing: coverage.incompleteRows.count),
          file: input.book.pages.first?.file ?? "Content", at: nil,
          notes: coverage.incompleteRows.prefix(40).map { DiagnosticNote("'\($0.api)' lacks \($0.missingColumns.joined(separator: ", "))", at: nil) })
      }
    }
    var report = VerificationReport(
      diagnostics: Diagnostic.sorted(state.diagnostics), counts: state.counts, coverage: coverage, bindings: bindings,
      defaults: defaults)
    for page in pages {
      for diagnostic in page.declarationDiagnostics + page.referenceDiagnostics + page.linkDiagnostics {
        report.filesWithPageDiagnostics.insert(diagnostic.file)
      }
    }
    return report
  }
}

/// What every check reads: the input and the lookups made from it once.
struct VerificationContext: Sendable {
  let input: VerificationInput
  let binder: APIBinder
  let examplesByID: [String: ExampleRun]
  /// Example ids, sorted, for near misses.
  let exampleIDs: [String]
  /// Names of articles `See:` lines may use.
  let articleNames: ArticleSlugs
  /// Files a link may lead to.
  let linkTargets: Set<String>

  init(input: VerificationInput) {
    self.input = input
    self.binder = APIBinder(catalog: input.catalog)
    var examples: [String: ExampleRun] = [:]
    for run in input.examples where examples[run.id] == nil { examples[run.id] = run }
    self.examplesByID = examples
    self.exampleIDs = examples.keys.sorted()
    let files = Set(input.book.pages.map(\.file))
    switch input.scope {
    case .wholeBook:
      self.articleNames = ArticleSlugs(book: input.book)
      self.linkTargets = files
    case .pages(let knownFiles, let articleNames):
      self.articleNames = ArticleSlugs(names: articleNames)
      self.linkTargets = knownFiles.union(files)
    }
  }

  /// The checks of one page: its declarations, then its placeholders, embeds and `See:`
  /// lines, then its links.
  func check(_ page: Page) -> PageFindings {
    var state = VerificationState(context: self)
    let bindings = binder.bind(page)
    state.checkDeclarations(bindings)
    let declarationsEnd = state.diagnostics.count
    var links: [(String, SourceLocation?)] = []
    var placeholders: [ValuePlaceholder] = []
    ProseWalk.inlines(in: page) { inline, location in
      switch inline {
      case .link(let destination, _): links.append((destination, location))
      case .value(let placeholder): placeholders.append(placeholder)
      default: break
      }
    }
    state.checkReferences(page, placeholders: placeholders)
    state.checkStrayNumbers(page)
    let referencesEnd = state.diagnostics.count
    state.checkLinks(page, links: links)
    return PageFindings(
      bindings: bindings, declarationDiagnostics: Array(state.diagnostics[..<declarationsEnd]),
      referenceDiagnostics: Array(state.diagnostics[declarationsEnd..<referencesEnd]),
      linkDiagnostics: Array(state.diagnostics[referencesEnd...]), counts: state.counts, defaults: state.defaults)
  }
}

/// What the checks of one page found.
struct PageFindings: Sendable {
  var bindings: [BoundDeclaration]
  var declarationDiagnostics: [Diagnostic]
  var referenceDiagnostics: [Diagnostic]
  var linkDiagnostics: [Diagnostic]
  var counts: VerificationCounts
  var defaults: [BindingKey: DefaultStatus]
}

/// Working state of the checks (each check lives in its own file): what they found so far.
struct VerificationState {
  let context: VerificationContext
  var diagnostics: [Diagnostic] = []
  var counts = VerificationCounts()
  var defaults: [BindingKey: DefaultStatus] = [:]

  init(context: VerificationContext) { self.context = context }

  var input: VerificationInput { context.input }
  var binder: APIBinder { context.binder }
  var examplesByID: [String: ExampleRun] { context.examplesByID }

  mutating func emit(_ message: DiagnosticMessage, file: String, at location: SourceLocation?, notes: [DiagnosticNote] = []) {
    diagnostics.append(Diagnostic(message, file: file, at: location, notes: notes))
  }

  /// A note naming where the model implements `entry`, when the index knows.
  func implementationNote(_ entry: CatalogEntry) -> [DiagnosticNote] {
    guard let location = input.implementations.location(of: entry.qualifiedName) else { return [] }
    return [DiagnosticNote("the model implements '\(entry.qualifiedName)' at \(location.file):\(location.line)", at: nil)]
  }
}
