import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

/// Each approved golden's outcome code (`schema.sql`, migration 5): made from its text in the
/// statement that stores it, dropped when another program changes the text without it, checked
/// and remade by `check`, and absent for a file of an older schema.
@Suite struct StoreCodeTests {
    static let text = StoreReplayInputTests.outcome
    static let source = StoreReplayInputTests.source

    static func store(origin: Golden.Origin = .approved) throws -> Store {
        let store = try Store.inMemory(now: { fixedNow })
        try store.insertSession(StoreSessionTests.tap, source: Self.source)
        try store.setGolden(session: "tap", outcome: Self.text, origin: origin, toolVersion: "0.3.2")
        return store
    }

    static func storedCode(_ store: Store) throws -> SQLValue? {
        try store.connection.firstValue("SELECT code FROM goldens")
    }

    @Test("an approved golden is stored with its text's code, a device golden and an unreadable text with none")
    func written() throws {
        let code = try #require(OutcomeCode.encode(jsonLines: Self.text))
        #expect(try Self.storedCode(Self.store()) == .blob(code))
        #expect(try Self.storedCode(Self.store(origin: .device)) == .null)
        let store = try Self.store()
        try store.setGolden(session: "tap", outcome: "{\"t\":", origin: .approved, toolVersion: "0.3.2")
        #expect(try Self.storedCode(store) == .null)
        #expect(try store.replayInput(named: "tap")?.golden?.code == nil)
        // Approved again with its text: the code is back.
        try store.setGolden(session: "tap", outcome: Self.text, origin: .approved, toolVersion: "0.3.2")
        #expect(try Self.storedCode(store) == .blob(code))
        #expect(try store.problems() == [])
    }

    @Test("a text changed by another program loses its code, which check names and repair makes again")
    func changedElsewhere() throws {
        let store = try Self.store()
        let code = try #require(OutcomeCode.encode(jsonLines: Self.text))
        // As `sqlite3` would: the connection without gesture-replay's function is not needed for
        // an UPDATE of the text; the trigger drops the code.
        let edited = Self.text.replacingOccurrences(of: "recognized", with: "failed")
        try store.connection.execute("UPDATE goldens SET outcome = ?", [edited])
        #expect(try Self.storedCode(store) == .null)
        #expect(try store.replayInput(named: "tap")?.golden?.code == nil)
        #expect(try store.problems() == [.staleCode(session: "tap", .missing)])
        #expect(try store.repair().codesRemade == 1)
        #expect(try Self.storedCode(store) == .blob(try #require(OutcomeCode.encode(jsonLines: edited))))
        #expect(try store.problems() == [])
        // The same text written again, or only its stamp changed, keeps the code.
        try store.connection.execute("UPDATE goldens SET outcome = outcome, approved_at_ms = 1")
        #expect(try Self.storedCode(store) != .null)
        // A code another program wrote is named as not its text's, and remade.
        try store.connection.execute("UPDATE goldens SET code = ?", [code])
        #expect(try store.problems() == [.staleCode(session: "tap", .different)])
        #expect(try store.repair().codesRemade == 1)
        #expect(try store.problems() == [])
        // A code of another layout version: named as such, and remade.
        try store.connection.execute("UPDATE goldens SET code = x'01'")
        #expect(try store.problems() == [.staleCode(session: "tap", .otherLayout)])
        #expect(try store.repair().codesRemade == 1)
        #expect(try store.problems() == [])
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
        #expect(try reader.replayInput(named: "tap")?.golden?.code == nil)
        #expect(try reader.replayInput(named: "tap")?.golden?.outcome == Self.text)
        #expect(try reader.problems() == [])  // the schema's age is the command's to report

        let upgraded = try Store.open(path: file.path)
        #expect(try upgraded.schemaVersion() == 5)
        #expect(try upgraded.replayInput(named: "tap")?.golden?.code == OutcomeCode.encode(jsonLines: Self.text))
        #expect(try upgraded.replayInput(named: StoreSessionTests.bare.name)?.golden?.code == nil)
        #expect(try upgraded.problems() == [])
    }
}
