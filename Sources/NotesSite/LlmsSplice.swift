#if canImport(Glibc)
  internal import Glibc
#endif

/// A one-page rebuild's llms files, made by replacing the changed twins' parts of the files
/// on disk instead of reading every twin back: llms-full.txt holds each twin after its
/// marker, and llms.txt one line made from it. A part is replaced only where the old bytes
/// (read from the old twin) occur exactly once; anything else returns nil, and the caller
/// reads every twin back instead. llms-full.txt is searched through a buffer of a few MB and
/// comes back as a `ComposedFile` (its unchanged ranges and the new parts), so its bytes are
/// never all in memory.
enum LlmsSplice {
  /// `changes`: (twin path, old text, new text) for each changed twin. `full`: the path of
  /// llms-full.txt on disk. `starts`: where each twin's part starts in it, as the build that
  /// wrote it recorded (empty: not known). The new full file is nil when no twin's text
  /// changed; the new starts are empty when the old ones were not known or not right.
  static func splice(
    index: [UInt8], full: String, changes: [(path: String, old: [UInt8], new: [UInt8])], starts known: [String: Int64] = [:]
  ) -> (index: [UInt8], full: ComposedFile?, starts: [String: Int64])? {
    guard let newIndex = splicedIndex(index, changes: changes), let spliced = splicedFull(full, changes: changes, starts: known) else { return nil }
    return (newIndex, spliced.full, spliced.starts)
  }

  /// llms.txt with the changed twins' lines replaced; nil unless each old line occurs once.
  static func splicedIndex(_ index: [UInt8], changes: [(path: String, old: [UInt8], new: [UInt8])]) -> [UInt8]? {
    let parts = changes.filter { $0.old != $0.new }.map { change in
      (old: Array(LlmsText.entry(path: change.path, twin: change.old).utf8), new: Array(LlmsText.entry(path: change.path, twin: change.new).utf8))
    }
    return replacing(parts, in: index)
  }

  /// llms-full.txt at `full` with the changed twins' parts replaced, and where each part
  /// starts in it (see `splice`); nil when a part is not found exactly once.
  static func splicedFull(
    _ full: String, changes: [(path: String, old: [UInt8], new: [UInt8])], starts known: [String: Int64]
  ) -> (full: ComposedFile?, starts: [String: Int64])? {
    var fullParts: [(old: [UInt8], new: [UInt8])] = []
    var paths: [String] = []
    for change in changes where change.old != change.new {
      let marker = Array(LlmsText.marker(change.path).utf8)
      fullParts.append((marker + change.old, marker + change.new))
      paths.append(change.path)
    }
    guard let size = fileSize(full) else { return nil }
    if fullParts.isEmpty { return (nil, known) }
    // Where the parts are: as recorded, when the file holds each one there; else searched for.
    let recorded = recordedStarts(of: fullParts.map(\.old), at: paths.map { known[$0] }, inFileAt: full, size: size)
    guard let starts = recorded ?? locate(fullParts.map(\.old), inFileAt: full) else { return nil }
    let found = zip(starts, fullParts).sorted { $0.0 < $1.0 }
    var pieces: [ComposedFile.Piece] = []
    var position: Int64 = 0
    for (start, part) in found {
      guard start >= position else { return nil }  // overlapping parts
      if start > position { pieces.append(.range(file: full, offset: position, length: start - position)) }
      pieces.append(.bytes(part.new))
      position = start + Int64(part.old.count)
    }
    if size > position { pieces.append(.range(file: full, offset: position, length: size - position)) }
    let newStarts = recorded == nil ? [:] : shifted(known, by: found.map { ($0.0, Int64($0.1.new.count - $0.1.old.count)) })
    return (ComposedFile(path: LlmsText.fullPath, pieces: pieces), newStarts)
  }

  /// `starts` when the file at `path` holds each part at its start (read there, a part at a
  /// time); nil when a start is missing or the bytes there differ.
  static func recordedStarts(of parts: [[UInt8]], at starts: [Int64?], inFileAt path: String, size: Int64) -> [Int64]? {
    guard !parts.isEmpty else { return [] }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var checked: [Int64] = []
    for (part, start) in zip(parts, starts) {
      guard let start, start >= 0, start <= size - Int64(part.count) else { return nil }
      guard SiteInput.read(fd, count: part.count, at: start) == part else { return nil }
      checked.append(start)
    }
    return checked
  }

  /// `starts` after the parts at `replaced` changed length by `delta`: every part after one
  /// moves by its delta.
  static func shifted(_ starts: [String: Int64], by replaced: [(start: Int64, delta: Int64)]) -> [String: Int64] {
    let order = replaced.sorted { $0.start < $1.start }
    return starts.mapValues { start in
      var moved = start
      for part in order where part.start < start { moved += part.delta }
      return moved
    }
  }

  /// `bytes` with each part's old bytes replaced by its new ones; nil unless each old part
  /// occurs exactly once and no two overlap.
  static func replacing(_ parts: [(old: [UInt8], new: [UInt8])], in bytes: [UInt8]) -> [UInt8]? {
    var found: [(start: Int, part: Int)] = []
    for (number, part) in parts.enumerated() {
      guard let start = firstIndex(of: part.old, in: bytes, from: 0), firstIndex(of: part.old, in: bytes, from: start + 1) == nil else { return nil }
      found.append((start, number))
    }
    found.sort { $0.start < $1.start }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + parts.reduce(0) { $0 + max(0, $1.new.count - $1.old.count) })
    var position = 0
    for (start, number) in found {
      guard start >= position else { return nil }
      out += bytes[position..<start]
      out += parts[number].new
      position = start + parts[number].old.count
    }
    out += bytes[position...]
    return out
  }

  /// Where each needle starts in the file at `path`, read `chunk` bytes at a time (more when
  /// a needle is longer); nil unless each occurs exactly once, or when the file cannot be read.
  static func locate(_ needles: [[UInt8]], inFileAt path: String, chunk: Int = 4 << 20) -> [Int64]? {
    guard !needles.isEmpty, needles.allSatisfy({ !$0.isEmpty }) else { return needles.isEmpty ? [] : nil }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    let longest = needles.map(\.count).max()!
    // The last `longest - 1` bytes of each read are kept, so a needle across two reads is found.
    let keep = longest - 1
    var buffer = [UInt8](repeating: 0, count: max(chunk, 2 * longest))
    var starts = [Int64?](repeating: nil, count: needles.count)
    var base: Int64 = 0  // file offset of buffer[0]
    var filled = 0
    var scannedEnd: Int64 = 0  // a match ending at or before this was found by an earlier pass
    while true {
      let n = buffer.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress! + filled, raw.count - filled) }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { return starts.allSatisfy { $0 != nil } ? starts.map { $0! } : nil }
      filled += n
      for (number, needle) in needles.enumerated() {
        var from = 0
        while let hit = firstIndex(of: needle, in: buffer, from: from, to: filled) {
          let start = base + Int64(hit)
          if start + Int64(needle.count) > scannedEnd {
            if starts[number] != nil { return nil }  // a second occurrence
            starts[number] = start
          }
          from = hit + 1
        }
      }
      scannedEnd = base + Int64(filled)
      // Keep the tail for the next read.
      let kept = min(keep, filled)
      if kept > 0 {
        buffer.withUnsafeMutableBytes { raw in
          _ = memmove(raw.baseAddress!, raw.baseAddress! + (filled - kept), kept)
        }
      }
      base += Int64(filled - kept)
      filled = kept
    }
  }

  static func fileSize(_ path: String) -> Int64? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    return Int64(info.st_size)
  }

  /// Where `needle` first occurs in `haystack[..<to]` (default: all of it) at or after `from`.
  static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from: Int, to: Int? = nil) -> Int? {
    let end = to ?? haystack.count
    guard !needle.isEmpty, from >= 0, from <= end - needle.count else { return nil }
    return haystack.withUnsafeBytes { hay in
      needle.withUnsafeBytes { pattern in
        #if os(Linux)
          guard let hit = glibcMemmem(hay.baseAddress! + from, end - from, pattern.baseAddress!, pattern.count) else { return nil }
          return hit - UnsafeMutableRawPointer(mutating: hay.baseAddress!)
        #else
          let first = pattern[0]
          var i = from
          while i <= end - pattern.count {
            if hay[i] == first, memcmpEqual(hay, i, pattern) { return i }
            i += 1
          }
          return nil
        #endif
      }
    }
  }

  #if !os(Linux)
    private static func memcmpEqual(_ hay: UnsafeRawBufferPointer, _ at: Int, _ pattern: UnsafeRawBufferPointer) -> Bool {
      for j in 0..<pattern.count where hay[at + j] != pattern[j] { return false }
      return true
    }
  #endif
}

#if os(Linux)
  /// glibc's `memmem` (a GNU extension the Glibc module does not export).
  @_silgen_name("memmem") func glibcMemmem(_ haystack: UnsafeRawPointer, _ haystackLength: Int, _ needle: UnsafeRawPointer, _ needleLength: Int) -> UnsafeMutableRawPointer?
#endif
