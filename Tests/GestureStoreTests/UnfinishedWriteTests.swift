import Foundation
import Testing

@testable import GestureStore

/// A golden database as a killed write leaves it: the file and its hot rollback journal. Made
/// by copying both while a write transaction is open and has spilled to the file (a small page
/// cache forces it), which is what a process killed at that moment leaves behind.
@Suite struct UnfinishedWriteTests {
    static func killedWrite() throws -> (TemporaryDatabase, String) {
        let original = try TemporaryDatabase()
        _ = try Store.open(path: original.path)
        let writer = try Connection(path: original.path, journal: .rollback)
        try writer.execute("PRAGMA cache_size = 2")
        try writer.execute("BEGIN IMMEDIATE")
        try writer.execute("CREATE TABLE scratch (bytes BLOB)")
        for _ in 0..<64 { try writer.execute("INSERT INTO scratch VALUES (randomblob(4096))") }
        let copy = try TemporaryDatabase()
        let files = FileManager.default
        try files.copyItem(atPath: original.path, toPath: copy.path)
        try files.copyItem(atPath: original.path + "-journal", toPath: copy.path + "-journal")
        try writer.execute("ROLLBACK")
        return (copy, copy.path + "-journal")
    }

    @Test("a read-only open names the unfinished write and its journal, whatever statement meets it first")
    func readOnly() throws {
        let (database, journal) = try Self.killedWrite()
        #expect(throws: StoreError.unfinishedWrite(database: database.path, journal: journal)) {
            try Store.open(path: database.path, readOnly: true)
        }
        #expect(FileManager.default.fileExists(atPath: journal))  // nothing changed
    }

    @Test(
        "opened for writing, the unfinished write is rolled back and the database is as the last whole command left it")
    func rolledBack() throws {
        let (database, journal) = try Self.killedWrite()
        let store = try Store.open(path: database.path)
        #expect(try store.schemaVersion() == Schema.version)
        #expect(
            try store.connection.firstValue("SELECT count(*) FROM sqlite_schema WHERE name = 'scratch'") == .integer(0))
        #expect(!FileManager.default.fileExists(atPath: journal))
    }
}
