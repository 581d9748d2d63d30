import Dispatch
import GestureModel

/// `DispatchQueue.main`: its blocks are isolated to `MainActor`
/// (`ReplayActor`), so a recognizer's
/// `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.state = .failed }`
/// compiles as in Xcode, where Swift infers the main actor for the main
/// queue's blocks.
///
/// Swift's rule is keyed on the spelling: a closure passed to a *method*
/// named `async`, `asyncAfter` or `sync` of an expression spelled
/// `DispatchQueue.main` gets Swift's own `MainActor`, whatever the names
/// mean, and a recognizer's actor here is `ReplayActor`. The rule applies to
/// methods only, so here `async`, `asyncAfter` and `sync` are properties whose
/// values are called (`callAsFunction`): the block's isolation comes from the
/// parameter's type, `@MainActor () -> Void`. Calls read as GCD's; a
/// reference to the method itself (`DispatchQueue.main.async(execute:)` as a
/// value) does not compile.
public final class MainDispatchQueue: DispatchQueue, @unchecked Sendable {
    /// `async(group:qos:flags:execute:)` and `async(execute:)` of the main queue.
    public struct Async: Sendable {
        /// Runs `work` as a turn of its own at the current virtual time, after
        /// the current turn (GCD's `async`: never inside the caller).
        public func callAsFunction(
            group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
            execute work: @escaping @ReplayActor () -> Void
        ) {
            DispatchQueue.schedule(at: nil, work)
        }

        /// Runs `workItem` as a turn of its own at the current virtual time.
        public func callAsFunction(execute workItem: DispatchWorkItem) {
            DispatchQueue.schedule(at: nil, workItem)
        }
    }

    /// `asyncAfter(deadline:qos:flags:execute:)` and `asyncAfter(deadline:execute:)`
    /// of the main queue.
    public struct AsyncAfter: Sendable {
        /// Runs `work` as a turn of the replay at `deadline` of virtual time.
        /// Outside a replay nothing runs.
        public func callAsFunction(
            deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
            execute work: @escaping @ReplayActor () -> Void
        ) {
            DispatchQueue.schedule(at: deadline, work)
        }

        /// Runs `workItem` at `deadline`, unless it is cancelled first.
        public func callAsFunction(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
            DispatchQueue.schedule(at: deadline, workItem)
        }
    }

    /// `sync(execute:)` of the main queue.
    public struct Sync: Sendable {
        /// Runs `work` now, in the caller, which is on the replay's main
        /// thread (GCD's `sync` onto the main queue from the main thread
        /// deadlocks; a replay has one thread).
        public func callAsFunction<T, E: Error>(execute work: @ReplayActor () throws(E) -> T) throws(E) -> T {
            try ReplayActor.assumeIsolated(work)
        }
    }

    /// GCD's `async`, with `MainActor` blocks.
    public let `async` = Async()
    /// GCD's `asyncAfter`, with `MainActor` blocks.
    public let asyncAfter = AsyncAfter()
    /// GCD's `sync`, with a `MainActor` block.
    public let sync = Sync()

    // The queue's methods, hidden so that a call through `MainDispatchQueue` finds the
    // properties above (a call through `DispatchQueue` still reaches them, with GCD's
    // nonisolated blocks).

    @available(*, unavailable, message: "the main queue's blocks are MainActor's: call `asyncAfter` (the property)")
    public override func asyncAfter(
        deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        super.asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
    }

    @available(*, unavailable, message: "call `asyncAfter` (the property)")
    public override func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
        super.asyncAfter(deadline: deadline, execute: workItem)
    }

    @available(*, unavailable, message: "the main queue's blocks are MainActor's: call `async` (the property)")
    public override func async(
        group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        execute work: @escaping @Sendable () -> Void
    ) {
        super.async(group: group, qos: qos, flags: flags, execute: work)
    }

    @available(*, unavailable, message: "call `async` (the property)")
    public override func async(execute workItem: DispatchWorkItem) {
        super.async(execute: workItem)
    }

    @available(*, unavailable, message: "the main queue's block is MainActor's: call `sync` (the property)")
    @ReplayActor public override func sync<T>(execute work: () throws -> T) rethrows -> T {
        try super.sync(execute: work)
    }
}
