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
    /// session's approved golden, all in one transaction, and returns what was approved.
    ///
    /// CHOICE: one transaction for the command, not one per name. The names are one decision
    /// (`approve --failing` is the set the last run failed): half of them approved is a state
    /// nobody chose, which a rerun cannot tell from the whole; all or none is what the output
    /// can say in one line, and the disk is waited for once.
    public func approve(_ names: [String], in store: Store, replayer: Replayer, toolVersion: String) throws
        -> [Approval]
    {
        let finder = try sceneFinder(store: store)
        return try store.inOneTransaction {
            try names.map { name in
                guard let session = try store.session(named: name) else { throw StoreError.noSuchSession(name: name) }
                let scene = try finder.entry(session.scene).scene
                let outcome = try replayer.replay(session, in: scene).outcome
                try store.setGolden(.approved(session: name, outcome: outcome, toolVersion: toolVersion))
                return Approval(
                    session: name, observationCount: outcome.observations.count,
                    testsNothing: outcome.observations.isEmpty && !scene.emptyOutcomesExpected)
            }
        }
    }
}
