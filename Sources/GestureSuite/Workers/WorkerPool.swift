import Foundation

/// Work on the indices `0..<count` spread over worker threads, each result handed back on the
/// calling thread in the order of the indices, whatever the number of workers: the one pool of
/// `run` (`SuiteRunner`), the surveys (`MarginSurvey`, `PerturbationSearch`,
/// `CoverageSurvey`) and import (`Importer.prepareInOrder`).
///
/// Each worker first makes what it alone uses (its read-only connection, its buffers) on its
/// own thread, then turns the ranges of indices it claims into results. A replay builds fresh
/// scene instances on the thread that replays it: the model is not thread-safe per instance,
/// and no instance is shared between workers.
struct WorkerPool: Sendable {
    /// Worker threads (at least 1).
    var jobs: Int
    /// Results worked out ahead of the one `deliver` waits for, at most: memory stays bounded
    /// whatever the count.
    var window: Int

    init(jobs: Int, window: Int = WorkerPool.window) {
        self.jobs = max(1, jobs)
        self.window = window
    }

    /// The default window: a thousand verdicts of a run are small.
    static let window = 1024

    /// The stack of each worker thread: 8 MiB, a Linux main thread's usual stack (`ulimit -s`),
    /// so that a deep replay runs out of stack on a worker no sooner than on the main thread.
    static let stackSize = 8 << 20

    /// Works on `0..<count` on `jobs` threads (fewer for fewer indices) and hands each result to
    /// `deliver`, on the calling thread, in index order. `worker` runs once on each worker's
    /// thread and returns the function that appends the results of a claimed range, in order,
    /// to its argument (emptied before each range). The first error thrown by a worker or by
    /// `deliver` stops the pool and is rethrown, once every worker has stopped.
    func run<Output: Sendable>(
        count: Int, worker: @escaping @Sendable () throws -> (Range<Int>, inout [Output]) throws -> Void,
        deliver: (Output) throws -> Void
    ) throws {
        let workers = min(jobs, max(1, count))
        let queue = ResultQueue<Output>(count: count, workers: workers, window: window)
        for _ in 0..<workers {
            let thread = Thread {
                defer { queue.workerFinished() }
                do {
                    let work = try worker()
                    var results: [Output] = []
                    while let indices = queue.claim() {
                        results.removeAll(keepingCapacity: true)
                        try work(indices, &results)
                        queue.put(results, from: indices.lowerBound)
                    }
                } catch {
                    queue.fail(error)
                }
            }
            thread.stackSize = WorkerPool.stackSize
            thread.start()
        }
        defer { queue.waitForWorkers(workers) }
        var batch: [Output] = []
        while try queue.take(into: &batch) {
            for result in batch { try deliver(result) }
            batch.removeAll(keepingCapacity: true)
        }
    }
}
