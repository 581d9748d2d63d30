import ArgumentParsing
import Foundation

/// `-j, --jobs N`, for commands that replay many sessions (`run`, `perturb`, `margins`,
/// `coverage`): the worker threads they replay on, one per core by default. Their output is the
/// same whatever it is.
struct JobsOption: ParsableArguments {
    @Option(short: "j", value: "n", in: 1...256, help: "Worker threads (default: the number of cores).") var jobs: Int?

    /// The threads to use: as given, else the number of cores.
    var count: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }
}
