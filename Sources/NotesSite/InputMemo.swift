#if canImport(Glibc)
  internal import Glibc
#endif

/// A value worked out from the bytes of some files (a cache key), remembered with each file's
/// `stat` signature, so a later run whose files all keep their signatures takes the value
/// without reading them again. The build cache trusts the notes' signatures the same way.
///
/// The playground and lab modules' keys are hashes of about 150 source files (0.75 MB): read
/// and hashed on every build, they were 7% of the CPU time of a one-page rebuild at 1,000
/// pages.
///
/// A signature is trusted only for a file last changed more than `FileStat.racyWindow` before
/// the signatures were taken.
public struct InputMemo: Sendable, Equatable {
  static let magic: [UInt8] = Array("SNIM".utf8)
  static let formatVersion = 1
  /// When the signatures were taken (`FileStat.now()`), before any file was read.
  public var taken: Int64
  /// The files, as the caller names them, in the caller's order.
  public var files: [String]
  public var stats: [FileStat]
  public var value: [UInt8]

  public init(taken: Int64, files: [String], stats: [FileStat], value: [UInt8]) {
    precondition(files.count == stats.count)
    self.taken = taken
    self.files = files
    self.stats = stats
    self.value = value
  }

  /// The value `make` works out from `files` (named as the caller names them, in its order;
  /// under `folder` when given, else paths themselves): the one remembered at `memo` when the
  /// files kept their signatures and `accepts` it, else `make()`'s, then remembered there
  /// (unless a file is missing). Without `memo`, `make()`'s.
  public static func value(
    files: [String], in folder: String? = nil, memo: String?, accepts: ([UInt8]) -> Bool = { _ in true }, make: () -> [UInt8]
  ) -> [UInt8] {
    guard let memo else { return make() }
    let taken = FileStat.now()
    let stats = FileStat.of(folder.map { folder in files.map { folder + "/" + $0 } } ?? files, in: folder ?? ".")
    if let remembered = read(memo)?.value(files: files, stats: stats), accepts(remembered) { return remembered }
    let value = make()
    let signatures = stats.compactMap { $0 }
    if signatures.count == files.count { InputMemo(taken: taken, files: files, stats: signatures, value: value).store(at: memo) }
    return value
  }

  /// The remembered value, when `files` are the remembered files, each with the signature
  /// remembered (`stats`, taken now; nil for a missing file) and last changed well before
  /// the remembered signatures were taken. nil otherwise: the caller works the value out.
  public func value(files: [String], stats: [FileStat?]) -> [UInt8]? {
    guard files == self.files, stats.count == self.stats.count else { return nil }
    let trustedBefore = taken - FileStat.racyWindow
    for (now, then) in zip(stats, self.stats) {
      guard let now, now == then, now.modified < trustedBefore, now.changed < trustedBefore else { return nil }
    }
    return value
  }

  // MARK: Storage

  public var encoded: [UInt8] {
    var w = ByteWriter()
    w.bytes = Self.magic
    w.int(Self.formatVersion)
    w.fixed64(UInt64(bitPattern: taken))
    w.int(files.count)
    for (file, stat) in zip(files, stats) {
      w.string(file)
      stat.encode(into: &w)
    }
    w.raw(value)
    return w.bytes
  }

  /// A memo read back; nil for another format or anything malformed.
  public static func decode(_ bytes: [UInt8]) -> InputMemo? {
    guard bytes.starts(with: magic) else { return nil }
    var r = ByteReader(bytes, offset: magic.count)
    do throws(ByteReader.Malformed) {
      guard try r.int() == formatVersion else { return nil }
      let taken = Int64(bitPattern: try r.fixed64())
      let count = try r.count()
      var files: [String] = []
      var stats: [FileStat] = []
      files.reserveCapacity(count)
      stats.reserveCapacity(count)
      for _ in 0..<count {
        files.append(try r.string())
        stats.append(try FileStat.decode(&r))
      }
      let value = try r.raw()
      guard r.isAtEnd else { return nil }
      return InputMemo(taken: taken, files: files, stats: stats, value: value)
    } catch {
      return nil
    }
  }

  /// The memo stored at `path`, if there is a readable one.
  public static func read(_ path: String) -> InputMemo? {
    (try? SiteInput.readRegularFile(path)).flatMap(decode)
  }

  /// Stores the memo at `path` through a temporary file and a rename, so a reader finds the
  /// old memo or the new one whole. Failing to store it (no folder yet) only costs reading
  /// the files again next time, so it is not reported.
  public func store(at path: String) {
    let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    guard (try? SiteWriter.writeFile(temporary, encoded)) != nil, rename(temporary, path) == 0 else {
      unlink(temporary)
      return
    }
  }
}
