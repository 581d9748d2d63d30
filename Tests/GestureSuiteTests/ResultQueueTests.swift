import Foundation
import GestureReplay
import Synchronization
import Testing

@testable import GestureSuite

@Suite struct ResultQueueTests {
    static func result(_ index: Int) -> SessionVerdict {
        SessionVerdict(name: "s\(index)", scene: "scene", .pass())
    }

    @Test(
        "results come out in index order, each once, and no claim runs more than the window ahead of the taker",
        arguments: [1, 3])
    func orderAndWindow(workers: Int) throws {
        let count = 1000
        let window = 40
        let queue = ResultQueue<SessionVerdict>(count: count, workers: workers, window: window)
        let taken = Atomic<Int>(0)
        let overruns = Atomic<Int>(0)
        for _ in 0..<workers {
            Thread {
                defer { queue.workerFinished() }
                while let indices = queue.claim() {
                    // The taker counts a batch after the queue has let it go: a batch (at most a window) of slack.
                    if indices.upperBound > taken.load(ordering: .sequentiallyConsistent) + 2 * window {
                        overruns.add(1, ordering: .relaxed)
                    }
                    if indices.lowerBound % 7 == 0 { usleep(50) }  // workers finish out of order
                    queue.put(indices.map(Self.result), from: indices.lowerBound)
                }
            }.start()
        }
        var names: [String] = []
        var batch: [SessionVerdict] = []
        while try queue.take(into: &batch) {
            names += batch.map(\.name)
            taken.store(names.count, ordering: .sequentiallyConsistent)
            batch.removeAll()
        }
        queue.waitForWorkers(workers)
        #expect(names == (0..<count).map { "s\($0)" })
        #expect(overruns.load(ordering: .relaxed) == 0)
    }

    struct Failure: Error {}

    @Test("a worker's error reaches the taker")
    func failure() throws {
        let queue = ResultQueue<SessionVerdict>(count: 100, workers: 1, window: 32)
        Thread {
            defer { queue.workerFinished() }
            if let indices = queue.claim() { queue.put(indices.map(Self.result), from: indices.lowerBound) }
            queue.fail(Failure())
        }.start()
        var batch: [SessionVerdict] = []
        #expect(throws: Failure.self) { while try queue.take(into: &batch) {} }
        queue.waitForWorkers(1)
    }

    @Test("nothing to replay: nothing to take")
    func empty() throws {
        let queue = ResultQueue<SessionVerdict>(count: 0, workers: 1)
        #expect(queue.claim() == nil)
        var batch: [SessionVerdict] = []
        #expect(try queue.take(into: &batch) == false)
    }
}
