import ArgumentParsing
import GestureReplay
import GestureSuite

/// `gesture-replay collect RESULTS.json...`: takes the results files of runs made on other
/// machines (`run --json FILE`, typically one per shard of a CI matrix) into this history store,
/// so that `report` and the nightly job see the whole corpus: the shards of one label add up to
/// one run, as they do when they run on one machine.
struct CollectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "collect",
        abstract: "Take results files of runs on other machines (run --json FILE) into the run history.",
        discussion: [
            "Each file is recorded as the run it describes, with its label, times, thresholds and every session's status and differences. A file of one shard (run --shard K/N --label L --json FILE) joins the run of label L that gathers the other shards, so that the shards of a CI matrix add up to one run and `report` reads the whole corpus. A file is taken once, known by its content (the SHA-256 of its bytes, kept with the run): given again, under any name, it records nothing and says so. A command's files are one transaction: a file that cannot be read is refused with its line and nothing is recorded, and a command killed half-way records none of its files."
        ],
        examples: ["collect results-1.json results-2.json results-3.json"])

    @Argument(atLeastOne: true, help: "Results files written by run --json.") var files: [String]

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, context: context)
        // Every file is read before the first is recorded: a bad one records nothing.
        let runs = try files.map { file in try ResultsFile.read(file) }
        let history = try workspace.openHistory()
        let collected = try RolledBackError.keeping("nothing was collected (collect records all its files or none)") {
            try ResultsFile.collect(runs, into: history)
        }
        for file in collected { context.terminal.status(CollectedText.line(file)) }
        return .success
    }
}
