import Foundation

extension History {
    /// A results file `collect` was given: its digest, and the run it went into.
    public struct CollectedFile: Equatable, Sendable {
        /// The run the file's results were recorded in.
        public var run: RunID
        /// The path the file was given as when it was taken.
        public var file: String
    }

    /// Runs `body` in one write transaction: what `collect` records all its files in, so that a
    /// command killed or failing half-way records none of them (history.sql, migration 3).
    public func inOneTransaction<Result>(_ body: () throws -> Result) throws -> Result {
        try connection.transaction(body)
    }

    /// The run a results file of these bytes (`SHA256.digest(of:)`) went into, if one was
    /// collected already.
    public func collectedFile(sha256: [UInt8]) throws -> CollectedFile? {
        try connection.firstRow("SELECT run_id, file FROM collected_files WHERE sha256 = ?", [SQLValue.blob(sha256)]) {
            CollectedFile(run: RunID(rawValue: $0.int64(at: 0)), file: $0.text(at: 1) ?? "")
        }
    }

    /// Records that the results file at `file`, of these bytes, went into `run`.
    public func recordCollectedFile(sha256: [UInt8], file: String, run: RunID) throws {
        try connection.execute(
            "INSERT INTO collected_files (sha256, run_id, file, collected_at_ms) VALUES (?, ?, ?, ?)",
            [SQLValue.blob(sha256), run.rawValue, file, now().millisecondsSince1970])
    }
}
