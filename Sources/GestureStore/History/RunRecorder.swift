import Foundation
import GestureReplay

/// Records a run whose results arrive one by one, in bounded memory: each
/// result goes at once to a temporary table on disk (SQLite's temp
/// database, private to this connection, which locks nothing of the main
/// database), and `finish` records the run with all its results in one
/// short transaction — a run is in the history whole or not at all, and a
/// long run holds no write lock that would keep an import waiting.
public final class RunRecorder {
    private let store: History
    private var pending = 0
    private var position = 0
    private var isFinished = false
    /// Why a result could not be added; the run is then not recorded at all.
    private var failure: Error?
    /// The insert into the temporary table, prepared once for the run.
    private let insert: Statement
    /// When the run began: when this recorder was made, before the first replay.
    private let startedAt: Date

    /// Results written to disk per transaction on the temporary table.
    static let batchSize = 512

    init(store: History) throws {
        self.store = store
        startedAt = store.now()
        let connection = store.connection
        try connection.execute("PRAGMA temp_store = FILE")
        // The temporary table's pages are cached in at most this much memory
        // (KiB when negative); the rest waits in its file. SQLite's default,
        // 2 MB, filled only by long runs, made a run of 100,000 sessions
        // take 2 MB more than one of 10,000.
        try connection.execute("PRAGMA temp.cache_size = -256")
        try connection.execute("DROP TABLE IF EXISTS temp.pending_results")
        try connection.execute(
            """
            CREATE TEMP TABLE pending_results (
                position INTEGER PRIMARY KEY, session TEXT NOT NULL, status TEXT NOT NULL, diff TEXT,
                actual TEXT, message TEXT, duration_ns INTEGER NOT NULL, smallest_margin TEXT)
            """)
        insert = try connection.makeStatement("INSERT INTO temp.pending_results VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    }

    /// Adds one result (in the order they should be kept), as `SessionVerdict.recorded` keeps it.
    public func add(_ verdict: SessionVerdict) throws {
        let result = verdict.recorded
        precondition(!isFinished, "results added to a finished run")
        if let failure { throw failure }
        let connection = store.connection
        if pending == 0 { try connection.execute("BEGIN DEFERRED") }
        do {
            // Bound one by one: no array of existentials per result (most results are passes,
            // with three NULLs).
            insert.reset()
            defer { insert.reset() }
            try insert.bind(.integer(Int64(position)), at: 1)
            try insert.bind(.text(result.name), at: 2)
            try insert.bind(.text(result.status.rawValue), at: 3)
            try insert.bind(History.diffText(result.diff).map(SQLValue.text) ?? .null, at: 4)
            try insert.bind(result.actual.map(SQLValue.text) ?? .null, at: 5)
            try insert.bind(result.message.map(SQLValue.text) ?? .null, at: 6)
            try insert.bind(.integer(result.duration.nanoseconds), at: 7)
            try insert.bind(History.marginText(result.smallestMargin).map(SQLValue.text) ?? .null, at: 8)
            while try insert.step() {}
        } catch {
            // The batch is gone with its rollback: the run can no longer be
            // recorded whole, so every later add and the finish fail too.
            try? connection.execute("ROLLBACK")
            pending = 0
            failure = error
            throw error
        }
        position += 1
        pending += 1
        if pending == RunRecorder.batchSize { try flush() }
    }

    private func flush() throws {
        guard pending > 0 else { return }
        try store.connection.execute("COMMIT")
        pending = 0
    }

    /// Records the run, finished, with every result added, in one
    /// transaction; the temporary table is dropped either way. A `shard`
    /// joins the run of its label that gathers the other shards
    /// (`History.recordRun`); the run it went into is returned.
    public func finish(label: String? = nil, toolVersion: String, thresholds: String? = nil, shard: Shard? = nil) throws
        -> RunID
    {
        precondition(!isFinished, "a run is finished once")
        isFinished = true
        defer { try? store.connection.execute("DROP TABLE IF EXISTS temp.pending_results") }
        if let failure { throw failure }
        try flush()
        return try store.recordRun(
            startedAt: startedAt, label: label, toolVersion: toolVersion, thresholds: thresholds, shard: shard
        ) { run in
            try store.connection.execute(
                """
                INSERT INTO results (run_id, session, status, diff, actual, message, duration_ns, smallest_margin)
                SELECT ?, session, status, diff, actual, message, duration_ns, smallest_margin
                FROM temp.pending_results ORDER BY position
                """, [run.rawValue])
        }
    }
}

extension History {
    /// A recorder for a run whose results arrive one by one.
    public func makeRunRecorder() throws -> RunRecorder {
        try RunRecorder(store: self)
    }
}
