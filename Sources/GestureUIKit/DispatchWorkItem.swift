import Dispatch
import GestureModel

/// GCD's `DispatchWorkItem`, for `DispatchQueue.asyncAfter(deadline:execute:)`
/// on the virtual clock: `cancel()` before it is due and it never runs.
///
/// The block is `@Sendable` and nonisolated unless it says otherwise, as
/// GCD's is: it runs on the main queue, but nothing tells the compiler, so
/// code in it that touches a recognizer says so, with `{ @MainActor in … }`
/// or `MainActor.assumeIsolated` (it runs as a turn of the replay, on its
/// actor), and code that does not is rejected as Xcode rejects it.
public final class DispatchWorkItem {
    /// The block, with the isolation it was written with (`@isolated(any)`): none, or
    /// `MainActor` (`ReplayActor`) for `{ @MainActor in … }`.
    private let block: @isolated(any) @Sendable () -> Void
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false

    /// A work item running `block` (the quality of service and flags change nothing in a replay).
    public init(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
        block: @escaping @isolated(any) @Sendable () -> Void
    ) {
        self.block = block
    }

    /// Runs the block now, unless cancelled (GCD runs a cancelled item's block never).
    ///
    /// A block isolated to `MainActor` runs as isolated to it: the caller is the replay's
    /// main thread (a queue's turn). Another actor's block would have to be awaited, which
    /// GCD does not do.
    public func perform() {
        guard !isCancelled else { return }
        // Swift calls an `@isolated(any)` function only with `await`; a synchronous one whose
        // isolation is none or this thread's is called as the plain function it is (the value
        // carries its isolation beside the same function and context).
        let plain = unsafeBitCast(block, to: (@Sendable () -> Void).self)
        switch block.isolation {
        case nil:
            plain()
        case let actor? where actor === ReplayActor.shared:
            ReplayActor.assumeIsolated { plain() }
        case let actor?:
            preconditionFailure("a DispatchWorkItem's block is isolated to \(actor), not to MainActor")
        }
    }

    /// Keeps the block from running if it has not started (GCD's semantics).
    public func cancel() { isCancelled = true }
}
