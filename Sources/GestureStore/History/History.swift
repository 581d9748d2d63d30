import Foundation

/// The run history: every `gesture-replay run`, with one result per session
/// replayed, for `report`, `approve --failing` and the nightly job.
///
/// It is a store of its own (`history.sql`), kept apart from the golden
/// database (`Store`) so that running the suite never changes the file a
/// team commits: by default `.gesture-replay/NAME.history.sqlite` beside the
/// golden database `NAME.sqlite` (`History.defaultPath(forDatabase:)`), in a
/// folder that tells git to ignore it. It uses a write-ahead log: several
/// runs (the shards of a CI matrix on one machine) record into it at once,
/// and a reader never waits for them.
///
/// Like `Store`, a `History` owns one connection and is not `Sendable`.
///
/// ```swift
/// let history = try History.open(path: History.defaultPath(forDatabase: "recordings/gestures.sqlite"))
/// let recorder = try history.makeRunRecorder()
/// ```
public final class History {
    package let connection: Connection
    let now: @Sendable () -> Date

    /// The store's file (`:memory:` for an in-memory one).
    public var path: String { connection.path }

    init(connection: Connection, now: @escaping @Sendable () -> Date) {
        self.connection = connection
        self.now = now
    }

    /// Keeps at most `kibibytes` of this connection's database pages in
    /// memory (SQLite's default is 2 MB). A long run reads every session's
    /// name and records every result through one connection: with the
    /// default, its memory grew with the corpus until the cache was full.
    public func limitPageCache(kibibytes: Int) throws {
        try connection.execute("PRAGMA main.cache_size = -\(max(kibibytes, 64))")
    }

    /// Opens the history store at `path`, creating it (and its folder) and
    /// bringing its schema up to date unless `readOnly`. A store written by a
    /// newer gesture-replay is refused (`StoreError.newerSchema`).
    public static func open(path: String, readOnly: Bool = false, now: @escaping @Sendable () -> Date = { Date() })
        throws -> History
    {
        if !readOnly && path != ":memory:" { try HistoryFolder.prepare(forStoreAt: path) }
        try DatabaseFile.check(path, forWriting: !readOnly)
        // Nothing of the file changes before it is known to be a history store this build reads.
        let connection = try Connection(path: path, readOnly: readOnly, journal: nil)
        let migrator = Migrator(HistorySchema.migrations, applicationID: HistorySchema.applicationID)
        if readOnly {
            try migrator.verify(connection)
        } else {
            try migrator.validate(connection)
            try connection.setJournalMode(.writeAheadLog)
            try migrator.migrate(connection)
        }
        return History(connection: connection, now: now)
    }

    /// A new, private, in-memory history store.
    public static func inMemory(now: @escaping @Sendable () -> Date = { Date() }) throws -> History {
        try open(path: ":memory:", now: now)
    }

    /// The history store of the golden database at `database` when none is
    /// named: `.gesture-replay/NAME.history.sqlite` in the database's folder,
    /// for a database `NAME.sqlite` (or `NAME`).
    public static func defaultPath(forDatabase database: String) -> String {
        let url = URL(fileURLWithPath: database)
        let name = url.pathExtension == "sqlite" ? url.deletingPathExtension().lastPathComponent : url.lastPathComponent
        return "\(HistoryFolder.path(besideDatabase: database))/\(name).history.sqlite"
    }

    /// Runs `body` in one read transaction: every read in it sees one snapshot.
    public func withReadSnapshot<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.readTransaction(body)
    }

    /// The schema version of the open store.
    public func schemaVersion() throws -> Int {
        try connection.userVersion()
    }
}

/// The folder that holds history stores by default, beside a golden
/// database, and the other files the tool keeps for the user and never for git
/// (`perturb`'s touch logs and scratch database): created with a `.gitignore`
/// of `*`, so that git ignores it and all it holds in any repository without
/// an entry in that repository's own `.gitignore` (the convention of
/// `.pytest_cache` and `.mypy_cache`).
public enum HistoryFolder {
    public static let name = ".gesture-replay"

    /// The folder beside the database at `database`, written from where `database` is written.
    public static func path(besideDatabase database: String) -> String {
        let folder = (database as NSString).deletingLastPathComponent
        return folder.isEmpty ? name : "\(folder)/\(name)"
    }

    /// Creates the folder of the file at `path` if it is missing, and the
    /// `.gitignore` of a folder named `.gesture-replay`.
    public static func prepare(forStoreAt path: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        if !FileManager.default.fileExists(atPath: folder.path) {
            // A read-only parent: named as such, not as Foundation's error dump (NSCocoaErrorDomain 513).
            let parent = DatabaseFile.folder(of: DatabaseFile.folder(of: path))
            if FileManager.default.fileExists(atPath: parent) && access(parent, W_OK) != 0 {
                throw StoreError.readOnlyFolder(file: path, folder: parent)
            }
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard folder.lastPathComponent == name else { return }
        let ignore = folder.appendingPathComponent(".gitignore")
        if !FileManager.default.fileExists(atPath: ignore.path) {
            try Data("# Made by gesture-replay: its local run history, never committed.\n*\n".utf8).write(
                to: ignore, options: .atomic)
        }
    }
}
