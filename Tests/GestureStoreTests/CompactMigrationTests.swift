import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

/// Migration 7 (`schema.sql`): a file of schema 6 (goldens as text beside their codes, samples in
/// layout 1) has each golden stored once as its `GoldenBlob` and each samples blob in layout 2,
/// every text and sample unchanged; and the step, interrupted anywhere, leaves schema 6 whole.
@Suite struct CompactMigrationTests {
    static let text = StoreReplayInputTests.outcome
    /// A session whose samples are stored as `SampleBlobTests.layout1Bytes`.
    static let old = TouchSession(name: "old", scene: "s", samples: [SampleBlobTests.layout1Sample])
    /// What the goldens of `schemaSix(at:)` hold, by session: origin and text.
    static let goldens: [(String, Golden.Origin, String)] = [
        ("bare", .device, text),
        ("old", .approved, ""),
        ("tap", .approved, text),
        ("unreadable", .approved, "{\"t\":"),
    ]

    /// A file of schema 6 as gesture-replay wrote it: samples in layout 1 (one blob cut short,
    /// as a damaged file might hold), goldens as text with their codes.
    static func schemaSix(at path: String) throws {
        let store = try Store.open(path: path, migrations: Array(Schema.migrations.prefix(6)))
        for session in [
            StoreSessionTests.tap, StoreSessionTests.bare, Self.old, TouchSession(name: "unreadable", scene: "s"),
        ] {
            try store.insertSession(session, source: StoreReplayInputTests.source)
        }
        try store.connection.execute(
            "UPDATE session_samples SET samples = ? WHERE session_id = (SELECT id FROM sessions WHERE name = 'old')",
            [SampleBlobTests.layout1Bytes])
        try store.connection.execute(
            "UPDATE session_samples SET samples = ? WHERE session_id = (SELECT id FROM sessions WHERE name = 'tap')",
            [Array(SampleBlobTests.layout1Bytes.prefix(20))])
        for (session, origin, text) in goldens {
            try store.connection.execute(
                """
                INSERT INTO goldens (session_id, outcome, origin, approved_at_ms, tool_version)
                SELECT id, ?, ?, 0, '0.3.2' FROM sessions WHERE name = ?
                """, [text, origin.rawValue, session])
            try store.connection.execute(
                """
                INSERT INTO golden_codes (session_id, code)
                SELECT session_id, outcome_code(outcome, origin) FROM goldens
                WHERE session_id = (SELECT id FROM sessions WHERE name = ?) AND outcome_code(outcome, origin) IS NOT NULL
                """, [session])
        }
    }

    /// The steps up to migration 7, the one tested here.
    static let throughSeven = Array(Schema.migrations.prefix(7))

    /// The layout-1 blob cut short after 20 bytes: what `check` says of it, before and after.
    static let cutShort = Store.Problem.badSamples(session: "tap", reason: "1 samples do not fit in 20 bytes")

    @Test(
        "migration 7 stores each golden once, as its code where it renders back, and samples in layout 2; texts and samples unchanged"
    )
    func migrates() throws {
        let file = try TemporaryDatabase()
        try Self.schemaSix(at: file.path)
        let reader = try Store.open(path: file.path, readOnly: true)
        #expect(try reader.schemaVersion() == 6)
        #expect(try reader.goldens().map(\.outcome) == Self.goldens.map(\.2))
        #expect(try reader.session(named: "old")?.samples == [SampleBlobTests.layout1Sample])
        #expect(try reader.problems() == [Self.cutShort])

        // Migration 7 alone (migration 8 compresses what it stores: CompressMigrationTests).
        let store = try Store.open(path: file.path, migrations: Self.throughSeven)
        #expect(try store.schemaVersion() == 7)
        #expect(try store.goldens().map(\.outcome) == Self.goldens.map(\.2))
        #expect(try store.goldens().map(\.origin) == Self.goldens.map(\.1))
        #expect(
            try store.connection.rows(
                "SELECT g.outcome FROM goldens g JOIN sessions s ON s.id = g.session_id ORDER BY s.name"
            ) {
                $0.blob(at: 0)
            } == [
                OutcomeCode.encode(jsonLines: Self.text), [OutcomeCode.version],
                OutcomeCode.encode(jsonLines: Self.text),
                [0] + Array("{\"t\":".utf8),
            ])
        #expect(try store.session(named: "old")?.samples == [SampleBlobTests.layout1Sample])
        // Every blob that decodes is now of layout 2; the one cut short is left as it was, for check to name.
        #expect(
            try store.connection.rows(
                "SELECT s.name, substr(b.samples, 5, 1) FROM sessions s JOIN session_samples b ON b.session_id = s.id ORDER BY s.name"
            ) { "\($0.text(at: 0) ?? "") \($0.blob(at: 1) ?? [])" } == [
                "bare [2]", "old [2]", "tap [1]", "unreadable [2]",
            ])
        #expect(try store.problems() == [Self.cutShort])
        #expect(
            try store.connection.firstValue("SELECT count(*) FROM sqlite_schema WHERE name LIKE 'golden_code%'")
                == .integer(0))
    }

    @Test(
        "migration 7 interrupted after any of its statements, its journal left hot, is rolled back to schema 6 whole, and migrated again"
    )
    func interrupted() throws {
        let step = Schema.migrations[6]
        #expect(step.version == 7)
        let count = InterruptedMigration.statements(of: step).count
        #expect(count == 9)  // 3 triggers and golden_codes dropped, goldens remade (4), samples
        for interruption in 0...count {
            let copy = try InterruptedMigration.copy(step, after: interruption, of: Self.schemaSix(at:))
            // Rolled back on opening (the journal is hot): schema 6, as it was.
            let rolledBack = try Connection(path: copy.path, journal: .rollback)
            #expect(try rolledBack.userVersion() == 6, "interrupted after \(interruption) statements")
            #expect(
                try rolledBack.rows(
                    "SELECT s.name, g.outcome FROM goldens g JOIN sessions s ON s.id = g.session_id ORDER BY s.name"
                ) { "\($0.text(at: 0) ?? ""): \($0.text(at: 1) ?? "")" } == Self.goldens.map { "\($0.0): \($0.2)" })
            #expect(try rolledBack.rows("PRAGMA integrity_check") { $0.text(at: 0) } == ["ok"])
            let reader = try Store.open(path: copy.path, readOnly: true)
            #expect(try reader.goldens().map(\.outcome) == Self.goldens.map(\.2), "interrupted after \(interruption)")
            #expect(try reader.problems() == [Self.cutShort])
            // `check --repair` opens it for writing: migrated again, whole.
            guard case .sound(let store) = try Store.openForRepair(path: copy.path, migrations: Self.throughSeven)
            else {
                Issue.record("interrupted after \(interruption): damaged")
                continue
            }
            #expect(try store.schemaVersion() == 7)
            #expect(try store.goldens().map(\.outcome) == Self.goldens.map(\.2))
            #expect(try store.problems() == [Self.cutShort])
        }
    }
}
