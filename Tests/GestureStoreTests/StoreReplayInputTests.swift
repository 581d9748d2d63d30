import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

@Suite struct StoreReplayInputTests {
    static let outcome = """
        {"t":0.084,"view":"photo","touches":"ended","count":1}
        {"t":0.384,"recognizer":"single","state":"recognized","location":[161,240.5],"numberOfTouches":1}

        """
    static let source = SessionSource(format: .touchlog)

    @Test(
        "a replay input is the session as inserted and the golden that golden(for:) reads",
        arguments: [StoreSessionTests.doubleTap, StoreSessionTests.bare, StoreSessionTests.tap])
    func sameAsSeparateReads(_ session: TouchSession) throws {
        let store = try Store.inMemory(now: { fixedNow })
        try store.insertSession(StoreSessionTests.doubleTap, source: Self.source)
        try store.insertSession(StoreSessionTests.bare, source: Self.source)
        try store.insertSession(StoreSessionTests.tap, source: Self.source)
        try store.setGolden(session: "double-tap-photo", outcome: Self.outcome, origin: .device, toolVersion: "0.3.1")
        try store.setGolden(session: "tap", outcome: "", origin: .approved, toolVersion: "0.3.2")

        let input = try #require(try store.replayInput(named: session.name))
        #expect(input.session == session)
        #expect(input.golden == (try store.golden(for: session.name)))
        #expect(input.code == nil)
        // A run's read: an approved golden as its code (the empty outcome's is the version byte
        // alone, OutcomeCode's layout), a device golden as it is.
        let run = try #require(try store.replayInput(named: session.name, codes: true))
        #expect(run.session == session)
        if input.golden?.origin == .approved {
            #expect(run.code == [OutcomeCode.version] && run.golden == nil)
        } else {
            #expect(run.golden == input.golden && run.code == nil)
        }
        // Twice, from the kept statement.
        #expect(try store.replayInput(named: session.name)?.session == session)
    }

    @Test("the golden's bytes are the stored text's, and decode to it; its code is its text's")
    func goldenBytes() throws {
        let store = try Store.inMemory(now: { fixedNow })
        try store.insertSession(StoreSessionTests.tap, source: Self.source)
        try store.setGolden(session: "tap", outcome: Self.outcome, origin: .approved, toolVersion: "0.3.2")
        let golden = try #require(try store.replayInput(named: "tap")?.golden)
        #expect(
            golden
                == Golden(
                    session: "tap", bytes: Array(Self.outcome.utf8), origin: .approved,
                    approvedAt: fixedNow, toolVersion: "0.3.2"))
        // The code's bytes themselves are OutcomeCodeTests'; here, that the store keeps the text's.
        #expect(try store.replayInput(named: "tap", codes: true)?.code == OutcomeCode.encode(jsonLines: Self.outcome))
        #expect(golden.outcome == Self.outcome)
    }

    @Test("no such session: nil, and no transaction is left open")
    func missing() throws {
        let store = try Store.inMemory()
        #expect(try store.replayInput(named: "nothing") == nil)
        try store.insertSession(StoreSessionTests.tap, source: Self.source)
        _ = try store.replayInput(named: "tap")
        #expect(!store.connection.isInTransaction)
    }

    @Test(
        "in a read snapshot, a session imported meanwhile by another connection is not seen; the import waits for the snapshot, and after it, it is seen"
    )
    func snapshot() throws {
        let database = try TemporaryDatabase()
        let writer = try Store.open(path: database.path)
        try writer.insertSession(StoreSessionTests.tap, source: Self.source)
        let reader = try Store.open(path: database.path, readOnly: true)
        let path = database.path
        let imported = DispatchSemaphore(value: 0)
        let failure = StoreConcurrencyTests.Report()
        try reader.withReadSnapshot { () throws -> Void in
            #expect(try reader.replayInput(named: "tap")?.session == StoreSessionTests.tap)
            // In rollback-journal mode a snapshot holds a shared lock: the import's commit waits
            // for it (within the busy timeout), on a thread of its own.
            Thread {
                defer { imported.signal() }
                do {
                    try Store.open(path: path).insertSession(StoreSessionTests.bare, source: Self.source)
                } catch {
                    failure.error = error
                }
            }.start()
            #expect(imported.wait(timeout: .now() + .milliseconds(300)) == .timedOut)  // waiting for the snapshot
            #expect(try reader.replayInput(named: "bare") == nil)
            #expect(reader.connection.isInTransaction)
        }
        #expect(!reader.connection.isInTransaction)
        imported.wait()
        #expect(failure.error == nil, "\(failure.error.map { "\($0)" } ?? "")")
        #expect(try reader.replayInput(named: "bare")?.session == StoreSessionTests.bare)
    }
}
