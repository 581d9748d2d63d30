// The thread-local slot behind GestureEnvironment.current: the environment
// whose turn runs on this thread. A C `_Thread_local`, read and written
// through inline functions that Swift inlines (an access is an instruction
// or two), where `pthread_getspecific` is a call per turn.
#ifndef C_GESTURE_THREAD_H
#define C_GESTURE_THREAD_H

extern _Thread_local void *_Nullable gesture_thread_environment;

/// The environment pointer bound to this thread (NULL outside a turn).
static inline void *_Nullable gesture_thread_current_environment(void) { return gesture_thread_environment; }

/// Binds `environment` (an unretained pointer) to this thread, returning the one it replaces.
static inline void *_Nullable gesture_thread_exchange_environment(void *_Nullable environment) {
    void *previous = gesture_thread_environment;
    gesture_thread_environment = environment;
    return previous;
}

#endif
