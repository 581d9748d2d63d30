import Foundation
import GestureModel
import GestureReplay

extension Store {
    /// Stores `session` with its samples and device observations (and
    /// `golden` and its `scene`, read from `sceneFile`, as `upsertScene` would, if given)
    /// in one transaction: all of it or nothing.
    ///
    /// A session with the same name is an error (`StoreError.sessionExists`)
    /// unless `replacing`. Replacing stores the new recording in place of the
    /// old one but keeps the old session's golden unless `golden` outranks it
    /// (an approved golden outranks any; a device golden only a device golden):
    /// the next run then compares the new touches with what was approved.
    /// Returns the golden kept that way, or nil.
    @discardableResult
    public func insertSession(
        _ session: TouchSession, source: SessionSource, replacing: Bool = false, golden: Golden? = nil,
        scene: (name: String, version: Int, spec: StoredScene.Spec)? = nil, sceneFile: String? = nil
    ) throws -> Golden? {
        try insertSession(
            session, source: source, replacing: replacing, golden: golden, scene: scene, sceneFile: sceneFile,
            made: (samples: nil, golden: nil))
    }

    /// `insertSession(_:source:replacing:golden:scene:sceneFile:)` with the blobs of the session's
    /// samples (`SampleBlob.encodeCompressed(_:with:)`) and of `golden` (`storedBlob(of:with:)`)
    /// when `made` ahead, on another thread (an import's workers): this thread only stores them.
    package func insertSession(
        _ session: TouchSession, source: SessionSource, replacing: Bool = false, golden: Golden? = nil,
        scene: (name: String, version: Int, spec: StoredScene.Spec)? = nil, sceneFile: String? = nil,
        made: (samples: [UInt8]?, golden: [UInt8]?)
    ) throws -> Golden? {
        let samples = made.samples ?? SampleBlob.encodeCompressed(session.samples, with: compressor)
        let importedAt = now().millisecondsSince1970
        return try connection.transaction {
            var kept: Golden?
            if let existing = try sessionID(named: session.name) {
                guard replacing else { throw StoreError.sessionExists(name: session.name) }
                if let stored = try self.golden(for: session.name),
                    golden == nil || (stored.origin == .approved && golden?.origin != .approved)
                {
                    kept = stored
                }
                try connection.execute("DELETE FROM sessions WHERE id = ?", [existing])
            }
            if let scene {
                try writeScene(name: scene.name, version: scene.version, spec: scene.spec, file: sceneFile)
            }
            try connection.execute(
                """
                INSERT INTO sessions (name, scene, source_format, source_file, source_sha256, device,
                    screen_width, screen_height, screen_scale, recorded_at_ms, imported_at_ms,
                    duration_ns, touch_count, sample_count)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
                [
                    session.name, session.scene, source.format.rawValue, source.fileName, source.sha256, session.source,
                    session.screen?.width, session.screen?.height, session.screen?.scale,
                    source.recordedAt?.millisecondsSince1970, importedAt,
                    session.duration.nanoseconds, session.touchCount, session.samples.count,
                ])
            let id = connection.lastInsertRowID
            try connection.execute("INSERT INTO session_samples (session_id, samples) VALUES (?, ?)", [id, samples])
            let observation = try connection.cachedStatement(
                "INSERT INTO session_observations (session_id, position, time_ns, gesture, state) VALUES (?, ?, ?, ?, ?)"
            )
            for (position, observed) in session.observed.enumerated() {
                try observation.run([id, position, observed.time.nanoseconds, observed.gesture, observed.state])
            }
            if let kept {
                try writeGolden(sessionID: id, kept, at: (kept.approvedAt ?? now()).millisecondsSince1970)
            } else if let golden {
                try writeGolden(sessionID: id, golden, at: importedAt, stored: made.golden)
            }
            return kept
        }
    }

    /// The stored session named `name`, with its samples and device
    /// observations, or nil (read as a run reads it, `replayInput(named:)`).
    public func session(named name: String) throws -> TouchSession? {
        try replayInput(named: name, codes: false, withGolden: false)?.session
    }

    /// The names of the stored sessions (of `scene`, if given), in stable
    /// (byte) order: what a run iterates, or splits into shards.
    public func sessionNames(scene: String? = nil) throws -> [String] {
        if let scene {
            return try connection.rows("SELECT name FROM sessions WHERE scene = ? ORDER BY name", [scene]) {
                $0.text(at: 0) ?? ""
            }
        }
        return try connection.rows("SELECT name FROM sessions ORDER BY name") { $0.text(at: 0) ?? "" }
    }

    /// Reads the sessions named `names` (all, in name order, when nil) one
    /// at a time and passes each to `body`: the corpus is never in memory at
    /// once. A name without a session throws `StoreError.noSuchSession`.
    public func forEachSession(named names: [String]? = nil, _ body: (TouchSession) throws -> Void) throws {
        for name in try names ?? sessionNames() {
            guard let session = try session(named: name) else { throw StoreError.noSuchSession(name: name) }
            try body(session)
        }
    }

    /// Every stored session's summary, by name: what `list` shows.
    public func sessionSummaries() throws -> [SessionSummary] {
        try connection.rows("\(Self.summarySelect) ORDER BY s.name", [], Self.summary)
    }

    /// The summary of the session named `name`, or nil.
    public func sessionSummary(named name: String) throws -> SessionSummary? {
        try connection.firstRow("\(Self.summarySelect) WHERE s.name = ?", [name], Self.summary)
    }

    /// Deletes the session named `name` with its samples, observations and
    /// golden (its results stay in the run history); false when there was none.
    @discardableResult
    public func deleteSession(named name: String) throws -> Bool {
        try connection.transaction {
            try connection.execute("DELETE FROM sessions WHERE name = ?", [name])
            return connection.changes > 0
        }
    }

    /// The row id of the session named `name`.
    func sessionID(named name: String) throws -> Int64? {
        try connection.firstRow("SELECT id FROM sessions WHERE name = ?", [name]) { $0.int64(at: 0) }
    }

    private static let summarySelect = "SELECT \(SummaryColumn.list) FROM sessions s"

    private static func summary(_ row: Statement) -> SessionSummary {
        typealias Column = SummaryColumn
        let format: DumpFormat = row.checkedCase(at: Column.sourceFormat, of: "sessions.source_format")
        var screen: Screen?
        if let width = row.optionalDouble(at: Column.screenWidth),
            let height = row.optionalDouble(at: Column.screenHeight)
        {
            screen = Screen(width: width, height: height, scale: row.optionalDouble(at: Column.screenScale))
        }
        return SessionSummary(
            name: row.text(at: Column.name) ?? "", scene: row.text(at: Column.scene) ?? "",
            source: SessionSource(
                format: format, fileName: row.text(at: Column.sourceFile), sha256: row.text(at: Column.sourceSHA256),
                recordedAt: row.optionalInt64(at: Column.recordedAt).map(Date.init(millisecondsSince1970:))),
            device: row.text(at: Column.device), screen: screen,
            importedAt: Date(millisecondsSince1970: row.int64(at: Column.importedAt)),
            duration: Instant(nanoseconds: row.int64(at: Column.duration)), touchCount: row.int(at: Column.touchCount),
            sampleCount: row.int(at: Column.sampleCount),
            goldenOrigin: row.isNull(at: Column.goldenOrigin) ? nil : Store.origin(row, at: Column.goldenOrigin))
    }
}

/// The columns `Store.sessionSummaries()` and `sessionSummary(named:)` select and read.
private enum SummaryColumn: Int32, SelectColumns {
    case name, scene, sourceFormat, sourceFile, sourceSHA256, recordedAt, device
    case screenWidth, screenHeight, screenScale, importedAt, duration, touchCount, sampleCount, goldenOrigin

    var sql: String {
        switch self {
        case .name: "s.name"
        case .scene: "s.scene"
        case .sourceFormat: "s.source_format"
        case .sourceFile: "s.source_file"
        case .sourceSHA256: "s.source_sha256"
        case .recordedAt: "s.recorded_at_ms"
        case .device: "s.device"
        case .screenWidth: "s.screen_width"
        case .screenHeight: "s.screen_height"
        case .screenScale: "s.screen_scale"
        case .importedAt: "s.imported_at_ms"
        case .duration: "s.duration_ns"
        case .touchCount: "s.touch_count"
        case .sampleCount: "s.sample_count"
        case .goldenOrigin: "(SELECT g.origin FROM goldens g WHERE g.session_id = s.id)"
        }
    }
}
