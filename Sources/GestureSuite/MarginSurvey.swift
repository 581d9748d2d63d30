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
        let stored = try StoredSessions(workspace: workspace)
        return try stored.names(names).map { name in
            let session = try stored.session(named: name)
            let result = try replayer.replay(session, in: stored.scene(named: session.scene))
            return SessionMargins(name: name, scene: session.scene, decisions: result.decisions)
        }
    }
}
