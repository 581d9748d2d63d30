#ifndef GESTURE_REPLAY_CSQLITE_SHIM_H
#define GESTURE_REPLAY_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro over a cast of -1 that Swift cannot import;
/// bind functions take this instead so that SQLite copies the bytes.
static inline sqlite3_destructor_type csqlite_transient(void) {
    return SQLITE_TRANSIENT;
}
#endif
