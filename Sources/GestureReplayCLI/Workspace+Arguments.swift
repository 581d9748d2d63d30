import Foundation
import GestureModel
import GestureReplay
import GestureSuite

/// What the command line adds to a workspace: building it from a command's options, and the
/// options every command that finds scenes or replays shares.
extension Workspace {
    /// The workspace of a command's context and its `--scenes` option.
    init(registry: SceneRegistry, arguments: ParsedArguments, context: Context) {
        self.init(
            registry: registry, databasePath: context.databasePath,
            sceneFolder: arguments.spec.option(named: "scenes") == nil
                ? nil : arguments.value("scenes").map { URL(fileURLWithPath: $0) },
            historyPath: context.historyPath, command: context.toolCommand)
    }

    /// `--threshold name=value` options, checked against the model's names.
    static func thresholdOverrides(_ arguments: ParsedArguments) throws -> [(name: String, value: Double)] {
        try arguments.values("threshold").map { text in
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = Double(parts[1]), value.isFinite, value >= 0, value <= 1e9 else {
                throw arguments.usageError("--threshold expects NAME=VALUE with a number from 0 to 1000000000, got '\(text)'")
            }
            guard GestureModelThresholds.names.contains(parts[0]) else {
                throw arguments.usageError(
                    "unknown threshold '\(parts[0])' (known: \(GestureModelThresholds.names.joined(separator: ", ")))")
            }
            return (parts[0], value)
        }
    }

    /// The options every command that finds scenes has.
    static let scenesOption = OptionSpec.option(
        "scenes", value: "dir", help: "The folder of *.scene.json files (default: scenes/ beside the database).")

    /// `--threshold`, for commands that replay.
    static let thresholdOption = OptionSpec.option(
        "threshold", value: "name=value", repeatable: true,
        help: "Override a model threshold for this command (e.g. tapMaximumInterval=0.3).")
}

/// The model's threshold names, for validating `--threshold`.
enum GestureModelThresholds {
    static let names = Thresholds.byName.map(\.name)
}
