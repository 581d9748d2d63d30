import Dispatch
import Foundation
import GestureModel
import GestureReplay
import GestureReplayCLI
import GestureStore
import Synchronization

/// `gesture-replay-bench generate` and `gesture-replay-bench run`: a seeded
/// corpus and the figures of `BENCHMARKS.md`.
public enum BenchTool {
    static let generateSpec = CommandSpec(
        "generate",
        abstract: "Generate a seeded corpus of realistic sessions with approved goldens into a new database.",
        options: [
            .option("sessions", short: "n", value: "n", default: "10000", help: "How many sessions."),
            .option("seed", value: "seed", default: "1", help: "The seed: the same seed gives the same corpus."),
            .option("scenes", value: "dir", default: "recordings/scenes", help: "The scene files the sessions are spread over."),
            .option("jobs", short: "j", value: "n", help: "Threads for generating and approving (default: cores)."),
            .option("db", value: "path", default: "/tmp/gesture-replay-bench/corpus.sqlite", help: "The database to create (replaced if it exists)."),
        ])

    static let runSpec = CommandSpec(
        "run",
        abstract: "Measure import, the read floor and run --all on a generated corpus, for --jobs 1 and 2.",
        options: [
            .option("sessions", short: "n", value: "n", default: "10000", help: "How many sessions."),
            .option("seed", value: "seed", default: "1", help: "The corpus's seed."),
            .option("scenes", value: "dir", default: "recordings/scenes", help: "The scene files."),
            .option("repeat", value: "n", default: "3", help: "Runs per measurement; the median is reported."),
            .option("work", value: "dir", default: "/tmp/gesture-replay-bench", help: "Where the corpus database is written."),
            .option("binary", value: "path", help: "The gesture-replay executable to time (default: beside this one)."),
        ])

    public static func main(registry: SceneRegistry) -> Never {
        var tool = CommandLineTool(root: CommandSpec(
            "gesture-replay-bench", abstract: "Benchmarks for gesture-replay (use a release build).",
            version: GestureReplayCLI.version))
        tool.register(generateSpec) { arguments, context in
            let options = try Options(arguments)
            let database = arguments.value("db")!
            let corpus = try Corpus(options: options, registry: registry)
            let report = try corpus.write(to: database, jobs: options.jobs)
            context.terminal.print(report)
            return .success
        }
        tool.register(runSpec) { arguments, context in
            let options = try Options(arguments)
            let bench = try Benchmark(options: options, registry: registry,
                                      work: arguments.value("work")!, binary: arguments.value("binary"),
                                      repeats: try arguments.int("repeat", atLeast: 1) ?? 3)
            try bench.run(print: { context.terminal.print($0) })
            return .success
        }
        tool.main()
    }
}

/// The options both commands share.
struct Options {
    var sessions: Int
    var seed: UInt64
    var sceneFolder: URL
    var jobs: Int

    init(_ arguments: ParsedArguments) throws {
        sessions = try arguments.int("sessions", atLeast: 1) ?? 10_000
        guard let seed = UInt64(arguments.value("seed") ?? "1") else { throw arguments.usageError("--seed expects a whole number") }
        self.seed = seed
        sceneFolder = URL(fileURLWithPath: arguments.value("scenes") ?? "recordings/scenes")
        jobs = arguments.spec.option(named: "jobs") == nil
            ? ProcessInfo.processInfo.activeProcessorCount
            : (try arguments.int("jobs", atLeast: 1) ?? ProcessInfo.processInfo.activeProcessorCount)
    }
}
