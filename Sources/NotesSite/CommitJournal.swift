#if canImport(Glibc)
  internal import Glibc
#endif

/// What an in-place commit changes, written beside the site (`<parent>/.<base>.commit`)
/// before the first file moves, so that a commit cut short is finished by the next run
/// instead of leaving a mix of old and new files.
///
/// Fields each end with a NUL byte (the one byte a site path cannot hold): the header, the
/// staging folder's name, then `write` or `delete` and a site-relative path per file, then
/// `end`. Written under a temporary name and renamed, so it is either absent or whole.
struct CommitJournal: Equatable {
  static let header = "scrollnotes commit journal 1"

  /// The staging folder's name beside the site (`.site.tmp-<pid>`).
  var staging: String
  /// Files in the staging folder that replace (or add to) the site's.
  var staged: [String]
  /// Files of the site that the new site no longer has.
  var removed: [String]

  static func path(parent: String, base: String) -> String { "\(parent)/.\(base).commit" }

  var encoded: [UInt8] {
    var fields = [Self.header, staging]
    for path in staged { fields += ["write", path] }
    for path in removed { fields += ["delete", path] }
    fields.append("end")
    return fields.flatMap { Array($0.utf8) + [0] }
  }

  /// Reads a journal of the site `base`, refusing anything that is not one, or that names a
  /// path outside the site or a staging folder other than this site's.
  init(decoding bytes: [UInt8], base: String, journalPath: String) throws(SiteWriteError) {
    func refuse(_ problem: String) -> SiteWriteError {
      SiteWriteError(
        path: journalPath,
        reason: "\(problem); the interrupted commit cannot be finished, so the site may mix old and new files: delete this file and build again")
    }
    var fields: [String] = []
    for field in bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast() {
      guard let text = String(validating: field, as: UTF8.self) else { throw refuse("not a commit journal (not UTF-8)") }
      fields.append(text)
    }
    guard bytes.last == 0, fields.count >= 3, fields[0] == Self.header, fields.last == "end", fields.count % 2 == 1 else {
      throw refuse("not a commit journal")
    }
    let prefix = ".\(base).tmp-"
    let pid = fields[1].dropFirst(prefix.count)
    guard fields[1].hasPrefix(prefix), !pid.isEmpty, pid.allSatisfy({ $0.isASCII && $0.isNumber }) else { throw refuse("names a staging folder that is not this site's: \(fields[1])") }
    staging = fields[1]
    staged = []
    removed = []
    var index = 2
    while index + 1 < fields.count {
      let (action, path) = (fields[index], fields[index + 1])
      do throws(SiteWriteError) { try SiteTree.check(path) } catch { throw refuse("names a path outside the site: \(path)") }
      switch action {
      case "write": staged.append(path)
      case "delete": removed.append(path)
      default: throw refuse("not a commit journal (unknown action \(action))")
      }
      index += 2
    }
  }

  init(staging: String, staged: [String], removed: [String]) {
    self.staging = staging
    self.staged = staged
    self.removed = removed
  }

  /// Commits in place: journal, deletions, moves, then journal and staging folder go.
  /// `interruptedAfter` (tests) stops after that many deletions and moves, as a kill would.
  func commit(output: String, interruptedAfter operations: Int?) throws(SiteWriteError) {
    let parent = SiteWriter.parentFolder(of: output)
    let base = SiteWriter.baseName(of: output)
    guard !staged.isEmpty || !removed.isEmpty else {
      SiteWriter.removeTree("\(parent)/\(staging)")
      return
    }
    try checkFinishable(output: output)
    let journal = Self.path(parent: parent, base: base)
    let temporary = "\(parent)/\(staging).commit"
    do throws(SiteWriteError) {
      try SiteWriter.writeFile(temporary, encoded)
    } catch {
      unlink(temporary)
      throw error
    }
    guard rename(temporary, journal) == 0 else {
      let failure = SiteWriteError(path: journal, reason: "cannot write the commit journal: \(SiteWriter.errnoText())")
      unlink(temporary)
      throw failure
    }
    guard try apply(output: output, interruptedAfter: operations) else { return }
    try finish(parent: parent, base: base)
  }

  /// Refuses a commit that could never be finished, before anything moves (and again before
  /// a recovery, which sees a state this still accepts): a staged file whose place holds a
  /// folder with files that stay, or that lies below a file that stays. A symbolic link on
  /// the way is refused too, so no move or deletion can land outside the site.
  func checkFinishable(output: String) throws(SiteWriteError) {
    let removals = Set(removed)
    var folders: Set<String> = []
    func checkAncestors(of path: String, fileMayStay: Bool) throws(SiteWriteError) {
      let parts = path.split(separator: "/")
      for count in 1..<parts.count {
        let ancestor = parts[..<count].joined(separator: "/")
        if folders.contains(ancestor) { continue }
        switch SiteWriter.kind("\(output)/\(ancestor)") {
        case .missing: return
        case .folder: folders.insert(ancestor)
        case .symbolicLink:
          throw SiteWriteError(path: "\(output)/\(ancestor)", reason: "a symbolic link inside the site is in the way of \(path)")
        case .file:
          // Below a file the path cannot exist: fine for a deletion, and for a move only
          // when the file is being deleted.
          if fileMayStay || removals.contains(ancestor) { return }
          throw SiteWriteError(path: "\(output)/\(ancestor)", reason: "a file of the current site is in the way of \(path)")
        }
      }
    }
    for path in removed { try checkAncestors(of: path, fileMayStay: true) }
    for path in staged {
      try checkAncestors(of: path, fileMayStay: false)
      if SiteWriter.kind("\(output)/\(path)") == .folder,
        let kept = SiteWriter.filesBelow(path, in: output).first(where: { !removals.contains($0) })
      {
        throw SiteWriteError(path: "\(output)/\(path)", reason: "a folder of the current site is in the way (\(kept) stays)")
      }
    }
  }

  /// Deletes, then moves the staged files into place; each step may already have been done
  /// by an interrupted run. Deletions first, so that a file the new site turns into a folder
  /// (or the reverse) is out of the way. False when `interruptedAfter` ran out (also right
  /// after the last step).
  func apply(output: String, interruptedAfter operations: Int?) throws(SiteWriteError) -> Bool {
    var remaining = operations ?? Int.max
    for path in removed {
      guard remaining > 0 else { return false }
      remaining -= 1
      try Self.delete(path, in: output)
    }
    let stagingFolder = "\(SiteWriter.parentFolder(of: output))/\(staging)"
    var created: Set<String> = [output]
    for path in staged {
      guard remaining > 0 else { return false }
      remaining -= 1
      let source = "\(stagingFolder)/\(path)"
      // Gone from the staging folder: moved by the interrupted run.
      if SiteWriter.kind(source) == .missing { continue }
      let target = "\(output)/\(path)"
      try SiteWriter.makeParents(of: target, root: output, created: &created)
      guard rename(source, target) == 0 else {
        throw SiteWriteError(path: target, reason: "cannot move the new file into place: \(SiteWriter.errnoText())")
      }
    }
    // Stopped after the last one also counts: the journal is still there.
    return remaining > 0
  }

  /// Deletes a file of the site, then the folders that leaves empty (never the site folder).
  /// Already gone is fine; a folder in its place belongs to the new site and stays.
  static func delete(_ path: String, in output: String) throws(SiteWriteError) {
    let target = "\(output)/\(path)"
    switch SiteWriter.kind(target) {
    case .missing, .folder: break
    case .file, .symbolicLink:
      guard unlink(target) == 0 || errno == ENOENT else {
        throw SiteWriteError(path: target, reason: "cannot delete a file the new site no longer has: \(SiteWriter.errnoText())")
      }
    }
    var folder = Substring(path)
    while let slash = folder.lastIndex(of: "/") {
      folder = folder[..<slash]
      if rmdir("\(output)/\(folder)") != 0 { break }
    }
  }

  /// The commit is complete: the journal goes first (a staging folder left behind is
  /// removed by the next build as stale).
  func finish(parent: String, base: String) throws(SiteWriteError) {
    let journal = Self.path(parent: parent, base: base)
    guard unlink(journal) == 0 || errno == ENOENT else {
      throw SiteWriteError(path: journal, reason: "cannot delete the finished commit journal: \(SiteWriter.errnoText())")
    }
    SiteWriter.removeTree("\(parent)/\(staging)")
  }
}

extension SiteWriter {
  /// Finishes an in-place commit that was interrupted (its journal `<parent>/.<base>.commit`
  /// is still there): deletes and moves what it had not yet, then removes the journal and
  /// staging folder. Does nothing when no commit is pending, and may be run again if itself
  /// interrupted. Every `SiteWriterSession` runs it first; commands that read the site
  /// (`verify`, `serve`) run it before reading. A journal that is not one, or names a path
  /// outside the site, is refused and nothing is touched.
  public static func recoverInterruptedCommit(output: String) throws(SiteWriteError) {
    let output = trimmingTrailingSlashes(output)
    let parent = parentFolder(of: output)
    let base = baseName(of: output)
    let path = CommitJournal.path(parent: parent, base: base)
    guard let bytes = try readFileIfPresent(path) else { return }
    let journal = try CommitJournal(decoding: bytes, base: base, journalPath: path)
    // Without the site there is nothing to finish; the next build writes a whole new one.
    if isFolder(output) {
      try journal.checkFinishable(output: output)
      _ = try journal.apply(output: output, interruptedAfter: nil)
    }
    try journal.finish(parent: parent, base: base)
  }

  /// What is at a path, without following a symbolic link.
  enum Kind: Equatable {
    case missing, file, folder, symbolicLink
  }

  static func kind(_ path: String) -> Kind {
    var info = stat()
    guard lstat(path, &info) == 0 else { return .missing }
    switch info.st_mode & S_IFMT {
    case S_IFDIR: return .folder
    case S_IFLNK: return .symbolicLink
    default: return .file
    }
  }

  /// Site-relative paths of everything but folders below the folder `relative`.
  static func filesBelow(_ relative: String, in output: String) -> [String] {
    entries(of: "\(output)/\(relative)").flatMap { name -> [String] in
      let path = "\(relative)/\(name)"
      return kind("\(output)/\(path)") == .folder ? filesBelow(path, in: output) : [path]
    }
  }

  /// The bytes of a file, or nil when there is none.
  static func readFileIfPresent(_ path: String) throws(SiteWriteError) -> [UInt8]? {
    // Non-blocking: a named pipe in the journal's place must not hang every command.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else {
      // Under something that is not a folder there is no journal either.
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw SiteWriteError(path: path, reason: "cannot read file: \(errnoText())")
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw SiteWriteError(path: path, reason: "cannot read file: \(errnoText())") }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      throw SiteWriteError(path: path, reason: "cannot read file: not a regular file (delete it and build again)")
    }
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw SiteWriteError(path: path, reason: "cannot read file: \(errnoText())")
      }
      if count == 0 { return bytes }
      bytes += buffer[..<count]
    }
  }
}
