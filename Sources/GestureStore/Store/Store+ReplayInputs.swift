import Foundation
import GestureModel
import GestureReplay

/// What a run reads for one session: the session with its samples and
/// device observations, and its golden as stored, or only the golden's code.
public struct ReplayInput: Sendable {
    public var session: TouchSession
    /// Nil when the session has no golden, or when `code` stands for it.
    public var golden: Golden?
    /// The outcome code of its approved golden (`OutcomeCode`: the golden as stored, `schema.sql`
    /// migration 7, decompressed in a file of schema 8, or its code beside its text in a file of
    /// schema 5 or 6), when asked for
    /// (`replayInput(named:codes:)`) and stored in this build's layout: what a run compares, its
    /// text not rendered (`golden(for:)` renders it, for a replay that differs).
    public var code: [UInt8]?

    public init(session: TouchSession, golden: Golden?, code: [UInt8]? = nil) {
        self.session = session
        self.golden = golden
        self.code = code
    }
}

extension Store {
    /// The session named `name` with its golden, or nil when there is no
    /// such session (`Store.session(named:)` is this without the golden),
    /// read with one statement (the session's row, its
    /// samples and its golden are one join) in one read transaction. The
    /// device observations take a second query, made only for a session
    /// that has some.
    ///
    /// A run reads each session this way, inside a worker's `withReadSnapshot`, with `codes`:
    /// an approved golden stored as its code is read as its code alone (`ReplayInput.code`), its
    /// text not rendered; in a file of schema 5 or 6, SQLite reads none of its text's pages (the
    /// text's columns are selected only where there is no code). So does the benchmark's read
    /// floor.
    public func replayInput(named name: String, codes: Bool = false) throws -> ReplayInput? {
        try replayInput(named: name, codes: codes, withGolden: true)
    }

    /// `replayInput(named:codes:)`, its golden not read unless `withGolden` (`session(named:)`:
    /// a session whose golden does not decode is still read, and approved again).
    func replayInput(named name: String, codes: Bool, withGolden: Bool) throws -> ReplayInput? {
        try connection.readTransaction {
            let codesBeside = storesCodes && codes && !storesCompactGoldens
            let statement = try connection.cachedStatement(
                codesBeside ? Self.replayInputSelect : Self.replayInputSelectWithoutCodes)
            defer { statement.reset() }  // a statement left stepping would hold its read transaction open
            try statement.bind(.text(name), at: 1)
            guard try statement.step() else { return nil }
            // s.name = name (BINARY collation: the same bytes), so the name is not read back.
            typealias Column = ReplayInputColumn
            var session = TouchSession(name: name, scene: statement.text(at: Column.scene) ?? "")
            session.source = statement.text(at: Column.device)
            if let width = statement.optionalDouble(at: Column.screenWidth),
                let height = statement.optionalDouble(at: Column.screenHeight)
            {
                session.screen = Screen(
                    width: width, height: height, scale: statement.optionalDouble(at: Column.screenScale))
            }
            // Compressed blobs (schema 8) are decompressed here, in the reading thread: a run's worker.
            session.samples = try statement.withBlob(at: Column.samples) {
                try SampleBlob.decode($0, session: name, decompressor: decompressor)
            }
            var golden: Golden?
            var code: [UInt8]?
            if !withGolden {
                // Neither the golden nor its code.
            } else if storesCompactGoldens && !statement.isNull(at: Column.origin) {
                let origin = Self.origin(statement, at: Column.origin)
                let blob = try statement.withBlob(at: Column.outcome) { stored throws(StoreError) in
                    try GoldenBlob.uncompressed(stored, session: name, decompressor: decompressor)
                }
                if codes && origin == .approved && OutcomeCode.isCurrent(blob) {
                    code = blob  // compared as it is, its text not rendered
                } else {
                    golden = Golden(
                        session: name, bytes: try GoldenBlob.decode(blob, session: name).text, origin: origin,
                        approvedAt: Date(millisecondsSince1970: statement.int64(at: Column.approvedAt)),
                        toolVersion: statement.text(at: Column.toolVersion) ?? "")
                }
            } else if !statement.isNull(at: Column.code) {
                let stored = statement.withBlob(at: Column.code, [UInt8].init(copying:))
                // A code of another layout is not compared: the golden is read as text.
                if OutcomeCode.isCurrent(stored) { code = stored } else { golden = try self.golden(for: name) }
            } else if !statement.isNull(at: Column.origin) {
                golden = Golden(
                    session: name, bytes: statement.withBlob(at: Column.outcome, [UInt8].init(copying:)),
                    origin: Self.origin(statement, at: Column.origin),
                    approvedAt: Date(millisecondsSince1970: statement.int64(at: Column.approvedAt)),
                    toolVersion: statement.text(at: Column.toolVersion) ?? "")
            }
            if statement.int64(at: Column.hasObservations) != 0 {
                session.observed = try connection.rows(
                    "SELECT time_ns, gesture, state FROM session_observations WHERE session_id = ? ORDER BY position",
                    [statement.int64(at: Column.id)]
                ) { row in
                    ObservedGesture(
                        time: Instant(nanoseconds: row.int64(at: 0)), gesture: row.text(at: 1) ?? "",
                        state: row.text(at: 2) ?? "")
                }
            }
            return ReplayInput(session: session, golden: golden, code: code)
        }
    }

    private static let replayInputSelect = """
        SELECT \(ReplayInputColumn.list)
        FROM sessions s JOIN session_samples b ON b.session_id = s.id LEFT JOIN goldens g ON g.session_id = s.id
        LEFT JOIN golden_codes c ON c.session_id = s.id
        WHERE s.name = ?
        """

    /// The same without codes: for a file of schema 4 or older, which has no `golden_codes`, for
    /// one of schema 7 or later, where the golden is its code, and for a reader that wants the
    /// text.
    private static let replayInputSelectWithoutCodes = replayInputSelect.replacingOccurrences(
        of: "c.code", with: "NULL"
    ).replacingOccurrences(of: "\nLEFT JOIN golden_codes c ON c.session_id = s.id", with: "")
}

/// The columns `Store.replayInput(named:)` selects and reads.
private enum ReplayInputColumn: Int32, SelectColumns {
    case id, scene, device, screenWidth, screenHeight, screenScale, samples
    case outcome, origin, approvedAt, toolVersion, code, hasObservations

    var sql: String {
        switch self {
        case .id: "s.id"
        case .scene: "s.scene"
        case .device: "s.device"
        case .screenWidth: "s.screen_width"
        case .screenHeight: "s.screen_height"
        case .screenScale: "s.screen_scale"
        case .samples: "b.samples"
        // The golden's columns only where it has no code: SQLite then reads none of its pages.
        case .outcome: "CASE WHEN c.code IS NULL THEN g.outcome END"
        case .origin: "CASE WHEN c.code IS NULL THEN g.origin END"
        case .approvedAt: "CASE WHEN c.code IS NULL THEN g.approved_at_ms END"
        case .toolVersion: "CASE WHEN c.code IS NULL THEN g.tool_version END"
        case .code: "c.code"
        case .hasObservations: "EXISTS (SELECT 1 FROM session_observations o WHERE o.session_id = s.id)"
        }
    }
}
