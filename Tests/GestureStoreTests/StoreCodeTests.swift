import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

/// Each approved golden's outcome code (`schema.sql`, migration 5): made from its text when it is
/// stored, dropped when any program writes or deletes the text, checked and remade by `check`,
/// read by a run instead of the text, and absent for a file of an older schema.
@Suite struct StoreCodeTests {
    static let text = StoreReplayInputTests.outcome
    static let source = StoreReplayInputTests.source

    static func store(origin: Golden.Origin = .approved) throws -> Store {
        let store = try Store.inMemory(now: { fixedNow })
        try store.insertSession(StoreSessionTests.tap, source: Self.source)
        try store.setGolden(session: "tap", outcome: Self.text, origin: origin, toolVersion: "0.3.2")
        return store
    }

    /// The one code stored, NULL for none.
    static func storedCode(_ store: Store) throws -> SQLValue? {
        try store.connection.firstValue("SELECT (SELECT code FROM golden_codes)")
    }

    @Test("an approved golden is stored with its text's code, a device golden and an unreadable text with none")
    func written() throws {
        let code = try #require(OutcomeCode.encode(jsonLines: Self.text))
        #expect(try Self.storedCode(Self.store()) == .blob(code))
        #expect(try Self.storedCode(Self.store(origin: .device)) == .null)
        let store = try Self.store()
        try store.setGolden(session: "tap", outcome: "{\"t\":", origin: .approved, toolVersion: "0.3.2")
        #expect(try Self.storedCode(store) == .null)
        #expect(try store.replayInput(named: "tap", codes: true)?.code == nil)
        // Approved again with its text: the code is back.
        try store.setGolden(session: "tap", outcome: Self.text, origin: .approved, toolVersion: "0.3.2")
        #expect(try Self.storedCode(store) == .blob(code))
        #expect(try store.problems() == [])
        // A run's read: the code, not the text; a reader of the text gets the golden.
        let input = try #require(try store.replayInput(named: "tap", codes: true))
        #expect(input.code == code && input.golden == nil)
        #expect(try store.replayInput(named: "tap")?.golden?.outcome == Self.text)
        #expect(try store.replayInput(named: "tap")?.code == nil)
    }

    @Test("a golden approved from a replay's outcome is stored with the code of its observations, its text's")
    func fromOutcome() throws {
        let store = try Store.inMemory(now: { fixedNow })
        try store.insertSession(StoreSessionTests.tap, source: Self.source)
        let outcome = try Outcome.parse(jsonLines: Self.text, file: "golden")
        let golden = Golden.approved(session: "tap", outcome: outcome, toolVersion: "0.3.2")
        #expect(golden.outcome == Self.text)
        try store.setGolden(golden)
        #expect(try Self.storedCode(store) == .blob(try #require(OutcomeCode.encode(jsonLines: Self.text))))
        #expect(try store.problems() == [])
        #expect(try store.golden(for: "tap")?.code == nil)  // never read back
    }

    @Test("a text changed by another program loses its code, which check names and repair makes again")
    func changedElsewhere() throws {
        let store = try Self.store()
        let code = try #require(OutcomeCode.encode(jsonLines: Self.text))
        // As `sqlite3` would: an UPDATE of the text needs none of gesture-replay's functions; the
        // trigger drops the code.
        let edited = Self.text.replacingOccurrences(of: "recognized", with: "failed")
        try store.connection.execute("UPDATE goldens SET outcome = ?", [edited])
        #expect(try Self.storedCode(store) == .null)
        #expect(try store.replayInput(named: "tap", codes: true)?.code == nil)
        #expect(try store.problems() == [.staleCode(session: "tap", .missing)])
        #expect(try store.repair().codesRemade == 1)
        #expect(try Self.storedCode(store) == .blob(try #require(OutcomeCode.encode(jsonLines: edited))))
        #expect(try store.problems() == [])
        // Only its stamp changed: the code stays.
        try store.connection.execute("UPDATE goldens SET approved_at_ms = 1")
        #expect(try Self.storedCode(store) != .null)
        // A code another program wrote is named as not its text's, and remade.
        try store.connection.execute("UPDATE golden_codes SET code = ?", [code])
        #expect(try store.problems() == [.staleCode(session: "tap", .different)])
        #expect(try store.repair().codesRemade == 1)
        #expect(try store.problems() == [])
        // A code of another layout version: named as such, and remade.
        try store.connection.execute("UPDATE golden_codes SET code = x'01'")
        let input = try #require(try store.replayInput(named: "tap", codes: true))
        #expect(input.code == nil && input.golden?.outcome == edited)  // compared as text
        #expect(try store.problems() == [.staleCode(session: "tap", .otherLayout)])
        #expect(try store.repair().codesRemade == 1)
        #expect(try store.problems() == [])
        // Deleted, and inserted again, by another program with foreign keys off: no code is left
        // behind for a golden it was not made from.
        try store.connection.execute("PRAGMA foreign_keys = OFF")
        try store.connection.execute("CREATE TEMP TABLE kept AS SELECT * FROM goldens")
        try store.connection.execute("DELETE FROM goldens")
        #expect(try Self.storedCode(store) == .null)
        _ = try store.repair()
        try store.connection.execute("INSERT INTO goldens SELECT * FROM kept")
        try store.connection.execute("PRAGMA foreign_keys = ON")
        #expect(try Self.storedCode(store) == .null)
        #expect(try store.problems() == [.staleCode(session: "tap", .missing)])
    }

    @Test("a file of schema 4, read as it is, has no codes; upgraded, every approved golden has its text's")
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
        #expect(try upgraded.replayInput(named: StoreSessionTests.bare.name, codes: true)?.golden?.origin == .device)
        #expect(try upgraded.problems() == [])
    }
}
