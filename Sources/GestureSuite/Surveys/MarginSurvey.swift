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
    /// Worker threads the sessions are replayed on (`WorkerPool`); the margins come out in the
    /// same order whatever it is.
    public var jobs = 1

    public init(workspace: Workspace, replayer: Replayer) {
        self.workspace = workspace
        self.replayer = replayer
        self.replayer.recordsMargins = true
    }

    /// Measures the sessions `names`, or every stored session for nil, on `jobs` threads, and
    /// hands each to `body` in that order as it is replayed (a corpus is never held whole), made
    /// into what `body` prints by `render` on the thread that replayed it, so that a report's
    /// text is made on every core and not on the caller's alone. Returns how many sessions were
    /// measured.
    @discardableResult
    public func measure<Rendered: Sendable>(
        names: [String]?, rendering render: @escaping @Sendable (SessionMargins) -> Rendered,
        _ body: (Rendered) throws -> Void
    ) throws -> Int {
        let stored = try StoredSessions(workspace: workspace)
        let selected = try stored.names(names)
        try stored.forEach(
            selected, jobs: jobs,
            { [replayer] session, scene in
                let result = try replayer.replay(session, in: scene)
                return render(SessionMargins(name: session.name, scene: session.scene, decisions: result.decisions))
            }, deliver: body)
        return selected.count
    }
}
