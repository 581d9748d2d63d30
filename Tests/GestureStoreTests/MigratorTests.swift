import Foundation
import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

@testable import GestureStore

@Suite struct MigratorTests {
    /// The step a later gesture-replay might add next.
    static let addNote = Migration(
        version: Schema.version + 1, title: "session notes", sql: "ALTER TABLE sessions ADD COLUMN note TEXT;")
    static let session = TouchSession(
        name: "tap", scene: "tap-or-double-tap",
        samples: [
            TouchSample(time: .zero, touch: 1, phase: .began, x: 10, y: 20),
            TouchSample(time: Instant(nanoseconds: 80_000_000), touch: 1, phase: .ended, x: 10, y: 20),
        ])

    @Test("opening a file creates the schema once; opening it again keeps the data")
    func createsOnce() throws {
        let file = try TemporaryDatabase()
        try Store.open(path: file.path).insertSession(Self.session, source: SessionSource(format: .touchlog))
        let store = try Store.open(path: file.path)
        #expect(try store.schemaVersion() == Schema.version)
        #expect(try store.session(named: "tap") == Self.session)
    }

    @Test("a later step upgrades a database of today's version and keeps its data")
    func upgrades() throws {
        let file = try TemporaryDatabase()
        try Store.open(path: file.path).insertSession(Self.session, source: SessionSource(format: .touchlog))
        let store = try Store.open(path: file.path, migrations: Schema.migrations + [Self.addNote])
        #expect(try store.schemaVersion() == Schema.version + 1)
        #expect(try store.session(named: "tap") == Self.session)
        #expect(
            try store.connection.firstValue("SELECT count(*) FROM pragma_table_info('sessions') WHERE name = 'note'")
                == .integer(1))
    }

    @Test("a step that fails half-way leaves the database at the version before it, without any of its changes")
    func failedStepRollsBack() throws {
        let file = try TemporaryDatabase()
        try Store.open(path: file.path).insertSession(Self.session, source: SessionSource(format: .touchlog))
        let before = try Connection(path: file.path).snapshot()
        let broken = Migration(
            version: Schema.version + 1, title: "broken",
            sql: """
                ALTER TABLE sessions ADD COLUMN note TEXT;
                UPDATE sessions SET note = 'seen';
                INSERT INTO no_such_table VALUES (1);
                """)
        let error = try #require(throws: SQLiteError.self) {
            try Store.open(path: file.path, migrations: Schema.migrations + [broken])
        }
        #expect(error.message == "no such table: no_such_table")
        #expect(try Connection(path: file.path).snapshot() == before)
        #expect(try Store.open(path: file.path).schemaVersion() == Schema.version)
    }

    @Test("each step runs in its own transaction: a failing step keeps the one before it")
    func stepsCommitOneByOne() throws {
        let file = try TemporaryDatabase()
        let broken = Migration(
            version: Schema.version + 2, title: "broken", sql: "INSERT INTO no_such_table VALUES (1);")
        #expect(throws: SQLiteError.self) {
            try Store.open(path: file.path, migrations: Schema.migrations + [Self.addNote, broken])
        }
        let store = try Store.open(path: file.path, migrations: Schema.migrations + [Self.addNote])
        #expect(try store.schemaVersion() == Schema.version + 1)
    }

    @Test("a database written by a newer gesture-replay is refused with a message saying to upgrade")
    func refusesNewer() throws {
        let file = try TemporaryDatabase()
        let fourth = Migration(version: Schema.version + 2, title: "more", sql: "CREATE TABLE later (x INTEGER);")
        _ = try Store.open(path: file.path, migrations: Schema.migrations + [Self.addNote, fourth])
        for readOnly in [false, true] {
            let error = try #require(throws: StoreError.self) { try Store.open(path: file.path, readOnly: readOnly) }
            #expect(error == .newerSchema(path: file.path, found: Schema.version + 2, known: Schema.version))
            #expect(
                error.description
                    == "\(file.path) was written by a newer gesture-replay (schema \(Schema.version + 2), this one knows \(Schema.version)): upgrade gesture-replay"
            )
        }
    }

    @Test("an SQLite database of another program is refused, untouched")
    func refusesForeignDatabase() throws {
        let file = try TemporaryDatabase()
        // Another program's file, in write-ahead-logging mode as many keep theirs.
        try Connection(path: file.path, journal: .writeAheadLog).execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
        let before = try Data(contentsOf: URL(fileURLWithPath: file.path))
        let error = try #require(throws: StoreError.self) { try Store.open(path: file.path) }
        #expect(error == .notGestureReplayDatabase(path: file.path))
        // Not a byte of it changed: not even its journal mode (header bytes 18 and 19).
        #expect(try Data(contentsOf: URL(fileURLWithPath: file.path)) == before)
        #expect(try Connection(path: file.path, readOnly: true).userVersion() == 0)
    }

    @Test("a read-only open of a database never opened for writing says how to upgrade it")
    func readOnlyNeedsMigratedDatabase() throws {
        let file = try TemporaryDatabase()
        _ = try Connection(path: file.path)
        let error = try #require(throws: StoreError.self) { try Store.open(path: file.path, readOnly: true) }
        #expect(error == .olderSchema(path: file.path, found: 0, known: Schema.version))
    }

    @Test(
        "a read-only open reads a database short only of steps that leave readers unchanged, and refuses one short of any other"
    )
    func readOnlyAcrossReaderNeutralSteps() throws {
        let file = try TemporaryDatabase()
        // Version 1, as the gesture-replay before schema.sql's migration 2 (which drops an index)
        // left it. Migration 2 and 3 (which drops the run history's tables) are both marked
        // "-- readers: unchanged".
        try Store.open(path: file.path, migrations: Array(Schema.migrations.prefix(1)))
            .insertSession(Self.session, source: SessionSource(format: .touchlog))
        #expect(Schema.migrations[1].leavesReadersUnchanged)
        #expect(Schema.migrations[2].leavesReadersUnchanged)
        let reader = try Store.open(path: file.path, readOnly: true)
        #expect(try reader.session(named: "tap") == Self.session)
        #expect(try reader.schemaVersion() == 1)  // read as it is: nothing written

        // Brought to today's version, then read by a gesture-replay one step ahead of it.
        _ = try Store.open(path: file.path)
        let dropIndex = Migration(
            version: Schema.version + 1, title: "no index",
            sql: """
                \(Migration.readersUnchangedMarker)
                DROP INDEX IF EXISTS sessions_by_scene;
                """)
        #expect(
            try Store.open(path: file.path, readOnly: true, migrations: Schema.migrations + [dropIndex])
                .session(named: "tap") == Self.session)
        // A step readers depend on (a new column they would read) is waited for.
        let error = try #require(throws: StoreError.self) {
            try Store.open(path: file.path, readOnly: true, migrations: Schema.migrations + [Self.addNote])
        }
        #expect(error == .olderSchema(path: file.path, found: Schema.version, known: Schema.version + 1))
    }

    @Test("a read-only store reads, and a write through it fails with SQLITE_READONLY")
    func readOnlyStore() throws {
        let file = try TemporaryDatabase()
        try Store.open(path: file.path).insertSession(Self.session, source: SessionSource(format: .touchlog))
        let reader = try Store.open(path: file.path, readOnly: true)
        #expect(try reader.session(named: "tap") == Self.session)
        let error = try #require(throws: SQLiteError.self) { try reader.deleteSession(named: "tap") }
        #expect(error.code & 0xff == 8)  // SQLITE_READONLY
    }

    // MARK: - Run history of a version 1 or 2 database (schema.sql, migration 3)

    /// A database of version `version` (1 or 2) as the gesture-replay before the history store
    /// left it (write-ahead logging, its runs in its own tables): the session `tap`, run 1
    /// (finished, labelled, with thresholds; `tap` passed and `pan` regressed) and run 2 (never
    /// finished; `tap` passed).
    static func databaseWithRuns(version: Int, at path: String) throws {
        try Store.open(path: path, migrations: Array(Schema.migrations.prefix(version)))
            .insertSession(Self.session, source: SessionSource(format: .touchlog))
        let connection = try Connection(path: path, journal: .writeAheadLog)
        try connection.executeScript(
            """
            INSERT INTO runs (started_at_ms, finished_at_ms, label, tool_version, thresholds, pass_count, regression_count)
            VALUES (1700000000000, 1700000001500, 'abc1234', '0.3.0', 'tapMaximumInterval=0.4', 1, 1);
            INSERT INTO results (run_id, session, status, diff, actual, message, duration_ns)
            VALUES (1, 'tap', 'pass', NULL, NULL, NULL, 3000000), (1, 'pan', 'regression', 'd', 'a', NULL, 5);
            INSERT INTO runs (started_at_ms, finished_at_ms, label, tool_version, thresholds, pass_count)
            VALUES (1700000100000, NULL, NULL, '0.3.0', NULL, 1);
            INSERT INTO results (run_id, session, status, diff, actual, message, duration_ns)
            VALUES (2, 'tap', 'pass', NULL, NULL, NULL, 7);
            """)
    }

    /// Runs 1 and 2 of `databaseWithRuns`, as the history store holds them with ids `first` and
    /// `first + 1`.
    static func movedRuns(first: Int64) -> [RunSummary] {
        [
            RunSummary(
                id: RunID(rawValue: first + 1), startedAt: Date(millisecondsSince1970: 1_700_000_100_000),
                finishedAt: nil,
                label: nil, toolVersion: "0.3.0", thresholds: nil, counts: StatusTally(pass: 1)),
            RunSummary(
                id: RunID(rawValue: first), startedAt: Date(millisecondsSince1970: 1_700_000_000_000),
                finishedAt: Date(millisecondsSince1970: 1_700_000_001_500), label: "abc1234", toolVersion: "0.3.0",
                thresholds: "tapMaximumInterval=0.4", counts: StatusTally(pass: 1, regression: 1)),
        ]
    }

    static func tableNames(_ connection: Connection) throws -> [String] {
        try connection.rows(
            "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
        ) {
            $0.text(at: 0) ?? ""
        }
    }

    @Test(
        "the runs of a version 1 or 2 database move to the history store on its first open for writing, with their counts, labels and results",
        arguments: [1, 2])
    func runsMoveToTheHistoryStore(_ version: Int) throws {
        let file = try TemporaryDatabase()
        try Self.databaseWithRuns(version: version, at: file.path)
        let historyPath = History.defaultPath(forDatabase: file.path)

        let store = try Store.open(path: file.path, history: historyPath)
        #expect(try store.schemaVersion() == Schema.version)
        #expect(
            try Self.tableNames(store.connection) == [
                "goldens", "scenes", "session_observations", "session_samples", "sessions",
            ])
        #expect(try store.session(named: "tap") == Self.session)
        // In rollback-journal mode from now on: nothing of it lives in a side file.
        #expect(try store.connection.pragma("journal_mode") == .text("delete"))

        let history = try History.open(path: historyPath, readOnly: true)
        #expect(try history.runs(last: 10) == Self.movedRuns(first: 1))
        #expect(
            try history.results(of: RunID(rawValue: 1)) == [
                SessionVerdict(name: "pan", .regression(diff: ["d"], actual: "a"), duration: .nanoseconds(5)),
                SessionVerdict(name: "tap", .pass(), duration: .milliseconds(3)),
            ])
        #expect(
            try history.results(of: RunID(rawValue: 2)) == [
                SessionVerdict(name: "tap", .pass(), duration: .nanoseconds(7))
            ])
        // The run that never finished is moved as it is, for `check` to report.
        #expect(try history.problems() == [.unfinishedRun(RunID(rawValue: 2))])

        // Opened again, nothing is moved twice.
        _ = try Store.open(path: file.path, history: historyPath)
        #expect(try history.runs(last: 10).count == 2)
    }

    @Test(
        "runs moved into a history store that already holds later runs (run reads an older database as it is) come before them: the latest run stays the latest"
    )
    func movedRunsComeBeforeLaterOnes() throws {
        let file = try TemporaryDatabase()
        try Self.databaseWithRuns(version: 2, at: file.path)
        let historyPath = History.defaultPath(forDatabase: file.path)
        // What `run` does first on a version 2 database: it only reads it, and records its run
        // (2027-01-15, after both of the file's runs of 2023) in a new history store.
        let later = Date(timeIntervalSince1970: 1_800_000_000)
        try History.open(path: historyPath, now: { later })
            .recordRun([SessionVerdict(name: "tap", .regression(diff: ["d"]))], label: "after the upgrade")
        // Then a command that writes moves the file's runs.
        _ = try Store.open(path: file.path, history: historyPath)

        let history = try History.open(path: historyPath, readOnly: true)
        let runs = try history.runs(last: 10)
        #expect(runs.map(\.label) == ["after the upgrade", nil, "abc1234"])
        #expect(runs.map(\.startedAt) == runs.map(\.startedAt).sorted(by: >))
        #expect(try history.latestResult(for: "tap")?.result.status == .regression)
        #expect(try history.statusHistory(lastRuns: 1).runs.map(\.label) == ["after the upgrade"])
        #expect(try history.failingSessions().map(\.session) == ["tap"])
    }

    @Test("runs copied by a process killed before it dropped them from the database are not copied twice")
    func runsCopiedOnce() throws {
        let file = try TemporaryDatabase()
        try Self.databaseWithRuns(version: 2, at: file.path)
        let historyPath = History.defaultPath(forDatabase: file.path)
        // The copy committed, migration 3 never ran: the runs are in both files.
        try History.open(path: historyPath).takeRuns(fromDatabaseAt: file.path)
        #expect(try Connection(path: file.path).userVersion() == 2)

        let store = try Store.open(path: file.path, history: historyPath)
        #expect(try store.schemaVersion() == Schema.version)
        #expect(try History.open(path: historyPath, readOnly: true).runs(last: 10) == Self.movedRuns(first: 1))
    }

    @Test(
        "a version 2 database that holds runs is not opened for writing without a history store to move them to, and is left as it was"
    )
    func runsNeedAHistoryStore() throws {
        let file = try TemporaryDatabase()
        try Self.databaseWithRuns(version: 2, at: file.path)
        let before = try Connection(path: file.path).snapshot()
        let error = try #require(throws: StoreError.self) { try Store.open(path: file.path) }
        #expect(error == .runHistoryWithoutStore(path: file.path))
        #expect(try Connection(path: file.path).snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: History.defaultPath(forDatabase: file.path)))
    }

    @Test("a version 2 database without runs upgrades without a history store, and none is made")
    func noRunsNoHistoryStore() throws {
        let file = try TemporaryDatabase()
        try Store.open(path: file.path, migrations: Array(Schema.migrations.prefix(2)))
            .insertSession(Self.session, source: SessionSource(format: .touchlog))
        let store = try Store.open(path: file.path)
        #expect(try store.schemaVersion() == Schema.version)
        #expect(try !Self.tableNames(store.connection).contains("runs"))
        #expect(!FileManager.default.fileExists(atPath: History.defaultPath(forDatabase: file.path)))
    }

    @Test("a read-only open reads a version 2 database that holds runs as it is, and moves nothing")
    func readOnlyKeepsRuns() throws {
        let file = try TemporaryDatabase()
        try Self.databaseWithRuns(version: 2, at: file.path)
        let before = try Connection(path: file.path).snapshot()
        let reader = try Store.open(
            path: file.path, readOnly: true, history: History.defaultPath(forDatabase: file.path))
        #expect(try reader.schemaVersion() == 2)
        #expect(try reader.session(named: "tap") == Self.session)
        #expect(try Connection(path: file.path).snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: History.defaultPath(forDatabase: file.path)))
    }
}
