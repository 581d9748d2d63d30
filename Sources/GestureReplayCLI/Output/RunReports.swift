import ArgumentParsing
import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// The report files of `run`: `--junit FILE`, `--html DIR` and `--json FILE`, written once the
/// run is recorded. The HTML report's detail pages replay each session that did not pass, or
/// passed within `--min-margin`, once more (up to `HTMLReport`'s limit) for the arbiter's
/// reasons, the decisions' margins and the pictures.
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
    func write(_ run: Run, store: Store, workspace: Workspace, replayer: Replayer, scenes: [String: Scene]) throws
        -> [String]
    {
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
                reported.sessions[index].detail = try RunReports.detail(
                    of: run.results[index], store: store, replayer: replayer, scenes: scenes)
                if reported.sessions[index].detail != nil { pages += 1 }
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

    /// The evidence for a session's detail page: its touches, its golden and a fresh replay
    /// (with the arbiter's reasons) compared as the run compared them, the scene's layout, and
    /// the thresholds in force, with the scene's own where `--threshold` changed them.
    static func detail(of result: SessionVerdict, store: Store, replayer: Replayer, scenes: [String: Scene]) throws
        -> SessionDetail?
    {
        // The session and its golden in one read, as the run read them.
        guard let input = try store.replayInput(named: result.name) else { return nil }
        let session = input.session
        let golden = input.golden
        var detail = SessionDetail(
            session: session, expected: golden.flatMap { try? Outcome.parse(jsonLines: $0.outcome, file: $0.session) },
            actual: nil)
        guard let scene = scenes[session.scene] else { return detail }
        // The run's own replay when it kept one (a regression's), else one made now.
        if let replay = result.replay ?? (try? replayer.replay(session, in: scene)) {
            detail.actual = replay.outcome
            detail.trace = replay.trace
            detail.decisions = replay.decisions
        }
        if let instance = try? scene.instantiate(registry: replayer.registry, overrides: replayer.thresholdOverrides) {
            detail.layout = SceneLayout(
                width: Double(instance.window.frame.width), height: Double(instance.window.frame.height),
                views: instance.views.dropFirst().filter { !$0.isHidden }.map { view in
                    let origin = view.convert(CGPoint.zero, to: nil)
                    return SceneLayout.ViewFrame(
                        name: view.name, x: Double(origin.x), y: Double(origin.y), width: Double(view.frame.width),
                        height: Double(view.frame.height))
                })
            detail.recognizers = instance.recognizers.compactMap(\.name)
            detail.guides = guides(instance).guides(for: session)
            if !replayer.thresholdOverrides.isEmpty,
                let own = try? scene.instantiate(registry: replayer.registry, overrides: [])
            {
                var ownGuides = guides(own)
                ownGuides.note = "(scene's own)"
                let changed = ownGuides.guides(for: session).filter { guide in
                    !detail.guides.contains { $0.time == guide.time }
                }
                detail.guides = (detail.guides + changed).sorted { $0.time < $1.time }
            }
        }
        if let golden, let expected = detail.expected, let actual = detail.actual {
            let comparison = GoldenComparison(origin: golden.origin)
            (detail.expected, detail.actual) = comparison.compared(expected: expected, actual: actual)
            detail.timeTolerance = comparison.timeTolerance
            detail.comparisonNote = comparison.note
        }
        return detail
    }

    /// The thresholds of the scene's recognizers, as the instance has them.
    static func guides(_ instance: SceneInstance) -> ThresholdGuides {
        let thresholds = instance.environment.thresholds
        let hasTap = instance.recognizers.contains { $0 is TapGestureRecognizer }
        let hasSwipe = instance.recognizers.contains { $0 is SwipeGestureRecognizer }
        return ThresholdGuides(
            tapMaximumInterval: hasTap ? thresholds.tapMaximumInterval : nil,
            tapMaximumDuration: hasTap ? thresholds.tapMaximumDuration : nil,
            minimumPressDurations: instance.recognizers.compactMap {
                ($0 as? LongPressGestureRecognizer)?.minimumPressDuration
            },
            swipeMaximumDuration: hasSwipe ? thresholds.swipeMaximumDuration : nil)
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
