import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension GestureEnvironment {
    /// The environment whose turn runs on this thread (or ran last on it and
    /// still exists): the session `GestureUIKit`'s clocks (`DispatchQueue.main`,
    /// `Timer`, `CACurrentMediaTime()`) read and schedule on. A thread-local,
    /// so that sessions replayed at once on different threads never share a
    /// clock. Set at the start of every outermost turn (`bindToThread()`).
    public static var current: GestureEnvironment? {
        let bound: UnsafeMutableRawPointer? = pthread_getspecific(currentEnvironmentKey)
        guard let pointer = bound else { return nil }
        return Unmanaged<GestureEnvironment>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Makes this the thread's current environment (cheap when it already is).
    func bindToThread() {
        let pointer = Unmanaged.passUnretained(self).toOpaque()
        let bound: UnsafeMutableRawPointer? = pthread_getspecific(currentEnvironmentKey)
        if bound != pointer {
            pthread_setspecific(currentEnvironmentKey, pointer)
        }
    }

    /// Clears the binding if it is this environment (it is going).
    func unbindFromThread() {
        let pointer = Unmanaged.passUnretained(self).toOpaque()
        let bound: UnsafeMutableRawPointer? = pthread_getspecific(currentEnvironmentKey)
        if bound == pointer {
            pthread_setspecific(currentEnvironmentKey, nil)
        }
    }
}

/// The thread-local slot of `GestureEnvironment.current`.
private let currentEnvironmentKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "pthread_key_create failed (\(status))")
    return key
}()
