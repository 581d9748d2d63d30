import ArgumentParsing
import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// The report files of `run`: `--junit FILE`, `--html DIR` and `--json FILE`, written once the
/// run is recorded. The HTML report's detail pages (up to `HTMLReport`'s limit) show each
/// session that did not pass, or passed within `--min-margin`, as `ReportEvidence` gives it.
struct RunReports {
    /// The options that ask for them.
    struct Files: ParsableArguments {
        @Option(value: "file", help: "Also write the results as JUnit XML (Jenkins, GitHub Actions, GitLab).")
        var junit: String?
        @Option(value: "dir", help: "Also write an HTML report with pictures of what differs into this folder.")
        var html: String?
        @Option(value: "file", help: "Also write the results as JSON, for tools.") var json: String?
    }

    var junit: String?
    var html: String?
    var json: String?

    /// The files asked for on the command line.
    init(files: Files) {
        junit = files.junit
        html = files.html
        json = files.json
    }

    /// What a run gives the reports.
    struct Run {
        var id: RunID
        var label: String?
        var startedAt: Date
        var elapsed: Duration
        var overrides: [(key: Thresholds.Key, value: Double)]
        var isCI: Bool
        var results: [SessionVerdict]
        var shard: Shard?
        var minimumMargin: MarginLimit?
        var strictMargins = false
    }

    /// Whether any report file was asked for.
    var isRequested: Bool { junit != nil || html != nil || json != nil }

    /// Writes every report asked for, and returns the file a person opens of each (JUnit,
    /// JSON, then the HTML report's `index.html`), for `wrote FILE` lines.
    func write(_ run: Run, store: Store, workspace: Workspace, evidence: ReportEvidence) throws -> [String] {
        guard isRequested else { return [] }
        var written: [String] = []
        let startedAt = run.startedAt
        let command = workspace.command
        var reported = ReportedRun(
            id: run.id.rawValue, label: run.label, startedAt: startedAt, elapsed: run.elapsed,
            toolVersion: GestureReplayCLI.version,
            thresholdOverrides: run.overrides.map { "\($0.key.rawValue)=\(StableNumber.text($0.value))" },
            newIsFailure: run.isCI, command: command, sessions: run.results.map(RunReports.reported),
            shard: run.shard?.description, minimumMargin: run.minimumMargin, strictMargins: run.strictMargins)
        reported.fidelity = ModelFidelity(run.results)
        if let junit {
            try RunReports.write(JUnitReport(run: reported).text, to: junit)
            written.append(junit)
        }
        if let json {
            try RunReports.write(JSONReport(run: reported).text, to: json)
            written.append(json)
        }
        if let html {
            var report = HTMLReport(run: reported)
            var pages = 0
            for index in reported.sessions.indices where reported.needsDetailPage(reported.sessions[index]) {
                guard pages < report.maximumDetailPages else { break }
                reported.sessions[index].detail = try evidence.detail(of: run.results[index], in: store)
                pages += 1
            }
            report.run = reported
            let files = report.files
            for file in files {
                try RunReports.write(file.contents, to: (html as NSString).appendingPathComponent(file.path))
            }
            RunReports.removeStalePages(in: html, keeping: Set(files.map(\.path)))
            written.append((html as NSString).appendingPathComponent("index.html"))
        }
        return written
    }

    /// A session's result as the reports read it.
    /// (the kept replay goes into its detail page, not into the verdict the reports read).
    static func reported(_ result: SessionVerdict) -> ReportedSession {
        var verdict = result
        verdict.replay = nil
        return ReportedSession(verdict)
    }

    /// Removes the detail pages an earlier report left in `folder/sessions/`, so that the
    /// folder holds this run's report only.
    static func removeStalePages(in folder: String, keeping kept: Set<String>) {
        let sessions = (folder as NSString).appendingPathComponent("sessions")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: sessions)) ?? []
        where name.hasSuffix(".html") && !kept.contains("sessions/\(name)") {
            try? FileManager.default.removeItem(atPath: (sessions as NSString).appendingPathComponent(name))
        }
    }

    /// Writes `text` to `path`, creating its folder; a failure is the user's to fix (65).
    static func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw InputError(file: path, line: 0, reason: "cannot be written (\(FileError.describe(error)))")
        }
    }
}
