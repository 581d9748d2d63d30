import Foundation
import GestureModel
import GestureReplay
import GestureStore

/// How close each decision of stored sessions came to flipping (`gesture-replay margins`):
/// every session replayed with its decisions' threshold checks recorded
/// (`Replayer.recordsMargins`, docs/SEMANTICS.md §8).
public struct MarginSurvey: Sendable {
    public var workspace: Workspace
    public var replayer: Replayer

    public init(workspace: Workspace, replayer: Replayer) {
        self.workspace = workspace
        self.replayer = replayer
        self.replayer.recordsMargins = true
    }

    /// The sessions `names`, or every stored session for nil, in that order.
    public func measure(names: [String]?) throws -> [SessionMargins] {
        let store = try workspace.openStoreForReading()
        let finder = try workspace.sceneFinder(store: store)
        var scenes: [String: Scene] = [:]
        return try (names ?? store.sessionNames()).map { name in
            guard let session = try store.session(named: name) else { throw StoreError.noSuchSession(name: name) }
            let scene = try scenes[session.scene] ?? finder.entry(session.scene).scene
            scenes[session.scene] = scene
            let result = try replayer.replay(session, in: scene)
            return SessionMargins(name: name, scene: session.scene, decisions: result.decisions)
        }
    }
}
