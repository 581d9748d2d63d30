import Foundation
import GestureReplay
import GestureTestSupport
import Testing

@testable import GestureStore

@Suite struct StoreRunTests {
    static let start = fixedNow
    static let end = fixedNow.addingTimeInterval(12.5)

    @Test("a run records its label, tool version, thresholds and counts when it finishes, with when it began and ended")
    func runLifecycle() throws {
        let clock = Clock(Self.start)
        let store = try History.inMemory(now: { clock.now })
        let recorder = try store.makeRunRecorder()
        for result in [
            SessionVerdict(name: "tap", .pass(), duration: .milliseconds(3)),
            SessionVerdict(name: "swipe", .regression(diff: ["- a", "+ b"], actual: "b\n")),
            SessionVerdict(name: "knob", .error(message: "scene 'knob' is not registered")),
            SessionVerdict(name: "pan", .new(actual: "p\n")),
            SessionVerdict(name: "old", .obsolete()),
        ] {
            try recorder.add(result)
        }
        #expect(try store.runs(last: 1).isEmpty)
        clock.now = Self.end
        let run = try recorder.finish(
            label: "abc1234", toolVersion: "0.4.0", thresholds: #"{"tapMaximumInterval":0.35}"#)
        // The run is recorded whole when it finishes: it began when its recorder was made (the
        // clock's start), it ended at the clock's end, 12.5 s later, and has each status above once.
        #expect(
            try store.run(run)
                == RunSummary(
                    id: run, startedAt: Self.start, finishedAt: Self.end, label: "abc1234", toolVersion: "0.4.0",
                    thresholds: #"{"tapMaximumInterval":0.35}"#,
                    counts: StatusTally(pass: 1, regression: 1, new: 1, error: 1, obsolete: 1)))
    }

    @Test("results read back by session name, every field")
    func results() throws {
        let store = try History.inMemory()
        let results = [
            SessionVerdict(name: "tap", .pass(), duration: .nanoseconds(1_234_567)),
            SessionVerdict(name: "knob", .error(message: "boom"), duration: .seconds(2)),
            SessionVerdict(name: "swipe", .regression(diff: ["d"], actual: "b\n"), duration: .zero),
        ]
        let run = try store.recordRun(results, toolVersion: "0.4.0")
        #expect(try store.results(of: run) == [results[1], results[2], results[0]].map(\.recorded))
        #expect(throws: StoreError.noSuchRun(RunID(rawValue: 99))) { try store.results(of: RunID(rawValue: 99)) }
    }

    @Test("a run with one result the schema refuses records nothing, and the runs before it stay")
    func refusedRunRecordsNothing() throws {
        let store = try History.inMemory()
        try store.recordRun([SessionVerdict(name: "tap", .pass())], toolVersion: "0.4.0")
        let before = try store.connection.snapshot()
        let bad: [[SessionVerdict]] = [
            // The same session twice in one run: UNIQUE (run_id, session).
            [SessionVerdict(name: "pan", .pass()), SessionVerdict(name: "pan", .pass())],
            // A regression without its diff lines: CHECK (an error without its message cannot
            // be built: `SessionVerdict.Kind.error` has one).
            [SessionVerdict(name: "pan", .pass()), SessionVerdict(name: "swipe", .regression(diff: []))],
        ]
        for results in bad {
            #expect(throws: SQLiteError.self) { try store.recordRun(results, toolVersion: "0.4.0") }
            #expect(try store.connection.snapshot() == before)
        }
    }

    @Test("the last runs come newest first, finished or not")
    func lastRuns() throws {
        let store = try History.inMemory()
        var runs = try (0..<3).map { try store.recordRun([], label: "r\($0)", toolVersion: "0.4.0") }
        runs.append(try store.recordUnfinishedRun([], label: "r3"))
        #expect(try store.runs(last: 3).map(\.id) == [runs[3], runs[2], runs[1]])
        #expect(try store.runs(last: 10).map(\.label) == ["r3", "r2", "r1", "r0"])
        #expect(try store.runs(last: 10).map(\.isFinished) == [false, true, true, true])
        #expect(runs == runs.sorted())
    }

    /// Four finished runs and one unfinished:
    ///
    ///     run     1           2           3           4           5 (unfinished)
    ///     a       pass        regression  regression  regression  pass
    ///     b       regression  regression  pass        regression
    ///     c       pass        error       —           error
    ///     d                               regression
    ///     e       pass        pass        pass        pass
    /// A verdict of `status` with the least it has: diff lines for a difference, a message for
    /// an error.
    static func verdict(_ name: String, _ status: SessionStatus) -> SessionVerdict {
        let kind: SessionVerdict.Kind =
            switch status {
            case .pass: .pass()
            case .regression: .regression(diff: ["d"])
            case .modelDiffers: .modelDiffers(diff: ["d"])
            case .new: .new()
            case .error: .error(message: "m")
            case .obsolete: .obsolete()
            case .empty: .empty()
            }
        return SessionVerdict(name: name, kind)
    }

    func history() throws -> (History, [RunID]) {
        let store = try History.inMemory()
        let table: [[String: SessionStatus]] = [
            ["a": .pass, "b": .regression, "c": .pass, "e": .pass],
            ["a": .regression, "b": .regression, "c": .error, "e": .pass],
            ["a": .regression, "b": .pass, "d": .regression, "e": .pass],
            ["a": .regression, "b": .regression, "c": .error, "e": .pass],
            ["a": .pass],
        ]
        var runs: [RunID] = []
        for (index, statuses) in table.enumerated() {
            let results = statuses.sorted { $0.key < $1.key }.map { session, status in
                Self.verdict(session, status)
            }
            runs.append(
                try index < 4 ? store.recordRun(results, toolVersion: "0.4.0") : store.recordUnfinishedRun(results))
        }
        return (store, runs)
    }

    @Test("the status history has one column per finished run, oldest first, and a row per session")
    func statusHistory() throws {
        let (store, runs) = try history()
        let history = try store.statusHistory(lastRuns: 3)
        #expect(history.runs.map(\.id) == [runs[1], runs[2], runs[3]])
        #expect(
            history.rows == [
                SessionStatusRow(session: "a", statuses: [.regression, .regression, .regression]),
                SessionStatusRow(session: "b", statuses: [.regression, .pass, .regression]),
                SessionStatusRow(session: "c", statuses: [.error, nil, .error]),
                SessionStatusRow(session: "d", statuses: [nil, .regression, nil]),
                SessionStatusRow(session: "e", statuses: [.pass, .pass, .pass]),
            ])
        #expect(try History.inMemory().statusHistory(lastRuns: 3) == StatusHistory(runs: [], rows: []))
    }

    @Test("a failing session is failing since the first failure after its last pass; absences do not break it")
    func failingSince() throws {
        let (store, runs) = try history()
        let expected = [
            FailingSession(session: "a", status: .regression, since: runs[1], failedRuns: 3),
            FailingSession(session: "b", status: .regression, since: runs[3], failedRuns: 1),
            FailingSession(session: "c", status: .error, since: runs[1], failedRuns: 2),
        ]
        #expect(try store.failingSessions() == expected)  // the latest finished run: 4
        #expect(try store.failingSessions(in: runs[3]) == expected)
        #expect(
            try store.failingSessions(in: runs[2]) == [
                FailingSession(session: "a", status: .regression, since: runs[1], failedRuns: 2),
                FailingSession(session: "d", status: .regression, since: runs[2], failedRuns: 1),
            ])
        #expect(try store.failingSessions(in: runs[4]) == [])
        #expect(try History.inMemory().failingSessions() == [])
    }

    @Test("the latest result of a session is from the latest run that replayed it")
    func latestResult() throws {
        let (store, runs) = try history()
        let latest = try #require(try store.latestResult(for: "c"))
        #expect(latest.run == runs[3])
        #expect(latest.result == SessionVerdict(name: "c", .error(message: "m")))
        #expect(try store.latestResult(for: "a")?.run == runs[4])
        #expect(try store.latestResult(for: "zzz") == nil)
    }

    @Test(
        "failing sessions and latest results match their definitions on seeded random histories",
        arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomHistories(_ seed: UInt64) throws {
        var generator = SeededGenerator(state: 0x5EED_2000 + seed)
        let store = try History.inMemory()
        let names = ["a", "b", "c", "d", "e", "f"]
        // 12 runs, one in five unfinished; each session absent one time in four, else any status.
        var table: [(run: RunID, isFinished: Bool, statuses: [String: SessionStatus])] = []
        for _ in 0..<12 {
            var statuses: [String: SessionStatus] = [:]
            for name in names where Int.random(in: 0..<4, using: &generator) > 0 {
                statuses[name] = SessionStatus.allCases.randomElement(using: &generator)
            }
            let results = statuses.sorted { $0.key < $1.key }.map { session, status in
                Self.verdict(session, status)
            }
            let isFinished = Int.random(in: 0..<5, using: &generator) > 0
            table.append(
                (try isFinished ? store.recordRun(results) : store.recordUnfinishedRun(results), isFinished, statuses))
        }
        // The definitions of FailingSession and failingSessions(in:), read forward: the history is
        // the finished runs up to the one asked about and that run; a failing session's streak is
        // its failing results after its last result that was not failing.
        func failing(in asked: RunID) -> [FailingSession] {
            let history = table.filter { $0.run <= asked && ($0.isFinished || $0.run == asked) }
            guard let run = history.last, run.run == asked else { return [] }
            return names.compactMap { name in
                guard let status = run.statuses[name], status.isFailing else { return nil }
                let lastGood = history.filter { $0.statuses[name].map { !$0.isFailing } ?? false }.map(\.run).max()
                let streak = history.filter { past in
                    past.statuses[name]?.isFailing == true && lastGood.map { past.run > $0 } ?? true
                }
                return FailingSession(session: name, status: status, since: streak[0].run, failedRuns: streak.count)
            }
        }
        for row in table {
            #expect(try store.failingSessions(in: row.run) == failing(in: row.run), "seed \(seed), run \(row.run)")
        }
        let latestFinished = try #require(table.last { $0.isFinished }?.run)
        #expect(try store.failingSessions() == failing(in: latestFinished), "seed \(seed)")
        // The latest run with a result for the session, finished or not.
        for name in names {
            let latest = table.last { $0.statuses[name] != nil }
            let stored = try store.latestResult(for: name)
            #expect(stored?.run == latest?.run, "seed \(seed), \(name)")
            #expect(stored?.result.status == latest?.statuses[name], "seed \(seed), \(name)")
        }
    }
}
