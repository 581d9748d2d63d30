import Foundation

/// The golden database: sessions, scenes and goldens, the file a team
/// commits. It changes only when a person changes goldens (import, approve,
/// delete); runs are recorded in the `History`.
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

    /// Whether the file has `golden_codes` (schemas 5 and 6: `schema.sql`, migration 5).
    let storesCodes: Bool
    /// Whether `goldens.outcome` holds each golden's `GoldenBlob` (schema 7 and later:
    /// `schema.sql`, migration 7) rather than its text.
    let storesCompactGoldens: Bool
    /// Decompresses the blobs this store reads (schema 8), in the thread that reads them: a run's
    /// worker.
    let decompressor = Decompressor()
    /// Compresses the blobs this store writes (schema 8); made at the first.
    lazy var compressor = Compressor()

    init(connection: Connection, storesCodes: Bool, storesCompactGoldens: Bool, now: @escaping @Sendable () -> Date) {
        self.connection = connection
        self.storesCodes = storesCodes
        self.storesCompactGoldens = storesCompactGoldens
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
    /// gesture-replay is refused (`StoreError.newerSchema`), and so is one
    /// beside a write-ahead log that is not its own
    /// (`StoreError.strayWriteAheadLog`).
    ///
    /// The file is kept in rollback-journal mode: every committed write is in
    /// the file itself, and a read-only connection leaves no file beside it.
    /// A database of schema 2 or older that holds runs has them moved into
    /// the history store at `history` first (`History.takeRuns(fromDatabaseAt:)`).
    ///
    /// `now` stamps imports and approvals.
    public static func open(
        path: String, readOnly: Bool = false, history: String? = nil, now: @escaping @Sendable () -> Date = { Date() }
    ) throws -> Store {
        try open(path: path, readOnly: readOnly, history: history, migrations: Schema.migrations, now: now)
    }

    /// A new, private, in-memory database with the current schema.
    public static func inMemory(now: @escaping @Sendable () -> Date = { Date() }) throws -> Store {
        try open(path: ":memory:", now: now)
    }

    /// `open(path:readOnly:now:)` with other migration steps than
    /// `schema.sql`'s (tests of the migrator).
    package static func open(
        path: String, readOnly: Bool = false, history: String? = nil, migrations: [Migration],
        now: @escaping @Sendable () -> Date = { Date() }
    ) throws -> Store {
        try DatabaseFile.check(path, forWriting: !readOnly)
        try SideFiles(database: path).checkWriteAheadLog()
        // Nothing of the file changes before it is known to be a golden database this build reads.
        let connection: Connection
        let migrator = Migrator(migrations)
        do {
            // A journal left by a killed write stops a read-only connection at its first
            // statement, which the connection's own set-up makes.
            connection = try Connection(path: path, readOnly: readOnly, journal: nil)
            if readOnly { try migrator.verify(connection) }
        } catch let error as SQLiteError where readOnly && error.code == SQLiteError.readOnlyRollback {
            throw StoreError.unfinishedWrite(database: path, journal: SideFiles(database: path).journal)
        }
        try connection.defineFunction("outcome_code", Golden.codeOfText(outcome:origin:))  // schema.sql, migration 5
        // schema.sql, migration 7
        try connection.defineFunction("golden_blob") { $0.map { GoldenBlob.encode(text: $0) } }
        try connection.defineFunction("compact_samples") { $0.map(SampleBlob.compacted) }
        // schema.sql, migration 8
        let compressor = Compressor()
        try connection.defineFunction("compressed_golden") {
            $0.map { GoldenBlob.compressedIfDecoded($0, with: compressor) }
        }
        try connection.defineFunction("compressed_samples") {
            $0.map { SampleBlob.compressedIfDecoded($0, with: compressor) }
        }
        if !readOnly {
            try migrator.validate(connection)
            if try LegacyRuns.areHeld(by: connection) {
                guard let history else { throw StoreError.runHistoryWithoutStore(path: path) }
                try History.open(path: history, now: now).takeRuns(fromDatabaseAt: path)
            }
            try connection.setJournalMode(.rollback)
            try migrator.migrate(connection)
        }
        // Readers of version 5 read an older file as if no golden had a code, and readers of
        // version 7 read each golden's text from the column as it is in an older file.
        let (storesCodes, storesCompactGoldens) = try connection.readTransaction {
            (
                try connection.firstValue(
                    "SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = 'golden_codes'") == .integer(1),
                try connection.firstValue("SELECT type FROM pragma_table_info('goldens') WHERE name = 'outcome'")
                    == .text("BLOB")
            )
        }
        return Store(
            connection: connection, storesCodes: storesCodes, storesCompactGoldens: storesCompactGoldens, now: now)
    }

    /// Runs `body` in one read transaction, so that every read in it sees one
    /// snapshot of the database and none pays for beginning its own (a lock
    /// on the WAL index, a check of the file): what a replay worker wraps its
    /// whole share of a run in. The store's own read transactions nest in it
    /// as no-ops. Inside an open transaction, just runs `body`.
    ///
    /// A snapshot holds a shared lock on the file (rollback-journal mode):
    /// a writer's commit waits for it, up to the busy timeout. Hold one for a
    /// batch of reads, not for a whole run.
    public func withReadSnapshot<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.readTransaction(body)
    }

    /// Runs `body` in one write transaction, in which each of the store's own writes (an import of
    /// a session, a golden) is a savepoint: a write that fails is undone alone, the others commit
    /// together when `body` returns, and a process killed meanwhile leaves none of them.
    ///
    /// What a command writing many sessions wraps its writes in: the golden database is in
    /// rollback-journal mode, where every commit waits for the disk (`fsync` of the journal and
    /// of the file), about 12 ms here; one commit for a folder instead of one per file (300
    /// sessions: 3.5 s one by one, 0.2 s in one transaction, `gesture-replay-bench generate`).
    public func inOneTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.transaction(body)
    }

    /// Whether `error` is a failure of the database rather than of one input: SQLite failing (a
    /// full disk, a read-only file, an I/O error) or the file refused as a whole. A command that
    /// writes many inputs in one transaction stops at it rather than going on to the next input:
    /// SQLite may have rolled the whole transaction back already, so nothing more can be kept.
    public static func isDatabaseFailure(_ error: any Error) -> Bool {
        switch error {
        case is SQLiteError: true
        case StoreError.sessionExists, StoreError.noSuchSession, StoreError.corruptSamples, StoreError.corruptGolden:
            false
        case is StoreError: true
        default: false
        }
    }

    /// Whether the database is of schema 1 or 2 and still holds runs, which belong in the
    /// history store (`History.takeRuns(fromDatabaseAt:)`).
    public func holdsLegacyRuns() throws -> Bool {
        try LegacyRuns.areHeld(by: connection)
    }

    /// The schema version of the open database.
    public func schemaVersion() throws -> Int {
        try connection.userVersion()
    }
}
