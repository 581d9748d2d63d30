import Dispatch
import GestureModel

/// GCD's `DispatchWorkItem`, for `DispatchQueue.asyncAfter(deadline:execute:)`
/// on the virtual clock: `cancel()` before it is due and it never runs.
///
/// The block is a plain `() -> Void`, not `@Sendable`, as the SDK declares
/// it (Apple's documentation, `DispatchWorkItem.init(qos:flags:block:)`:
/// `block: @escaping () -> Void`, where `DispatchQueue.async` says
/// `@escaping @Sendable () -> Void`). So a block written in a recognizer's
/// override takes the override's isolation (the main actor's), reads and
/// sets `state` as it is, and Swift checks at run time that it runs there:
/// it does, as a turn of the replay. The compiler's rules are the same
/// here as in Xcode because the types are (`{ @MainActor in … }` included).
public final class DispatchWorkItem {
    private let block: () -> Void
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false

    /// A work item running `block` (the quality of service and flags change nothing in a replay).
    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping () -> Void) {
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
