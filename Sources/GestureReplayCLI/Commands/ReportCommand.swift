import ArgumentParsing
import Foundation
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `report`: the nightly regression report from the run history.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "report",
        abstract: "Report on the run history: what newly fails, what was fixed, what still fails and since when.",
        discussion: [
            "Reads the finished runs in the database: the last N, leaving out those started before --since. The latest of them is reported on and compared with the one before; \"failing since\" looks at the whole history. A summary goes to standard output; --html and --markdown also write the full report, with a trend chart of the runs' counts, the slowest sessions and the obsolete goldens.",
            "Exit status 1 when sessions fail in the latest run.",
        ],
        examples: ["report", "report --last 30 --html reports/nightly --markdown reports/nightly.md"])

    @Option(value: "n", in: 1...10_000, help: "How many of the latest finished runs to look at.") var last: Int = 14
    @Option(
        value: "date", help: "Leave out runs started before this day or time (2024-05-01, 2024-05-01T02:00:00Z; UTC).")
    var since: Day?
    @Option(value: "dir", help: "Write the report as a self-contained HTML page, DIR/index.html.") var html: String?
    @Option(value: "file", help: "Write the report as Markdown (GitHub's flavour).") var markdown: String?

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, context: context)
        let store = try workspace.openStoreForReading()
        let history = try workspace.openHistoryForReading(of: store) ?? History.inMemory()
        let report = NightlyReport(
            history: try RunHistory.read(from: history, store: store, last: last, since: since?.date))
        if let folder = html {
            try RunReports.write(report.html, to: (folder as NSString).appendingPathComponent("index.html"))
        }
        if let file = markdown {
            try RunReports.write(report.markdown, to: file)
        }
        NightlyReportText.write(report, to: context.terminal)
        // A model/device difference fails as `run` fails for it.
        return report.newlyFailing.isEmpty && report.stillFailing.isEmpty && report.modelDifferences.isEmpty
            ? .success : .regressions
    }
}
