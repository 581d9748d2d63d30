import Dispatch
import Foundation
import GestureModel
import GestureReplay
import GestureStore
import Synchronization

/// One session's result in a run.
public struct SessionRun: Sendable {
    public var name: String
    public var scene: String
    public var status: SessionResult.Status
    /// The differences against the golden, one line each (`OutcomeDiff.lines`).
    public var diff: [String]
    /// The replay's outcome as JSON Lines (nil when it was not replayed).
    public var actual: String?
    /// Why it is an error or obsolete.
    public var message: String?
    /// The golden's origin, when there is one.
    public var goldenOrigin: Golden.Origin?
    /// Wall time of the replay.
    public var duration: Duration

    /// The store's record of it. The actual outcome is kept for every session
    /// that did not pass, so that `approve` and reports can use it; a message
    /// only for an error (an obsolete session's reason is its status).
    var stored: SessionResult {
        SessionResult(
            session: name, status: status, diff: diff.isEmpty ? nil : diff.joined(separator: "\n"),
            actual: status == .pass || status == .empty ? nil : actual, message: status == .error ? message : nil, duration: duration)
    }
}

/// Replays stored sessions against their goldens, on several threads, and
/// returns results in the stable order of the names given.
///
/// Each worker opens its own read-only connection and streams one session
/// at a time from it, so memory does not grow with the corpus.
public struct SuiteRunner: Sendable {
    public var workspace: Workspace
    public var replayer: Replayer
    /// Worker threads (at least 1).
    public var jobs: Int
    /// Called on the thread that delivers results, after each one, with (sessions done, sessions in all).
    public var progress: (@Sendable (Int, Int) -> Void)?

    /// Device goldens record only what the device saw of some recognizers,
    /// at the device's times: they are compared on (recognizer, state) with
    /// times within this tolerance (CHOICE: 50 ms, three 60 Hz frames; a
    /// device's timing is never the model's to the microsecond).
    public static let deviceTimeTolerance: Int64 = 50_000_000

    public init(workspace: Workspace, replayer: Replayer, jobs: Int) {
        self.workspace = workspace
        self.replayer = replayer
        self.jobs = max(1, jobs)
    }

    /// Replays `names` (sessions in the store) in the scenes of `scenes`.
    public func run(names: [String], scenes: [String: Scene]) throws -> [SessionRun] {
        try run(names: names, found: scenes.mapValues(FoundScene.found))
    }

    /// Replays `names` (sessions in the store) in the scenes found for them: a session whose
    /// scene was not found, or is broken, is an error; one whose scene was removed, obsolete.
    public func run(names: [String], found scenes: [String: FoundScene]) throws -> [SessionRun] {
        var results: [SessionRun] = []
        results.reserveCapacity(names.count)
        try run(names: names, found: scenes) { results.append($0) }
        return results
    }

    /// Sessions replayed ahead of the one `deliver` waits for, at most: the
    /// memory of a run stays bounded whatever the corpus's size.
    static let window = 1024

    /// Replays `names` on `jobs` worker threads and hands each result to
    /// `deliver`, on the calling thread, in the order of `names`.
    public func run(names: [String], found scenes: [String: FoundScene], deliver: (SessionRun) throws -> Void) throws {
        let workers = min(jobs, max(1, names.count))
        let queue = ResultQueue(count: names.count, workers: workers)
        for _ in 0..<workers {
            let thread = Thread { [self] in
                defer { queue.workerFinished() }
                do {
                    let store = try Store.open(path: workspace.databasePath, readOnly: true)
                    let renderer = OutcomeRenderer()  // the worker's one outcome buffer
                    var results: [SessionRun] = []
                    while let indices = queue.claim() {
                        results.removeAll(keepingCapacity: true)
                        // One snapshot for the few sessions claimed: no lock or file check per
                        // session, and a writer (an import meanwhile) waits for one batch at most.
                        try store.withReadSnapshot {
                            for index in indices {
                                results.append(try replay(names[index], store: store, scenes: scenes, renderer: renderer))
                            }
                        }
                        queue.put(results, from: indices.lowerBound)
                    }
                } catch {
                    queue.fail(error)
                }
            }
            thread.stackSize = 8 << 20
            thread.start()
        }
        defer { queue.waitForWorkers(workers) }
        var batch: [SessionRun] = []
        var delivered = 0
        while try queue.take(into: &batch) {
            for result in batch {
                try deliver(result)
                delivered += 1
                progress?(delivered, names.count)
            }
            batch.removeAll(keepingCapacity: true)
        }
    }

    /// Replays one stored session and compares it with its golden.
    func replay(_ name: String, store: Store, scenes: [String: FoundScene], renderer: OutcomeRenderer) throws -> SessionRun {
        let clock = ContinuousClock()
        let start = clock.now
        // The session, its samples and its golden in one statement (in the worker's snapshot).
        guard let input = try store.replayInput(named: name) else { throw StoreError.noSuchSession(name: name) }
        let session = input.session
        var run = SessionRun(name: name, scene: session.scene, status: .pass, diff: [], actual: nil, message: nil,
                             goldenOrigin: nil, duration: .zero)
        let scene: Scene
        switch scenes[session.scene] ?? .notFound("scene \"\(session.scene)\" not found") {
        case .found(let found):
            scene = found
        case .broken(let message), .notFound(let message):
            run.status = .error
            run.message = message
            run.duration = clock.now - start
            return run
        case .removed(let message):
            run.status = .obsolete
            run.message = message
            run.duration = clock.now - start
            return run
        }
        do {
            // Rendered as it happens, with no list of observations kept.
            try replayer.replay(session, in: scene, renderingInto: renderer)
            let golden = input.golden
            run.goldenOrigin = golden?.origin
            try renderer.withBytes { actual in
                if let golden {
                    // Equal bytes pass at once; only a difference is decoded, parsed and aligned,
                    // against the observations of a second, structured replay (the model
                    // is deterministic: the same observations the bytes were rendered from).
                    if golden.origin == .approved && SuiteRunner.sameBytes(golden.outcome, actual) {
                        // Equal and both empty: replayed, unchanged, and testing nothing.
                        run.status = actual.isEmpty && !scene.emptyOutcomesExpected ? .empty : .pass
                    } else {
                        let outcome = try replayer.replay(session, in: scene).outcome
                        run.diff = try SuiteRunner.compare(golden: golden.golden, actual: outcome)
                        run.status = run.diff.isEmpty ? .pass : .regression
                        // A device golden is compared on the recognizers it names: one that names
                        // none passes whatever the replay does, and so tests nothing.
                        if run.status == .pass && golden.outcome.isEmpty && !scene.emptyOutcomesExpected {
                            run.status = .empty
                        }
                    }
                } else {
                    run.status = .new
                }
                if run.status != .pass { run.actual = String(decoding: actual, as: UTF8.self) }
            }
        } catch let error as SceneError {
            run.status = .error
            run.message = error.description
        } catch let error as InputError {
            run.status = .error
            run.message = "its golden is unreadable: \(error.description)"
        }
        run.duration = clock.now - start
        return run
    }

    /// Whether `stored` and `bytes` are the same bytes (memcmp).
    static func sameBytes(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.withUnsafeBufferPointer { stored in
            stored.count == bytes.count && (stored.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, stored.count) == 0)
        }
    }

    /// The differences between a golden and a replay's outcome. An approved
    /// golden is compared whole; a device golden on its recognizers' states.
    public static func compare(golden: Golden, actual: Outcome) throws(InputError) -> [String] {
        let expected = try Outcome.parse(jsonLines: golden.outcome, file: "golden of \(golden.session)")
        switch golden.origin {
        case .approved:
            return OutcomeDiff(expected: expected, actual: actual).lines
        case .device:
            let names = Set(expected.observations.compactMap(\.recognizerName))
            return OutcomeDiff(
                expected: expected.statesOnly(of: names), actual: actual.statesOnly(of: names),
                timeTolerance: deviceTimeTolerance
            ).lines
        }
    }

    /// Whether the stable hash of `name` falls in `shard`: a session stays
    /// on its shard as the corpus grows, on every machine.
    public static func isIn(_ shard: Shard, name: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64 bit
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        return shard.contains(offset: Int(hash % UInt64(Int32.max)))
    }
}

/// The hand-over between the replay workers and the thread that delivers
/// results in order: workers claim indices a few at a time, at most
/// `window` ahead of the next result taken, and hand each few over with one
/// lock; the deliverer sleeps until a batch of consecutive results is ready
/// (or the last ones), so that neither side wakes the other for every
/// session. The first error stops everyone.
final class ResultQueue: @unchecked Sendable {
    /// The most indices a worker claims at once (fewer near the end, so that the workers finish together).
    static let claimSize = 16
    /// Consecutive results the deliverer waits for before it wakes (fewer at the end).
    static let takeSize = 16

    private let condition = NSCondition()
    private let count: Int
    private let window: Int
    private let workers: Int
    /// The results of `nextTake..<nextClaim`, at `index % window`; nil until put.
    private var slots: [SessionRun?]
    private var nextClaim = 0
    private var nextTake = 0
    /// Every result of `nextTake..<readyEnd` is in `slots`.
    private var readyEnd = 0
    private var isStopped = false
    private var error: Error?
    private var finishedWorkers = 0
    private var isTakerWaiting = false
    private var waitingClaimers = 0

    init(count: Int, workers: Int, window: Int = SuiteRunner.window) {
        precondition(window >= ResultQueue.takeSize, "the window holds a whole batch")
        self.count = count
        self.workers = max(1, workers)
        self.window = window
        slots = Array(repeating: nil, count: min(window, count))
    }

    /// The next indices to replay, or nil when all are claimed, the run
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
    func put(_ results: [SessionRun], from start: Int) {
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
    func take(into batch: inout [SessionRun]) throws -> Bool {
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

extension Observation {
    var recognizerName: String? {
        if case .recognizer(let name, _, _, _) = subject { return name }
        return nil
    }
}

extension Outcome {
    /// Only the state changes of the named recognizers, without values.
    func statesOnly(of names: Set<String>) -> Outcome {
        Outcome(observations.compactMap { observation in
            guard case .recognizer(let name, let state, _, _) = observation.subject, names.contains(name) else { return nil }
            return Observation(time: observation.time, subject: .recognizer(name: name, state: state, values: [], reason: nil))
        })
    }
}
