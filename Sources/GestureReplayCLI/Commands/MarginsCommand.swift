import ArgumentParsing
import GestureReplay
import GestureReports
import GestureSuite

/// `gesture-replay margins NAME… | --all`: how close each decision came to flipping.
struct MarginsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "margins",
        abstract: "Show how close each recognizer decision came to its threshold.",
        discussion: [
            "Replays stored sessions and lists, per session, each decision (began, recognized, failed, cancelled, and each wait for a failure requirement) with the threshold that decided it, the value measured, the limit, and the margin: how far the value could move before the decision flips. A decision resting on several thresholds shows the one closest to flipping, compared as a fraction of each limit. The session's smallest margin ends its block."
        ],
        examples: ["margins --all --below 20ms", "margins double-tap --format jsonl"])

    enum Format: String, CaseIterable, ArgumentValue {
        case text, jsonl
    }

    @Argument(help: "Sessions to measure (or --all).") var names: [String]
    @Flag(help: "Measure every stored session.") var all: Bool
    @OptionGroup var jobs: JobsOption
    @Option(value: "margin", help: "Only decisions closer than this: 20ms, 0.02s, 4pt, 50pt/s, 0.05rad or 10%.")
    var below: MarginLimit?
    @Option(value: "format", help: "How to print the margins.") var format: Format = .text
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var scenes: SceneOptions

    func validate() throws(UsageError) {
        try SessionSelection.validate(names: names, all: all)
    }

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        var survey = MarginSurvey(
            workspace: workspace, replayer: Replayer(registry: registry, thresholdOverrides: thresholds.list))
        survey.jobs = jobs.count
        let output = context.terminal.standardOutput
        var blocks = 0
        let (format, below) = (format, below)
        let render: @Sendable (SessionMargins) -> String? = { session in
            switch format {
            case .text: MarginReport.block(session, below: below)
            case .jsonl: MarginReport.jsonLines(session, below: below)
            }
        }
        let count = try survey.measure(names: SessionSelection.names(names, all: all), rendering: render) { text in
            guard let text else { return }
            switch format {
            case .text:
                output.write(blocks == 0 ? text : "\n" + text)
                blocks += 1
            case .jsonl: output.write(text)
            }
        }
        if format == .text, blocks == 0, let below {
            output.write(MarginReport.noneCloser(than: below, sessions: count))
        }
        return .success
    }
}

extension MarginLimit: ArgumentValue {
    public init(argument: String) throws(InvalidArgument) {
        guard let limit = MarginLimit(text: argument) else {
            throw InvalidArgument(expected: "a margin with its unit: 20ms, 0.02s, 4pt, 50pt/s, 0.05rad or 10%")
        }
        self = limit
    }
}
