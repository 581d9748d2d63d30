import Foundation
import GestureStore
import GestureTestSupport
import Testing

/// `collect` takes a results file once, known by its content, and a command's files all or none
/// (issue 30, item 3).
@Suite struct CollectOnceTests {
    /// A results file of `run --json` (`JSONReport`, format version 1) with one passing session
    /// `name` of `seconds` seconds, started at `startedAt`.
    static func results(session name: String, seconds: String = "0.001", startedAt: String = "2023-11-14T22:13:20Z")
        -> String
    {
        """
        {"format": "gesture-replay.results", "version": 1,
         "run": {"id": 1, "label": "x", "startedAt": "\(startedAt)", "seconds": 0.5, "toolVersion": "0.1.0", "thresholds": []},
         "sessions": [{"name": "\(name)", "scene": "s", "status": "pass", "seconds": \(seconds), "diff": []}]}

        """
    }

    /// The runs recorded in the history store `h.sqlite` of `folder`, oldest first, with their sessions.
    static func runs(in folder: TemporaryFolder) throws -> [[String]] {
        let history = try History.open(path: folder.url.appendingPathComponent("h.sqlite").path, readOnly: true)
        return try history.runs(last: 100).reversed().map { run in try history.results(of: run.id).map(\.name) }
    }

    @Test("a results file collected again, under its name or another, records nothing and says where it went")
    func again() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", Self.results(session: "tap"))
        try folder.copy(folder.url.appendingPathComponent("a.json"), as: "copy-of-a.json")
        let first = try BinaryRun.run(["--history", "h.sqlite", "collect", "a.json"], in: folder.url)
        #expect(first.exitCode == 0)
        #expect(first.standardError == "collected a.json: 1 session into run #1\n")
        let second = try BinaryRun.run(
            ["--history", "h.sqlite", "collect", "a.json", "copy-of-a.json"], in: folder.url)
        #expect(second.exitCode == 0)
        #expect(second.standardOutput == "")
        #expect(
            second.standardError == """
                a.json: collected already (as a.json, into run #1): nothing recorded
                copy-of-a.json: collected already (as a.json, into run #1): nothing recorded

                """)
        #expect(try Self.runs(in: folder) == [["tap"]])
    }

    @Test("the same file twice in one command is taken once")
    func twiceInOneCommand() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", Self.results(session: "tap"))
        try folder.write("b.json", Self.results(session: "swipe", startedAt: "2023-11-14T22:14:20Z"))
        let collect = try BinaryRun.run(
            ["--history", "h.sqlite", "collect", "a.json", "b.json", "a.json"], in: folder.url)
        #expect(collect.exitCode == 0)
        #expect(
            collect.standardError == """
                collected a.json: 1 session into run #1
                collected b.json: 1 session into run #2
                a.json: collected already (as a.json, into run #1): nothing recorded

                """)
        #expect(try Self.runs(in: folder) == [["tap"], ["swipe"]])
    }

    @Test(
        "a command that fails on its third file records none of its files, and the rerun records each once")
    func allOrNone() throws {
        let folder = try TemporaryFolder()
        try folder.write("a.json", Self.results(session: "tap"))
        try folder.write("b.json", Self.results(session: "swipe", startedAt: "2023-11-14T22:14:20Z"))
        // Reads well, but the store refuses it: a session of negative duration breaks results'
        // CHECK (duration_ns >= 0, history.sql migration 1) when it is recorded, after a and b.
        try folder.write("negative.json", Self.results(session: "pan", seconds: "-1", startedAt: "2023-11-14T22:15:20Z"))
        let failed = try BinaryRun.run(
            ["--history", "h.sqlite", "collect", "a.json", "b.json", "negative.json"], in: folder.url)
        #expect(failed.exitCode == 70)
        #expect(failed.standardOutput == "")
        #expect(
            failed.standardError == """
                Error: h.sqlite: SQLite error 275: CHECK constraint failed: duration_ns >= 0 (while running: INSERT INTO results (run_id, session, status, diff, actual, message, duration_ns, smallest_margin)␊VALUES (?, ?, ?, ?, ?, ?, ?, ?)); nothing was collected (collect records all its files or none)

                """)
        #expect(try Self.runs(in: folder) == [])
        let rerun = try BinaryRun.run(["--history", "h.sqlite", "collect", "a.json", "b.json"], in: folder.url)
        #expect(rerun.exitCode == 0)
        #expect(try Self.runs(in: folder) == [["tap"], ["swipe"]])
        let again = try BinaryRun.run(["--history", "h.sqlite", "collect", "a.json", "b.json"], in: folder.url)
        #expect(again.exitCode == 0)
        #expect(try Self.runs(in: folder) == [["tap"], ["swipe"]])
    }
}
