import Foundation

extension Store {
    /// Stores `outcome` as the expected outcome of the session named
    /// `session`, replacing the one stored; `StoreError.noSuchSession` when
    /// there is no such session.
    public func setGolden(session: String, outcome: String, origin: Golden.Origin, toolVersion: String) throws {
        try setGolden(Golden(session: session, outcome: outcome, origin: origin, toolVersion: toolVersion))
    }

    /// Stores `golden` as the expected outcome of its session, replacing the one stored, stamped
    /// now; `StoreError.noSuchSession` when there is no such session.
    public func setGolden(_ golden: Golden) throws {
        try connection.transaction {
            guard let id = try sessionID(named: golden.session) else {
                throw StoreError.noSuchSession(name: golden.session)
            }
            try writeGolden(sessionID: id, golden, at: now().millisecondsSince1970)
        }
    }

    /// The golden of the session named `session`, or nil.
    public func golden(for session: String) throws -> Golden? {
        try connection.firstRow("\(Self.goldenSelect) WHERE s.name = ?", [session], golden)
    }

    /// Every golden, by session name.
    public func goldens() throws -> [Golden] {
        var goldens: [Golden] = []
        try forEachGolden { golden, _ in goldens.append(golden) }
        return goldens
    }

    /// Every golden, by session name, handed to `body` with its session's scene as it is read,
    /// in one read transaction: what `goldens` (the git diff driver) prints, one golden in
    /// memory at a time.
    public func forEachGolden(_ body: (Golden, _ scene: String) throws -> Void) throws {
        try connection.readTransaction {
            let statement = try connection.makeStatement("\(Self.goldenSelect) ORDER BY s.name")
            while try statement.step() {
                try body(try golden(statement), statement.text(at: GoldenColumn.scene) ?? "")
            }
        }
    }

    /// Deletes the golden of the session named `session`; false when it had none.
    @discardableResult
    public func deleteGolden(for session: String) throws -> Bool {
        try connection.transaction {
            try connection.execute(
                "DELETE FROM goldens WHERE session_id = (SELECT id FROM sessions WHERE name = ?)", [session])
            return connection.changes > 0
        }
    }

    /// Inserts or replaces a golden, stamped `milliseconds` (its own `approvedAt` is not read),
    /// inside the caller's transaction, as its `GoldenBlob` (`schema.sql`, migrations 7 and 8): its
    /// code, the golden's own (`Golden.code`) or else made from its text, or its text, compressed;
    /// or as `stored`, that blob made ahead (`storedBlob(of:with:)`).
    func writeGolden(sessionID: Int64, _ golden: Golden, at milliseconds: Int64, stored: [UInt8]? = nil) throws {
        try connection.execute(
            """
            INSERT INTO goldens (session_id, outcome, origin, approved_at_ms, tool_version) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (session_id) DO UPDATE SET
                outcome = excluded.outcome, origin = excluded.origin,
                approved_at_ms = excluded.approved_at_ms, tool_version = excluded.tool_version
            """,
            [
                sessionID, stored ?? Self.storedBlob(of: golden, with: compressor), golden.origin.rawValue,
                milliseconds, golden.toolVersion,
            ])
    }

    /// The blob `golden` is stored as (`GoldenBlob`, compressed), made with `compressor` on any
    /// thread: what an import's workers make ahead of its one writing thread.
    package static func storedBlob(of golden: Golden, with compressor: Compressor) -> [UInt8] {
        GoldenBlob.compressed(golden.code ?? GoldenBlob.encode(text: golden.bytes), with: compressor)
    }

    private static let goldenSelect =
        "SELECT \(GoldenColumn.list) FROM goldens g JOIN sessions s ON s.id = g.session_id"

    /// The golden in `row`, its text rendered from its blob in a file of schema 7 or later.
    private func golden(_ row: Statement) throws -> Golden {
        typealias Column = GoldenColumn
        let session = row.text(at: Column.session) ?? ""
        return Golden(
            session: session, bytes: try outcomeText(row, at: Column.outcome, session: session).text,
            origin: Self.origin(row, at: Column.origin),
            approvedAt: Date(millisecondsSince1970: row.int64(at: Column.approvedAt)),
            toolVersion: row.text(at: Column.toolVersion) ?? "")
    }

    /// The `goldens.outcome` in `column` of `row`: a `GoldenBlob` decompressed and decoded, or, in
    /// a file of schema 6 or older, the text as it is.
    func outcomeText(_ row: Statement, at column: some ColumnIndex, session: String) throws -> GoldenBlob.Decoded {
        guard storesCompactGoldens else { return GoldenBlob.Decoded(text: row.blob(at: column) ?? [], code: nil) }
        let bytes = try row.withBlob(at: column) { stored throws(StoreError) in
            try GoldenBlob.uncompressed(stored, session: session, decompressor: decompressor)
        }
        return try GoldenBlob.decode(bytes, session: session)
    }

    /// The `goldens.origin` in `column` of `row`.
    static func origin(_ row: Statement, at column: some ColumnIndex) -> Golden.Origin {
        row.checkedCase(at: column, of: "goldens.origin")
    }
}

/// The columns `Store.golden(for:)` and `forEachGolden(_:)` select and read.
private enum GoldenColumn: Int32, SelectColumns {
    case session, outcome, origin, approvedAt, toolVersion, scene

    var sql: String {
        switch self {
        case .scene: "s.scene"
        case .session: "s.name"
        case .outcome: "g.outcome"
        case .origin: "g.origin"
        case .approvedAt: "g.approved_at_ms"
        case .toolVersion: "g.tool_version"
        }
    }
}
