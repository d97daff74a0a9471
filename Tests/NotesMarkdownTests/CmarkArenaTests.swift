import CCmark
import Glibc
import CCmarkArena
import NotesCore
import Testing

@testable import NotesMarkdown

/// cmark allocates from a per-thread arena during a parse (CCmarkArena): blocks behave as
/// calloc, realloc and free promise, a parse gives its memory back when it ends, and the
/// tree it gives is the one cmark's own allocator gives (FlatTreeTests compares every parse
/// with a reference converter on cmark's default allocator; here a document big enough to
/// need several chunks).
@Suite(.serialized) struct CmarkArenaTests {
  /// The arena's allocator as cmark sees it.
  static var memory: cmark_mem { ccmarkarena_memory().assumingMemoryBound(to: cmark_mem.self).pointee }

  static func bytes(_ block: UnsafeMutableRawPointer, _ count: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: block, count: count))
  }

  @Test func callocGivesZeroedBlocksEvenFromMemoryAnEarlierParseWrote() throws {
    ccmarkarena_begin()
    let dirty = try #require(Self.memory.calloc(1, 4_096))
    dirty.initializeMemory(as: UInt8.self, repeating: 0xAB, count: 4_096)
    ccmarkarena_end()
    ccmarkarena_begin()
    defer { ccmarkarena_end() }
    let fresh = try #require(Self.memory.calloc(64, 64))
    #expect(fresh == dirty, "the next parse starts at the same place")
    #expect(Self.bytes(fresh, 4_096).allSatisfy { $0 == 0 })
  }

  @Test func reallocKeepsTheContentsWhetherItGrowsInPlaceOrMoves() throws {
    ccmarkarena_begin()
    defer { ccmarkarena_end() }
    let memory = Self.memory
    let first = try #require(memory.realloc(nil, 100))
    first.copyMemory(from: Array(0..<100) as [UInt8], byteCount: 100)
    // The newest block grows where it is.
    let grown = try #require(memory.realloc(first, 1_000))
    #expect(grown == first)
    #expect(Self.bytes(grown, 100) == Array(0..<100))
    // Once another block follows it, growing moves it and copies what it held.
    let other = try #require(memory.calloc(1, 16))
    let moved = try #require(memory.realloc(grown, 5_000))
    #expect(moved != grown && moved != other)
    #expect(Self.bytes(moved, 100) == Array(0..<100))
    // Shrinking keeps the block.
    #expect(memory.realloc(moved, 10) == moved)
  }

  @Test func freeingTheNewestBlockGivesItsRoomBack() throws {
    ccmarkarena_begin()
    defer { ccmarkarena_end() }
    let memory = Self.memory
    let kept = try #require(memory.calloc(1, 32))
    let freed = try #require(memory.calloc(1, 200))
    memory.free(freed)
    let next = try #require(memory.calloc(1, 200))
    #expect(next == freed)
    // An older block's room waits for the parse to end.
    memory.free(kept)
    let after = try #require(memory.calloc(1, 32))
    #expect(after != kept)
  }

  @Test func blocksAreSixteenByteAlignedAcrossChunks() throws {
    ccmarkarena_begin()
    defer { ccmarkarena_end() }
    for size in [1, 7, 24, 100, 300_000, 3, 1_000_000, 5] {
      let block = try #require(Self.memory.calloc(1, size))
      #expect(Int(bitPattern: block) % 16 == 0, "size \(size)")
    }
    #expect(ccmarkarena_chunk_count() > 1)
  }

  @Test func nestedParsesKeepMemoryUntilTheOutermostEnds() throws {
    ccmarkarena_begin()
    let outer = try #require(Self.memory.calloc(1, 64))
    outer.storeBytes(of: 0x5A, as: UInt8.self)
    ccmarkarena_begin()
    _ = try #require(Self.memory.calloc(1, 400_000))
    ccmarkarena_end()
    #expect(ccmarkarena_chunk_count() > 1, "the inner end gives nothing back")
    #expect(outer.load(as: UInt8.self) == 0x5A)
    ccmarkarena_end()
    #expect(ccmarkarena_chunk_count() == 1)
  }

  @Test func aParseOfMegabytesEndsHoldingOneChunkAndMatchesCmarksOwnAllocator() {
    // Paragraphs, code blocks, lists and links, about 2 MB: many chunks, many moved buffers.
    var text = ""
    for i in 0..<6_000 {
      text += "## Heading \(i)\n\nA paragraph with `code`, *emphasis* and [a link](https://example.org/\(i)).\n\n"
      text += "```swift\nlet value\(i) = \(i)\n" + String(repeating: "// line\n", count: i % 40) + "```\n\n"
      text += "- item \(i)\n  - nested\n\n> quoted \(i)\n\n"
    }
    let bytes = Array(text.utf8)
    #expect(bytes.count > 1_500_000)
    FlatTreeTests.compare(bytes, "megabytes")
    #expect(ccmarkarena_chunk_count() == 1)
    #expect(ccmarkarena_held_bytes() == 256 * 1024)
  }
}

/// A thread's arena is freed when the thread exits, so a long `scrollnotes serve`, whose
/// dispatch worker threads come and go, does not keep a chunk for each thread it ever had.
@Suite struct CmarkArenaThreadTests {
  @Test func aThreadsChunksAreFreedWhenItExits() throws {
    let freed = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    freed.initialize(to: 0)
    defer { freed.deallocate() }
    var thread = pthread_t()
    let started = pthread_create(&thread, nil, { counter in
      ccmarkarena_count_chunks_freed_at_exit(counter!.assumingMemoryBound(to: Int.self))
      ccmarkarena_begin()
      let memory = ccmarkarena_memory().assumingMemoryBound(to: cmark_mem.self).pointee
      _ = memory.calloc(1, 600_000)  // a second chunk, freed when the parse ends
      ccmarkarena_end()
      return nil  // the chunk kept for the next parse goes now
    }, freed)
    try #require(started == 0)
    pthread_join(thread, nil)
    #expect(freed.pointee == 1)
  }
}
