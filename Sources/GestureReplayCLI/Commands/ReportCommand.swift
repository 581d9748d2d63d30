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

    /// `--since`: a day (midnight UTC) or a time.
    struct Day: ArgumentValue {
        var date: Date

        init(argument: String) throws(InvalidArgument) {
            guard let date = ReportCommand.parseDate(argument) else {
                throw InvalidArgument(expected: "a day or a time such as 2024-05-01 or 2024-05-01T02:00:00Z")
            }
            self.date = date
        }
    }

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
        Self.write(report, to: context.terminal)
        // A model/device difference fails as `run` fails for it.
        return report.newlyFailing.isEmpty && report.stillFailing.isEmpty && report.modelDifferences.isEmpty
            ? .success : .regressions
    }

    /// The summary on the terminal: the headline, then each list with its sessions (names
    /// with control characters made visible).
    static func write(_ report: NightlyReport, to terminal: Terminal) {
        let output = terminal.standardOutput
        let t = TerminalText.sanitized
        terminal.print(t(report.headline))
        guard report.latestRun != nil else { return }
        func list(
            _ title: String, _ entries: [NightlyReport.Entry], style: TextStyle, _ line: (NightlyReport.Entry) -> String
        ) {
            terminal.print("")
            terminal.print(output.styled("\(title) (\(entries.count))", entries.isEmpty ? .secondary : style))
            for entry in entries { terminal.print("  " + line(entry)) }
        }
        list("newly failing", report.newlyFailing, style: .error) { entry in
            "\(output.styled(t(entry.session.name), .emphasis))  \(entry.session.status.word)  \(t(NightlyReport.firstDifference(entry.session)))"
        }
        list("still failing", report.stillFailing, style: .error) { entry in
            let since = entry.since.map { "since run \(t(NightlyReport.describe($0))), " } ?? ""
            return "\(output.styled(t(entry.session.name), .emphasis))  \(entry.session.status.word)  "
                + "\(since)\(entry.failedRuns) run\(entry.failedRuns == 1 ? "" : "s")"
        }
        list("the model does not reproduce the device", report.modelDifferences, style: .warning) { entry in
            "\(output.styled(t(entry.session.name), .emphasis))  \(t(entry.session.diff.first ?? ""))"
                + (entry.session.message.map { "  hint: \(t($0))" } ?? "")
        }
        list("fixed", report.fixed, style: .success) { entry in
            "\(output.styled(t(entry.session.name), .emphasis))  (was \(entry.previous?.word ?? "failing"))"
        }
        let shrunk = report.shrunkMargins
        terminal.print("")
        terminal.print(
            output.styled("margins that shrank (\(shrunk.count))", shrunk.isEmpty ? .secondary : .warning))
        if let why = report.marginsNotCompared { terminal.print("  " + t(why)) }
        for change in shrunk {
            terminal.print(
                "  \(output.styled(t(change.session.name), .emphasis))  "
                    + "\(t(change.session.smallestMargin?.marginSummary ?? ""))  (was \(t(change.before.marginSummary ?? "")))"
            )
        }
        list(
            "obsolete goldens", report.obsolete.map { NightlyReport.Entry(session: $0, previous: nil) }, style: .warning
        ) { entry in
            "\(output.styled(t(entry.session.name), .emphasis))  \(t(entry.session.message ?? ""))"
        }
    }

    /// A day (`2024-05-01`, midnight UTC) or an ISO 8601 time.
    static func parseDate(_ text: String) -> Date? {
        let parts = text.split(separator: "-")
        if parts.count == 3, text.count == 10, let year = Int(parts[0]), let month = Int(parts[1]),
            let day = Int(parts[2])
        {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let components = DateComponents(year: year, month: month, day: day)
            guard components.isValidDate(in: calendar) else { return nil }
            return calendar.date(from: components)
        }
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
