import ArgumentParsing
import Foundation
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// `gesture-replay perturb NAME… | --all`: which decisions flip under small perturbations.
struct PerturbCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "perturb",
        abstract: "Replay seeded perturbations of stored sessions and report the decisions that flip.",
        discussion: [
            "Each session is replayed slower and faster (--time-scale), larger and smaller about its first touch-down (--space-scale), each range searched by bisection for the smallest factor that flips a decision (a recognizer's began, recognized, ended, cancelled or failed), then in --trials random trials of jitter and dropped frames drawn from --seed. A session no perturbation flips is robust; a fragile one prints each flip with a command that reproduces it. A single value instead of a range applies that scale, with no search. --write FILE saves the first flip's perturbed touch log (one session only), to import as a new session.",
            "Exit status 1 when any session is fragile.",
        ],
        examples: [
            "perturb --all", "perturb double-tap --time-scale 0.9..1.1 --trials 0",
            "perturb --all --jitter-pt 3 --seed 7",
        ])

    @Argument(help: "Sessions to perturb (or --all).") var names: [String]
    @Flag(help: "Perturb every stored session.") var all: Bool
    @OptionGroup var jobs: JobsOption
    @Option(value: "range", help: "Time scales searched, A..B, or one scale.") var timeScale: ScaleRange = .init(
        0.8...1.25)
    @Option(value: "range", help: "Spatial scales searched, A..B, or one scale.") var spaceScale: ScaleRange = .init(
        0.8...1.25)
    @Option(value: "points", help: "Each sample moved by up to this along x and y, in trials.") var jitterPt: Double = 2
    @Option(value: "ms", help: "Each event moved in time by up to this, in trials.") var jitterMs: Double = 8
    @Option(value: "fraction", help: "The chance that a moved sample is dropped, in trials.") var dropFrames: Double =
        0.05
    @Option(value: "count", help: "Random trials per session.") var trials: Int = 20
    @Option(value: "seed", help: "The seed of trial 0; trial k uses seed + k.") var seed: UInt64 = 1
    @Option(value: "file", help: "Save the first flip's perturbed touch log here (one session).") var write: String?
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var scenes: SceneOptions

    func validate() throws(UsageError) {
        try SessionSelection.validate(names: names, all: all)
        guard write == nil || names.count == 1 else {
            throw UsageError("--write saves one session's flip: name one session")
        }
        guard timeScale.range.lowerBound > 0, spaceScale.range.lowerBound > 0 else {
            throw UsageError("scales must be greater than 0")
        }
        guard jitterPt >= 0, jitterMs >= 0, (0...1).contains(dropFrames), trials >= 0 else {
            throw UsageError("--jitter-pt, --jitter-ms and --trials must be at least 0, --drop-frames 0 to 1")
        }
    }

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        var search = PerturbationSearch(
            workspace: workspace, replayer: Replayer(registry: registry, thresholdOverrides: thresholds.list))
        search.timeScales = timeScale.range
        search.spaceScales = spaceScale.range
        search.trial = Perturbation(
            jitterPoints: jitterPt, jitterSeconds: jitterMs / 1000, dropFrames: dropFrames, seed: seed)
        search.trials = trials
        search.jobs = jobs.count
        // The reproduce lines write beside the database where nothing is tracked, never into the checkout.
        let localFolder = HistoryFolder.path(besideDatabase: workspace.databasePath)
        var first: PerturbationReport?
        var (sessions, fragile) = (0, 0)
        try search.search(names: SessionSelection.names(names, all: all)) { report in
            context.terminal.standardOutput.write(
                PerturbReport.block(report, command: workspace.command, writingInto: localFolder))
            first = first ?? report
            sessions += 1
            if !report.isRobust { fragile += 1 }
        }
        context.terminal.standardOutput.write(PerturbReport.summary(sessions: sessions, fragile: fragile))
        if let write, let report = first {
            guard let flip = report.flips.first else {
                context.terminal.status("nothing written: no perturbation flips \(report.name)")
                return .success
            }
            // Read again for the one session written (a report keeps no touches: `--all` stays small).
            let recorded = try StoredSessions(workspace: workspace).session(named: report.name)
            let session = flip.perturbation.apply(to: recorded, name: "\(report.name)-perturbed")
            try HistoryFolder.prepare(forStoreAt: write)  // its folder, with a .gitignore if it is .gesture-replay
            try RunReports.write(TouchLog.write(session), to: write)  // atomic: a failed write leaves no half file
            context.terminal.status("wrote \(write): \(importHint(write, workspace: workspace, folder: localFolder))")
        }
        return fragile == 0 ? .success : .regressions
    }

    /// How to import the touch log written at `file`: into a scratch database in `folder`
    /// (CHOICE: never the database in force, which is the one a team commits), with the scene
    /// folder in force, since the scratch database has none beside it.
    func importHint(_ file: String, workspace: Workspace, folder: String) -> String {
        let scratch = "\(folder)/perturbed.sqlite"
        let sceneFolder = workspace.scenes.displayPath(workspace.sceneFolder)
        let command = workspace.command.with(globalOption: "db", scratch)
        return
            "import it as a session of the scratch database \(scratch) with \(command("import", file, options: [.option("scenes", sceneFolder), .flag("replace")])) (or name your own database with --db)"
    }
}
