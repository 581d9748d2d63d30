import ArgumentParsing
import CommandRunning
import Dispatch
import Foundation
import GestureModel
import GestureReplay
import GestureStore
import GestureSuite
import Synchronization

/// `gesture-replay-bench generate` and `gesture-replay-bench run`: a seeded
/// corpus and the figures of `BENCHMARKS.md`.
public enum BenchTool {
    public static func main(registry: SceneRegistry) -> Never {
        var tool = CommandLineTool(
            root: CommandSpec(
                "gesture-replay-bench", abstract: "Benchmarks for gesture-replay (use a release build).",
                version: ToolVersion.current))
        tool.register(GenerateCommand.self) { generate, context in
            let options = Options(generate.corpus, jobs: generate.jobs)
            let corpus = try Corpus(options: options, registry: registry)
            let report = try corpus.write(to: generate.db, jobs: options.jobs)
            context.terminal.print(report)
            return .success
        }
        tool.register(BenchRunCommand.self) { run, context in
            let bench = try Benchmark(
                options: Options(run.corpus), registry: registry,
                work: run.work, binary: run.binary, repeats: run.repeat)
            try bench.run(print: { context.terminal.print($0) })
            return .success
        }
        tool.main()
    }
}

/// `generate`: a corpus into a new database.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "generate",
        abstract: "Generate a seeded corpus of realistic sessions with approved goldens into a new database.")

    @OptionGroup var corpus: CorpusOptions
    @Option(short: "j", value: "n", in: 1 ... .max, help: "Threads for generating and approving (default: cores).")
    var jobs: Int?
    @Option(value: "path", help: "The database to create (replaced if it exists).")
    var db: String = "/tmp/gesture-replay-bench/corpus.sqlite"
}

/// `run`: the figures of `BENCHMARKS.md`.
struct BenchRunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "run", abstract: "Measure import, the read floor and run --all on a generated corpus, for --jobs 1 and 2.")

    @OptionGroup var corpus: CorpusOptions
    @Option(value: "n", in: 1 ... .max, help: "Runs per measurement; the median is reported.") var `repeat`: Int = 3
    @Option(value: "dir", help: "Where the corpus database is written.") var work: String = "/tmp/gesture-replay-bench"
    @Option(value: "path", help: "The gesture-replay executable to time (default: beside this one).") var binary:
        String?
}

/// The options that say which corpus, which both commands have.
struct CorpusOptions: ParsableArguments {
    @Option(short: "n", value: "n", in: 1 ... .max, help: "How many sessions.") var sessions: Int = 10_000
    @Option(value: "seed", help: "The seed: the same seed gives the same corpus.") var seed: UInt64 = 1
    @Option(
        value: "dir",
        help: "The scene files the sessions are spread over (default: recordings/scenes, or bench/scenes with --dense)."
    ) var scenes: String?
    @Flag(
        help:
            "The dense corpus instead: one screen with eight recognizers (bench/scenes/dense-photo.scene.json), every sample at 120 Hz, taps, double taps, holds, pans, pinches, rotations and swipes."
    )
    var dense: Bool
}

/// The corpus to generate or measure, and the threads to generate it with.
struct Options {
    var sessions: Int
    var seed: UInt64
    var sceneFolder: URL
    var jobs: Int
    /// The dense corpus: the dense scene only, 120 Hz, its gestures.
    var isDense: Bool

    /// The scene folders when `--scenes` is not given, relative to the repository's root.
    static let defaultScenes = "recordings/scenes"
    static let denseScenes = "bench/scenes"

    init(_ corpus: CorpusOptions, jobs: Int? = nil) {
        sessions = corpus.sessions
        seed = corpus.seed
        isDense = corpus.dense
        // --scenes wins for either corpus (the dense one's folder used to ignore it).
        sceneFolder = URL(
            fileURLWithPath: corpus.scenes ?? (corpus.dense ? Options.denseScenes : Options.defaultScenes))
        self.jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
    }
}
