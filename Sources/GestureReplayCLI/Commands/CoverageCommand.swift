import ArgumentParsing
import Foundation
import GestureReplay
import GestureReports
import GestureSuite

/// `gesture-replay coverage [SCENE…]`: which arbitration paths the corpus exercised.
struct CoverageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "coverage",
        abstract: "Show which paths of each scene's arbitration graph the stored sessions exercised.",
        discussion: [
            "Replays every stored session of each scene and counts, per recognizer, how often it was recognized (or began), failed and was cancelled; per failure requirement, how often the waiter went ahead after the required one failed and failed because it succeeded; per simultaneous pair, how often both were under way together; per exclusion, how often it happened. The graph is the model's, asked of the scene's recognizers: requirements, delegates' answers, canPrevent. What the corpus never exercised ends each scene's block. --format dot prints a Graphviz graph with the uncovered edges red and dashed."
        ],
        examples: ["coverage", "coverage photo-viewer --format dot | dot -Tsvg > photo-viewer.svg"])

    enum Format: String, CaseIterable, ArgumentValue {
        case text, json, dot
    }

    @Argument(help: "Scenes (default: every scene that has sessions).") var scenes: [String]
    @OptionGroup var jobs: JobsOption
    @Option(value: "format", help: "How to print the coverage.") var format: Format = .text
    @Option(value: "dir", help: "Also write an HTML page with each scene's graph as a picture into this folder.")
    var html: String?
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var sceneOptions: SceneOptions

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: sceneOptions, context: context)
        var survey = CoverageSurvey(
            workspace: workspace, replayer: Replayer(registry: registry, thresholdOverrides: thresholds.list))
        survey.jobs = jobs.count
        let coverage = try survey.measure(scenes: scenes)
        let text =
            switch format {
            case .text: CoverageReport.text(coverage)
            case .json: CoverageReport.json(coverage)
            case .dot: CoverageReport.dot(coverage)
            }
        context.terminal.standardOutput.write(text)
        if let html {
            let file = (html as NSString).appendingPathComponent("index.html")
            try RunReports.write(CoverageReport.html(coverage), to: file)
            context.terminal.status("wrote \(file)")
        }
        return .success
    }
}
