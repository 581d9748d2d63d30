import Dispatch
import Foundation
import Synchronization

/// The hand-over between the workers of a `WorkerPool` and the thread that
/// delivers results in order: workers claim indices a few at a time, at most
/// `window` ahead of the next result taken, and hand each few over with one
/// lock; the deliverer sleeps until a batch of consecutive results is ready
/// (or the last ones), so that neither side wakes the other for every
/// result. The first error stops everyone.
final class ResultQueue<Result: Sendable>: @unchecked Sendable {
    /// The most indices a worker claims at once (fewer near the end, so that the workers finish together).
    static var claimSize: Int { 16 }
    /// Consecutive results the deliverer waits for before it wakes (fewer at the end).
    static var takeSize: Int { 16 }

    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private let workers: Int
    /// The results of `nextTake..<nextClaim`, at `index % window`; nil until put.
    private var slots: [Result?]
    private var nextClaim = 0
    private var nextTake = 0
    /// Every result of `nextTake..<readyEnd` is in `slots`.
    private var readyEnd = 0
    private var isStopped = false
    private var error: Error?
    private var finishedWorkers = 0
    private var isTakerWaiting = false
    private var waitingClaimers = 0

    init(count: Int, workers: Int, window: Int = WorkerPool.window) {
        precondition(window >= ResultQueue.takeSize, "the window holds a whole batch")
        self.count = count
        self.workers = max(1, workers)
        self.window = window
        slots = Array(repeating: nil, count: min(window, count))
    }

    /// The next indices to work on, or nil when all are claimed, the pool
    /// stopped or a worker failed.
    func claim() -> Range<Int>? {
        condition.lock()
        defer { condition.unlock() }
        while nextClaim < count && nextClaim >= nextTake + window && !isStopped && error == nil {
            waitingClaimers += 1
            condition.wait()
            waitingClaimers -= 1
        }
        guard nextClaim < count, !isStopped, error == nil else { return nil }
        // Guided: a quarter of each worker's share of what is left, at most claimSize.
        let size = min(ResultQueue.claimSize, max(1, (count - nextClaim) / (4 * workers)))
        let claimed = nextClaim..<min(nextClaim + size, count, nextTake + window)
        nextClaim = claimed.upperBound
        return claimed
    }

    /// Hands over the results of indices `start...`, claimed together.
    func put(_ results: [Result], from start: Int) {
        condition.lock()
        defer { condition.unlock() }
        for (offset, result) in results.enumerated() { slots[(start + offset) % window] = result }
        // Only claimed indices: a slot beyond them may still hold an untaken result from a window ago.
        while readyEnd < nextClaim && slots[readyEnd % window] != nil { readyEnd += 1 }
        if isTakerWaiting && isBatchReady { condition.broadcast() }
    }

    private var isBatchReady: Bool { readyEnd - nextTake >= min(ResultQueue.takeSize, count - nextTake) }

    func fail(_ failure: Error) {
        condition.lock()
        if error == nil { error = failure }
        condition.broadcast()
        condition.unlock()
    }

    func workerFinished() {
        condition.lock()
        finishedWorkers += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Appends the next results, in order, to `batch`, waiting for a batch
    /// of them; false when every result has been taken. Rethrows a worker's
    /// error.
    func take(into batch: inout [Result]) throws -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard nextTake < count else { return false }
        while !isBatchReady && error == nil {
            isTakerWaiting = true
            condition.wait()
        }
        isTakerWaiting = false
        if let error { throw error }
        for index in nextTake..<readyEnd { batch.append(slots[index % window].take()!) }
        nextTake = readyEnd
        if waitingClaimers > 0 { condition.broadcast() }
        return true
    }

    /// Stops claims (after an early return) and waits until every worker has stopped.
    func waitForWorkers(_ workers: Int) {
        condition.lock()
        isStopped = true
        condition.broadcast()
        while finishedWorkers < workers { condition.wait() }
        condition.unlock()
    }
}
