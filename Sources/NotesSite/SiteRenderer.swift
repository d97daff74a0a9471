import Foundation
import NotesBook
public import NotesCore
import NotesExtraction
public import NotesHTML
public import NotesVerifier
import ScrollModel

/// The result of rendering: the files and what was noticed on the way.
public struct RenderedSite: Sendable {
  public var tree: SiteTree
  public var diagnostics: [Diagnostic]
  public var pageCount: Int
  // BEGIN verification (issue 5): what the verifier found and the input it ran on, so
  // `scrollnotes verify` can add the checks that need the built site.
  public var verification: VerificationReport
  /// Kept only when asked for (`keepsVerificationInput`): it holds the whole book.
  public var verificationInput: VerificationInput?
  // END verification
  /// What the next build may reuse (`IncrementalBuild`), when asked for and the build was clean.
  public var cache: BuildCache?

  /// What reading and rendering noticed plus what the verifier found, in report order.
  public var allDiagnostics: [Diagnostic] { Diagnostic.sorted(diagnostics + verification.diagnostics) }
}

/// What a build that keeps a cache passes in besides the input.
public struct BuildCacheKey: Sendable {
  public var siteKey: Fingerprint
  public var readStarted: Int64
  /// Content file → its signature when it was read.
  public var stats: [String: FileStat]
  public init(siteKey: Fingerprint, readStarted: Int64, stats: [String: FileStat]) {
    self.siteKey = siteKey
    self.readStarted = readStarted
    self.stats = stats
  }
}

/// A rendered page as the build uses it.
struct PageOutput: Sendable {
  var html: [UInt8]
  var diagnostics: [Diagnostic]
  var terms: PageTerms
  /// What search results show of the page.
  var record: SearchRecord
  var encodedTerms: [UInt8] = []
  /// The page's Markdown twin (`index.md`, for llms.txt).
  var twin: LlmsText.Twin
  /// The twin's line of llms.txt (`LlmsText.entry`), made where the page is rendered.
  var llmsEntry: String
}

/// The search index and the cache's page records, filled batch by batch on a serial queue of
/// their own (pages in plan order), while the caller renders the next batch.
final class SearchIndexing: @unchecked Sendable {
  // Touched only on `queue` until `finish` has waited for it.
  private var search = SearchIndexBuilder()
  private var cachedPages: [BuildCache.Page] = []
  private var variantSpellings = false
  private let queue = DispatchQueue(label: "scrollnotes.search-index")

  /// `documents`: how many pages the index will hold; `pages`: how many of them are added here.
  init(documents: Int, pages: Int) {
    search.reserveCapacity(documents: documents)
    cachedPages.reserveCapacity(pages)
  }

  func add(_ pages: [(SitePlan.PlannedPage, PageOutput)], keepingCacheRecords: Bool) {
    queue.async {
      for (planned, page) in pages {
        self.search.addPage(page.record, terms: page.terms)
        guard keepingCacheRecords else { continue }
        self.cachedPages.append(BuildCache.Page(
          path: planned.path, length: page.terms.length, source: planned.role.pageIndex, encodedTerms: ArraySlice(page.encodedTerms)))
        self.variantSpellings = self.variantSpellings || page.terms.hasVariantSpellings
      }
    }
  }

  /// Waits for the batches added so far and hands over what they made.
  func finish() -> (SearchIndexBuilder, [BuildCache.Page], Bool) {
    queue.sync {
      // Handed over, not shared: the caller adds pages, which would copy every record of a
      // builder this still held.
      let made = (search, cachedPages, variantSpellings)
      search = SearchIndexBuilder()
      cachedPages = []
      return made
    }
  }
}

/// Hands batches of pages to a sink on a serial queue of its own, so a batch is written
/// while the next one renders; at most one batch waits, which bounds the memory held.
final class PageWriting: @unchecked Sendable {
  private let sink: (SiteTree) throws(SiteWriteError) -> Void
  private let queue = DispatchQueue(label: "scrollnotes.page-writing")
  private let slot = DispatchSemaphore(value: 1)
  // Touched only on `queue` until `finish` has waited for it.
  private var failure: SiteWriteError?

  init(sink: @escaping (SiteTree) throws(SiteWriteError) -> Void) { self.sink = sink }

  /// Queues a batch; waits while the previous one is still being written, and throws if
  /// that one failed (so a full disk stops the rendering too). `llms`: llms-full.txt's part
  /// of the batch, appended on the same queue after the batch is written.
  func write(_ batch: SiteTree, llms: LlmsBatch? = nil) throws(SiteWriteError) {
    slot.wait()
    // The semaphore orders this read after the previous batch's block.
    if let failure {
      slot.signal()
      throw failure
    }
    queue.async {
      defer { self.slot.signal() }
      guard self.failure == nil else { return }  // after a failure the rest is not written
      do throws(SiteWriteError) {
        try self.sink(batch)
        try llms?.write()
      } catch { self.failure = error }
    }
  }

  /// Waits for the batches queued so far; throws the first failure.
  func finish() throws(SiteWriteError) {
    if let failure = queue.sync(execute: { self.failure }) { throw failure }
  }

  /// Waits for the batches queued so far.
  func drain() { queue.sync {} }
}

/// One batch's bytes of llms-full.txt, per section, and the stream they go to.
struct LlmsBatch: Sendable {
  let bodies: LlmsText.Bodies
  let stream: StagedFileStream
  /// The pages come in the sections' order (every page of a section before any of the
  /// next, the examples last): each section's bytes follow the file's bytes so far, so
  /// none is spooled apart and copied in at the end (97 MB of the 5,000-page corpus, whose
  /// pages are all in one section).
  var sectionsInOrder = false

  func write() throws(SiteWriteError) {
    // Each twin as it is, not joined first: a batch's twins are megabytes, and joining them
    // copied them into fresh memory that faulted in page by page.
    for part in bodies.pieces.indices {
      for piece in bodies.pieces[part] { try stream.append(piece, part: sectionsInOrder ? 0 : part) }
    }
  }

  /// Whether pages in `plan`'s order bring the sections in their order.
  static func sectionsInOrder(_ plan: SitePlan) -> Bool {
    let sections = plan.pages.map { LlmsText.Section($0.role).rawValue }
    return zip(sections, sections.dropFirst()).allSatisfy { $0 <= $1 }
  }
}

/// What rendering any page needs besides the book and the verifier's findings: the plan,
/// the model's implementation index, the page chrome and the playground assets. The full
/// and the incremental build make it the same way.
struct SiteFrame {
  let plan: SitePlan
  let implementations: ImplementationIndex
  let assets = SiteAssetFiles()
  let chrome: SiteChrome
  /// Every type's navigator tree, shared by all pages (`chrome.symbolsScriptPath`).
  let symbolsScript: String
  let playgrounds: PlaygroundSiteAssets?
  /// The Auto Layout lab (issue 18) when the build has its module.
  let lab: LabSiteAssets?
  let contentFolder: String
  /// What the model's comments may cite, from the article that defines it.
  let citations: ModelCitations

  init(
    book: Book, contentFolder: String, modelSources: [(file: String, text: String)], playgroundModule: [UInt8]?,
    examples: [ExampleRun],
    labModule: [UInt8]? = nil
  ) {
    plan = SitePlan(book: book, contentFolder: contentFolder)
    var implementations = ImplementationIndex()
    for source in modelSources { implementations.scan(file: source.file, source: source.text) }
    self.implementations = implementations
    let symbols = SiteRenderer.symbols(plan: plan, book: book)
    let exampleTree = SiteRenderer.exampleTree(examples)
    symbolsScript = SymbolNavigator.script(types: symbols + (exampleTree.map { [$0] } ?? []))
    chrome = SiteChrome(
      siteTitle: SiteRenderer.siteTitle, navigation: SiteRenderer.navigation(plan: plan, listsExamples: exampleTree == nil, hasLab: labModule != nil), symbols: symbols,
      examples: exampleTree,
      stylesheetPath: assets.stylesheetPath, scriptPath: assets.scriptPath, searchIndexPath: SearchIndexScript.path(forJSON: SearchIndexBuilder.manifestPath),
      symbolsScriptPath: "assets/symbols.\(shortHash(symbolsScript)).js")
    // Playgrounds (issue 8): their no-script outputs are computed once, here.
    let lab = labModule.map { LabSiteAssets(module: $0) }
    playgrounds = playgroundModule.map { PlaygroundSiteAssets(module: $0, labModulePath: lab?.modulePath) }
    self.lab = lab
    self.contentFolder = contentFolder
    citations = ModelCitations(book: book, plan: plan)
  }

  func context(verification: VerificationReport, examples: [ExampleRun]) -> RenderContext {
    RenderContext(
      plan: plan, implementations: implementations, contentFolder: contentFolder, verification: verification,
      examples: examples, playgrounds: playgrounds, lab: lab)
  }
}

extension SitePlan.PageRole {
  /// The content file (index in the book) the page comes from.
  var pageIndex: Int {
    switch self {
    case .type(let index, _), .declaration(let index, _, _), .article(let index), .notes(let index): index
    }
  }
}

/// Turns a `SiteInput` into the site's files. Pure: no disk access, so two runs on the same
/// input give the same bytes, and tests need no folders.
public enum SiteRenderer {
  public static let siteTitle = Bilingual("ScrollNotes", "滚动视图笔记")

  /// `examples` are the runs whose outputs the pages show (the command line runs them).
  /// `playgroundModule` is the model compiled to WebAssembly (scripts/build-wasm.sh); with it
  /// the relevant pages get live playgrounds, without it none.
  ///
  /// `pageSink`, when given, receives the content pages batch by batch instead of the returned
  /// tree (which then holds only the site-wide files), so a build can stream pages to disk
  /// with `SiteWriterSession` and never hold the whole site in memory. `llmsFull`, when
  /// given (a stream of `llmsFullPath` from that session), receives llms-full.txt as the
  /// pages are rendered (on the sink's queue) instead of the tree, which then lacks it; the
  /// caller finishes the stream once this returns.
  public static func render(
    _ input: consuming SiteInput, examples: [ExampleRun] = [], playgroundModule: [UInt8]? = nil, labModule: [UInt8]? = nil,
    cacheKey: BuildCacheKey? = nil, keepsVerificationInput: Bool = true,
    pageSink: ((SiteTree) throws(SiteWriteError) -> Void)? = nil, llmsFull: StagedFileStream? = nil
  ) throws(SiteWriteError) -> RenderedSite {
    var timer = StageTimer()
    // 1. Extract every file (in parallel; results keep input order).
    let files = input.contentFiles
    // Only the page and its diagnostics are kept: each file's Markdown tree is dropped as soon
    // as it is read, which keeps peak memory near the size of the book, not of every tree.
    let deferred = input.contentIsDeferred
    let results = parallelMap(files) { file -> (page: Page, diagnostics: [Diagnostic], cached: BuildCache.File?) in
      // Deferred content is read here, so only the files being extracted are in memory.
      let bytes = deferred ? SiteInput.readFile(file.file) : file.bytes
      guard let bytes else {
        return (Page(file: file.file), [Diagnostic(SourceMessages.unreadable, file: file.file, at: nil)], nil)
      }
      let result = NotesExtractor.extract(bytes: bytes, file: file.file)
      // What the next build needs to skip this file while it stays the same.
      let cached = cacheKey.map { key in
        BuildCache.File(
          path: file.file, stat: key.stats[file.file] ?? .unknown,
          content: Fingerprint.of(bytes), interface: PageSkeleton.interface(result.page), skeleton: PageSkeleton.encode(result.page))
      }
      return (result.page, result.diagnostics, cached)
    }
    // The Markdown bytes are not needed once read; with the caller's copy consumed, this frees them.
    input.contentFiles = []
    var book: Book? = Book(pages: results.map(\.page))
    var freedMemory = FreedMemory()
    freedMemory.returnNow()
    var diagnostics = results.flatMap(\.diagnostics)
    var cachedFiles = results.compactMap(\.cached)
    timer.lap("extract")

    // 2. Plan paths and collect what pages link to.
    let frame = SiteFrame(
      book: book!, contentFolder: input.contentFolder, modelSources: input.modelSources, playgroundModule: playgroundModule, examples: examples,
      labModule: labModule)
    let plan = frame.plan
    let chrome = frame.chrome
    let assets = frame.assets
    let playgrounds = frame.playgrounds
    // The search glossary, checked against the plan (its names must be pages of the site).
    let glossary = SearchGlossaryIndex.entries(input.glossary, plan: plan)
    diagnostics += glossary.diagnostics

    // BEGIN verification (issue 5): check the notes against the model before rendering.
    // The input holds the whole book (its pages and the anchors worked out from them): it
    // ends here unless kept, so each notes file is freed once its pages are rendered.
    let (verification, keptVerificationInput) = { () -> (VerificationReport, VerificationInput?) in
      let input = VerificationSetup.input(book: book!, implementations: frame.implementations, examples: examples)
      return (Verifier.verify(input), keepsVerificationInput ? input : nil)
    }()
    let modelHash = VerificationSetup.modelHash(input.modelSources)
    // END verification
    // A page with findings of its own is always rendered in a full build, where the
    // verification page lists them at their current lines.
    for i in cachedFiles.indices { cachedFiles[i].verifiedClean = !verification.filesWithPageDiagnostics.contains(cachedFiles[i].path) }
    timer.lap("plan+verify")

    // 3. Render pages in parallel. From here each notes file is held only until its pages
    // are rendered; the site-wide pages read the outline (titles, declaration names).
    let outline = Book(pages: book!.pages.map(PageSkeleton.outline))
    var sources: [Page?] = book!.pages
    book = nil
    // The last planned page of each notes file (a type's file has one per declaration).
    var lastPageOfFile = [Int](repeating: -1, count: sources.count)
    for (number, planned) in plan.pages.enumerated() { lastPageOfFile[planned.role.pageIndex] = number }
    let context = frame.context(verification: verification, examples: examples)
    var tree = SiteTree()
    var streamedPages = 0
    // llms.txt and llms-full.txt (made at the end, or llms-full.txt streamed) need every page's twin.
    var llms = LlmsText.Collector()
    if let llmsFull { try llmsFull.append(LlmsText.fullHeader) }
    let llmsSectionsInOrder = LlmsBatch.sectionsInOrder(plan)
    // The search index and the cache's page records are filled on a queue of their own, so
    // the serial merge runs while the next batch renders.
    // The planned pages, then the examples' pages (added once the planned ones are in).
    let indexing = SearchIndexing(documents: plan.pages.count + examples.count, pages: plan.pages.count)
    // Pages go to the sink on a queue of their own too: the disk work of one batch overlaps
    // the rendering of the next.
    let writing = pageSink.map(PageWriting.init)
    // Whatever ends this function, no batch is still being written once it has returned.
    defer { writing?.drain() }
    // In batches, so the rendered pages of only one batch live beside the tree's bytes (and
    // one more being written). 128, not 256: on a slow disk the batch waiting to be written
    // held the 5,000-page corpus's peak at 244-271 MiB (256) where 128 gives 229-240, in the
    // same time.
    let batchSize = 128
    for start in stride(from: 0, to: plan.pages.count, by: batchSize) {
      let end = min(start + batchSize, plan.pages.count)
      let batch = plan.pages[start..<end].map { ($0, sources[$0.role.pageIndex]!) }
      var rendered = parallelMap(batch) { planned, source in
        var page = renderPage(planned, source: source, context: context, chrome: chrome)
        if cacheKey != nil { page.encodedTerms = BuildCache.encodeTerms(page.terms) }
        return page
      }
      for (planned, _) in batch where lastPageOfFile[planned.role.pageIndex] < end { sources[planned.role.pageIndex] = nil }
      timer.accumulate("render")
      var batchTree = SiteTree()
      for ((planned, _), page) in zip(batch, rendered) {
        try batchTree.add(planned.path + "index.html", bytes: page.html)
        try batchTree.add(page.twin.path, bytes: page.twin.bytes)
        llms.add(page.twin, entry: page.llmsEntry)
      }
      diagnostics.append(contentsOf: rendered.flatMap(\.diagnostics))
      for i in rendered.indices {
        rendered[i].html = []
        rendered[i].twin.bytes = []
      }
      indexing.add(zip(batch, rendered).map { ($0.0.0, $0.1) }, keepingCacheRecords: cacheKey != nil)
      // llms-full.txt's bytes of this batch go to the stream after the batch's pages.
      var llmsBatch: LlmsBatch?
      if let llmsFull { llmsBatch = LlmsBatch(bodies: llms.takeBodies(), stream: llmsFull, sectionsInOrder: llmsSectionsInOrder) }
      if let writing {
        streamedPages += batchTree.files.count
        try writing.write(batchTree, llms: llmsBatch)
      } else {
        for (path, bytes) in batchTree.files { try tree.add(path, bytes: bytes) }
        try llmsBatch?.write()
      }
      timer.accumulate("write")
      freedMemory.returnIfGrown()
    }
    try writing?.finish()
    var (search, cachedPages, variantSpellings) = indexing.finish()
    // Example pages follow the planned pages in the index; the glossary names pages by number.
    for run in examples { search.addPage(SearchText.record(example: run), terms: SearchText.terms(example: run)) }
    search.glossary = glossary.entries
    timer.accumulate("search (what was left)")
    timer.report()
    timer.lap("pages")
    // 4. Site-wide pages and files.
    try tree.add("index.html", text: HomePage.html(book: outline, plan: plan, chrome: chrome, coverage: HomePage.coverageSummary(verification.coverage, exampleCount: examples.count)))
    try tree.add("404.html", text: NotFoundPage.html(chrome: chrome, baseURL: input.baseURL))
    try tree.add("search/index.html", text: SearchPage.html(records: search.documents, chrome: chrome))
    let firstKeyPostings = search.firstKeyPostings
    // The index's files are the longest site-wide work: made beside the pages below.
    nonisolated(unsafe) let finished = search  // only read from here on, here and there
    let searchFiles = Background { SearchIndexScript.withTwins(finished.files(firstKeyPostings: firstKeyPostings)) }
    try tree.add(assets.stylesheetPath, text: SiteAssets.stylesheet)
    try tree.add(assets.scriptPath, text: SiteAssets.script)
    if let path = chrome.symbolsScriptPath { try tree.add(path, text: frame.symbolsScript) }
    for (path, bytes) in playgrounds?.files ?? [] { try tree.add(path, bytes: bytes) }  // playgrounds (issue 8)
    if let lab = frame.lab {  // the Auto Layout lab (issue 18)
      try tree.add(LabSiteAssets.pagePath + "index.html", text: lab.page(examples: LabExamples.of(examples), chrome: chrome))
      for (path, bytes) in lab.files { try tree.add(path, bytes: bytes) }
    }
    // BEGIN verification (issue 5): examples, stored outputs, the verification page, coverage.
    let exampleFiles = ExampleEmbedding.files(examples, apiPaths: plan.pathForAPI, chrome: chrome)
    for file in exampleFiles { try tree.add(file.path, bytes: file.bytes) }
    try tree.add(VerificationPage.path + "index.html", text: VerificationPage.html(report: verification, modelHash: modelHash, apiPaths: plan.pathForAPI, chrome: chrome))
    try tree.add("coverage.json", text: VerificationPage.coverageJSON(report: verification, modelHash: modelHash))
    let exampleTwins = MarkdownExample.twins(examples, apiPaths: plan.pathForAPI)
    for twin in exampleTwins { try tree.add(twin.path, bytes: twin.bytes) }
    for twin in exampleTwins { llms.add(twin) }
    let llmsFullStarts = llms.fullStarts()
    if let llmsFull {
      try LlmsBatch(bodies: llms.takeBodies(), stream: llmsFull, sectionsInOrder: llmsSectionsInOrder).write()
      try tree.add(LlmsText.indexPath, bytes: llms.index())
      streamedPages += 1
    } else {
      for file in llms.files() { try tree.add(file.path, bytes: file.bytes) }
    }
    let extraPaths = ["examples/"] + examples.map { ExampleEmbedding.path(for: $0.id) } + [VerificationPage.path]
      + (frame.lab == nil ? [] : [LabSiteAssets.pagePath])
    // END verification
    let modelPages = ModelSourcePages.pages(
      sources: input.modelSources, implementations: frame.implementations, apiPaths: plan.pathForAPI, citations: frame.citations,
      chrome: chrome)
    // A citation in the model's comments that the article does not define.
    diagnostics += frame.citations.diagnostics(sources: input.modelSources)
    for page in modelPages { try tree.add(page.path + "index.html", bytes: page.html) }
    for file in searchFiles.value { try tree.add(file.path, bytes: file.bytes) }
    if let baseURL = input.baseURL {
      let paths = [""] + plan.pages.map(\.path) + ["search/"] + extraPaths + modelPages.map(\.path)
      try tree.add("sitemap.xml", text: Sitemap.xml(paths: paths, baseURL: baseURL))
    }

    timer.lap("site-wide")
    // A build with diagnostics of its pages, the verifier's per-page ones included, leaves no
    // cache: the next one is a full build and reports them again. Whole-book findings are
    // kept in the cache and reported by every rebuild.
    let cache = cacheKey.flatMap { key in
      diagnostics.isEmpty && verification.filesWithPageDiagnostics.isEmpty
        ? BuildCache(
          siteKey: key.siteKey, readStarted: key.readStarted, files: cachedFiles, pages: cachedPages, postingCount: search.postingCount,
          variantSpellings: variantSpellings, siteWideFindings: Diagnostic.sorted(verification.diagnostics).map(BuildCache.Finding.init),
          firstKeyPostings: firstKeyPostings, llmsFullStarts: llmsFullStarts)
        : nil
    }
    return RenderedSite(
      tree: tree, diagnostics: Diagnostic.sorted(diagnostics), pageCount: tree.files.count + streamedPages, verification: verification,
      verificationInput: keptVerificationInput, cache: cache)
  }

  /// The path of llms-full.txt, for a caller that streams it (`render`'s `llmsFull`).
  public static let llmsFullPath = LlmsText.fullPath

  /// One page's HTML, its search terms (cut here, so on all cores) and what was noticed.
  static func renderPage(_ planned: SitePlan.PlannedPage, source: Page, context: RenderContext, chrome: SiteChrome) -> PageOutput {
    let context = context.forPage()
    let page = context.render(planned, source: source, chrome: chrome)
    let twin = context.markdownTwin(planned, source: source)
    return PageOutput(
      html: page.document, diagnostics: page.diagnostics,
      terms: PageTerms(title: planned.title, headings: page.headings, body: page.body),
      record: context.searchRecord(planned, source: source),
      twin: twin, llmsEntry: LlmsText.entry(path: twin.path, twin: twin.bytes))
  }

  /// The symbol navigator: every type page with the members that have pages, by topic, in
  /// the notes' order. Deprecation comes from the SDK catalog (the binding the verifier uses),
  /// so it needs only declaration names and kinds, which the incremental build's outline has.
  static func symbols(plan: SitePlan, book: Book) -> [NavType] {
    let binder = APIBinder(catalog: ScrollViewCatalog.entries)
    // Each declaration's page, by (notes file, topic); a declaration without a page is left out.
    var members: [Int: [Int: [NavMember]]] = [:]
    for page in plan.pages {
      guard case .declaration(let index, let t, let d) = page.role else { continue }
      let declaration = book.pages[index].topics[t].declarations[d]
      let owner = book.pages[index].types.first?.name ?? ""
      let deprecated = binder.entry(for: declaration, owner: owner)?.availability.isDeprecated == true
      members[index, default: [:]][t, default: []].append(NavMember(name: declaration.name, path: page.path, deprecated: deprecated))
    }
    return plan.pages.compactMap { page -> NavType? in
      guard case .type(let index, let typeName) = page.role else { return nil }
      let topics = book.pages[index].topics.enumerated().map { t, topic in
        NavTopic(title: Bilingual(en: topic.titleEn, zh: topic.titleZh), members: members[index]?[t] ?? [])
      }
      return NavType(name: typeName, path: page.path, topics: topics)
    }
  }

  /// The examples as the navigator's last tree: a topic per kind (the id's first part,
  /// `inset` of `inset.tall-automatic`), in the order the runs come; each example by its title.
  static func exampleTree(_ runs: [ExampleRun]) -> NavType? {
    guard !runs.isEmpty else { return nil }
    var kinds: [String] = []
    var byKind: [String: [NavMember]] = [:]
    for run in runs {
      let kind = String(run.id.prefix { $0 != "." })
      if byKind[kind] == nil { kinds.append(kind) }
      byKind[kind, default: []].append(NavMember(name: run.id, title: Bilingual(run.titleEn, run.titleZh), path: ExampleEmbedding.path(for: run.id)))
    }
    return NavType(
      name: "Examples", title: Bilingual("Examples", "示例"), path: "examples/",
      topics: kinds.map { NavTopic(title: Bilingual(en: $0, zh: $0), members: byKind[$0] ?? []) })
  }

  /// The sidebar's groups below the symbol navigator: articles in reading order, then the
  /// site's other pages (the examples' index among them unless the examples have their tree).
  static func navigation(plan: SitePlan, listsExamples: Bool = true, hasLab: Bool = false) -> [NavGroup] {
    var articles: [NavLink] = []
    for page in plan.pages {
      if case .article = page.role { articles.append(NavLink(title: page.title, path: page.path)) }
    }
    var groups: [NavGroup] = []
    if !articles.isEmpty { groups.append(NavGroup(title: Bilingual("Articles", "文章"), links: articles)) }
    var more: [NavLink] = []
    if hasLab { more.append(NavLink(title: Bilingual("Auto Layout lab", "Auto Layout 实验室"), path: LabSiteAssets.pagePath)) }  // issue 18
    more.append(NavLink(title: Bilingual("Model source", "模型源码"), path: "model/"))
    if listsExamples { more.append(NavLink(title: Bilingual("Examples", "示例"), path: "examples/")) }  // verification (issue 5)
    more.append(NavLink(title: Bilingual("Verification", "验证"), path: "verification/"))  // verification (issue 5)
    more.append(NavLink(title: Bilingual("Search", "搜索"), path: "search/"))
    groups.append(NavGroup(title: Bilingual("More", "更多"), links: more))
    return groups
  }
}

/// Content-hashed asset names, so browsers never use a stale stylesheet or script.
struct SiteAssetFiles {
  let stylesheetPath = "assets/site.\(shortHash(SiteAssets.stylesheet)).css"
  let scriptPath = "assets/site.\(shortHash(SiteAssets.script)).js"
}

/// FNV-1a over UTF-8, as 8 hex digits: stable across runs and platforms (unlike `hashValue`).
func shortHash(_ text: String) -> String {
  var hash: UInt64 = 0xcbf2_9ce4_8422_2325
  for byte in text.utf8 {
    hash ^= UInt64(byte)
    hash = hash &* 0x100_0000_01b3
  }
  let hex = String(hash, radix: 16)
  return String((String(repeating: "0", count: max(0, 16 - hex.count)) + hex).prefix(8))
}

/// Maps `transform` over `items` on all cores, keeping order.
func parallelMap<T: Sendable, R>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
  if items.count < 2 { return items.map(transform) }
  var results = [R?](repeating: nil, count: items.count)
  results.withUnsafeMutableBufferPointer { buffer in
    let base = buffer.baseAddress!
    nonisolated(unsafe) let slots = base
    DispatchQueue.concurrentPerform(iterations: items.count) { i in
      (slots + i).pointee = transform(items[i])
    }
  }
  return results.map { $0! }
}

