// What the lab module needs beyond wasm/runtime.c: the layout reader parses numbers with
// Double(String) (strtod in the Swift runtime), and Set/Dictionary ask for a hashing seed.
typedef __SIZE_TYPE__ size_t;

// Hashing seeds: a fixed seed, so the module is deterministic (nothing the lab prints depends
// on the order of a Set or Dictionary).
void arc4random_buf(void *buffer, size_t n) {
    unsigned char *p = buffer;
    unsigned long long x = 0x9E3779B97F4A7C15ull;
    for (size_t i = 0; i < n; i++) {
        x ^= x << 13; x ^= x >> 7; x ^= x << 17;
        p[i] = (unsigned char)x;
    }
}

// Decimal text to double, as Swift's Double(String) calls it: returns the end of the number
// (the caller requires the whole text) or 0. Correctly rounded for up to 15 significant digits
// and decimal exponents within ±22 (Clinger's fast path: both operands exact, one rounding),
// which covers every literal of the notes' snippets; longer numbers are refused rather than
// rounded differently from the native build. Hexadecimal, inf and nan are refused too.
static const double powers[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
                                1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

const char *_swift_stdlib_strtod_clocale(const char *text, double *out) {
    const char *p = text;
    int negative = 0;
    if (*p == '+' || *p == '-') negative = *p++ == '-';
    unsigned long long mantissa = 0;
    int digits = 0, exponent = 0, seen = 0;
    for (; *p >= '0' && *p <= '9'; p++, seen = 1) {
        if (mantissa == 0 && *p == '0') continue;
        if (++digits > 15) return 0;
        mantissa = mantissa * 10 + (unsigned)(*p - '0');
    }
    if (*p == '.') {
        for (p++; *p >= '0' && *p <= '9'; p++, seen = 1) {
            if (mantissa == 0 && *p == '0') { exponent--; continue; }
            if (++digits > 15) return 0;
            mantissa = mantissa * 10 + (unsigned)(*p - '0');
            exponent--;
        }
    }
    if (!seen) return 0;
    if (*p == 'e' || *p == 'E') {
        const char *q = p + 1;
        int sign = 1, value = 0, any = 0;
        if (*q == '+' || *q == '-') sign = *q++ == '-' ? -1 : 1;
        for (; *q >= '0' && *q <= '9'; q++, any = 1) if (value < 10000) value = value * 10 + (*q - '0');
        if (any) { exponent += sign * value; p = q; }
    }
    double value = (double)mantissa;
    if (mantissa == 0) {
        value = 0;
    } else if (exponent >= 0 && exponent <= 22) {
        value *= powers[exponent];
    } else if (exponent < 0 && exponent >= -22) {
        value /= powers[-exponent];
    } else {
        return 0;
    }
    *out = negative ? -value : value;
    return p;
}

// The Unicode data the Swift runtime looks up for text beyond ASCII (grapheme breaking and
// normalization). The toolchain's tables (libswiftUnicodeDataTables.a) would add 37 KB; the
// Swift the lab reads is ASCII outside comments and string literals, which the lexer handles as
// bytes. So, in this module only: no scalar has a decomposition or composition (text compares
// scalar by scalar, without canonical equivalence), and every scalar beyond ASCII is a
// grapheme cluster of its own.
unsigned char _swift_stdlib_getGraphemeBreakProperty(unsigned int scalar) { (void)scalar; return 0xFF; }
_Bool _swift_stdlib_isExtendedPictographic(unsigned int scalar) { (void)scalar; return 0; }
_Bool _swift_stdlib_isInCB_Consonant(unsigned int scalar) { (void)scalar; return 0; }
unsigned short _swift_stdlib_getNormData(unsigned int scalar) { (void)scalar; return 0; }
unsigned int _swift_stdlib_getComposition(unsigned int a, unsigned int b) { (void)a; (void)b; return 0xFFFFFFFFu; }
unsigned int _swift_stdlib_getDecompositionEntry(unsigned int scalar) { (void)scalar; return 0; }
const unsigned char _swift_stdlib_nfd_decompositions[1] = {0};
