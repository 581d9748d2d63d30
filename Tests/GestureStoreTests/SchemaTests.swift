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
        #expect(Array(file) == Array(Schema.sql.utf8),
                "schema.sql changed: regenerate Sources/GestureStore/Schema+SQL.swift (command in its header)")
    }

    @Test("schema.sql holds version 1, the initial schema, version 2, which drops the session-first index, and version 3, scene files")
    func migrationSteps() {
        #expect(Schema.migrations.map(\.version) == [1, 2, 3])
        #expect(Schema.migrations.map(\.title) == ["initial schema", "no session-first index on results", "where each scene file was imported from"])
        #expect(Schema.version == 3)
    }

    @Test("a new database has the tables and indexes of schema.sql, version 3 and the GRPY application id")
    func newDatabase() throws {
        let store = try Store.inMemory()
        let objects = try store.connection.rows(
            "SELECT type, name FROM sqlite_schema WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name"
        ) { "\($0.text(at: 0) ?? "") \($0.text(at: 1) ?? "")" }
        #expect(objects == [
            "index sessions_by_scene",
            "table goldens", "table results", "table runs", "table scenes", "table session_observations",
            "table session_samples", "table sessions",
        ])
        #expect(try store.schemaVersion() == 3)
        #expect(try store.connection.pragma("application_id") == .integer(0x4752_5059))
    }

    @Test("every foreign key of the schema has an index on its columns")
    func foreignKeysAreIndexed() throws {
        let store = try Store.inMemory()
        let tables = try store.connection.rows("SELECT name FROM sqlite_schema WHERE type = 'table'") { $0.text(at: 0) ?? "" }
        for table in tables {
            let keys = try store.connection.rows("SELECT \"from\" FROM pragma_foreign_key_list(?)", [table]) {
                $0.text(at: 0) ?? ""
            }
            for column in keys {
                // An index (or the primary key) whose first column is the key.
                let leading = try store.connection.rows(
                    """
                    SELECT i.name FROM pragma_index_list(?1) i
                    WHERE (SELECT name FROM pragma_index_info(i.name) WHERE seqno = 0) = ?2
                    """, [table, column]) { $0.text(at: 0) ?? "" }
                let isRowID = try store.connection.firstValue(
                    "SELECT pk FROM pragma_table_info(?1) WHERE name = ?2 AND type = 'INTEGER'", [table, column])
                #expect(!leading.isEmpty || isRowID == .integer(1), "\(table).\(column) is not indexed")
            }
        }
    }
}

@Suite struct MigrationTests {
    @Test("a schema file splits into numbered steps; text before the first is commentary")
    func splitsSteps() {
        let text = "-- about\n-- migration 1: first\nCREATE TABLE a (x);\n-- migration 2: second\nCREATE TABLE b (x);\n"
        #expect(Migration.steps(of: text) == [
            Migration(version: 1, title: "first", sql: "CREATE TABLE a (x);"),
            Migration(version: 2, title: "second", sql: "CREATE TABLE b (x);\n"),
        ])
    }

    @Test("steps numbered out of order are refused", arguments: [
        "-- migration 2: two\nSELECT 1;", "-- migration 1: one\n-- migration 1: again\n", "-- migration 1: one\n-- migration 3: three\n",
    ])
    func refusesMisnumberedSteps(_ text: String) {
        #expect(Migration.steps(of: text) == nil)
    }
}
