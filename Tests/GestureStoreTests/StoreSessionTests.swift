import Foundation
import GestureModel
import GestureReplay
import GestureTestSupport
import Testing

@testable import GestureStore

@Suite struct StoreSessionTests {
    /// A double tap with a second finger resting, recorded on a device that
    /// reports force and radius for some samples only; every field set.
    static let doubleTap = TouchSession(
        name: "double-tap-photo", scene: "tap-or-double-tap",
        screen: Screen(width: 320, height: 480, scale: 2), source: "iPhone SE, iOS 17.4",
        samples: [
            TouchSample(time: .zero, touch: 1, phase: .began, x: 160, y: 240, force: 0.25, majorRadius: 7.5),
            TouchSample(time: Instant(nanoseconds: 16_666_667), touch: 1, phase: .moved, x: 161, y: 240.5),
            TouchSample(time: Instant(nanoseconds: 84_000_001), touch: 1, phase: .ended, x: 161, y: 240.5, force: 0),
            TouchSample(time: Instant(nanoseconds: 200_000_000), touch: 2, phase: .began, x: 10, y: 20, majorRadius: 3),
            TouchSample(time: Instant(nanoseconds: 200_000_000), touch: 3, phase: .began, x: 162, y: 241),
            TouchSample(time: Instant(nanoseconds: 284_000_000), touch: 3, phase: .ended, x: 162, y: 241),
            TouchSample(time: Instant(nanoseconds: 1_000_000_001), touch: 2, phase: .cancelled, x: 10, y: 20),
        ],
        observed: [
            ObservedGesture(time: Instant(nanoseconds: 284_000_000), gesture: "double", state: "recognized"),
            ObservedGesture(time: Instant(nanoseconds: 284_000_000), gesture: "single", state: "failed"),
        ])
    /// The least a session can be: no screen, no device, no samples.
    static let bare = TouchSession(name: "bare", scene: "empty")
    static let tap = TouchSession(
        name: "tap", scene: "tap-or-double-tap",
        samples: [
            TouchSample(time: .zero, touch: 1, phase: .began, x: 100, y: 100),
            TouchSample(time: Instant(nanoseconds: 80_000_000), touch: 1, phase: .ended, x: 100, y: 100),
        ])
    static let source = SessionSource(
        format: .touchlog, fileName: "double-tap-photo.touches.jsonl",
        contents: Array("not really a touch log".utf8),
        recordedAt: Date(timeIntervalSince1970: 1_699_999_999.5))

    @Test(
        "a session reads back equal, every sample field, nil force and radius, and exact nanoseconds",
        arguments: [doubleTap, bare])
    func roundTrip(_ session: TouchSession) throws {
        let store = try Store.inMemory()
        try store.insertSession(session, source: Self.source)
        #expect(try store.session(named: session.name) == session)
    }

    @Test("a summary says the source, the screen and the counts of the session")
    func summary() throws {
        let store = try Store.inMemory(now: { fixedNow })
        try store.insertSession(Self.doubleTap, source: Self.source)
        let summary = try #require(try store.sessionSummary(named: "double-tap-photo"))
        #expect(
            summary
                == SessionSummary(
                    name: "double-tap-photo", scene: "tap-or-double-tap",
                    source: SessionSource(
                        format: .touchlog, fileName: "double-tap-photo.touches.jsonl",
                        sha256: SHA256.hexDigest(of: Array("not really a touch log".utf8)),
                        recordedAt: Date(timeIntervalSince1970: 1_699_999_999.5)),
                    device: "iPhone SE, iOS 17.4", screen: Screen(width: 320, height: 480, scale: 2),
                    importedAt: fixedNow,
                    duration: Instant(nanoseconds: 1_000_000_001), touchCount: 3, sampleCount: 7, goldenOrigin: nil))
        #expect(try store.sessionSummary(named: "missing") == nil)
        #expect(try store.session(named: "missing") == nil)
    }

    @Test("summaries list every session by name and say which have a golden")
    func summaries() throws {
        let store = try Store.inMemory()
        for session in [Self.tap, Self.doubleTap, Self.bare] {
            try store.insertSession(session, source: SessionSource(format: .w3c))
        }
        try store.setGolden(session: "tap", outcome: "{}\n", origin: .approved, toolVersion: "0.1.0")
        let summaries = try store.sessionSummaries()
        #expect(summaries.map(\.name) == ["bare", "double-tap-photo", "tap"])
        #expect(summaries.map(\.hasGolden) == [false, false, true])
        #expect(summaries.map(\.goldenOrigin) == [nil, nil, .approved])
        #expect(summaries.map(\.sampleCount) == [0, 7, 2])
        #expect(summaries.map(\.source.format) == [.w3c, .w3c, .w3c])
    }

    @Test("a second session with a stored name is refused, and the first is kept")
    func nameCollision() throws {
        let store = try Store.inMemory()
        try store.insertSession(Self.tap, source: SessionSource(format: .touchlog))
        var other = Self.doubleTap
        other.name = "tap"
        let error = try #require(throws: StoreError.self) {
            try store.insertSession(other, source: SessionSource(format: .getevent))
        }
        #expect(error == .sessionExists(name: "tap"))
        #expect(
            error.description
                == "cannot store session 'tap': a session with this name exists: choose another name or replace it")
        #expect(try store.session(named: "tap") == Self.tap)
        #expect(try store.sessionSummary(named: "tap")?.source.format == .touchlog)
    }

    @Test(
        "a session refused for its name leaves its scene as stored: the scene is written in the session's transaction")
    func refusedSessionKeepsScene() throws {
        let store = try Store.inMemory()
        try store.insertSession(
            Self.tap, source: SessionSource(format: .touchlog),
            scene: ("tap-or-double-tap", 1, .json("first")))
        #expect(throws: StoreError.sessionExists(name: "tap")) {
            try store.insertSession(
                Self.tap, source: SessionSource(format: .touchlog),
                scene: ("tap-or-double-tap", 2, .json("second")))
        }
        // Only the first insert committed, so the scene is still version 1 with the spec "first".
        let scenes = try store.scenes()
        #expect(scenes.map(\.name) == ["tap-or-double-tap"])
        #expect(scenes.map(\.version) == [1])
        #expect(scenes.map(\.spec) == [.json("first")])
    }

    @Test("replacing a session stores the new recording and keeps the approved golden, with its approval time")
    func replacing() throws {
        let clock = Clock(fixedNow)
        let store = try Store.inMemory(now: { clock.now })
        try store.insertSession(Self.tap, source: SessionSource(format: .touchlog))
        try store.setGolden(session: "tap", outcome: "old\n", origin: .approved, toolVersion: "0.1.0")
        clock.now = fixedNow.addingTimeInterval(60)
        var other = Self.doubleTap
        other.name = "tap"
        let kept = try store.insertSession(other, source: SessionSource(format: .libinput), replacing: true)
        let old = Golden(
            session: "tap", outcome: "old\n", origin: .approved, approvedAt: fixedNow, toolVersion: "0.1.0")
        #expect(kept == old)
        #expect(try store.session(named: "tap") == other)
        #expect(try store.golden(for: "tap") == old)
        #expect(try store.sessionNames() == ["tap"])
    }

    /// What replacing a session with a golden of `stored` origin, by an import bringing one of
    /// `brought` origin (nil: none), leaves as the golden.
    static let replacedGoldens: [(stored: Golden.Origin, brought: Golden.Origin?, left: String)] = [
        (.approved, nil, "stored\n"),
        (.approved, .device, "stored\n"),
        (.approved, .approved, "brought\n"),
        (.device, nil, "stored\n"),
        (.device, .device, "brought\n"),
        (.device, .approved, "brought\n"),
    ]

    @Test(
        "a replacing import's golden takes the place of the stored one only when it outranks it",
        arguments: replacedGoldens)
    func replacedGolden(_ stored: Golden.Origin, _ brought: Golden.Origin?, _ left: String) throws {
        let store = try Store.inMemory()
        try store.insertSession(Self.tap, source: SessionSource(format: .touchlog))
        try store.setGolden(session: "tap", outcome: "stored\n", origin: stored, toolVersion: "0.1.0")
        let golden = brought.map { Golden(session: "tap", outcome: "brought\n", origin: $0, toolVersion: "0.2.0") }
        let kept = try store.insertSession(
            Self.tap, source: SessionSource(format: .touchlog), replacing: true, golden: golden)
        #expect(try store.golden(for: "tap")?.outcome == left)
        #expect(kept?.outcome == (left == "stored\n" ? "stored\n" : nil))
    }

    @Test("an import can store its golden in the same transaction")
    func insertWithGolden() throws {
        let store = try Store.inMemory(now: { fixedNow })
        try store.insertSession(
            Self.tap, source: SessionSource(format: .touchlog),
            golden: Golden(session: "tap", outcome: "line\n", origin: .device, toolVersion: "0.2.0"))
        #expect(
            try store.golden(for: "tap")
                == Golden(
                    session: "tap", outcome: "line\n", origin: .device, approvedAt: fixedNow, toolVersion: "0.2.0"))
    }

    /// Imports that fail after some of their rows were written.
    enum FailingImport: String, CaseIterable, CustomTestStringConvertible {
        /// The observations come after the session and its samples.
        case badObservation
        /// The golden is written last.
        case badGolden
        /// Replacing deletes the old session first, then fails.
        case badReplacement
        var testDescription: String { rawValue }
    }

    @Test("an import that fails half-way leaves every table as it was", arguments: FailingImport.allCases)
    func failedImportChangesNothing(_ failure: FailingImport) throws {
        let file = try TemporaryDatabase()
        let store = try Store.open(path: file.path)
        try store.insertSession(Self.tap, source: SessionSource(format: .touchlog))
        try store.setGolden(session: "tap", outcome: "kept\n", origin: .approved, toolVersion: "0.1.0")
        let before = try store.connection.snapshot()

        var session = Self.doubleTap
        var golden: Golden?
        switch failure {
        case .badObservation:
            session.observed.append(ObservedGesture(time: .zero, gesture: "", state: "recognized"))  // CHECK length(gesture) > 0
        case .badGolden:
            golden = Golden(session: "tap", outcome: "x\n", origin: .approved, toolVersion: "")  // CHECK length(tool_version) > 0
        case .badReplacement:
            session.name = "tap"
            session.observed.append(ObservedGesture(time: .zero, gesture: "", state: "recognized"))
        }
        #expect(throws: SQLiteError.self) {
            try store.insertSession(session, source: SessionSource(format: .touchlog), replacing: true, golden: golden)
        }
        #expect(try store.connection.snapshot() == before)
        #expect(try Store.open(path: file.path).connection.snapshot() == before)
        #expect(try store.session(named: "tap") == Self.tap)
        #expect(try store.golden(for: "tap")?.outcome == "kept\n")
    }

    @Test("deleting a session deletes its samples, observations and golden, and keeps its results in the history")
    func delete() throws {
        let store = try Store.inMemory()
        let history = try History.inMemory()
        try store.insertSession(
            Self.doubleTap, source: Self.source,
            golden: Golden(session: "tap", outcome: "g\n", origin: .approved, toolVersion: "0.1.0"))
        let run = try history.recordRun([SessionVerdict(name: "double-tap-photo", .pass())])
        #expect(try store.deleteSession(named: "double-tap-photo"))
        #expect(try !store.deleteSession(named: "double-tap-photo"))
        for table in ["sessions", "session_samples", "session_observations", "goldens"] {
            #expect(try store.connection.firstValue("SELECT count(*) FROM \(table)") == .integer(0), "\(table)")
        }
        #expect(try history.results(of: run).map(\.name) == ["double-tap-photo"])
    }

    @Test("session names come in byte order, optionally of one scene")
    func names() throws {
        let store = try Store.inMemory()
        for (name, scene) in [("b", "one"), ("a", "two"), ("B", "one"), ("é", "two"), ("a2", "one")] {
            try store.insertSession(TouchSession(name: name, scene: scene), source: SessionSource(format: .touchlog))
        }
        #expect(try store.sessionNames() == ["B", "a", "a2", "b", "é"])
        #expect(try store.sessionNames(scene: "one") == ["B", "a2", "b"])
    }

    @Test("sessions stream one at a time in name order, or in the order asked")
    func streaming() throws {
        let store = try Store.inMemory()
        for session in [Self.tap, Self.doubleTap, Self.bare] {
            try store.insertSession(session, source: SessionSource(format: .touchlog))
        }
        var seen: [TouchSession] = []
        try store.forEachSession { seen.append($0) }
        #expect(seen == [Self.bare, Self.doubleTap, Self.tap])
        seen = []
        try store.forEachSession(named: ["tap", "bare"]) { seen.append($0) }
        #expect(seen == [Self.tap, Self.bare])
        #expect(throws: StoreError.noSuchSession(name: "gone")) {
            try store.forEachSession(named: ["tap", "gone"]) { _ in }
        }
    }

    @Test("damaged samples are reported with the session's name")
    func corruptSamples() throws {
        let store = try Store.inMemory()
        try store.insertSession(Self.tap, source: SessionSource(format: .touchlog))
        let bytes = try #require(
            try store.connection.firstRow("SELECT samples FROM session_samples") { $0.blob(at: 0) } ?? nil)
        try store.connection.execute("UPDATE session_samples SET samples = ?", [bytes + [0]])
        // Layout 3: a byte after the frame's end.
        let reason = "its compressed samples do not decompress: extra bytes after its frame: 1"
        #expect(throws: StoreError.corruptSamples(session: "tap", reason: reason)) {
            try store.session(named: "tap")
        }
    }

    @Test("scenes are stored by name, replaced on upsert, listed by name")
    func scenes() throws {
        let store = try Store.inMemory(now: { fixedNow })
        try store.upsertScene(name: "tap-or-double-tap", version: 1, spec: .json(#"{"format":"gesture-replay.scene"}"#))
        try store.upsertScene(name: "knob", version: 1, spec: .swift("RotaryKnobScene"))
        try store.upsertScene(name: "tap-or-double-tap", version: 2, spec: .json("{}"))
        #expect(
            try store.scenes() == [
                StoredScene(name: "knob", version: 1, spec: .swift("RotaryKnobScene"), updatedAt: fixedNow),
                StoredScene(name: "tap-or-double-tap", version: 2, spec: .json("{}"), updatedAt: fixedNow),
            ])
        #expect(try store.scene(named: "knob")?.spec == .swift("RotaryKnobScene"))
        #expect(throws: SQLiteError.self) { try store.upsertScene(name: "bad", version: 0, spec: .json("{}")) }
    }
}
