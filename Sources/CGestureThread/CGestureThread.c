#include "CGestureThread.h"

_Thread_local void *_Nullable gesture_thread_environment = 0;
_Thread_local long gesture_thread_actor_depth = 0;
