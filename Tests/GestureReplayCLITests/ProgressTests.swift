import Foundation
import GestureReplay
import GestureSuite
import Synchronization
import Testing

@testable import GestureReplayCLI
@testable import GestureReports

@Suite struct ProgressTests {
    @Test(
        "the bar fills cell by cell",
        arguments: [
            (0, 4, "replaying [░░░░░░░░] 0/4"),
            (1, 4, "replaying [██░░░░░░] 1/4"),
            (3, 4, "replaying [██████░░] 3/4"),
            (4, 4, "replaying [████████] 4/4"),
            (0, 0, "replaying [████████] 0/0"),
        ])
    func bar(done: Int, total: Int, line: String) {
        #expect(ProgressBar.line(done: done, total: total, width: 8) == line)
    }

    /// Everything a progress bar wrote.
    final class Written: Sendable {
        let parts = Mutex<[String]>([])
        func append(_ text: String) { parts.withLock { $0.append(text) } }
        var all: [String] { parts.withLock { $0 } }
    }

    @Test("a short run draws nothing; a long one draws, at most every 100 ms but always the last, and erases itself")
    func drawing() {
        let quiet = Written()
        let short = RunProgress(delay: .seconds(60), write: quiet.append)
        short.update(done: 1, total: 2)
        short.update(done: 2, total: 2)
        short.finish()
        #expect(quiet.all.isEmpty)

        let written = Written()
        let long = RunProgress(delay: .zero, write: written.append)
        long.update(done: 1, total: 3)
        long.update(done: 2, total: 3)  // within 100 ms of the first: skipped
        long.update(done: 3, total: 3)
        long.finish()
        let bar = "\u{1B}[K"
        #expect(
            written.all == [
                "\r" + ProgressBar.line(done: 1, total: 3) + bar, "\r" + ProgressBar.line(done: 3, total: 3) + bar,
                "\r\u{1B}[K",
            ])
    }

    @Test("SuiteRunner reports each session done, from its workers")
    func runnerProgress() throws {
        let (folder, db) = try CommandLine.workspace()
        for name in ["a", "b", "c"] {
            try folder.write("\(name).touches.jsonl", CommandLine.singleTap(jsonName: name))
        }
        _ = CommandLine.run(["--db", db, "import", folder.url.path, "--approve"])
        var scenes: [String: GestureReplay.Scene] = [:]
        let workspace = Workspace(registry: .builtIn, databasePath: db)
        for entry in try workspace.scenes.entries() { scenes[entry.scene.name] = entry.scene }
        var runner = SuiteRunner(workspace: workspace, replayer: Replayer(registry: .builtIn), jobs: 2)
        let seen = Written()
        runner.progress = { done, total in seen.append("\(done)/\(total)") }
        let results = try runner.run(names: ["a", "b", "c"], scenes: scenes)
        #expect(results.map(\.name) == ["a", "b", "c"])
        #expect(seen.all.sorted() == ["1/3", "2/3", "3/3"])
    }
}
