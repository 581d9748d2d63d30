import GestureSuite
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
            guard let failing = try workspace.sessionsToApprove(in: try workspace.openHistoryForReading()) else {
                context.terminal.status("no run yet: nothing is failing")
                return .success
            }
            names = failing
        }
        let replayer = Replayer(registry: registry, thresholdOverrides: try Workspace.thresholdOverrides(arguments))
        try workspace.approve(names, in: store, replayer: replayer, toolVersion: GestureReplayCLI.version) { approval in
            context.terminal.status("approved \(approval.session): \(approval.observationCount) observations")
            if approval.testsNothing { context.terminal.warning(EmptyOutcome.warning(approval.session)) }
        }
        if names.isEmpty { context.terminal.status("nothing to approve") }
        return .success
    }
}
