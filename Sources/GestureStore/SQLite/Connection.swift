import CSQLite

/// One SQLite connection that owns its `sqlite3` handle and closes it on
/// `deinit`. Not `Sendable`: a thread that needs the database opens its own.
///
/// Opening sets what every connection of gesture-replay needs: extended
/// result codes, `foreign_keys=ON`, the journal mode asked for (checked, file
/// databases opened for writing only), `synchronous=NORMAL` and a busy
/// timeout, so that a writer waits for another one instead of failing with
/// `SQLITE_BUSY`.
///
/// ```swift
/// let connection = try Connection(path: "gestures.sqlite")
/// try connection.transaction {
///     try connection.execute("DELETE FROM results WHERE run_id = ?", [run])
/// }
/// ```
package final class Connection {
    /// The path it was opened with (`:memory:` for a private in-memory database).
    package let path: String
    /// Whether it was opened read-only.
    package let isReadOnly: Bool
    let handle: OpaquePointer
    private var statements: [String: Statement] = [:]
    /// How many transactions begun by `run` are under way (the outermost, and reads begun inside it).
    private var transactionDepth = 0

    /// How long a statement waits for another connection's lock before
    /// failing with `SQLITE_BUSY`.
    package static let defaultBusyTimeout: Duration = .seconds(5)

    /// Opens (and, unless `readOnly`, creates) the database at `path`, switching it to `journal`
    /// (when given and not `readOnly`; `setJournalMode(_:)` does it later for a caller that
    /// checks the file first):
    /// wraps `sqlite3_open_v2`, `sqlite3_extended_result_codes` and
    /// `sqlite3_busy_timeout`, then sets the connection's pragmas.
    /// How a connection opened for writing keeps its file consistent.
    package enum JournalMode: String, Sendable {
        /// A write-ahead log (`-wal` beside the file): readers never block writers. For the
        /// history store, which many runs write and nobody commits.
        case writeAheadLog = "wal"
        /// A rollback journal (`-journal`), deleted at every commit: every committed write is in
        /// the file itself, and readers create no side file. For the golden database, which
        /// people commit: nothing committed may live only in a side file that git ignores.
        case rollback = "delete"
    }

    package init(
        path: String, readOnly: Bool = false, journal: JournalMode? = .writeAheadLog,
        busyTimeout: Duration = Connection.defaultBusyTimeout
    ) throws(SQLiteError) {
        var database: OpaquePointer?
        let flags =
            (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
        let code = sqlite3_open_v2(path, &database, flags, nil)
        guard code == SQLITE_OK, let database else {
            let message = Statement.message(of: database)
            sqlite3_close_v2(database)
            throw SQLiteError(code: code, message: "cannot open \(path): \(message)", file: path)
        }
        self.path = path
        self.isReadOnly = readOnly
        self.handle = database
        self.busyTimeout = busyTimeout
        sqlite3_extended_result_codes(database, 1)
        let (seconds, attoseconds) = busyTimeout.components
        sqlite3_busy_timeout(database, Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000))

        try execute("PRAGMA foreign_keys = ON")
        guard try pragma("foreign_keys") == .integer(1) else {
            throw SQLiteError(
                code: SQLITE_ERROR, message: "this SQLite does not enforce foreign keys",
                sql: "PRAGMA foreign_keys = ON")
        }
        if let journal, !readOnly { try setJournalMode(journal) }
        try execute("PRAGMA synchronous = NORMAL")
    }

    /// How long a statement waits for another connection's lock.
    private let busyTimeout: Duration

    /// Switches the file to `journal` (a file database opened for writing; a no-op otherwise),
    /// and checks that SQLite did.
    package func setJournalMode(_ journal: JournalMode) throws(SQLiteError) {
        guard !isReadOnly && !isInMemory else { return }
        let answer = try switchJournal(to: journal, within: busyTimeout)
        guard case .text(let mode) = answer, mode.lowercased() == journal.rawValue else {
            throw SQLiteError(
                code: SQLITE_ERROR,
                message:
                    "\(path) cannot use journal_mode \(journal.rawValue): SQLite answered \(answer.map { "\($0)" } ?? "nothing")",
                sql: "PRAGMA journal_mode = \(journal.rawValue)")
        }
    }

    /// `PRAGMA journal_mode = …`, tried again while another connection holds
    /// the lock it needs, until `timeout` has passed.
    ///
    /// Two connections opening a new file at once each hold a shared lock
    /// while they switch its journal mode, and each needs the exclusive one:
    /// SQLite answers one of them SQLITE_BUSY at once, without its busy
    /// handler, because waiting could deadlock. The pragma ends its statement
    /// and so drops the shared lock; the other connection then switches the
    /// file, and this one, tried again, finds it switched (CHOICE: 1 ms, then
    /// twice as long each time up to 50 ms, as SQLite's own busy handler
    /// backs off). A file already in the mode asked for takes no lock.
    private func switchJournal(to mode: JournalMode, within timeout: Duration) throws(SQLiteError) -> SQLValue? {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        var pauseMilliseconds: Int32 = 1
        while true {
            do {
                return try firstValue("PRAGMA journal_mode = \(mode.rawValue)")
            } catch  where error.code & 0xff == SQLITE_BUSY && clock.now + .milliseconds(pauseMilliseconds) < deadline {
                sqlite3_sleep(pauseMilliseconds)
                pauseMilliseconds = min(pauseMilliseconds * 2, 50)
            }
        }
    }

    /// Finalizes the cached statements and closes the connection: wraps
    /// `sqlite3_close_v2`, which waits for statements still held elsewhere.
    deinit {
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Whether the database lives in memory only: wraps `sqlite3_db_filename`.
    package var isInMemory: Bool {
        guard let name = sqlite3_db_filename(handle, "main") else { return true }
        return name.pointee == 0
    }

    /// Whether a transaction is open: wraps `sqlite3_get_autocommit`.
    package var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// The rowid of the latest insert: wraps `sqlite3_last_insert_rowid`.
    package var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    /// Rows changed by the latest statement: wraps `sqlite3_changes64`.
    package var changes: Int64 { sqlite3_changes64(handle) }

    /// The prepared statement for `sql` (one statement), from the cache
    /// when it was prepared before, reset with its bindings cleared.
    ///
    /// A cached statement still being stepped (a query nested in another
    /// one's loop) is not disturbed: the caller gets a fresh, uncached one.
    package func cachedStatement(_ sql: String) throws(SQLiteError) -> Statement {
        if let statement = statements[sql] {
            if !statement.isBusy {
                statement.reset()
                return statement
            }
            return try Statement(database: handle, file: path, sql: sql, persistent: false)
        }
        let statement = try Statement(database: handle, file: path, sql: sql, persistent: true)
        statements[sql] = statement
        return statement
    }

    /// A new statement for `sql` (one statement), not cached.
    package func makeStatement(_ sql: String) throws(SQLiteError) -> Statement {
        try Statement(database: handle, file: path, sql: sql, persistent: false)
    }

    /// Runs one statement with `values` bound, ignoring rows.
    package func execute(_ sql: String, _ values: [any SQLBindable] = []) throws(SQLiteError) {
        try cachedStatement(sql).run(values)
    }

    /// Rows of one statement with `values` bound.
    package func rows<Row>(_ sql: String, _ values: [any SQLBindable] = [], _ row: (Statement) throws -> Row) throws
        -> [Row]
    {
        try cachedStatement(sql).rows(values, row)
    }

    /// The first row of one statement with `values` bound, or nil.
    package func firstRow<Row>(_ sql: String, _ values: [any SQLBindable] = [], _ row: (Statement) throws -> Row) throws
        -> Row?
    {
        try cachedStatement(sql).firstRow(values, row)
    }

    /// The first column of the first row, or nil when there is no row.
    package func firstValue(_ sql: String, _ values: [any SQLBindable] = []) throws(SQLiteError) -> SQLValue? {
        do {
            return try firstRow(sql, values) { $0.value(at: 0) }
        } catch let error as SQLiteError {
            throw error
        } catch {
            preconditionFailure("reading a column does not throw: \(error)")
        }
    }

    /// Runs every statement of `script` in order (no parameters), as
    /// prepared by `sqlite3_prepare_v2` one after the other; an error names
    /// the statement that failed.
    package func executeScript(_ script: String) throws(SQLiteError) {
        let utf8 = Array(script.utf8CString)
        var failure: SQLiteError?
        utf8.withUnsafeBufferPointer { buffer in
            guard var cursor = buffer.baseAddress else { return }
            while cursor.pointee != 0 {
                var statement: OpaquePointer?
                var tail: UnsafePointer<CChar>?
                let code = sqlite3_prepare_v2(handle, cursor, -1, &statement, &tail)
                let text = String(cString: cursor)
                guard code == SQLITE_OK else {
                    failure = SQLiteError(
                        code: code, message: Statement.message(of: handle), sql: Self.firstStatement(of: text),
                        file: path)
                    sqlite3_finalize(statement)
                    return
                }
                guard let next = tail else { sqlite3_finalize(statement); return }
                if let statement {  // nil for whitespace or comments only
                    defer { sqlite3_finalize(statement) }
                    var stepCode = sqlite3_step(statement)
                    while stepCode == SQLITE_ROW { stepCode = sqlite3_step(statement) }
                    guard stepCode == SQLITE_DONE else {
                        let sql = String(cString: sqlite3_sql(statement))
                        failure = SQLiteError(code: stepCode, message: Statement.message(of: handle), sql: sql, file: path)
                        return
                    }
                }
                cursor = next
            }
        }
        if let failure { throw failure }
    }

    /// The value of `PRAGMA name`.
    package func pragma(_ name: String) throws(SQLiteError) -> SQLValue? {
        try firstValue("PRAGMA \(name)")
    }

    /// The schema version the database says it has: `PRAGMA user_version`.
    package func userVersion() throws(SQLiteError) -> Int {
        guard case .integer(let version) = try pragma("user_version") else { return 0 }
        return Int(version)
    }

    /// Records the schema version: `PRAGMA user_version = version`
    /// (part of the open transaction, if any).
    package func setUserVersion(_ version: Int) throws(SQLiteError) {
        try execute("PRAGMA user_version = \(version)")
    }

    /// Runs `body` in `BEGIN IMMEDIATE … COMMIT`: the write lock is taken at
    /// once (waiting up to the busy timeout), so the transaction never fails
    /// half-way for a lock. When `body` throws, or the commit fails, the
    /// transaction is rolled back and the error rethrown.
    ///
    /// Inside an open transaction it is a savepoint of it: when `body` throws, only what `body`
    /// wrote is undone, and what it wrote commits with the outer transaction.
    ///
    /// After some errors (a full disk, an I/O error) SQLite rolls the whole transaction back on its
    /// own. A savepoint asked for after that, still inside `body`, throws instead of writing
    /// outside any transaction, where each statement would commit alone.
    package func transaction<Result>(_ body: () throws -> Result) throws -> Result {
        guard isInTransaction else {
            guard transactionDepth == 0 else {
                throw SQLiteError(
                    code: SQLITE_ABORT,
                    message: "the transaction was rolled back after an earlier error; nothing more is written in it",
                    file: path)
            }
            return try run(body, beginningWith: "BEGIN IMMEDIATE")
        }
        try execute("SAVEPOINT nested")
        do {
            let result = try body()
            try execute("RELEASE nested")
            return result
        } catch {
            if isInTransaction {
                try? execute("ROLLBACK TO nested")
                try? execute("RELEASE nested")
            }
            throw error
        }
    }

    /// Runs `body` in a read transaction (`BEGIN DEFERRED … COMMIT`), so that
    /// its reads see one snapshot; inside an open transaction, just runs it.
    package func readTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        if isInTransaction { return try body() }
        return try run(body, beginningWith: "BEGIN DEFERRED")
    }

    /// `begin`, `body`, `COMMIT`; rolled back, rethrowing, when either fails.
    private func run<Result>(_ body: () throws -> Result, beginningWith begin: String) throws -> Result {
        try execute(begin)
        transactionDepth += 1
        defer { transactionDepth -= 1 }
        do {
            let result = try body()
            try execute("COMMIT")
            return result
        } catch {
            rollback()
            throw error
        }
    }

    /// Rolls back the open transaction, if SQLite has not already done so
    /// (it does after some errors). An error of the rollback itself is not
    /// reported: the caller rethrows the error that caused it.
    ///
    /// After a full disk or an I/O error SQLite ends the transaction itself and leaves its journal
    /// hot, to be played back by the next statement that reads the file: one read here puts the
    /// file back as it was now, not when some later process opens it.
    private func rollback() {
        if isInTransaction { try? execute("ROLLBACK") }
        _ = try? firstValue("PRAGMA schema_version")
    }

    /// The statement at the start of `script`, for an error message.
    private static func firstStatement(of script: String) -> String {
        let trimmed = script.drop { $0 == " " || $0 == "\n" || $0 == "\t" }
        return String(trimmed.prefix { $0 != ";" })
    }
}
