import Foundation
import GestureTestSupport
import Testing

/// What `run` and `show` say about themselves (issue 30, item 15): each report file written
/// gets a `wrote FILE` line, as `coverage --html` has, and a count of one takes the singular.
@Suite struct RunOutputWordingTests {
    @Test("run --junit --json --html says wrote for each file, on standard error, in that order")
    func wroteLines() throws {
        let folder = try EndToEndTests.workspace()
        _ = try BinaryRun.run(["import", "recordings/sessions/long-press.touches.jsonl", "--approve"], in: folder.url)
        let run = try BinaryRun.run(
            ["run", "--all", "--junit", "out/junit.xml", "--json", "out/results.json", "--html", "out/html"],
            in: folder.url)
        #expect(run.exitCode == 0)
        #expect(run.standardError == "wrote out/junit.xml\nwrote out/results.json\nwrote out/html/index.html\n")
        let quiet = try BinaryRun.run(["run", "--all", "--quiet", "--junit", "out/junit.xml"], in: folder.url)
        #expect(quiet.standardError == "")
    }

    /// `long-press.touches.jsonl`: one finger, down at 0, two moves, up at 1.5 s: four samples.
    @Test("show counts one finger as 1 finger")
    func oneFinger() throws {
        let folder = try EndToEndTests.workspace()
        _ = try BinaryRun.run(["import", "recordings/sessions/long-press.touches.jsonl"], in: folder.url)
        let show = try BinaryRun.run(["show", "long-press"], in: folder.url)
        let line = show.standardOutput.split(separator: "\n").first { $0.hasPrefix("touches") }
        #expect(line == "touches  1 finger, 4 samples, 1.5 s")
    }
}
