import ArgumentParsing
import GestureReplay
import GestureSuite

/// What the command line adds to a workspace: building it from a command's context and options.
extension Workspace {
    /// The workspace of a command's context and its `--scenes` option, if it has one.
    init(registry: SceneRegistry, scenes: SceneOptions? = nil, context: Context) {
        self.init(
            registry: registry, databasePath: context.databasePath, sceneFolder: scenes?.folder,
            historyPath: context.historyPath, command: context.toolCommand)
    }
}
