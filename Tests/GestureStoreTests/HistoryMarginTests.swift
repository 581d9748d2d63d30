import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

/// Each result's smallest margin in the run history (history.sql, migration 2), for the nightly
/// report's "Margins that shrank".
@Suite struct HistoryMarginTests {
    /// A double tap's second tap 0.31 s after the first against the 0.35 s window: 0.04 s to
    /// spare. Its numbers are as the column keeps them (µs, six decimals), so that it reads
    /// back equal.
    static let tap = Decision(
        time: Instant(seconds: 0.384), recognizer: "double", kind: .state(.recognized),
        checks: [
            ThresholdCheck(
                threshold: "tapMaximumInterval", value: 0.31, limit: 0.35, unit: .seconds, recognizer: "double")
        ])
    /// A single tap waiting for the double tap's failure, decided by the double tap's window.
    static let wait = Decision(
        time: Instant(seconds: 0.08), recognizer: "single", kind: .waits(forFailureOf: "double"),
        checks: [
            ThresholdCheck(
                threshold: "tapMaximumInterval", value: 0.12, limit: 0.35, unit: .seconds, recognizer: "double")
        ])
    /// A decision no threshold decided (a touch count).
    static let uncounted = Decision(time: Instant(seconds: 1), recognizer: "two", kind: .state(.failed), checks: [])

    static func verdict(_ name: String, _ margin: Decision?) -> SessionVerdict {
        var verdict = SessionVerdict(name: name, .pass())
        verdict.smallestMargin = margin
        return verdict
    }

    @Test("a recorded run keeps each session's smallest margin, the deciding check, what waits for whom, and none")
    func roundTrip() throws {
        let database = try TemporaryDatabase("gestures.history.sqlite")
        let history = try History.open(path: database.path)
        let verdicts = [
            Self.verdict("a-tap", Self.tap), Self.verdict("b-wait", Self.wait), Self.verdict("c-none", nil),
            Self.verdict("d-uncounted", Self.uncounted),
        ]
        let run = try history.recordRun(verdicts, label: "x")
        #expect(try history.results(of: run) == verdicts)
        #expect(
            try history.smallestMargins(of: run) == [
                "a-tap": Self.tap, "b-wait": Self.wait, "d-uncounted": Self.uncounted,
            ])
        #expect(try history.latestResult(for: "b-wait")?.result.smallestMargin == Self.wait)
        // The column holds what run --json writes as the session's "smallestMargin".
        #expect(
            try history.connection.firstValue("SELECT smallest_margin FROM results WHERE session = 'b-wait'")
                == .text(
                    #"{"t":0.08,"recognizer":"single","state":"waits","for":"double","threshold":"tapMaximumInterval","limit":0.35,"value":0.12,"margin":0.23,"unit":"s","of":"double"}"#
                ))
    }

    @Test("a version 1 store is read as it is, without margins, and keeps every result when it is upgraded")
    func versionOne() throws {
        let database = try TemporaryDatabase("gestures.history.sqlite")
        do {
            let connection = try Connection(path: database.path, readOnly: false, journal: nil)
            try Migrator(Array(HistorySchema.migrations.prefix(1)), applicationID: HistorySchema.applicationID)
                .migrate(connection)
            try connection.execute(
                "INSERT INTO runs (started_at_ms, finished_at_ms, tool_version, pass_count) VALUES (1, 2, '0.1.0', 1)")
            try connection.execute(
                "INSERT INTO results (run_id, session, status, duration_ns) VALUES (1, 'tap', 'pass', 5)")
        }
        let reader = try History.open(path: database.path, readOnly: true)
        #expect(try reader.schemaVersion() == 1)
        #expect(
            try reader.results(of: RunID(rawValue: 1)) == [
                SessionVerdict(name: "tap", .pass(), duration: .nanoseconds(5))
            ])
        #expect(try reader.smallestMargins(of: RunID(rawValue: 1)).isEmpty)
        #expect(try reader.latestResult(for: "tap")?.result.smallestMargin == nil)
        #expect(try reader.schemaVersion() == 1)  // nothing written
        let writer = try History.open(path: database.path)
        #expect(try writer.schemaVersion() == HistorySchema.version)
        #expect(
            try writer.results(of: RunID(rawValue: 1)) == [
                SessionVerdict(name: "tap", .pass(), duration: .nanoseconds(5))
            ])
    }

    /// The previous release wrote a wait without "for" (run --json, version 1): such a results
    /// file is still collected, the awaited recognizer taken from the threshold's owner ("of").
    @Test("a wait written before \"for\" existed reads back, waiting for the threshold's owner")
    func waitWithoutFor() throws {
        let old = try JSONParser.parse(
            #"{"t":0.08,"recognizer":"single","state":"waits","threshold":"tapMaximumInterval","limit":0.35,"value":0.12,"margin":0.23,"unit":"s","of":"double"}"#
        )
        #expect(try Decision(marginJSON: old) == Self.wait)
    }

    @Test("a smallest margin that is not a decision is an error naming the session, never a missing margin")
    func corrupt() throws {
        let history = try History.inMemory()
        let run = try history.recordRun([Self.verdict("tap", Self.tap)])
        try history.connection.execute(#"UPDATE results SET smallest_margin = '{"t":0.384,"recognizer":"double"}'"#)
        #expect(throws: StoreError.corruptMargin(session: "tap", reason: "a margin without \"state\"")) {
            try history.results(of: run)
        }
        // The schema refuses what is not JSON at all.
        #expect(throws: SQLiteError.self) {
            try history.connection.execute("UPDATE results SET smallest_margin = 'tap'")
        }
    }
}
