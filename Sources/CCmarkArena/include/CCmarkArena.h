#ifndef CCMARKARENA_H
#define CCMARKARENA_H

/// cmark's allocator for one parse at a time on each thread: blocks come from a bump
/// arena and are all given back at once by `ccmarkarena_end`, so the thousands of small
/// nodes and buffers a parse makes cost neither `calloc` (which in glibc skips the per-thread
/// cache and takes the arena lock) nor a `free` each.
///
/// A pointer to a `cmark_mem` (cmark.h), for `cmark_parser_new_with_mem`. The header leaves
/// cmark.h out so that cmark's types keep coming from one module (CCmark), and the names
/// carry this module's prefix, not cmark's (cmark-gfm has a `cmark_arena_reset` of its own).
void *ccmarkarena_memory(void);

/// Opens a parse on this thread. Parses may nest; memory is kept until the outermost ends.
void ccmarkarena_begin(void);

/// Closes a parse: once the outermost one ends, every block it allocated is invalid.
void ccmarkarena_end(void);

/// Bytes of the chunks this thread's arena holds, for tests.
unsigned long ccmarkarena_held_bytes(void);

/// Chunks this thread's arena holds, for tests: one between parses.
unsigned long ccmarkarena_chunk_count(void);

/// Tests: when this thread exits, the number of chunks its arena freed then is added to
/// `*counter` (which must outlive the thread).
void ccmarkarena_count_chunks_freed_at_exit(long *counter);

#endif
