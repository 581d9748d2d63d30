import Foundation
import GestureModel
import GestureReplay
import GestureStore

/// The coverage of each scene's arbitration graph by its stored sessions
/// (`gesture-replay coverage`, `SceneCoverage`).
public struct CoverageSurvey: Sendable {
    public var workspace: Workspace
    public var replayer: Replayer
    /// Worker threads the sessions are replayed on (`WorkerPool`); the counts are the same
    /// whatever it is.
    public var jobs = 1

    public init(workspace: Workspace, replayer: Replayer) {
        self.workspace = workspace
        self.replayer = replayer
    }

    /// The scenes `names` (every scene that has sessions, for none), by name, each with what its
    /// sessions exercised; a scene named that has no session is covered by none. The sessions of
    /// every scene are replayed together on `jobs` threads, each counted apart on the thread that
    /// replayed it and added to its scene's coverage in order; a scene that cannot be found or
    /// built throws after the sessions of the scenes before it, as a loop over the scenes would.
    public func measure(scenes names: [String]) throws -> [SceneCoverage] {
        let stored = try StoredSessions(workspace: workspace)
        let sceneNames = names.isEmpty ? try stored.store.sessionSceneNames() : names
        var coverages: [SceneCoverage] = []
        var sessions: [String] = []  // the sessions of each scene in turn
        var coverageOfSession: [Int] = []  // the index in `coverages` of each of `sessions`
        var sceneError: (any Error)?
        for name in sceneNames {
            do {
                let scene = try stored.scene(named: name)
                // The scene's graph, from an instance built on this thread (`ReplayActor`).
                let coverage = try ReplayActor.assumeIsolated { () throws(SceneError) in
                    let instance = try scene.instantiate(
                        registry: replayer.registry, overrides: replayer.thresholdOverrides)
                    return SceneCoverage(scene: name, instance: instance)
                }
                coverages.append(coverage)
                let names = try stored.store.sessionNames(scene: name)
                sessions += names
                coverageOfSession += repeatElement(coverages.count - 1, count: names.count)
            } catch {
                sceneError = error
                break
            }
        }
        let uncounted = Dictionary(coverages.map { ($0.scene, $0) }, uniquingKeysWith: { first, _ in first })
        var counted = 0
        try stored.forEach(
            sessions, jobs: jobs,
            { [replayer] session, scene in
                guard var coverage = uncounted[session.scene] else {
                    preconditionFailure("\(session.name) is a session of a scene measured")
                }
                coverage.add(try replayer.replay(session, in: scene).outcome)
                return coverage
            }
        ) {
            coverages[coverageOfSession[counted]].add($0)
            counted += 1
        }
        if let sceneError { throw sceneError }
        return coverages
    }
}
