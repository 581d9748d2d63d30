import ArgumentParsing
import GestureReplay
import GestureStore
import GestureSuite

/// `gesture-replay retire NAME... [--undo]`: a person says a session is kept on purpose though
/// it tests nothing now (its scene file is gone), so that a run neither replays it nor fails on it.
struct RetireCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "retire",
        abstract: "Mark sessions retired: kept with their goldens, but no longer replayed or failing a run.",
        discussion: [
            "A session whose scene file is gone is obsolete: it tests nothing, and when CI is set it fails the run. Retire it to keep it (its golden as a record) without that failure, or delete it. A run lists retired sessions apart and replays none of them; --undo makes them count again.",
            "One transaction for all the names: an unknown name retires none. Refused when CI is set (a person retires a session, never CI) unless --force; --undo is not refused, as it only makes runs stricter.",
        ],
        examples: ["retire single-tap double-tap", "retire --undo single-tap"])

    @Argument(atLeastOne: true, help: "Sessions to retire.") var names: [String]
    @Flag(help: "Make the sessions count again: not retired.") var undo: Bool
    @Flag(help: "Retire even when CI is set.") var force: Bool
    @OptionGroup var quiet: QuietOption

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        // CHOICE: as approve. Retiring turns a failing run green, which a person decides on a
        // developer's machine and commits; undoing it can only make a run fail, so CI may.
        if context.isCI, !force, !undo {
            throw UsageError("sessions are never retired in CI (CI is set); add --force if you mean it")
        }
        let workspace = Workspace(registry: registry, context: context)
        let store = try workspace.openStore()
        let verb = undo ? "unretired" : "retired"
        // One transaction for the names, as delete and approve: a list is one decision.
        try RolledBackError.keeping("nothing was \(verb) (retire changes all the sessions named or none)") {
            try store.inOneTransaction {
                for name in names {
                    guard try store.retireSession(named: name, undo: undo) else {
                        throw StoreError.noSuchSession(name: name)
                    }
                }
            }
        }
        for name in names { context.terminal.status("\(verb) \(name)") }
        return .success
    }
}
