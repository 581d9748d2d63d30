import Foundation
import GestureReplay
import GestureReports
import GestureStore

/// `report`: the nightly regression report from the run history.
enum ReportCommand {
    static let spec = CommandSpec(
        "report",
        abstract: "Report on the run history: what newly fails, what was fixed, what still fails and since when.",
        discussion: [
            "Reads the finished runs in the database: the last N, leaving out those started before --since. The latest of them is reported on and compared with the one before; \"failing since\" looks at the whole history. A summary goes to standard output; --html and --markdown also write the full report, with a trend chart of the runs' counts, the slowest sessions and the obsolete goldens.",
            "Exit status 1 when sessions fail in the latest run.",
        ],
        options: [
            .option("last", value: "n", default: "14", help: "How many of the latest finished runs to look at."),
            .option("since", value: "date", help: "Leave out runs started before this day or time (2024-05-01, 2024-05-01T02:00:00Z; UTC)."),
            .option("html", value: "dir", help: "Write the report as a self-contained HTML page, DIR/index.html."),
            .option("markdown", value: "file", help: "Write the report as Markdown (GitHub's flavour)."),
        ],
        examples: ["report", "report --last 30 --html reports/nightly --markdown reports/nightly.md"])

    static func run(_ arguments: ParsedArguments, _ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let last = try arguments.int("last", atLeast: 1, atMost: 10_000) ?? 14
        let since = try arguments.value("since").map { text throws(UsageError) in
            guard let date = parseDate(text) else {
                throw arguments.usageError("--since expects a day or a time such as 2024-05-01 or 2024-05-01T02:00:00Z, got '\(text)'")
            }
            return date
        }
        let workspace = Workspace(registry: registry, arguments: arguments, context: context)
        let store = try workspace.openStoreForReading()
        let history = try workspace.openHistoryForReading(of: store) ?? History.inMemory()
        let report = NightlyReport(history: try self.history(history, store: store, last: last, since: since))
        if let folder = arguments.value("html") {
            try RunReports.write(report.html, to: (folder as NSString).appendingPathComponent("index.html"))
        }
        if let file = arguments.value("markdown") {
            try RunReports.write(report.markdown, to: file)
        }
        write(report, to: context.terminal)
        return report.newlyFailing.isEmpty && report.stillFailing.isEmpty ? .success : .regressions
    }

    /// The history of the last `last` finished runs started at or after `since`, with the
    /// latest one's results and the streaks of its failing sessions, all read in one snapshot of
    /// the history store: a run another process records meanwhile is in all of it or in none.
    /// The sessions' scenes are read from the golden database, which a person may change
    /// meanwhile: a session deleted since shows with no scene.
    static func history(_ history: History, store: Store, last: Int, since: Date?) throws -> RunHistory {
        try history.withReadSnapshot {
            let table = try history.statusHistory(lastRuns: last)
            let columns = table.runs.indices.filter { index in since.map { table.runs[index].startedAt >= $0 } ?? true }
            guard let latest = columns.last.map({ table.runs[$0] }) else {
                return RunHistory(runs: [], rows: [], latest: [], streaks: [])
            }
            let rows = table.rows.compactMap { row -> RunHistory.Row? in
                let statuses = columns.map { row.statuses[$0].map(ReportedStatus.init) }
                return statuses.contains { $0 != nil } ? RunHistory.Row(session: row.session, statuses: statuses) : nil
            }
            let scenes = Dictionary(try store.sessionSummaries().map { ($0.name, $0.scene) }, uniquingKeysWith: { first, _ in first })
            let results = try history.results(of: latest.id).map { result in
                let scene = scenes[result.session] ?? ""
                // The store keeps a message for errors only; say why an obsolete golden is obsolete.
                let message = result.message ?? (result.status == .obsolete ? "its scene \"\(scene)\" no longer exists" : nil)
                return ReportedSession(
                    name: result.session, scene: scene, status: ReportedStatus(result.status),
                    diff: result.diff.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? [],
                    message: message, duration: result.duration)
            }
            // Failing sessions mostly share a few streak starts: read each start once, not once per session.
            var starts = Dictionary(table.runs.map { ($0.id, historyRun($0)) }, uniquingKeysWith: { first, _ in first })
            let streaks = try history.failingSessions(in: latest.id).map { failing in
                if starts[failing.since] == nil { starts[failing.since] = try history.run(failing.since).map(historyRun) }
                return RunHistory.Streak(session: failing.session, since: starts[failing.since] ?? historyRun(latest),
                                         failedRuns: failing.failedRuns)
            }
            return RunHistory(runs: columns.map { historyRun(table.runs[$0]) }, rows: rows, latest: results, streaks: streaks)
        }
    }

    /// A stored run as the report reads it.
    static func historyRun(_ summary: RunSummary) -> RunHistory.Run {
        let counts = summary.counts
        return RunHistory.Run(
            id: summary.id.rawValue, label: summary.label, startedAt: summary.startedAt,
            tally: StatusTally(pass: counts.pass, regression: counts.regression, new: counts.new, error: counts.error,
                               obsolete: counts.obsolete, empty: counts.empty),
            shards: summary.shards.flatMap { $0.isComplete ? nil : "\($0.recorded.count) of \($0.count) shards" })
    }

    /// The summary on the terminal: the headline, then each list with its sessions (names
    /// with control characters made visible).
    static func write(_ report: NightlyReport, to terminal: Terminal) {
        let output = terminal.standardOutput
        let t = TerminalText.sanitized
        terminal.print(t(report.headline))
        guard report.latestRun != nil else { return }
        func list(_ title: String, _ entries: [NightlyReport.Entry], style: TextStyle, _ line: (NightlyReport.Entry) -> String) {
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
        list("fixed", report.fixed, style: .success) { entry in
            "\(output.styled(t(entry.session.name), .emphasis))  (was \(entry.previous?.word ?? "failing"))"
        }
        list("obsolete goldens", report.obsolete.map { NightlyReport.Entry(session: $0, previous: nil) }, style: .warning) { entry in
            "\(output.styled(t(entry.session.name), .emphasis))  \(t(entry.session.message ?? ""))"
        }
    }

    /// A day (`2024-05-01`, midnight UTC) or an ISO 8601 time.
    static func parseDate(_ text: String) -> Date? {
        let parts = text.split(separator: "-")
        if parts.count == 3, text.count == 10, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]) {
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
