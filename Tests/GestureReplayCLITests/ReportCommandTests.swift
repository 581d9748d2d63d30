import ArgumentParsing
import CSQLite
import Foundation
import GestureModel
import GestureReplay
import GestureReports
import GestureSuite
import GestureTestSupport
import Synchronization
import Testing

@testable import GestureReplayCLI
@testable import GestureStore

/// `report` over a history fabricated with the stores' API: sessions in a temporary golden
/// database, runs in its history store (`History.defaultPath(forDatabase:)`, where `report` looks
/// when no `--history` is given).
@Suite struct ReportCommandTests {
    /// A wall clock the test moves.
    final class Clock: Sendable {
        private let date = Mutex(Date(timeIntervalSince1970: 0))
        var now: Date {
            get { date.withLock { $0 } }
            set { date.withLock { $0 = newValue } }
        }
    }

    /// 2023-11-14 22:13:20 UTC plus `number - 1` days.
    static func day(_ number: Int) -> Date { Date(timeIntervalSince1970: 1_700_000_000 + Double(number - 1) * 86_400) }

    static let tapDiff = ["~ 0.43 → 0.48 single recognized", "- 0.5 double failed"]

    /// Four finished nightly runs a day apart, and a fifth that never finished:
    ///
    /// | run | tap        | pan        | swipe |
    /// | #1  | pass       | pass       | pass  |
    /// | #2  | regression | pass       | pass  |
    /// | #3  | regression | regression | —     |  (swipe not replayed: a sharded run)
    /// | #4  | regression | pass       | error |
    /// | #5  | (unfinished: ignored)          |
    ///
    /// So in #4: swipe newly fails, tap still fails since #2 (3 runs), pan is fixed.
    static func history() throws -> (folder: TemporaryFolder, database: String) {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("gestures.sqlite").path
        let clock = Clock()
        let store = try Store.open(path: path, now: { clock.now })
        let history = try History.open(path: History.defaultPath(forDatabase: path), now: { clock.now })
        for (name, scene) in [("tap", "taps"), ("pan", "pans"), ("swipe", "swipes")] {
            let session = TouchSession(
                name: name, scene: scene,
                samples: [
                    TouchSample(time: .zero, touch: 1, phase: .began, x: 10, y: 10),
                    TouchSample(time: Instant(seconds: 0.1), touch: 1, phase: .ended, x: 10, y: 10),
                ])
            try store.insertSession(
                session, source: SessionSource(format: .touchlog, fileName: "\(name).touches.jsonl"))
        }
        func run(_ number: Int, _ label: String, _ results: [SessionVerdict], finished: Bool = true) throws {
            clock.now = day(number)
            if finished {
                try history.recordRun(results, label: label)
            } else {
                try history.recordUnfinishedRun(results, label: label)
            }
        }
        try run(
            1, "a1",
            [
                SessionVerdict(name: "tap", .pass(), duration: .milliseconds(2)),
                SessionVerdict(name: "pan", .pass(), duration: .milliseconds(3)),
                SessionVerdict(name: "swipe", .pass(), duration: .milliseconds(1)),
            ])
        try run(
            2, "b2",
            [
                SessionVerdict(name: "tap", .regression(diff: tapDiff), duration: .milliseconds(2)),
                SessionVerdict(name: "pan", .pass(), duration: .milliseconds(3)),
                SessionVerdict(name: "swipe", .pass(), duration: .milliseconds(1)),
            ])
        try run(
            3, "c3",
            [
                SessionVerdict(name: "tap", .regression(diff: tapDiff), duration: .milliseconds(2)),
                SessionVerdict(name: "pan", .regression(diff: ["- 0.2 pan began"]), duration: .milliseconds(3)),
            ])
        try run(
            4, "d4",
            [
                SessionVerdict(name: "tap", .regression(diff: tapDiff), duration: .milliseconds(2)),
                SessionVerdict(name: "pan", .pass(), duration: .milliseconds(3)),
                SessionVerdict(
                    name: "swipe", .error(message: "scene \"swipes\" is not registered"), duration: .milliseconds(1)),
            ])
        try run(5, "e5", [SessionVerdict(name: "tap", .pass())], finished: false)
        return (folder, path)
    }

    @Test("the terminal summary: newly failing, still failing since when, fixed; exit 1 while sessions fail")
    func summary() throws {
        let (folder, db) = try Self.history()
        _ = folder
        let report = CommandLine.run(["--db", db, "report"])
        #expect(report.exitCode == .regressions)
        #expect(report.standardError == "")
        #expect(
            report.standardOutput == """
                Run #4 (d4), 2023-11-17 22:13 UTC: 3 sessions, 1 passed, 1 regression, 1 error. Compared with run #3 (c3), 2023-11-16 22:13 UTC.

                newly failing (1)
                  swipe  error  scene "swipes" is not registered

                still failing (1)
                  tap  regression  since run #2 (b2), 2023-11-15 22:13 UTC, 3 runs

                the model does not reproduce the device (0)

                fixed (1)
                  pan  (was regression)

                margins that shrank (0)
                  Run #4 (d4) recorded no margins: a run records margins when it writes a report (--junit, --json, --html) or is given --min-margin.

                obsolete goldens (0)

                """)
    }

    @Test("Markdown and HTML files: the lists, the trend of the four finished runs, the slowest sessions")
    func files() throws {
        let (folder, db) = try Self.history()
        let markdownPath = folder.url.appendingPathComponent("reports/nightly.md").path
        let htmlFolder = folder.url.appendingPathComponent("reports/html").path
        let report = CommandLine.run(["--db", db, "report", "--markdown", markdownPath, "--html", htmlFolder])
        #expect(report.exitCode == .regressions)
        let markdown = try String(contentsOfFile: markdownPath, encoding: .utf8)
        #expect(
            markdown.contains(
                """
                ## Newly failing (1)

                | session | scene | status | was | first difference |
                | --- | --- | --- | --- | --- |
                | swipe | swipes | error | passed | `scene "swipes" is not registered` |

                ## Still failing (1)

                | session | scene | status | failing since | runs | first difference |
                | --- | --- | --- | --- | ---: | --- |
                | tap | taps | regression | \\#2 (b2), 2023-11-15 22:13 UTC | 3 | `~ 0.43 → 0.48 single recognized (+1 more)` |

                ## The model does not reproduce the device (0)

                None.

                ## Fixed (1)

                | session | scene | was |
                | --- | --- | --- |
                | pan | pans | regression |

                ## Margins that shrank (0)

                Run \\#4 (d4) recorded no margins: a run records margins when it writes a report (--junit, --json, \
                --html) or is given --min-margin.

                ## Trend (last 4 runs)

                | run | started | passed | regressions | model/device | new | errors | obsolete |
                | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |
                | \\#4 (d4) | 2023-11-17 22:13 UTC | 1 | 1 | 0 | 0 | 1 | 0 |
                | \\#3 (c3) | 2023-11-16 22:13 UTC | 0 | 2 | 0 | 0 | 0 | 0 |
                | \\#2 (b2) | 2023-11-15 22:13 UTC | 2 | 1 | 0 | 0 | 0 | 0 |
                | \\#1 (a1) | 2023-11-14 22:13 UTC | 3 | 0 | 0 | 0 | 0 | 0 |

                ## Slowest sessions

                | session | scene | time |
                | --- | --- | ---: |
                | pan | pans | 3 ms |
                | tap | taps | 2 ms |
                | swipe | swipes | 1 ms |

                """))
        let html = try String(contentsOfFile: "\(htmlFolder)/index.html", encoding: .utf8)
        #expect(html.contains("Pass and fail counts of the last 4 runs"))
        #expect(html.contains("<title>run #3 (c3), 2023-11-16 22:13 UTC: 0 passed, 2 regressions</title>"))
    }

    @Test("--last narrows the trend; \"since\" still comes from the whole history")
    func last() throws {
        let (folder, db) = try Self.history()
        let markdownPath = folder.url.appendingPathComponent("nightly.md").path
        _ = CommandLine.run(["--db", db, "report", "--last", "2", "--markdown", markdownPath])
        let markdown = try String(contentsOfFile: markdownPath, encoding: .utf8)
        #expect(markdown.contains("## Trend (last 2 runs)"))
        #expect(!markdown.contains("| \\#2 (b2) | 2023-11-15"))
        #expect(markdown.contains("| tap | taps | regression | \\#2 (b2), 2023-11-15 22:13 UTC | 3 |"))
        #expect(markdown.contains("| pan | pans | regression |\n"))  // fixed: pan failed in #3, inside the window
    }

    @Test("--since leaves out earlier runs; a window without runs says so and exits 0")
    func since() throws {
        let (folder, db) = try Self.history()
        _ = folder
        let fromThe16th = CommandLine.run(["--db", db, "report", "--since", "2023-11-16"])
        #expect(
            fromThe16th.standardOutput.hasPrefix(
                "Run #4 (d4), 2023-11-17 22:13 UTC: 3 sessions, 1 passed, 1 regression, 1 error. Compared with run #3 (c3)"
            ))
        let fromTime = CommandLine.run(["--db", db, "report", "--since", "2023-11-17T22:00:00Z"])
        #expect(
            fromTime.standardOutput.hasPrefix(
                "Run #4 (d4), 2023-11-17 22:13 UTC: 3 sessions, 1 passed, 1 regression, 1 error.\n"))
        let future = CommandLine.run(["--db", db, "report", "--since", "2023-11-18"])
        #expect(future.exitCode == .success)
        #expect(future.standardOutput == "No finished runs in the history.\n")
    }

    @Test("a --since that is not a date is a usage error (64)", arguments: ["yesterday", "2023-13-01", "2023-11-31"])
    func badSince(text: String) throws {
        let (folder, db) = try Self.history()
        _ = folder
        let report = CommandLine.run(["--db", db, "report", "--since", text])
        #expect(report.exitCode == .usage)
        #expect(
            report.standardError.hasPrefix(
                "Error: Invalid value '\(text)' for '--since <date>': expected a day or a time such as 2024-05-01 or 2024-05-01T02:00:00Z\n"
            ))
    }

    @Test("an obsolete golden is listed with why: its scene is gone")
    func obsolete() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("gestures.sqlite").path
        let store = try Store.open(path: path)
        try store.insertSession(
            TouchSession(
                name: "gone", scene: "removed-scene",
                samples: [TouchSample(time: .zero, touch: 1, phase: .began, x: 1, y: 1)]),
            source: SessionSource(format: .touchlog))
        try History.open(path: History.defaultPath(forDatabase: path))
            .recordRun([SessionVerdict(name: "gone", .obsolete())], label: "z")
        let report = CommandLine.run(["--db", path, "report"])
        #expect(report.exitCode == .success)
        #expect(
            report.standardOutput.hasSuffix(
                """
                obsolete goldens (1)
                  gone  its scene "removed-scene" no longer exists

                """))
    }

    @Test(
        "the report reads one snapshot of the history: a run recorded while it reads is in none of it, and a session deleted meanwhile keeps its results in it"
    )
    func oneSnapshot() throws {
        let (folder, db) = try Self.history()
        _ = folder
        let historyPath = History.defaultPath(forDatabase: db)
        let reader = try History.open(path: historyPath, readOnly: true)
        let store = try Store.open(path: db, readOnly: true)
        let writer = try Store.open(path: db)
        let recorder = try History.open(path: historyPath)
        // Once the report has begun reading the history (its second query starts), other
        // processes record run #6, in which every session passes, and delete "swipe": its
        // session row goes, its results stay in the history.
        var deleted = false
        var recorded: RunID?
        let history = try Self.onSecondQuery(
            of: reader.connection,
            run: {
                recorded = try recorder.recordRun(
                    ["tap", "pan", "swipe"].map { SessionVerdict(name: $0, .pass()) }, label: "f6")
                deleted = try writer.deleteSession(named: "swipe")
            }
        ) {
            try RunHistory.read(from: reader, store: store, last: 14, since: nil)
        }
        #expect(deleted)
        #expect(recorded == RunID(rawValue: 6))
        #expect(try store.sessionSummary(named: "swipe") == nil)  // read after the report: gone
        #expect(try reader.runs(last: 1).first?.label == "f6")  // read after the report: there
        // The history as it was before run #6, read off `history()`'s table: the four finished
        // runs (#5 never finished); run #4's results by name; swipe fails in #4 after a pass in #2
        // (absent from #3), tap in #2 to #4 after a pass in #1. The golden database is read in
        // one query (the sessions' scenes), after the delete: swipe's results are still there.
        #expect(history.runs.map(\.id) == [1, 2, 3, 4])
        #expect(history.latest.map { "\($0.name) \($0.status)" } == ["pan pass", "swipe error", "tap regression"])
        #expect(history.latest.filter { $0.name != "swipe" }.map(\.scene) == ["pans", "taps"])
        #expect(
            history.streaks.map { "\($0.session) since #\($0.since.id), failed runs: \($0.failedRuns)" } == [
                "swipe since #4, failed runs: 1", "tap since #2, failed runs: 3",
            ])
    }

    /// Runs `body`, running `write` (once) when the second query of `connection` starts:
    /// SQLite's statement trace (`sqlite3_trace_v2`), so that a write lands between two reads
    /// as another process's might.
    static func onSecondQuery<Result>(
        of connection: Connection, run write: @escaping () throws -> Void,
        _ body: () throws -> Result
    ) throws -> Result {
        let trace = QueryTrace(write: write)
        let handle = connection.handle
        sqlite3_trace_v2(
            handle, UInt32(SQLITE_TRACE_STMT),
            { _, context, _, sql in
                let trace = Unmanaged<QueryTrace>.fromOpaque(context!).takeUnretainedValue()
                guard let sql, String(cString: sql.assumingMemoryBound(to: CChar.self)).hasPrefix("SELECT") else {
                    return 0
                }
                trace.queries += 1
                if trace.queries == 2, let write = trace.write {
                    trace.write = nil
                    do { try write() } catch { trace.error = error }
                }
                return 0
            }, Unmanaged.passUnretained(trace).toOpaque())
        defer { sqlite3_trace_v2(handle, 0, nil, nil) }
        let result = try withExtendedLifetime(trace) { try body() }
        if let error = trace.error { throw error }
        return result
    }

    @Test("without a database: bad input (65) naming it")
    func noDatabase() throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("none.sqlite").path
        let report = CommandLine.run(["--db", path, "report"])
        #expect(report.exitCode == .dataError)
        #expect(report.standardError.hasPrefix("Error: \(path): no such database"))
    }
}

/// What `ReportCommandTests.onSecondQuery` counts, and the write it runs.
private final class QueryTrace {
    var queries = 0
    var write: (() throws -> Void)?
    var error: (any Error)?

    init(write: @escaping () throws -> Void) { self.write = write }
}
