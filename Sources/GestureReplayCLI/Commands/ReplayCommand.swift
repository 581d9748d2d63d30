import ArgumentParsing
import Foundation
import GestureReplay
import GestureSuite

/// `gesture-replay replay --scene S --touches T`: one session, no database.
struct ReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "replay",
        abstract: "Replay one touch log in a scene and print its outcome.",
        discussion: [
            "Needs no database. The outcome is JSON Lines (docs/FORMATS.md §3) by default; --format text prints a timeline with the reasons recognizers failed or waited."
        ],
        examples: [
            "replay --scene recordings/scenes/tap-or-double-tap.scene.json --touches recordings/sessions/double-tap.touches.jsonl"
        ])

    /// How the outcome is printed.
    enum Format: String, CaseIterable, ArgumentValue {
        case jsonl, text
    }

    @Option(
        value: "scene",
        help: "A *.scene.json file, or the name of a scene (a file in the scenes folder or a Swift scene).")
    var scene: String
    @Option(value: "file", help: "A *.touches.jsonl touch log.") var touches: String
    @Option(value: "format", help: "How to print the outcome.") var format: Format = .jsonl
    @OptionGroup var thresholds: ThresholdOptions
    @OptionGroup var scenes: SceneOptions

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let scene = try workspace.scenes.scene(scene).scene
        let session = try TouchLog.read(
            Workspace.readFile(touches), file: touches, defaultName: SessionName.from(path: touches))
        let replayer = Replayer(registry: registry, thresholdOverrides: thresholds.list)
        let result = try replayer.replay(session, in: scene)
        switch format {
        case .text: context.terminal.standardOutput.write(result.outcome.timeline(trace: result.trace))
        case .jsonl: context.terminal.standardOutput.write(result.outcome.jsonLines)
        }
        return .success
    }
}
