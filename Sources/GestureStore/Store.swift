import Foundation

/// The gesture-replay database: sessions, scenes, goldens, runs and results.
///
/// A `Store` owns one connection and is not `Sendable`: each thread opens its
/// own (a replay worker opens one with `readOnly: true`). Every write that
/// belongs together is one transaction: a failed import or a failed record
/// of results leaves the database as it was.
///
/// ```swift
/// let store = try Store.open(path: "recordings/gestures.sqlite")
/// try store.insertSession(session, source: SessionSource(format: .touchlog, fileName: name, contents: bytes))
/// for name in try store.sessionNames() { … }
/// ```
public final class Store {
    package let connection: Connection
    let now: @Sendable () -> Date

    /// The database file's path (`:memory:` for an in-memory store).
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

    /// Opens the database at `path`, creating it and bringing its schema up
    /// to date unless `readOnly`. A database written by a newer
    /// gesture-replay is refused (`StoreError.newerSchema`).
    ///
    /// `now` stamps imports, approvals and runs.
    public static func open(path: String, readOnly: Bool = false, now: @escaping @Sendable () -> Date = { Date() }) throws -> Store {
        try open(path: path, readOnly: readOnly, migrations: Schema.migrations, now: now)
    }

    /// A new, private, in-memory database with the current schema.
    public static func inMemory(now: @escaping @Sendable () -> Date = { Date() }) throws -> Store {
        try open(path: ":memory:", now: now)
    }

    /// `open(path:readOnly:now:)` with other migration steps than
    /// `schema.sql`'s (tests of the migrator).
    package static func open(
        path: String, readOnly: Bool = false, migrations: [Migration], now: @escaping @Sendable () -> Date = { Date() }
    ) throws -> Store {
        let connection = try Connection(path: path, readOnly: readOnly)
        let migrator = Migrator(migrations)
        if readOnly {
            try migrator.verify(connection)
        } else {
            try migrator.migrate(connection)
        }
        return Store(connection: connection, now: now)
    }

    /// Runs `body` in one read transaction, so that every read in it sees one
    /// snapshot of the database and none pays for beginning its own (a lock
    /// on the WAL index, a check of the file): what a replay worker wraps its
    /// whole share of a run in. The store's own read transactions nest in it
    /// as no-ops. Inside an open transaction, just runs `body`.
    ///
    /// Holding a snapshot for long is harmless in WAL mode: readers do not
    /// block writers, so an import can commit meanwhile (this snapshot does
    /// not see it). The cost is that a checkpoint cannot copy the WAL back
    /// past the snapshot, so the WAL file may grow until `body` returns;
    /// acceptable for the length of a run.
    public func withReadSnapshot<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.readTransaction(body)
    }

    /// The schema version of the open database.
    public func schemaVersion() throws -> Int {
        try connection.userVersion()
    }
}
