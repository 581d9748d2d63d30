import Foundation
import GestureReplay
import GestureTestSupport
import Testing

@testable import GestureStore

/// A long run history stays cheap to extend and to read: recording a run writes about the pages
/// of its own results, however many runs came before, and the queries over the history look
/// results up on UNIQUE (run_id, session) instead of reading every run's results (schema.sql,
/// migration 2, a rule the history store's history.sql keeps). Pinned by counting pages and reading query plans, never by timing.
@Suite struct StoreRunHistoryTests {
    /// The sessions of every run: 1,000 names of 12 bytes ("session-0000"…).
    static let sessions = (0..<1000).map { String(format: "session-%04d", $0) }

    /// The results of run `run` (1-based): every session passes, except that sessions 0, 100, …,
    /// 900 regress from run 21 on.
    static func results(ofRun run: Int) -> [SessionVerdict] {
        sessions.enumerated().map { index, session in
            run >= 21 && index % 100 == 0
                ? SessionVerdict(name: session, .regression(diff: ["d"]))
                : SessionVerdict(name: session, .pass())
        }
    }

    /// Records `run` on `store` and returns how many pages its transaction wrote: the frames of the
    /// write-ahead log, emptied just before.
    static func pagesWritten(recording run: Int, on store: History) throws -> Int {
        _ = try store.connection.firstValue("PRAGMA wal_checkpoint(TRUNCATE)")
        try store.recordRun(results(ofRun: run))
        // wal_checkpoint answers (busy, frames in the log, frames checkpointed).
        return try #require(try store.connection.firstRow("PRAGMA wal_checkpoint(PASSIVE)") { $0.int(at: 1) })
    }

    @Test(
        "the 30th run of 1,000 sessions writes as many pages as the 5th; with version 1's session-first index it wrote every leaf of that index"
    )
    func pagesPerRun() throws {
        // By hand: a run's 1,000 results take about 36 bytes each in the results table (a
        // 12-byte name, a 4-byte status, small integers, NULLs, cell overhead), ~9 pages of
        // 4 KiB, and about 23 bytes each in the autoindex (run_id, session, rowid), ~6 pages, both
        // appended at the end of their B-trees. Between the 5th and the 30th run, each of the two
        // trees may begin the run in a partly filled last leaf and gain a level of interior
        // pages whose rightmost page the run also writes: at most 2 × (1 + 2) = 6 pages more.
        let current = try TemporaryDatabase()
        let store = try History.open(path: current.path)
        var pages: [Int: Int] = [:]
        for run in 1...30 { pages[run] = try Self.pagesWritten(recording: run, on: store) }
        let (fifth, thirtieth) = (try #require(pages[5]), try #require(pages[30]))
        #expect(thirtieth <= fifth + 6, "\(pages.sorted { $0.key < $1.key })")

        // Version 1 of schema.sql kept results_by_session (session, run_id): each session's entries
        // sit together, so a run adds one entry to every leaf page. Between the 5th and the 30th run,
        // 25 runs add 25,000 entries of about 23 bytes to it, some 140 pages more for the 30th run
        // to write. The history store (history.sql) never had that index: it is added by hand, as
        // version 1 made it.
        let old = try TemporaryDatabase()
        let versionOne = try History.open(path: old.path)
        try versionOne.connection.execute("CREATE INDEX results_by_session ON results (session, run_id)")
        var oldPages: [Int: Int] = [:]
        for run in 1...30 { oldPages[run] = try Self.pagesWritten(recording: run, on: versionOne) }
        let (oldFifth, oldThirtieth) = (try #require(oldPages[5]), try #require(oldPages[30]))
        #expect(oldThirtieth > oldFifth + 100, "\(oldPages.sorted { $0.key < $1.key })")
    }

    /// The detail lines of `EXPLAIN QUERY PLAN sql`, in order, in the wording of SQLite 3.36 and
    /// later: older versions say `SCAN TABLE runs AS u` for `SCAN u` and `SEARCH TABLE results`
    /// for `SEARCH results`, which are rewritten so (the plan is the same; only its text changed).
    static func plan(_ sql: String, _ values: [any SQLBindable], on store: History) throws -> [String] {
        try store.connection.rows("EXPLAIN QUERY PLAN \(sql)", values) { row in
            var words = (row.text(at: 3) ?? "").split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            if words.count >= 3 && (words[0] == "SCAN" || words[0] == "SEARCH") && words[1] == "TABLE" {
                words.remove(at: 1)  // SCAN TABLE runs … → SCAN runs …
                if words.count >= 4 && words[2] == "AS" { words.removeSubrange(1...2) }  // SCAN runs AS u → SCAN u
            }
            return words.joined(separator: " ")
        }
    }

    @Test(
        "after 30 runs, the history's queries look results up on UNIQUE (run_id, session), and no index of results begins with session"
    )
    func plans() throws {
        let database = try TemporaryDatabase()
        let store = try History.open(path: database.path)
        let runs = try (1...30).map { try store.recordRun(Self.results(ofRun: $0)) }

        // Every index of results and its columns: only UNIQUE (run_id, session)'s.
        let indexes = try store.connection.rows(
            """
            SELECT i.name, (SELECT group_concat(name, ', ') FROM (SELECT name FROM pragma_index_info(i.name) ORDER BY seqno))
            FROM pragma_index_list('results') i ORDER BY i.name
            """
        ) { "\($0.text(at: 0) ?? ""): \($0.text(at: 1) ?? "")" }
        #expect(indexes == ["sqlite_autoindex_results_1: run_id, session"])

        // A session's latest result: the runs walked newest first (a scan of runs in rowid order,
        // backwards, so no sort), each looked up on both columns of the autoindex.
        #expect(
            try Self.plan(History.latestResultQuery(), ["session-0500"], on: store) == [
                "SCAN u",
                "SEARCH r USING INDEX sqlite_autoindex_results_1 (run_id=? AND session=?)",
            ])
        // The failing results of one run: that run's range of the autoindex, already by session.
        #expect(
            try Self.plan(History.failingResultsQuery, [runs[29].rawValue], on: store) == [
                "SEARCH results USING INDEX sqlite_autoindex_results_1 (run_id=?)"
            ])
        // One step of a streak: one key of the autoindex.
        #expect(
            try Self.plan(History.streakLookupQuery, [runs[28].rawValue, "session-0500"], on: store) == [
                "SEARCH results USING INDEX sqlite_autoindex_results_1 (run_id=? AND session=?)"
            ])
        // The status history of the last runs: their range of the autoindex, sorted by session.
        #expect(
            try Self.plan(History.statusHistoryQuery, [runs[20].rawValue, runs[29].rawValue], on: store) == [
                "SEARCH results USING INDEX sqlite_autoindex_results_1 (run_id>? AND run_id<?)",
                "USE TEMP B-TREE FOR ORDER BY",
            ])

        // And they answer as `results(ofRun:)` says: sessions 0, 100, …, 900 regress in runs
        // 21…30 after passing in 1…20, so each has failed since run 21, 10 runs.
        #expect(
            try store.failingSessions()
                == stride(from: 0, to: 1000, by: 100).map {
                    FailingSession(session: Self.sessions[$0], status: .regression, since: runs[20], failedRuns: 10)
                })
        #expect(try store.latestResult(for: "session-0500")?.run == runs[29])
        #expect(try store.latestResult(for: "session-9999") == nil)
        let history = try store.statusHistory(lastRuns: 10)
        #expect(history.runs.map(\.id) == Array(runs[20...]))
        #expect(history.rows.count == 1000)
        #expect(
            history.rows[100]
                == SessionStatusRow(session: "session-0100", statuses: Array(repeating: .regression, count: 10)))
        #expect(
            history.rows[101]
                == SessionStatusRow(session: "session-0101", statuses: Array(repeating: .pass, count: 10)))
    }
}
