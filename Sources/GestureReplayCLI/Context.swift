import GestureStore
/// What a command handler has besides its own arguments: where to write, the environment,
/// and the global options given before the command.
public struct Context: Sendable {
    /// Where the command writes; quiet when the command's `--quiet` flag was given.
    public var terminal: Terminal
    /// The process's environment variables.
    public var environment: [String: String]
    /// The root's options, such as `--db`.
    public var global: ParsedArguments
    /// Renders errors the command reports without stopping.
    let errorRenderer: ErrorRenderer
    /// The subcommand names of the running command.
    let command: [String]

    /// The database of `--db`, `$GESTURE_REPLAY_DB` or `recordings/gestures.sqlite`, for a root
    /// made by `CommandSpec.gestureReplay(version:commands:)`.
    public var databasePath: String {
        global.value("db") ?? CommandSpec.defaultDatabasePath
    }

    /// The history store of `--history`, `$GESTURE_REPLAY_HISTORY`, or the database's default
    /// (`History.defaultPath(forDatabase:)`).
    public var historyPath: String {
        global.value("history") ?? History.defaultPath(forDatabase: databasePath)
    }

    /// Whether `CI` is set (to anything but nothing, `false` or `0`): goldens are never recorded
    /// and a run that tests nothing fails.
    public var isCI: Bool {
        environment["CI"].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
    }

    /// Shows `error` on standard error exactly as if the command had thrown it, and returns its
    /// exit code; for commands that go on after a bad input.
    @discardableResult
    public func report(_ error: any Error) -> ExitCode {
        errorRenderer.report(error, command: command, to: terminal.standardError)
    }
}
