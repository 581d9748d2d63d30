import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureStore

/// What every command works with: the registry of recognizer types and
/// Swift scenes, the database path and the folder of scene files.
public struct Workspace: Sendable {
    public var registry: SceneRegistry
    /// The SQLite database (`--db`, `$GESTURE_REPLAY_DB`, `recordings/gestures.sqlite`).
    public var databasePath: String
    /// Scene files: `--scenes`, or `scenes/` beside the database.
    public var sceneFolder: URL
    /// The run history store (`--history`, `$GESTURE_REPLAY_HISTORY`, or beside the database).
    public var historyPath: String
    /// Whether `sceneFolder` was given (`--scenes`) rather than the default one.
    public var isSceneFolderGiven: Bool

    /// How every command a hint suggests is written: this program with the options in force.
    public var command: ToolCommand

    /// A workspace; `command` defaults to `gesture-replay`, with `--db PATH` when the
    /// database is not the default one.
    public init(
        registry: SceneRegistry, databasePath: String, sceneFolder: URL? = nil, historyPath: String? = nil,
        command: ToolCommand? = nil
    ) {
        self.command =
            command
            ?? ToolCommand(
                globalOptions: databasePath == Workspace.defaultDatabasePath ? [] : [.option("db", databasePath)])
        self.registry = registry
        self.databasePath = databasePath
        self.historyPath = historyPath ?? History.defaultPath(forDatabase: databasePath)
        self.isSceneFolderGiven = sceneFolder != nil
        self.sceneFolder =
            sceneFolder
            ?? URL(fileURLWithPath: databasePath).deletingLastPathComponent().appendingPathComponent("scenes")
    }

    /// The golden database when none is named (`docs/FORMATS.md` §4).
    public static let defaultDatabasePath = "recordings/gestures.sqlite"

    /// The folder the database is in, absolute.
    public var databaseFolder: URL {
        URL(fileURLWithPath: databasePath).absoluteURL.deletingLastPathComponent().standardized
    }

    /// The path from the database's folder to `file`, with `..` where needed: how the store
    /// remembers where a scene was imported from (`scenes.file`), so that a database and its
    /// scenes moved or cloned together still find each other.
    public func pathFromDatabase(to file: URL) -> String {
        let from = databaseFolder.pathComponents
        let to = file.absoluteURL.standardized.pathComponents
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...]).joined(separator: "/")
    }

    /// The file at `path` from the database's folder (`pathFromDatabase(to:)`); an absolute
    /// `path` is itself.
    public func fileFromDatabase(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : databaseFolder.appendingPathComponent(path).standardized
    }

    /// Looks for the scenes of this workspace's sessions, with what `store` remembers of them.
    public func sceneFinder(store: Store) throws -> SceneFinder {
        try SceneFinder(workspace: self, store: store)
    }

    /// The scenes this workspace can replay in.
    public var scenes: SceneLibrary { SceneLibrary(folder: sceneFolder, registry: registry) }

    /// Opens (creating and migrating) the database for writing: for the commands that change
    /// goldens. An older database's run history moves to the history store first.
    public func openStore() throws -> Store {
        makeDatabaseFolder()
        return try Store.open(path: databasePath, history: historyPath)
    }

    /// Opens the database for `check --repair`: for writing, as `openStore()` does, unless
    /// it is damaged (see `Store.openForRepair(path:)`). It must exist: a mistyped `--db` is
    /// refused, not made into an empty database found healthy.
    public func openStoreForRepair() throws -> Store.RepairOpening {
        try requireDatabase()
        return try Store.openForRepair(path: databasePath, history: historyPath)
    }

    /// Opens the history store for recording a run, creating it on first use. The runs that
    /// `store`, a database of schema 2 or older, still holds are copied in first, so that they
    /// come before every run recorded from now on (history queries take the greatest id for the
    /// latest); the database itself keeps them until the first command that writes it.
    public func openHistory(takingRunsOf store: Store? = nil) throws -> History {
        let history = try History.open(path: historyPath)
        if let store, try store.holdsLegacyRuns() { try history.takeRuns(fromDatabaseAt: store.path) }
        return history
    }

    /// Opens the history store for reading; nil when there is none yet (no run was recorded).
    /// An older `store` that still holds runs has them copied in first (`openHistory(takingRunsOf:)`).
    public func openHistoryForReading(of store: Store? = nil) throws -> History? {
        if let store, try store.holdsLegacyRuns() { return try openHistory(takingRunsOf: store) }
        guard FileManager.default.fileExists(atPath: historyPath) else { return nil }
        return try History.open(path: historyPath, readOnly: true)
    }

    /// Creates the folder the database is in, if it is missing.
    private func makeDatabaseFolder() {
        let folder = URL(fileURLWithPath: databasePath).deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// Opens the database read-only; it must exist.
    public func openStoreForReading() throws -> Store {
        try requireDatabase()
        return try Store.open(path: databasePath, readOnly: true)
    }

    /// Refuses a database path where there is no file.
    private func requireDatabase() throws {
        guard !FileManager.default.fileExists(atPath: databasePath) else { return }
        throw InputError(
            file: databasePath, line: 0, reason: "no such database",
            nextStep: "check --db, or import a session first: \(command("import", "DUMP", options: [.option("scene", "NAME")]))")
    }

    /// The most bytes read from one file the user names (CHOICE: 64 MiB,
    /// minutes of the busiest getevent capture; a session is parsed, stored
    /// and replayed whole, so a larger file is refused rather than streamed).
    public static let maximumFileSize = 64 << 20

    /// Reads a file the user named, as bytes; a missing, unreadable or too
    /// large file is bad input (65). Reads at most `maximumFileSize` bytes,
    /// so a huge file or an endless pipe costs no more memory than that.
    public static func readFile(_ path: String) throws -> [UInt8] {
        let tooLarge = InputError(
            file: path, line: 0,
            reason:
                "larger than \(maximumFileSize >> 20) MiB, the most gesture-replay reads from one file: split the capture"
        )
        do {
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            var bytes: [UInt8] = []
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                guard bytes.count + chunk.count <= maximumFileSize else { throw tooLarge }
                bytes.append(contentsOf: chunk)
            }
            return bytes
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError(file: path, line: 0, reason: "cannot be read (\(FileError.describe(error)))")
        }
    }
}
