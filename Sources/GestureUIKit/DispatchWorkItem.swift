import Dispatch
import GestureModel

/// GCD's `DispatchWorkItem`, for `DispatchQueue.asyncAfter(deadline:execute:)`
/// on the virtual clock: `cancel()` before it is due and it never runs.
///
/// The block is `@Sendable` and nonisolated, as GCD's is: it runs on the main
/// queue, but nothing tells the compiler, so code in it that touches a
/// recognizer says so with `MainActor.assumeIsolated` (it runs as a turn of
/// the replay, on its actor), and code that does not is rejected as Xcode
/// rejects it.
public final class DispatchWorkItem {
    private let block: @Sendable () -> Void
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false

    /// A work item running `block` (the quality of service and flags change nothing in a replay).
    public init(
        qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @Sendable () -> Void
    ) {
        self.block = block
    }

    /// Runs the block now, unless cancelled (GCD runs a cancelled item's block never).
    public func perform() {
        guard !isCancelled else { return }
        block()
    }

    /// Keeps the block from running if it has not started (GCD's semantics).
    public func cancel() { isCancelled = true }
}
