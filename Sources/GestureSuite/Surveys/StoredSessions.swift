import GestureReplay
import GestureStore

/// The stored sessions of a workspace and the scenes they replay in, as the surveys (`margins`,
/// `perturb`, `coverage`) read them: one read-only store, each scene found once.
public final class StoredSessions {
    public let store: Store
    private let finder: SceneFinder
    private var scenes: [String: Scene] = [:]

    public init(workspace: Workspace) throws {
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
}
