import ArgumentParsing
import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `show NAME`: one stored session, its replay now as a timeline, and how it differs from its golden.
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
