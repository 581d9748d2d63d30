#include "CGestureThread.h"

_Thread_local void *_Nullable gesture_thread_environment = 0;
