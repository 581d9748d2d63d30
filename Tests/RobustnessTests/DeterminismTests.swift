import Foundation
import GestureReplay
import GestureStore
import GestureTestSupport
import Testing

/// The same sessions give the same bytes: across runs, `--jobs` and shards,
/// and across databases imported from the same files.
@Suite struct DeterminismTests {
    /// `run` output with what must differ between runs masked: the run's number and its wall time.
    static func masked(_ output: String) -> String {
        output.replacingOccurrences(of: #"Run #[0-9]+"#, with: "Run #N", options: .regularExpression)
            .replacingOccurrences(of: #"\([0-9]+\.[0-9]+ s\)"#, with: "(T s)", options: .regularExpression)
    }

    /// A result without its wall time, which is the one field that may differ.
    struct Verdict: Equatable, CustomStringConvertible {
        var session: String
        var status: SessionStatus
        var diff: [String]
        var actual: String?
        var message: String?

        init(_ result: SessionVerdict) {
            (session, status, diff, actual, message) = (
                result.name, result.status, result.diff, result.actual, result.message
            )
        }

        var description: String { "\(session) \(status)" }
    }

    @Test(
        "run prints and stores the same results with --jobs 1, 2 and 4, and its three shards add up to them in one run")
    func jobsAndShards() throws {
        let bench = try Workbench(sessions: Workbench.sessionNames)
        // tapMaximumInterval 0.4 moves the tap decisions, so that regressions, their diffs and outcomes are compared too.
        let arguments = ["run", "--all", "--threshold", "tapMaximumInterval=0.4", "--label", "same"]
        var outputs: [String] = []
        for jobs in ["1", "2", "4", "2"] {
            let run = try bench.run(arguments + ["--jobs", jobs])
            #expect(run.exitCode == 1)
            #expect(run.standardOutput.contains("REGRESSION single-tap"))
            outputs.append(Self.masked(run.standardOutput))
        }
        #expect(Set(outputs).count == 1, "\(outputs)")

        for shard in 1...3 {
            let run = try bench.run(arguments + ["--shard", "\(shard)/3"])
            #expect(run.exitCode <= 1)
        }
        // Four whole runs, then the three shards of label "same" gathered into one run.
        let store = try bench.history()
        let summaries = try store.runs(last: 10).reversed()
        #expect(summaries.count == 5)
        let runs = summaries.map(\.id)
        let whole = try runs.prefix(4).map { try store.results(of: $0).map(Verdict.init) }
        for other in whole.dropFirst() { #expect(other == whole[0]) }
        #expect(whole[0].map(\.session) == Workbench.sessionNames)
        #expect(summaries.prefix(4).allSatisfy { $0.shards == nil })
        let sharded = try #require(summaries.last)
        #expect(sharded.label == "same")
        #expect(sharded.shards == RunSummary.Shards(count: 3, recorded: [1, 2, 3]))
        #expect(sharded.counts == summaries.first?.counts)
        #expect(try store.results(of: sharded.id).map(Verdict.init) == whole[0])
    }

    @Test("a generated corpus gives the same results with --jobs 1, 2 and 4, regressions included")
    func generatedCorpusAcrossJobs() throws {
        let bench = try Workbench()
        // 150 sessions of the benchmark's generator, spread in turn over the 24 scenes (20 files and the
        // 4 Swift scenes of the examples), with their goldens approved.
        let generated = try BinaryRun.run(
            [
                "generate", "-n", "150", "--seed", "7", "--jobs", "2", "--scenes", "recordings/scenes", "--db",
                bench.database,
            ],
            in: bench.url, executable: "gesture-replay-bench")
        #expect(generated.exitCode == 0, "\(generated.standardError)")
        #expect(generated.standardOutput.contains("generated and approved 150 sessions"))

        // As generated, every session passes its golden.
        let clean = try bench.run(["run", "--all", "--jobs", "2", "--label", "clean"])
        #expect(clean.exitCode == 0, "\(clean.standardOutput)")
        #expect(clean.standardOutput.contains("150 sessions in 24 scenes, 150 passed"))

        // A longer tap interval and pan hysteresis move the decisions of the generator's double taps (some
        // 0.36–0.5 s late) and pans, so that regressions, their diffs and outcomes differ from the goldens.
        let arguments = [
            "run", "--all", "--threshold", "tapMaximumInterval=0.45", "--threshold", "panHysteresis=20",
            "--label", "same",
        ]
        var outputs: [String] = []
        for jobs in ["1", "2", "4"] {
            let run = try bench.run(arguments + ["--jobs", jobs])
            #expect(run.exitCode == 1)
            #expect(run.standardOutput.contains("REGRESSION bench-"))
            outputs.append(Self.masked(run.standardOutput))
        }
        #expect(Set(outputs).count == 1, "\(outputs)")
        let store = try bench.history()
        let runs = try store.runs(last: 3).reversed().map(\.id)
        let results = try runs.map { try store.results(of: $0).map(Verdict.init) }
        #expect(results[0].count == 150)
        #expect(results[0].contains { $0.status == .regression && !$0.diff.isEmpty && $0.actual != nil })
        for other in results.dropFirst() { #expect(other == results[0]) }
    }

    @Test("replay prints byte-identical outcomes and timelines every time", arguments: Workbench.sessionNames)
    func replay(_ session: String) throws {
        let bench = try Workbench()
        let scene = try String(
            contentsOf: Workbench.root.appendingPathComponent("recordings/sessions/\(session).touches.jsonl"),
            encoding: .utf8
        ).firstMatch(of: #/"scene":"([^"]+)"/#)!.1
        for format in ["jsonl", "text"] {
            let arguments = [
                "replay", "--scene", String(scene), "--touches", "recordings/sessions/\(session).touches.jsonl",
                "--format", format, "--scenes", "recordings/scenes",
            ]
            let first = try bench.run(arguments)
            #expect(first.exitCode == 0, "\(first.standardError)")
            #expect(!first.standardOutput.isEmpty)
            for _ in 0..<3 { #expect(try bench.run(arguments).standardOutput == first.standardOutput) }
        }
    }

    @Test("two databases imported from the same files give the same goldens and exports")
    func sameImports() throws {
        let first = try Workbench(sessions: Workbench.sessionNames)
        let second = try Workbench(sessions: Workbench.sessionNames.reversed())
        let goldens = try first.run(["goldens"])
        #expect(goldens.exitCode == 0)
        #expect(!goldens.standardOutput.isEmpty)
        #expect(try second.run(["goldens"]).standardOutput == goldens.standardOutput)
        for session in Workbench.sessionNames {
            let export = try first.run(["export", session])
            #expect(export.exitCode == 0)
            #expect(try second.run(["export", session]).standardOutput == export.standardOutput)
        }
    }
}
