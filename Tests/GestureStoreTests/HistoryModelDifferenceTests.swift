import Foundation
import GestureReplay
import Testing

@testable import GestureStore

/// The history store's `model-differs` status (history.sql, migration 3): a session whose replay
/// differs from its device golden, recorded with its diff and the hint its message carries, and
/// counted apart from regressions.
@Suite struct HistoryModelDifferenceTests {
    /// A device golden said single recognized at the lift, 0.08; the model waited for double
    /// to fail, 0.35 s later (docs/SEMANTICS.md §2): 0.43.
    static let differs = SessionVerdict(
        name: "tap-device",
        .modelDiffers(
            diff: ["~ 0.08 → 0.43 single recognized"],
            actual: #"{"t":0.43,"recognizer":"single","state":"recognized"}"#,
            hint: "the model waited 0.35 s for \"double\" to fail before \"single\" recognized"),
        duration: .nanoseconds(7))
    static let regression = SessionVerdict(
        name: "tap-approved", .regression(diff: ["~ 0.48 → 0.43 single recognized"], actual: ""),
        duration: .nanoseconds(5))

    @Test("a model/device difference reads back whole with its hint, counted apart from regressions, and failing")
    func roundTrip() throws {
        let history = try History.inMemory()
        let run = try history.recordRun([Self.regression, Self.differs])
        #expect(try history.results(of: run) == [Self.regression, Self.differs])
        #expect(try history.run(run)?.counts == StatusTally(regression: 1, modelDiffers: 1))
        #expect(
            try history.failingSessions() == [
                FailingSession(session: "tap-approved", status: .regression, since: run, failedRuns: 1),
                FailingSession(session: "tap-device", status: .modelDiffers, since: run, failedRuns: 1),
            ])
        #expect(try history.statusHistory(lastRuns: 1).rows.map(\.statuses) == [[.regression], [.modelDiffers]])
    }

    @Test(
        "the rules: a model/device difference needs its diff; only an error (always) and a model/device difference carry a message",
        arguments: [
            ("'model-differs'", "NULL", "NULL", false),
            ("'model-differs'", "'~ d'", "NULL", true),
            ("'model-differs'", "'~ d'", "'hint'", true),
            ("'regression'", "'~ d'", "'hint'", false),
            ("'error'", "NULL", "NULL", false),
            ("'error'", "NULL", "'why'", true),
            ("'modelDiffers'", "'~ d'", "NULL", false),
        ])
    func rules(status: String, diff: String, message: String, isAccepted: Bool) throws {
        let history = try History.inMemory()
        let run = try history.recordRun([])
        let insert = """
            INSERT INTO results (run_id, session, status, diff, message, duration_ns)
            VALUES (\(run.rawValue), 's', \(status), \(diff), \(message), 0)
            """
        if isAccepted {
            try history.connection.execute(insert)
        } else {
            #expect(throws: SQLiteError.self) { try history.connection.execute(insert) }
        }
    }

    @Test(
        "a version 2 store is read as it is, without model/device differences, and an upgrade keeps every result and its id"
    )
    func versionTwo() throws {
        let database = try TemporaryDatabase("gestures.history.sqlite")
        do {
            let connection = try Connection(path: database.path, readOnly: false, journal: nil)
            try Migrator(Array(HistorySchema.migrations.prefix(2)), applicationID: HistorySchema.applicationID)
                .migrate(connection)
            try connection.execute(
                """
                INSERT INTO runs (started_at_ms, finished_at_ms, tool_version, pass_count, regression_count, error_count)
                VALUES (1, 2, '0.1.0', 1, 1, 1)
                """)
            try connection.execute(
                """
                INSERT INTO results (id, run_id, session, status, diff, message, duration_ns) VALUES
                    (7, 1, 'a', 'pass', NULL, NULL, 1), (8, 1, 'b', 'regression', '~ d', NULL, 2),
                    (9, 1, 'c', 'error', NULL, 'why', 3)
                """)
        }
        let expected = [
            SessionVerdict(name: "a", .pass(), duration: .nanoseconds(1)),
            SessionVerdict(name: "b", .regression(diff: ["~ d"]), duration: .nanoseconds(2)),
            SessionVerdict(name: "c", .error(message: "why"), duration: .nanoseconds(3)),
        ]
        let reader = try History.open(path: database.path, readOnly: true)
        #expect(try reader.schemaVersion() == 2)
        #expect(try reader.run(RunID(rawValue: 1))?.counts == StatusTally(pass: 1, regression: 1, error: 1))
        #expect(try reader.results(of: RunID(rawValue: 1)) == expected)
        #expect(try reader.problems().isEmpty)
        let writer = try History.open(path: database.path)
        #expect(try writer.schemaVersion() == HistorySchema.version)  // every migration after 2 applied
        #expect(try writer.run(RunID(rawValue: 1))?.counts == StatusTally(pass: 1, regression: 1, error: 1))
        #expect(try writer.results(of: RunID(rawValue: 1)) == expected)
        #expect(try writer.connection.rows("SELECT id FROM results ORDER BY id") { $0.int(at: 0) } == [7, 8, 9])
        // The one index of results is UNIQUE (run_id, session)'s, under its name of version 1.
        #expect(
            try writer.connection.rows(
                "SELECT name FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'results'"
            ) { $0.text(at: 0) ?? "" } == ["sqlite_autoindex_results_1"])
        #expect(try writer.problems().isEmpty)
    }
}
