import Foundation
import GestureModel
import GestureReplay
import GestureStore

/// The coverage of each scene's arbitration graph by its stored sessions
/// (`gesture-replay coverage`, `SceneCoverage`).
public struct CoverageSurvey: Sendable {
    public var workspace: Workspace
    public var replayer: Replayer

    public init(workspace: Workspace, replayer: Replayer) {
        self.workspace = workspace
        self.replayer = replayer
    }

    /// The scenes `names` (every scene that has sessions, for none), by name, each with what its
    /// sessions exercised; a scene named that has no session is covered by none.
    public func measure(scenes names: [String]) throws -> [SceneCoverage] {
        let stored = try StoredSessions(workspace: workspace)
        let sceneNames = names.isEmpty ? try stored.store.sessionSceneNames() : names
        return try sceneNames.map { name in
            let scene = try stored.scene(named: name)
            // The scene's graph, from an instance built on this thread (`ReplayActor`).
            var coverage = try ReplayActor.assumeIsolated { () throws(SceneError) in
                let instance = try scene.instantiate(
                    registry: replayer.registry, overrides: replayer.thresholdOverrides)
                return SceneCoverage(scene: name, instance: instance)
            }
            for session in try stored.store.sessionNames(scene: name) {
                coverage.add(try replayer.replay(stored.session(named: session), in: scene).outcome)
            }
            return coverage
        }
    }
}
