import Foundation
import GestureTestSupport
import Testing

/// Ctrl-C on a long `run`, as a user sends it: the built binary replays a generated corpus of
/// 1,000 sessions on one thread (seconds in a debug build), and gets SIGINT once its history
/// store exists (the run has begun: the store is opened after SIGINT is caught). It stops
/// between two results, says how many of the 1,000 it replayed and that the run was not
/// recorded (a run goes into the history whole or not at all), and exits 130 (128 + SIGINT);
/// `check` finds the database and the history healthy, with no run in it.
@Suite struct RunInterruptTests {
    @Test("SIGINT stops run, which says what it replayed and recorded, and exits 130")
    func interrupted() throws {
        let folder = try TemporaryFolder()
        let generated = try BinaryRun.run(
            ["generate", "-n", "1000", "--db", "big.sqlite"], in: folder.url, executable: "gesture-replay-bench")
        #expect(generated.exitCode == 0, "\(generated.standardError)")

        let started = try BinaryRun.start(["--db", "big.sqlite", "run", "--all", "--jobs", "1"], in: folder.url)
        let process = started.process
        let history = folder.url.appendingPathComponent(".gesture-replay/big.history.sqlite").path
        var waited = 0
        while !FileManager.default.fileExists(atPath: history) && process.isRunning && waited < 60_000 {
            usleep(10_000)
            waited += 10
        }
        kill(process.processIdentifier, SIGINT)
        let run = started.finish()
        let standardError = run.standardError
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        #expect(run.standardOutput == "")
        let replayed = try #require(standardError.firstMatch(of: /^interrupted: replayed (\d+) of 1000 sessions;/))
        #expect(Int(replayed.output.1)! < 1000)
        #expect(
            standardError == """
                interrupted: replayed \(replayed.output.1) of 1000 sessions; the run was not recorded (a run goes into the history whole or not at all) and no report was written

                """)
        let check = try BinaryRun.run(["--db", "big.sqlite", "check"], in: folder.url)
        #expect(check.exitCode == 0, "\(check.standardError)")
        #expect(check.standardOutput == "check: big.sqlite is healthy: 1000 sessions, 1000 goldens, 0 finished runs\n")
    }
}
