#ifndef GESTURE_REPLAY_CZSTD_SHIM_H
#define GESTURE_REPLAY_CZSTD_SHIM_H
#include <zstd.h>

/// ZSTD_CONTENTSIZE_UNKNOWN and ZSTD_CONTENTSIZE_ERROR are macros over
/// arithmetic (0ULL - 1, 0ULL - 2) that Swift cannot import: whether
/// ZSTD_getFrameContentSize gave a size.
static inline int czstd_is_content_size(unsigned long long size) {
    return size != ZSTD_CONTENTSIZE_UNKNOWN && size != ZSTD_CONTENTSIZE_ERROR;
}
#endif
