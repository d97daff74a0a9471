import NotesCore
public import NotesBook
import NotesExtraction
import NotesHTML
public import NotesVerifier

/// A rebuild that reads, extracts and renders only the content files that changed since
/// the build that wrote the cache, and patches the search index for them.
///
/// It applies only when nothing whole-site changed: the same site key (tool, model,
/// examples, assets, file list), the same interface of every changed file (so the plan,
/// navigation, home page, verification report and every other page stay as they were), a
/// previous build without diagnostics and no new ones, the same search shard count, no
/// search term with two spellings (a CJK compatibility ideograph) before or after, and a
/// site that nothing else changed since (every file's signature as the cache recorded it).
/// Otherwise `attempt` says why not, and the caller runs a full build. Tests check that
/// its files equal a full build's.
public enum IncrementalBuild {
  public struct Result: Sendable {
    /// Files to write (site-relative); every other file of the site stays as it is.
    public var files: [(path: String, bytes: [UInt8])]
    /// Files too large to hold, to write with `SiteWriterSession.write(_:)` (llms-full.txt).
    public var composed: [ComposedFile] = []
    public var cache: BuildCache
    public var changedFiles: [String]
    /// False when nothing changed and every file was trusted by its signature: the stored
    /// cache says all the new one would (but an earlier read start, which only makes the
    /// next build trust fewer files), so it need not be written again.
    public var cacheChanged = true
  }

  public enum Refusal: Error, Equatable, Sendable {
    case siteKeyChanged, fileListChanged, termSpellings, outputMissing, outputChanged(String), tooManyChanges(Int), unreadable(String),
      interfaceChanged(String), twinUnreadable(String),
      diagnostics(String), shardCountChanged, searchIndexUnreadable(String), cacheInconsistent
  }

  /// Changed files beyond which a full build (which uses every core for everything) is
  /// the better tool.
  public static let maximumChangedFiles = 64

  /// Every file's skeleton, as a rebuild plans with it; nil where malformed.
  public static func skeletons(of cache: BuildCache) -> [Page?] {
    parallelMap(cache.files) { file in try? PageSkeleton.decode(file.skeleton, file: file.path) }
  }

  /// - Parameter skeletons: `skeletons(of: cache)` when made already (a cache read ahead).
  /// - Parameter stageComposed: when given, receives each file too large to hold
  ///   (llms-full.txt) as soon as it is made, on another thread while the search index is
  ///   patched, to write into the session the caller will commit; such files are left out of
  ///   `Result.composed`. Every call has returned when `attempt` does, refused or not.
  /// - Parameter stageHead: with `stageComposed`, is told as soon as the changed files are
  ///   known how many bytes at the start of the site's llms-full.txt come before any of their
  ///   pages (the file's path and that length), so the caller can start copying them
  ///   (`SiteWriterSession.beginWithCurrentHead`) while the pages are extracted and planned.
  public static func attempt(
    cache: BuildCache, siteKey: Fingerprint, contentFolder: String, contentFiles: [String], readStarted: Int64,
    output: String, modelSources: [(file: String, text: String)], examples: [ExampleRun], playgroundModule: [UInt8]?,
    labModule: [UInt8]? = nil, skeletons decoded: [Page?]? = nil, stageComposed: (@Sendable (ComposedFile) -> Void)? = nil,
    stageHead: ((_ path: String, _ length: Int64) -> Void)? = nil
  ) -> Swift.Result<Result, Refusal> {
    var timer = StageTimer()
    guard cache.siteKey == siteKey else { return .failure(.siteKeyChanged) }
    guard cache.files.map(\.path) == contentFiles else { return .failure(.fileListChanged) }
    guard SiteWriter.isFolder(output) else { return .failure(.outputMissing) }
    // Whether anything else changed the site (16,000 `stat`s at 5,000 pages) is found while
    // the changed files are extracted and the site is planned, and decides before anything
    // is made from them; waited for on every way out.
    let outputCheck = Background { cache.firstChangedOutput(in: output) }
    defer { _ = outputCheck.value }
    // Every file's skeleton (what planning needs) is decoded meanwhile too, unless it was.
    let skeletons = Background { decoded ?? Self.skeletons(of: cache) }
    defer { _ = skeletons.value }

    // 1. Which files changed: a matching signature from before the cached build started
    //    reading is trusted; anything else is read and compared by content.
    let racyAfter = cache.readStarted - FileStat.racyWindow
    let notes = StatFolder(SiteInput.normalizedFolder(contentFolder))
    let checked = parallelMap(Array(cache.files.indices)) { i -> (stat: FileStat?, bytes: [UInt8]?, content: Fingerprint?) in
      let cached = cache.files[i]
      let stat = notes.stat(path: cached.path)
      if let stat, stat == cached.stat, stat.changed < racyAfter, stat.modified < racyAfter { return (stat, nil, cached.content) }
      guard let bytes = SiteInput.readFile(cached.path) else { return (stat, nil, nil) }
      return (stat, bytes, Fingerprint.of(bytes))
    }
    var newCache = cache
    newCache.readStarted = readStarted
    var changed: [(index: Int, bytes: [UInt8])] = []
    for (i, result) in checked.enumerated() {
      guard let stat = result.stat, let content = result.content else { return .failure(.unreadable(cache.files[i].path)) }
      newCache.files[i].stat = stat
      if content != cache.files[i].content {
        guard let bytes = result.bytes else { return .failure(.unreadable(cache.files[i].path)) }
        changed.append((i, bytes))
        newCache.files[i].content = content
      }
    }
    timer.lap("incremental: check files")
    if changed.isEmpty {
      if let path = outputCheck.value { return .failure(.outputChanged(path)) }
      let settled = zip(checked, cache.files).allSatisfy { result, cached in result.bytes == nil && result.stat == cached.stat }
      return .success(Result(files: [], cache: newCache, changedFiles: [], cacheChanged: !settled))
    }
    guard changed.count <= maximumChangedFiles else { return .failure(.tooManyChanges(changed.count)) }
    // The first keystrokes' postings, which only the search index's patch reads (long after
    // this, so a build with nothing changed does not decode them).
    let firstKeyPostings = Background { cache.firstKeyPostings }
    defer { _ = firstKeyPostings.value }
    if stageComposed != nil, let stageHead, let head = unchangedLlmsFullHead(cache, changedFiles: Set(changed.map(\.index))) {
      stageHead(LlmsText.fullPath, head)
    }

    // 2. Extract the changed files; their interface must be what the cache knew.
    let extracted = parallelMap(changed) { NotesExtractor.extract(bytes: $0.bytes, file: cache.files[$0.index].path) }
    var pages: [Page] = []
    pages.reserveCapacity(cache.files.count)
    for page in skeletons.value {
      guard let page else { return .failure(.cacheInconsistent) }
      pages.append(page)
    }
    for ((index, _), result) in zip(changed, extracted) {
      let file = cache.files[index].path
      if let first = result.diagnostics.first { return .failure(.diagnostics(first.formatted)) }
      guard cache.files[index].verifiedClean else { return .failure(.diagnostics("\(file) had findings in the last build")) }
      guard PageSkeleton.interface(result.page) == cache.files[index].interface else { return .failure(.interfaceChanged(file)) }
      pages[index] = result.page
      newCache.files[index].skeleton = PageSkeleton.encode(result.page)
    }
    let book = Book(pages: pages)
    timer.lap("incremental: extract + skeletons")

    // 3. Plan as the full build would, verify only the changed pages, render their pages.
    let frame = SiteFrame(book: book, contentFolder: contentFolder, modelSources: modelSources, playgroundModule: playgroundModule, examples: examples,
      labModule: labModule)
    guard frame.plan.pages.map(\.path) == cache.pages.map(\.path) else { return .failure(.cacheInconsistent) }
    timer.lap("incremental: plan")
    let changedIndices = Set(changed.map(\.index))
    let verification = Verifier.verify(
      VerificationSetup.input(book: book, implementations: frame.implementations, examples: examples)
        .narrowed(to: Set(changed.map { cache.files[$0.index].path })))
    if let first = verification.diagnostics.first { return .failure(.diagnostics(first.formatted)) }
    timer.lap("incremental: verify")
    let context = frame.context(verification: verification, examples: examples)
    let planned = frame.plan.pages.enumerated().filter { changedIndices.contains($0.element.role.pageIndex) }
    let rendered = parallelMap(planned.map { ($0.element, book.pages[$0.element.role.pageIndex]) }) { page, source in
      SiteRenderer.renderPage(page, source: source, context: context, chrome: frame.chrome)
    }
    if let first = rendered.lazy.flatMap(\.diagnostics).first { return .failure(.diagnostics(first.formatted)) }

    timer.lap("incremental: render")
    if let path = outputCheck.value { return .failure(.outputChanged(path)) }
    guard let postings = firstKeyPostings.value else { return .failure(.cacheInconsistent) }
    // 4. Patch the search index for the pages that changed. A term with two spellings is
    //    spelled as the first page that has it does, which other pages decide.
    if cache.variantSpellings || rendered.contains(where: \.terms.hasVariantSpellings) { return .failure(.termSpellings) }
    var patch = SearchIndexPatch(cache: cache)
    for ((number, _), result) in zip(planned, rendered) {
      guard let old = cache.terms(ofPage: number) else { return .failure(.cacheInconsistent) }
      patch.replace(page: number, old: old, new: result.terms)
      newCache.pages[number].length = result.terms.length
      newCache.pages[number].encodedTerms = .held(ArraySlice(BuildCache.encodeTerms(result.terms)))
    }
    newCache.postingCount = patch.postingCount
    // The changed pages' result records; every other record (example pages included) and
    // the glossary are read back from the site's manifest.
    var records: [Int: SearchRecord] = [:]
    for ((number, _), result) in zip(planned, rendered) {
      var record = result.record
      record.length = result.terms.length
      records[number] = record
    }
    var files: [(path: String, bytes: [UInt8])] = zip(planned, rendered).map { ($0.0.element.path + "index.html", $0.1.html) }
    // The changed pages' Markdown twins, and llms.txt and llms-full.txt made from every twin
    // (the others read back from the site), on a thread of their own beside the search
    // index's patch: at 5,000 pages that is copying the old llms-full.txt into the new one
    // (100 MB, mostly the kernel's work on one core) around the changed twins' parts.
    files += rendered.map { ($0.twin.path, $0.twin.bytes) }
    let plan = frame.plan
    let changedTwins = Dictionary(uniqueKeysWithValues: zip(planned.map(\.offset), rendered.map(\.twin)))
    let llmsFullStarts = cache.llmsFullStarts
    let llmsWork = Background { () -> Swift.Result<LlmsRebuild.Files, Refusal> in
      LlmsRebuild.files(plan: plan, changed: changedTwins, examples: examples, output: output, fullStarts: llmsFullStarts, stageFull: stageComposed)
    }
    let search = patch.files(records: records, firstKeyPostings: postings, output: output)
    timer.lap("incremental: search (llms files alongside)")
    // Waited for whatever the search says: the caller's session must be idle when this returns.
    let llms = llmsWork.value
    timer.lap("incremental: llms files, the rest")
    var composed: [ComposedFile] = []
    switch llms {
    case .success(let llms):
      files.append(llms.index)
      composed = llms.full.map { [$0] } ?? []
      newCache.llmsFullStarts = llms.fullStarts
    case .failure(let refusal): return .failure(refusal)
    }
    switch search {
    case .success(let search):
      files += search.files.map { ($0.path, $0.bytes) }
      newCache.replaceFirstKeyPostings(search.firstKeyPostings, changed: patch.changedTerms)
    case .failure(let refusal): return .failure(refusal)
    }
    return .success(Result(files: files, composed: composed, cache: newCache, changedFiles: changed.map { cache.files[$0.index].path }))
  }
}

extension IncrementalBuild {
  /// How many bytes at the start of the site's llms-full.txt lie before every page of the
  /// changed files (their twins' recorded starts): those stay as they are whatever the new
  /// pages say. Nil when that is nothing, or a start is not recorded.
  static func unchangedLlmsFullHead(_ cache: BuildCache, changedFiles: Set<Int>) -> Int64? {
    var head = Int64.max
    for page in cache.pages where changedFiles.contains(page.source) {
      guard let start = cache.llmsFullStarts[page.path + MarkdownTwin.fileName] else { return nil }
      head = min(head, start)
    }
    return head > 0 && head < Int64.max ? head : nil
  }
}

/// The search index files after some pages' terms changed, made by patching only the
/// shards that hold a changed term (read back from the current site).
struct SearchIndexPatch {
  let shardCount: Int
  let perShard = SearchIndexBuilder.defaultPostingsPerShard
  private(set) var postingCount: Int
  /// term → (page, new weight or nil when the page no longer has it).
  private var changes: [String: [(page: Int, weight: Int?)]] = [:]

  /// The terms whose postings change.
  var changedTerms: Dictionary<String, [(page: Int, weight: Int?)]>.Keys { changes.keys }

  init(cache: BuildCache) {
    postingCount = cache.postingCount
    shardCount = SearchIndexBuilder.shardCount(postings: cache.postingCount, perShard: perShard)
  }

  mutating func replace(page: Int, old: PageTerms, new: PageTerms) {
    // Both term lists are sorted (String order): walk them together, comparing bytes (String
    // order for canonical terms) and making a `String` only for a term that changed.
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      let order = i == old.count ? 1 : j == new.count ? -1 : Self.compare(old, i, new, j)
      if order < 0 {
        changes[old.term(i), default: []].append((page, nil))
        postingCount -= 1
        i += 1
      } else if order > 0 {
        changes[new.term(j), default: []].append((page, new.weights[j]))
        postingCount += 1
        j += 1
      } else {
        if old.weights[i] != new.weights[j] { changes[new.term(j), default: []].append((page, new.weights[j])) }
        i += 1
        j += 1
      }
    }
  }

  /// The order of term `i` of `a` and term `j` of `b` as `String`s: -1, 0 or 1.
  static func compare(_ a: PageTerms, _ i: Int, _ b: PageTerms, _ j: Int) -> Int {
    a.withTerm(i) { x in
      b.withTerm(j) { y in
        if PageTerms.isCanonical(x) && PageTerms.isCanonical(y) {
          return x.elementsEqual(y) ? 0 : PageTerms.bytesPrecede(x, y) ? -1 : 1
        }
        let (s, t) = (String(decoding: x, as: UTF8.self), String(decoding: y, as: UTF8.self))
        return s == t ? 0 : s < t ? -1 : 1
      }
    }
  }

  /// The files of the patched index, and the first keystrokes' postings (`BuildCache.firstKeyPostings`) patched.
  func files(
    records: [Int: SearchRecord], firstKeyPostings: [String: [SearchIndexBuilder.Posting]], output: String
  ) -> Swift.Result<(files: [SearchIndexFile], firstKeyPostings: [String: [SearchIndexBuilder.Posting]]), IncrementalBuild.Refusal> {
    guard SearchIndexBuilder.shardCount(postings: postingCount, perShard: perShard) == shardCount else {
      return .failure(.shardCountChanged)
    }
    let manifestPath = SearchIndexBuilder.manifestPath
    guard let bytes = SiteInput.readFile(output + "/" + manifestPath),
      var manifest = SearchIndexBuilder.parseManifest(
        bytes, summaries: { SiteInput.readFile(output + "/" + SearchIndexBuilder.summaryPath($0)) },
        summaryFiles: SearchIndexBuilder.summaryFiles(holding: records.keys))
    else {
      return .failure(.searchIndexUnreadable(manifestPath))
    }
    for (number, record) in records {
      guard number < manifest.documents.count, manifest.documents[number].path == record.path else { return .failure(.cacheInconsistent) }
      manifest.documents[number] = record
    }
    // Only the changed pages' records are written again; the rest are the current file's bytes.
    let manifestBytes =
      SearchIndexBuilder.splicedManifest(bytes, recordCount: manifest.documents.count, replacing: records)
      ?? SearchIndexBuilder.manifest(manifest.documents, glossary: manifest.glossary, shards: shardCount)
    var result = [SearchIndexFile(path: manifestPath, bytes: manifestBytes)]
    result += SearchIndexBuilder.summaryFiles(manifest.documents, only: Set(records.keys))
    var byShard: [Int: [String]] = [:]
    for term in changes.keys { byShard[SearchIndexBuilder.shard(of: term, count: shardCount), default: []].append(term) }
    for (k, terms) in byShard.sorted(by: { $0.key < $1.key }) {
      let path = SearchIndexBuilder.shardPath(k)
      guard let bytes = SiteInput.readFile(output + "/" + path), var members = SearchIndexBuilder.parseShard(bytes) else {
        return .failure(.searchIndexUnreadable(path))
      }
      for term in terms { apply(changes[term]!, to: term, in: &members) }
      result.append(SearchIndexFile(path: path, bytes: SearchIndexBuilder.shard(members)))
    }
    // The answers to first keystrokes, from the postings the cache keeps for them, patched
    // the same way (a changed page's length moves every page's BM25 score, so they are
    // worked out again on every rebuild).
    let concepts = SearchFirstKeys.concepts(manifest.glossary)
    var firstKeyPostings = firstKeyPostings
    let glossaryTerms = SearchFirstKeys.glossaryTerms(concepts)
    for (term, updates) in changes where SearchFirstKeys.reads(term, glossaryTerms: glossaryTerms) {
      var postings = firstKeyPostings.removeValue(forKey: term) ?? []
      Self.apply(updates, to: &postings)
      if !postings.isEmpty { firstKeyPostings[term] = postings }
    }
    // Postings past the page list: the cache and the site disagree. Refused rather than
    // ranked without Han answers, which a full build would give.
    guard SearchFirstKeys.postingsStayWithin(firstKeyPostings, pages: manifest.documents.count) else { return .failure(.cacheInconsistent) }
    result += SearchFirstKeys.files(documents: manifest.documents, glossary: concepts, postings: firstKeyPostings)
    return .success((SearchIndexScript.withTwins(result), firstKeyPostings))
  }

  /// Sets each page's weight for `term` (nil removes it), keeping terms and postings sorted.
  private func apply(_ updates: [(page: Int, weight: Int?)], to term: String, in members: inout [(term: String, postings: [SearchIndexBuilder.Posting])]) {
    var lower = 0
    var upper = members.count
    while lower < upper {
      let middle = (lower + upper) / 2
      if members[middle].term < term { lower = middle + 1 } else { upper = middle }
    }
    if lower == members.count || members[lower].term != term { members.insert((term, []), at: lower) }
    Self.apply(updates, to: &members[lower].postings)
    if members[lower].postings.isEmpty { members.remove(at: lower) }
  }

  /// Sets each page's weight in one term's postings (nil removes it), keeping them in page order.
  static func apply(_ updates: [(page: Int, weight: Int?)], to postings: inout [SearchIndexBuilder.Posting]) {
    for update in updates {
      // Binary search, in place (a local copy of a common term's list would be copied on write).
      var low = 0
      var high = postings.count
      while low < high {
        let middle = (low + high) / 2
        if Int(postings[middle].document) < update.page { low = middle + 1 } else { high = middle }
      }
      let present = low < postings.count && Int(postings[low].document) == update.page
      switch (present, update.weight) {
      case (true, let weight?): postings[low].weight = Int32(clamping: weight)
      case (true, nil): postings.remove(at: low)
      case (false, let weight?): postings.insert((Int32(update.page), Int32(clamping: weight)), at: low)
      case (false, nil): break
      }
    }
  }
}
