import Foundation
public import NotesBook
public import NotesCore
import NotesExtraction
public import NotesHTML
public import NotesVerifier

/// The result of rendering: the files and what was noticed on the way.
public struct RenderedSite: Sendable {
  public var tree: SiteTree
  public var diagnostics: [Diagnostic]
  public var pageCount: Int
  // BEGIN verification (issue 5): what the verifier found and the input it ran on, so
  // `scrollnotes verify` can add the checks that need the built site.
  public var verification: VerificationReport
  public var verificationInput: VerificationInput
  // END verification
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
  /// with `SiteWriterSession` and never hold the whole site in memory.
  public static func render(
    _ input: consuming SiteInput, examples: [ExampleRun] = [], playgroundModule: [UInt8]? = nil,
    pageSink: ((SiteTree) throws(SiteWriteError) -> Void)? = nil
  ) throws(SiteWriteError) -> RenderedSite {
    var timer = StageTimer()
    // 1. Extract every file (in parallel; results keep input order).
    let files = input.contentFiles
    // Only the page and its diagnostics are kept: each file's Markdown tree is dropped as soon
    // as it is read, which keeps peak memory near the size of the book, not of every tree.
    let results = parallelMap(files) { file -> (page: Page, diagnostics: [Diagnostic]) in
      let result = NotesExtractor.extract(bytes: file.bytes, file: file.file)
      return (result.page, result.diagnostics)
    }
    // The Markdown bytes are not needed once read; with the caller's copy consumed, this frees them.
    input.contentFiles = []
    let book = Book(pages: results.map(\.page))
    var diagnostics = results.flatMap(\.diagnostics)
    timer.lap("extract")

    // 2. Plan paths and collect what pages link to.
    let plan = SitePlan(book: book, contentFolder: input.contentFolder)
    var implementations = ImplementationIndex()
    for source in input.modelSources { implementations.scan(file: source.file, source: source.text) }

    let assets = SiteAssetFiles()
    let chrome = SiteChrome(
      siteTitle: siteTitle, navigation: navigation(plan: plan, book: book),
      stylesheetPath: assets.stylesheetPath, scriptPath: assets.scriptPath, searchIndexPath: "search-index.json")

    // BEGIN verification (issue 5): check the notes against the model before rendering.
    let verificationInput = VerificationSetup.input(book: book, plan: plan, implementations: implementations, examples: examples)
    let verification = Verifier.verify(verificationInput)
    let modelHash = VerificationSetup.modelHash(input.modelSources)
    // END verification
    timer.lap("plan+verify")

    // 3. Render pages in parallel.
    // Playgrounds (issue 8): their no-script outputs are computed once, here.
    let playgrounds = playgroundModule.map { PlaygroundSiteAssets(module: $0) }
    let context = RenderContext(
      book: book, plan: plan, implementations: implementations, contentFolder: input.contentFolder,
      verification: verification, examples: examples, playgrounds: playgrounds)
    var tree = SiteTree()
    var streamedPages = 0
    var search = SearchIndexBuilder()
    // In batches, so the rendered Strings of only one batch live beside the tree's bytes.
    let batchSize = 256
    for start in stride(from: 0, to: plan.pages.count, by: batchSize) {
      let batch = Array(plan.pages[start..<min(start + batchSize, plan.pages.count)])
      let rendered = parallelMap(batch) { planned in context.render(planned, chrome: chrome) }
      timer.accumulate("render")
      var batchTree = SiteTree()
      for (planned, page) in zip(batch, rendered) {
        try batchTree.add(planned.path + "index.html", text: page.html)
        let number = search.addPage(path: planned.path, title: planned.title)
        for heading in page.headings { search.add(heading, to: number, field: .heading) }
        search.add(page.bodyText, to: number, field: .body)
      }
      diagnostics.append(contentsOf: rendered.flatMap(\.diagnostics))
      timer.accumulate("search")
      if let pageSink {
        streamedPages += batchTree.files.count
        try pageSink(batchTree)
      } else {
        for (path, bytes) in batchTree.files { try tree.add(path, bytes: bytes) }
      }
      timer.accumulate("write")
    }

    timer.report()
    timer.lap("pages")
    // 4. Site-wide pages and files.
    try tree.add("index.html", text: HomePage.html(book: book, plan: plan, chrome: chrome, coverage: HomePage.coverageSummary(verification.coverage, exampleCount: examples.count)))
    try tree.add("404.html", text: NotFoundPage.html(chrome: chrome))
    try tree.add("search/index.html", text: SearchPage.html(plan: plan, chrome: chrome))
    for file in search.files() { try tree.add(file.path, text: file.json.serialized()) }
    try tree.add(assets.stylesheetPath, text: SiteAssets.stylesheet)
    try tree.add(assets.scriptPath, text: SiteAssets.script)
    for (path, bytes) in playgrounds?.files ?? [] { try tree.add(path, bytes: bytes) }  // playgrounds (issue 8)
    // BEGIN verification (issue 5): examples, stored outputs, the verification page, coverage.
    let exampleFiles = ExampleEmbedding.files(examples, apiPaths: plan.pathForAPI, chrome: chrome)
    for file in exampleFiles { try tree.add(file.path, text: file.text) }
    try tree.add(VerificationPage.path + "index.html", text: VerificationPage.html(report: verification, modelHash: modelHash, apiPaths: plan.pathForAPI, chrome: chrome))
    try tree.add("coverage.json", text: VerificationPage.coverageJSON(report: verification, modelHash: modelHash))
    let extraPaths = ["examples/"] + examples.map { ExampleEmbedding.path(for: $0.id) } + [VerificationPage.path]
    // END verification
    try tree.add("sitemap.xml", text: Sitemap.xml(paths: [""] + plan.pages.map(\.path) + extraPaths))
    for page in ModelSourcePages.pages(sources: input.modelSources, chrome: chrome) {
      try tree.add(page.path + "index.html", text: page.html)
    }

    timer.lap("site-wide")
    return RenderedSite(
      tree: tree, diagnostics: Diagnostic.sorted(diagnostics), pageCount: tree.files.count + streamedPages, verification: verification,
      verificationInput: verificationInput)
  }

  static func navigation(plan: SitePlan, book: Book) -> [NavGroup] {
    var reference: [NavLink] = []
    var articles: [NavLink] = []
    for page in plan.pages {
      switch page.role {
      case .type: reference.append(NavLink(title: page.title, path: page.path))
      case .article: articles.append(NavLink(title: page.title, path: page.path))
      default: break
      }
    }
    var groups: [NavGroup] = []
    if !reference.isEmpty { groups.append(NavGroup(title: Bilingual("Reference", "参考"), links: reference)) }
    if !articles.isEmpty { groups.append(NavGroup(title: Bilingual("Articles", "文章"), links: articles)) }
    groups.append(NavGroup(title: Bilingual("More", "更多"), links: [
      NavLink(title: Bilingual("Model source", "模型源码"), path: "model/"),
      NavLink(title: Bilingual("Examples", "示例"), path: "examples/"),  // verification (issue 5)
      NavLink(title: Bilingual("Verification", "验证"), path: "verification/"),  // verification (issue 5)
      NavLink(title: Bilingual("Search", "搜索"), path: "search/"),
    ]))
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

/// Stage times on standard error when `SCROLLNOTES_TIMINGS` is set (for profiling notes).
struct StageTimer {
  let enabled = ProcessInfo.processInfo.environment["SCROLLNOTES_TIMINGS"] != nil
  let clock = ContinuousClock()
  var last = ContinuousClock.now
  mutating func lap(_ name: String) {
    guard enabled else { return }
    let now = clock.now
    let ms = (now - last).components.attoseconds / 1_000_000_000_000_000 + (now - last).components.seconds * 1000
    FileHandle.standardError.write(Data("timing: \(name) \(ms) ms rss \(StageTimer.residentMB()) MB\n".utf8))
    last = now
    mark = now
  }
  static func residentMB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * 4096 / 1_048_576 : 0
  }
  var sums: [(String, Duration)] = []
  var mark = ContinuousClock.now
  mutating func accumulate(_ name: String) {
    guard enabled else { return }
    let now = clock.now
    if let i = sums.firstIndex(where: { $0.0 == name }) { sums[i].1 += now - mark } else { sums.append((name, now - mark)) }
    mark = now
  }
  mutating func report() {
    for (name, d) in sums { FileHandle.standardError.write(Data("timing:   \(name) \(d)\n".utf8)) }
    sums = []
  }
}
