import ArgumentParsing
import GestureReplay
import GestureReports
import GestureSuite

/// `gesture-replay scenes`: the scenes sessions can be replayed in.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "scenes", abstract: "List the scenes: scene files and registered Swift scenes.")

    @OptionGroup var scenes: SceneOptions

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let entries = try workspace.scenes.entries()
        let rows = entries.map { entry in
            switch entry.scene {
            case .json(let spec):
                let recognizers = spec.recognizers.map { "\($0.name) (\($0.type))" }.joined(separator: ", ")
                return [entry.scene.name, "\(workspace.scenes.displayPath(entry.file!))  \(recognizers)"]
            case .swift(let scene):
                return [entry.scene.name, "Swift scene  \(scene.summary)"]
            }
        }
        for line in TextTable.lines(rows) { context.terminal.print(line) }
        return .success
    }
}
