import GestureReplay
import GestureStore

extension History {
    /// Records `results` as one finished run, as `gesture-replay run` records its runs: through a
    /// `RunRecorder`, which stamps the run's start with the history's clock when it is made and its
    /// finish when it finishes.
    @discardableResult
    public func recordRun(
        _ results: [SessionVerdict], label: String? = nil, toolVersion: String = "0.1.0", thresholds: String? = nil,
        shard: Shard? = nil
    ) throws -> RunID {
        let recorder = try makeRunRecorder()
        for result in results { try recorder.add(result) }
        return try recorder.finish(label: label, toolVersion: toolVersion, thresholds: thresholds, shard: shard)
    }

    /// Records `results` as a run that never finished, as an earlier gesture-replay (which began a
    /// run, recorded its results and finished it in three steps) left one when its process died:
    /// recorded with `recordRun`, then its finish taken away.
    @discardableResult
    public func recordUnfinishedRun(_ results: [SessionVerdict], label: String? = nil) throws -> RunID {
        let run = try recordRun(results, label: label)
        try connection.execute("UPDATE runs SET finished_at_ms = NULL WHERE id = ?", [run.rawValue])
        return run
    }
}
