import GestureReplay
import GestureStore

/// One session approved: today's replay of it became its golden.
public struct Approval: Sendable, Equatable {
    public var session: String
    /// How many observations the new golden holds.
    public var observationCount: Int
    /// Whether the golden tests nothing: it holds no observation, in a scene whose sessions are
    /// not meant to be empty (`SceneSpec.emptyOutcomesExpected`).
    public var testsNothing: Bool
}

extension Workspace {
    /// The sessions the latest run of `history` left regressed or new: what `approve --failing`
    /// approves. Nil when no run was recorded yet.
    public func sessionsToApprove(in history: History?) throws -> [String]? {
        guard let history, let latest = try history.runs(last: 1).first else { return nil }
        return try history.results(of: latest.id).filter { [.regression, .new].contains($0.status) }.map(\.name)
    }

    /// Replays each of `names` in its scene with `replayer` and stores the outcome as the
    /// session's approved golden, each in its own transaction, calling `approved` after each.
    public func approve(
        _ names: [String], in store: Store, replayer: Replayer, toolVersion: String, approved: (Approval) -> Void
    ) throws {
        let finder = try sceneFinder(store: store)
        for name in names {
            guard let session = try store.session(named: name) else { throw StoreError.noSuchSession(name: name) }
            let scene = try finder.entry(session.scene).scene
            let outcome = try replayer.replay(session, in: scene).outcome
            try store.setGolden(.approved(session: name, outcome: outcome, toolVersion: toolVersion))
            approved(
                Approval(
                    session: name, observationCount: outcome.observations.count,
                    testsNothing: outcome.observations.isEmpty && !scene.emptyOutcomesExpected))
        }
    }
}
