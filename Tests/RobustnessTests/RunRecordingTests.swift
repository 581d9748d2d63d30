import Foundation
import GestureReplay
import GestureStore
import GestureTestSupport
import Testing

/// A run is recorded whole or not at all, so that a process killed while
/// recording never leaves a run without its results or its finish.
@Suite struct RunRecordingTests {
    @Test(
        "until it finishes, a run leaves no trace in the history store; then it is there finished, with its results and counts"
    )
    func whole() throws {
        let folder = try TemporaryFolder()
        let path = History.defaultPath(forDatabase: folder.url.appendingPathComponent("gestures.sqlite").path)
        let store = try History.open(path: path)
        let recorder = try store.makeRunRecorder()
        try recorder.add(SessionVerdict(name: "a", .pass()))
        try recorder.add(SessionVerdict(name: "b", .regression(diff: ["- x"], actual: "{}")))
        try recorder.add(SessionVerdict(name: "c", .new(actual: "{}")))
        // What another process sees now, and all a kill at this point would leave: no run at all.
        let other = try History.open(path: path, readOnly: true)
        #expect(try other.runs(last: 10).isEmpty)
        #expect(try other.problems().isEmpty)
        let run = try recorder.finish(toolVersion: "t")
        let summary = try #require(try other.run(run))
        #expect(summary.isFinished)
        #expect(summary.counts == StatusTally(pass: 1, regression: 1, new: 1))
        #expect(try other.results(of: run).map(\.name) == ["a", "b", "c"])
        #expect(try other.unfinishedRunIDs().isEmpty)
    }

    @Test("a result the history store refuses leaves no trace of the run")
    func nothing() throws {
        let store = try History.inMemory()
        // The same session twice in one run breaks UNIQUE (run_id, session).
        #expect(throws: (any Error).self) {
            try store.recordRun([SessionVerdict(name: "a", .pass()), SessionVerdict(name: "a", .pass())])
        }
        #expect(try store.runs(last: 10).isEmpty)
        #expect(try store.problems().isEmpty)
    }
}
