import GestureModel

/// The clock of the session being replayed on this thread.
///
/// The clocks UIKit code reads are callable from any context, as on iOS;
/// while a session replays on this thread (`GestureEnvironment.current`),
/// the thread is that replay's main thread (`ReplayActor`), so they reach
/// its environment on the actor.
enum SessionClock {
    /// The environment replaying on this thread, if any.
    static var environment: GestureEnvironment? { GestureEnvironment.current }

    /// `body` with the environment replaying on this thread, on its actor; nil outside a replay.
    static func withEnvironment<T>(_ body: @ReplayActor (GestureEnvironment) -> T) -> T? {
        guard let environment else { return nil }
        return ReplayActor.assumeIsolated { body(environment) }
    }

    /// Nanoseconds of virtual time since the session's start (0 outside a replay).
    static var nowNanoseconds: Int64 { withEnvironment { $0.clock.now.nanoseconds } ?? 0 }

    /// Schedules `work` as a turn of the session at `nanoseconds` of virtual
    /// time (now, if that has passed); nil outside a replay, with nothing scheduled.
    @discardableResult
    static func schedule(atNanoseconds nanoseconds: Int64, _ work: @escaping @ReplayActor () -> Void) -> Scheduled? {
        withEnvironment { environment in
            let id = environment.clock.schedule(at: Instant(nanoseconds: nanoseconds)) { work() }
            return Scheduled(environment: environment, id: id)
        }
    }

    /// A scheduled block, to cancel.
    struct Scheduled {
        unowned(unsafe) let environment: GestureEnvironment
        let id: VirtualClock.TimerID

        func cancel() {
            guard GestureEnvironment.current === environment else { return }
            let id = id
            SessionClock.withEnvironment { $0.clock.cancel(id) }
        }
    }
}
