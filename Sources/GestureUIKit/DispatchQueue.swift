import Dispatch
import GestureModel

/// GCD's `DispatchQueue` as a replay runs it: every queue's work runs as a
/// turn of the session being replayed, on its virtual clock, in (due time,
/// scheduling order) order. Shadows Dispatch's own in files that import
/// `GestureUIKit`, so `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3)`
/// fires 0.3 s of replayed time later, also after the recognizer that
/// scheduled it was reset (as GCD's does).
///
/// A queue's blocks are `@Sendable` and nonisolated, as GCD's are: a
/// recognizer's block sent to `global()` that sets `state` is rejected as
/// Xcode rejects it. The main queue is a `MainDispatchQueue`, whose blocks
/// are isolated to `MainActor` (`ReplayActor`). `global()` queues are the
/// same virtual queue: a replay is one thread (work a recognizer sends to the
/// background runs as a turn, in order).
///
/// `@unchecked Sendable` because the class is open to `MainDispatchQueue`
/// (Swift checks only a final class); its one stored property is a `let`
/// `String`, and the subclass stores no state of its own.
public class DispatchQueue: @unchecked Sendable {
    /// The main queue: its blocks are isolated to `MainActor`, as on iOS.
    public static let main = MainDispatchQueue(label: "com.apple.main-thread")

    /// A global queue: in a replay, the same virtual queue as `main`, with
    /// GCD's nonisolated blocks.
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { globalQueue }

    private static let globalQueue = DispatchQueue(label: "com.apple.root.default-qos")

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
        execute work: @escaping @Sendable () -> Void
    ) {
        Self.schedule(at: deadline) { work() }
    }

    /// Runs `workItem` at `deadline`, unless it is cancelled first.
    public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        Self.schedule(at: deadline, workItem)
    }

    /// Runs `work` as a turn of its own at the current virtual time, after
    /// the current turn (GCD's `async`: never inside the caller).
    public func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        Self.schedule(at: nil) { work() }
    }

    /// Runs `workItem` as a turn of its own at the current virtual time.
    public func async(execute workItem: DispatchWorkItem) {
        Self.schedule(at: nil, workItem)
    }

    /// Runs `work` now, in the caller (a replay has one thread, so this is
    /// what `sync` onto another queue amounts to).
    @ReplayActor public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// Schedules `work` as a turn at `deadline` (nil: now, after the current turn).
    static func schedule(at deadline: DispatchTime?, _ work: @escaping @ReplayActor () -> Void) {
        guard let deadline else {
            SessionClock.schedule(atNanoseconds: SessionClock.nowNanoseconds, work)
            return
        }
        guard let due = deadline.virtualNanoseconds else { return }
        SessionClock.schedule(atNanoseconds: due, work)
    }

    /// Schedules `workItem` as a turn at `deadline` (nil: now, after the current turn).
    static func schedule(at deadline: DispatchTime?, _ workItem: DispatchWorkItem) {
        nonisolated(unsafe) let item = workItem
        schedule(at: deadline) { item.perform() }
    }
}
