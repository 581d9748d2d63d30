import GestureReports

/// What `report` prints: the nightly report's summary on the terminal.
enum NightlyReportText {
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
}
