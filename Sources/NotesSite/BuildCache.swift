#if canImport(Glibc)
  internal import Glibc
#endif
public import NotesCore
public import NotesHTML
public import NotesVerifier

/// What one build remembers for the next, so a rebuild after a one-page edit reads, extracts
/// and renders only that page (`IncrementalBuild`).
///
/// - The *site key* covers everything every page depends on: the cache format, the tool
///   itself (its build ID), the content folder, the model sources, the asset names, the
///   example runs and the WebAssembly module. When it or the list of content files
///   changes, the build is a full one.
/// - Per content file: its `stat` signature and content fingerprint (a file whose
///   signature is unchanged and that was last changed well before the build that wrote the
///   cache is not read again; otherwise its bytes decide), its *interface* fingerprint
///   (what other pages and whole-site files read from it, `Page.interfaceDump()`), and its
///   skeleton (`PageSkeleton`: what planning the site needs).
/// - Per page of the site, in plan order: its path and search terms, so the search index
///   can be patched for the pages that changed.
/// - The signature of every file of the site as the build left it, so a site changed by
///   anything else gets a full build.
///
/// It is written only after a build without diagnostics of its pages (so warnings are reported
/// on every build until fixed). The verifier's whole-book findings (coverage, undocumented
/// APIs) depend only on what a rebuild never changes without a full build (declarations,
/// defaults, the model), so they are kept here and reported again by every rebuild. It is
/// removed (or, by a rebuild, set aside under another name) before a build changes the site,
/// so a cache never describes a site other than the one beside it. It lives next to the
/// output folder, `<parent>/.<name>.buildcache`, outside the folder that is served and swapped.
public struct BuildCache: Sendable {
  static let magic: [UInt8] = Array("SNBC".utf8)
  public static let formatVersion = 12

  public struct File: Sendable, Equatable {
    public var path: String
    public var stat: FileStat
    public var content: Fingerprint
    public var interface: Fingerprint
    public var skeleton: [UInt8]
    /// The verifier found nothing on this file's pages.
    public var verifiedClean = true
  }

  public struct Page: Sendable {
    public var path: String
    public var length: Int
    /// The notes file it is made from (its index in `files`), so a rebuild knows which
    /// pages an edited file's are before planning the site.
    public var source: Int
    /// `PageTerms`, encoded; read and decoded only for pages that change.
    var encodedTerms: EncodedTerms

    init(path: String, length: Int, source: Int, encodedTerms: ArraySlice<UInt8>) {
      self.init(path: path, length: length, source: source, encodedTerms: .held(encodedTerms))
    }

    init(path: String, length: Int, source: Int, encodedTerms: EncodedTerms) {
      self.path = path
      self.length = length
      self.source = source
      self.encodedTerms = encodedTerms
    }
  }

  /// A page's encoded terms: in memory (made by this build), or a blob of the file the
  /// cache was read from.
  enum EncodedTerms: Sendable {
    case held(ArraySlice<UInt8>)
    case stored(CacheBlob)
  }

  /// Page `index`'s terms; nil when they cannot be read or are malformed.
  public func terms(ofPage index: Int) -> PageTerms? {
    guard let bytes = termsBlob(pages[index]) else { return nil }
    return try? Self.decodeTerms(bytes, length: pages[index].length)
  }

  public var siteKey: Fingerprint
  /// When the writing build started reading its input (nanoseconds since the epoch); files
  /// changed after that are read again even when their signature matches.
  public var readStarted: Int64
  public var files: [File]
  public var pages: [Page]
  /// Number of (term, page) pairs in the search index, which sets its shard count.
  public var postingCount: Int
  /// The signature of every file of the site as this build left it: a site changed by
  /// anything else (a checkout, a hand edit) is rebuilt in full.
  /// Kept in the order of their paths' bytes, as the cache is written, so that neither
  /// reading nor writing it sorts or hashes 11,000 paths.
  public private(set) var outputs: [Output] = []

  public struct Output: Sendable, Equatable {
    public var path: String
    public var stat: FileStat
  }
  /// Some page has a search term that can be spelled another way (`PageTerms.hasVariantSpellings`),
  /// so which spelling the index keeps depends on other pages: no incremental build.
  public var variantSpellings = false
  /// The verifier's whole-book findings of the build that wrote the cache, formatted, which a
  /// rebuild reports again (it does not run those checks).
  public var siteWideFindings: [Finding] = []
  /// The postings of the terms the first keystrokes' answers read (`SearchFirstKeys.reads`),
  /// so a rebuild works those answers out again without reading every shard of the index.
  /// nil when they cannot be read back from the file (the cache is then of no use).
  public var firstKeyPostings: [String: [SearchIndexBuilder.Posting]]? {
    heldFirstKeys ?? source.flatMap { Self.decodePostings(storedFirstKeyTable.map(Array.init) ?? storedFirstKeyList, in: $0) }
  }
  /// The first keystrokes' postings when in memory (made by a build); a cache read from its
  /// file reads them when asked (`firstKeyPostings`), so a rebuild can do that beside other work.
  private var heldFirstKeys: [String: [SearchIndexBuilder.Posting]]?
  /// Where each term of `firstKeyPostings` that has not changed since is in `source`: as
  /// read (a list, which decoding the postings reads as it is), until something asks for it
  /// by term. Hashing the terms (Han text, which `String` hashes through its normalized form)
  /// was most of reading the cache, and a build with nothing changed never looks one up; a
  /// rebuild hashes them once, when it patches them.
  private var storedFirstKeys: [String: CacheBlob] {
    get { storedFirstKeyTable ?? Dictionary(storedFirstKeyList, uniquingKeysWith: { _, last in last }) }
    set {
      storedFirstKeyTable = newValue
      storedFirstKeyList = []
    }
  }
  private var storedFirstKeyList: [(key: String, value: CacheBlob)] = []
  private var storedFirstKeyTable: [String: CacheBlob]?
  /// The file the cache was read from, if it was.
  private var source: CacheFile?
  /// Where each Markdown twin's part starts in llms-full.txt (`LlmsText.FullLayout`), so a
  /// rebuild replaces a changed twin's part where it is (checked) instead of searching the
  /// file; empty when not known.
  public var llmsFullStarts: [String: Int64] = [:]

  init(
    siteKey: Fingerprint, readStarted: Int64, files: [File], pages: [Page], postingCount: Int, outputs: [String: FileStat] = [:],
    variantSpellings: Bool = false, siteWideFindings: [Finding] = [], firstKeyPostings: [String: [SearchIndexBuilder.Posting]] = [:],
    llmsFullStarts: [String: Int64] = [:]
  ) {
    self.siteKey = siteKey
    self.readStarted = readStarted
    self.files = files
    self.pages = pages
    self.postingCount = postingCount
    self.outputs = ByteOrder.sorted(outputs.keys).map { Output(path: $0, stat: outputs[$0]!) }
    self.variantSpellings = variantSpellings
    self.siteWideFindings = siteWideFindings
    heldFirstKeys = firstKeyPostings
    self.llmsFullStarts = llmsFullStarts
  }

  /// Decodes the first keystrokes' postings now and keeps them, for a cache read ahead of
  /// the rebuild that will use it (`serve`, between edits).
  public mutating func holdFirstKeyPostings() {
    if heldFirstKeys == nil { heldFirstKeys = firstKeyPostings }
  }

  /// Sets the first keystrokes' postings after a rebuild patched the postings of `changed`
  /// terms (the others are as they were read, and stay where they are in the file).
  mutating func replaceFirstKeyPostings(_ postings: [String: [SearchIndexBuilder.Posting]], changed: some Sequence<String>) {
    heldFirstKeys = postings
    for term in changed { storedFirstKeys[term] = nil }
  }

  public struct Finding: Sendable, Equatable {
    public var severity: Severity
    public var formatted: String
    public init(_ diagnostic: Diagnostic) {
      severity = diagnostic.severity
      formatted = diagnostic.formatted
    }
    init(severity: Severity, formatted: String) {
      self.severity = severity
      self.formatted = formatted
    }
  }

  public static func path(forOutput output: String) -> String {
    let trimmed = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
    return "\(SiteWriter.parentFolder(of: trimmed))/.\(SiteWriter.baseName(of: trimmed)).buildcache"
  }

  // MARK: Keys

  public static func siteKey(
    toolIdentity: String, contentFolder: String, modelSources: [(file: String, text: String)],
    examples: [ExampleRun], playgroundModule: [UInt8]?, glossary: [UInt8]? = nil, baseURL: BaseURL? = nil, labModule: [UInt8]? = nil
  ) -> Fingerprint {
    var w = ByteWriter()
    w.int(formatVersion)
    w.string(toolIdentity)
    w.string(contentFolder)
    w.int(modelSources.count)
    for source in modelSources {
      w.string(source.file)
      w.string(source.text)
    }
    let assets = SiteAssetFiles()
    w.string(assets.stylesheetPath)
    w.string(assets.scriptPath)
    w.int(examples.count)
    for run in examples {
      w.string(run.id)
      w.string(run.titleEn)
      w.string(run.titleZh)
      w.int(run.apis.count)
      for api in run.apis { w.string(api) }
      w.string(run.sourceFile)
      w.string(run.code)
      encode(run.output, into: &w)
    }
    // The search glossary goes into the index's manifest, which a rebuild carries over.
    w.bool(glossary != nil)
    if let glossary {
      w.int(glossary.count)
      w.raw(glossary)
    }
    w.bool(playgroundModule != nil)
    if let playgroundModule { w.raw(playgroundModule) }
    w.string(baseURL?.text ?? "")
    w.bool(labModule != nil)
    if let labModule { w.raw(labModule) }
    return Fingerprint.of(w.bytes)
  }

  /// An example's output as the site key takes it: its shape, each string's bytes and each
  /// number's bits, which tell apart at least every pair of outputs whose JSON text differs,
  /// without making that text (serializing the 82 examples' outputs cost 24 M instructions,
  /// on every build and rebuild).
  static func encode(_ value: JSONValue, into w: inout ByteWriter) {
    switch value {
    case .null: w.int(0)
    case .bool(let flag): w.int(flag ? 2 : 1)
    case .number(let number):
      w.int(3)
      w.fixed64(number.bitPattern)
    case .string(let text):
      w.int(4)
      w.string(text)
    case .array(let items):
      w.int(5)
      w.int(items.count)
      for item in items { encode(item, into: &w) }
    case .object(let members):
      w.int(6)
      w.int(members.count)
      for member in members {
        w.string(member.key)
        encode(member.value, into: &w)
      }
    }
  }

  // MARK: Storage
  //
  // The file is a header (`magic`, the format version), then blobs (each page's terms, each
  // first-keystroke term's postings), then the index (everything else, with where each blob
  // is), then a footer (where the index starts, the file's length, `footerMagic`). A full
  // build writes it whole. A rebuild appends the blobs it changed, a new index and a new
  // footer to the file it read (set aside under another name while the site is committed),
  // so a one-page edit neither reads nor writes the 25 MB of blobs a 5,000-page site has;
  // once the file holds as many bytes no index names as bytes it uses, it is written whole.

  static let footerMagic: [UInt8] = Array("SNBE".utf8)
  static let footerLength = 8 + 8 + 4

  /// Bytes before the first blob: the magic and the format version.
  static let headerLength: Int = {
    var w = ByteWriter()
    w.int(formatVersion)
    return magic.count + w.bytes.count
  }()

  /// The whole file, for a cache whose first keystrokes' postings can be read.
  public func encoded() -> [UInt8] {
    guard let postings = firstKeyPostings else { preconditionFailure("a cache whose postings cannot be read is not written") }
    var all: [UInt8] = []
    encodeWhole(firstKeyPostings: postings, chunkSize: .max) { all += $0 }
    return all
  }

  /// The bytes of `page`'s terms blob: held, or read from the file the cache came from.
  func termsBlob(_ page: Page) -> ArraySlice<UInt8>? {
    switch page.encodedTerms {
    case .held(let bytes): return bytes
    case .stored(let blob): return source?.read(blob).map { $0[...] }
    }
  }

  /// Writes the whole file, handing it out in chunks of about `chunkSize` bytes so storing a
  /// large cache never holds all of it twice.
  func encodeWhole<E: Error>(
    firstKeyPostings: [String: [SearchIndexBuilder.Posting]], chunkSize: Int, _ flush: ([UInt8]) throws(E) -> Void
  ) throws(E) {
    var w = ByteWriter()
    var flushed = 0
    // One buffer for every chunk: handed out, then emptied keeping its room.
    func handOut() throws(E) {
      flushed += w.bytes.count
      try flush(w.bytes)
      w.bytes.removeAll(keepingCapacity: true)
    }
    w.bytes = Self.magic
    w.int(Self.formatVersion)
    var pageBlobs: [CacheBlob] = []
    pageBlobs.reserveCapacity(pages.count)
    for page in pages {
      // A blob that cannot be read back is written empty, which no page's terms are: the
      // next rebuild finds it malformed and builds in full.
      let bytes = termsBlob(page) ?? []
      pageBlobs.append(CacheBlob(offset: Int64(flushed + w.bytes.count), length: bytes.count))
      w.bytes += bytes
      if w.bytes.count >= chunkSize { try handOut() }
    }
    var keyBlobs: [String: CacheBlob] = [:]
    for term in ByteOrder.sorted(firstKeyPostings.keys) {
      let start = flushed + w.bytes.count
      Self.encodePostings(firstKeyPostings[term]!, into: &w)
      keyBlobs[term] = CacheBlob(offset: Int64(start), length: flushed + w.bytes.count - start)
      if w.bytes.count >= chunkSize { try handOut() }
    }
    let indexStart = flushed + w.bytes.count
    encodeIndex(into: &w, pageBlobs: pageBlobs, keyBlobs: keyBlobs)
    Self.appendFooter(into: &w, indexStart: indexStart, fileLength: flushed + w.bytes.count + Self.footerLength)
    try handOut()
  }

  /// What a rebuild appends to the file the cache was read from (`source`, `size` bytes
  /// long): the blobs it does not hold yet, the index and the footer; with the bytes the
  /// file would then hold that no index names.
  func appendEncoding(after size: Int) -> (bytes: [UInt8], unused: Int) {
    var w = ByteWriter()
    var used = Self.headerLength
    var pageBlobs: [CacheBlob] = []
    pageBlobs.reserveCapacity(pages.count)
    for page in pages {
      switch page.encodedTerms {
      case .stored(let blob): pageBlobs.append(blob)
      case .held(let bytes):
        pageBlobs.append(CacheBlob(offset: Int64(size + w.bytes.count), length: bytes.count))
        w.bytes += bytes
      }
      used += pageBlobs[pageBlobs.count - 1].length
    }
    // Postings never read back are all where they were.
    var keyBlobs = storedFirstKeys
    if let held = heldFirstKeys {
      keyBlobs = keyBlobs.filter { held[$0.key] != nil }
      for term in ByteOrder.sorted(held.keys.filter { keyBlobs[$0] == nil }) {
        let start = w.bytes.count
        Self.encodePostings(held[term]!, into: &w)
        keyBlobs[term] = CacheBlob(offset: Int64(size + start), length: w.bytes.count - start)
      }
    }
    used += keyBlobs.values.reduce(0) { $0 + $1.length }
    let indexStart = size + w.bytes.count
    encodeIndex(into: &w, pageBlobs: pageBlobs, keyBlobs: keyBlobs)
    let fileLength = size + w.bytes.count + Self.footerLength
    Self.appendFooter(into: &w, indexStart: indexStart, fileLength: fileLength)
    used += fileLength - indexStart
    return (w.bytes, fileLength - used)
  }

  static func appendFooter(into w: inout ByteWriter, indexStart: Int, fileLength: Int) {
    w.fixed64(UInt64(indexStart))
    w.fixed64(UInt64(fileLength))
    w.bytes += footerMagic
  }

  /// Everything but the blobs, with where each blob is.
  func encodeIndex(into w: inout ByteWriter, pageBlobs: [CacheBlob], keyBlobs: [String: CacheBlob]) {
    w.fingerprint(siteKey)
    w.int(Int(readStarted))
    w.int(postingCount)
    w.bool(variantSpellings)
    w.int(siteWideFindings.count)
    for finding in siteWideFindings {
      w.string(finding.severity.rawValue)
      w.string(finding.formatted)
    }
    w.int(files.count)
    for file in files {
      w.string(file.path)
      file.stat.encode(into: &w)
      w.fingerprint(file.content)
      w.fingerprint(file.interface)
      w.raw(file.skeleton)
      w.bool(file.verifiedClean)
    }
    w.int(pages.count)
    for (page, blob) in zip(pages, pageBlobs) {
      w.string(page.path)
      w.int(page.length)
      w.int(page.source)
      blob.encode(into: &w)
    }
    w.int(keyBlobs.count)
    for term in ByteOrder.sorted(keyBlobs.keys) {
      w.string(term)
      keyBlobs[term]!.encode(into: &w)
    }
    // In file order (paths break ties), so the file is the same from run to run.
    let parts = llmsFullStarts.sorted { $0.value != $1.value ? $0.value < $1.value : ByteOrder.precedes(Array($0.key.utf8), Array($1.key.utf8)) }
    w.int(parts.count)
    for (path, start) in parts {
      w.string(path)
      w.int(Int(start))
    }
    w.int(outputs.count)
    for output in outputs {
      w.string(output.path)
      output.stat.encode(into: &w)
    }
  }

  /// Reads a whole cache held in memory; nil for another format or anything malformed.
  public static func decode(_ bytes: [UInt8]) -> BuildCache? {
    decode(CacheFile(bytes: bytes))
  }

  /// Reads the cache in `file`: its index; page terms and the first keystrokes' postings stay
  /// in the file until asked for. nil for another format or anything malformed (the build is
  /// then a full one).
  static func decode(_ file: CacheFile) -> BuildCache? {
    let header = headerLength
    guard file.size >= Int64(header + footerLength), let head = file.read(CacheBlob(offset: 0, length: header)),
      head.starts(with: magic), let foot = file.read(CacheBlob(offset: file.size - Int64(footerLength), length: footerLength))
    else { return nil }
    do throws(ByteReader.Malformed) {
      var version = ByteReader(head, offset: magic.count)
      guard try version.int() == formatVersion, version.isAtEnd else { return nil }
      var footer = ByteReader(foot)
      let indexStart = try footer.fixed64()
      guard try footer.fixed64() == UInt64(file.size), foot.suffix(footerMagic.count).elementsEqual(footerMagic),
        indexStart >= UInt64(header), indexStart <= UInt64(file.size) - UInt64(footerLength)
      else { return nil }
      // Blobs lie between the header and the index.
      let blobs = Int64(header)..<Int64(indexStart)
      func blob(_ r: inout ByteReader) throws(ByteReader.Malformed) -> CacheBlob {
        let blob = try CacheBlob.decode(&r)
        guard blob.offset >= blobs.lowerBound, blob.offset <= blobs.upperBound - Int64(blob.length) else { throw ByteReader.Malformed() }
        return blob
      }
      guard let index = file.read(CacheBlob(offset: Int64(indexStart), length: Int(file.size - Int64(indexStart)) - footerLength)) else { return nil }
      var r = ByteReader(index)
      let siteKey = try r.fingerprint()
      let readStarted = Int64(try r.int())
      let postingCount = try r.int()
      let variantSpellings = try r.bool()
      var findings: [Finding] = []
      for _ in 0..<(try r.count()) {
        guard let severity = Severity(rawValue: try r.string()) else { return nil }
        findings.append(Finding(severity: severity, formatted: try r.string()))
      }
      var files: [File] = []
      let fileCount = try r.count()
      files.reserveCapacity(fileCount)
      for _ in 0..<fileCount {
        let path = try r.string()
        let stat = try FileStat.decode(&r)
        let content = try r.fingerprint()
        let interface = try r.fingerprint()
        let skeleton = try r.raw()
        files.append(File(path: path, stat: stat, content: content, interface: interface, skeleton: skeleton, verifiedClean: try r.bool()))
      }
      var pages: [Page] = []
      let pageCount = try r.count()
      pages.reserveCapacity(pageCount)
      for _ in 0..<pageCount {
        let path = try r.string()
        let length = try r.int()
        let source = try r.int()
        guard files.indices.contains(source) else { throw ByteReader.Malformed() }
        pages.append(Page(path: path, length: length, source: source, encodedTerms: .stored(try blob(&r))))
      }
      var keyBlobs: [(key: String, value: CacheBlob)] = []
      let keyCount = try r.count()
      keyBlobs.reserveCapacity(keyCount)
      for _ in 0..<keyCount {
        let term = try r.string()
        keyBlobs.append((key: term, value: try blob(&r)))
      }
      var llmsFullStarts: [String: Int64] = [:]
      let partCount = try r.count()
      llmsFullStarts.reserveCapacity(partCount)
      for _ in 0..<partCount {
        let path = try r.string()
        let start = try r.int()
        guard start >= 0 else { return nil }
        llmsFullStarts[path] = Int64(start)
      }
      var outputs: [Output] = []
      let outputCount = try r.count()
      outputs.reserveCapacity(outputCount)
      var previous: Range<Int>? = nil
      for _ in 0..<outputCount {
        // Each path after the one before it, byte by byte: the order lookups rely on.
        let bytes = try r.skipRaw()
        if let previous, !index.withUnsafeBufferPointer({ UTF8Order.precedes(UnsafeBufferPointer(rebasing: $0[previous]), UnsafeBufferPointer(rebasing: $0[bytes])) }) {
          return nil
        }
        previous = bytes
        let path = index.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[bytes]), as: UTF8.self) }
        outputs.append(Output(path: path, stat: try FileStat.decode(&r)))
      }
      guard r.isAtEnd else { return nil }
      var cache = BuildCache(
        siteKey: siteKey, readStarted: readStarted, files: files, pages: pages, postingCount: postingCount,
        variantSpellings: variantSpellings, siteWideFindings: findings, llmsFullStarts: llmsFullStarts)
      cache.heldFirstKeys = nil
      cache.outputs = outputs
      cache.source = file
      cache.storedFirstKeyList = keyBlobs
      return cache
    } catch {
      return nil
    }
  }

  /// The postings of each blob, read a run of neighbouring blobs at a time (a whole build
  /// wrote them one after another); nil when one is malformed or cannot be read.
  static func decodePostings(_ blobs: [(key: String, value: CacheBlob)], in file: CacheFile) -> [String: [SearchIndexBuilder.Posting]]? {
    let ordered = blobs.sorted { $0.value.offset < $1.value.offset }
    var postings: [String: [SearchIndexBuilder.Posting]] = [:]
    postings.reserveCapacity(ordered.count)
    var first = 0
    while first < ordered.count {
      // A run ends where the next blob starts more than 64 KB after this one ends.
      var last = first
      var end = ordered[first].value.end
      while last + 1 < ordered.count, ordered[last + 1].value.offset <= end + 65_536 {
        last += 1
        end = max(end, ordered[last].value.end)
      }
      let start = ordered[first].value.offset
      guard let run = file.read(CacheBlob(offset: start, length: Int(end - start))) else { return nil }
      for (term, blob) in ordered[first...last] {
        var r = ByteReader(run, offset: Int(blob.offset - start))
        do throws(ByteReader.Malformed) {
          postings[term] = try decodePostings(&r)
        } catch {
          return nil
        }
        guard r.offset == Int(blob.end - start) else { return nil }
      }
      first = last + 1
    }
    return postings
  }

  /// How a term's postings are written: `fixed16` when every page and weight fits in 16
  /// bits (a site of up to 65,536 pages), else `fixed` when they fit in 32 (always, in
  /// practice), else `varints`.
  enum PostingsLayout: UInt8 {
    /// Each posting as its page and its weight, four bytes each, little-endian: read and
    /// written without a loop per byte (about a million postings each way at 5,000 pages).
    case fixed = 0
    /// Each posting as the gap from the page before and its weight, as varints.
    case varints = 1
    /// As `fixed`, two bytes each: half the bytes a rebuild reads back (4 MB at 5,000 pages,
    /// each megabyte about 250 page faults and a copy).
    case fixed16 = 2
  }

  /// A term's postings: their count, the layout (`PostingsLayout`), then the postings.
  static func encodePostings(_ postings: [SearchIndexBuilder.Posting], into w: inout ByteWriter) {
    w.int(postings.count)
    if fit(postings, in: UInt16.self) {
      w.bytes.append(PostingsLayout.fixed16.rawValue)
      appendFixed(postings, as: UInt16.self, into: &w)
      return
    }
    if fit(postings, in: UInt32.self) {
      w.bytes.append(PostingsLayout.fixed.rawValue)
      appendFixed(postings, as: UInt32.self, into: &w)
      return
    }
    w.bytes.append(PostingsLayout.varints.rawValue)
    w.appendInPlace(capacity: 2 * ByteWriter.maxVarintBytes * postings.count) { buffer in
      var at = 0
      var previous = 0
      for posting in postings {
        ByteWriter.varint(Int(posting.document) &- previous, into: buffer, at: &at)
        ByteWriter.varint(Int(posting.weight), into: buffer, at: &at)
        previous = Int(posting.document)
      }
      return at
    }
  }

  /// Whether every page and weight of `postings` is a `Value`.
  static func fit<Value: FixedWidthInteger>(_ postings: [SearchIndexBuilder.Posting], in _: Value.Type) -> Bool {
    postings.allSatisfy { Value(exactly: $0.document) != nil && Value(exactly: $0.weight) != nil }
  }

  /// Each posting's page, then its weight, as a little-endian `Value` each (they fit).
  static func appendFixed<Value: FixedWidthInteger & UnsignedInteger>(
    _ postings: [SearchIndexBuilder.Posting], as _: Value.Type, into w: inout ByteWriter
  ) {
    let width = MemoryLayout<Value>.size
    w.appendInPlace(capacity: 2 * width * postings.count) { buffer in
      let raw = UnsafeMutableRawBufferPointer(buffer)
      for (i, posting) in postings.enumerated() {
        raw.storeBytes(of: Value(truncatingIfNeeded: posting.document).littleEndian, toByteOffset: 2 * width * i, as: Value.self)
        raw.storeBytes(of: Value(truncatingIfNeeded: posting.weight).littleEndian, toByteOffset: 2 * width * i + width, as: Value.self)
      }
      return 2 * width * postings.count
    }
  }

  /// `count` postings written by `appendFixed` at `at` in `r`'s bytes, `r` moved past them.
  static func readFixed<Value: FixedWidthInteger & UnsignedInteger>(
    _ r: inout ByteReader, count: Int, at: Int, as _: Value.Type
  ) throws(ByteReader.Malformed) -> [SearchIndexBuilder.Posting] {
    let width = MemoryLayout<Value>.size
    guard r.bytes.count - at >= 2 * width * count else { throw ByteReader.Malformed() }
    // Past Int32.max is the top bit of four bytes; two bytes never reach it.
    let largest = Value(truncatingIfNeeded: Int32.max)
    var ordered = true
    let postings = r.bytes.withUnsafeBytes { bytes in
      [SearchIndexBuilder.Posting](unsafeUninitializedCapacity: count) { out, initialized in
        var previous: Int64 = -1
        for i in 0..<count {
          let document = Value(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 2 * width * i, as: Value.self))
          let weight = Value(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 2 * width * i + width, as: Value.self))
          // Both at most Int32.max, each page after the one before.
          if Int64(document) <= previous || document > largest || weight > largest { ordered = false }
          previous = Int64(document)
          out.initializeElement(at: i, to: (Int32(truncatingIfNeeded: document), Int32(truncatingIfNeeded: weight)))
        }
        initialized = count
      }
    }
    guard ordered else { throw ByteReader.Malformed() }
    r.offset = at + 2 * width * count
    return postings
  }

  /// Reads what `encodePostings` wrote. Postings are in page order, each page once: a page
  /// not after the one before it, or a page or weight past `Int32.max`, is malformed.
  static func decodePostings(_ r: inout ByteReader) throws(ByteReader.Malformed) -> [SearchIndexBuilder.Posting] {
    let count = try r.count()
    guard r.offset < r.bytes.count, let layout = PostingsLayout(rawValue: r.bytes[r.offset]) else { throw ByteReader.Malformed() }
    var at = r.offset + 1
    // A posting takes two bytes at least, so `count()`'s bound keeps the array no larger
    // than the bytes left.
    switch layout {
    case .fixed16: return try readFixed(&r, count: count, at: at, as: UInt16.self)
    case .fixed: return try readFixed(&r, count: count, at: at, as: UInt32.self)
    case .varints: break
    }
    var malformed = false
    let postings = r.bytes.withUnsafeBufferPointer { buffer in
      [SearchIndexBuilder.Posting](unsafeUninitializedCapacity: count) { out, initialized in
        var document = 0
        do throws(ByteReader.Malformed) {
          while initialized < count {
            let gap = try ByteReader.varint(buffer, at: &at)
            guard gap >= (initialized == 0 ? 0 : 1) else { throw ByteReader.Malformed() }
            let (next, overflow) = document.addingReportingOverflow(gap)
            guard !overflow, let page = Int32(exactly: next), let weight = Int32(exactly: try ByteReader.varint(buffer, at: &at)) else {
              throw ByteReader.Malformed()
            }
            document = next
            out.initializeElement(at: initialized, to: (page, weight))
            initialized += 1
          }
        } catch {
          malformed = true
        }
      }
    }
    guard !malformed else { throw ByteReader.Malformed() }
    r.offset = at
    return postings
  }

  /// A page's terms: their count, then each one's bytes (length first) and weight, written
  /// from `PageTerms`' byte arena (the same bytes as length-prefixed strings).
  static func encodeTerms(_ terms: PageTerms) -> [UInt8] {
    var w = ByteWriter()
    w.bytes.reserveCapacity(terms.bytes.count + 3 * terms.count + 4)
    w.int(terms.count)
    terms.bytes.withUnsafeBufferPointer { all in
      for i in 0..<terms.count {
        w.raw(UnsafeBufferPointer(rebasing: all[terms.start(i)..<Int(terms.ends[i])]))
        w.int(terms.weights[i])
      }
    }
    return w.bytes
  }

  static func decodeTerms(_ bytes: ArraySlice<UInt8>, length: Int) throws(ByteReader.Malformed) -> PageTerms {
    var r = ByteReader(Array(bytes))
    var arena: [UInt8] = []
    var ends: [Int32] = []
    var weights: [Int] = []
    let count = try r.count()
    arena.reserveCapacity(bytes.count)
    ends.reserveCapacity(count)
    weights.reserveCapacity(count)
    for _ in 0..<count {
      let range = try r.skipRaw()
      arena += r.bytes[range]
      ends.append(Int32(arena.count))
      weights.append(try r.int())
    }
    guard r.isAtEnd else { throw ByteReader.Malformed() }
    // Terms the index writes as they are: their bytes must be text.
    guard String(validating: arena, as: UTF8.self) != nil else { throw ByteReader.Malformed() }
    return PageTerms(bytes: arena, ends: ends, weights: weights, length: length)
  }

  /// Records the signatures of `paths` in the site at `output` (after they were written).
  public mutating func recordOutputs(_ paths: some Sequence<String>, in output: String) {
    let list = Array(paths)
    let folder = StatFolder(output)
    let stats = parallelMap(list) { folder.stat(relative: $0) }
    if outputs.isEmpty {
      // A full build's: every path at once, sorted once (of a path listed twice, the last).
      outputs.reserveCapacity(list.count)
      for i in ByteOrder.order(of: list).map(Int.init) {
        guard let stat = stats[i] else { continue }
        if let last = outputs.last, last.path == list[i] {
          outputs[outputs.count - 1].stat = stat
        } else {
          outputs.append(Output(path: list[i], stat: stat))
        }
      }
      return
    }
    // A rebuild's few: each found where its bytes place it (a file gone is dropped).
    for (path, stat) in zip(list, stats) {
      var low = 0
      var high = outputs.count
      while low < high {
        let middle = (low + high) / 2
        if UTF8Order.precedes(outputs[middle].path, path) { low = middle + 1 } else { high = middle }
      }
      let present = low < outputs.count && outputs[low].path == path
      switch (present, stat) {
      case (true, let stat?): outputs[low].stat = stat
      case (true, nil): outputs.remove(at: low)
      case (false, let stat?): outputs.insert(Output(path: path, stat: stat), at: low)
      case (false, nil): break
      }
    }
  }

  /// The first recorded site file (in `String` order) whose signature is not what the cache
  /// recorded, if any.
  func firstChangedOutput(in output: String) -> String? {
    let folder = StatFolder(output)
    let changed = parallelMap(outputs) { folder.stat(relative: $0.path) != $0.stat }
    return zip(outputs, changed).filter(\.1).map(\.0.path).min()
  }

  /// Reads the cache beside `output`; nil when there is none or it cannot be used. The file
  /// stays open while the cache lives: page terms are read from it when asked for, and a
  /// rebuild appends to it (`store`).
  public static func load(forOutput output: String) -> BuildCache? {
    guard let file = CacheFile(path: path(forOutput: output)) else { return nil }
    return decode(file)
  }

  /// The signature of the cache file beside `output`: a cache read ahead of a rebuild is
  /// used only while the file still has the one it had when it was read.
  public static func signature(forOutput output: String) -> FileStat? {
    FileStat.of(path(forOutput: output))
  }

  /// Where the cache is set aside while a rebuild commits the site (`setAside`).
  static func asidePath(forOutput output: String) -> String { path(forOutput: output) + ".appending" }

  /// Removes the cache beside `output` (before a build changes the site).
  public static func remove(forOutput output: String) {
    unlink(path(forOutput: output))
    unlink(asidePath(forOutput: output))
  }

  /// Takes the cache beside `output` away before a rebuild changes the site, keeping the file
  /// under another name so `store` can append to it; removed when that cannot be done.
  public static func setAside(forOutput output: String) {
    if rename(path(forOutput: output), asidePath(forOutput: output)) != 0 { remove(forOutput: output) }
  }

  /// Writes the cache beside `output`: appended to the file it was read from when that was
  /// set aside (`setAside`) and still holds more bytes in use than not, else written whole
  /// (a temporary file, then a rename). Either way the cache appears whole or not at all.
  /// `onlyOverSetAside`: stored only while the file it was read from is still the one set
  /// aside, for a store made later (`serve`, after the reload): another build that ran in
  /// between keeps the cache it stored.
  public func store(forOutput output: String, onlyOverSetAside: Bool = false) throws(SiteWriteError) {
    let target = Self.path(forOutput: output)
    let aside = Self.asidePath(forOutput: output)
    let setAside = source?.isFile(at: aside) ?? false
    if onlyOverSetAside, !setAside { return }
    if let source, setAside {
      let append = appendEncoding(after: Int(source.size))
      if append.unused <= Int(source.size) + append.bytes.count - append.unused, source.append(append.bytes),
        rename(aside, target) == 0
      {
        return
      }
    }
    unlink(aside)
    // Postings that cannot be read back are not written: no cache, and the next build is full.
    guard let postings = firstKeyPostings else { return }
    let temporary = target + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw SiteWriteError(path: temporary, reason: "cannot create file: \(SiteWriter.errnoText())") }
    do {
      try encodeWhole(firstKeyPostings: postings, chunkSize: 1 << 20) { chunk throws(SiteWriteError) in try SiteWriter.writeAll(fd, chunk, path: temporary) }
      close(fd)
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, target) == 0 else {
      unlink(temporary)
      throw SiteWriteError(path: target, reason: "cannot store the build cache: \(SiteWriter.errnoText())")
    }
  }
}

/// Where a blob of the cache is in its file.
struct CacheBlob: Sendable, Equatable {
  var offset: Int64
  var length: Int

  var end: Int64 { offset + Int64(length) }

  func encode(into w: inout ByteWriter) {
    w.int(Int(offset))
    w.int(length)
  }

  static func decode(_ r: inout ByteReader) throws(ByteReader.Malformed) -> CacheBlob {
    let offset = try r.int()
    let length = try r.int()
    guard offset >= 0, length >= 0 else { throw ByteReader.Malformed() }
    return CacheBlob(offset: Int64(offset), length: length)
  }
}

/// The file a `BuildCache` was read from, held open for the blobs it reads later and for a
/// rebuild's append (or the bytes of a cache decoded from memory).
final class CacheFile: Sendable {
  private let descriptor: Int32
  private let bytes: [UInt8]?
  let size: Int64
  private let device: UInt64
  private let inode: UInt64

  init?(path: String) {
    var fd = open(path, O_RDWR | O_CLOEXEC)
    if fd < 0 { fd = open(path, O_RDONLY | O_CLOEXEC) }
    guard fd >= 0 else { return nil }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      return nil
    }
    descriptor = fd
    bytes = nil
    size = Int64(info.st_size)
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  init(bytes: [UInt8]) {
    descriptor = -1
    self.bytes = bytes
    size = Int64(bytes.count)
    device = 0
    inode = 0
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  /// The blob's bytes; nil when the file does not hold them.
  func read(_ blob: CacheBlob) -> [UInt8]? {
    guard blob.offset >= 0, blob.length >= 0, blob.end <= size else { return nil }
    if let bytes { return Array(bytes[Int(blob.offset)..<Int(blob.end)]) }
    return SiteInput.read(descriptor, count: blob.length, at: blob.offset)
  }

  /// Whether `path` names this file, still as long as it was when read.
  func isFile(at path: String) -> Bool {
    guard descriptor >= 0 else { return false }
    var named = stat()
    var held = stat()
    return stat(path, &named) == 0 && fstat(descriptor, &held) == 0 && UInt64(named.st_dev) == device && UInt64(named.st_ino) == inode
      && UInt64(held.st_ino) == inode && Int64(held.st_size) == size
  }

  /// Writes `tail` after the file's end; false when it cannot (the file is then written whole).
  func append(_ tail: [UInt8]) -> Bool {
    var done = 0
    while done < tail.count {
      let n = tail.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + done, tail.count - done, off_t(size) + off_t(done)) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    return true
  }
}

/// What `stat` says about a file, to tell cheaply that it has not changed since it was read:
/// device, inode, size and both change times (ctime moves on every write and cannot be set
/// back by tools that preserve mtime).
public struct FileStat: Sendable, Equatable {
  public var device: UInt64
  public var inode: UInt64
  public var size: Int64
  public var modified: Int64
  public var changed: Int64

  public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
    self.changed = changed
  }

  public static func of(_ path: String) -> FileStat? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FileStat(info)
  }

  /// The signature of the item `name` of the folder open as `folder` (a link followed), and
  /// whether it is a folder.
  public static func ofItem(_ name: UnsafePointer<CChar>, in folder: Int32) -> (stat: FileStat, isFolder: Bool)? {
    var info = stat()
    guard fstatat(folder, name, &info, 0) == 0 else { return nil }
    return (FileStat(info), info.st_mode & S_IFMT == S_IFDIR)
  }

  init(_ info: stat) {
    self.init(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
      changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
  }

  /// For a file whose signature was not taken: matches no file, so it is always read.
  public static let unknown = FileStat(device: 0, inode: 0, size: -1, modified: 0, changed: 0)

  /// How long before a build started reading a file must have last changed for its
  /// signature to stand for its bytes: a file written again within the file system's
  /// timestamp granularity can keep its signature while its bytes change.
  public static let racyWindow: Int64 = 2_000_000_000

  /// Now, in the same clock as the change times.
  public static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// The times as eight bytes each, not varints: nanoseconds since 1970 take nine bytes as
  /// a varint, and a rebuild reads and writes 16,000 signatures at 5,000 pages.
  func encode(into w: inout ByteWriter) {
    w.fixed64(device)
    w.fixed64(inode)
    w.int(Int(size))
    w.fixed64(UInt64(bitPattern: modified))
    w.fixed64(UInt64(bitPattern: changed))
  }

  static func decode(_ r: inout ByteReader) throws(ByteReader.Malformed) -> FileStat {
    let device = try r.fixed64()
    let inode = try r.fixed64()
    let size = Int64(try r.int())
    let modified = Int64(bitPattern: try r.fixed64())
    return FileStat(device: device, inode: inode, size: size, modified: modified, changed: Int64(bitPattern: try r.fixed64()))
  }
}
