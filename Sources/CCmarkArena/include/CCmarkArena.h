#ifndef CCMARKARENA_H
#define CCMARKARENA_H

/// cmark's allocator for one parse at a time on each thread: blocks come from a bump
/// arena and are all given back at once by `cmark_arena_end`, so the thousands of small
/// nodes and buffers a parse makes cost neither `calloc` (which in glibc skips the per-thread
/// cache and takes the arena lock) nor a `free` each.
///
/// A pointer to a `cmark_mem` (cmark.h), for `cmark_parser_new_with_mem`. The header leaves
/// cmark.h out so that cmark's types keep coming from one module (CCmark).
void *cmark_arena_memory(void);

/// Opens a parse on this thread. Parses may nest; memory is kept until the outermost ends.
void cmark_arena_begin(void);

/// Closes a parse: once the outermost one ends, every block it allocated is invalid.
void cmark_arena_end(void);

/// Bytes of the chunks this thread's arena holds, for tests.
unsigned long cmark_arena_held_bytes(void);

/// Chunks this thread's arena holds, for tests: one between parses.
unsigned long cmark_arena_chunk_count(void);

/// Tests: when this thread exits, the number of chunks its arena freed then is added to
/// `*counter` (which must outlive the thread).
void cmark_arena_count_chunks_freed_at_exit(long *counter);

#endif
