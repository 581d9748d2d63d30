import GestureStore

extension ResultsFile {
    /// What `collect` did with one results file.
    public enum Collected: Equatable, Sendable {
        /// Recorded as a run (into run `run`, the run of its label that gathers its shards).
        case recorded(ResultsFile.Summary, run: RunID)
        /// Taken before, by its bytes' digest (by any command, or earlier in this one): nothing
        /// recorded.
        case already(path: String, taken: History.CollectedFile)
    }

    /// What a line about a recorded file says of it.
    public struct Summary: Equatable, Sendable {
        public var path: String
        public var shard: Shard?
        public var sessions: Int
    }

    /// Records `files` into `history` in one transaction: a command killed or failing half-way
    /// records none, and a rerun takes them all once. A file is known by its bytes' digest: one
    /// taken before records nothing.
    public static func collect(_ files: [ResultsFile], into history: History) throws -> [Collected] {
        try history.inOneTransaction {
            try files.map { file in
                if let taken = try history.collectedFile(sha256: file.sha256) {
                    return .already(path: file.path, taken: taken)
                }
                let id = try history.recordRun(
                    file.results, startedAt: file.startedAt, finishedAt: file.finishedAt, label: file.label,
                    toolVersion: file.toolVersion, thresholds: file.thresholds, shard: file.shard)
                try history.recordCollectedFile(sha256: file.sha256, file: file.path, run: id)
                return .recorded(Summary(path: file.path, shard: file.shard, sessions: file.results.count), run: id)
            }
        }
    }
}
