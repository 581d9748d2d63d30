import ArgumentParsing
// The program the commands run in (`CommandLineTool`, `Context`, `Terminal`, `CLIError`, …) is
// part of this module's interface, as it was when it lived here: re-exported, unlike the parser.
@_exported import CommandRunning
import Foundation
import GestureReplay
import GestureSuite

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
    /// This tool's version, stored with runs and goldens (`ToolVersion.current`).
    public static let version = ToolVersion.current

    /// The command-line tool with every command, replaying with `registry`.
    public static func tool(registry: SceneRegistry) -> CommandLineTool {
        var tool = CommandLineTool(root: .gestureReplay(version: version))
        tool.carriedOptions = Context.carriedOptions(of:)
        tool.register(ReplayCommand.self) { try $0.run($1, registry: registry) }
        tool.register(ImportCommand.self) { try $0.run($1, registry: registry) }
        tool.register(RunCommand.self) { try $0.run($1, registry: registry) }
        tool.register(ApproveCommand.self) { try $0.run($1, registry: registry) }
        tool.register(ListCommand.self) { try $0.run($1, registry: registry) }
        tool.register(ShowCommand.self) { try $0.run($1, registry: registry) }
        tool.register(ExportCommand.self) { try $0.run($1, registry: registry) }
        tool.register(GoldensCommand.self) { try $0.run($1, registry: registry) }
        tool.register(DeleteCommand.self) { try $0.run($1, registry: registry) }
        tool.register(RetireCommand.self) { try $0.run($1, registry: registry) }
        tool.register(ScenesCommand.self) { try $0.run($1, registry: registry) }
        tool.register(MarginsCommand.self) { try $0.run($1, registry: registry) }
        tool.register(PerturbCommand.self) { try $0.run($1, registry: registry) }
        tool.register(CoverageCommand.self) { try $0.run($1, registry: registry) }
        tool.register(ReportCommand.self) { try $0.run($1, registry: registry) }
        tool.register(CheckCommand.self) { try $0.run($1, registry: registry) }
        tool.register(CollectCommand.self) { try $0.run($1, registry: registry) }
        return tool
    }

    /// Runs the command line of this process and exits.
    public static func main(registry: SceneRegistry) -> Never {
        tool(registry: registry).main()
    }
}
