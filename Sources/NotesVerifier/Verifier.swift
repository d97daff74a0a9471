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
  public var anchors: [String: Set<String>]
  /// Outputs the site stores (`site/examples/<id>/output.json`), when checking a built site.
  public var embeddedOutputs: [EmbeddedOutput]?
  /// The whole book, or only some pages of it (an incremental build).
  public var scope: VerificationScope = .wholeBook

  public init(
    book: Book, catalog: [CatalogEntry] = ScrollViewCatalog.entries, implementations: ImplementationIndex = ImplementationIndex(),
    examples: [ExampleRun] = [], anchors: [String: Set<String>] = [:], embeddedOutputs: [EmbeddedOutput]? = nil,
    scope: VerificationScope = .wholeBook
  ) {
    self.scope = scope
    self.book = book
    self.catalog = catalog
    self.implementations = implementations
    self.examples = examples
    self.anchors = anchors
    self.embeddedOutputs = embeddedOutputs
  }
}

/// Which checks run.
public enum VerificationScope: Sendable, Equatable {
  /// Every check, the coverage report included.
  case wholeBook
  /// Only the checks of the book's own pages (declarations, references, links), for a
  /// book that holds some pages of a site; links may lead to any of `knownFiles`. The
  /// whole-book checks (undocumented APIs, coverage) are left out and coverage is empty.
  case pages(knownFiles: Set<String>)
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
}

/// The verifier's findings.
public struct VerificationReport: Sendable {
  public var diagnostics: [Diagnostic]
  public var counts: VerificationCounts
  public var coverage: CoverageReport
  public var bindings: [BoundDeclaration]
  public var defaults: [BindingKey: DefaultStatus]
  /// Files with findings of the per-page checks (declarations, references, links), as
  /// opposed to whole-book ones (coverage, undocumented APIs).
  public var filesWithPageDiagnostics: Set<String> = []

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
    let key = BindingKey(file: file, declaration: declaration)
    return bindings.first { $0.key == key }?.entry
  }
}

/// Checks the notes against the model. Pure: the same input gives the same report.
public enum Verifier {
  public static func verify(_ input: VerificationInput) -> VerificationReport {
    var state = VerificationState(input: input)
    state.checkDeclarations()
    state.checkReferences()
    state.checkLinks()
    let filesWithPageDiagnostics = Set(state.diagnostics.map(\.file))
    guard input.scope == .wholeBook else {
      return VerificationReport(
        diagnostics: Diagnostic.sorted(state.diagnostics), counts: state.counts, coverage: CoverageReport(rows: []),
        bindings: state.bindings, defaults: state.defaults, filesWithPageDiagnostics: filesWithPageDiagnostics)
    }
    state.checkUndocumentedEntries()
    state.checkEmbeddedOutputs()
    let coverage = CoverageReport.make(input: input, bindings: state.bindings, defaults: state.defaults)
    if !coverage.isComplete {
      state.emit(
        VerifyMessages.incompleteCoverage(coverage.percentText, missing: coverage.incompleteRows.count),
        file: input.book.pages.first?.file ?? "Content", at: nil,
        notes: coverage.incompleteRows.prefix(40).map { DiagnosticNote("'\($0.api)' lacks \($0.missingColumns.joined(separator: ", "))", at: nil) })
    }
    return VerificationReport(
      diagnostics: Diagnostic.sorted(state.diagnostics), counts: state.counts, coverage: coverage, bindings: state.bindings,
      defaults: state.defaults, filesWithPageDiagnostics: filesWithPageDiagnostics)
  }
}

/// Working state shared by the checks (each check lives in its own file).
struct VerificationState {
  let input: VerificationInput
  let binder: APIBinder
  let bindings: [BoundDeclaration]
  let examplesByID: [String: ExampleRun]
  var diagnostics: [Diagnostic] = []
  var counts = VerificationCounts()
  var defaults: [BindingKey: DefaultStatus] = [:]

  init(input: VerificationInput) {
    self.input = input
    self.binder = APIBinder(catalog: input.catalog)
    self.bindings = binder.bind(input.book)
    var examples: [String: ExampleRun] = [:]
    for run in input.examples where examples[run.id] == nil { examples[run.id] = run }
    self.examplesByID = examples
    counts.examplesRun = input.examples.count
  }

  mutating func emit(_ message: DiagnosticMessage, file: String, at location: SourceLocation?, notes: [DiagnosticNote] = []) {
    diagnostics.append(Diagnostic(message, file: file, at: location, notes: notes))
  }

  /// A note naming where the model implements `entry`, when the index knows.
  func implementationNote(_ entry: CatalogEntry) -> [DiagnosticNote] {
    guard let location = input.implementations.location(of: entry.qualifiedName) else { return [] }
    return [DiagnosticNote("the model implements '\(entry.qualifiedName)' at \(location.file):\(location.line)", at: nil)]
  }
}
