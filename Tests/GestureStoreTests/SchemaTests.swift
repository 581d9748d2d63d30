import Foundation
import Testing

@testable import GestureStore

@Suite struct SchemaTests {
    /// `schema.sql` at the top of the repository.
    static let schemaFile = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("schema.sql")

    @Test("the embedded schema is schema.sql, byte for byte")
    func embeddedTextIsTheFile() throws {
        let file = try Data(contentsOf: Self.schemaFile)
        #expect(
            Array(file) == Array(Schema.sql.utf8),
            "schema.sql changed: regenerate Sources/GestureStore/Store/Schema+SQL.swift (command in its header)")
    }

    @Test(
        "schema.sql holds version 1, the initial schema, 2, which drops the session-first index, 3, which moves run history out, 4, scene files, 5, outcome codes, 6, retired sessions, 7, compact goldens and samples, and 8, compressed goldens and samples"
    )
    func migrationSteps() {
        #expect(Schema.migrations.map(\.version) == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(
            Schema.migrations.map(\.title) == [
                "initial schema", "no session-first index on results", "run history moves to its own store",
                "where each scene file was imported from", "each approved golden's outcome code",
                "sessions a person retired", "goldens and samples in compact form", "goldens and samples compressed",
            ])
        #expect(Schema.version == 8)
    }

    @Test(
        "a new database has the tables and index of schema.sql, version 8 and the GRPY application id, and no run history"
    )
    func newDatabase() throws {
        let store = try Store.inMemory()
        let objects = try store.connection.rows(
            "SELECT type, name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
        ) { "\($0.text(at: 0) ?? "") \($0.text(at: 1) ?? "")" }
        #expect(
            objects == [
                "index sessions_by_scene",
                "table goldens", "table scenes", "table session_observations", "table session_samples",
                "table sessions",
            ])
        #expect(try store.schemaVersion() == 8)
        #expect(try store.connection.pragma("application_id") == .integer(0x4752_5059))
    }

    @Test(
        "every foreign key of the schema and of the history store's has an index on its columns",
        arguments: ["schema.sql", "history.sql"])
    func foreignKeysAreIndexed(_ schema: String) throws {
        let connection = schema == "schema.sql" ? try Store.inMemory().connection : try History.inMemory().connection
        let tables = try connection.rows("SELECT name FROM sqlite_schema WHERE type = 'table'") { $0.text(at: 0) ?? "" }
        for table in tables {
            let keys = try connection.rows("SELECT \"from\" FROM pragma_foreign_key_list(?)", [table]) {
                $0.text(at: 0) ?? ""
            }
            for column in keys {
                // An index (or the primary key) whose first column is the key.
                let leading = try connection.rows(
                    """
                    SELECT i.name FROM pragma_index_list(?1) i
                    WHERE (SELECT name FROM pragma_index_info(i.name) WHERE seqno = 0) = ?2
                    """, [table, column]
                ) { $0.text(at: 0) ?? "" }
                let isRowID = try connection.firstValue(
                    "SELECT pk FROM pragma_table_info(?1) WHERE name = ?2 AND type = 'INTEGER'", [table, column])
                #expect(!leading.isEmpty || isRowID == .integer(1), "\(table).\(column) is not indexed")
            }
        }
    }
}

/// The history store's schema, `history.sql`, beside `schema.sql`.
@Suite struct HistorySchemaTests {
    static let historyFile = SchemaTests.schemaFile.deletingLastPathComponent().appendingPathComponent("history.sql")

    @Test("the embedded history schema is history.sql, byte for byte")
    func embeddedTextIsTheFile() throws {
        let file = try Data(contentsOf: Self.historyFile)
        #expect(
            Array(file) == Array(HistorySchema.sql.utf8),
            "history.sql changed: regenerate Sources/GestureStore/History/HistorySchema+SQL.swift (command in its header)")
    }

    @Test(
        "history.sql holds version 1, runs and results; 2, each result's smallest margin; 3, the model/device difference status; 4, the results files collect took; readers of each read the one before"
    )
    func migrationSteps() {
        #expect(HistorySchema.migrations.map(\.version) == [1, 2, 3, 4])
        #expect(
            HistorySchema.migrations.map(\.title) == [
                "runs and results", "each result's smallest margin", "the model/device difference status",
                "results files taken by collect",
            ])
        #expect(HistorySchema.migrations.map(\.leavesReadersUnchanged) == [false, true, true, true])
        #expect(HistorySchema.version == 4)
    }

    @Test(
        "a new history store has runs, results and collected files, version 4, the GRPH application id and write-ahead logging"
    )
    func newStore() throws {
        let file = try TemporaryDatabase("gestures.history.sqlite")
        let history = try History.open(path: file.path)
        let objects = try history.connection.rows(
            "SELECT type, name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
        ) { "\($0.text(at: 0) ?? "") \($0.text(at: 1) ?? "")" }
        #expect(
            objects == ["index collected_files_by_run", "table collected_files", "table results", "table runs"])
        #expect(try history.schemaVersion() == 4)
        #expect(try history.connection.pragma("application_id") == .integer(0x4752_5048))
        #expect(try history.connection.pragma("journal_mode") == .text("wal"))
    }

    @Test("a golden database is not a history store, nor a history store a golden database: each is refused, untouched")
    func storesRefuseEachOther() throws {
        let golden = try TemporaryDatabase()
        _ = try Store.open(path: golden.path)
        let history = try TemporaryDatabase("gestures.history.sqlite")
        _ = try History.open(path: history.path)
        for readOnly in [false, true] {
            #expect(throws: StoreError.notHistoryStore(path: golden.path)) {
                try History.open(path: golden.path, readOnly: readOnly)
            }
            #expect(throws: StoreError.notGestureReplayDatabase(path: history.path)) {
                try Store.open(path: history.path, readOnly: readOnly)
            }
        }
        #expect(try Store.open(path: golden.path, readOnly: true).schemaVersion() == Schema.version)
        #expect(try History.open(path: history.path, readOnly: true).schemaVersion() == HistorySchema.version)
    }

    @Test(
        "the default history store of NAME.sqlite is .gesture-replay/NAME.history.sqlite beside it, in a folder git ignores"
    )
    func defaultPath() throws {
        #expect(
            History.defaultPath(forDatabase: "recordings/gestures.sqlite")
                == "recordings/.gesture-replay/gestures.history.sqlite")
        #expect(History.defaultPath(forDatabase: "gestures.sqlite") == ".gesture-replay/gestures.history.sqlite")
        #expect(History.defaultPath(forDatabase: "/tmp/a/suite") == "/tmp/a/.gesture-replay/suite.history.sqlite")
        let file = try TemporaryDatabase()
        let path = History.defaultPath(forDatabase: file.path)
        _ = try History.open(path: path)
        let ignore = try String(
            contentsOf: file.directory.appendingPathComponent(".gesture-replay/.gitignore"), encoding: .utf8)
        #expect(ignore.split(separator: "\n").contains("*"))
    }
}

@Suite struct MigrationTests {
    @Test("a schema file splits into numbered steps; text before the first is commentary")
    func splitsSteps() {
        let text = "-- about\n-- migration 1: first\nCREATE TABLE a (x);\n-- migration 2: second\nCREATE TABLE b (x);\n"
        #expect(
            Migration.steps(of: text) == [
                Migration(version: 1, title: "first", sql: "CREATE TABLE a (x);"),
                Migration(version: 2, title: "second", sql: "CREATE TABLE b (x);\n"),
            ])
    }

    @Test(
        "steps numbered out of order are refused",
        arguments: [
            "-- migration 2: two\nSELECT 1;", "-- migration 1: one\n-- migration 1: again\n",
            "-- migration 1: one\n-- migration 3: three\n",
        ])
    func refusesMisnumberedSteps(_ text: String) {
        #expect(Migration.steps(of: text) == nil)
    }
}
