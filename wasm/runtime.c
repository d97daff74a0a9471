// The few C library functions an Embedded Swift module needs on wasm32 with no libc:
// an allocator, the mem* functions, round() and __multi3. The allocator keeps one free list
// per power-of-two size class, so a page that calls into the model on every animation
// frame reuses memory instead of growing it without bound.
typedef __SIZE_TYPE__ size_t;
typedef unsigned long uptr;

extern unsigned char __heap_base;  // first free byte after static data, set by wasm-ld

enum { HEADER = 16, MIN_CLASS = 4, CLASS_COUNT = 32 };

typedef struct FreeBlock { struct FreeBlock *next; } FreeBlock;

static uptr heap_top;
static FreeBlock *free_lists[CLASS_COUNT];

static int size_class(size_t n) {
    int c = MIN_CLASS;
    while (c < CLASS_COUNT - 1 && ((size_t)1 << c) < n) c++;
    return c;
}

// Carves `size` bytes aligned to `align` from the top of the heap, growing memory as needed.
static void *carve(size_t align, size_t size) {
    if (!heap_top) heap_top = (uptr)&__heap_base;
    uptr p = (heap_top + align - 1) & ~(uptr)(align - 1);
    uptr end = p + size;
    uptr have = (uptr)__builtin_wasm_memory_size(0) * 65536ul;
    if (end > have) {
        uptr pages = (end - have + 65535) / 65536;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    }
    heap_top = end;
    return (void *)p;
}

// Every block is preceded by a 16-byte header holding its size class, which keeps the
// payload 16-byte aligned and lets free() find the list to return it to.
static void *allocate(size_t align, size_t n) {
    if (align < HEADER) align = HEADER;
    int c = size_class(n);
    if (align == HEADER && free_lists[c]) {
        FreeBlock *block = free_lists[c];
        free_lists[c] = block->next;
        return block;
    }
    unsigned char *raw = carve(align, HEADER + ((size_t)1 << c) + (align > HEADER ? align : 0));
    if (!raw) return 0;
    uptr payload = ((uptr)raw + HEADER + align - 1) & ~(uptr)(align - 1);
    ((int *)payload)[-1] = (align == HEADER) ? c : -1;  // over-aligned blocks are never reused
    return (void *)payload;
}

void *malloc(size_t n) { return allocate(HEADER, n); }

void free(void *p) {
    if (!p) return;
    int c = ((int *)p)[-1];
    if (c < MIN_CLASS || c >= CLASS_COUNT) return;
    FreeBlock *block = p;
    block->next = free_lists[c];
    free_lists[c] = block;
}

int posix_memalign(void **out, size_t align, size_t n) {
    void *p = allocate(align, n);
    if (!p) return 12;  // ENOMEM
    *out = p;
    return 0;
}

void *memcpy(void *d, const void *s, size_t n) { return __builtin_memcpy(d, s, n); }
void *memmove(void *d, const void *s, size_t n) { return __builtin_memmove(d, s, n); }
void *memset(void *d, int c, size_t n) { return __builtin_memset(d, c, n); }
int memcmp(const void *a, const void *b, size_t n) {
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < n; i++) if (x[i] != y[i]) return x[i] < y[i] ? -1 : 1;
    return 0;
}

// C's round(): halves away from zero (wasm's f64.nearest rounds halves to even). trunc and
// the subtraction are exact, so this matches glibc bit for bit, including -0.0, NaN and ±inf.
double round(double x) {
    double t = __builtin_trunc(x);
    if (__builtin_fabs(x - t) >= 0.5) t += __builtin_copysign(1.0, x);
    return t;
}

// 128-bit multiply (overflow checks in Swift's integer arithmetic use it). There is no
// compiler-rt for wasm32 in the toolchain; built from 32-bit pieces through a union so it
// needs no other 128-bit helper (shifts would call __ashlti3).
typedef unsigned long long u64;
typedef union { unsigned __int128 v; struct { u64 lo, hi; } p; } u128;

unsigned __int128 __multi3(unsigned __int128 a, unsigned __int128 b) {
    u128 x = {a}, y = {b}, r;
    u64 a0 = x.p.lo & 0xffffffffu, a1 = x.p.lo >> 32, b0 = y.p.lo & 0xffffffffu, b1 = y.p.lo >> 32;
    u64 p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
    u64 mid = (p00 >> 32) + (p01 & 0xffffffffu) + (p10 & 0xffffffffu);
    r.p.lo = (p00 & 0xffffffffu) | (mid << 32);
    r.p.hi = p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32) + x.p.lo * y.p.hi + x.p.hi * y.p.lo;
    return r.v;
}
