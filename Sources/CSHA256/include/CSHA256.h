#ifndef CSHA256_H
#define CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the SHA extensions (with SSSE3 and SSE4.1); x86-64 only.
int sn_sha256_hardware_available(void);

/// FIPS 180-4's compression of `count` 64-byte blocks into `state` (H0…H7) with the SHA
/// extensions, `k` the 64 round constants. Only when `sn_sha256_hardware_available()` said so.
void sn_sha256_hardware_blocks(uint32_t state[8], const uint8_t *blocks, size_t count, const uint32_t k[64]);

#endif
