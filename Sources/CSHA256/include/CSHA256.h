// SHA-256's compression function on the x86 SHA extensions (SHA-NI), for the hash of an
// imported dump: the Swift SHA256 in GestureStore calls it when the processor has them and
// compresses in Swift otherwise (and on other processors, where these are stubs).
#ifndef C_SHA256_H
#define C_SHA256_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the SHA extensions (and SSSE3 and SSE4.1, which the code also uses).
int gesture_sha256_has_extensions(void);

/// Compresses `blocks` 64-byte blocks at `data` into `state` (FIPS 180-4 §6.2.2, the eight
/// working words a to h). Only when `gesture_sha256_has_extensions()`.
void gesture_sha256_compress(uint32_t state[_Nonnull 8], const uint8_t *_Nonnull data, size_t blocks);

#endif
