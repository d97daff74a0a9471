import NotesBook
import NotesSite

/// What `serve` keeps between its builds, so that a rebuild after an edit finds the last
/// build's cache already read and decoded (done while serve waited for the edit), and the
/// reload is held up neither by storing the new cache nor by freeing the large files the
/// last commit replaced.
///
/// Used from serve's loop only, one build at a time.
final class BuildMemory {
  /// Freeing the files the last commit replaced (a 100 MB llms-full.txt at 5,000 pages);
  /// waited for before the next build starts.
  var freeing: Background<Void>?
  /// The cache a rebuild made, to be stored by `readAhead` once the reload is signalled.
  /// Until then the cache file is set aside, so a serve stopped in between leaves no cache
  /// and the next build renders every page.
  var cacheToStore: BuildCache?
  /// The cache the last build stored, being read back.
  private var reading: Background<ReadAhead?>?
  /// How many builds started from a cache read ahead.
  private(set) var readAheadsUsed = 0

  struct ReadAhead: Sendable {
    var cache: BuildCache
    var skeletons: [Page?]
    /// The cache file's signature when it was read: another build beside serve changes it.
    var signature: FileStat
  }

  /// Starts reading back the cache beside `output`, with everything a rebuild would decode
  /// first (the first keystrokes' postings, every page's skeleton).
  func readAhead(forOutput output: String) {
    let pending = cacheToStore
    cacheToStore = nil
    reading = Background {
      if let pending { Self.store(pending, forOutput: output) }
      guard let before = BuildCache.signature(forOutput: output), var cache = BuildCache.load(forOutput: output) else { return nil }
      cache.holdFirstKeyPostings()
      let skeletons = IncrementalBuild.skeletons(of: cache)
      // Replaced while it was read: of no use.
      guard BuildCache.signature(forOutput: output) == before else { return nil }
      return ReadAhead(cache: cache, skeletons: skeletons, signature: before)
    }
  }

  /// The cache read ahead (waiting for it if need be), if the file beside `output` is still
  /// the one it was read from; it is handed out once.
  func takeReadAhead(forOutput output: String) -> ReadAhead? {
    defer { reading = nil }
    // Not read ahead: stored now, so the build finds it.
    if let pending = cacheToStore {
      cacheToStore = nil
      Self.store(pending, forOutput: output)
    }
    guard let ahead = reading?.value, BuildCache.signature(forOutput: output) == ahead.signature else { return nil }
    readAheadsUsed += 1
    return ahead
  }

  /// Stores a rebuild's cache; a failure is said, and the next build renders every page.
  /// Not when another build has stored its own since this one set the file aside.
  private static func store(_ cache: BuildCache, forOutput output: String) {
    do throws(SiteWriteError) { try cache.store(forOutput: output, onlyOverSetAside: true) } catch {
      BuildCache.remove(forOutput: output)
      printError(error.description)
    }
  }
}
