import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

/// Each golden stored once, as its `GoldenBlob` (`schema.sql`, migrations 7 and 8): its outcome code
/// when the code renders back to its text, else its text, compressed; read back as that text byte for byte, read
/// by a run as its code, checked by `check`; and a file of an older schema read as it is.
@Suite struct StoreCodeTests {
    static let text = StoreReplayInputTests.outcome
    static let source = StoreReplayInputTests.source

    static func store(origin: Golden.Origin = .approved, text: String = Self.text) throws -> Store {
        let store = try Store.inMemory(now: { fixedNow })
        try store.insertSession(StoreSessionTests.tap, source: Self.source)
        try store.setGolden(session: "tap", outcome: text, origin: origin, toolVersion: "0.3.2")
        return store
    }

    /// The one golden's stored bytes decompressed: its code or text as schema 7 stores them.
    static func stored(_ store: Store) throws -> SQLValue? {
        try uncompressed(store.connection.firstValue("SELECT outcome FROM goldens"))
    }

    /// `value`, a golden's stored bytes, which must be compressed (byte 255), decompressed.
    static func uncompressed(_ value: SQLValue?) throws -> SQLValue? {
        guard case .blob(let bytes) = value else { return value }
        #expect(bytes.first == GoldenBlob.compressedMarker)
        return .blob(try bytes.withUnsafeBytes { try GoldenBlob.uncompressed($0, session: "tap", decompressor: Decompressor()) })
    }

    /// Each case: a golden's origin and text, and whether the store keeps it as its code (true)
    /// or as byte 0 and the text (false).
    static let cases: [(Golden.Origin, String, Bool)] = [
        (.approved, text, true),
        (.device, text, true),
        (.approved, "", true),
        // Does not parse: kept as it is, and compared (and its error reported) as text.
        (.approved, "{\"t\":", false),
        // Parses, but the writer would put no space after the colon: not the rendering of a code.
        (.approved, text.replacingOccurrences(of: "\"t\":0.084", with: "\"t\": 0.084"), false),
        // A last line without its newline: the writer ends every line with one.
        (.device, "{\"t\":0,\"recognizer\":\"a\",\"state\":\"began\"}", false),
    ]

    @Test(
        "a golden is stored once, as its code when that renders back to its text, and reads back as its text",
        arguments: cases)
    func storedOnce(_ origin: Golden.Origin, _ text: String, _ asCode: Bool) throws {
        let store = try Self.store(origin: origin, text: text)
        let code = OutcomeCode.encode(jsonLines: text)
        #expect(try Self.stored(store) == .blob(asCode ? try #require(code) : [0] + Array(text.utf8)))
        #expect(try store.golden(for: "tap")?.outcome == text)
        #expect(try store.goldens().map(\.outcome) == [text])
        #expect(try store.problems() == [])
        // A run's read: an approved golden stored as its code is that code, its text not rendered;
        // any other is the golden, its text as stored.
        let input = try #require(try store.replayInput(named: "tap", codes: true))
        if origin == .approved && asCode {
            #expect(input.code == code && input.golden == nil)
        } else {
            #expect(input.code == nil && input.golden?.outcome == text && input.golden?.origin == origin)
        }
        #expect(try store.replayInput(named: "tap")?.golden?.outcome == text)
    }

    @Test("a golden approved from a replay's outcome is stored as the code of its observations, its text's")
    func fromOutcome() throws {
        let store = try Store.inMemory(now: { fixedNow })
        try store.insertSession(StoreSessionTests.tap, source: Self.source)
        let outcome = try Outcome.parse(jsonLines: Self.text, file: "golden")
        let golden = Golden.approved(session: "tap", outcome: outcome, toolVersion: "0.3.2")
        #expect(golden.outcome == Self.text)
        try store.setGolden(golden)
        #expect(try Self.stored(store) == .blob(try #require(OutcomeCode.encode(jsonLines: Self.text))))
        #expect(try store.problems() == [])
        #expect(try store.golden(for: "tap")?.code == nil)  // never read back
        #expect(try store.golden(for: "tap")?.outcome == Self.text)
    }

    @Test("a golden another program damaged is a finding naming the session, and storing it again mends it")
    func damaged() throws {
        let store = try Self.store()
        // A code cut short inside a varint, and one of a layout no gesture-replay writes.
        for (bytes, reason) in [
            ([3, 0xff] as [UInt8], "cut short or a varint longer than 10 bytes (byte 1)"),
            ([7], "outcome code layout 7, this gesture-replay reads 3 (byte 0)"),
        ] {
            try store.connection.execute("UPDATE goldens SET outcome = ?", [bytes])
            let why = "its outcome code does not decode: \(reason)"
            #expect(try store.problems() == [.badGolden(session: "tap", reason: why)])
            #expect(throws: StoreError.corruptGolden(session: "tap", reason: why)) {
                try store.golden(for: "tap")
            }
        }
        try store.setGolden(session: "tap", outcome: Self.text, origin: .approved, toolVersion: "0.3.2")
        #expect(try store.problems() == [])
        // An empty blob is refused by the table itself.
        #expect(throws: SQLiteError.self) { try store.connection.execute("UPDATE goldens SET outcome = x''") }
    }

    @Test("a file of schema 4, read as it is, has no codes; upgraded, every golden is its code")
    func olderSchema() throws {
        let file = try TemporaryDatabase()
        let four = Array(Schema.migrations.prefix(4))
        do {
            let store = try Store.open(path: file.path, migrations: four)
            try store.insertSession(StoreSessionTests.tap, source: Self.source)
            try store.insertSession(StoreSessionTests.bare, source: Self.source)
            try store.connection.execute(
                """
                INSERT INTO goldens (session_id, outcome, origin, approved_at_ms, tool_version)
                SELECT id, ?, CASE name WHEN 'tap' THEN 'approved' ELSE 'device' END, 0, '0.3.2' FROM sessions
                """, [Self.text])
        }
        let reader = try Store.open(path: file.path, readOnly: true)
        #expect(try reader.schemaVersion() == 4)
        #expect(try reader.replayInput(named: "tap", codes: true)?.code == nil)
        #expect(try reader.replayInput(named: "tap", codes: true)?.golden?.outcome == Self.text)
        #expect(try reader.problems() == [])  // the schema's age is the command's to report

        let upgraded = try Store.open(path: file.path)
        #expect(try upgraded.schemaVersion() == Schema.version)  // every migration after 4 applied
        #expect(try upgraded.replayInput(named: "tap", codes: true)?.code == OutcomeCode.encode(jsonLines: Self.text))
        let device = try upgraded.replayInput(named: StoreSessionTests.bare.name, codes: true)?.golden
        #expect(device?.origin == .device && device?.outcome == Self.text)
        #expect(
            try upgraded.connection.rows("SELECT outcome FROM goldens ORDER BY session_id") {
                try Self.uncompressed($0.value(at: 0))
            } == Array(repeating: .blob(try #require(OutcomeCode.encode(jsonLines: Self.text))), count: 2))
        #expect(try upgraded.problems() == [])
    }
}
