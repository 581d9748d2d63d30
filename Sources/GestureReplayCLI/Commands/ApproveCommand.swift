import Foundation
import GestureReplay
import GestureStore

/// `gesture-replay approve NAME... | --failing`: today's replay becomes the golden.
enum ApproveCommand {
    static let spec = CommandSpec(
        "approve",
        abstract: "Accept the current outcome of sessions as their new golden.",
        discussion: [
            "Replays each session now and stores the outcome as its approved golden. Refused when CI is set (goldens are never re-recorded in CI) unless --force.",
        ],
        arguments: [.zeroOrMore("names", help: "Sessions to approve.")],
        options: [
            .flag("failing", help: "Approve every session that failed or was new in the latest run."),
            .flag("force", help: "Approve even when CI is set."),
            Workspace.thresholdOption,
            Workspace.scenesOption,
            .quiet,
        ],
        examples: ["approve double-tap", "approve --failing"])

    static func run(_ arguments: ParsedArguments, _ context: Context, registry: SceneRegistry) throws -> ExitCode {
        var names = arguments.arguments("names")
        guard arguments.flag("failing") != !names.isEmpty else {
            throw arguments.usageError("give session names or --failing, not both")
        }
        if context.isCI, !arguments.flag("force") {
            throw arguments.usageError("goldens are never re-recorded in CI (CI is set); add --force if you mean it")
        }
        let workspace = Workspace(registry: registry, arguments: arguments, context: context)
        let store = try workspace.openStore()
        if arguments.flag("failing") {
            guard let history = try workspace.openHistoryForReading(), let latest = try history.runs(last: 1).first else {
                context.terminal.status("no run yet: nothing is failing")
                return .success
            }
            names = try history.results(of: latest.id).filter { [.regression, .new].contains($0.status) }.map(\.session)
        }
        let replayer = Replayer(registry: registry, thresholdOverrides: try Workspace.thresholdOverrides(arguments))
        let finder = try workspace.sceneFinder(store: store)
        for name in names {
            guard let session = try store.session(named: name) else { throw StoreError.noSuchSession(name: name) }
            let scene = try finder.entry(session.scene).scene
            let outcome = try replayer.replay(session, in: scene).outcome
            try store.setGolden(session: name, outcome: outcome.jsonLines, origin: .approved, toolVersion: GestureReplayCLI.version)
            context.terminal.status("approved \(name): \(outcome.observations.count) observations")
            if outcome.observations.isEmpty && !scene.emptyOutcomesExpected { context.terminal.warning(EmptyOutcome.warning(name)) }
        }
        if names.isEmpty { context.terminal.status("nothing to approve") }
        return .success
    }
}
