import Foundation
import GestureReplay

/// `gesture-replay replay --scene S --touches T`: one session, no database.
enum ReplayCommand {
    static let spec = CommandSpec(
        "replay",
        abstract: "Replay one touch log in a scene and print its outcome.",
        discussion: [
            "Needs no database. The outcome is JSON Lines (docs/FORMATS.md §3) by default; --format text prints a timeline with the reasons recognizers failed or waited.",
        ],
        options: [
            .option("scene", value: "scene", required: true,
                    help: "A *.scene.json file, or the name of a scene (a file in the scenes folder or a Swift scene)."),
            .option("touches", value: "file", required: true, help: "A *.touches.jsonl touch log."),
            .option("format", value: "format", default: "jsonl", choices: ["jsonl", "text"], help: "How to print the outcome."),
            Workspace.thresholdOption,
            Workspace.scenesOption,
        ],
        examples: ["replay --scene recordings/scenes/tap-or-double-tap.scene.json --touches recordings/sessions/double-tap.touches.jsonl"])

    static func run(_ arguments: ParsedArguments, _ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, arguments: arguments, context: context)
        let scene = try workspace.scenes.scene(arguments.value("scene")!).scene
        let path = arguments.value("touches")!
        let session = try TouchLog.read(Workspace.readFile(path), file: path, defaultName: SessionName.from(path: path))
        let replayer = Replayer(registry: registry, thresholdOverrides: try Workspace.thresholdOverrides(arguments))
        let result = try replayer.replay(session, in: scene)
        if arguments.value("format") == "text" {
            context.terminal.standardOutput.write(result.outcome.timeline(trace: result.trace))
        } else {
            context.terminal.standardOutput.write(result.outcome.jsonLines)
        }
        return .success
    }
}

/// Session names derived from file names.
enum SessionName {
    /// `dumps/double-tap.touches.jsonl` → `double-tap`: the file name without its extensions.
    static func from(path: String) -> String {
        let file = URL(fileURLWithPath: path).lastPathComponent
        for suffix in [".touches.jsonl", ".jsonl", ".events", ".yml", ".yaml", ".json", ".txt", ".log"] where file.hasSuffix(suffix) {
            return String(file.dropLast(suffix.count))
        }
        return file
    }
}
