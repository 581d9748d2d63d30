import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

/// Migration 8 (`schema.sql`): a file of schema 7 (goldens as codes or texts, samples in layout 2)
/// has every golden and samples blob that decodes compressed, its bytes inside unchanged; and the
/// step, interrupted anywhere, leaves schema 7 whole.
@Suite struct CompressMigrationTests {
    static let text = StoreReplayInputTests.outcome
    /// The sessions of `schemaSeven(at:)`; "cut" has its samples cut short.
    static let sessions = [
        StoreSessionTests.doubleTap, StoreSessionTests.tap, StoreSessionTests.bare,
        TouchSession(name: "cut", scene: "s"), TouchSession(name: "unreadable", scene: "s"),
    ]
    /// The samples blob of each session as schema 7 stores it (layout 2), by name.
    static let samples: [String: [UInt8]] = Dictionary(
        uniqueKeysWithValues: sessions.map { session in
            (session.name, session.name == "cut" ? cutSamples : SampleBlob.encode(session.samples))
        })
    /// A layout 2 blob of two samples with its last byte gone.
    static let cutSamples = Array(SampleBlob.encode(StoreSessionTests.tap.samples).dropLast())
    /// The goldens as schema 7 stores them (`GoldenBlob`), by session: a code, a device golden's
    /// code, a text that is no outcome, and a code that does not decode (a damaged file's).
    static let goldens: [(session: String, origin: Golden.Origin, blob: [UInt8])] = [
        ("bare", .device, GoldenBlob.encode(text: Array(text.utf8))),
        ("cut", .approved, [GoldenBlob.textMarker] + Array("{\"t\":".utf8)),
        ("tap", .approved, GoldenBlob.encode(text: Array(text.utf8))),
        ("unreadable", .approved, [OutcomeCode.version, 0xFF, 0xFF]),
    ]

    static let throughSeven = Array(Schema.migrations.prefix(7))

    /// A file of schema 7 as gesture-replay wrote it (its blobs written here as schema 7 has them,
    /// not as this build's store writes them).
    static func schemaSeven(at path: String) throws {
        let store = try Store.open(path: path, migrations: throughSeven)
        for session in sessions {
            try store.insertSession(session, source: StoreReplayInputTests.source)
            try store.connection.execute(
                "UPDATE session_samples SET samples = ? WHERE session_id = (SELECT id FROM sessions WHERE name = ?)",
                [samples[session.name], session.name])
        }
        for golden in goldens {
            try store.connection.execute(
                """
                INSERT INTO goldens (session_id, outcome, origin, approved_at_ms, tool_version)
                SELECT id, ?, ?, 0, '0.4.0' FROM sessions WHERE name = ?
                """, [golden.blob, golden.origin.rawValue, golden.session])
        }
    }

    /// Every session's stored golden and samples blobs, by session name.
    static func blobs(_ connection: Connection) throws -> [String] {
        try connection.rows(
            """
            SELECT s.name, hex(g.outcome), hex(b.samples) FROM sessions s JOIN session_samples b ON b.session_id = s.id
            LEFT JOIN goldens g ON g.session_id = s.id ORDER BY s.name
            """
        ) { "\($0.text(at: 0) ?? ""): \($0.text(at: 1) ?? "-") \($0.text(at: 2) ?? "")" }
    }

    /// What `check` says of the file, before and after: the two damaged blobs, by session.
    static func expectDamageNamed(_ store: Store) throws {
        let problems = try store.problems()
        #expect(problems.count == 2)
        #expect(problems.contains { if case .badSamples(session: "cut", _) = $0 { true } else { false } })
        #expect(problems.contains { if case .badGolden(session: "unreadable", _) = $0 { true } else { false } })
    }

    /// The texts and samples a reader sees, by session: the same in every schema.
    static func expectContents(_ store: Store, _ comment: Comment? = nil) throws {
        for session in sessions where session.name != "cut" {
            #expect(try store.session(named: session.name)?.samples == session.samples, comment)
        }
        for golden in goldens where golden.session != "unreadable" {
            let expected = try GoldenBlob.decode(golden.blob, session: golden.session).text
            #expect(try store.golden(for: golden.session)?.bytes == expected, comment)
        }
        #expect(try store.golden(for: "tap")?.outcome == text, comment)
    }

    @Test(
        "migration 8 compresses every golden and samples blob that decodes, the bytes inside unchanged; a schema 7 file reads as it is"
    )
    func migrates() throws {
        let file = try TemporaryDatabase()
        try Self.schemaSeven(at: file.path)
        let before = try Self.blobs(Store.open(path: file.path, readOnly: true).connection)
        // This build reads a schema 7 file as it is, opened read-only.
        let reader = try Store.open(path: file.path, readOnly: true)
        #expect(try reader.schemaVersion() == 7)
        try Self.expectContents(reader)
        try Self.expectDamageNamed(reader)

        let store = try Store.open(path: file.path)
        #expect(try store.schemaVersion() == 8)
        try Self.expectContents(store)
        try Self.expectDamageNamed(store)
        let decompressor = Decompressor()
        for golden in Self.goldens {
            let stored = try #require(
                try store.connection.firstRow(
                    "SELECT g.outcome FROM goldens g JOIN sessions s ON s.id = g.session_id WHERE s.name = ?",
                    [golden.session]
                ) { $0.blob(at: 0) ?? [] })
            if golden.session == "unreadable" {
                #expect(stored == golden.blob)  // left as it was, for check to name
            } else {
                // Byte 255, then a Zstandard frame (its magic number first) of the schema 7 blob.
                #expect(Array(stored.prefix(5)) == [255, 0x28, 0xB5, 0x2F, 0xFD])
                #expect(try GoldenBlob.uncompressed(stored, session: "", decompressor: decompressor) == golden.blob)
            }
        }
        for session in Self.sessions {
            let stored = try #require(
                try store.connection.firstRow(
                    "SELECT b.samples FROM session_samples b JOIN sessions s ON s.id = b.session_id WHERE s.name = ?",
                    [session.name]
                ) { $0.blob(at: 0) ?? [] })
            let layout2 = try #require(Self.samples[session.name])
            if session.name == "cut" {
                #expect(stored == layout2)
            } else {
                let length = UInt32(layout2.count)
                #expect(
                    Array(stored.prefix(12)) == [
                        0x47, 0x52, 0x54, 0x53, 3, 0, 0, 0, UInt8(length & 0xFF), UInt8(length >> 8), 0, 0,
                    ])
                let inner = try stored.withUnsafeBytes { stored in
                    try decompressor.decompressed(
                        UnsafeRawBufferPointer(rebasing: stored[12...]),
                        damaged: { CompressedBlobTests.Failure(reason: $0) })
                }
                #expect(inner == layout2)
            }
        }
        // A second opening changes nothing.
        let after = try Self.blobs(store.connection)
        #expect(after != before)
        #expect(try Self.blobs(Store.open(path: file.path).connection) == after)
    }

    @Test(
        "migration 8 interrupted after any of its statements, its journal left hot, is rolled back to schema 7 whole, and migrated again"
    )
    func interrupted() throws {
        let step = try #require(Schema.migrations.last)
        #expect(step.version == 8)
        let count = InterruptedMigration.statements(of: step).count
        #expect(count == 2)  // goldens, samples
        let pristine = try TemporaryDatabase()
        try Self.schemaSeven(at: pristine.path)
        let schemaSevenBlobs = try Self.blobs(Store.open(path: pristine.path, readOnly: true).connection)
        for interruption in 0...count {
            let copy = try InterruptedMigration.copy(step, after: interruption, of: Self.schemaSeven(at:))
            let comment: Comment = "interrupted after \(interruption) statements"
            // Rolled back on opening (the journal is hot): schema 7, every blob as it was.
            let rolledBack = try Connection(path: copy.path, journal: .rollback)
            #expect(try rolledBack.userVersion() == 7, comment)
            #expect(try Self.blobs(rolledBack) == schemaSevenBlobs, comment)
            #expect(try rolledBack.rows("PRAGMA integrity_check") { $0.text(at: 0) } == ["ok"], comment)
            let reader = try Store.open(path: copy.path, readOnly: true)
            try Self.expectContents(reader, comment)
            try Self.expectDamageNamed(reader)
            // `check --repair` opens it for writing: migrated again, whole.
            guard case .sound(let store) = try Store.openForRepair(path: copy.path) else {
                Issue.record("interrupted after \(interruption): damaged")
                continue
            }
            #expect(try store.schemaVersion() == 8, comment)
            try Self.expectContents(store, comment)
            try Self.expectDamageNamed(store)
        }
    }
}
