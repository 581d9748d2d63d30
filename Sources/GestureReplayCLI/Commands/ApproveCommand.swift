import ArgumentParsing
import Foundation
import GestureModel
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
            "Replays each session now and stores the outcome as its approved golden. One transaction for all the names: an unknown name or a failure approves none. Refused when CI is set (goldens are never re-recorded in CI) unless --force.",
            "Refused under --threshold unless --approve-under-overrides is given: the golden would hold what only that override produces, and every run without it would fail. To change a threshold for good, put it in the scene file's \"thresholds\" and approve without --threshold.",
        ],
        examples: ["approve double-tap", "approve --failing"])

    @Argument(help: "Sessions to approve.") var names: [String]
    @Flag(help: "Approve every session that failed or was new in the latest run.") var failing: Bool
    @Flag(help: "Approve even when CI is set.") var force: Bool
    @Flag(help: "Approve under --threshold overrides: every run without the same overrides then fails.")
    var approveUnderOverrides: Bool
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var scenes: SceneOptions
    @OptionGroup var quiet: QuietOption

    func validate() throws(UsageError) {
        if failing && !names.isEmpty { throw UsageError("give session names or --failing, not both") }
        if !failing && names.isEmpty {
            throw UsageError("give session names, or --failing for those that failed in the latest run")
        }
        // CHOICE: refuse rather than store the overrides with the golden. A golden is what a plain
        // run must reproduce; one approved under an override records nothing of it, and every run
        // without that override then fails (issue 30, item 5). Whoever means it (a run that
        // always carries the override) says so with the flag.
        if !thresholds.overrides.isEmpty && !approveUnderOverrides {
            let given = thresholds.overrides.map { "--threshold \($0.key.rawValue)=\(StableNumber.text($0.value))" }
            throw UsageError(
                "approving under \(given.joined(separator: " ")) stores a golden that every run without \(given.count == 1 ? "that override" : "those overrides") fails; put the value in the scene file's \"thresholds\" and approve without --threshold, or add --approve-under-overrides if every run gives the same"
            )
        }
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
        // One transaction for the names (Workspace.approve says why): each line is printed once kept.
        let approvals = try RolledBackError.keeping("nothing was approved (approve keeps all its goldens or none)") {
            try workspace.approve(names, in: store, replayer: replayer, toolVersion: GestureReplayCLI.version)
        }
        for approval in approvals {
            context.terminal.status("approved \(approval.session): \(CountedNoun.text(approval.observationCount, "observation"))")
            if approval.testsNothing { context.terminal.warning(EmptyOutcome.warning(approval.session)) }
        }
        if names.isEmpty { context.terminal.status("nothing to approve") }
        return .success
    }
}
