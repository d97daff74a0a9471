#if os(Linux)
  import Glibc
#endif

/// Hands memory freed in the middle of the heap (the Markdown bytes, a batch's trees) back
/// to the system, so the peak is the book and the index rather than everything ever read.
///
/// Giving memory back is not free: glibc's `malloc_trim` advises away every free page of
/// every arena, and each of those pages faults in again when it is reused. Doing it after
/// every batch of pages cost about a tenth of a 5,000-page build's CPU time (madvise, page
/// faults and TLB shootdowns), so it is done only once the resident set has reached
/// `residentCeiling`, and from then on only once the process has grown by
/// `growthBeforeReturn` since it last gave memory back. Below the ceiling freed memory stays
/// with the allocator for the next batch to reuse: giving it back would lower a peak that is
/// under the target anyway, and each return costs a pass over every free page.
struct FreedMemory {
  /// Growth of the resident set that makes the next return worth its cost.
  static let growthBeforeReturn = 16 << 20

  /// The resident set below which nothing is given back: the 250 MB peak target less room
  /// for what the process grows by between two checks (a batch of pages, the site-wide stage;
  /// the 5,000-page benchmark corpus peaks 22 MiB above the ceiling, at 214 MiB).
  static let residentCeiling = 192 << 20

  private var residentAfterLastReturn: Int?

  /// Gives freed memory back now, after a stage that freed a lot at once, if the process is
  /// at the ceiling.
  mutating func returnNow() {
    guard Self.isAtCeiling(resident: Self.residentBytes()) else { return }
    trim()
  }

  /// Gives freed memory back if the process grew by `growthBeforeReturn` since the last time.
  mutating func returnIfGrown() {
    guard Self.shouldReturn(resident: Self.residentBytes(), afterLastReturn: residentAfterLastReturn) else { return }
    trim()
  }

  private mutating func trim() {
    #if os(Linux)
      _ = glibcMallocTrim(0)
      residentAfterLastReturn = Self.residentBytes()
    #endif
  }

  /// True when the resident set has reached `residentCeiling`, or is unknown (then memory is
  /// given back as it always was).
  static func isAtCeiling(resident: Int?) -> Bool {
    guard let resident else { return true }
    return resident >= residentCeiling
  }

  /// True when the resident set is unknown, or it has reached the ceiling and either there is
  /// no earlier return to compare with or it grew by at least `growthBeforeReturn` since.
  static func shouldReturn(resident: Int?, afterLastReturn: Int?) -> Bool {
    guard isAtCeiling(resident: resident) else { return false }
    guard let resident, let afterLastReturn else { return true }
    return resident - afterLastReturn >= growthBeforeReturn
  }

  /// The resident set in bytes, from `/proc/self/statm` (one small read, no allocation of
  /// note); nil where there is no such file.
  static func residentBytes() -> Int? {
    #if os(Linux)
      let fd = open("/proc/self/statm", O_RDONLY)
      guard fd >= 0 else { return nil }
      defer { close(fd) }
      var buffer = [UInt8](repeating: 0, count: 128)
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      guard count > 0 else { return nil }
      // "size resident shared …", in pages: the second number.
      guard let space = buffer[..<count].firstIndex(of: 0x20) else { return nil }
      var pages = 0
      for byte in buffer[(space + 1)..<count] {
        guard (0x30...0x39).contains(byte) else { break }
        pages = pages * 10 + Int(byte - 0x30)
      }
      return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
      return nil
    #endif
  }
}

#if os(Linux)
  /// glibc's `malloc_trim` (malloc.h is not part of the Glibc module).
  @_silgen_name("malloc_trim") func glibcMallocTrim(_ pad: Int) -> Int32
#endif
