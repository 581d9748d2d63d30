import Foundation
import GestureModel
import GestureReplay

/// What `gesture-replay check` asks of the golden database: SQLite's own
/// checks, rows that lost what they belong to, sessions whose stored numbers
/// disagree with their samples (the history store's own checks are in
/// `History+Check.swift`).
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
        /// The session's golden does not decode (`GoldenBlob`, schema 7 and later).
        case badGolden(session: String, reason: String)
        /// The golden's outcome code (`schema.sql`, migration 5) is not the code of its text. A
        /// run compares such a golden as text, slower.
        case staleCode(session: String, StaleCode)
    }

    /// How a golden's stored code is not its text's.
    public enum StaleCode: Equatable, Sendable {
        /// None: another program wrote the text.
        case missing
        /// Of another layout (`OutcomeCode.version`): another gesture-replay version made it.
        case otherLayout
        /// Of this layout, but not the text's: another program wrote it.
        case different
    }

    /// What `repair()` did.
    public struct Repairs: Equatable, Sendable {
        public var orphanRowsDeleted = 0
        /// Goldens whose outcome code was made again from their text.
        public var codesRemade = 0

        public init(orphanRowsDeleted: Int = 0, codesRemade: Int = 0) {
            self.orphanRowsDeleted = orphanRowsDeleted
            self.codesRemade = codesRemade
        }
    }

    /// Every problem of the store, in a stable order: damage first (when
    /// the file is damaged the other checks are not run), then orphan rows,
    /// sessions. Reads one snapshot.
    ///
    /// `integrityChecked`: the caller has just found the file sound
    /// (`openForRepair(path:)` did), so `PRAGMA integrity_check`, which
    /// reads every page (2.1 s for the benchmark's 393 MB database of 10,000
    /// sessions, with the file in the page cache), is not run a second time.
    ///
    /// `eachGolden` is handed every golden that decodes, by session name, as the check of
    /// goldens reads it: a caller that looks into goldens (`check`'s recognizer names) reads
    /// and decodes none a second time. (On a file that is damaged, no golden is read.)
    public func problems(
        integrityChecked: Bool = false, eachGolden: ((_ session: String, StoredGolden) -> Void)? = nil
    ) throws -> [Problem] {
        try connection.readTransaction {
            if !integrityChecked {
                let damage = try Self.damage(of: connection)
                if !damage.isEmpty { return damage }
            }
            var problems = try orphans().map { Problem.orphanRows(table: $0.table, parent: $0.parent, count: $0.count) }
            problems += try sessionSampleProblems()
            problems += try goldenProblems(eachGolden)
            problems += try codeProblems()
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
    public static func openForRepair(path: String, history: String? = nil) throws -> RepairOpening {
        try openForRepair(path: path, history: history, migrations: Schema.migrations)
    }

    /// `openForRepair(path:)` with other migration steps than `schema.sql`'s (tests of an
    /// older schema).
    package static func openForRepair(path: String, history: String? = nil, migrations: [Migration]) throws
        -> RepairOpening
    {
        try DatabaseFile.check(path, forWriting: true)
        if FileManager.default.fileExists(atPath: path) {
            let damage: [Problem]
            do {
                damage = try Self.damage(of: Connection(path: path, readOnly: true))
            } catch let error as SQLiteError where error.code == SQLiteError.readOnlyRollback {
                // A command was killed while it wrote: a connection that may write rolls its
                // journal back on opening; the file is then checked as the last whole command left it.
                damage = try Self.damage(of: Connection(path: path, journal: .rollback))
            }
            if !damage.isEmpty { return .damaged(damage) }
        }
        return .sound(try open(path: path, history: history, migrations: migrations))
    }

    /// Deletes orphan rows, in one transaction.
    public func repair() throws -> Repairs {
        try connection.transaction {
            var repairs = Repairs()
            for orphan in try orphans() {
                try connection.execute(
                    "DELETE FROM \(orphan.table) WHERE \(orphan.column) NOT IN (SELECT \(orphan.key) FROM \(orphan.parent))"
                )
                repairs.orphanRowsDeleted += Int(connection.changes)
            }
            if storesCodes {
                // Each text parsed once, into a temporary table; only the codes that differ change.
                try connection.execute(
                    "CREATE TEMP TABLE made AS SELECT g.session_id, \(Self.codeOfText) AS code FROM goldens g")
                defer { try? connection.execute("DROP TABLE temp.made") }
                try connection.execute(
                    "DELETE FROM golden_codes WHERE session_id NOT IN (SELECT session_id FROM made WHERE code IS NOT NULL)"
                )
                repairs.codesRemade = Int(connection.changes)
                try connection.execute(
                    """
                    INSERT OR REPLACE INTO golden_codes (session_id, code)
                    SELECT m.session_id, m.code FROM made m
                    WHERE m.code IS NOT NULL AND m.code IS NOT (SELECT c.code FROM golden_codes c WHERE c.session_id = m.session_id)
                    """)
                repairs.codesRemade += Int(connection.changes)
            }
            return repairs
        }
    }

    // MARK: - The checks

    /// What `PRAGMA integrity_check` finds wrong with `connection`'s database; nothing when it is sound.
    static func damage(of connection: Connection) throws -> [Problem] {
        try connection.rows("PRAGMA integrity_check") { $0.text(at: 0) ?? "" }.filter { $0 != "ok" }.map(
            Problem.damaged)
    }

    /// A child table's column and the parent table it refers to: every
    /// foreign key of the schema.
    private static let references: [(table: String, column: String, parent: String, key: String)] = [
        ("session_samples", "session_id", "sessions", "id"),
        ("session_observations", "session_id", "sessions", "id"),
        ("goldens", "session_id", "sessions", "id"),
        ("golden_codes", "session_id", "goldens", "session_id"),  // schema 5 and later
    ]

    /// The references of this file's schema.
    private var references: [(table: String, column: String, parent: String, key: String)] {
        Self.references.filter { storesCodes || $0.table != "golden_codes" }
    }

    /// Rows whose parent row is gone (possible only when something wrote the
    /// file with foreign keys off), counted per table.
    private func orphans() throws -> [(table: String, column: String, parent: String, key: String, count: Int)] {
        var found: [(table: String, column: String, parent: String, key: String, count: Int)] = []
        for reference in references {
            let count =
                try connection.firstRow(
                    "SELECT count(*) FROM \(reference.table) WHERE \(reference.column) NOT IN (SELECT \(reference.key) FROM \(reference.parent))",
                    [], { $0.int(at: 0) }) ?? 0
            if count > 0 { found.append((reference.table, reference.column, reference.parent, reference.key, count)) }
        }
        return found
    }

    /// A golden's code as its text makes it (NULL for one that has none), in a query over `goldens g`.
    private static let codeOfText = "outcome_code(g.outcome, g.origin)"

    /// Goldens whose stored code is not the one their text makes (or that have one they should not).
    private func codeProblems() throws -> [Problem] {
        guard storesCodes else { return [] }  // an older file, read as it is: the schema problem says it
        return try connection.rows(
            """
            SELECT s.name, c.code FROM goldens g JOIN sessions s ON s.id = g.session_id
            LEFT JOIN golden_codes c ON c.session_id = g.session_id
            WHERE c.code IS NOT \(Self.codeOfText) ORDER BY s.name
            """, []
        ) { row in
            let code = row.blob(at: 1)
            let stale: StaleCode =
                if let code { OutcomeCode.isCurrent(code) ? .different : .otherLayout } else { .missing }
            return Problem.staleCode(session: row.text(at: 0) ?? "", stale)
        }
    }

    /// Goldens whose stored blob does not decode: every one is decompressed and decoded, and
    /// handed to `eachGolden` when it decodes (a golden of schema 6 or older, kept as text, is
    /// handed as its text).
    private func goldenProblems(_ eachGolden: ((String, StoredGolden) -> Void)?) throws -> [Problem] {
        guard storesCompactGoldens || eachGolden != nil else { return [] }
        var problems: [Problem] = []
        let statement = try connection.makeStatement(
            "SELECT s.name, g.outcome FROM goldens g JOIN sessions s ON s.id = g.session_id ORDER BY s.name")
        while try statement.step() {
            let name = statement.text(at: 0) ?? ""
            do {
                guard storesCompactGoldens else {
                    eachGolden?(name, .text(String(decoding: statement.blob(at: 1) ?? [], as: UTF8.self)))
                    continue
                }
                let bytes = try statement.withBlob(at: 1) { stored throws(StoreError) in
                    try GoldenBlob.uncompressed(stored, session: name, decompressor: decompressor)
                }
                // Decoded first: `eachGolden?(…)` would not evaluate its arguments without a caller.
                let stored = try GoldenBlob.stored(bytes, session: name)
                eachGolden?(name, stored)
            } catch let error as StoreError {
                if case .corruptGolden(_, let reason) = error {
                    problems.append(.badGolden(session: name, reason: reason))
                }
            }
        }
        return problems
    }

    /// Sessions without a samples row, or whose samples do not decode or do
    /// not match the counts, duration and touch count stored beside them.
    private func sessionSampleProblems() throws -> [Problem] {
        typealias Column = SampleCheckColumn
        let statement = try connection.makeStatement(
            """
            SELECT \(Column.list)
            FROM sessions s LEFT JOIN session_samples b ON b.session_id = s.id
            ORDER BY s.name
            """)
        var problems: [Problem] = []
        while try statement.step() {
            let name = statement.text(at: Column.name) ?? ""
            func problem(_ reason: String) { problems.append(.badSamples(session: name, reason: reason)) }
            guard !statement.isNull(at: Column.samples) else {
                problem("its samples are missing")
                continue
            }
            let samples: [TouchSample]
            do {
                samples = try statement.withBlob(at: Column.samples) {
                    try SampleBlob.decode($0, session: name, decompressor: decompressor)
                }
            } catch let error as StoreError {
                if case .corruptSamples(_, let reason) = error { problem(reason) } else { problem(error.description) }
                continue
            }
            let stored = (
                count: statement.int(at: Column.sampleCount), duration: statement.int64(at: Column.duration),
                touches: statement.int(at: Column.touchCount)
            )
            let touches = samples.reduce(0) { $0 + ($1.phase == .began ? 1 : 0) }
            let duration = samples.last?.time.nanoseconds ?? 0
            if samples.count != stored.count {
                problem("\(samples.count) samples stored, but its row says \(stored.count)")
            } else if duration != stored.duration || touches != stored.touches {
                problem(
                    "its samples last \(Instant(nanoseconds: duration)) s with \(touches) touches, but its row says \(Instant(nanoseconds: stored.duration)) s with \(stored.touches)"
                )
            }
        }
        return problems
    }
}

/// The columns the samples check (`Store.problems(integrityChecked:)`) selects and reads.
private enum SampleCheckColumn: Int32, SelectColumns {
    case name, sampleCount, duration, touchCount, samples

    var sql: String {
        switch self {
        case .name: "s.name"
        case .sampleCount: "s.sample_count"
        case .duration: "s.duration_ns"
        case .touchCount: "s.touch_count"
        case .samples: "b.samples"
        }
    }
}
