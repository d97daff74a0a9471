internal import CFileSwap
import Dispatch

#if canImport(Glibc)
  internal import Glibc
#endif

/// An I/O failure while writing the site, with the path it concerns.
public struct SiteWriteError: Error, CustomStringConvertible {
  public var path: String
  public var reason: String
  public var description: String { "\(path): error: \(reason)" }
}

/// The files of a finished site, keyed by relative path (`uiscrollview/contentinset/index.html`).
public struct SiteTree: Sendable {
  public private(set) var files: [String: [UInt8]] = [:]
  public init() {}

  /// Adds a file; relative paths only, never `..`, so nothing can be written outside the site.
  public mutating func add(_ path: String, bytes: [UInt8]) throws(SiteWriteError) {
    try Self.check(path)
    files[path] = bytes
    reused.remove(path)
  }

  /// Files taken unchanged from the site being replaced (hard-linked, never read or
  /// rewritten): pages the `BuildCache` knows to be unchanged. A file added with `add`
  /// wins over a reused one.
  public private(set) var reused: Set<String> = []

  public mutating func reuse(_ path: String) throws(SiteWriteError) {
    try Self.check(path)
    if files[path] == nil { reused.insert(path) }
  }

  static func check(_ path: String) throws(SiteWriteError) {
    guard isInsideSite(path) else { throw SiteWriteError(path: path, reason: "refusing an output path outside the site folder") }
  }

  /// Whether `path` names a file inside the site: not empty, relative, no `.`, `..` or empty
  /// part between `/`s, no NUL. Read on bytes when ASCII (every output path of a build),
  /// where each byte is a character but a CR LF pair, which is neither `/` nor `.`.
  static func isInsideSite(_ path: String) -> Bool {
    var path = path
    let ascii: Bool? = path.withUTF8 { bytes -> Bool? in
      guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
      guard !bytes.isEmpty, bytes[0] != UInt8(ascii: "/") else { return false }
      var start = 0
      for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "/") {
        let count = i - start
        let dot = UInt8(ascii: ".")
        if count == 0 || (count == 1 && bytes[start] == dot) || (count == 2 && bytes[start] == dot && bytes[start + 1] == dot) { return false }
        start = i + 1
      }
      return !bytes.contains(0)
    }
    if let ascii { return ascii }
    let parts = path.split(separator: "/", omittingEmptySubsequences: false)
    return !path.isEmpty && !path.hasPrefix("/") && !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) && !path.utf8.contains(0)
  }

  public mutating func add(_ path: String, text: String) throws(SiteWriteError) {
    try add(path, bytes: Array(text.utf8))
  }
}

/// Writes a site in batches, for builds that render pages a batch at a time and drop each
/// batch's HTML once it is written (so peak memory holds one batch, not the whole site):
///
///     let session = try SiteWriterSession(output: "site")
///     for batch in batches { try session.write(renderedFiles(batch)) }   // [(path, bytes)]
///     let summary = try session.commit()
///
/// Two ways to commit (see `SiteWriter` for what each guarantees):
/// - `.full` (the default, and what `SiteWriter.replace` does with one batch): every file goes
///   into a staging folder, unchanged ones hard-linked from the current site, and `commit`
///   swaps the folders in one step. The new site is exactly the files written.
/// - `.inPlace`, for rebuilds that change a few files of a large site: only files whose bytes
///   differ are staged, files the new site no longer has are named with `remove`, and
///   `commit` moves the staged files over the current ones under a journal. Costs nothing
///   per unchanged file beyond comparing it. Without a current site it commits as `.full`.
///
/// A session that is never committed, or whose write or commit fails, leaves the current
/// site as it was and removes its staging folder when it ends (one left by a killed build is
/// removed by the next). Creating a session first finishes a commit that was
/// interrupted (`SiteWriter.recoverInterruptedCommit`). Not for use from several threads at
/// once; each `write` already spreads its batch over all cores.
public final class SiteWriterSession: @unchecked Sendable {
  public enum Mode: Sendable {
    case full
    case inPlace
  }

  public let output: String
  /// The mode this session commits in: `.inPlace` falls back to `.full` when there is no site yet.
  public let mode: Mode
  let staging: String
  let retired: String
  let outputExists: Bool
  private var summary = SiteWriteSummary()
  /// Every path written (or reused) in this session.
  public private(set) var paths: Set<String> = []
  /// In place: the files written into `staging`, to be moved over the current site.
  private var staged: [String] = []
  private var removed: Set<String> = []
  private var committed = false
  /// This session's claim on `staging` (another session for the same output in this process
  /// uses the same name, and only the newest may remove it).
  private let stagingClaim: Int
  /// The files an in-place commit replaced, being let go of (`waitForReplacedFiles`).
  private var replaced: Background<Void>?
  /// Files begun with the current site's head (`beginWithCurrentHead`), by path.
  private var heads: [String: HeadStart] = [:]

  private struct HeadStart {
    let stream: StagedFileStream
    let length: Int64
    /// The copy's failure, if any.
    let copy: Background<SiteWriteError?>
  }

  /// `protecting`: folders the build reads (the notes, the model); an output folder that is
  /// or holds one of them is refused, since committing replaces everything in it.
  public init(output: String, mode: Mode = .full, protecting: [String] = []) throws(SiteWriteError) {
    self.output = SiteWriter.trimmingTrailingSlashes(output)
    let parent = SiteWriter.parentFolder(of: self.output)
    let base = SiteWriter.baseName(of: self.output)
    // Before anything is created or removed beside it.
    try SiteWriter.checkReplaceable(self.output, protecting: protecting)
    staging = "\(parent)/.\(base).tmp-\(getpid())"
    retired = "\(parent)/.\(base).old-\(getpid())"
    // Before the stale staging folders go: a pending journal still needs its own.
    try SiteWriter.recoverInterruptedCommit(output: self.output)
    SiteWriter.removeStaleSiblings(parent: parent, base: base)
    try SiteWriter.makeFolder(staging)
    stagingClaim = SiteWriter.stagingClaims.claim(staging)
    outputExists = SiteWriter.isFolder(self.output)
    self.mode = outputExists ? mode : .full
  }

  /// A session that ends without a finished commit (a failed write, render or commit) takes
  /// its staging folder with it, so a failed build leaves nothing beside the site. After a
  /// commit there is nothing left to remove; an interrupted in-place commit's journal still
  /// needs the folder, and the next command finishes it.
  deinit {
    waitForHeads()
    waitForReplacedFiles()
    guard SiteWriter.stagingClaims.release(staging, claim: stagingClaim) else { return }
    let journal = CommitJournal.path(parent: SiteWriter.parentFolder(of: output), base: SiteWriter.baseName(of: output))
    if access(journal, F_OK) == 0 { return }
    SiteWriter.removeTreeInParallel(staging)
  }

  /// Writes files (nil bytes: take the current site's file unchanged, see `SiteTree.reuse`).
  /// Each path at most once per session.
  public func write(_ files: [(path: String, bytes: [UInt8]?)]) throws(SiteWriteError) {
    precondition(!committed, "SiteWriterSession.write after commit")
    var batchPaths: Set<String> = []
    for file in files {
      try SiteTree.check(file.path)
      // A second write could go through a hard link into the live site: refuse it.
      guard !paths.contains(file.path), batchPaths.insert(file.path).inserted else {
        throw SiteWriteError(path: file.path, reason: "written twice in one build")
      }
      try refuseIfRemoved(file.path)
    }
    paths.formUnion(batchPaths)
    let batch = try SiteWriter.writeEntries(
      files, staging: staging, output: output, outputExists: outputExists, inPlace: mode == .inPlace)
    summary.written += batch.summary.written
    summary.reused += batch.summary.reused
    staged += batch.staged
  }

  /// Starts a file written piece by piece (`StagedFileStream`), for one too large to hold
  /// in memory; `finish` puts it among the session's files. Each path at most once per session.
  public func stream(_ path: String) throws(SiteWriteError) -> StagedFileStream {
    precondition(!committed, "SiteWriterSession.stream after commit")
    try SiteTree.check(path)
    guard !paths.contains(path) else { throw SiteWriteError(path: path, reason: "written twice in one build") }
    try refuseIfRemoved(path)
    paths.insert(path)
    let target = "\(staging)/\(path)"
    var created: Set<String> = [staging]
    try SiteWriter.makeParents(of: target, root: staging, created: &created)
    return try StagedFileStream(path: path, target: target, staging: staging)
  }

  /// Ends a stream: its parts are joined, and a file equal to the current site's is taken
  /// from the current site (hard-linked, or in place left where it is), as `write` does.
  public func finish(_ stream: StagedFileStream) throws(SiteWriteError) {
    try finish(stream, sameAsCurrent: nil)
  }

  /// `sameAsCurrent`: whether the stream's file is known to equal the current site's (nil:
  /// compare them).
  private func finish(_ stream: StagedFileStream, sameAsCurrent: Bool?) throws(SiteWriteError) {
    precondition(!committed, "SiteWriterSession.finish after commit")
    try stream.closeParts()
    let previous = "\(output)/\(stream.path)"
    if outputExists, sameAsCurrent ?? SiteWriter.filesEqual(stream.target, previous) {
      if mode == .inPlace {
        unlink(stream.target)
        summary.reused += 1
        return
      }
      // Linked beside the written file, then renamed over it, so a failed link keeps the copy.
      let linked = stream.target + ".link"
      if link(previous, linked) == 0 {
        if rename(linked, stream.target) == 0 {
          summary.reused += 1
          return
        }
        unlink(linked)
      }
    }
    summary.written += 1
    if mode == .inPlace { staged.append(stream.path) }
  }

  /// Writes a file made of bytes and ranges of other files (`ComposedFile`), streamed.
  /// Whether it equals the current site's file is worked out from its pieces first (a
  /// spliced llms-full.txt is mostly that file's own ranges, in place), so a file taken from
  /// the current site is not written, and a written one is not read back to compare.
  /// A file begun with `beginWithCurrentHead` goes on after its head when its first piece is
  /// that head (or more of the same file from its start), and is written afresh otherwise.
  public func write(_ file: ComposedFile) throws(SiteWriteError) {
    let current = "\(output)/\(file.path)"
    let head = heads.removeValue(forKey: file.path)
    let stream: StagedFileStream
    if let head { stream = head.stream } else { stream = try self.stream(file.path) }
    // How many bytes the head's copy put in the file (nil when it failed).
    let copied = head.flatMap { $0.copy.value == nil ? $0.length : nil }
    let same = outputExists && file.isContent(ofFileAt: current)
    if !same {
      var pieces = file.pieces[...]
      if let copied, case .range(let source, 0, let length)? = pieces.first, length >= copied, SiteWriter.sameFile(source, current) {
        pieces.removeFirst()
        if length > copied { pieces.insert(.range(file: source, offset: copied, length: length - copied), at: pieces.startIndex) }
      } else if head != nil {
        try stream.restart()
      }
      try ComposedFile(path: file.path, pieces: Array(pieces)).write(to: stream)
    }
    try finish(stream, sameAsCurrent: same)
  }

  /// Starts the file at `path` with the first `length` bytes of the current site's file,
  /// copied on a thread of its own, for a `ComposedFile` expected to begin with them (a
  /// rebuild's llms-full.txt, up to the first page that changed, known long before the rest):
  /// `write(_:)` goes on from there. Each path at most once per session. Only in place: a
  /// session that commits in full (there is no current site) begins nothing, since a file
  /// begun and never written would then be missing from the new site.
  public func beginWithCurrentHead(of path: String, length: Int64) throws(SiteWriteError) {
    precondition(heads[path] == nil && length > 0)
    guard mode == .inPlace else { return }
    let stream = try stream(path)
    let source = "\(output)/\(path)"
    let copy = Background { () -> SiteWriteError? in
      do throws(SiteWriteError) {
        try stream.append(copying: source, offset: 0, length: length)
        return nil
      } catch {
        return error
      }
    }
    heads[path] = HeadStart(stream: stream, length: length, copy: copy)
  }

  /// Waits for the copies `beginWithCurrentHead` started (a rebuild that stops early).
  public func waitForHeads() {
    for head in heads.values { _ = head.copy.value }
  }

  /// Names files of the current site that the new site no longer has. A full commit keeps
  /// only the files written, so there this only checks the paths.
  public func remove(_ files: [String]) throws(SiteWriteError) {
    precondition(!committed, "SiteWriterSession.remove after commit")
    for path in files {
      try SiteTree.check(path)
      guard !paths.contains(path) else { throw SiteWriteError(path: path, reason: "both written and removed in one build") }
      // The journal deletes files only; a folder goes when its last file does.
      if mode == .inPlace, SiteWriter.isFolder("\(output)/\(path)") {
        throw SiteWriteError(path: "\(output)/\(path)", reason: "is a folder: remove the files in it instead")
      }
      removed.insert(path)
    }
  }

  private func refuseIfRemoved(_ path: String) throws(SiteWriteError) {
    if removed.contains(path) { throw SiteWriteError(path: path, reason: "both written and removed in one build") }
  }

  /// The freeing of the large files an in-place commit replaced, for a caller that goes on
  /// without waiting for it (`serve`); the session then no longer waits for it when it ends.
  public func handOverReplacedFiles() -> Background<Void>? {
    defer { replaced = nil }
    return replaced
  }

  /// Returns once the large files an in-place commit replaced are freed (they are let go of
  /// on a thread of their own after the commit; a session waits for it when it ends).
  public func waitForReplacedFiles() {
    _ = replaced?.value
  }

  /// Puts the new site in place: swaps the staged site in and removes the previous one, or
  /// (in place) moves the staged files over the current ones and applies the removals.
  public func commit() throws(SiteWriteError) -> SiteWriteSummary {
    try commit(interruptedAfter: nil)
  }

  /// `interruptedAfter`: tests only. Stops an in-place commit after that many file moves and
  /// deletions, leaving the journal and staging folder as a kill at that moment would.
  func commit(interruptedAfter operations: Int?) throws(SiteWriteError) -> SiteWriteSummary {
    precondition(!committed, "SiteWriterSession.commit twice")
    // A file begun but never written (nothing in it changed after all) is not part of the
    // commit: the current one stays.
    for (path, head) in heads {
      _ = head.copy.value
      try? head.stream.closeParts()
      unlink(head.stream.target)
      paths.remove(path)
    }
    heads = [:]
    committed = true
    // Every site carries the marker that lets the next build replace it (`checkReplaceable`).
    let markerPath = "\(output)/\(SiteWriter.siteMarker)"
    if mode == .full || access(markerPath, F_OK) != 0 {
      try SiteWriter.writeFile("\(staging)/\(SiteWriter.siteMarker)", SiteWriter.siteMarkerText)
      if mode == .inPlace { staged.append(SiteWriter.siteMarker) }
    }
    switch mode {
    case .inPlace:
      let journal = CommitJournal(
        staging: SiteWriter.baseName(of: staging), staged: staged.sorted(), removed: removed.sorted())
      // The large files being replaced are held open across the moves, so that freeing them
      // (16 ms for a 100 MB llms-full.txt on tmpfs) happens on a thread of its own beside
      // what follows the commit (storing the cache), not inside the rename.
      let held = ReplacedFiles.hold(staged.map { "\(output)/\($0)" })
      do throws(SiteWriteError) {
        try journal.commit(output: output, interruptedAfter: operations)
      } catch {
        held.release()
        throw error
      }
      replaced = held.releaseInBackground()
    case .full:
      try swapIn()
    }
    return summary
  }

  private func swapIn() throws(SiteWriteError) {
    if outputExists {
      guard SiteWriter.exchange(staging, output) else {
        throw SiteWriteError(path: output, reason: "could not swap in the new site: \(SiteWriter.errnoText())")
      }
      // `staging` now holds the previous site; retire it out of the way, then delete it.
      if rename(staging, retired) == 0 {
        SiteWriter.removeTreeInParallel(retired)
      } else {
        SiteWriter.removeTreeInParallel(staging)
      }
    } else {
      guard rename(staging, output) == 0 else {
        throw SiteWriteError(path: output, reason: "could not move the new site into place: \(SiteWriter.errnoText())")
      }
    }
  }
}

/// Statistics of one write, for the build summary.
public struct SiteWriteSummary: Equatable, Sendable {
  public var written = 0
  public var reused = 0
  public init(written: Int = 0, reused: Int = 0) {
    self.written = written
    self.reused = reused
  }
}

/// Replaces an output folder with a new tree, in one of two modes (`SiteWriterSession.Mode`).
///
/// Full (the default; `replace`): the new tree is assembled in a sibling folder
/// (`.site.tmp-<pid>`), where files whose bytes equal the current site's are hard-linked
/// instead of rewritten (writing a file costs about 0.7 ms on this disk). Then
/// `renameat2(RENAME_EXCHANGE)` swaps the two folders in one step, and the old one is
/// removed. A build killed at any point leaves the previous site complete and untouched
/// until the swap; at worst a stale temporary folder remains, which the next build removes.
/// Costs a link per file, so it suits full builds.
///
/// In place (for rebuilds that change a few files): only the changed files are staged. The
/// commit writes a journal (`<parent>/.site.commit`, complete or absent) naming every staged
/// file and every deletion, then deletes and renames file by file, then drops the journal.
/// Every file is replaced atomically (a reader sees the old bytes or the new, never part of
/// either), but the set of files is not: a build killed mid-commit leaves some files new
/// and some old until the next run of any scrollnotes command that touches the site
/// (`build`, `serve`, `verify`) rolls the journal forward (`recoverInterruptedCommit`). A
/// build killed before its journal exists leaves the previous site as it was. Neither mode
/// fsyncs: the guarantees hold against killed processes, not power loss.
public enum SiteWriter {
  public static func replace(_ output: String, with tree: SiteTree) throws(SiteWriteError) -> SiteWriteSummary {
    let session = try SiteWriterSession(output: output)
    var entries: [(path: String, bytes: [UInt8]?)] = tree.files.map { ($0.key, $0.value) }
    entries += tree.reused.map { ($0, nil) }
    try session.write(entries)
    return try session.commit()
  }

  /// Writes `entries` (nil bytes: the previous site's file) into `staging`, on all cores.
  /// Unchanged files are hard-linked from the previous site, or, `inPlace`, left where they
  /// are (only changed files are staged, and returned as `staged`). Sorted, then cut into
  /// contiguous chunks: creating a file costs mostly kernel time, and files in different
  /// folders do not wait for each other. Each chunk creates the folders it needs (an
  /// existing folder is fine, so two chunks may share one); results are gathered per chunk
  /// and the first failure (in path order) wins.
  static func writeEntries(
    _ unsorted: [(path: String, bytes: [UInt8]?)], staging: String, output: String, outputExists: Bool,
    inPlace: Bool = false
  ) throws(SiteWriteError) -> (summary: SiteWriteSummary, staged: [String]) {
    let entries = unsorted.sorted { $0.path < $1.path }
    let chunkCount = min(entries.count, 32)
    var outcomes = [ChunkOutcome](repeating: ChunkOutcome(), count: chunkCount)
    if chunkCount > 0 {
      outcomes.withUnsafeMutableBufferPointer { buffer in
        nonisolated(unsafe) let slots = buffer.baseAddress!
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
          let lower = entries.count * chunk / chunkCount
          let upper = entries.count * (chunk + 1) / chunkCount
          var outcome = ChunkOutcome()
          var created: Set<String> = [staging]
          do throws(SiteWriteError) {
            for (path, content) in entries[lower..<upper] {
              let target = "\(staging)/\(path)"
              let previous = "\(output)/\(path)"
              // nil bytes: reused, the previous site's file as it is.
              let unchanged = content.map { outputExists && fileEquals(previous, $0) } ?? true
              if unchanged && inPlace {
                // An equal file was just read; a reused one has to be there.
                guard content != nil || isFile(previous) else {
                  throw SiteWriteError(path: previous, reason: "cannot reuse the previous file: it does not exist")
                }
                outcome.reused += 1
                continue
              }
              try makeParents(of: target, root: staging, created: &created)
              if unchanged, link(previous, target) == 0 {
                outcome.reused += 1
                continue
              }
              guard let bytes = content else {
                throw SiteWriteError(path: previous, reason: "cannot reuse the previous file: \(errnoText())")
              }
              try writeFile(target, bytes)
              outcome.written += 1
              if inPlace { outcome.staged.append(path) }
            }
          } catch {
            outcome.failure = error
          }
          (slots + chunk).pointee = outcome
        }
      }
    }
    var summary = SiteWriteSummary()
    var staged: [String] = []
    for outcome in outcomes {
      if let failure = outcome.failure { throw failure }
      summary.written += outcome.written
      summary.reused += outcome.reused
      staged += outcome.staged
    }
    return (summary, staged)
  }

  struct ChunkOutcome {
    var written = 0
    var reused = 0
    var staged: [String] = []
    var failure: SiteWriteError?
  }

  // MARK: - File system helpers (POSIX, so the behaviour is exactly what we ask for)

  static func parentFolder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func baseName(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// `site/` names the same folder as `site`; its siblings are found from the name without the slash.
  static func trimmingTrailingSlashes(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    return String(trimmed)
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }

  /// Which session of this process owns each staging folder: the newest one for its path.
  static let stagingClaims = StagingClaims()

  final class StagingClaims: @unchecked Sendable {
    private let queue = DispatchQueue(label: "SiteWriterSession.staging")
    private var owners: [String: Int] = [:]
    private var issued = 0

    func claim(_ path: String) -> Int {
      queue.sync {
        issued += 1
        owners[path] = issued
        return issued
      }
    }

    /// True when `claim` was still the newest for `path` (it is given up either way).
    func release(_ path: String, claim: Int) -> Bool {
      queue.sync {
        guard owners[path] == claim else { return false }
        owners[path] = nil
        return true
      }
    }
  }

  /// Checks, without creating anything, that a build may write the site into `output`
  /// (what `SiteWriterSession` checks first): for a command that wants to refuse a bad
  /// output before it starts any work. `protecting`: the folders the build reads.
  public static func checkOutput(_ output: String, protecting: [String]) throws(SiteWriteError) {
    try checkReplaceable(trimmingTrailingSlashes(output), protecting: protecting)
  }

  /// The file that marks a folder as a site this tool built, so a build may replace it.
  public static let siteMarker = ".scrollnotes-site"
  static let siteMarkerText = Array("A site built by scrollnotes. `scrollnotes build` replaces everything in this folder.\n".utf8)
  /// Files every site has, so a site built before the marker existed is recognised too.
  static let siteSignature = ["index.html", "search-index.json", "coverage.json"]

  /// Refuses an output that a commit must not replace: one that is not a folder (or sits
  /// under something that is not), one that is or holds a folder the build reads, and a
  /// folder with files in it that is not a site this tool built. Missing and empty are fine.
  static func checkReplaceable(_ output: String, protecting: [String]) throws(SiteWriteError) {
    // The staging folder and the swap need a name of the folder's own beside it.
    let base = baseName(of: output)
    guard !base.isEmpty, base != ".", base != ".." else {
      throw SiteWriteError(path: output.isEmpty ? "\"\"" : output, reason: "names no folder of its own; give the output folder by its name (choose another --output)")
    }
    let parent = parentFolder(of: output)
    guard isFolder(parent) else {
      throw SiteWriteError(path: output, reason: "cannot build here: \(parent) is not a folder")
    }
    var status = stat()
    guard lstat(output, &status) == 0 else {
      if errno == ENOENT { return }  // nothing there yet
      throw SiteWriteError(path: output, reason: "cannot check the output folder: \(errnoText())")
    }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: break
    case S_IFLNK:
      // The swap would replace the link, not the folder it points to.
      throw SiteWriteError(
        path: output, reason: "is a symbolic link; the site needs a folder of its own (choose another --output, or the folder it points to)")
    default:
      throw SiteWriteError(path: output, reason: "is not a folder; the site needs a folder of its own (choose another --output)")
    }
    if let outputReal = realPath(output) {
      for folder in protecting {
        guard let real = realPath(folder), real == outputReal || real.hasPrefix(outputReal == "/" ? "/" : outputReal + "/") else { continue }
        let relation = real == outputReal ? "is" : "holds"
        throw SiteWriteError(
          path: output, reason: "\(relation) \(folder), which the build reads; building would replace it (choose another --output)")
      }
    }
    // A site is known by name, without listing its thousands of entries; only a folder
    // that is not plainly one is listed (an empty one may be built into).
    var entry = stat()
    if lstat("\(output)/\(siteMarker)", &entry) == 0 || siteSignature.allSatisfy({ lstat("\(output)/\($0)", &entry) == 0 }) { return }
    let names = entries(of: output)
    if names.isEmpty || names.contains(siteMarker) || siteSignature.allSatisfy(names.contains) { return }
    throw SiteWriteError(
      path: output,
      reason: "is a folder with files in it that is not a site built by scrollnotes (no \(siteMarker)); building would replace "
        + "them (empty it or choose another --output)")
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func isFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  static func makeFolder(_ path: String) throws(SiteWriteError) {
    if mkdir(path, 0o755) != 0, errno != EEXIST {
      throw SiteWriteError(path: path, reason: "cannot create folder: \(errnoText())")
    }
  }

  static func makeParents(of file: String, root: String, created: inout Set<String>) throws(SiteWriteError) {
    let folder = parentFolder(of: file)
    if created.contains(folder) { return }
    try makeParents(of: folder, root: root, created: &created)
    try makeFolder(folder)
    created.insert(folder)
  }

  static func writeFile(_ path: String, _ bytes: [UInt8]) throws(SiteWriteError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw SiteWriteError(path: path, reason: "cannot create file: \(errnoText())") }
    defer { close(fd) }
    try writeAll(fd, bytes, path: path)
  }

  /// Writes all of `bytes` to an open file (short writes and interruptions retried).
  static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(SiteWriteError) {
    var failure: String?
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          failure = errnoText()
          return
        }
        offset += n
      }
    }
    if let failure { throw SiteWriteError(path: path, reason: "cannot write file: \(failure)") }
  }

  /// True when the file at `path` holds exactly `bytes` (size checked first, then content).
  static func fileEquals(_ path: String, _ bytes: [UInt8]) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else {
      return false
    }
    // Non-blocking: should a named pipe take the file's place after the `stat`, the open
    // must not wait for a writer (the short read then says "different").
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var existing = [UInt8](repeating: 0, count: bytes.count)
    let count = existing.withUnsafeMutableBytes { read(fd, $0.baseAddress, bytes.count) }
    guard count == bytes.count else { return false }
    if bytes.isEmpty { return true }
    // memcmp, not `==`: an unoptimised (debug) build compares arrays element by element.
    return existing.withUnsafeBytes { old in
      bytes.withUnsafeBytes { new in memcmp(old.baseAddress!, new.baseAddress!, new.count) == 0 }
    }
  }

  static func exchange(_ a: String, _ b: String) -> Bool {
    cfileswap_exchange(a, b) == 0
  }

  /// True for a leftover of an interrupted build of `base`: `.site.tmp-<pid>`,
  /// `.site.old-<pid>`, a journal being written, `.site.tmp-<pid>.commit`, or a build cache
  /// being written, `.site.buildcache.tmp-<pid>`. Nothing else beside the site is ever removed.
  static func isLeftover(_ name: String, base: String) -> Bool {
    for prefix in [".\(base).tmp-", ".\(base).old-", ".\(base).buildcache.tmp-"] where name.hasPrefix(prefix) {
      var rest = Substring(name.dropFirst(prefix.count))
      if rest.hasSuffix(".commit") { rest = rest.dropLast(".commit".count) }
      return !rest.isEmpty && rest.allSatisfy { $0.isASCII && $0.isNumber }
    }
    return false
  }

  /// Removes leftovers of interrupted builds (`isLeftover`).
  static func removeStaleSiblings(parent: String, base: String) {
    guard let dir = opendir(parent) else { return }
    var stale: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if isLeftover(name, base: base) { stale.append(name) }
    }
    closedir(dir)
    for name in stale { removeTree("\(parent)/\(name)") }
  }

  /// `removeTree`, with the top-level entries shared out over all cores.
  static func removeTreeInParallel(_ path: String) {
    let names = entries(of: path)
    if names.count > 1 {
      DispatchQueue.concurrentPerform(iterations: names.count) { i in removeTree("\(path)/\(names[i])") }
    }
    removeTree(path)
  }

  static func entries(of path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    closedir(dir)
    return names
  }

  static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      if let dir = opendir(path) {
        var names: [String] = []
        while let entry = readdir(dir) {
          let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
          }
          if name != "." && name != ".." { names.append(name) }
        }
        closedir(dir)
        for name in names { removeTree("\(path)/\(name)") }
      }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
