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

    /// Measures the sessions `names`, or every stored session for nil, in that order, handing
    /// each to `body` as it is replayed (a corpus is never held whole); returns how many.
    @discardableResult
    public func measure(names: [String]?, _ body: (SessionMargins) throws -> Void) throws -> Int {
        let stored = try StoredSessions(workspace: workspace)
        let selected = try stored.names(names)
        for name in selected {
            let session = try stored.session(named: name)
            let result = try replayer.replay(session, in: stored.scene(named: session.scene))
            try body(SessionMargins(name: name, scene: session.scene, decisions: result.decisions))
        }
        return selected.count
    }
}
