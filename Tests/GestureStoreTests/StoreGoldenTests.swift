import Foundation
import GestureReplay
import Testing

@testable import GestureStore

@Suite struct StoreGoldenTests {
    static let outcome = """
        {"t":0.084,"view":"photo","touches":"ended","count":1}
        {"t":0.384,"recognizer":"single","state":"recognized","location":[161,240.5],"numberOfTouches":1}

        """

    func store(with names: [String], now: @escaping @Sendable () -> Date = { fixedNow }) throws -> Store {
        let store = try Store.inMemory(now: now)
        for name in names {
            try store.insertSession(TouchSession(name: name, scene: "scene"), source: SessionSource(format: .touchlog))
        }
        return store
    }

    @Test("a golden reads back with its origin, date and tool version")
    func roundTrip() throws {
        let store = try store(with: ["tap"])
        #expect(try store.golden(for: "tap") == nil)
        try store.setGolden(session: "tap", outcome: Self.outcome, origin: .device, toolVersion: "0.3.1")
        #expect(
            try store.golden(for: "tap")
                == Golden(
                    session: "tap", outcome: Self.outcome, origin: .device, approvedAt: fixedNow, toolVersion: "0.3.1"))
    }

    @Test("approving again replaces the golden")
    func replaces() throws {
        let later = fixedNow.addingTimeInterval(60)
        let clock = Clock(fixedNow)
        let store = try store(with: ["tap"], now: { clock.now })
        try store.setGolden(session: "tap", outcome: "old\n", origin: .device, toolVersion: "0.1.0")
        clock.now = later
        try store.setGolden(session: "tap", outcome: Self.outcome, origin: .approved, toolVersion: "0.2.0")
        #expect(
            try store.goldens()
                == [
                    Golden(
                        session: "tap", outcome: Self.outcome, origin: .approved, approvedAt: later,
                        toolVersion: "0.2.0")
                ])
    }

    @Test("a golden for a session that is not stored is refused")
    func missingSession() throws {
        let store = try store(with: [])
        #expect(throws: StoreError.noSuchSession(name: "nope")) {
            try store.setGolden(session: "nope", outcome: "", origin: .approved, toolVersion: "0.1.0")
        }
    }

    @Test("goldens come by session name for a text export; deleting one leaves the others")
    func exportOrder() throws {
        let store = try store(with: ["swipe", "pan", "tap"])
        for name in ["tap", "swipe", "pan"] {
            try store.setGolden(session: name, outcome: "\(name)\n", origin: .approved, toolVersion: "0.1.0")
        }
        #expect(try store.goldens().map(\.session) == ["pan", "swipe", "tap"])
        #expect(try store.goldens().map(\.outcome) == ["pan\n", "swipe\n", "tap\n"])
        #expect(try store.deleteGolden(for: "swipe"))
        #expect(try !store.deleteGolden(for: "swipe"))
        #expect(try store.goldens().map(\.session) == ["pan", "tap"])
        #expect(try store.sessionSummaries().map(\.hasGolden) == [true, false, true])
    }
}

/// A settable wall clock for tests, read by the store's `now`.
final class Clock: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date

    init(_ date: Date) { self.date = date }

    var now: Date {
        get { lock.withLock { date } }
        set { lock.withLock { date = newValue } }
    }
}
