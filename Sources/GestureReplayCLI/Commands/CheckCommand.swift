import ArgumentParsing
import GestureReplay
import GestureSuite

/// `gesture-replay check [--repair]`: is the store sound, and can every
/// golden still be replayed? One line per problem with the command that
/// fixes it; exit 0 when healthy, 1 when something was found. The checking
/// is `StoreCheck`'s; the words are `CheckReportText`'s.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "check",
        abstract:
            "Check the database: its integrity, sessions and goldens the scenes no longer fit, orphan rows and unfinished runs.",
        discussion: [
            "Prints one line per problem, each with the command that fixes it, and exits 1 when there is any (0 when the database is healthy). Without --repair nothing is written.",
            "--repair deletes rows that belong to nothing and runs that never finished, corrects run counts, and upgrades an older schema; what it cannot repair (damage, sessions and goldens) is left to the commands printed.",
        ],
        examples: ["check", "check --repair"])

    @Flag(help: "Fix what can be fixed without a decision: orphan rows, unfinished runs, run counts, an older schema.")
    var repair: Bool
    @OptionGroup var scenes: SceneOptions

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let report = try StoreCheck(workspace: workspace, isRepairing: repair).run()
        let text = CheckReportText(report, workspace: workspace)
        if let repairLine = text.repairLine { context.terminal.status(repairLine) }
        for line in text.problemLines { context.terminal.print(line) }
        context.terminal.print(text.closingLine)
        return report.findings.isEmpty ? .success : .regressions
    }
}
