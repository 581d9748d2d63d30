import Foundation
import GestureModel
import GestureReplay

extension History {
    /// A run that began at `startedAt` and finished `finishedAt` (now when nil), recorded whole
    /// in one transaction: its row, the results `insertResults` inserts for it, its counts — or,
    /// on any error, nothing: a process killed while recording leaves the finished run or no
    /// trace of it, never a run without its results.
    ///
    /// A shard (`--shard K/N`) joins the newest run of the same label and N when that run has
    /// not recorded shard K yet: the shards of one label, run one after another or side by side
    /// (a CI matrix), add up to one run that the report reads whole. Otherwise it starts a run.
    func recordRun(
        startedAt: Date, finishedAt: Date? = nil, label: String?, toolVersion: String, thresholds: String?,
        shard: Shard? = nil, insertResults: (RunID) throws -> Void
    ) throws -> RunID {
        try connection.transaction {
            let finished = (finishedAt ?? now()).millisecondsSince1970
            let run: RunID
            if let shard, let gathering = try runGathering(shard, label: label) {
                run = gathering
                try connection.execute(
                    """
                    UPDATE runs SET started_at_ms = min(started_at_ms, ?1), finished_at_ms = max(finished_at_ms, ?2),
                        shards_recorded = shards_recorded | ?3 WHERE id = ?4
                    """, [startedAt.millisecondsSince1970, finished, shard.bit, run.rawValue])
            } else {
                try connection.execute(
                    """
                    INSERT INTO runs (started_at_ms, finished_at_ms, label, tool_version, thresholds, shard_count,
                        shards_recorded)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                    [
                        startedAt.millisecondsSince1970, finished, label, toolVersion, thresholds, shard?.count,
                        shard?.bit ?? 0,
                    ])
                run = RunID(rawValue: connection.lastInsertRowID)
            }
            try insertResults(run)
            try updateCounts(of: run)
            return run
        }
    }

    /// Records a run made elsewhere (a CI machine's shard, read from its results file): its
    /// results, start and finish, as `recordRun` records a run of this machine.
    public func recordRun(
        _ results: [SessionVerdict], startedAt: Date, finishedAt: Date, label: String?, toolVersion: String,
        thresholds: String?, shard: Shard?
    ) throws -> RunID {
        try recordRun(
            startedAt: startedAt, finishedAt: finishedAt, label: label, toolVersion: toolVersion,
            thresholds: thresholds,
            shard: shard
        ) { run in
            for result in results.map(\.recorded) {
                try connection.execute(
                    """
                    INSERT INTO results (run_id, session, status, diff, actual, message, duration_ns, smallest_margin)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    [
                        run.rawValue, result.name, result.status.rawValue, History.diffText(result.diff), result.actual,
                        result.message, result.duration.nanoseconds, History.marginText(result.smallestMargin),
                    ])
            }
        }
    }

    /// The newest run of `label` that has `shard`'s N and lacks its K, if the newest run of that
    /// label and N does.
    private func runGathering(_ shard: Shard, label: String?) throws -> RunID? {
        try connection.firstRow(
            """
            SELECT id, shards_recorded FROM runs
            WHERE label IS ? AND shard_count = ? AND finished_at_ms IS NOT NULL ORDER BY id DESC LIMIT 1
            """, [label, shard.count]
        ) { row in row.int64(at: 1) & shard.bit == 0 ? RunID(rawValue: row.int64(at: 0)) : nil } ?? nil
    }

    /// Sets the run's counts from its results.
    func updateCounts(of run: RunID) throws {
        try connection.execute(
            """
            UPDATE runs SET (\(StatusTally.columns.joined(separator: ", "))) = (
                SELECT \(SessionStatus.allCases.map { "count(*) FILTER (WHERE status = '\($0.rawValue)')" }
                    .joined(separator: ", "))
                FROM results WHERE run_id = ?1)
            WHERE id = ?1
            """, [run.rawValue])
    }

    /// The run `id`, or nil.
    public func run(_ id: RunID) throws -> RunSummary? {
        try connection.firstRow("\(try runSelect()) WHERE id = ?", [id.rawValue], Self.runSummary)
    }

    /// The last `count` runs, finished or not, newest first.
    public func runs(last count: Int) throws -> [RunSummary] {
        try connection.rows("\(try runSelect()) ORDER BY id DESC LIMIT ?", [count], Self.runSummary)
    }

    /// The results of `run`, by session name.
    public func results(of run: RunID) throws -> [SessionVerdict] {
        try connection.readTransaction {
            guard try self.run(run) != nil else { throw StoreError.noSuchRun(run) }
            return try connection.rows(
                "SELECT \(try resultColumns()) FROM results WHERE run_id = ? ORDER BY session", [run.rawValue]
            ) { try Self.result($0) }
        }
    }

    /// The smallest margin of each session of `run` that has one, by session name; none in a
    /// store older than history.sql's migration 2.
    public func smallestMargins(of run: RunID) throws -> [String: Decision] {
        guard try schemaVersion() >= 2 else { return [:] }
        let rows = try connection.rows(
            "SELECT session, smallest_margin FROM results WHERE run_id = ? AND smallest_margin IS NOT NULL",
            [run.rawValue]
        ) { row -> (String, Decision?) in
            let session = row.text(at: 0) ?? ""
            return (session, try Self.margin(row.text(at: 1), of: session))
        }
        return Dictionary(rows.compactMap { session, decision in decision.map { (session, $0) } }) { first, _ in first }
    }

    /// The session's result in the latest run that replayed it, or nil.
    public func latestResult(for session: String) throws -> (run: RunID, result: SessionVerdict)? {
        try connection.firstRow(Self.latestResultQuery(columns: try resultColumns()), [session]) { row in
            (RunID(rawValue: row.int64(at: ResultColumn.runID)), try Self.result(row))
        }
    }

    /// The status of every session in each of the last `count` finished
    /// runs: the nightly report's table.
    public func statusHistory(lastRuns count: Int) throws -> StatusHistory {
        try connection.readTransaction {
            let runs = try connection.rows(
                "\(try runSelect()) WHERE finished_at_ms IS NOT NULL ORDER BY id DESC LIMIT ?", [count], Self.runSummary
            ).reversed()
            guard let first = runs.first, let last = runs.last else { return StatusHistory(runs: [], rows: []) }
            let columns = Dictionary(uniqueKeysWithValues: runs.enumerated().map { ($0.element.id, $0.offset) })
            var rows: [SessionStatusRow] = []
            let statement = try connection.cachedStatement(Self.statusHistoryQuery)
            for (session, run, status) in try statement.rows(
                [first.id.rawValue, last.id.rawValue],
                {
                    ($0.text(at: 0) ?? "", RunID(rawValue: $0.int64(at: 1)), Self.status($0, at: 2))
                })
            {
                guard let column = columns[run] else { continue }  // an unfinished run in between
                if rows.last?.session != session {
                    rows.append(SessionStatusRow(session: session, statuses: Array(repeating: nil, count: runs.count)))
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
            // The history, newest first: the finished runs up to `run`, and `run` itself.
            let history = try connection.rows(
                "SELECT id FROM runs WHERE id <= ?1 AND (finished_at_ms IS NOT NULL OR id = ?1) ORDER BY id DESC", [run]
            ) { $0.int64(at: 0) }
            let failing = try connection.rows(Self.failingResultsQuery, [run]) {
                ($0.text(at: 0) ?? "", Self.status($0, at: 1))
            }
            // Each failing session's streak, walked back through the history with one lookup per
            // run, to its last result that was not failing (a run without a result for it is
            // skipped): lookups for the failing sessions' streaks only, never a read of every
            // run's results.
            let lookup = try connection.cachedStatement(Self.streakLookupQuery)
            return try failing.compactMap { session, status in
                var since: Int64?
                var failedRuns = 0
                for past in history {
                    guard let pastStatus = try lookup.firstRow([past, session], { Self.status($0, at: 0) }) else {
                        continue
                    }
                    guard pastStatus.isFailing else { break }
                    since = past
                    failedRuns += 1
                }
                // No streak only for an orphan result of a deleted `run` that no earlier run failed.
                return since.map {
                    FailingSession(session: session, status: status, since: RunID(rawValue: $0), failedRuns: failedRuns)
                }
            }
        }
    }

    /// A run's columns, then its tally's (`StatusTally.columns`).
    /// The select list of a run, its counts as `StatusTally.selectList` reads them.
    private func runSelect() throws -> String {
        "SELECT \(RunColumn.list), \(StatusTally.selectList(schemaVersion: try schemaVersion())) FROM runs"
    }

    private static func runSummary(_ row: Statement) -> RunSummary {
        typealias Column = RunColumn
        let shards = row.optionalInt64(at: Column.shardCount).map { count in
            RunSummary.Shards(
                count: Int(count),
                recorded: (1...Int(count)).filter { row.int64(at: Column.shardsRecorded) & (1 << ($0 - 1)) != 0 })
        }
        return RunSummary(
            id: RunID(rawValue: row.int64(at: Column.id)),
            startedAt: Date(millisecondsSince1970: row.int64(at: Column.startedAt)),
            finishedAt: row.optionalInt64(at: Column.finishedAt).map(Date.init(millisecondsSince1970:)),
            label: row.text(at: Column.label), toolVersion: row.text(at: Column.toolVersion) ?? "",
            thresholds: row.text(at: Column.thresholds), shards: shards,
            counts: StatusTally(row, from: Int32(Column.allCases.count)))
    }

    /// The select list of a result: `smallest_margin` read as NULL from a store older than
    /// history.sql's migration 2, which read-only commands read as it is.
    private func resultColumns() throws -> String {
        guard try schemaVersion() < 2 else { return ResultColumn.list }
        return ResultColumn.allCases.map { $0 == .smallestMargin ? "NULL" : $0.sql }.joined(separator: ", ")
    }

    // The queries that read results across runs. Each looks results up on UNIQUE (run_id,
    // session) (sqlite_autoindex_results_1), the only index of results since schema.sql's
    // migration 2 dropped the session-first one; tests check their plans.

    /// `latestResult(for:)`: the runs newest first, each looked up on (run_id, session) until one
    /// has the session (CROSS JOIN keeps runs the outer loop). One session parameter.
    static func latestResultQuery(columns: String = ResultColumn.list) -> String {
        """
        SELECT \(columns) FROM runs u CROSS JOIN results r ON r.run_id = u.id AND r.session = ?
        ORDER BY u.id DESC LIMIT 1
        """
    }

    /// `statusHistory(lastRuns:)`: the results of a range of runs, first and last run parameters.
    static let statusHistoryQuery =
        "SELECT session, run_id, status FROM results WHERE run_id BETWEEN ? AND ? ORDER BY session, run_id"

    /// `failingSessions(in:)`: the failing results of one run (`Status.isFailing`, the one
    /// definition), by session; one run parameter.
    static let failingResultsQuery = """
        SELECT session, status FROM results WHERE run_id = ? AND status IN (\(
            SessionStatus.allCases.filter(\.isFailing).map { "'\($0.rawValue)'" }.joined(separator: ", ")))
        ORDER BY session
        """

    /// `failingSessions(in:)`: one session's status in one run, run and session parameters.
    static let streakLookupQuery = "SELECT status FROM results WHERE run_id = ? AND session = ?"

    /// A result row as a verdict; the history keeps no scene or golden origin.
    private static func result(_ row: Statement) throws -> SessionVerdict {
        typealias Column = ResultColumn
        let name = row.text(at: Column.session) ?? ""
        let status: SessionStatus = status(row, at: Column.status)
        let diff = diffLines(row.text(at: Column.diff))
        let actual = row.text(at: Column.actual)
        let message = row.text(at: Column.message)
        // What each status has, as the table's CHECK rules admit it (`recorded` writes no more).
        let kind: SessionVerdict.Kind =
            switch status {
            case .pass: .pass()
            case .regression: .regression(diff: diff, actual: actual)
            case .modelDiffers: .modelDiffers(diff: diff, actual: actual, hint: message)
            case .new: .new(actual: actual)
            case .error:
                if let message {
                    .error(message: message)
                } else {
                    preconditionFailure("an error without a message passed its CHECK")
                }
            case .obsolete: .obsolete()
            case .empty: .empty()
            }
        var verdict = SessionVerdict(name: name, kind, duration: .nanoseconds(row.int64(at: Column.durationNs)))
        verdict.smallestMargin = try margin(row.text(at: Column.smallestMargin), of: name)
        return verdict
    }

    /// A decision as the `results.smallest_margin` column keeps it: the JSON object of
    /// `Decision.marginJSONMembers`; NULL for none.
    static func marginText(_ decision: Decision?) -> String? {
        decision.map { "{\($0.marginJSONMembers)}" }
    }

    /// The decision of a `results.smallest_margin` column (`marginText`).
    static func margin(_ text: String?, of session: String) throws -> Decision? {
        guard let text else { return nil }
        do {
            return try Decision(marginJSON: try JSONParser.parse(text))
        } catch let failure as JSONParser.Failure {
            throw StoreError.corruptMargin(session: session, reason: failure.reason)
        } catch let failure as Decision.JSONProblem {
            throw StoreError.corruptMargin(session: session, reason: failure.problem)
        }
    }

    /// A verdict's differences as the `results.diff` column keeps them: one line each, joined
    /// by newlines; NULL for none.
    static func diffText(_ lines: [String]) -> String? {
        lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// The lines of a `results.diff` column (`diffText`).
    static func diffLines(_ text: String?) -> [String] {
        text.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
    }

    private static func status(_ row: Statement, at column: some ColumnIndex) -> SessionStatus {
        row.checkedCase(at: column, of: "results.status")
    }
}

/// The columns of a `runs` row as `History` reads it (before the tally's).
private enum RunColumn: Int32, SelectColumns {
    case id, startedAt, finishedAt, label, toolVersion, thresholds, shardCount, shardsRecorded

    var sql: String {
        switch self {
        case .startedAt: "started_at_ms"
        case .finishedAt: "finished_at_ms"
        case .toolVersion: "tool_version"
        case .shardCount: "shard_count"
        case .shardsRecorded: "shards_recorded"
        default: "\(self)"
        }
    }
}

/// The columns of a `results` row as `History` reads it into a verdict, with its run.
private enum ResultColumn: Int32, SelectColumns {
    case session, status, diff, actual, message, durationNs, runID, smallestMargin

    var sql: String {
        switch self {
        case .durationNs: "duration_ns"
        case .runID: "run_id"
        case .smallestMargin: "smallest_margin"
        default: "\(self)"
        }
    }
}
