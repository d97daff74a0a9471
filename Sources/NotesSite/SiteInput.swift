import Foundation
import NotesBook

/// Everything a build reads from disk, loaded up front so rendering is a pure function.
public struct SiteInput: Sendable {
  /// Content files as (path as the diagnostics print it, bytes), sorted by path.
  public var contentFiles: [(file: String, bytes: [UInt8])]
  /// The folder the content paths start with (`Content`).
  public var contentFolder: String
  /// Model sources shown in the source browser and scanned for `/// Models:` lines, as
  /// (package-relative path, text), sorted.
  public var modelSources: [(file: String, text: String)]
  /// The content files' bytes are left empty, to be read right before each is extracted
  /// (`deferred(contentFiles:contentFolder:modelSources:)`).
  public var contentIsDeferred = false
  /// Where the site will be published (`scrollnotes build --base-url`): the sitemap lists
  /// absolute addresses under it and the 404 page links from its path. Nil: no sitemap.
  public var baseURL: BaseURL?
  /// The search glossary (`<content>/search-glossary.txt`, conventions §9) when there is one.
  public var glossary: (file: String, bytes: [UInt8])?

  public init(contentFiles: [(file: String, bytes: [UInt8])], contentFolder: String, modelSources: [(file: String, text: String)]) {
    self.contentFiles = contentFiles
    self.contentFolder = contentFolder
    self.modelSources = modelSources
  }

  /// Reads `*.md` under `contentFolder` and `*.swift` under each model folder.
  public static func load(contentFolder: String, modelFolders: [String]) throws(SiteWriteError) -> SiteInput {
    var input = SiteInput(
      contentFiles: try read(try contentFiles(in: contentFolder)), contentFolder: normalizedFolder(contentFolder),
      modelSources: try modelSources(in: modelFolders))
    input.glossary = try glossary(in: contentFolder)
    return input
  }

  /// The search glossary of a content folder, or nil when it has none; a glossary that is
  /// there but cannot be read (a folder, a named pipe, no permission) is an error.
  public static func glossary(in contentFolder: String) throws(SiteWriteError) -> (file: String, bytes: [UInt8])? {
    let path = normalizedFolder(contentFolder) + "/" + Glossary.fileName
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    do throws(UnreadableFile) {
      return (path, try readRegularFile(path))
    } catch {
      throw SiteWriteError(path: path, reason: "cannot read the file: \(error.reason)")
    }
  }

  /// An input whose content files are read right before each is extracted, so a large
  /// corpus is never in memory at once (the paths and sources as `contentFiles(in:)` and
  /// `modelSources(in:)` give them).
  public static func deferred(contentFiles: [String], contentFolder: String, modelSources: [(file: String, text: String)]) -> SiteInput {
    var input = SiteInput(
      contentFiles: contentFiles.map { ($0, []) }, contentFolder: normalizedFolder(contentFolder), modelSources: modelSources)
    input.contentIsDeferred = true
    return input
  }

  /// The content files a build reads (`*.md` under the folder, hidden ones skipped), as the
  /// diagnostics print them, in byte order.
  public static func contentFiles(in contentFolder: String) throws(SiteWriteError) -> [String] {
    let folder = normalizedFolder(contentFolder)
    return try files(under: folder, withExtension: "md").map { folder + "/" + $0 }
  }

  /// `*.swift` under each model folder, as (path, text), sorted per folder, read on all cores.
  /// A missing folder is an error: without it the site would lose its implementation links
  /// and the verifier its catalog, quietly.
  public static func modelSources(in modelFolders: [String]) throws(SiteWriteError) -> [(file: String, text: String)] {
    var paths: [String] = []
    for modelFolder in modelFolders {
      guard isFolder(modelFolder) else {
        throw SiteWriteError(
          path: modelFolder,
          reason: "no such model folder (run from the package folder, or pass --model with the paths of Sources/ScrollModel and Sources/ScrollLayout)")
      }
      paths += try files(under: modelFolder, withExtension: "swift").map { modelFolder + "/" + $0 }
    }
    return try read(paths).map { ($0.file, String(decoding: $0.bytes, as: UTF8.self)) }
  }

  /// The folder as content paths start with it (no trailing slash).
  public static func normalizedFolder(_ contentFolder: String) -> String {
    contentFolder.hasSuffix("/") ? String(contentFolder.dropLast()) : contentFolder
  }

  /// The files at `paths`, read on all cores; the first that cannot be read is the error.
  static func read(_ paths: [String]) throws(SiteWriteError) -> [(file: String, bytes: [UInt8])] {
    let contents = parallelMap(paths) { path in Result { () throws(UnreadableFile) in try readRegularFile(path) } }
    var result: [(file: String, bytes: [UInt8])] = []
    result.reserveCapacity(paths.count)
    for (path, content) in zip(paths, contents) {
      switch content {
      case .success(let bytes): result.append((path, bytes))
      case .failure(let failure): throw SiteWriteError(path: path, reason: "cannot read the file: \(failure.reason)")
      }
    }
    return result
  }

  /// Why a file cannot be read, as a message says it (`it is a named pipe, not a regular file`,
  /// `No such file or directory`).
  public struct UnreadableFile: Error, Sendable {
    public var reason: String
  }

  /// The bytes of the file at `path` (following links), or nil when it cannot be read (a
  /// folder, a named pipe, no permission, gone).
  static func readFile(_ path: String) -> [UInt8]? {
    try? readRegularFile(path)
  }

  /// The bytes of the regular file at `path` (following links). Anything else is refused
  /// with its reason, never opened for a blocking read: reading a named pipe (or opening it
  /// without O_NONBLOCK) would wait for a writer forever.
  public static func readRegularFile(_ path: String) throws(UnreadableFile) -> [UInt8] {
    let (descriptor, info) = try openRegularFile(path)
    defer { close(descriptor) }
    // Room for the size `fstat` gives plus one byte, so the read that finds the end needs no
    // second buffer, and uninitialized: zeroing it first wrote every byte twice (the build
    // cache and the search manifest are megabytes). A file that grows meanwhile is read to
    // its new end.
    var failure: UnreadableFile?
    var reachedEnd = false
    var bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0) + 1) { buffer, count in
      (count, reachedEnd, failure) = readUntilFullOrEnd(descriptor, into: UnsafeMutableRawBufferPointer(buffer))
    }
    if let failure { throw failure }
    var chunk = [UInt8](repeating: 0, count: reachedEnd ? 0 : 1 << 16)
    while !reachedEnd {
      let (count, end, failure) = chunk.withUnsafeMutableBytes { readUntilFullOrEnd(descriptor, into: $0) }
      if let failure { throw failure }
      bytes += chunk[..<count]
      reachedEnd = end
    }
    return bytes
  }

  /// The `count` bytes at `offset` of an open file (interruptions retried); nil when the file
  /// ends first or cannot be read.
  static func read(_ descriptor: Int32, count: Int, at offset: Int64) -> [UInt8]? {
    guard count >= 0, offset >= 0 else { return nil }
    var complete = true
    let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      while initialized < count {
        let n = pread(descriptor, buffer.baseAddress! + initialized, count - initialized, off_t(offset) + off_t(initialized))
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else {
          complete = false
          return
        }
        initialized += n
      }
    }
    return complete ? bytes : nil
  }

  /// Reads into `buffer` until it is full or the file ends (interruptions retried): the bytes
  /// read, whether the end was reached, and the failure, if any.
  private static func readUntilFullOrEnd(
    _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer
  ) -> (count: Int, reachedEnd: Bool, failure: UnreadableFile?) {
    var count = 0
    while count < buffer.count {
      let n = Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      if n == 0 { return (count, true, nil) }
      if n < 0 {
        if errno == EINTR { continue }
        return (count, false, UnreadableFile(reason: errnoText()))
      }
      count += n
    }
    return (count, false, nil)
  }

  /// Why the file at `path` cannot be read (following links), or nil when it can: for a
  /// message that says more than "cannot read". Opens it as `readRegularFile` would, so the
  /// two agree, but reads nothing.
  public static func unreadableReason(_ path: String) -> String? {
    do throws(UnreadableFile) {
      close(try openRegularFile(path).descriptor)
      return nil
    } catch {
      return error.reason
    }
  }

  /// A descriptor of the regular file at `path`, with its `fstat`. The type is checked before
  /// the open (a device is never opened) and again on the descriptor (the path may have
  /// changed in between); the open itself never blocks (`O_NONBLOCK`, which a regular file's
  /// reads ignore, so it is left set: clearing it cost two `fcntl`s a file, one in thirteen
  /// system calls of a one-page rebuild).
  static func openRegularFile(_ path: String) throws(UnreadableFile) -> (descriptor: Int32, info: stat) {
    var info = stat()
    guard stat(path, &info) == 0 else { throw UnreadableFile(reason: errnoText()) }
    if let kind = notRegular(info.st_mode) { throw UnreadableFile(reason: kind) }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw UnreadableFile(reason: errnoText()) }
    guard fstat(descriptor, &info) == 0 else {
      let reason = errnoText()
      close(descriptor)
      throw UnreadableFile(reason: reason)
    }
    if let kind = notRegular(info.st_mode) {
      close(descriptor)
      throw UnreadableFile(reason: kind)
    }
    return (descriptor, info)
  }

  /// What a file of this mode is when it is not a regular file (nil for a regular file).
  static func notRegular(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "it is a folder, not a regular file"
    case S_IFIFO: return "it is a named pipe, not a regular file"
    case S_IFSOCK: return "it is a socket, not a regular file"
    case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
    default: return "not a regular file"
    }
  }

  static func errnoText() -> String { String(cString: strerror(errno)) }

  static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// Paths under `folder` (relative to it) whose names end in `.ext`, sorted by bytes. Names
  /// starting with `.` are skipped with all they hold; linked folders are not entered (linked
  /// files are listed, and read through the link).
  static func files(under folder: String, withExtension ext: String) throws(SiteWriteError) -> [String] {
    guard isFolder(folder) else { throw SiteWriteError(path: folder, reason: "no such folder") }
    guard let top = opendir(folder) else { throw SiteWriteError(path: folder, reason: "cannot list folder") }
    var found: [String] = []
    var unusable: SiteWriteError?
    func list(_ directory: OpaquePointer, relative: String) {
      defer { closedir(directory) }
      var subfolders: [String] = []
      while let entry = readdir(directory) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
        if name.hasPrefix(".") { continue }
        let item = relative.isEmpty ? name : relative + "/" + name
        if name.hasSuffix("." + ext) {
          // A match that is not a regular file (a folder, a named pipe, a dangling link) is
          // unusable input, found here at no cost for the regular files readdir already typed.
          if entry.pointee.d_type != UInt8(DT_REG), let reason = unreadableReason(folder + "/" + item) {
            unusable = unusable ?? SiteWriteError(path: folder + "/" + item, reason: "cannot read the file: \(reason)")
          }
          found.append(item)
        }
        var isFolder = entry.pointee.d_type == UInt8(DT_DIR)
        if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
          var info = stat()
          isFolder = lstat(folder + "/" + item, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        }
        if isFolder { subfolders.append(item) }
      }
      for subfolder in subfolders {
        if let directory = opendir(folder + "/" + subfolder) { list(directory, relative: subfolder) }
      }
    }
    list(top, relative: "")
    if let unusable { throw unusable }
    // Byte order, not locale order, so every machine plans the same site.
    return ByteOrder.sorted(found)
  }
}
