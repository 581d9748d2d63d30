import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// Bad input data that is not of one format: exit 65, `Error: FILE:LINE: problem`.
extension DataError: CLIError {
    public var message: String { description }
    public var exitCode: ExitCode { .dataError }
}

/// A stored session's scene that was not found, or was removed: exit 65.
extension SceneNotFoundError: CLIError {
    public var exitCode: ExitCode { .dataError }
}

/// A touch log, outcome or other input that breaks its format: exit 65, `Error: FILE:LINE: reason`.
extension InputError: CLIError {
    public var message: String { description }
    public var exitCode: ExitCode { .dataError }
}

/// A scene that cannot be used: exit 65, `Error: FILE:LINE: PATH: reason`.
extension SceneError: CLIError {
    public var message: String { description }
    public var exitCode: ExitCode { .dataError }
}

/// A scene name that names nothing: exit 64, with the command to list scenes.
extension UnknownSceneError: CLIError {
    public var message: String { description }
    public var exitCode: ExitCode { .usage }
    public var nextStep: String? { nextStep(ToolCommand()) }
    public func nextStep(_ command: ToolCommand) -> String? { "run `\(command("scenes"))` to list the scenes" }
}

/// A store that cannot be used as asked: a database from elsewhere or a name clash is the
/// user's to fix (65); anything else is ours (70).
extension StoreError: CLIError {
    public var message: String {
        switch self {
        case .noSuchSession(let name): "no session named '\(name)'"  // the next step says how to list them
        default: description
        }
    }
    public var exitCode: ExitCode {
        switch self {
        case .newerSchema, .unknownSchema, .olderSchema, .notGestureReplayDatabase, .notHistoryStore, .strayWriteAheadLog,
            .unfinishedWrite, .sessionExists, .noSuchSession:
            .dataError
        case .runHistoryWithoutStore: .internalError
        case .noSuchRun, .corruptSamples, .corruptMargin: .internalError
        }
    }
    public var nextStep: String? { nextStep(ToolCommand()) }
    public func nextStep(_ command: ToolCommand) -> String? {
        switch self {
        case .sessionExists(let name): "import with --replace to overwrite \(name), or choose another --name"
        case .noSuchSession: "run `\(command("list"))` to see the stored sessions"
        case .unfinishedWrite(let database, let journal):
            "`\(command("check", "--repair"))` rolls the unfinished write back; if you have since replaced \(database) with another copy (git checkout), delete \(journal) instead"
        default: nil
        }
    }
}

/// SQLite failing under us is an internal error (exit 70) that says what SQLite said.
extension SQLiteError: CLIError {
    public var message: String { description }
    public var exitCode: ExitCode { .internalError }
}
