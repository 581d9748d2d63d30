import Dispatch
import Foundation
import GestureModel
import GestureReplay
import GestureStore
import Synchronization

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
    /// Whether a regression's structured replay, made to tell what differs, is kept in its
    /// result (`SessionVerdict.replay`) for the reports' detail pages.
    public var keepsFailingReplays = false
    /// `run --min-margin`, when given: a verdict's `closeMargin` is its decision within it, in
    /// its sense (`Sequence<Decision>.closest(for:)`), when the replayer records margins.
    public var marginLimit: MarginLimit?

    public init(workspace: Workspace, replayer: Replayer, jobs: Int) {
        self.workspace = workspace
        self.replayer = replayer
        self.jobs = max(1, jobs)
    }

    /// Replays `names` (sessions in the store) in the scenes of `scenes`.
    public func run(names: [String], scenes: [String: Scene]) throws -> [SessionVerdict] {
        try run(names: names, found: scenes.mapValues(FoundScene.found))
    }

    /// Replays `names` (sessions in the store) in the scenes found for them: a session whose
    /// scene was not found, or is broken, is an error; one whose scene was removed, obsolete.
    public func run(names: [String], found scenes: [String: FoundScene]) throws -> [SessionVerdict] {
        var results: [SessionVerdict] = []
        results.reserveCapacity(names.count)
        try run(names: names, found: scenes) { results.append($0) }
        return results
    }

    /// Replays `names` on `jobs` worker threads (`WorkerPool`) and hands each result to
    /// `deliver`, on the calling thread, in the order of `names`.
    public func run(names: [String], found scenes: [String: FoundScene], deliver: (SessionVerdict) throws -> Void)
        throws
    {
        var delivered = 0
        try WorkerPool(jobs: jobs).run(
            count: names.count,
            worker: { [self] in
                let store = try Store.open(path: workspace.databasePath, readOnly: true)
                let renderer = OutcomeRenderer()  // the worker's one outcome buffer
                let matcher = OutcomeMatcher()  // and its one cursor in a golden's code
                return { indices, results in
                    // One snapshot for the few sessions claimed: no lock or file check per
                    // session, and a writer (an import meanwhile) waits for one batch at most.
                    try store.withReadSnapshot {
                        for index in indices {
                            results.append(
                                try replay(
                                    names[index], store: store, scenes: scenes, renderer: renderer, matcher: matcher))
                        }
                    }
                }
            },
            deliver: { result in
                try deliver(result)
                delivered += 1
                progress?(delivered, names.count)
            })
    }

    /// Replays one stored session and compares it with its golden.
    func replay(
        _ name: String, store: Store, scenes: [String: FoundScene], renderer: OutcomeRenderer,
        matcher: OutcomeMatcher
    ) throws -> SessionVerdict {
        let clock = ContinuousClock()
        let start = clock.now
        // The session, its samples and its golden in one statement (in the worker's snapshot).
        guard let input = try store.replayInput(named: name, codes: true) else {
            throw StoreError.noSuchSession(name: name)
        }
        let session = input.session
        var run = SessionVerdict(name: name, scene: session.scene, .pass())
        let scene: Scene
        switch scenes[session.scene] ?? .notFound("scene \"\(session.scene)\" not found") {
        case .found(let found):
            scene = found
        case .broken(let message), .notFound(let message):
            run.kind = .error(message: message)
            run.duration = clock.now - start
            return run
        case .removed(let message):
            run.kind = .obsolete(reason: message)
            run.duration = clock.now - start
            return run
        }
        do {
            if let code = input.code {
                // An approved golden's code (its text not read), compared as the replay happens:
                // nothing rendered, nothing kept.
                let decisions = try code.withUnsafeBytes { code in
                    try replayer.replay(session, in: scene, matching: code, with: matcher)
                }
                run.kind = .pass(origin: .approved)  // only approved goldens have codes
                run.noteMargins(of: decisions, limit: marginLimit)
                if matcher.matches {
                    // Equal and both empty: replayed, unchanged, and testing nothing.
                    if matcher.observationCount == 0 && !scene.emptyOutcomesExpected {
                        run.kind = .empty(origin: .approved, actual: "")
                    }
                } else {
                    // Its text, read now in the same snapshot, says how it differs.
                    guard let golden = try store.golden(for: name) else { throw StoreError.noSuchSession(name: name) }
                    run.kind = try compare(session, in: scene, with: golden, actual: nil)
                }
            } else {
                let golden = input.golden
                run.kind = .pass(origin: golden?.origin)
                // Rendered as it happens, with no list of observations kept.
                run.noteMargins(
                    of: try replayer.replay(session, in: scene, renderingInto: renderer), limit: marginLimit)
                try renderer.withBytes { actual in
                    if let golden {
                        if GoldenComparison(origin: golden.origin).passesOnEqualBytes
                            && SuiteRunner.sameBytes(golden.bytes, actual)
                        {
                            if actual.isEmpty && !scene.emptyOutcomesExpected {
                                run.kind = .empty(origin: golden.origin, actual: "")
                            }
                        } else {
                            run.kind = try compare(session, in: scene, with: golden, actual: actual)
                        }
                    } else {
                        run.kind = .new(actual: String(decoding: actual, as: UTF8.self))
                    }
                }
            }
        } catch let error as SceneError {
            run.kind = .error(message: error.description)
        } catch let error as InputError {
            run.kind = .error(message: "its golden is unreadable: \(error.description)")
        }
        run.duration = clock.now - start
        return run
    }

    /// The verdict on a replay that differs from `golden` as bytes or code (or may, for a golden
    /// not compared whole): the difference is decoded, parsed and aligned against the
    /// observations of a second, structured replay (the model is deterministic: the same
    /// observations the first replay compared). `actual` is the first replay's rendering, when
    /// it made one.
    ///
    /// A replay that differs from an approved golden is a regression; one that differs from a
    /// device golden is a model/device difference (the model does not reproduce what the device
    /// decided), with the relation the scene may lack or have wrongly when the difference has
    /// that shape (`RequirementHint`). A session with a device golden keeps how the two line up
    /// (`SessionVerdict.deviceAgreement`), passed or not, for the fidelity summary.
    private func compare(
        _ session: TouchSession, in scene: Scene, with golden: Golden, actual: UnsafeBufferPointer<UInt8>?
    ) throws -> SessionVerdict.Kind {
        let replay = try replayer.replay(session, in: scene)
        let judgement = try GoldenComparison.judge(golden: golden, replay: replay)
        var agreement: DeviceAgreement?
        if golden.origin == .device {
            let types = scene.recognizerTypes(registry: replayer.registry)
            agreement = DeviceAgreement(device: judgement.expected, model: judgement.actual) {
                types[$0] ?? "unknown"
            }
        }
        // The outcome of a session that did not pass, as JSON Lines.
        var actualText: String {
            actual.map { String(decoding: $0, as: UTF8.self) } ?? replay.outcome.jsonLines
        }
        let kept = keepsFailingReplays ? replay : nil
        switch judgement.status {
        case .regression:
            return .regression(diff: judgement.diff, actual: actualText, replay: kept)
        case .modelDiffers:
            return .modelDiffers(
                diff: judgement.diff, actual: actualText, hint: judgement.hint?.text, replay: kept,
                deviceAgreement: agreement)
        default:
            // A device golden is compared on the recognizers it names: one that names none
            // passes whatever the replay does, and so tests nothing.
            if golden.bytes.isEmpty && !scene.emptyOutcomesExpected {
                return .empty(origin: golden.origin, actual: actualText, deviceAgreement: agreement)
            }
            return .pass(origin: golden.origin, deviceAgreement: agreement)
        }
    }

    /// Whether `stored` and `bytes` are the same bytes (memcmp).
    static func sameBytes(_ stored: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.withUnsafeBufferPointer { stored in
            stored.count == bytes.count
                && (stored.isEmpty || memcmp(stored.baseAddress!, bytes.baseAddress!, stored.count) == 0)
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
