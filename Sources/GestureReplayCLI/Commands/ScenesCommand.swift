import ArgumentParsing
import GestureReplay
import GestureSuite

/// `gesture-replay scenes`: the scenes sessions can be replayed in.
struct ScenesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        "scenes", abstract: "List the scenes: scene files and registered Swift scenes.")

    @OptionGroup var scenes: SceneOptions

    func run(_ context: Context, registry: SceneRegistry) throws -> ExitCode {
        let workspace = Workspace(registry: registry, scenes: scenes, context: context)
        let entries = try workspace.scenes.entries()
        let width = entries.map(\.scene.name.count).max() ?? 0
        for entry in entries {
            let name = entry.scene.name.padding(toLength: width, withPad: " ", startingAt: 0)
            switch entry.scene {
            case .json(let spec):
                let recognizers = spec.recognizers.map { "\($0.name) (\($0.type))" }.joined(separator: ", ")
                context.terminal.print("\(name)  \(workspace.scenes.displayPath(entry.file!))  \(recognizers)")
            case .swift(let scene):
                context.terminal.print("\(name)  Swift scene  \(scene.summary)")
            }
        }
        return .success
    }
}
