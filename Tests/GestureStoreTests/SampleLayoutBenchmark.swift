import Foundation
import GestureModel
import GestureReplay
import Testing

@testable import GestureStore

/// Measures the sample BLOB of `schema.sql` against one row per sample.
/// Off by default; run with
///
///     GESTURE_STORE_BENCHMARK=2000 swift test --filter SampleLayoutBenchmark
///
/// (the number of sessions; each has 300 samples). It prints file sizes and
/// times, and checks only that both layouts read back the same sessions.
@Suite struct SampleLayoutBenchmark {
    static let sessionCount = Int(ProcessInfo.processInfo.environment["GESTURE_STORE_BENCHMARK"] ?? "") ?? 0

    /// Three fingers down, 98 moves each at 120 Hz, up: 300 samples; force on
    /// every other sample, as a device that reports it sometimes.
    static func session(_ index: Int) -> TouchSession {
        var samples: [TouchSample] = []
        for step in 0..<100 {
            for finger in 1...3 {
                let phase: Touch.Phase = step == 0 ? .began : step == 99 ? .ended : .moved
                samples.append(
                    TouchSample(
                        time: Instant(nanoseconds: Int64(step) * 8_333_333), touch: finger, phase: phase,
                        x: 100 + Double(finger * 40) + Double(step) * 0.75,
                        y: 200 + Double(step) * 1.25 + Double(index % 7),
                        force: step % 2 == 0 ? 0.5 + Double(step) / 200 : nil, majorRadius: step % 2 == 0 ? 6.5 : nil))
            }
        }
        return TouchSession(name: String(format: "session-%05d", index), scene: "scene", samples: samples)
    }

    static let rowsSchema = """
        CREATE TABLE sample_rows (
            session_id   INTEGER NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
            position     INTEGER NOT NULL,
            time_ns      INTEGER NOT NULL,
            touch        INTEGER NOT NULL,
            phase        INTEGER NOT NULL,
            x            REAL    NOT NULL,
            y            REAL    NOT NULL,
            force        REAL,
            major_radius REAL,
            PRIMARY KEY (session_id, position)
        ) STRICT, WITHOUT ROWID;
        """

    static let phases: [Touch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]

    @Test("BLOB per session against row per sample", .enabled(if: sessionCount > 0))
    func compareLayouts() throws {
        let clock = ContinuousClock()
        let directory = try TemporaryDatabase()
        let blobPath = directory.directory.appendingPathComponent("blob.sqlite").path
        let rowsPath = directory.directory.appendingPathComponent("rows.sqlite").path
        let sessions = (0..<Self.sessionCount).map(Self.session)

        // BLOB: the store as it is.
        let blobStore = try Store.open(path: blobPath)
        let blobWrite = try clock.measure {
            for session in sessions { try blobStore.insertSession(session, source: SessionSource(format: .touchlog)) }
        }

        // Rows: the same sessions with empty blobs, samples in sample_rows.
        let rowsStore = try Store.open(path: rowsPath)
        try rowsStore.connection.executeScript(Self.rowsSchema)
        let rowsWrite = try clock.measure {
            for session in sessions {
                var bare = session
                bare.samples = []
                try rowsStore.insertSession(bare, source: SessionSource(format: .touchlog))
                try rowsStore.connection.transaction {
                    let id = try #require(try rowsStore.sessionID(named: session.name))
                    let insert = try rowsStore.connection.cachedStatement(
                        "INSERT INTO sample_rows VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                    for (position, sample) in session.samples.enumerated() {
                        try insert.run([
                            id, position, sample.time.nanoseconds, sample.touch,
                            Self.phases.firstIndex(of: sample.phase) ?? 0, sample.x, sample.y, sample.force,
                            sample.majorRadius,
                        ])
                    }
                }
            }
        }

        // Read every session back, one at a time, as a replay does.
        var blobSessions: [TouchSession] = []
        let blobRead = try clock.measure {
            let reader = try Store.open(path: blobPath, readOnly: true)
            try reader.forEachSession { blobSessions.append($0) }
        }
        var rowsSessions: [TouchSession] = []
        let rowsRead = try clock.measure {
            let reader = try Store.open(path: rowsPath, readOnly: true)
            for name in try reader.sessionNames() {
                var session = try #require(try reader.session(named: name))
                let id = try #require(try reader.sessionID(named: name))
                session.samples = try reader.connection.rows(
                    """
                    SELECT time_ns, touch, phase, x, y, force, major_radius FROM sample_rows
                    WHERE session_id = ? ORDER BY position
                    """, [id]
                ) { row in
                    TouchSample(
                        time: Instant(nanoseconds: row.int64(at: 0)), touch: row.int(at: 1),
                        phase: Self.phases[row.int(at: 2)], x: row.double(at: 3), y: row.double(at: 4),
                        force: row.optionalDouble(at: 5), majorRadius: row.optionalDouble(at: 6))
                }
                rowsSessions.append(session)
            }
        }
        #expect(blobSessions == sessions)
        #expect(rowsSessions == sessions)

        for store in [blobStore, rowsStore] {
            try store.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        func size(_ path: String) throws -> Int {
            try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        }
        let samples = Self.sessionCount * 300
        print(
            """
            sample layouts, \(Self.sessionCount) sessions x 300 samples = \(samples) samples
              blob: file \(try size(blobPath)) bytes, write \(blobWrite), read all \(blobRead)
              rows: file \(try size(rowsPath)) bytes, write \(rowsWrite), read all \(rowsRead)
            """)
    }
}
