import Foundation
import Testing

@testable import GestureStore

@Suite struct StoreCheckTests {
    @Test("problems(integrityChecked:) leaves out the integrity check a caller has just run, and only that")
    func integrityCheckedSkipsTheWholeFileRead() throws {
        let file = try TemporaryDatabase()
        do {
            let store = try Store.open(path: file.path)
            // Four free pages (a dropped table of three 3000-byte blobs and its root), written to
            // the file itself (rollback-journal mode). The new file's own free pages (those of the
            // run history's tables, made by migration 1 and dropped by migration 3) are vacuumed
            // away first.
            try store.connection.execute("VACUUM")
            #expect(try store.connection.firstValue("PRAGMA freelist_count") == .integer(0))
            try store.connection.executeScript(
                """
                CREATE TABLE filler (x);
                WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3)
                    INSERT INTO filler SELECT zeroblob(3000) FROM n;
                DROP TABLE filler;
                """)
            #expect(!FileManager.default.fileExists(atPath: file.path + "-wal"))
            #expect(try store.connection.firstValue("PRAGMA freelist_count") == .integer(4))
        }
        // The header's free-list trunk page and count (bytes 32–39) zeroed: the four pages
        // belong to nothing, which only integrity_check's read of every page notices.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file.path))
        bytes.replaceSubrange(32..<40, with: Data(count: 8))
        try bytes.write(to: URL(fileURLWithPath: file.path))

        let store = try Store.open(path: file.path, readOnly: true)
        let found = try store.problems()
        #expect(found.count == 1)
        guard case .damaged(let detail)? = found.first else {
            Issue.record("no damage found: \(found)")
            return
        }
        #expect(detail.contains("never used"), "\(detail)")
        // Everything but the integrity check: this file has nothing else wrong.
        #expect(try store.problems(integrityChecked: true) == [])
    }
}
