import Foundation
import GestureStore
import Testing

/// A run is recorded whole or not at all, so that a process killed while
/// recording never leaves a run without its results or its finish.
@Suite struct RunRecordingTests {
    @Test("recordRun stores the run finished, with its results and their counts, in one step")
    func whole() throws {
        let store = try Store.inMemory()
        let run = try store.recordRun(toolVersion: "t", results: [
            SessionResult(session: "a", status: .pass),
            SessionResult(session: "b", status: .regression, diff: "- x", actual: "{}"),
            SessionResult(session: "c", status: .new, actual: "{}"),
        ])
        let summary = try #require(try store.run(run))
        #expect(summary.isFinished)
        #expect(summary.counts == StatusCounts(pass: 1, regression: 1, new: 1))
        #expect(try store.results(of: run).map(\.session) == ["a", "b", "c"])
        #expect(try store.unfinishedRunIDs().isEmpty)
    }

    @Test("a result the database refuses leaves no trace of the run")
    func nothing() throws {
        let store = try Store.inMemory()
        // The same session twice in one run breaks UNIQUE (run_id, session).
        #expect(throws: (any Error).self) {
            try store.recordRun(toolVersion: "t", results: [
                SessionResult(session: "a", status: .pass), SessionResult(session: "a", status: .pass),
            ])
        }
        #expect(try store.runs(last: 10).isEmpty)
        #expect(try store.problems().isEmpty)
    }
}
