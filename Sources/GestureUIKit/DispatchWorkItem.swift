import Dispatch
import GestureModel

/// GCD's `DispatchWorkItem`, for `DispatchQueue.asyncAfter(deadline:execute:)`
/// on the virtual clock: `cancel()` before it is due and it never runs.
public final class DispatchWorkItem {
    private let block: @ReplayActor () -> Void
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false

    /// A work item running `block` (the quality of service and flags change nothing in a replay).
    public init(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @ReplayActor () -> Void
    ) {
        self.block = block
    }

    /// Runs the block now, unless cancelled (GCD runs a cancelled item's block never).
    @ReplayActor public func perform() {
        guard !isCancelled else { return }
        block()
    }

    /// Keeps the block from running if it has not started (GCD's semantics).
    public func cancel() { isCancelled = true }
}
