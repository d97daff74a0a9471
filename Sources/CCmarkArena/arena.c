#include <cmark.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "CCmarkArena.h"

// Every block starts 16 bytes after a header holding its size, so `realloc` knows how much
// to copy and blocks keep the 16-byte alignment malloc gives.
enum { header_size = 16, alignment = 16, first_chunk_size = 256 * 1024 };

typedef struct chunk {
  struct chunk *previous;
  size_t size;  // bytes after this header
} chunk;

typedef struct {
  chunk *current;  // the chunk blocks come from; its `previous` chain holds the rest
  char *next;      // first free byte in `current`
  char *end;       // one past `current`'s last byte
  char *last;      // the most recent block, which `realloc` may grow and `free` may take back
  unsigned depth;  // parses open on this thread
  long *freed_at_exit;  // tests: where the thread's exit adds the chunks it freed
} arena;

static _Thread_local arena local;

// A thread's chunks are freed when it exits (a long `scrollnotes serve` sees dispatch's
// worker threads come and go): the key's destructor runs with the thread's arena still valid.
static pthread_key_t exit_key;
static pthread_once_t exit_key_once = PTHREAD_ONCE_INIT;

// Frees `c` and the chunks before it, all but the oldest when `keep_oldest`; returns the chunk
// kept (NULL when none) and adds how many were freed to `*freed`.
static chunk *free_chunks(chunk *c, int keep_oldest, long *freed) {
  while (c && (!keep_oldest || c->previous)) {
    chunk *previous = c->previous;
    free(c);
    *freed += 1;
    c = previous;
  }
  return c;
}

// Blocks come from `c` from its first 16-byte boundary after the header on.
static void use_chunk(chunk *c) {
  uintptr_t start = ((uintptr_t)(c + 1) + alignment - 1) & ~(uintptr_t)(alignment - 1);
  local.next = (char *)start;
  local.end = local.next + c->size;
}

static void thread_exits(void *value) {
  arena *ending = value;
  long freed = 0;
  ending->current = free_chunks(ending->current, 0, &freed);
  if (ending->freed_at_exit) *ending->freed_at_exit += freed;
}

// Set once by `make_exit_key`; without a key (the process ran out of them) a thread's
// chunks stay until the process ends, as they would without this.
static int have_exit_key;

static void make_exit_key(void) { have_exit_key = pthread_key_create(&exit_key, thread_exits) == 0; }

static void out_of_memory(void) {
  // cmark's own allocator aborts the same way: a parse cannot go on without memory.
  fprintf(stderr, "[cmark arena] out of memory\n");
  abort();
}

static size_t rounded(size_t size) {
  if (size > SIZE_MAX - header_size - alignment) out_of_memory();
  return (size + alignment - 1) & ~(size_t)(alignment - 1);
}

static size_t *size_of(void *block) { return (size_t *)((char *)block - header_size); }

// A new chunk big enough for `need` bytes: twice the last one, so a large document takes
// few chunks.
static void grow(size_t need) {
  size_t size = local.current ? local.current->size * 2 : first_chunk_size;
  if (size < need) size = need;
  chunk *fresh = malloc(sizeof(chunk) + alignment + size);
  if (!fresh) out_of_memory();
  // This thread's first chunk: have it freed when the thread exits.
  if (!local.current) {
    pthread_once(&exit_key_once, make_exit_key);
    if (have_exit_key) pthread_setspecific(exit_key, &local);
  }
  fresh->previous = local.current;
  fresh->size = size;
  local.current = fresh;
  use_chunk(fresh);
}

static void *take(size_t size) {
  size_t need = header_size + rounded(size);
  if (!local.current || (size_t)(local.end - local.next) < need) grow(need);
  char *block = local.next + header_size;
  local.next += need;
  *size_of(block) = size;
  local.last = block;
  return block;
}

static void *arena_calloc(size_t count, size_t size) {
  size_t total;
  if (__builtin_mul_overflow(count, size, &total)) out_of_memory();
  void *block = take(total);
  memset(block, 0, total);
  return block;
}

static void *arena_realloc(void *block, size_t size) {
  if (!block) return take(size);
  size_t old = *size_of(block);
  if (size <= old) return block;
  // The newest block grows where it is when its chunk has room.
  if (block == local.last) {
    size_t room = (size_t)(local.end - (char *)block);
    if (rounded(size) <= room) {
      local.next = (char *)block + rounded(size);
      *size_of(block) = size;
      return block;
    }
  }
  void *moved = take(size);
  memcpy(moved, block, old < size ? old : size);
  return moved;
}

static void arena_free(void *block) {
  // Only the newest block's room is taken back (a buffer freed right after it was grown);
  // the rest waits for the parse to end.
  if (block && block == local.last) {
    local.next = (char *)block - header_size;
    local.last = NULL;
  }
}

static cmark_mem memory = {arena_calloc, arena_realloc, arena_free};

void *ccmarkarena_memory(void) { return &memory; }

void ccmarkarena_begin(void) { local.depth += 1; }

void ccmarkarena_end(void) {
  if (local.depth == 0 || --local.depth > 0) return;
  // Keeps the oldest chunk for the next parse on this thread; frees the rest.
  long freed = 0;
  local.current = free_chunks(local.current, 1, &freed);
  local.last = NULL;
  if (local.current) use_chunk(local.current);
}

unsigned long ccmarkarena_held_bytes(void) {
  unsigned long total = 0;
  for (chunk *c = local.current; c; c = c->previous) total += c->size;
  return total;
}

void ccmarkarena_count_chunks_freed_at_exit(long *counter) { local.freed_at_exit = counter; }

unsigned long ccmarkarena_chunk_count(void) {
  unsigned long count = 0;
  for (chunk *c = local.current; c; c = c->previous) count += 1;
  return count;
}
