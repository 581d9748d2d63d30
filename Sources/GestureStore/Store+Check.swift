import Foundation
import GestureModel
import GestureReplay

/// What `gesture-replay check` asks of the store: SQLite's own checks, rows
/// that lost what they belong to, sessions whose stored numbers disagree
/// with their samples, runs that never finished or whose counts drifted.
/// Scenes and recognizer types are the command's to check (the store knows
/// nothing of recognizers).
extension Store {
    /// One problem the store found in itself: what is wrong.
    public enum Problem: Equatable, Sendable {
        /// `PRAGMA integrity_check` reported this: the file is damaged.
        case damaged(String)
        /// Rows of `table` whose parent (`parent`) is gone.
        case orphanRows(table: String, parent: String, count: Int)
        /// The session's samples are missing or do not match its row.
        case badSamples(session: String, reason: String)
        /// A run that started and never finished: its process died.
        case unfinishedRun(RunID)
        /// A finished run whose counts differ from its results.
        case wrongRunCounts(RunID, stored: StatusCounts, actual: StatusCounts)
    }

    /// What `repair()` did.
    public struct Repairs: Equatable, Sendable {
        public var orphanRowsDeleted = 0
        public var unfinishedRunsDeleted = 0
        public var runCountsCorrected = 0
    }

    /// Every problem of the store, in a stable order: damage first (when
    /// the file is damaged the other checks are not run), then orphan rows,
    /// sessions, runs. Reads one snapshot.
    ///
    /// `integrityChecked`: the caller has just found the file sound
    /// (`openForRepair(path:)` did), so `PRAGMA integrity_check`, which
    /// reads every page (2.1 s for the benchmark's 393 MB database of 10,000
    /// sessions, with the file in the page cache), is not run a second time.
    public func problems(integrityChecked: Bool = false) throws -> [Problem] {
        try connection.readTransaction {
            if !integrityChecked {
                let damage = try Self.damage(of: connection)
                if !damage.isEmpty { return damage }
            }
            var problems = try orphans().map { Problem.orphanRows(table: $0.table, parent: $0.parent, count: $0.count) }
            problems += try sessionSampleProblems()
            problems += try unfinishedRunIDs().map(Problem.unfinishedRun)
            problems += try runsWithWrongCounts().map { Problem.wrongRunCounts($0.run, stored: $0.stored, actual: $0.actual) }
            return problems
        }
    }

    /// The database as `openForRepair(path:)` found it.
    public enum RepairOpening {
        /// Sound: open for writing, its schema brought up to date.
        case sound(Store)
        /// Damaged: what `PRAGMA integrity_check` found (`.damaged` problems only). The file
        /// was not opened for writing.
        case damaged([Problem])
    }

    /// Opens the database at `path` for `check --repair`, unless it is damaged: `PRAGMA
    /// integrity_check` runs first, on the file as it is, through a read-only connection, and
    /// only a sound file is then opened for writing, which upgrades an older schema. A damaged
    /// file is to be restored or salvaged, so not a byte of it is changed. A file that does not
    /// exist yet is created, as `open(path:)` does.
    public static func openForRepair(path: String) throws -> RepairOpening {
        try openForRepair(path: path, migrations: Schema.migrations)
    }

    /// `openForRepair(path:)` with other migration steps than `schema.sql`'s (tests of an
    /// older schema).
    package static func openForRepair(path: String, migrations: [Migration]) throws -> RepairOpening {
        if FileManager.default.fileExists(atPath: path) {
            let damage = try damage(of: Connection(path: path, readOnly: true))
            if !damage.isEmpty { return .damaged(damage) }
        }
        return .sound(try open(path: path, migrations: migrations))
    }

    /// Deletes orphan rows and unfinished runs (with their results) and
    /// corrects the counts of finished runs, in one transaction.
    public func repair() throws -> Repairs {
        try connection.transaction {
            var repairs = Repairs()
            for orphan in try orphans() {
                try connection.execute(
                    "DELETE FROM \(orphan.table) WHERE \(orphan.column) NOT IN (SELECT id FROM \(orphan.parent))")
                repairs.orphanRowsDeleted += Int(connection.changes)
            }
            try connection.execute("DELETE FROM runs WHERE finished_at_ms IS NULL")
            repairs.unfinishedRunsDeleted = Int(connection.changes)
            for wrong in try runsWithWrongCounts() {
                try connection.execute(
                    """
                    UPDATE runs SET pass_count = ?, regression_count = ?, new_count = ?, error_count = ?,
                        obsolete_count = ? WHERE id = ?
                    """,
                    [wrong.actual.pass, wrong.actual.regression, wrong.actual.new, wrong.actual.error,
                     wrong.actual.obsolete, wrong.run.rawValue])
                repairs.runCountsCorrected += 1
            }
            return repairs
        }
    }

    /// The runs that started and never finished, oldest first.
    public func unfinishedRunIDs() throws -> [RunID] {
        try connection.rows("SELECT id FROM runs WHERE finished_at_ms IS NULL ORDER BY id") { RunID(rawValue: $0.int64(at: 0)) }
    }

    // MARK: - The checks

    /// What `PRAGMA integrity_check` finds wrong with `connection`'s database; nothing when it is sound.
    private static func damage(of connection: Connection) throws -> [Problem] {
        try connection.rows("PRAGMA integrity_check") { $0.text(at: 0) ?? "" }.filter { $0 != "ok" }.map(Problem.damaged)
    }

    /// A child table's column and the parent table it refers to: every
    /// foreign key of the schema.
    private static let references: [(table: String, column: String, parent: String)] = [
        ("session_samples", "session_id", "sessions"),
        ("session_observations", "session_id", "sessions"),
        ("goldens", "session_id", "sessions"),
        ("results", "run_id", "runs"),
    ]

    /// Rows whose parent row is gone (possible only when something wrote the
    /// file with foreign keys off), counted per table.
    private func orphans() throws -> [(table: String, column: String, parent: String, count: Int)] {
        var found: [(table: String, column: String, parent: String, count: Int)] = []
        for reference in Self.references {
            let count = try connection.firstRow(
                "SELECT count(*) FROM \(reference.table) WHERE \(reference.column) NOT IN (SELECT id FROM \(reference.parent))",
                [], { $0.int(at: 0) }) ?? 0
            if count > 0 { found.append((reference.table, reference.column, reference.parent, count)) }
        }
        return found
    }

    /// Sessions without a samples row, or whose samples do not decode or do
    /// not match the counts, duration and touch count stored beside them.
    private func sessionSampleProblems() throws -> [Problem] {
        let statement = try connection.makeStatement(
            """
            SELECT s.name, s.sample_count, s.duration_ns, s.touch_count, b.samples
            FROM sessions s LEFT JOIN session_samples b ON b.session_id = s.id
            ORDER BY s.name
            """)
        var problems: [Problem] = []
        while try statement.step() {
            let name = statement.text(at: 0) ?? ""
            func problem(_ reason: String) { problems.append(.badSamples(session: name, reason: reason)) }
            guard !statement.isNull(at: 4) else {
                problem("its samples are missing")
                continue
            }
            let samples: [TouchSample]
            do {
                samples = try statement.withBlob(at: 4) { try SampleBlob.decode($0, session: name) }
            } catch let error as StoreError {
                if case .corruptSamples(_, let reason) = error { problem(reason) } else { problem(error.description) }
                continue
            }
            let stored = (count: statement.int(at: 1), duration: statement.int64(at: 2), touches: statement.int(at: 3))
            let touches = samples.reduce(0) { $0 + ($1.phase == .began ? 1 : 0) }
            let duration = samples.last?.time.nanoseconds ?? 0
            if samples.count != stored.count {
                problem("\(samples.count) samples stored, but its row says \(stored.count)")
            } else if duration != stored.duration || touches != stored.touches {
                problem("its samples last \(Instant(nanoseconds: duration)) s with \(touches) touches, but its row says \(Instant(nanoseconds: stored.duration)) s with \(stored.touches)")
            }
        }
        return problems
    }

    /// Finished runs whose stored counts differ from their results.
    private func runsWithWrongCounts() throws -> [(run: RunID, stored: StatusCounts, actual: StatusCounts)] {
        try connection.rows(
            """
            SELECT u.id, u.pass_count, u.regression_count, u.new_count, u.error_count, u.obsolete_count,
                count(r.id) FILTER (WHERE r.status = 'pass'), count(r.id) FILTER (WHERE r.status = 'regression'),
                count(r.id) FILTER (WHERE r.status = 'new'), count(r.id) FILTER (WHERE r.status = 'error'),
                count(r.id) FILTER (WHERE r.status = 'obsolete')
            FROM runs u LEFT JOIN results r ON r.run_id = u.id
            WHERE u.finished_at_ms IS NOT NULL
            GROUP BY u.id
            ORDER BY u.id
            """
        ) { row in
            (RunID(rawValue: row.int64(at: 0)),
             StatusCounts(pass: row.int(at: 1), regression: row.int(at: 2), new: row.int(at: 3), error: row.int(at: 4),
                          obsolete: row.int(at: 5)),
             StatusCounts(pass: row.int(at: 6), regression: row.int(at: 7), new: row.int(at: 8), error: row.int(at: 9),
                          obsolete: row.int(at: 10)))
        }.filter { $0.1 != $0.2 }
    }
}
