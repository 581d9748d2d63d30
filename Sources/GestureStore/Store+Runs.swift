import Foundation

extension Store {
    /// A run recorded whole in one transaction: its row, the results `insertResults` inserts
    /// for it, its counts, finished — or, on any error, nothing: a process killed while
    /// recording leaves the finished run or no trace of it, never a run without its results.
    func recordRun(
        label: String?, toolVersion: String, thresholds: String?, insertResults: (RunID) throws -> Void
    ) throws -> RunID {
        try connection.transaction {
            let run = try insertRun(label: label, toolVersion: toolVersion, thresholds: thresholds)
            try insertResults(run)
            try updateCounts(of: run)
            try markFinished(run)
            return run
        }
    }

    private func insertRun(label: String?, toolVersion: String, thresholds: String?) throws -> RunID {
        try connection.execute(
            "INSERT INTO runs (started_at_ms, label, tool_version, thresholds) VALUES (?, ?, ?, ?)",
            [now().millisecondsSince1970, label, toolVersion, thresholds])
        return RunID(rawValue: connection.lastInsertRowID)
    }

    private func updateCounts(of run: RunID) throws {
        try connection.execute(
            """
            UPDATE runs SET (pass_count, regression_count, new_count, error_count, obsolete_count) = (
                SELECT count(*) FILTER (WHERE status = 'pass'), count(*) FILTER (WHERE status = 'regression'),
                    count(*) FILTER (WHERE status = 'new'), count(*) FILTER (WHERE status = 'error'),
                    count(*) FILTER (WHERE status = 'obsolete')
                FROM results WHERE run_id = ?1)
            WHERE id = ?1
            """, [run.rawValue])
    }

    private func markFinished(_ run: RunID) throws {
        try connection.execute("UPDATE runs SET finished_at_ms = ? WHERE id = ?", [now().millisecondsSince1970, run.rawValue])
    }

    /// The run `id`, or nil.
    public func run(_ id: RunID) throws -> RunSummary? {
        try connection.firstRow("\(Self.runSelect) WHERE id = ?", [id.rawValue], Self.runSummary)
    }

    /// The last `count` runs, finished or not, newest first.
    public func runs(last count: Int) throws -> [RunSummary] {
        try connection.rows("\(Self.runSelect) ORDER BY id DESC LIMIT ?", [count], Self.runSummary)
    }

    /// The results of `run`, by session name.
    public func results(of run: RunID) throws -> [SessionResult] {
        try connection.readTransaction {
            guard try self.run(run) != nil else { throw StoreError.noSuchRun(run) }
            return try connection.rows("\(Self.resultSelect) WHERE run_id = ? ORDER BY session", [run.rawValue]) {
                Self.result($0)
            }
        }
    }

    /// The session's result in the latest run that replayed it, or nil.
    public func latestResult(for session: String) throws -> (run: RunID, result: SessionResult)? {
        try connection.firstRow(
            "\(Self.resultSelect) WHERE session = ? ORDER BY run_id DESC LIMIT 1", [session]
        ) { row in (RunID(rawValue: row.int64(at: 6)), Self.result(row)) }
    }

    /// The status of every session in each of the last `count` finished
    /// runs: the nightly report's table.
    public func statusHistory(lastRuns count: Int) throws -> StatusHistory {
        try connection.readTransaction {
            let runs = try connection.rows(
                "\(Self.runSelect) WHERE finished_at_ms IS NOT NULL ORDER BY id DESC LIMIT ?", [count], Self.runSummary
            ).reversed()
            guard let first = runs.first, let last = runs.last else { return StatusHistory(runs: [], rows: []) }
            let columns = Dictionary(uniqueKeysWithValues: runs.enumerated().map { ($0.element.id, $0.offset) })
            var rows: [StatusHistory.Row] = []
            let statement = try connection.cachedStatement(
                "SELECT session, run_id, status FROM results WHERE run_id BETWEEN ? AND ? ORDER BY session, run_id")
            for (session, run, status) in try statement.rows([first.id.rawValue, last.id.rawValue], {
                ($0.text(at: 0) ?? "", RunID(rawValue: $0.int64(at: 1)), Self.status($0, at: 2))
            }) {
                guard let column = columns[run] else { continue }  // an unfinished run in between
                if rows.last?.session != session {
                    rows.append(StatusHistory.Row(session: session, statuses: Array(repeating: nil, count: runs.count)))
                }
                rows[rows.count - 1].statuses[column] = status
            }
            return StatusHistory(runs: Array(runs), rows: rows)
        }
    }

    /// The sessions failing (`regression` or `error`) in `run` (the latest
    /// finished run when nil), each with the run since which it has been
    /// failing, by name. Only finished runs (and `run` itself) count as history.
    public func failingSessions(in runID: RunID? = nil) throws -> [FailingSession] {
        try connection.readTransaction {
            let run: Int64
            if let asked = runID {
                run = asked.rawValue
            } else if case .integer(let latest) = try connection.firstValue(
                "SELECT max(id) FROM runs WHERE finished_at_ms IS NOT NULL")
            {
                run = latest
            } else {
                return []
            }
            return try connection.rows(
                """
                WITH history AS (
                    SELECT r.session, r.run_id, r.status IN ('regression', 'error') AS failing
                    FROM results r JOIN runs u ON u.id = r.run_id
                    WHERE r.run_id <= ?1 AND (u.finished_at_ms IS NOT NULL OR u.id = ?1)
                ),
                last_good AS (
                    SELECT session, max(run_id) AS run_id FROM history WHERE NOT failing GROUP BY session
                )
                SELECT c.session, c.status, min(h.run_id), count(*)
                FROM results c
                JOIN history h ON h.session = c.session AND h.failing
                LEFT JOIN last_good g ON g.session = c.session
                WHERE c.run_id = ?1 AND c.status IN ('regression', 'error') AND h.run_id > coalesce(g.run_id, 0)
                GROUP BY c.session, c.status
                ORDER BY c.session
                """, [run]
            ) { row in
                FailingSession(session: row.text(at: 0) ?? "", status: Self.status(row, at: 1),
                               since: RunID(rawValue: row.int64(at: 2)), failedRuns: row.int(at: 3))
            }
        }
    }

    private static let runSelect = """
        SELECT id, started_at_ms, finished_at_ms, label, tool_version, thresholds,
            pass_count, regression_count, new_count, error_count, obsolete_count
        FROM runs
        """

    private static func runSummary(_ row: Statement) -> RunSummary {
        RunSummary(
            id: RunID(rawValue: row.int64(at: 0)), startedAt: Date(millisecondsSince1970: row.int64(at: 1)),
            finishedAt: row.optionalInt64(at: 2).map(Date.init(millisecondsSince1970:)), label: row.text(at: 3),
            toolVersion: row.text(at: 4) ?? "", thresholds: row.text(at: 5),
            counts: StatusCounts(pass: row.int(at: 6), regression: row.int(at: 7), new: row.int(at: 8),
                                 error: row.int(at: 9), obsolete: row.int(at: 10)))
    }

    private static let resultSelect = "SELECT session, status, diff, actual, message, duration_ns, run_id FROM results"

    private static func result(_ row: Statement) -> SessionResult {
        SessionResult(session: row.text(at: 0) ?? "", status: status(row, at: 1), diff: row.text(at: 2),
                      actual: row.text(at: 3), message: row.text(at: 4), duration: .nanoseconds(row.int64(at: 5)))
    }

    private static func status(_ row: Statement, at column: Int32) -> SessionResult.Status {
        guard let status = SessionResult.Status(rawValue: row.text(at: column) ?? "") else {
            preconditionFailure("results.status \(row.text(at: column) ?? "NULL") passed its CHECK")
        }
        return status
    }
}
