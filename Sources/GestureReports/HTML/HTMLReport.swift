import Foundation
import GestureModel
import GestureReplay

/// A run as a static HTML report: `index.html` with the counts, the sessions that need
/// attention, the scenes and a row per session; and a detail page for each session that did
/// not pass or passed within `--min-margin` (and has a `SessionDetail`): its differences, its
/// decisions with a margin bar each, its touches and every recognizer's states as SVG
/// pictures, and the golden and replayed timelines side by side.
///
/// Every page is self-contained (style inline, no scripts, no network). To stay fast and small
/// for big corpora, only sessions that did not pass get detail pages (at most
/// `maximumDetailPages`), they get a table row each with their first differences (at most
/// `maximumAttentionRows`), and passing sessions a plain row each (at most
/// `maximumPassingRows`); beyond the limits, a count.
///
/// ```swift
/// for file in HTMLReport(run: run).files {
///     try file.contents.write(toFile: folder + "/" + file.path, atomically: true, encoding: .utf8)
/// }
/// ```
public struct HTMLReport: Sendable {
    /// The run to report.
    public var run: ReportedRun
    /// The most detail pages written; later sessions that did not pass get a row with their diff.
    public var maximumDetailPages: Int
    /// The most rows for sessions that did not pass; the rest are counted.
    public var maximumAttentionRows: Int
    /// The most rows for passing sessions; the rest are counted.
    public var maximumPassingRows: Int

    /// The HTML report of `run`.
    public init(
        run: ReportedRun, maximumDetailPages: Int = 200, maximumAttentionRows: Int = 1000,
        maximumPassingRows: Int = 2000
    ) {
        self.run = run
        self.maximumDetailPages = maximumDetailPages
        self.maximumAttentionRows = maximumAttentionRows
        self.maximumPassingRows = maximumPassingRows
    }

    /// The report's files: `index.html` first, then `sessions/…html`.
    public var files: [ReportFile] {
        let pages = detailPages
        var files = [ReportFile(path: "index.html", contents: index(pages: pages))]
        for (session, path) in pages {
            files.append(ReportFile(path: path, contents: HTMLReport.sessionPage(session, run: run)))
        }
        return files
    }

    /// The sessions that get a detail page, with its path: those that did not pass and have
    /// detail, in the run's order, up to `maximumDetailPages`.
    var detailPages: [(session: ReportedSession, path: String)] {
        var pages: [(ReportedSession, String)] = []
        for session in run.sessions where run.needsDetailPage(session) && session.detail != nil {
            guard pages.count < maximumDetailPages else { break }
            pages.append((session, "sessions/\(HTMLReport.fileName(for: session.name, number: pages.count + 1))"))
        }
        return pages
    }

    /// A file name safe everywhere and unique in the report: `007-double-tap.html`.
    static func fileName(for name: String, number: Int) -> String {
        var slug = ""
        for character in name.lowercased().unicodeScalars.prefix(60) {
            if ("a"..."z").contains(character) || ("0"..."9").contains(character) {
                slug.unicodeScalars.append(character)
            } else if !slug.hasSuffix("-") {
                slug += "-"
            }
        }
        slug = slug.trimmingCharacters(in: ["-"])
        let digits = String(number)
        let prefix = String(repeating: "0", count: max(0, 3 - digits.count)) + digits
        return slug.isEmpty ? "\(prefix).html" : "\(prefix)-\(slug).html"
    }

    // MARK: - Index

    private func index(pages: [(session: ReportedSession, path: String)]) -> String {
        let tally = run.tally
        let links = Dictionary(pages.map { ($0.session.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        let scenes = run.scenes
        var body = "<div class=\"cards\">\n"
        for status in SessionStatus.allCases {
            let count = tally[status]
            let word = HTMLReport.heading(status)
            body +=
                "<div class=\"card \(status.rawValue)\(count == 0 ? " zero" : "")\"><div class=\"count\">\(count)</div>"
            body += "<div class=\"what\">\(word)</div></div>\n"
        }
        body += "</div>\n"

        let attention = run.sessions.filter { $0.status != .pass || run.fails($0) }
        body += "<section>\n<h2>Needs attention (\(attention.count))</h2>\n"
        if attention.isEmpty {
            body += "<p class=\"muted\">Every session matches its golden.</p>\n"
        } else {
            body += "<table>\n<thead><tr><th>status</th><th>session</th><th>scene</th><th>what differs</th>"
            body += "<th class=\"num\">time</th></tr></thead>\n<tbody>\n"
            for session in attention.prefix(maximumAttentionRows) {
                body +=
                    "<tr><td>\(HTMLPage.badge(session.status))</td><td class=\"name\">\(HTMLReport.link(session, links))"
                body += "</td><td>\(HTMLText.escaped(session.scene))</td><td>\(summary(of: session))</td>"
                body += "<td class=\"num\">\(DurationText.readable(session.duration))</td></tr>\n"
            }
            body += "</tbody>\n</table>\n"
            if attention.count > maximumAttentionRows {
                body +=
                    "<p class=\"hint\">… and \(attention.count - maximumAttentionRows) more; every result is in the "
                body += "JUnit and JSON reports (<code>run --junit FILE --json FILE</code>).</p>\n"
            }
        }
        body += "</section>\n"

        body += "<section>\n<h2>Scenes (\(scenes.count))</h2>\n<table>\n<thead><tr><th>scene</th>"
        body += "<th class=\"num\">sessions</th>"
        for status in SessionStatus.allCases { body += "<th class=\"num\">\(HTMLReport.heading(status))</th>" }
        body += "<th class=\"num\">time</th></tr></thead>\n<tbody>\n"
        for (scene, sessions) in scenes {
            let counts = StatusTally(sessions.map(\.status))
            body += "<tr><td class=\"name\">\(HTMLText.escaped(scene))</td><td class=\"num\">\(sessions.count)</td>"
            for status in SessionStatus.allCases {
                body +=
                    "<td class=\"num\">\(counts[status] == 0 ? "<span class=\"muted\">0</span>" : String(counts[status]))</td>"
            }
            let time = sessions.reduce(Duration.zero) { $0 + $1.duration }
            body += "<td class=\"num\">\(DurationText.readable(time))</td></tr>\n"
        }
        body += "</tbody>\n</table>\n</section>\n"

        if !run.fidelity.isEmpty { body += HTMLReport.fidelitySection(run.fidelity) }

        let passing = run.sessions.filter { $0.status == .pass }
        let hasMargins = passing.contains { $0.smallestMargin != nil }
        body += "<section>\n<h2>Passed (\(passing.count))</h2>\n"
        if !passing.isEmpty {
            body += "<table>\n<thead><tr><th>session</th><th>scene</th><th class=\"num\">time</th>"
            body += hasMargins ? "<th>smallest margin</th></tr></thead>\n<tbody>\n" : "</tr></thead>\n<tbody>\n"
            for session in passing.prefix(maximumPassingRows) {
                body +=
                    "<tr><td class=\"name\">\(HTMLReport.link(session, links))</td><td>\(HTMLText.escaped(session.scene))</td>"
                body += "<td class=\"num\">\(DurationText.readable(session.duration))</td>"
                if hasMargins {
                    body += "<td>\(HTMLReport.marginCell(session.verdict, within: run.minimumMargin))</td>"
                }
                body += "</tr>\n"
            }
            body += "</tbody>\n</table>\n"
            if passing.count > maximumPassingRows {
                body += "<p class=\"hint\">… and \(passing.count - maximumPassingRows) more passed.</p>\n"
            }
        }
        body += "</section>\n"
        body +=
            "<footer>Detail pages for sessions that did not pass or passed within --min-margin (up to \(maximumDetailPages)); "
        body += "passing sessions have a row each (up to \(maximumPassingRows)). "
        body += "Written by gesture-replay \(HTMLText.escaped(run.toolVersion)).</footer>\n"

        var header = "<h1>gesture-replay \(HTMLText.escaped(run.title))</h1>\n<div class=\"meta\">"
        header += HTMLText.escaped(runMeta(tally: tally, sceneCount: scenes.count))
        header += "</div>"
        return HTMLPage.document(title: "gesture-replay \(run.title): \(tally.text)", header: header, body: body)
    }

    /// A session's name, linked to its detail page when it has one.
    static func link(_ session: ReportedSession, _ links: [String: String]) -> String {
        links[session.name].map { "<a href=\"\(HTMLText.escaped($0))\">\(HTMLText.escaped(session.name))</a>" }
            ?? HTMLText.escaped(session.name)
    }

    /// The model's fidelity to the device-recorded sessions: the headline, a table by recognizer
    /// type, and the largest time differences.
    static func fidelitySection(_ fidelity: ModelFidelity) -> String {
        var html = "<section>\n<h2>\(HTMLText.escaped(fidelity.headline))</h2>\n"
        html += "<table>\n<thead><tr><th>recognizer type</th><th class=\"num\">sessions</th>"
        html += "<th class=\"num\">reproduced</th></tr></thead>\n<tbody>\n"
        for type in fidelity.types {
            html += "<tr><td class=\"name\">\(HTMLText.escaped(type.type))</td><td class=\"num\">\(type.sessions)</td>"
            html += "<td class=\"num\">\(type.reproduced)</td></tr>\n"
        }
        html += "</tbody>\n</table>\n"
        guard !fidelity.largestTimeDifferences.isEmpty else { return html + "</section>\n" }
        html += "<h2>Largest time differences (model − device)</h2>\n<table>\n<thead><tr><th>session</th>"
        html += "<th>recognizer</th><th>state</th><th class=\"num\">device</th><th class=\"num\">model</th>"
        html += "<th class=\"num\">difference</th></tr></thead>\n<tbody>\n"
        for difference in fidelity.largestTimeDifferences {
            let state = difference.state
            html += "<tr><td class=\"name\">\(HTMLText.escaped(difference.session))</td>"
            html += "<td>\(HTMLText.escaped(state.recognizer))</td><td>\(state.state.rawValue)</td>"
            html += "<td class=\"num\">\(state.device) s</td><td class=\"num\">\(state.model) s</td>"
            html += "<td class=\"num\">\(ModelFidelity.milliseconds(state.difference))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    /// The heading of a count of sessions with `status`.
    static func heading(_ status: SessionStatus) -> String {
        switch status {
        case .pass: "passed"
        case .regression: "regressions"
        case .modelDiffers: "model/device differences"
        case .new: "new"
        case .error: "errors"
        case .obsolete: "obsolete"
        case .empty: "empty"
        }
    }

    /// `2023-11-14 22:13 UTC · 6 sessions in 5 scenes · 0.84 s · gesture-replay 0.1.0 · thresholds …`.
    private func runMeta(tally: StatusTally, sceneCount: Int) -> String {
        var parts = [
            UTCDate.readable(run.startedAt),
            "\(tally.total) session\(tally.total == 1 ? "" : "s") in \(sceneCount) scene\(sceneCount == 1 ? "" : "s")",
            DurationText.readable(run.elapsed), "gesture-replay \(run.toolVersion)",
        ]
        if !run.thresholdOverrides.isEmpty {
            parts.append("thresholds " + run.thresholdOverrides.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }

    /// The first differences of a session, or its message.
    private func summary(of session: ReportedSession) -> String {
        if !session.diff.isEmpty {
            var lines = Array(session.diff.prefix(4))
            if session.diff.count > 4 { lines.append("… \(session.diff.count - 4) more") }
            guard session.status == .modelDiffers else { return HTMLPage.diff(lines) }
            // The model's finding, not the team's regression: said so, with the hint when there is one.
            return "the model does not reproduce the device\(HTMLPage.diff(lines))"
                + (session.message.map { "<span class=\"hint\">\(HTMLText.escaped($0))</span>" } ?? "")
        }
        if let message = session.message { return HTMLText.escaped(message) }
        switch session.status {
        case .new: return "no golden yet\(run.newIsFailure ? " (a failure in CI)" : "")"
        case .empty:
            return
                "golden and replay hold no observation: it tests nothing\(run.newIsFailure ? " (a failure in CI)" : "")"
        default: return run.strictMarginFailure(session).map(HTMLText.escaped) ?? ""
        }
    }

    // MARK: - Detail page

    /// The detail page of one session.
    static func sessionPage(_ session: ReportedSession, run: ReportedRun) -> String {
        guard let detail = session.detail else { return "" }
        var header = "<div class=\"meta\"><a href=\"../index.html\">← \(HTMLText.escaped(run.title))</a></div>\n"
        header += "<h1>\(HTMLText.escaped(session.name)) \(HTMLPage.badge(session.status))</h1>\n<div class=\"meta\">"
        var meta = [
            "scene \(session.scene)", "\(detail.session.touchCount) finger\(detail.session.touchCount == 1 ? "" : "s")",
            "\(detail.session.samples.count) samples", "\(detail.session.duration) s recorded",
            "replayed in \(DurationText.readable(session.duration))",
        ]
        if let source = detail.session.source { meta.append(source) }
        header += HTMLText.escaped(meta.joined(separator: " · ")) + "</div>"

        var body = "<section>\n"
        switch session.status {
        case .regression:
            body += "<h2>Differences from the golden (\(session.diff.count))</h2>\n\(HTMLPage.diff(session.diff))\n"
        case .modelDiffers:
            body += "<h2>The model does not reproduce the device (\(session.diff.count))</h2>\n"
            body += "<p>Its golden is what the device decided while recording: a finding about the model, or about "
            body +=
                "the relations the scene declares, not a regression of your code.</p>\n\(HTMLPage.diff(session.diff))\n"
            if let hint = session.message { body += "<p class=\"hint\">\(HTMLText.escaped(hint))</p>\n" }
        case .new:
            body += "<h2>No golden yet</h2>\n<p>This replay's outcome becomes the golden once approved.</p>\n"
        case .error, .obsolete:
            body += "<h2>\(session.status == .error ? "Could not be replayed" : "Obsolete")</h2>\n"
            body += "<p>\(HTMLText.escaped(session.message ?? ""))</p>\n"
        case .pass:
            body += "<h2>Matches its golden</h2>\n"
            if let limit = run.minimumMargin, let summary = session.closeMargin?.marginSummary {
                body +=
                    "<p><strong>Fragile:</strong> it passes within --min-margin \(HTMLText.escaped(limit.description))"
                body += run.strictMargins ? ", which fails the run (--strict-margins)" : ""
                body += "; its closest decision: \(HTMLText.escaped(summary)).</p>\n"
            }
        case .empty:
            body +=
                "<h2>Tests nothing</h2>\n<p>Its golden and its replay hold no observation at all: its touches may reach no view.</p>\n"
        }
        if let note = detail.comparisonNote { body += "<p class=\"hint\">\(HTMLText.escaped(note))</p>\n" }
        for gap in detail.gaps { body += "<p class=\"hint\">Not shown: \(HTMLText.escaped(gap))</p>\n" }
        if session.status == .regression || session.status == .new {
            body += "<p class=\"hint\">look: <code>\(HTMLText.escaped(run.command("show", session.name)))</code>"
            body += " · accept: <code>\(HTMLText.escaped(run.command("approve", session.name)))</code></p>\n"
        }
        body += "</section>\n"

        let alignment = TimelineAlignment(
            expected: detail.expected ?? Outcome(), actual: detail.actual ?? Outcome(),
            trace: detail.trace, timeTolerance: detail.timeTolerance)
        if let actual = detail.actual {
            body += "<section>\n<h2>Recognizers over time</h2>\n<figure>\n"
            body +=
                SVGSwimlanes(
                    session: detail.session, expected: detail.expected, actual: actual, alignment: alignment,
                    recognizers: detail.recognizers, guides: detail.guides
                ).text
            body +=
                "<figcaption>\(detail.expected == nil ? "The replay" : "Golden (upper row) and replay (lower row) of each lane")"
            body +=
                "; differences are haloed, moved observations joined by a dashed line; dashed verticals are thresholds.</figcaption>\n"
            body += "</figure>\n</section>\n"
        }
        if !detail.decisions.isEmpty {
            body += "<section>\n<h2>Decisions and their margins</h2>\n" + decisionTable(detail.decisions, run: run)
            body += "</section>\n"
        }
        body += "<div class=\"split\">\n<section>\n<h2>Touches</h2>\n<figure>\n"
        body += SVGTouchTraces(session: detail.session, layout: detail.layout).text
        body += "<figcaption>Each finger's path; dots coloured by time.</figcaption>\n</figure>\n</section>\n"
        body +=
            "<section>\n<h2>Timelines</h2>\n" + timelineTable(alignment, hasExpected: detail.expected != nil)
            + "</section>\n"
        body += "</div>\n"
        return HTMLPage.document(title: "\(session.name): \(session.status.word)", header: header, body: body)
    }

    /// A session's smallest margin as a bar and in words; flagged when a decision is within
    /// `--min-margin` (named when it is not the smallest, as under a limit in another unit).
    static func marginCell(_ verdict: SessionVerdict, within limit: MarginLimit?) -> String {
        guard let decision = verdict.smallestMargin, let check = decision.deciding,
            let summary = decision.marginSummary
        else {
            return "<span class=\"muted\">no threshold</span>"
        }
        var cell = marginBar(check, within: limit) + " " + HTMLText.escaped(summary)
        if let limit, let close = verdict.closeMargin {
            cell += " <strong>within --min-margin \(HTMLText.escaped(limit.description))</strong>"
            if close != decision, let closeSummary = close.marginSummary {
                cell += ": \(HTMLText.escaped(closeSummary))"
            }
        }
        return cell
    }

    /// A check's margin as a bar: its margin as a fraction of the limit, full at 100 % and more,
    /// red when within `--min-margin`.
    static func marginBar(_ check: ThresholdCheck, within limit: MarginLimit?) -> String {
        let fraction = min(1, check.relativeMargin)
        let isClose = limit?.admits(check) ?? false
        let width = StableNumber.text((fraction * 60).rounded())
        var bar = "<svg class=\"margin\" width=\"60\" height=\"8\" role=\"img\" aria-label=\""
        bar += "\(StableNumber.text((check.relativeMargin * 100).rounded())) % of the limit\">"
        bar += ##"<rect width="60" height="8" fill="#e5e7eb"/>"##
        bar += "<rect width=\"\(width)\" height=\"8\" fill=\"\(isClose ? "#dc2626" : "#16a34a")\"/></svg>"
        return bar
    }

    /// ` within --min-margin 20ms`, strong, when `limit` admits `check`; else nothing.
    static func closeFlag(_ check: ThresholdCheck, within limit: MarginLimit?) -> String {
        guard let limit, limit.admits(check) else { return "" }
        return " <strong>within --min-margin \(HTMLText.escaped(limit.description))</strong>"
    }

    /// A replay's decisions, one row each, as `margins` lists them, with a margin bar each.
    static func decisionTable(_ decisions: [Decision], run: ReportedRun) -> String {
        var table = "<table>\n<thead><tr><th class=\"num\">t</th><th>recognizer</th><th>decision</th>"
        table += "<th>threshold</th><th>measured</th><th>margin</th></tr></thead>\n<tbody>\n"
        for decision in decisions {
            let cells = MarginReport.Cells(decision)
            table += "<tr><td class=\"num\">\(decision.time)</td><td>\(HTMLText.escaped(decision.recognizer))</td>"
            table += "<td>\(HTMLText.escaped(cells.decision))</td><td>\(HTMLText.escaped(cells.threshold))</td>"
            table += "<td>\(HTMLText.escaped(cells.measured))</td><td>"
            if let check = decision.deciding {
                table += marginBar(check, within: run.minimumMargin) + " " + HTMLText.escaped(cells.margin)
                table += closeFlag(check, within: run.minimumMargin)
            }
            table += "</td></tr>\n"
        }
        return table + "</tbody>\n</table>\n"
    }

    /// The golden and the replay side by side.

    static func timelineTable(_ alignment: TimelineAlignment, hasExpected: Bool) -> String {
        guard !alignment.rows.isEmpty else { return "<p class=\"muted\">Nothing happened.</p>\n" }
        var html = "<table class=\"timeline\">\n<thead><tr><th class=\"num\">t</th><th>golden</th><th></th>"
        html += "<th class=\"num\">t</th><th>replay</th></tr></thead>\n<tbody>\n"
        for row in alignment.rows {
            let (rowClass, sign): (String, String) =
                switch row.kind {
                case .same: ("same", "")
                case .changed: ("changed", "~")
                case .missing: ("missing", "−")
                case .unexpected: ("unexpected", "+")
                case .note: ("note", "")
                }
            var keys: [String] = []
            if case .changed(_, let changed) = row.kind { keys = changed }
            func cells(_ observation: Observation?, side: String) -> String {
                guard let observation else { return "<td class=\"t\"></td><td class=\"\(side)\"></td>" }
                var moved = false
                if case .changed(let timeMoved, _) = row.kind { moved = timeMoved }
                let time = moved ? "<span class=\"key\">\(observation.time)</span>" : "\(observation.time)"
                return
                    "<td class=\"t\">\(time)</td><td class=\"\(side)\">\(describe(observation.subject, highlighting: keys))</td>"
            }
            if case .note(let message) = row.kind {
                html += "<tr class=\"note\"><td class=\"t\"></td><td class=\"golden\"></td><td class=\"sign\"></td>"
                html +=
                    "<td class=\"t\">\(row.time)</td><td class=\"replay\">· \(HTMLText.escaped(message))</td></tr>\n"
                continue
            }
            html += "<tr class=\"\(rowClass)\">\(cells(hasExpected ? row.expected : nil, side: "golden"))"
            html += "<td class=\"sign\">\(sign)</td>\(cells(row.actual, side: "replay"))</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// An observation in words, escaped, with the values that differ underlined.
    static func describe(_ subject: Observation.Subject, highlighting keys: [String]) -> String {
        switch subject {
        case .recognizer(let name, let state, let values, let reason):
            var html = "<strong>\(HTMLText.escaped(name))</strong> \(state.rawValue)"
            html += values.map { value in
                let text = HTMLText.escaped("\(value.key) \(Outcome.describe(value.value))")
                return keys.contains(value.key) ? "  <span class=\"key\">\(text)</span>" : "  \(text)"
            }.joined()
            if let reason { html += "  <span class=\"muted\">(\(HTMLText.escaped(reason.description)))</span>" }
            return html
        case .view(let name, let phase, let count, let tapCount):
            let text = "\(count) touch\(count == 1 ? "" : "es") \(phase.rawValue)"
            var html =
                "view <strong>\(HTMLText.escaped(name))</strong>: "
                + (keys.contains("count") ? "<span class=\"key\">\(text)</span>" : text)
            if tapCount > 1 || keys.contains("tapCount") {
                html +=
                    keys.contains("tapCount")
                    ? "  <span class=\"key\">tapCount \(tapCount)</span>" : "  tapCount \(tapCount)"
            }
            return html
        case .handler, .diagnostic:
            return HTMLText.escaped(Outcome.describe(subject))
        }
    }
}
