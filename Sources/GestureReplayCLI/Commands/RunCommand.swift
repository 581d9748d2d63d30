import ArgumentParsing
import Foundation
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `gesture-replay run --all | NAME...`: replay, diff against goldens, store the run, summarize.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "run",
        abstract: "Replay stored sessions, diff them against their goldens and record the run.",
        discussion: [
            "Exit status 1 when any session regressed or could not be replayed. A session without a golden is new: it passes, except when CI is set (goldens are approved on a developer's machine, never in CI). A session whose golden and replay hold no observation at all tests nothing: it is empty, and fails when CI is set unless its scene says \"emptyOutcomesExpected\": true. A run that replays no session fails when CI is set.",
            "A scene is looked for in --scenes DIR, then in the file it was imported from, then in scenes/ beside the database: a session whose scene is not found or cannot be read is an error that says where it looked; one whose scene file was removed from the folder that held it is obsolete.",
            "The database is only read: the run is recorded in the history store (--history), never in the database you commit. The shards of one label (--shard K/N, --label L) add up to one run in the history, so that `report` sees the whole corpus.",
            "--min-margin 20ms warns of each passing session with a decision within that margin of the threshold that decided it (see `margins`: 20ms looks at the decisions timing decided, 4pt at distances, 10% at all, as a fraction of each limit); with --strict-margins they fail the run. Margins are recorded only with --min-margin or a report file (--junit, --json, --html), which then carry each session's smallest margin in that sense.",
        ],
        examples: ["run --all", "run --all --jobs 2 --shard 1/3", "run double-tap"])

    @Argument(help: "Sessions to replay (or --all).") var names: [String]
    @Flag(help: "Replay every stored session.") var all: Bool
    @Option(short: "j", value: "n", in: 1...256, help: "Worker threads (default: the number of cores).") var jobs: Int?
    @Option(value: "k/n", help: "Replay only shard K of N (a stable split by session name).") var shard: Shard?
    @Option(value: "label", help: "A label for the run (default: the git commit, when there is one).") var label:
        String?
    @OptionGroup var thresholds: ThresholdOptions
    @Option(value: "margin", help: "Warn of passing sessions this close to a threshold: 20ms, 4pt, 10%, …")
    var minMargin: MarginLimit?
    @Flag(help: "Fail the run when a passing session is within --min-margin.") var strictMargins: Bool
    @OptionGroup var scenes: SceneOptions
    @OptionGroup var reports: RunReports.Files
    @OptionGroup var quiet: QuietOption

    func validate() throws(UsageError) {
        try SessionSelection.validate(names: names, all: all)
        guard !strictMargins || minMargin != nil else { throw UsageError("--strict-margins needs --min-margin") }
    }

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        // Caught before anything is opened: Ctrl-C at any time stops the run between two results.
        let interrupt = RunInterrupt()
        defer { interrupt.cancel() }
        let jobs = self.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        let overrides = thresholds.list
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let store = try workspace.openStoreForReading()
        try store.limitPageCache(kibibytes: 512)
        let history = try workspace.openHistory(takingRunsOf: store)
        var selected = all ? try store.sessionNames() : names
        if !all {
            for name in selected where try store.sessionSummary(named: name) == nil {
                throw StoreError.noSuchSession(name: name)
            }
        }
        if let shard { selected = selected.filter { SuiteRunner.isIn(shard, name: $0) } }
        // Each scene its sessions use, found once: a missing or broken one fails only its sessions.
        let found = try workspace.sceneFinder(store: store).find(try store.sessionSceneNames())
        // CHOICE: a retired session is not part of the run (as a session of another shard): not
        // replayed, no result in the history, no status, so no verdict kind or history rule
        // changes; the summary lists it apart, saying whether its scene is gone.
        let retiredAt = try store.retiredSessions()
        let retired = try selected.filter { retiredAt[$0] != nil }.map { name in
            let scene = try store.sessionSummary(named: name)?.scene ?? ""
            return RetiredSession(name: name, scene: scene, retiredAt: retiredAt[name]!, isSceneFound: found[scene]?.scene != nil)
        }
        selected.removeAll { retiredAt[$0] != nil }
        let scenes = found.compactMapValues(\.scene)

        let clock = ContinuousClock()
        let start = clock.now
        var runner = SuiteRunner(
            workspace: workspace, replayer: Replayer(registry: registry, thresholdOverrides: overrides), jobs: jobs)
        let progress = RunProgress.standardError(context: context)
        if let progress { runner.progress = { done, total in progress.update(done: done, total: total) } }
        // Results stream to the store's recorder in name order; the run keeps only what its summary
        // needs (counts per scene, the sessions that did not pass), and, when a report file wants
        // them, every result without its outcome's text (the recorder has that), and the replays of
        // regressions that the HTML report's detail pages show, so that none is replayed again.
        let reports = RunReports(files: self.reports)
        runner.keepsFailingReplays = reports.html != nil
        runner.replayer.recordsMargins = minMargin != nil || reports.isRequested
        runner.marginLimit = minMargin
        var close: [SessionVerdict] = []  // passing sessions within --min-margin
        let recorder = try history.makeRunRecorder()
        var tally = RunTally()
        var everything: [SessionVerdict] = []
        do {
            try runner.run(names: selected, found: found) { result in
                try interrupt.check()
                try recorder.add(result)
            tally.add(result)
            if result.isFragilePass { close.append(result) }
                if reports.isRequested {
                    var kept = result
                    kept.actual = nil
                    everything.append(kept)
                }
            }
        } catch is RunInterrupt.Stop {
            // The results added so far are in the recorder's temporary table, which goes with
            // the process: the history is as before the run.
            progress?.finish()
            context.terminal.standardError.write(
                "interrupted: replayed \(tally.all.total) of \(CountedNoun.text(selected.count, "session")); the run was not recorded (a run goes into the history whole or not at all) and no report was written\n"
            )
            return .interrupted
        }
        progress?.finish()
        let elapsed = clock.now - start

        let label = self.label ?? GitCommit.current()
        let thresholds =
            overrides.isEmpty ? nil : overrides.map { "\($0.key.rawValue)=\($0.value)" }.joined(separator: ",")
        let runID = try recorder.finish(
            label: label, toolVersion: GestureReplayCLI.version, thresholds: thresholds, shard: shard)
        if interrupt.isRequested {
            context.terminal.standardError.write(
                "interrupted: run \(runID) was recorded whole, all \(CountedNoun.text(selected.count, "session")); no report was written\n"
            )
            return .interrupted
        }

        let isCI = context.isCI
        let written = try reports.write(
            RunReports.Run(
                id: runID, label: label, startedAt: try history.run(runID)?.startedAt ?? Date(),
                elapsed: elapsed, overrides: overrides, isCI: isCI, results: everything, shard: shard,
                minimumMargin: minMargin, strictMargins: strictMargins),
            store: store, workspace: workspace, evidence: ReportEvidence(replayer: runner.replayer, scenes: scenes))
        for file in written { context.terminal.status("wrote \(file)") }  // as coverage --html says it
        RunSummaryText(
            tally: tally, retired: retired, run: runID, shard: shard, elapsed: elapsed, databasePath: workspace.databasePath,
            isCI: isCI, command: workspace.command
        )
        .write(to: context.terminal)
        if let minMargin, !close.isEmpty {
            for session in close {
                guard let summary = session.closeMargin?.marginSummary else { continue }
                context.terminal.warning(
                    "\(session.name) passed within \(minMargin): margin \(summary); look: \(workspace.command("margins", session.name))"
                )
            }
            if strictMargins {
                context.terminal.standardError.write(
                    "Error: \(close.count) passing session\(close.count == 1 ? " is" : "s are") within --min-margin \(minMargin) (--strict-margins)\n"
                )
                return .regressions
            }
        }
        // A green run means "replayed and unchanged", never "nothing was tested".
        if tally.all.total == 0 {
            let stored = try store.sessionNames().count
            let what =
                "no session was replayed: nothing was tested (\(workspace.databasePath) holds \(stored) session\(stored == 1 ? "" : "s")\(shard.map { ", none in shard \($0)" } ?? ""))"
            if isCI {
                context.terminal.standardError.write("Error: \(what); a failure in CI\n")
                return .regressions
            }
            context.terminal.warning(what)
        }
        // The rule of ReportedRun.fails, so that the exit status and the reports agree.
        let failed = tally.notPassing.contains { $0.status.fails(inCI: isCI) }
        return failed ? .regressions : .success
    }
}

/// The current git commit's short hash, or nil outside a checkout.
enum GitCommit {
    static func current() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--short", "HEAD"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return nil
        }
        // Waited for first (its output of a few bytes fits the pipe): a read blocked when the
        // child's SIGCHLD comes can fail with EINTR, which `readDataToEndOfFile` turns into a crash.
        process.waitUntilExit()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        guard process.terminationStatus == 0 else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
