#if canImport(Glibc)
  internal import Glibc
#endif

/// A file of the site written piece by piece into a session's staging folder, for a file too
/// large to hold in memory (`llms-full.txt`, about 100 MB at 5,000 pages). Bytes go to one of
/// several parts; part 0 is the file itself and each higher part is spooled in a file of its
/// own (unlinked, so it never shows in the site) and appended in order when the stream is
/// finished (`SiteWriterSession.finish`), so the sections of a file can arrive interleaved.
/// Not for use from several threads at once.
public final class StagedFileStream: @unchecked Sendable {
  /// Site-relative path.
  public let path: String
  let target: String
  private let staging: String
  private var descriptors: [Int32] = []
  /// Parts in use: the file itself, and a spool for each higher part written to.
  var partCount: Int { descriptors.count }
  private var failure: SiteWriteError?
  private(set) var isClosed = false

  init(path: String, target: String, staging: String) throws(SiteWriteError) {
    self.path = path
    self.target = target
    self.staging = staging
    let fd = open(target, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw SiteWriteError(path: target, reason: "cannot create file: \(SiteWriter.errnoText())") }
    descriptors = [fd]
  }

  deinit { for fd in descriptors where fd >= 0 { close(fd) } }

  /// Appends `bytes` to `part`.
  public func append(_ bytes: [UInt8], part: Int = 0) throws(SiteWriteError) {
    try SiteWriter.writeAll(try descriptor(part), bytes, path: target)
  }

  /// Appends the UTF-8 bytes of `text` to `part`.
  public func append(_ text: String, part: Int = 0) throws(SiteWriteError) {
    let fd = try descriptor(part)
    var text = text
    let failure = text.withUTF8 { buffer in SiteWriter.writeAll(fd, UnsafeRawBufferPointer(buffer), path: target) }
    if let failure { throw failure }
  }

  /// Appends `length` bytes of the file at `source` from `offset` to `part` (copied by the
  /// kernel where it can). Fails unless the file holds that many bytes there.
  public func append(copying source: String, offset: Int64, length: Int64, part: Int = 0) throws(SiteWriteError) {
    let fd = try descriptor(part)
    let input = open(source, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard input >= 0 else { throw SiteWriteError(path: source, reason: "cannot read file: \(SiteWriter.errnoText())") }
    defer { close(input) }
    try SiteWriter.copyRange(from: input, offset: offset, length: length, to: fd, source: source, target: target)
  }

  /// Empties the file to be written again from its start (a stream of one part only).
  func restart() throws(SiteWriteError) {
    precondition(!isClosed && descriptors.count == 1, "StagedFileStream.restart with spooled parts")
    guard ftruncate(descriptors[0], 0) == 0, lseek(descriptors[0], 0, SEEK_SET) == 0 else {
      throw SiteWriteError(path: target, reason: "cannot empty file: \(SiteWriter.errnoText())")
    }
  }

  /// The descriptor of `part`, its spool created on first use.
  private func descriptor(_ part: Int) throws(SiteWriteError) -> Int32 {
    precondition(!isClosed, "StagedFileStream.append after finish")
    precondition(part >= 0)
    while descriptors.count <= part {
      // A spool in the staging folder (the same file system as the target), unlinked at once.
      let spool = "\(staging)/.spool-\(descriptors.count)-\(UInt32.random(in: 0...UInt32.max))"
      let fd = open(spool, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      guard fd >= 0 else { throw SiteWriteError(path: spool, reason: "cannot create file: \(SiteWriter.errnoText())") }
      unlink(spool)
      descriptors.append(fd)
    }
    return descriptors[part]
  }

  /// Appends the spooled parts to the file, in order, and closes everything.
  func closeParts() throws(SiteWriteError) {
    precondition(!isClosed, "StagedFileStream finished twice")
    isClosed = true
    defer {
      for fd in descriptors { close(fd) }
      descriptors = []
    }
    for spool in descriptors.dropFirst() {
      let length = Int64(lseek(spool, 0, SEEK_END))
      try SiteWriter.copyRange(from: spool, offset: 0, length: length, to: descriptors[0], source: target, target: target)
    }
  }
}

/// A file made of bytes and ranges of other files (`ComposedFile.Piece`), written without
/// holding the other files' bytes in memory: a rebuild's `llms-full.txt` is the current one
/// with a few twins' parts replaced, or every twin file on disk one after another.
public struct ComposedFile: Sendable, Equatable {
  public enum Piece: Sendable, Equatable {
    case bytes([UInt8])
    /// `length` bytes of the file at an absolute or working-folder-relative path, from `offset`.
    case range(file: String, offset: Int64, length: Int64)
  }

  /// Site-relative path.
  public var path: String
  public var pieces: [Piece]

  public init(path: String, pieces: [Piece]) {
    self.path = path
    self.pieces = pieces
  }

  /// The number of bytes the file will have.
  public var count: Int64 {
    pieces.reduce(0) { total, piece in
      switch piece {
      case .bytes(let bytes): total + Int64(bytes.count)
      case .range(_, _, let length): total + length
      }
    }
  }

  /// The file's bytes in memory (for tests, and to compare with a build that holds them);
  /// nil when a range cannot be read as it says.
  public func bytes() -> [UInt8]? {
    var out: [UInt8] = []
    for piece in pieces {
      switch piece {
      case .bytes(let bytes): out += bytes
      case .range(let file, let offset, let length):
        guard let whole = SiteInput.readFile(file), offset >= 0, offset + length <= Int64(whole.count) else { return nil }
        out += whole[Int(offset)..<Int(offset + length)]
      }
    }
    return out
  }

  /// Whether the file at `path` holds exactly these bytes. A range of that same file at the
  /// place it would take is equal without being read, so a file that is mostly the one it
  /// replaces (a spliced llms-full.txt) is compared by its new pieces only.
  func isContent(ofFileAt path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int64(info.st_size) == count else { return false }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var position: Int64 = 0
    for piece in pieces {
      switch piece {
      case .bytes(let bytes):
        guard SiteWriter.holds(fd, bytes[...], at: position) else { return false }
        position += Int64(bytes.count)
      case .range(let file, let offset, let length):
        if offset != position || !SiteWriter.sameFile(file, as: info) {
          guard SiteWriter.rangeMatches(file, offset: offset, length: length, fd, at: position) else { return false }
        }
        position += length
      }
    }
    return true
  }

  /// Writes the pieces to `stream`.
  func write(to stream: StagedFileStream) throws(SiteWriteError) {
    for piece in pieces {
      switch piece {
      case .bytes(let bytes): try stream.append(bytes)
      case .range(let file, let offset, let length): try stream.append(copying: file, offset: offset, length: length)
      }
    }
  }
}

extension SiteWriter {
  /// Whether `path` names the file `info` describes (device and inode).
  static func sameFile(_ path: String, as info: stat) -> Bool {
    var other = stat()
    return stat(path, &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino
  }

  /// Whether the two paths name one file.
  static func sameFile(_ a: String, _ b: String) -> Bool {
    var first = stat()
    return stat(a, &first) == 0 && sameFile(b, as: first)
  }

  /// Writes all of `buffer` to an open file (short writes and interruptions retried); the
  /// failure, if any.
  static func writeAll(_ fd: Int32, _ buffer: UnsafeRawBufferPointer, path: String) -> SiteWriteError? {
    var offset = 0
    while offset < buffer.count {
      let n = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        return SiteWriteError(path: path, reason: "cannot write file: \(errnoText())")
      }
      offset += n
    }
    return nil
  }

  /// Copies `length` bytes at `offset` of `input` to the end of `output`: `copy_file_range`
  /// (the bytes never enter this process), else reads and writes through a 1 MB buffer.
  static func copyRange(from input: Int32, offset: Int64, length: Int64, to output: Int32, source: String, target: String) throws(SiteWriteError) {
    var position = offset
    var left = length
    // The read-and-write buffer is made only where the kernel copy is missing or refuses.
    #if os(Linux)
      var kernelCopy = true
      var buffer: [UInt8] = []
    #else
      var buffer = [UInt8](repeating: 0, count: 1 << 20)
    #endif
    while left > 0 {
      #if os(Linux)
      if kernelCopy {
        let n = glibcCopyFileRange(input, &position, output, nil, Int(min(left, 1 << 30)), 0)
        if n > 0 {
          left -= Int64(n)
          continue
        }
        if n == 0 { break }  // the source ends early
        if errno == EINTR { continue }
        guard errno == EXDEV || errno == ENOSYS || errno == EINVAL || errno == EOPNOTSUPP else {
          throw SiteWriteError(path: source, reason: "cannot copy into \(target): \(errnoText())")
        }
        kernelCopy = false
        buffer = [UInt8](repeating: 0, count: 1 << 20)
      }
      #endif
      let n = buffer.withUnsafeMutableBytes { pread(input, $0.baseAddress, Int(min(left, Int64($0.count))), off_t(position)) }
      if n < 0 {
        if errno == EINTR { continue }
        throw SiteWriteError(path: source, reason: "cannot read file: \(errnoText())")
      }
      if n == 0 { break }
      if let failure = buffer.withUnsafeBytes({ writeAll(output, UnsafeRawBufferPointer(rebasing: $0[0..<n]), path: target) }) {
        throw failure
      }
      position += Int64(n)
      left -= Int64(n)
    }
    if left > 0 { throw SiteWriteError(path: source, reason: "ends before the \(length) bytes at offset \(offset) that \(target) needs") }
  }

  /// True when the two files hold the same bytes (sizes first, then 1 MB at a time).
  static func filesEqual(_ a: String, _ b: String) -> Bool {
    var first = stat()
    var second = stat()
    guard stat(a, &first) == 0, stat(b, &second) == 0, (first.st_mode & S_IFMT) == S_IFREG, (second.st_mode & S_IFMT) == S_IFREG,
      first.st_size == second.st_size
    else { return false }
    let fb = open(b, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fb >= 0 else { return false }
    defer { close(fb) }
    return rangeMatches(a, offset: 0, length: Int64(first.st_size), fb, at: 0)
  }

  /// Whether `fd` holds `expected` at `offset`.
  static func holds(_ fd: Int32, _ expected: ArraySlice<UInt8>, at offset: Int64) -> Bool {
    SiteInput.read(fd, count: expected.count, at: offset)?.elementsEqual(expected) ?? false
  }

  /// Whether `length` bytes of the file at `path` from `offset` equal `fd`'s from `at`, read
  /// a megabyte at a time.
  static func rangeMatches(_ path: String, offset: Int64, length: Int64, _ fd: Int32, at: Int64) -> Bool {
    let input = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard input >= 0 else { return false }
    defer { close(input) }
    var done: Int64 = 0
    while done < length {
      guard let chunk = SiteInput.read(input, count: Int(min(1 << 20, length - done)), at: offset + done),
        holds(fd, chunk[...], at: at + done)
      else { return false }
      done += Int64(chunk.count)
    }
    return true
  }
}

#if os(Linux)
  /// glibc's `copy_file_range` (declared only under _GNU_SOURCE).
  @_silgen_name("copy_file_range") func glibcCopyFileRange(
    _ input: Int32, _ inputOffset: UnsafeMutablePointer<Int64>?, _ output: Int32, _ outputOffset: UnsafeMutablePointer<Int64>?,
    _ length: Int, _ flags: UInt32) -> Int
#endif
