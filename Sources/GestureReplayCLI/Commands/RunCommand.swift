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
    @OptionGroup var jobs: JobsOption
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
        let overrides = thresholds.list
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let store = try workspace.openStoreForReading()
        try store.limitPageCache(kibibytes: 512)
        let history = try workspace.openHistory(takingRunsOf: store)
        let selection = try RunSelection(names: all ? nil : names, shard: shard, store: store, workspace: workspace)

        let clock = ContinuousClock()
        let start = clock.now
        var runner = SuiteRunner(
            workspace: workspace, replayer: Replayer(registry: registry, thresholdOverrides: overrides),
            jobs: jobs.count)
        let progress = RunProgress.standardError(context: context)
        if let progress { runner.progress = { done, total in progress.update(done: done, total: total) } }
        // Results stream to the history's recorder in name order; the run keeps what its summary
        // and reports need (RunTally), with the replays of the HTML report's regressions.
        let reports = RunReports(files: self.reports)
        runner.keepsFailingReplays = reports.html != nil
        runner.replayer.recordsMargins = minMargin != nil || reports.isRequested
        runner.marginLimit = minMargin
        let recorder = try history.makeRunRecorder()
        var tally = RunTally()
        tally.keepsResults = reports.isRequested
        do {
            try runner.run(names: selection.names, found: selection.found) { result in
                try interrupt.check()
                try recorder.add(result)
                tally.add(result)
            }
        } catch is RunInterrupt.Stop {
            // The results added so far are in the recorder's temporary table, which goes with
            // the process: the history is as before the run.
            progress?.finish()
            let replayed = tally.all.total
            context.terminal.standardError.write(RunEndText.interrupted(replayed: replayed, of: selection.names.count))
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
            let count = selection.names.count
            context.terminal.standardError.write(RunEndText.interrupted(recorded: runID, sessions: count))
            return .interrupted
        }

        let isCI = context.isCI
        let written = try reports.write(
            RunReports.Run(
                id: runID, label: label, startedAt: try history.run(runID)?.startedAt ?? Date(),
                elapsed: elapsed, overrides: overrides, isCI: isCI, results: tally.results, shard: shard,
                minimumMargin: minMargin, strictMargins: strictMargins),
            store: store, workspace: workspace,
            evidence: ReportEvidence(replayer: runner.replayer, scenes: selection.scenes))
        for file in written { context.terminal.status("wrote \(file)") }  // as coverage --html says it
        RunSummaryText(
            tally: tally, retired: selection.retired, run: runID, shard: shard, elapsed: elapsed,
            databasePath: workspace.databasePath, isCI: isCI, command: workspace.command
        )
        .write(to: context.terminal)
        let ending = RunEndText(
            fragile: tally.fragile, minimumMargin: minMargin, strictMargins: strictMargins,
            storedIfNoneReplayed: tally.all.total == 0 ? try store.sessionNames().count : nil, shard: shard,
            isCI: isCI, databasePath: workspace.databasePath, command: workspace.command)
        if ending.write(to: context.terminal) { return .regressions }
        // The rule of ReportedRun.fails, so that the exit status and the reports agree.
        let failed = tally.notPassing.contains { $0.status.fails(inCI: isCI) }
        return failed ? .regressions : .success
    }
}
