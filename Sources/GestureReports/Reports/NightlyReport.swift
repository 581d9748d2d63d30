import GestureModel
import GestureReplay

/// The nightly regression report from the run history: what newly fails since the previous
/// run, what was fixed, what still fails and since which run, apart from them the sessions the
/// model does not reproduce from their device goldens (the model's finding, not the team's
/// regression), the passing sessions whose margin shrank, a trend of the last runs' counts, the slowest sessions and the obsolete
/// goldens; as Markdown and as an HTML page.
///
/// ```swift
/// let report = NightlyReport(history: history)
/// print(report.markdown)
/// ```
public struct NightlyReport: Sendable {
    /// A session in one of the report's lists.
    public struct Entry: Equatable, Sendable {
        /// Its result in the latest run.
        public var session: ReportedSession
        /// Its status in the last earlier run of the window that replayed it.
        public var previous: SessionStatus?
        /// For a failing session: the first run of its streak of failures.
        public var since: RunHistory.Run?
        /// For a failing session: how many runs of the streak replayed it.
        public var failedRuns: Int

        /// An entry.
        public init(
            session: ReportedSession, previous: SessionStatus?, since: RunHistory.Run? = nil, failedRuns: Int = 0
        ) {
            self.session = session
            self.previous = previous
            self.since = since
            self.failedRuns = failedRuns
        }
    }

    /// A session passing in the latest run whose smallest margin shrank since the previous run.
    public struct MarginChange: Equatable, Sendable {
        /// Its result in the latest run, with its smallest margin now.
        public var session: ReportedSession
        /// Its smallest margin in the previous run.
        public var before: Decision

        public init(session: ReportedSession, before: Decision) {
            self.session = session
            self.before = before
        }
    }

    /// The history to report on.
    public var history: RunHistory
    /// How many of the slowest sessions are listed.
    public var maximumSlowest: Int

    /// The nightly report of `history`.
    public init(history: RunHistory, maximumSlowest: Int = 10) {
        self.history = history
        self.maximumSlowest = maximumSlowest
    }

    /// The run reported on: the window's latest.
    public var latestRun: RunHistory.Run? { history.runs.last }

    /// The run before it in the window.
    public var previousRun: RunHistory.Run? { history.runs.dropLast().last }

    /// Sessions of the latest run whose replay differs from their device golden: the model does
    /// not reproduce what the device decided. Kept apart from the failing lists, which are the
    /// team's regressions and errors; each with its streak, its first difference and, as its
    /// message, the relation the scene may lack.
    public var modelDifferences: [Entry] { entries { $0 == .modelDiffers } }

    /// Sessions failing in the latest run whose streak began there: they newly fail.
    public var newlyFailing: [Entry] { failing.filter { $0.failedRuns <= 1 } }

    /// Sessions failing in the latest run and in earlier runs, with the first run of their streak.
    public var stillFailing: [Entry] { failing.filter { $0.failedRuns > 1 } }

    /// Sessions that pass in the latest run and failed the last time an earlier run of the
    /// window replayed them.
    public var fixed: [Entry] {
        let previousStatuses = self.previousStatuses
        return history.latest.compactMap { session in
            let previous = previousStatuses[session.name]
            guard session.status == .pass, previous?.isFailing == true else { return nil }
            return Entry(session: session, previous: previous)
        }
    }

    /// Sessions passing in the latest run whose smallest margin is closer to its threshold than
    /// in the previous run of the window, closest first (ties by name). Margins of different
    /// thresholds are compared as fractions of their limits, as `margins` picks a session's
    /// smallest (`ThresholdCheck.relativeMargin`); a session without a margin in either run is
    /// not compared (`marginsNotCompared` says why, when no session is).
    public var shrunkMargins: [MarginChange] {
        guard previousRun != nil else { return [] }
        return history.latest.compactMap { session -> (MarginChange, Double)? in
            guard session.status == .pass, let now = session.smallestMargin?.deciding?.relativeMargin,
                let before = history.previousMargins[session.name],
                let then = before.deciding?.relativeMargin, now < then
            else { return nil }
            return (MarginChange(session: session, before: before), now)
        }
        .sorted { ($0.1, $0.0.session.name) < ($1.1, $1.0.session.name) }.map(\.0)
    }

    /// Why no margins were compared, when the latest or the previous run recorded none: a run
    /// records them when it writes a report or is given `--min-margin`.
    public var marginsNotCompared: String? {
        guard let latest = latestRun, let previous = previousRun else { return nil }
        let how = "a run records margins when it writes a report (--junit, --json, --html) or is given --min-margin"
        if !history.latest.contains(where: { $0.smallestMargin != nil }) {
            return "Run \(latest.title) recorded no margins: \(how)."
        }
        if history.previousMargins.isEmpty {
            return "Run \(previous.title) recorded no margins to compare with: \(how)."
        }
        return nil
    }

    /// The latest run's slowest sessions, slowest first (ties by name).
    public var slowest: [ReportedSession] {
        Array(history.latest.sorted { ($0.duration, $1.name) > ($1.duration, $0.name) }.prefix(maximumSlowest))
    }

    /// The latest run's obsolete goldens: sessions whose scene is gone.
    public var obsolete: [ReportedSession] { history.latest.filter { $0.status == .obsolete } }

    /// Every session failing in the latest run through the team's code (a regression, an
    /// error), with its streak.
    private var failing: [Entry] { entries { $0.isFailing && $0 != .modelDiffers } }

    /// The latest run's sessions whose status is `included`, with their streaks of failures.
    private func entries(_ included: (SessionStatus) -> Bool) -> [Entry] {
        let streaks = Dictionary(history.streaks.map { ($0.session, $0) }, uniquingKeysWith: { first, _ in first })
        let previousStatuses = self.previousStatuses
        return history.latest.filter { included($0.status) }.map { session in
            let streak = streaks[session.name]
            return Entry(
                session: session, previous: previousStatuses[session.name], since: streak?.since ?? latestRun,
                failedRuns: streak?.failedRuns ?? 1)
        }
    }

    /// Each session's status in the last run before the latest that replayed it (a pass over
    /// every row: read it once per list, not once per session).
    private var previousStatuses: [String: SessionStatus] {
        var statuses: [String: SessionStatus] = [:]
        for row in history.rows {
            if let status = row.statuses.dropLast().last(where: { $0 != nil }) { statuses[row.session] = status }
        }
        return statuses
    }

    /// What the model/device differences are, above their list.
    public static let modelDifferencesNote =
        "Their goldens are what a real device decided while recording: the model's fidelity, or a relation "
        + "the scene lacks or declares wrongly, not a regression of your code."

    /// A session's first difference (`~ 0.43 → 0.48 single recognized (+2 more)`), or its message.
    public static func firstDifference(_ session: ReportedSession) -> String {
        session.diff.first.map { session.diff.count > 1 ? "\($0) (+\(session.diff.count - 1) more)" : $0 }
            ?? session.message ?? ""
    }

    /// A run for people: `#5 (3f2a9c1), 2023-11-18 22:13 UTC`.
    public static func describe(_ run: RunHistory.Run) -> String {
        "\(run.title), \(UTCDate.readable(run.startedAt))"
    }

    /// The first paragraph, in words: the run reported on, its counts, and the run it is
    /// compared with.
    public var headline: String {
        guard let latest = latestRun else { return "No finished runs in the history." }
        var text =
            "Run \(NightlyReport.describe(latest)): \(latest.tally.total) session\(latest.tally.total == 1 ? "" : "s"), "
            + "\(latest.tally.text)."
        // A run of shards that some shard has not reached yet reports part of the corpus only.
        if let shards = latest.shards { text += " It has \(shards) so far." }
        if let previous = previousRun { text += " Compared with run \(NightlyReport.describe(previous))." }
        return text
    }

    // MARK: - Markdown

    /// The report as Markdown (GitHub's flavour: tables), every outside string escaped.
    public var markdown: String {
        let m = MarkdownText.escaped
        var text = "# gesture-replay nightly report\n\n"
        text += MarkdownText.escaped(headline) + "\n"
        guard latestRun != nil else { return text }

        func table(_ header: [String], alignRight: Set<Int> = [], _ rows: [[String]]) -> String {
            guard !rows.isEmpty else { return "None.\n" }
            var table = "| " + header.joined(separator: " | ") + " |\n|"
            for index in header.indices { table += alignRight.contains(index) ? " ---: |" : " --- |" }
            table += "\n"
            for row in rows { table += "| " + row.joined(separator: " | ") + " |\n" }
            return table
        }
        let newly = newlyFailing
        text += "\n## Newly failing (\(newly.count))\n\n"
        text += table(
            ["session", "scene", "status", "was", "first difference"],
            newly.map { entry in
                [
                    m(entry.session.name), m(entry.session.scene), entry.session.status.word,
                    entry.previous?.word ?? "–",
                    MarkdownText.code(NightlyReport.firstDifference(entry.session)),
                ]
            })
        let still = stillFailing
        text += "\n## Still failing (\(still.count))\n\n"
        text += table(
            ["session", "scene", "status", "failing since", "runs", "first difference"], alignRight: [4],
            still.map { entry in
                [
                    m(entry.session.name), m(entry.session.scene), entry.session.status.word,
                    entry.since.map { m(NightlyReport.describe($0)) } ?? "–", String(entry.failedRuns),
                    MarkdownText.code(NightlyReport.firstDifference(entry.session)),
                ]
            })
        let differences = modelDifferences
        text += "\n## The model does not reproduce the device (\(differences.count))\n\n"
        if !differences.isEmpty { text += MarkdownText.escaped(Self.modelDifferencesNote) + "\n\n" }
        text += table(
            ["session", "scene", "since", "runs", "first difference", "hint"], alignRight: [3],
            differences.map { entry in
                [
                    m(entry.session.name), m(entry.session.scene),
                    entry.since.map { m(NightlyReport.describe($0)) } ?? "–", String(entry.failedRuns),
                    MarkdownText.code(entry.session.diff.first ?? ""), m(entry.session.message ?? "–"),
                ]
            })
        let fixed = self.fixed
        text += "\n## Fixed (\(fixed.count))\n\n"
        text += table(
            ["session", "scene", "was"],
            fixed.map { entry in
                [m(entry.session.name), m(entry.session.scene), entry.previous?.word ?? "–"]
            })
        let shrunk = shrunkMargins
        text += "\n## Margins that shrank (\(shrunk.count))\n\n"
        if let why = marginsNotCompared {
            text += m(why) + "\n"
        } else {
            text += table(
                ["session", "scene", "smallest margin", "before"],
                shrunk.map { change in
                    [
                        m(change.session.name), m(change.session.scene),
                        MarkdownText.code(change.session.smallestMargin?.marginSummary ?? ""),
                        MarkdownText.code(change.before.marginSummary ?? ""),
                    ]
                })
        }
        text += "\n## Trend (last \(history.runs.count) run\(history.runs.count == 1 ? "" : "s"))\n\n"
        text += table(
            ["run", "started", "passed", "regressions", "model/device", "new", "errors", "obsolete"],
            alignRight: [2, 3, 4, 5, 6, 7],
            history.runs.reversed().map { run in
                [
                    m(run.title), UTCDate.readable(run.startedAt), String(run.tally.pass), String(run.tally.regression),
                    String(run.tally.modelDiffers), String(run.tally.new), String(run.tally.error),
                    String(run.tally.obsolete),
                ]
            })
        text += "\n## Slowest sessions\n\n"
        text += table(
            ["session", "scene", "time"], alignRight: [2],
            slowest.map { session in
                [m(session.name), m(session.scene), DurationText.readable(session.duration)]
            })
        let obsolete = self.obsolete
        text += "\n## Obsolete goldens (\(obsolete.count))\n\n"
        text += table(
            ["session", "why"],
            obsolete.map { session in
                [m(session.name), m(session.message ?? "")]
            })
        return text
    }

    // MARK: - HTML

    /// The report as a self-contained HTML page with the trend chart.
    public var html: String {
        let h = HTMLText.escaped
        let header = "<h1>gesture-replay nightly report</h1>\n<div class=\"meta\">\(h(headline))</div>"
        guard latestRun != nil else {
            return HTMLPage.document(title: "gesture-replay nightly report", header: header, body: "")
        }
        let newly = newlyFailing
        let still = stillFailing
        let differences = modelDifferences
        let fixed = self.fixed
        let obsolete = self.obsolete
        var body = "<div class=\"cards\">\n"
        for (count, what, style) in [
            (newly.count, "newly failing", "regression"), (still.count, "still failing", "error"),
            (differences.count, "model ≠ device", "model-differs"),
            (fixed.count, "fixed", "pass"), (obsolete.count, "obsolete goldens", "obsolete"),
        ] {
            body += "<div class=\"card \(style)\(count == 0 ? " zero" : "")\"><div class=\"count\">\(count)</div>"
            body += "<div class=\"what\">\(what)</div></div>\n"
        }
        body += "</div>\n"

        func section(
            _ title: String, _ header: [String], right: Set<Int> = [], _ rows: [[String]], note: String? = nil
        ) -> String {
            var html = "<section>\n<h2>\(h(title))</h2>\n"
            if let note { html += "<p class=\"hint\">\(h(note))</p>\n" }
            guard !rows.isEmpty else { return html + "<p class=\"muted\">None.</p>\n</section>\n" }
            html += "<table>\n<thead><tr>"
            for (index, cell) in header.enumerated() {
                html += "<th\(right.contains(index) ? " class=\"num\"" : "")>\(cell)</th>"
            }
            html += "</tr></thead>\n<tbody>\n"
            for row in rows {
                html += "<tr>"
                for (index, cell) in row.enumerated() {
                    let style = index == 0 ? " class=\"name\"" : right.contains(index) ? " class=\"num\"" : ""
                    html += "<td\(style)>\(cell)</td>"
                }
                html += "</tr>\n"
            }
            return html + "</tbody>\n</table>\n</section>\n"
        }
        func difference(_ session: ReportedSession) -> String {
            "<code>\(h(NightlyReport.firstDifference(session)))</code>"
        }
        body += section(
            "Newly failing (\(newly.count))", ["session", "scene", "status", "was", "first difference"],
            newly.map {
                [
                    h($0.session.name), h($0.session.scene), HTMLPage.badge($0.session.status),
                    $0.previous.map(HTMLPage.badge) ?? "–",
                    difference($0.session),
                ]
            })
        body += section(
            "Still failing (\(still.count))",
            ["session", "scene", "status", "failing since", "runs", "first difference"],
            right: [4],
            still.map {
                [
                    h($0.session.name), h($0.session.scene), HTMLPage.badge($0.session.status),
                    $0.since.map { h(NightlyReport.describe($0)) } ?? "–", String($0.failedRuns),
                    difference($0.session),
                ]
            })
        body += section(
            "The model does not reproduce the device (\(differences.count))",
            ["session", "scene", "since", "runs", "first difference", "hint"], right: [3],
            differences.map {
                [
                    h($0.session.name), h($0.session.scene), $0.since.map { h(NightlyReport.describe($0)) } ?? "–",
                    String($0.failedRuns), "<code>\(h($0.session.diff.first ?? ""))</code>",
                    h($0.session.message ?? "–"),
                ]
            }, note: differences.isEmpty ? nil : Self.modelDifferencesNote)
        body += section(
            "Fixed (\(fixed.count))", ["session", "scene", "was"],
            fixed.map {
                [h($0.session.name), h($0.session.scene), $0.previous.map(HTMLPage.badge) ?? "–"]
            })
        let shrunk = shrunkMargins
        if let why = marginsNotCompared {
            body += "<section>\n<h2>Margins that shrank (0)</h2>\n<p class=\"muted\">\(h(why))</p>\n</section>\n"
        } else {
            body += section(
                "Margins that shrank (\(shrunk.count))", ["session", "scene", "smallest margin", "before"],
                shrunk.map {
                    [
                        h($0.session.name), h($0.session.scene),
                        "<code>\(h($0.session.smallestMargin?.marginSummary ?? ""))</code>",
                        "<code>\(h($0.before.marginSummary ?? ""))</code>",
                    ]
                })
        }
        body += "<section>\n<h2>Trend (last \(history.runs.count) run\(history.runs.count == 1 ? "" : "s"))</h2>\n"
        body += SVGTrendChart(runs: history.runs).text + "</section>\n"
        body += section(
            "Slowest sessions", ["session", "scene", "time"], right: [2],
            slowest.map {
                [h($0.name), h($0.scene), DurationText.readable($0.duration)]
            })
        body += section(
            "Obsolete goldens (\(obsolete.count))", ["session", "why"],
            obsolete.map {
                [h($0.name), h($0.message ?? "")]
            })
        return HTMLPage.document(title: "gesture-replay nightly report", header: header, body: body)
    }
}
