import Foundation
import GestureReplay

/// The whole `gesture-replay` command line, for a registry of recognizer
/// types and Swift scenes. A team's own runner is one line:
///
/// ```swift
/// // Sources/my-gesture-replay/main.swift
/// import GestureReplayCLI
/// var registry = SceneRegistry.builtIn
/// registry.register(RecognizerType("wiggle", make: WiggleGestureRecognizer.init))
/// GestureReplayCLI.main(registry: registry)
/// ```
public enum GestureReplayCLI {
    /// This tool's version, stored with runs and goldens.
    public static let version = "0.1.0"

    /// The command-line tool with every command, replaying with `registry`.
    public static func tool(registry: SceneRegistry) -> CommandLineTool {
        var tool = CommandLineTool(root: .gestureReplay(version: version))
        tool.register(ReplayCommand.spec) { try ReplayCommand.run($0, $1, registry: registry) }
        tool.register(ImportCommand.spec) { try ImportCommand.run($0, $1, registry: registry) }
        tool.register(RunCommand.spec) { try RunCommand.run($0, $1, registry: registry) }
        tool.register(ApproveCommand.spec) { try ApproveCommand.run($0, $1, registry: registry) }
        tool.register(ListCommand.spec) { try ListCommand.run($0, $1, registry: registry) }
        tool.register(ShowCommand.spec) { try ShowCommand.run($0, $1, registry: registry) }
        tool.register(ExportCommand.spec) { try ExportCommand.run($0, $1, registry: registry) }
        tool.register(GoldensCommand.spec) { try GoldensCommand.run($0, $1, registry: registry) }
        tool.register(DeleteCommand.spec) { try DeleteCommand.run($0, $1, registry: registry) }
        tool.register(ScenesCommand.spec) { try ScenesCommand.run($0, $1, registry: registry) }
        tool.register(ReportCommand.spec) { try ReportCommand.run($0, $1, registry: registry) }
        tool.register(CheckCommand.spec) { try CheckCommand.run($0, $1, registry: registry) }
        tool.register(CollectCommand.spec) { try CollectCommand.run($0, $1, registry: registry) }
        return tool
    }

    /// Runs the command line of this process and exits.
    public static func main(registry: SceneRegistry) -> Never {
        tool(registry: registry).main()
    }
}
