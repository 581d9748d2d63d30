import GestureReplay
import GestureStore

/// What `run` replays: the sessions named (or all), those of its shard, less the retired
/// ones, with each scene they use found once.
public struct RunSelection: Sendable {
    /// The sessions to replay, in the order given (all: by name).
    public var names: [String]
    /// The sessions selected but retired: not part of the run.
    public var retired: [RetiredSession]
    /// Each scene the stored sessions use, found once: a missing or broken one fails only its
    /// sessions.
    public var found: [String: FoundScene]

    /// The selection of `names` (nil: every stored session, none checked), each checked to be
    /// stored, in `shard` when given.
    public init(names: [String]?, shard: Shard?, store: Store, workspace: Workspace) throws {
        var selected = try names ?? store.sessionNames()
        if names != nil {
            for name in selected where try store.sessionSummary(named: name) == nil {
                throw StoreError.noSuchSession(name: name)
            }
        }
        if let shard { selected = selected.filter { SuiteRunner.isIn(shard, name: $0) } }
        let found = try workspace.sceneFinder(store: store).find(try store.sessionSceneNames())
        // CHOICE: a retired session is not part of the run (as a session of another shard): not
        // replayed, no result in the history, no status, so no verdict kind or history rule
        // changes; the summary lists it apart, saying whether its scene is gone.
        let retiredAt = try store.retiredSessions()
        retired = try selected.compactMap { name in
            guard let at = retiredAt[name] else { return nil }
            let scene = try store.sessionSummary(named: name)?.scene ?? ""
            return RetiredSession(name: name, scene: scene, retiredAt: at, isSceneFound: found[scene]?.scene != nil)
        }
        selected.removeAll { retiredAt[$0] != nil }
        self.names = selected
        self.found = found
    }

    /// The scenes found, by name.
    public var scenes: [String: Scene] { found.compactMapValues(\.scene) }
}
