import Foundation
import GestureStore
import GestureTestSupport
import Testing

/// `approve --threshold …` stores a golden that only that override reproduces: it is refused
/// unless `--approve-under-overrides` says the user means it (issue 30, item 5).
@Suite struct ApproveUnderOverrideTests {
    /// The README's tour override: the double tap waits 0.4 s instead of 0.35 s, which moves
    /// single-tap's decisions from 0.43 s to 0.48 s (a regression, README "Five minutes").
    static let override = "tapMaximumInterval=0.4"

    @Test("approve under --threshold is refused with the reason and the two ways on, and the database is left as it was")
    func refused() throws {
        let bench = try Workbench(sessions: ["single-tap"])
        let before = try bench.databaseDigest()
        let approve = try bench.run(["approve", "single-tap", "--threshold", Self.override])
        let program = BinaryRun.executable.path
        #expect(approve.exitCode == 64)
        #expect(approve.standardOutput == "")
        // The usage line wraps at 80 columns, continued under its first word: unwrapped here.
        #expect(
            approve.standardError.replacingOccurrences(of: "\n       ", with: " ") == """
                Error: approving under --threshold tapMaximumInterval=0.4 stores a golden that every run without that override fails; put the value in the scene file's "thresholds" and approve without --threshold, or add --approve-under-overrides if every run gives the same

                Usage: \(program) approve [<options>] [<names> ...]
                See '\(program) approve --help'.

                """)
        #expect(try bench.databaseDigest() == before)
        // The golden is still today's plain replay: a plain run passes.
        #expect(try bench.run(["run", "single-tap"]).exitCode == 0)
    }

    @Test("with --approve-under-overrides the golden is stored: runs with the same override pass, plain runs fail")
    func approvedWhenMeant() throws {
        let bench = try Workbench(sessions: ["single-tap"])
        let approve = try bench.run(
            ["approve", "single-tap", "--threshold", Self.override, "--approve-under-overrides"])
        #expect(approve.exitCode == 0, "\(approve.standardError)")
        let golden = try #require(try Store.open(path: bench.databaseURL.path, readOnly: true).golden(for: "single-tap"))
        let lines = golden.outcome.split(separator: "\n").count
        // Status lines go to standard error, results to standard output.
        #expect(approve.standardOutput == "")
        #expect(approve.standardError == "approved single-tap: \(lines) observations\n")
        #expect(try bench.run(["run", "single-tap", "--threshold", Self.override]).exitCode == 0)
        #expect(try bench.run(["run", "single-tap"]).exitCode == 1)
    }
}
