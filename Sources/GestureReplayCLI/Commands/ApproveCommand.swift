import Foundation
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `gesture-replay approve NAME... | --failing`: today's replay becomes the golden.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "approve",
        abstract: "Accept the current outcome of sessions as their new golden.",
        discussion: [
            "Replays each session now and stores the outcome as its approved golden. Refused when CI is set (goldens are never re-recorded in CI) unless --force."
        ],
        examples: ["approve double-tap", "approve --failing"])

    @Argument(help: "Sessions to approve.") var names: [String]
    @Flag(help: "Approve every session that failed or was new in the latest run.") var failing: Bool
    @Flag(help: "Approve even when CI is set.") var force: Bool
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var scenes: SceneOptions
    @OptionGroup var quiet: QuietOption

    func validate() throws(UsageError) {
        guard failing != !names.isEmpty else { throw UsageError("give session names or --failing, not both") }
    }

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        var names = self.names
        if context.isCI, !force {
            throw UsageError("goldens are never re-recorded in CI (CI is set); add --force if you mean it")
        }
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let store = try workspace.openStore()
        if failing {
            guard let failing = try workspace.sessionsToApprove(in: try workspace.openHistoryForReading()) else {
                context.terminal.status("no run yet: nothing is failing")
                return .success
            }
            names = failing
        }
        let replayer = Replayer(registry: registry, thresholdOverrides: thresholds.list)
        try workspace.approve(names, in: store, replayer: replayer, toolVersion: GestureReplayCLI.version) { approval in
            context.terminal.status("approved \(approval.session): \(CountedNoun.text(approval.observationCount, "observation"))")
            if approval.testsNothing { context.terminal.warning(EmptyOutcome.warning(approval.session)) }
        }
        if names.isEmpty { context.terminal.status("nothing to approve") }
        return .success
    }
}
