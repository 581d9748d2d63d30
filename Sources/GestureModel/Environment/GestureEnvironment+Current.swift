import CGestureThread

extension GestureEnvironment {
    /// The environment whose turn runs on this thread, if any: the session
    /// `GestureUIKit`'s clocks (`DispatchQueue.main`, `Timer`,
    /// `CACurrentMediaTime()`) read and schedule on, and the replay whose
    /// main thread this is (`ReplayActor`). A thread-local, so that sessions
    /// replayed at once on different threads never share a clock. Nil
    /// between turns and outside a replay.
    public nonisolated static var current: GestureEnvironment? {
        guard let bound = gesture_thread_current_environment() else { return nil }
        return Unmanaged<GestureEnvironment>.fromOpaque(bound).takeUnretainedValue()
    }

    /// Binds this environment to the thread for an outermost turn, returning
    /// the binding it replaces (nil, or the environment of a turn that this
    /// one runs inside of), to put back when the turn ends (`unbind(restoring:)`).
    /// The slot holds an unretained pointer, set only while a turn runs: the
    /// environment outlives its turns, so it never points at a freed one.
    @inline(__always)
    nonisolated func bindToThread() -> UnsafeMutableRawPointer? {
        gesture_thread_exchange_environment(Unmanaged.passUnretained(self).toOpaque())
    }

    /// Puts back the binding `bindToThread()` replaced.
    @inline(__always)
    nonisolated func unbind(restoring previous: UnsafeMutableRawPointer?) {
        _ = gesture_thread_exchange_environment(previous)
    }
}
