import ArgumentParsing
import CommandRunning
import Dispatch
import Foundation
import GestureModel
import GestureReplay
import GestureStore
import GestureSuite
import Synchronization

/// A generated corpus: sessions spread over the scenes of a folder (and the
/// registry's Swift scenes), each with the golden its replay gives today.
struct Corpus {
    let generator: CorpusGenerator
    let scenes: [String: Scene]
    let registry: SceneRegistry
    let count: Int
    let sceneFolder: URL
    /// The scenes as `import` stores them, with the files they were read from.
    let entries: [SceneLibrary.Entry]

    init(options: Options, registry: SceneRegistry) throws {
        let library = SceneLibrary(folder: options.sceneFolder, registry: registry)
        var scenes: [String: Scene] = [:]
        var sizes: [(name: String, width: Double, height: Double)] = []
        // The dense corpus is its scene file's alone, without the registry's Swift scenes.
        entries = try library.entries().filter { entry in
            if case .swift = entry.scene { !options.isDense } else { true }
        }
        for entry in entries {
            scenes[entry.scene.name] = entry.scene
            switch entry.scene {
            case .json(let spec): sizes.append((spec.name, spec.windowWidth, spec.windowHeight))
            case .swift(let scene): sizes.append((scene.name, scene.windowWidth, scene.windowHeight))
            }
        }
        guard !sizes.isEmpty else {
            throw InputError(
                file: options.sceneFolder.path, line: 0,
                reason: "no scenes (the default folders are the repository's: run from its root, or pass --scenes DIR)")
        }
        self.scenes = scenes
        self.registry = registry
        self.count = options.sessions
        self.sceneFolder = options.sceneFolder
        generator =
            options.isDense
            ? CorpusGenerator(scenes: sizes, seed: options.seed, rate: 120, gestures: CorpusGenerator.denseGestures)
            : CorpusGenerator(scenes: sizes, seed: options.seed)
    }

    /// Every session with its approved golden (JSON Lines), generated and replayed on `jobs` threads.
    func build(jobs: Int) throws -> [(TouchSession, Golden)] {
        let results = Mutex<[(TouchSession, Golden)?]>(Array(repeating: nil, count: count))
        let failure = Mutex<Error?>(nil)
        let next = Atomic<Int>(0)
        let replayer = Replayer(registry: registry)
        DispatchQueue.concurrentPerform(iterations: max(1, jobs)) { _ in
            while true {
                let index = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < count else { return }
                let session = generator.session(at: index)
                do {
                    let outcome = try replayer.replay(session, in: scenes[session.scene]!).outcome
                    let golden = Golden.approved(
                        session: session.name, outcome: outcome, toolVersion: ToolVersion.current)
                    results.withLock { $0[index] = (session, golden) }
                } catch {
                    failure.withLock { $0 = error }
                    return
                }
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return results.withLock { $0.compactMap { $0 } }
    }

    /// Writes a fresh database with every session and golden; returns what it did.
    func write(to path: String, jobs: Int) throws -> String {
        let clock = ContinuousClock()
        var sessions: [(TouchSession, Golden)] = []
        let built = clock.measure { sessions = (try? build(jobs: jobs)) ?? [] }
        guard sessions.count == count else { throw InternalError("the corpus could not be replayed") }
        let imported = try clock.measure { try Corpus.importAll(sessions, into: path, scenes: entries) }
        let samples = sessions.reduce(0) { $0 + $1.0.samples.count }
        return
            "generated and approved \(count) sessions (\(samples) samples) in \(Seconds(built)); imported in \(Seconds(imported)) into \(path)"
    }

    /// A fresh database at `path` with `sessions`, each session (with its golden) one transaction, as `import` stores them,
    /// and `scenes` with the files they were read from, so that a run on the database finds them wherever it is.
    static func importAll(
        _ sessions: [(TouchSession, Golden)], into path: String, scenes: [SceneLibrary.Entry], goldens: Bool = true
    ) throws {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
        try FileManager.default.createDirectory(
            at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
        let store = try Store.open(path: path)
        let workspace = Workspace(registry: SceneRegistry.builtIn, databasePath: path)
        for entry in scenes { try workspace.storeScene(entry, in: store) }
        try store.inOneTransaction {
            for (session, golden) in sessions {
                try store.insertSession(
                    session, source: SessionSource(format: .touchlog, fileName: "\(session.name).touches.jsonl"),
                    golden: goldens ? golden : nil)
            }
        }
    }
}

/// A duration in seconds with 3 decimals: `1.234 s`.
struct Seconds: CustomStringConvertible {
    let duration: Duration
    init(_ duration: Duration) { self.duration = duration }
    var value: Double { Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 }
    var description: String { String(format: "%.3f s", value) }
}
