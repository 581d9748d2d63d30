import ArgumentParsing
import GestureReplay
import GestureReports
import GestureStore
import GestureSuite

/// A stored session's scene that was not found, or was removed: exit 65.
extension SceneNotFoundError: CLIError {
    public var exitCode: ExitCode { .dataError }
}

/// A file that is bad input (a dump, touch log, outcome, or a missing file): exit 65,
/// `Error: FILE:LINE: reason`, then its next step when it has one.
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
        case .newerSchema, .unknownSchema, .isDirectory, .readOnlyFile, .readOnlyFolder, .olderSchema, .notGestureReplayDatabase, .notHistoryStore, .strayWriteAheadLog,
            .unfinishedWrite, .sessionExists, .noSuchSession:
            .dataError
        case .runHistoryWithoutStore: .internalError
        case .noSuchRun, .corruptSamples, .corruptGolden, .corruptMargin: .internalError
        }
    }
    public var nextStep: String? { nextStep(ToolCommand()) }
    public func nextStep(_ command: ToolCommand) -> String? {
        switch self {
        case .sessionExists(let name): "import with --replace to overwrite \(name), or choose another --name"
        case .noSuchSession: "run `\(command("list"))` to see the stored sessions"
        case .isDirectory: "give the path of the database file itself"
        case .readOnlyFile(let path): "make it writable (chmod u+w \(ShellText.quoted(path))), or work on a copy that is"
        case .readOnlyFolder(_, let folder):
            "make the folder writable (chmod u+w \(ShellText.quoted(folder))), or work on a copy in a folder that is"
        case .unfinishedWrite(let database, let journal):
            "`\(command("check", options: [.flag("repair")]))` rolls the unfinished write back; if you have since replaced \(database) with another copy (git checkout), delete \(journal) instead"
        default: nil
        }
    }
}

/// SQLite failing, shown with the file and the real cause (`SQLiteError.Cause`): a read-only
/// file or folder, or a file that is not a database, is the user's to fix (65); a full disk
/// or anything else SQLite reports is the machine's (70). SQLite's own words follow in brackets.
extension SQLiteError: CLIError {
    public var message: String {
        let file = self.file ?? "the database"
        return switch cause {
        case .readOnlyFile: "\(file) cannot be written: the file is read-only (\(description))"
        case .readOnlyFolder: "\(file) cannot be written: its folder is read-only (\(description))"
        case .notADatabase: "\(file) is not a database, or a damaged or truncated one (\(description))"
        case .diskFull: "\(file) cannot be written: the disk is full (\(description))"
        case .other: self.file.map { "\($0): \(description)" } ?? description
        }
    }
    public var exitCode: ExitCode {
        switch cause {
        case .readOnlyFile, .readOnlyFolder, .notADatabase: .dataError
        case .diskFull, .other: .internalError
        }
    }
    public var nextStep: String? {
        let file = ShellText.quoted(self.file ?? "the database")
        return switch cause {
        case .readOnlyFile, .readOnlyFolder: "make it writable, or work on a copy that is"
        case .notADatabase: "restore it from version control (git checkout -- \(file))"
        case .diskFull: "free space on the disk that holds \(file), then run the command again"
        case .other: nil
        }
    }
}
