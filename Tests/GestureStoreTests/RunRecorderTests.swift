import Foundation
import GestureReplay
import Testing

@testable import GestureStore

@Suite struct RunRecorderTests {
    @Test("results added one by one, more than a batch, are recorded with the run whole, in order, with its counts")
    func recordsWhole() throws {
        let database = try TemporaryDatabase()
        let store = try History.open(path: database.path)
        let recorder = try store.makeRunRecorder()
        // 1300 results: two full batches of 512 and a partial one of 276.
        for index in 0..<1300 {
            let name = String(format: "s%04d", index)
            try recorder.add(
                index % 100 == 7
                    ? SessionVerdict(name: name, .regression(diff: ["- a"], actual: "b\n"))
                    : SessionVerdict(name: name, .pass()))
        }
        #expect(try store.runs(last: 1).isEmpty)  // nothing is in the history before finish
        let run = try recorder.finish(label: "x", toolVersion: "0.1.0")
        let summary = try #require(try store.run(run))
        #expect(summary.isFinished)
        #expect(summary.counts == StatusTally(pass: 1287, regression: 13, new: 0, error: 0, obsolete: 0))  // 7, 107, …, 1207
        let results = try store.results(of: run)
        #expect(results.count == 1300)
        #expect(results[7] == SessionVerdict(name: "s0007", .regression(diff: ["- a"], actual: "b\n")))
    }

    @Test("a run whose results break a rule is not recorded at all, and the next run records normally")
    func nothingOnError() throws {
        let database = try TemporaryDatabase()
        let store = try History.open(path: database.path)
        let recorder = try store.makeRunRecorder()
        try recorder.add(SessionVerdict(name: "twice", .pass()))
        try recorder.add(SessionVerdict(name: "twice", .pass()))  // UNIQUE (run_id, session)
        #expect(throws: SQLiteError.self) { _ = try recorder.finish(toolVersion: "0.1.0") }
        #expect(try store.runs(last: 5).isEmpty)
        let next = try store.makeRunRecorder()
        try next.add(SessionVerdict(name: "once", .pass()))
        let run = try next.finish(toolVersion: "0.1.0")
        #expect(try store.results(of: run).map(\.name) == ["once"])
    }

    @Test("after a result could not be added, the run is not recorded at all: not even the results before it")
    func nothingAfterALostResult() throws {
        let database = try TemporaryDatabase()
        let store = try History.open(path: database.path)
        let recorder = try store.makeRunRecorder()
        try recorder.add(SessionVerdict(name: "before", .pass()))
        // Something outside the recorder takes its table away in the recorder's open batch: the
        // next add fails, and the batch (with "before" in it, and the drop) is rolled back.
        try store.connection.execute("DROP TABLE temp.pending_results")
        #expect(throws: SQLiteError.self) { try recorder.add(SessionVerdict(name: "lost", .pass())) }
        // The rollback of that batch brought the dropped table back with "before" gone, so SQLite
        // itself would now take results: the recorder must still refuse, or the run would be
        // recorded without "before" and "lost".
        #expect(throws: SQLiteError.self) { try recorder.add(SessionVerdict(name: "after", .pass())) }
        #expect(throws: SQLiteError.self) { _ = try recorder.finish(toolVersion: "0.1.0") }
        #expect(try store.runs(last: 5).isEmpty)
    }

    @Test(
        "a run's memory is bounded: its pending results and the store's pages are cached in at most 256 KiB and 512 KiB"
    )
    func boundedCaches() throws {
        let database = try TemporaryDatabase()
        let store = try History.open(path: database.path)
        try store.limitPageCache(kibibytes: 512)
        _ = try store.makeRunRecorder()
        // Negative cache sizes are KiB (SQLite's PRAGMA cache_size).
        #expect(try store.connection.firstValue("PRAGMA main.cache_size") == .integer(-512))
        #expect(try store.connection.firstValue("PRAGMA temp.cache_size") == .integer(-256))
    }
}
