/// Run history kept in a golden database of schema 2 or older, before it
/// moved to the history store (`schema.sql`, migration 3).
enum LegacyRuns {
    /// Whether `connection`'s database is of schema 1 or 2 and has a run. One read
    /// transaction: another process creating the database may commit migration 3, which drops
    /// `runs`, between reading the version and reading the table.
    static func areHeld(by connection: Connection) throws -> Bool {
        try connection.readTransaction {
            let version = try connection.userVersion()
            guard (1...2).contains(version) else { return false }
            return try connection.firstValue("SELECT EXISTS (SELECT 1 FROM runs)") == .integer(1)
        }
    }
}

extension History {
    /// Copies the runs and results of the golden database at `path` (schema
    /// 2 or older) into this store, in one transaction, oldest first, before
    /// every run the store already holds: they are older (a run recorded here
    /// read that database as it was), and every history query takes the
    /// greatest id for the latest. The store's own runs are renumbered after
    /// them, their results with them.
    ///
    /// The golden database drops them in its next step (migration 3), in a
    /// transaction of its own: a process killed between the two leaves the
    /// runs in both, and the next open copies them again. So a run already
    /// here (the same start, finish, label and tool version) is not copied
    /// twice.
    public func takeRuns(fromDatabaseAt path: String) throws {
        try connection.execute("ATTACH DATABASE ? AS legacy", [path])
        defer { try? connection.execute("DETACH DATABASE legacy") }
        try connection.transaction {
            let runs = try connection.rows(
                """
                SELECT id FROM legacy.runs r
                WHERE NOT EXISTS (SELECT 1 FROM main.runs m WHERE m.started_at_ms = r.started_at_ms
                    AND m.finished_at_ms IS r.finished_at_ms AND m.label IS r.label AND m.tool_version = r.tool_version)
                ORDER BY id
                """
            ) { $0.int64(at: 0) }
            guard !runs.isEmpty else { return }
            // The store's runs move up by as many ids as there are runs to copy, which take ids
            // 1, 2, 3…: through negative ids, so that no two rows ever share an id on the way, and
            // with the foreign key of results checked at the commit, once both tables agree.
            let shift = Int64(runs.count)
            try connection.execute("PRAGMA defer_foreign_keys = ON")
            try connection.execute("UPDATE main.runs SET id = -id")
            try connection.execute("UPDATE main.results SET run_id = -run_id")
            try connection.execute("UPDATE main.runs SET id = ? - id", [shift])
            try connection.execute("UPDATE main.results SET run_id = ? - run_id", [shift])
            for (offset, old) in runs.enumerated() {
                let id = Int64(offset + 1)
                try connection.execute(
                    """
                    INSERT INTO main.runs (id, started_at_ms, finished_at_ms, label, tool_version, thresholds,
                        pass_count, regression_count, new_count, error_count, obsolete_count)
                    SELECT ?, started_at_ms, finished_at_ms, label, tool_version, thresholds,
                        pass_count, regression_count, new_count, error_count, obsolete_count
                    FROM legacy.runs WHERE id = ?
                    """, [id, old])
                try connection.execute(
                    """
                    INSERT INTO main.results (run_id, session, status, diff, actual, message, duration_ns)
                    SELECT ?, session, status, diff, actual, message, duration_ns FROM legacy.results
                    WHERE run_id = ? ORDER BY id
                    """, [id, old])
            }
        }
    }
}
