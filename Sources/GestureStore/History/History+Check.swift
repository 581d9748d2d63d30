import Foundation
import GestureReplay

/// What `gesture-replay check` asks of the history store: SQLite's own
/// checks, results whose run is gone, runs that never finished or whose
/// counts drifted from their results.
extension History {
    /// One problem the history store found in itself.
    public enum Problem: Equatable, Sendable {
        /// `PRAGMA integrity_check` reported this: the file is damaged.
        case damaged(String)
        /// Results whose run is gone.
        case orphanResults(count: Int)
        /// A run that started and never finished: its process died.
        case unfinishedRun(RunID)
        /// A finished run whose counts differ from its results.
        case wrongRunCounts(RunID, stored: StatusTally, actual: StatusTally)
    }

    /// What `repair()` did.
    public struct Repairs: Equatable, Sendable {
        public var orphanResultsDeleted = 0
        public var unfinishedRunsDeleted = 0
        public var runCountsCorrected = 0

        public init(orphanResultsDeleted: Int = 0, unfinishedRunsDeleted: Int = 0, runCountsCorrected: Int = 0) {
            self.orphanResultsDeleted = orphanResultsDeleted
            self.unfinishedRunsDeleted = unfinishedRunsDeleted
            self.runCountsCorrected = runCountsCorrected
        }
    }

    /// Every problem, in a stable order: damage first (then nothing else is
    /// checked), orphan results, runs. Reads one snapshot.
    public func problems() throws -> [Problem] {
        try connection.readTransaction {
            let damage = try connection.rows("PRAGMA integrity_check") { $0.text(at: 0) ?? "" }.filter { $0 != "ok" }
            if !damage.isEmpty { return damage.map(Problem.damaged) }
            var problems: [Problem] = []
            let orphans = try orphanResultCount()
            if orphans > 0 { problems.append(.orphanResults(count: orphans)) }
            problems += try unfinishedRunIDs().map(Problem.unfinishedRun)
            problems += try runsWithWrongCounts().map {
                Problem.wrongRunCounts($0.run, stored: $0.stored, actual: $0.actual)
            }
            return problems
        }
    }

    /// Deletes orphan results and unfinished runs (with their results) and
    /// corrects the counts of finished runs, in one transaction.
    public func repair() throws -> Repairs {
        try connection.transaction {
            var repairs = Repairs()
            try connection.execute("DELETE FROM results WHERE run_id NOT IN (SELECT id FROM runs)")
            repairs.orphanResultsDeleted = Int(connection.changes)
            try connection.execute("DELETE FROM runs WHERE finished_at_ms IS NULL")
            repairs.unfinishedRunsDeleted = Int(connection.changes)
            for wrong in try runsWithWrongCounts() {
                try updateCounts(of: wrong.run)
                repairs.runCountsCorrected += 1
            }
            return repairs
        }
    }

    /// The runs that started and never finished, oldest first.
    public func unfinishedRunIDs() throws -> [RunID] {
        try connection.rows("SELECT id FROM runs WHERE finished_at_ms IS NULL ORDER BY id") {
            RunID(rawValue: $0.int64(at: 0))
        }
    }

    private func orphanResultCount() throws -> Int {
        try connection.firstRow(
            "SELECT count(*) FROM results WHERE run_id NOT IN (SELECT id FROM runs)", [], { $0.int(at: 0) }) ?? 0
    }

    /// Finished runs whose stored counts differ from their results.
    private func runsWithWrongCounts() throws -> [(run: RunID, stored: StatusTally, actual: StatusTally)] {
        try connection.rows(
            """
            SELECT u.id, \(StatusTally.selectList(schemaVersion: try schemaVersion())),
                \(SessionStatus.allCases.map { "count(r.id) FILTER (WHERE r.status = '\($0.rawValue)')" }.joined(separator: ", "))
            FROM runs u LEFT JOIN results r ON r.run_id = u.id
            WHERE u.finished_at_ms IS NOT NULL
            GROUP BY u.id
            ORDER BY u.id
            """
        ) { row in
            (
                RunID(rawValue: row.int64(at: 0)), StatusTally(row, from: 1),
                StatusTally(row, from: 1 + Int32(StatusTally.columns.count))
            )
        }.filter { $0.1 != $0.2 }
    }
}
