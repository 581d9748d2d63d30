import Dispatch
import GestureModel

/// GCD's `DispatchQueue` as a replay runs it: every queue's work runs as a
/// turn of the session being replayed, on its virtual clock, in (due time,
/// scheduling order) order. Shadows Dispatch's own in files that import
/// `GestureUIKit`, so `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)`
/// fires 0.3 s of replayed time later, also after the recognizer that
/// scheduled it was reset (as GCD's does).
///
/// The blocks are isolated to `MainActor` (`ReplayActor`), so a
/// `@MainActor` recognizer captures `self` in them as on iOS, where the
/// compiler infers the main actor for `DispatchQueue.main`'s blocks.
/// `global()` queues are the same virtual queue: a replay is one thread
/// (work a recognizer sends to the background runs as a turn, in order).
public final class DispatchQueue: Sendable {
    /// The main queue.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    /// A global queue: in a replay, the same virtual queue as `main`.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { main }

    /// The queue's label.
    public let label: String

    /// A queue (its attributes change nothing in a replay).
    public init(
        label: String, qos: DispatchQoS = .unspecified, attributes: Dispatch.DispatchQueue.Attributes = [],
        target: DispatchQueue? = nil
    ) {
        self.label = label
    }

    /// Runs `work` as a turn of the replay at `deadline` of virtual time.
    /// Outside a replay nothing runs.
    public func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @ReplayActor () -> Void
    ) {
        guard let due = deadline.virtualNanoseconds else { return }
        SessionClock.schedule(atNanoseconds: due, work)
    }

    /// Runs `workItem` at `deadline`, unless it is cancelled first.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        guard let due = deadline.virtualNanoseconds else { return }
        nonisolated(unsafe) let item = workItem
        SessionClock.schedule(atNanoseconds: due) { item.perform() }
    }

    /// Runs `work` as a turn of its own at the current virtual time, after
    /// the current turn (GCD's `async`: never inside the caller).
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @ReplayActor () -> Void
    ) {
        SessionClock.schedule(atNanoseconds: SessionClock.nowNanoseconds, work)
    }

    /// Runs `workItem` as a turn of its own at the current virtual time.
    public func async(execute workItem: DispatchWorkItem) {
        nonisolated(unsafe) let item = workItem
        SessionClock.schedule(atNanoseconds: SessionClock.nowNanoseconds) { item.perform() }
    }

    /// Runs `work` now, in the caller (a replay has one thread, so this is
    /// what `sync` onto another queue amounts to).
    @ReplayActor public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}
