import Foundation
import GestureTestSupport
import Testing

/// The shards of one label add up to one run, so that `report` sees the whole corpus (issue 14,
/// item 7): on one machine, and collected from the results files of several.
@Suite struct ShardedHistoryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The shipped sessions: one per touch log in `recordings/sessions/`, 94 written by
    /// `tools/generate_example_sessions.py` (`--list`) and 6 hand-written (single-tap, double-tap,
    /// long-press, pan-right, pinch-rotate, swipe-right); 100 since issue 32 added
    /// drag-hides-toolbar's two, controls-with-state's three and card-stack's two.
    static let shippedSessions = 100

    /// A copy of the shipped recordings: `shippedSessions` sessions, all with approved goldens.
    static func workspace() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.copy(root.appendingPathComponent("recordings/scenes"), as: "recordings/scenes")
        try folder.copy(root.appendingPathComponent("recordings/gestures.sqlite"), as: "recordings/gestures.sqlite")
        return folder
    }

    /// The sessions a run printed as `REGRESSION NAME (scene …)`, in order.
    static func regressions(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("REGRESSION ") else { return nil }
            return String(line.dropFirst("REGRESSION ".count).prefix { $0 != " " })
        }
    }

    /// The names listed under `newly failing (N)` in `report`'s summary.
    static func newlyFailing(_ report: String) -> [String] {
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("newly failing (") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(2).prefix { $0 != " " }) }
    }

    /// The threshold that makes some sessions regress: a double tap's window of 0.2 s instead of
    /// 0.35 s (docs/SEMANTICS.md §4, tapMaximumInterval).
    static let regressing = ["--threshold", "tapMaximumInterval=0.2"]

    @Test(
        "three shards of one label are one run: report counts every shipped session and a regression in shard 1 is newly failing"
    )
    func shardsOnOneMachine() throws {
        let folder = try Self.workspace()
        for shard in 1...3 {
            #expect(
                try BinaryRun.run(["run", "--all", "--shard", "\(shard)/3", "--label", "base"], in: folder.url).exitCode
                    == 0)
        }
        let first = try BinaryRun.run(
            ["run", "--all", "--shard", "1/3", "--label", "next"] + Self.regressing, in: folder.url)
        #expect(first.exitCode == 1)
        let regressed = Self.regressions(first.standardOutput)
        #expect(!regressed.isEmpty)
        // Before the other shards of "next" are in, the report says it has part of the corpus.
        let partial = try BinaryRun.run(["report"], in: folder.url)
        #expect(partial.standardOutput.contains(" It has 1 of 3 shards so far."))
        for shard in 2...3 {
            #expect(
                try BinaryRun.run(["run", "--all", "--shard", "\(shard)/3", "--label", "next"], in: folder.url).exitCode
                    == 0)
        }
        let report = try BinaryRun.run(["report"], in: folder.url)
        #expect(report.exitCode == 1)
        // Every session is in exactly one of the three shards, so the run holds all of them; the
        // regressions are shard 1's, and so is the "newly failing" list.
        let headline = report.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(headline.hasPrefix("Run #2 (next), "))
        #expect(
            headline.contains(
                ": \(Self.shippedSessions) sessions, \(Self.shippedSessions - regressed.count) passed, \(regressed.count) regression\(regressed.count == 1 ? "" : "s"). Compared with run #1 (base), "
            ))
        #expect(!headline.contains("shards so far"))
        #expect(Self.newlyFailing(report.standardOutput) == regressed.sorted())
    }

    @Test("the results files of three machines, collected into a fresh history, make the same one run")
    func shardsFromSeveralMachines() throws {
        let folder = try Self.workspace()
        var regressed: [String] = []
        for shard in 1...3 {
            // Each "machine" has its own history store; only its results file travels.
            let run = try BinaryRun.run(
                [
                    "--history", "machine-\(shard).sqlite", "run", "--all", "--shard", "\(shard)/3", "--label",
                    "abc123",
                    "--json", "results-\(shard).json",
                ] + (shard == 2 ? Self.regressing : []),
                in: folder.url)
            regressed += Self.regressions(run.standardOutput)
        }
        #expect(!regressed.isEmpty)
        let collect = try BinaryRun.run(
            ["--history", "nightly.sqlite", "collect", "results-1.json", "results-2.json", "results-3.json"],
            in: folder.url)
        #expect(collect.exitCode == 0)
        // One line per file, each into the one run its label and shards make; the shards hold
        // every session once.
        let collected = collect.standardError.split(separator: "\n").map(String.init)
        #expect(collected.count == 3, "\(collect.standardError)")
        var sessions = 0
        for (index, line) in collected.enumerated() {
            let match = line.wholeMatch(
                of: #/collected results-(\d)\.json \(shard (\d)/3\): (\d+) sessions into run #1/#)
            #expect(match?.1 == "\(index + 1)" && match?.2 == "\(index + 1)", "\(line)")
            sessions += match.flatMap { Int($0.3) } ?? 0
        }
        #expect(sessions == Self.shippedSessions)
        let report = try BinaryRun.run(["--history", "nightly.sqlite", "report"], in: folder.url)
        #expect(report.exitCode == 1)
        let headline = report.standardOutput.split(separator: "\n").first.map(String.init) ?? ""
        #expect(headline.hasPrefix("Run #1 (abc123), "))
        #expect(
            headline.hasSuffix(
                ": \(Self.shippedSessions) sessions, \(Self.shippedSessions - regressed.count) passed, \(regressed.count) regression\(regressed.count == 1 ? "" : "s")."
            ))
        // With no earlier run to compare with, a session failing in its first run is newly failing
        // (NightlyReport.newlyFailing: failing for one run; "was" is "–").
        #expect(report.standardOutput.contains("newly failing (\(regressed.count))"))
        #expect(Self.newlyFailing(report.standardOutput) == regressed.sorted())
        #expect(report.standardOutput.contains("still failing (0)"))
    }

    @Test("collect refuses a file that is not a results file, naming it and its line, and records nothing")
    func collectRefusesBadFiles() throws {
        let folder = try Self.workspace()
        try folder.write(
            "good.json",
            """
            {"format": "gesture-replay.results", "version": 1,
             "run": {"id": 1, "label": "x", "startedAt": "2023-11-14T22:13:20Z", "seconds": 0.5, "toolVersion": "0.1.0", "thresholds": [], "newIsFailure": false},
             "sessions": [{"name": "a", "scene": "s", "status": "pass", "fails": false, "seconds": 0.001, "diff": []}]}

            """)
        try folder.write(
            "bad.json",
            """
            {"format": "gesture-replay.results", "version": 1,
             "run": {"id": 1, "label": "x", "startedAt": "2023-11-14T22:13:20Z", "seconds": 0.5, "toolVersion": "0.1.0", "thresholds": []},
             "sessions": [
               {"name": "a", "scene": "s", "status": "passed", "diff": []}
             ]}

            """)
        let collect = try BinaryRun.run(["--history", "h.sqlite", "collect", "good.json", "bad.json"], in: folder.url)
        #expect(collect.exitCode == 65)
        #expect(
            collect.standardError == """
                Error: bad.json:4: session "a": "status" must be one of pass, regression, model-differs, new, error, obsolete, empty

                """)
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("h.sqlite").path))
    }
}
