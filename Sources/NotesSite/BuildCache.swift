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
/// defaults, the model), so they are kept here and reported again by every rebuild. It is removed before a build changes the site, so a cache never
/// describes a site other than the one beside it. It lives next to the output folder,
/// `<parent>/.<name>.buildcache`, outside the folder that is served and swapped.
public struct BuildCache: Sendable {
  static let magic: [UInt8] = Array("SNBC".utf8)
  public static let formatVersion = 9

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
    /// `PageTerms`, encoded; decoded only for pages that change.
    var encodedTerms: ArraySlice<UInt8>

    public var terms: PageTerms? { try? BuildCache.decodeTerms(encodedTerms, length: length) }
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
  public var outputs: [String: FileStat] = [:]
  /// Some page has a search term that can be spelled another way (`PageTerms.hasVariantSpellings`),
  /// so which spelling the index keeps depends on other pages: no incremental build.
  public var variantSpellings = false
  /// The verifier's whole-book findings of the build that wrote the cache, formatted, which a
  /// rebuild reports again (it does not run those checks).
  public var siteWideFindings: [Finding] = []
  /// The postings of the terms the first keystrokes' answers read (`SearchFirstKeys.reads`),
  /// so a rebuild works those answers out again without reading every shard of the index.
  public var firstKeyPostings: [String: [SearchIndexBuilder.Posting]] = [:]
  /// Where each Markdown twin's part starts in llms-full.txt (`LlmsText.FullLayout`), so a
  /// rebuild replaces a changed twin's part where it is (checked) instead of searching the
  /// file; empty when not known.
  public var llmsFullStarts: [String: Int64] = [:]

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
      w.string(run.output.serialized())
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

  // MARK: Storage

  public func encoded() -> [UInt8] {
    var all: [UInt8] = []
    encode(chunkSize: .max) { all += $0 }
    return all
  }

  /// Hands the encoding out in chunks of about `chunkSize` bytes, so storing a large cache
  /// never holds all of it twice.
  func encode<E: Error>(chunkSize: Int, _ flush: ([UInt8]) throws(E) -> Void) throws(E) {
    var w = ByteWriter()
    // One buffer for every chunk: handed out, then emptied keeping its room (a new buffer
    // per chunk grew from nothing each time, copying each megabyte about twice).
    func handOut() throws(E) {
      try flush(w.bytes)
      w.bytes.removeAll(keepingCapacity: true)
    }
    w.bytes = Self.magic
    w.int(Self.formatVersion)
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
      if w.bytes.count >= chunkSize { try handOut() }
    }
    w.int(pages.count)
    for page in pages {
      w.string(page.path)
      w.int(page.length)
      w.raw(page.encodedTerms)
      if w.bytes.count >= chunkSize { try handOut() }
    }
    w.int(firstKeyPostings.count)
    for term in ByteOrder.sorted(firstKeyPostings.keys) {
      let postings = firstKeyPostings[term]!
      w.string(term)
      Self.encodePostings(postings, into: &w)
      if w.bytes.count >= chunkSize { try handOut() }
    }
    // In file order (paths break ties), so the file is the same from run to run.
    let parts = llmsFullStarts.sorted { $0.value != $1.value ? $0.value < $1.value : ByteOrder.precedes(Array($0.key.utf8), Array($1.key.utf8)) }
    w.int(parts.count)
    for (path, start) in parts {
      w.string(path)
      w.int(Int(start))
    }
    w.int(outputs.count)
    for path in ByteOrder.sorted(outputs.keys) {
      w.string(path)
      outputs[path]!.encode(into: &w)
      if w.bytes.count >= chunkSize { try handOut() }
    }
    try handOut()
  }

  /// Reads a cache; nil for another format or anything malformed (the build is then a full one).
  public static func decode(_ bytes: [UInt8]) -> BuildCache? {
    guard bytes.starts(with: magic) else { return nil }
    var r = ByteReader(bytes, offset: magic.count)
    do throws(ByteReader.Malformed) {
      guard try r.int() == formatVersion else { return nil }
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
      for _ in 0..<(try r.count()) {
        let path = try r.string()
        let stat = try FileStat.decode(&r)
        let content = try r.fingerprint()
        let interface = try r.fingerprint()
        let skeleton = try r.raw()
        files.append(File(path: path, stat: stat, content: content, interface: interface, skeleton: skeleton, verifiedClean: try r.bool()))
      }
      var pages: [Page] = []
      for _ in 0..<(try r.count()) {
        let path = try r.string()
        let length = try r.int()
        let range = try r.skipRaw()
        pages.append(Page(path: path, length: length, encodedTerms: bytes[range]))
      }
      var firstKeyPostings: [String: [SearchIndexBuilder.Posting]] = [:]
      for _ in 0..<(try r.count()) {
        let term = try r.string()
        firstKeyPostings[term] = try Self.decodePostings(&r)
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
      var outputs: [String: FileStat] = [:]
      let outputCount = try r.count()
      outputs.reserveCapacity(outputCount)
      for _ in 0..<outputCount {
        let path = try r.string()
        outputs[path] = try FileStat.decode(&r)
      }
      guard r.isAtEnd else { return nil }
      return BuildCache(
        siteKey: siteKey, readStarted: readStarted, files: files, pages: pages, postingCount: postingCount, outputs: outputs,
        variantSpellings: variantSpellings, siteWideFindings: findings, firstKeyPostings: firstKeyPostings,
        llmsFullStarts: llmsFullStarts)
    } catch {
      return nil
    }
  }

  /// How a term's postings are written: `fixed` when every page and weight fits in 32 bits
  /// (always, in practice), else `varints`.
  enum PostingsLayout: UInt8 {
    /// Each posting as its page and its weight, four bytes each, little-endian: read and
    /// written without a loop per byte (about a million postings each way at 5,000 pages).
    case fixed = 0
    /// Each posting as the gap from the page before and its weight, as varints.
    case varints = 1
  }

  /// A term's postings: their count, the layout (`PostingsLayout`), then the postings.
  static func encodePostings(_ postings: [SearchIndexBuilder.Posting], into w: inout ByteWriter) {
    w.int(postings.count)
    let fits = postings.allSatisfy { UInt32(exactly: $0.document) != nil && UInt32(exactly: $0.weight) != nil }
    w.bytes.append(fits ? PostingsLayout.fixed.rawValue : PostingsLayout.varints.rawValue)
    if fits {
      w.appendInPlace(capacity: 8 * postings.count) { buffer in
        let raw = UnsafeMutableRawBufferPointer(buffer)
        for (i, posting) in postings.enumerated() {
          raw.storeBytes(of: UInt32(truncatingIfNeeded: posting.document).littleEndian, toByteOffset: 8 * i, as: UInt32.self)
          raw.storeBytes(of: UInt32(truncatingIfNeeded: posting.weight).littleEndian, toByteOffset: 8 * i + 4, as: UInt32.self)
        }
        return 8 * postings.count
      }
      return
    }
    w.appendInPlace(capacity: 2 * ByteWriter.maxVarintBytes * postings.count) { buffer in
      var at = 0
      var previous = 0
      for posting in postings {
        ByteWriter.varint(posting.document &- previous, into: buffer, at: &at)
        ByteWriter.varint(posting.weight, into: buffer, at: &at)
        previous = posting.document
      }
      return at
    }
  }

  /// Reads what `encodePostings` wrote. Postings are in page order, each page once: a page
  /// not after the one before it, or past `Int.max`, is malformed.
  static func decodePostings(_ r: inout ByteReader) throws(ByteReader.Malformed) -> [SearchIndexBuilder.Posting] {
    let count = try r.count()
    guard r.offset < r.bytes.count, let layout = PostingsLayout(rawValue: r.bytes[r.offset]) else { throw ByteReader.Malformed() }
    var at = r.offset + 1
    // A posting takes two bytes at least, so `count()`'s bound keeps the array no larger
    // than the bytes left.
    if layout == .fixed {
      guard r.bytes.count - at >= 8 * count else { throw ByteReader.Malformed() }
      var ordered = true
      let postings = r.bytes.withUnsafeBytes { bytes in
        [SearchIndexBuilder.Posting](unsafeUninitializedCapacity: count) { out, initialized in
          var previous = -1
          for i in 0..<count {
            let document = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 8 * i, as: UInt32.self)))
            let weight = Int(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: at + 8 * i + 4, as: UInt32.self)))
            if document <= previous { ordered = false }
            previous = document
            out.initializeElement(at: i, to: (document, weight))
          }
          initialized = count
        }
      }
      guard ordered else { throw ByteReader.Malformed() }
      r.offset = at + 8 * count
      return postings
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
            guard !overflow else { throw ByteReader.Malformed() }
            document = next
            out.initializeElement(at: initialized, to: (document, try ByteReader.varint(buffer, at: &at)))
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
    let stats = parallelMap(list) { FileStat.of(output + "/" + $0) }
    for (path, stat) in zip(list, stats) { outputs[path] = stat }
  }

  /// The first recorded site file whose signature is not what the cache recorded, if any.
  func firstChangedOutput(in output: String) -> String? {
    // Checked in any order; only the changed ones (nearly always none) are sorted.
    let list = outputs.map { (path: $0.key, recorded: $0.value) }
    let changed = parallelMap(list) { FileStat.of(output + "/" + $0.path) != $0.recorded }
    return zip(list, changed).filter(\.1).map(\.0.path).min()
  }

  /// Reads the cache beside `output`; nil when there is none or it cannot be used.
  public static func load(forOutput output: String) -> BuildCache? {
    guard let bytes = SiteInput.readFile(path(forOutput: output)) else { return nil }
    return decode(bytes)
  }

  /// Removes the cache beside `output` (before a build changes the site).
  public static func remove(forOutput output: String) {
    unlink(path(forOutput: output))
  }

  /// Writes the cache beside `output` atomically (a temporary file, then a rename).
  public func store(forOutput output: String) throws(SiteWriteError) {
    let target = Self.path(forOutput: output)
    let temporary = target + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw SiteWriteError(path: temporary, reason: "cannot create file: \(SiteWriter.errnoText())") }
    do {
      try encode(chunkSize: 1 << 20) { chunk throws(SiteWriteError) in try SiteWriter.writeAll(fd, chunk, path: temporary) }
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
    return FileStat(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
      changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
  }

  /// For a file whose signature was not taken: matches no file, so it is always read.
  public static let unknown = FileStat(device: 0, inode: 0, size: -1, modified: 0, changed: 0)

  /// Now, in the same clock as the change times.
  public static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  func encode(into w: inout ByteWriter) {
    w.fixed64(device)
    w.fixed64(inode)
    w.int(Int(size))
    w.int(Int(modified))
    w.int(Int(changed))
  }

  static func decode(_ r: inout ByteReader) throws(ByteReader.Malformed) -> FileStat {
    let device = try r.fixed64()
    let inode = try r.fixed64()
    let size = Int64(try r.int())
    let modified = Int64(try r.int())
    return FileStat(device: device, inode: inode, size: size, modified: modified, changed: Int64(try r.int()))
  }
}
