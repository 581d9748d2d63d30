import Foundation
import Testing
@testable import GestureStore
import GestureModel
import GestureReplay

@Suite struct MigratorTests {
    /// The step a later gesture-replay might add next.
    static let addNote = Migration(version: Schema.version + 1, title: "session notes", sql: "ALTER TABLE sessions ADD COLUMN note TEXT;")
    static let session = TouchSession(name: "tap", scene: "tap-or-double-tap", samples: [
        TouchSample(time: .zero, touch: 1, phase: .began, x: 10, y: 20),
        TouchSample(time: Instant(nanoseconds: 80_000_000), touch: 1, phase: .ended, x: 10, y: 20),
    ])

    @Test("opening a file creates the schema once; opening it again keeps the data")
    func createsOnce() throws {
        let file = try TemporaryDatabase()
        try Store.open(path: file.path).insertSession(Self.session, source: SessionSource(format: .touchlog))
        let store = try Store.open(path: file.path)
        #expect(try store.schemaVersion() == Schema.version)
        #expect(try store.session(named: "tap") == Self.session)
    }

    @Test("a later step upgrades a database of today's version and keeps its data")
    func upgrades() throws {
        let file = try TemporaryDatabase()
        try Store.open(path: file.path).insertSession(Self.session, source: SessionSource(format: .touchlog))
        let store = try Store.open(path: file.path, migrations: Schema.migrations + [Self.addNote])
        #expect(try store.schemaVersion() == Schema.version + 1)
        #expect(try store.session(named: "tap") == Self.session)
        #expect(try store.connection.firstValue("SELECT count(*) FROM pragma_table_info('sessions') WHERE name = 'note'") == .integer(1))
    }

    @Test("a step that fails half-way leaves the database at the version before it, without any of its changes")
    func failedStepRollsBack() throws {
        let file = try TemporaryDatabase()
        try Store.open(path: file.path).insertSession(Self.session, source: SessionSource(format: .touchlog))
        let before = try Connection(path: file.path).snapshot()
        let broken = Migration(version: Schema.version + 1, title: "broken", sql: """
            ALTER TABLE sessions ADD COLUMN note TEXT;
            UPDATE sessions SET note = 'seen';
            INSERT INTO no_such_table VALUES (1);
            """)
        let error = try #require(throws: SQLiteError.self) {
            try Store.open(path: file.path, migrations: Schema.migrations + [broken])
        }
        #expect(error.message == "no such table: no_such_table")
        #expect(try Connection(path: file.path).snapshot() == before)
        #expect(try Store.open(path: file.path).schemaVersion() == Schema.version)
    }

    @Test("each step runs in its own transaction: a failing step keeps the one before it")
    func stepsCommitOneByOne() throws {
        let file = try TemporaryDatabase()
        let broken = Migration(version: Schema.version + 2, title: "broken", sql: "INSERT INTO no_such_table VALUES (1);")
        #expect(throws: SQLiteError.self) {
            try Store.open(path: file.path, migrations: Schema.migrations + [Self.addNote, broken])
        }
        let store = try Store.open(path: file.path, migrations: Schema.migrations + [Self.addNote])
        #expect(try store.schemaVersion() == Schema.version + 1)
    }

    @Test("a database written by a newer gesture-replay is refused with a message saying to upgrade")
    func refusesNewer() throws {
        let file = try TemporaryDatabase()
        let fourth = Migration(version: Schema.version + 2, title: "more", sql: "CREATE TABLE later (x INTEGER);")
        _ = try Store.open(path: file.path, migrations: Schema.migrations + [Self.addNote, fourth])
        for readOnly in [false, true] {
            let error = try #require(throws: StoreError.self) { try Store.open(path: file.path, readOnly: readOnly) }
            #expect(error == .newerSchema(path: file.path, found: Schema.version + 2, known: Schema.version))
            #expect(error.description
                == "\(file.path) was written by a newer gesture-replay (schema \(Schema.version + 2), this one knows \(Schema.version)): upgrade gesture-replay")
        }
    }

    @Test("an SQLite database of another program is refused, untouched")
    func refusesForeignDatabase() throws {
        let file = try TemporaryDatabase()
        try Connection(path: file.path).execute("CREATE TABLE photos (id INTEGER PRIMARY KEY)")
        let error = try #require(throws: StoreError.self) { try Store.open(path: file.path) }
        #expect(error == .notGestureReplayDatabase(path: file.path))
        #expect(try Connection(path: file.path).userVersion() == 0)
    }

    @Test("a read-only open of a database never opened for writing says how to upgrade it")
    func readOnlyNeedsMigratedDatabase() throws {
        let file = try TemporaryDatabase()
        _ = try Connection(path: file.path)
        let error = try #require(throws: StoreError.self) { try Store.open(path: file.path, readOnly: true) }
        #expect(error == .olderSchema(path: file.path, found: 0, known: Schema.version))
    }

    @Test("a read-only open reads a database short only of steps that leave readers unchanged, and refuses one short of any other")
    func readOnlyAcrossReaderNeutralSteps() throws {
        let file = try TemporaryDatabase()
        // Version 1, as the gesture-replay before schema.sql's migration 2 (which drops an index,
        // marked "-- readers: unchanged") left it.
        try Store.open(path: file.path, migrations: Array(Schema.migrations.prefix(1)))
            .insertSession(Self.session, source: SessionSource(format: .touchlog))
        #expect(Schema.migrations[1].leavesReadersUnchanged)
        let reader = try Store.open(path: file.path, readOnly: true)
        #expect(try reader.session(named: "tap") == Self.session)
        #expect(try reader.schemaVersion() == 1)  // read as it is: nothing written

        // Brought to today's version, then read by a gesture-replay one step ahead of it.
        _ = try Store.open(path: file.path)
        let dropIndex = Migration(version: Schema.version + 1, title: "no index", sql: """
            \(Migration.readersUnchangedMarker)
            DROP INDEX IF EXISTS sessions_by_scene;
            """)
        #expect(try Store.open(path: file.path, readOnly: true, migrations: Schema.migrations + [dropIndex])
            .session(named: "tap") == Self.session)
        // A step readers depend on (a new column they would read) is waited for.
        let error = try #require(throws: StoreError.self) {
            try Store.open(path: file.path, readOnly: true, migrations: Schema.migrations + [Self.addNote])
        }
        #expect(error == .olderSchema(path: file.path, found: Schema.version, known: Schema.version + 1))
    }

    @Test("a read-only store reads, and a write through it fails with SQLITE_READONLY")
    func readOnlyStore() throws {
        let file = try TemporaryDatabase()
        try Store.open(path: file.path).insertSession(Self.session, source: SessionSource(format: .touchlog))
        let reader = try Store.open(path: file.path, readOnly: true)
        #expect(try reader.session(named: "tap") == Self.session)
        let error = try #require(throws: SQLiteError.self) { try reader.deleteSession(named: "tap") }
        #expect(error.code & 0xff == 8)  // SQLITE_READONLY
    }
}
