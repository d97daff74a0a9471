/* SHA-256 block compression with the x86 SHA extensions: the model hash and the example
   cache keys hash about 500 KB of sources on every build, 47 instructions a byte in Swift.
   NotesVerifier.SHA256 uses it where the processor has them and its own rounds elsewhere. */
#include "CSHA256.h"

#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <cpuid.h>
#include <immintrin.h>

int sn_sha256_hardware_available(void) {
  unsigned int a, b, c, d;
  if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
  // SSSE3 (pshufb) and SSE4.1 (pblendw) beside the SHA extensions.
  if (!(c & (1u << 9)) || !(c & (1u << 19))) return 0;
  if (__get_cpuid_max(0, 0) < 7) return 0;
  __cpuid_count(7, 0, a, b, c, d);
  return (b >> 29) & 1;
}

__attribute__((target("sha,sse4.1,ssse3")))
void sn_sha256_hardware_blocks(uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t k[64]) {
  // The instructions keep the working variables as two vectors, ABEF and CDGH.
  __m128i dcba = _mm_loadu_si128((const __m128i *)&state[0]);
  __m128i hgfe = _mm_loadu_si128((const __m128i *)&state[4]);
  __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
  __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
  __m128i abef = _mm_alignr_epi8(cdab, efgh, 8);
  __m128i cdgh = _mm_blend_epi16(efgh, cdab, 0xF0);
  // Big-endian words: the bytes of each 32-bit lane reversed.
  const __m128i byte_swap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);

  for (size_t block = 0; block < count; block++) {
    const uint8_t *data = blocks + block * 64;
    __m128i abef_before = abef;
    __m128i cdgh_before = cdgh;
    __m128i w[4];  // the last four groups of four schedule words
    for (int group = 0; group < 16; group++) {
      __m128i words;
      if (group < 4) {
        words = _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)(data + 16 * group)), byte_swap);
      } else {
        // W[t-16] + σ0(W[t-15]), then + W[t-7], then + σ1(W[t-2]), four words at a time.
        __m128i partial = _mm_sha256msg1_epu32(w[group & 3], w[(group + 1) & 3]);
        partial = _mm_add_epi32(partial, _mm_alignr_epi8(w[(group + 3) & 3], w[(group + 2) & 3], 4));
        words = _mm_sha256msg2_epu32(partial, w[(group + 3) & 3]);
      }
      w[group & 3] = words;
      __m128i message = _mm_add_epi32(words, _mm_loadu_si128((const __m128i *)&k[4 * group]));
      cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
      abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(message, 0x0E));
    }
    abef = _mm_add_epi32(abef, abef_before);
    cdgh = _mm_add_epi32(cdgh, cdgh_before);
  }

  __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
  __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
  _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
  _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

int sn_sha256_hardware_available(void) { return 0; }
void sn_sha256_hardware_blocks(uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t k[64]) {
  (void)k;
  (void)state;
  (void)blocks;
  (void)count;
}

#endif
