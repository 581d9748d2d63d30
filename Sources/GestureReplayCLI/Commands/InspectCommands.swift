import ArgumentParsing
import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `list`, `show`, `delete`: looking at and pruning the stored sessions.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "list", abstract: "List stored sessions: scene, touches, duration, golden and latest status.")

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, context: context)
        let store = try workspace.openStoreForReading()
        let history = try workspace.openHistoryForReading(of: store)
        let latest = try history?.runs(last: 1).first
        let statuses = Dictionary(
            try latest.map { try history!.results(of: $0.id) }?.map { ($0.name, $0.status.rawValue) } ?? [],
            uniquingKeysWith: { first, _ in first })
        // A retired session is left out of every run from now on: that, not its last result.
        let retired = try store.retiredSessions()
        var rows = [["SESSION", "SCENE", "TOUCHES", "SAMPLES", "DURATION", "GOLDEN", "LAST RUN"]]
        for summary in try store.sessionSummaries() {
            let golden = try store.golden(for: summary.name)?.origin.rawValue ?? "none"
            rows.append([
                summary.name, summary.scene, String(summary.touchCount), String(summary.sampleCount),
                StableNumber.text(summary.duration.seconds) + " s", golden,
                retired[summary.name] != nil ? "retired" : statuses[summary.name] ?? "-",
            ])
        }
        for line in TextTable.lines(rows) { context.terminal.print(line) }
        return .success
    }
}

struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "show",
        abstract:
            "Show a stored session: where it came from, its replay now as a timeline, and how it differs from its golden."
    )

    @Argument(help: "The session.") var name: String
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var scenes: SceneOptions

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let store = try workspace.openStoreForReading()
        guard let summary = try store.sessionSummary(named: name), let session = try store.session(named: name) else {
            throw StoreError.noSuchSession(name: name)
        }
        let terminal = context.terminal
        terminal.print("session  \(summary.name)")
        terminal.print("scene    \(summary.scene)")
        terminal.print(
            "source   \(summary.source.format.rawValue) \(summary.source.fileName ?? "")\(summary.device.map { " (\($0))" } ?? "")"
        )
        terminal.print(
            "touches  \(CountedNoun.text(summary.touchCount, "finger")), \(CountedNoun.text(summary.sampleCount, "sample")), \(StableNumber.text(summary.duration.seconds)) s"
        )
        let golden = try store.golden(for: name)
        terminal.print(
            "golden   \(golden.map { "\($0.origin.rawValue) by gesture-replay \($0.toolVersion)" } ?? "none")")
        if let retiredAt = try store.retiredSessions()[name] {
            terminal.print(
                "retired  on \(UTCDate.readable(retiredAt)): runs leave it out; count it again: \(workspace.command("retire", name, options: [.flag("undo")]))"
            )
        }
        let scene = try workspace.sceneFinder(store: store).entry(summary.scene).scene
        let result = try Replayer(registry: registry, thresholdOverrides: thresholds.list)
            .replay(session, in: scene)
        terminal.print("")
        terminal.print("replay now:")
        terminal.standardOutput.write(result.outcome.timeline(trace: result.trace))
        if result.outcome.observations.isEmpty && !scene.emptyOutcomesExpected { terminal.print(EmptyOutcome.hint) }
        if let golden {
            let judgement = try GoldenComparison.judge(golden: golden, replay: result)
            terminal.print("")
            switch judgement.status {
            case .modelDiffers:
                // The model's finding, not the team's regression: no accept, which would replace
                // what the device decided with what the model does.
                terminal.print("the model does not reproduce its device golden:")
                for line in judgement.diff { terminal.print("    \(TerminalText.sanitized(line))") }
                if let hint = judgement.hint { terminal.print("hint: \(TerminalText.sanitized(hint.text))") }
            case .regression:
                terminal.print("differs from its golden:")
                for line in judgement.diff { terminal.print("    \(line)") }
                terminal.print("accept: \(workspace.command("approve", name))")
            default:
                terminal.print("matches its golden")
            }
        }
        return .success
    }
}

struct DeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "delete", abstract: "Delete stored sessions with their goldens (the run history keeps their results).")

    @Argument(atLeastOne: true, help: "Sessions to delete.") var names: [String]
    @OptionGroup var quiet: QuietOption

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, context: context)
        let store = try workspace.openStore()
        // CHOICE: one transaction for the names, as approve: a list is one decision, and a rerun
        // after half of it would fail on the names already gone. Each line is printed once kept.
        try RolledBackError.keeping("nothing was deleted (delete removes all the sessions named or none)") {
            try store.inOneTransaction {
                for name in names {
                    guard try store.deleteSession(named: name) else { throw StoreError.noSuchSession(name: name) }
                }
            }
        }
        for name in names { context.terminal.status("deleted \(name)") }
        return .success
    }
}
