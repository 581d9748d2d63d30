import GestureReplay
import GestureStore

/// The stored sessions of a workspace and the scenes they replay in, as the surveys (`margins`,
/// `perturb`, `coverage`) read them: one read-only store, each scene found once, and the
/// sessions replayed on worker threads (`forEach`).
public final class StoredSessions {
    public let store: Store
    private let workspace: Workspace
    private let finder: SceneFinder
    private var scenes: [String: Scene] = [:]

    public init(workspace: Workspace) throws {
        self.workspace = workspace
        store = try workspace.openStoreForReading()
        finder = try workspace.sceneFinder(store: store)
    }

    /// `names`, each checked to be stored, or every stored session for nil.
    public func names(_ names: [String]?) throws -> [String] {
        guard let names else { return try store.sessionNames() }
        for name in names where try store.sessionSummary(named: name) == nil {
            throw StoreError.noSuchSession(name: name)
        }
        return names
    }

    /// The stored session `name`.
    public func session(named name: String) throws -> TouchSession {
        guard let session = try store.session(named: name) else { throw StoreError.noSuchSession(name: name) }
        return session
    }

    /// The scene `name`, found as a run finds it (`SceneFinder`), once.
    public func scene(named name: String) throws -> Scene {
        if let scene = scenes[name] { return scene }
        let scene = try finder.entry(name).scene
        scenes[name] = scene
        return scene
    }

    /// Calls `work` with each of the sessions `names` and its scene on `jobs` worker threads
    /// (`WorkerPool`), and hands each result to `deliver`, on the calling thread, in the order of
    /// `names`. Each worker reads the sessions it claims through its own read-only connection,
    /// in one snapshot, and `work` replays them there, in instances of its own. The scenes are
    /// found here, once, before any worker starts: a session that is not stored, or whose scene
    /// is not found, throws its error when its turn comes, after the results before it, as a
    /// loop over `names` would.
    func forEach<Output: Sendable>(
        _ names: [String], jobs: Int, _ work: @escaping @Sendable (TouchSession, Scene) throws -> Output,
        deliver: (Output) throws -> Void
    ) throws {
        let found = try store.sessionSceneNames().map { name in (name, Result { try scene(named: name) }) }
        let scenes = Dictionary(found, uniquingKeysWith: { first, _ in first })
        let finder = self.finder
        let path = workspace.databasePath
        try WorkerPool(jobs: jobs).run(
            count: names.count,
            worker: {
                let store = try Store.open(path: path, readOnly: true)
                return { indices, results in
                    let sessions = try store.withReadSnapshot {
                        indices.map { index in Result { try store.session(named: names[index]) } }
                    }
                    for (index, session) in zip(indices, sessions) {
                        results.append(
                            Result {
                                guard let session = try session.get() else {
                                    throw StoreError.noSuchSession(name: names[index])
                                }
                                // A scene with no session when they were found (stored since) is found now.
                                let scene = try scenes[session.scene]?.get() ?? finder.entry(session.scene).scene
                                return try work(session, scene)
                            })
                    }
                }
            },
            deliver: { (result: Result<Output, any Error>) in try deliver(result.get()) })
    }
}
