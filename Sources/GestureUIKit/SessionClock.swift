import GestureModel

/// The clock of the session being replayed on this thread.
enum SessionClock {
    /// The environment replaying on this thread, if any.
    static var environment: GestureEnvironment? { GestureEnvironment.current }

    /// Nanoseconds of virtual time since the session's start (0 outside a replay).
    static var nowNanoseconds: Int64 { environment?.clock.now.nanoseconds ?? 0 }

    /// Schedules `work` as a turn of the session at `nanoseconds` of virtual
    /// time (now, if that has passed); nil outside a replay, with nothing scheduled.
    @discardableResult
    static func schedule(atNanoseconds nanoseconds: Int64, _ work: @escaping @ReplayActor () -> Void) -> Scheduled? {
        guard let environment else { return nil }
        let id = environment.clock.schedule(at: Instant(nanoseconds: nanoseconds)) {
            ReplayActor.assumeIsolated { work() }
        }
        return Scheduled(environment: environment, id: id)
    }

    /// A scheduled block, to cancel.
    struct Scheduled {
        unowned(unsafe) let environment: GestureEnvironment
        let id: VirtualClock.TimerID

        func cancel() {
            guard GestureEnvironment.current === environment else { return }
            environment.clock.cancel(id)
        }
    }
}
