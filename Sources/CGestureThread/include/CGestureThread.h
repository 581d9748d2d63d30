// The thread-local slot behind GestureEnvironment.current: the environment
// whose turn runs on this thread. A C `_Thread_local`, read and written
// through inline functions that Swift inlines (an access is an instruction
// or two), where `pthread_getspecific` is a call per turn. Beside it, how
// deep this thread is in code that entered ReplayActor (`runUnchecked`).
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

extern _Thread_local long gesture_thread_actor_depth;

/// Whether this thread runs code that entered ReplayActor (`ReplayActor.runUnchecked`).
static inline int gesture_thread_is_in_actor(void) { return gesture_thread_actor_depth > 0; }

/// Notes that this thread enters ReplayActor; `gesture_thread_leave_actor` undoes it.
static inline void gesture_thread_enter_actor(void) { gesture_thread_actor_depth += 1; }

/// Notes that this thread leaves what `gesture_thread_enter_actor` entered.
static inline void gesture_thread_leave_actor(void) { gesture_thread_actor_depth -= 1; }

#endif
