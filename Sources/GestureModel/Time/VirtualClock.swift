/// The deterministic clock a replay runs on.
///
/// It never reads the wall clock: `now` moves only when the replayer advances
/// it. Timers fire in (due time, scheduling order) order, and the
/// environment fires every timer due at or before an event's time before
/// that event (`docs/SEMANTICS.md` §2, CHOICE for ties).
@ReplayActor
public final class VirtualClock {
    /// Identifies a scheduled timer so that it can be cancelled.
    public struct TimerID: Hashable, Sendable {
        let sequence: UInt64
    }

    private struct Entry {
        let due: Instant
        let sequence: UInt64
        let action: () -> Void
    }

    /// The current virtual time.
    @exclusivity(unchecked) public private(set) var now: Instant = .zero
    // Read and changed on every event, never while an access is held across
    // a call that could reach it again: no run-time exclusivity checks.
    @exclusivity(unchecked) private var entries: [Entry] = []  // sorted by (due, sequence)
    private var nextSequence: UInt64 = 0

    /// A clock at the session's start with no timers.
    public init() {}

    /// The number of timers not yet fired or cancelled.
    public var pendingCount: Int { entries.count }

    /// When the earliest pending timer is due.
    public var nextDue: Instant? { entries.first?.due }

    /// Schedules `action` at `due` (or now, if `due` is in the past).
    @discardableResult
    public func schedule(at due: Instant, _ action: @escaping () -> Void) -> TimerID {
        let entry = Entry(due: max(due, now), sequence: nextSequence, action: action)
        nextSequence += 1
        // Timers are few (a handful per recognizer); insertion keeps the order.
        var index = entries.count
        while index > 0 && entries[index - 1].due > entry.due { index -= 1 }
        entries.insert(entry, at: index)
        return TimerID(sequence: entry.sequence)
    }

    /// Schedules `action` `seconds` after now.
    @discardableResult
    public func schedule(afterSeconds seconds: Double, _ action: @escaping () -> Void) -> TimerID {
        schedule(at: now.advanced(bySeconds: seconds), action)
    }

    /// Cancels a pending timer; cancelling a fired or cancelled one does nothing.
    public func cancel(_ id: TimerID) {
        // Loops, not `firstIndex(where:)` and `contains`: see `Array.containsObject(_:)`.
        for index in entries.indices where entries[index].sequence == id.sequence {
            entries.remove(at: index)
            return
        }
    }

    /// Whether a timer is still pending.
    public func isPending(_ id: TimerID) -> Bool {
        for entry in entries where entry.sequence == id.sequence { return true }
        return false
    }

    /// Removes the earliest timer due at or before `limit`, moves `now` to its
    /// due time and returns its action; nil when none is due by then.
    public func popDue(notAfter limit: Instant) -> (() -> Void)? {
        guard let first = entries.first, first.due <= limit else { return nil }
        entries.removeFirst()
        now = max(now, first.due)
        return first.action
    }

    /// Moves time forward to `instant`; time never goes back.
    public func advance(to instant: Instant) {
        precondition(instant >= now, "virtual time cannot go back (\(instant) < \(now))")
        now = instant
    }
}
