import Foundation

@testable import GestureStore

/// A migration step killed part-way, as its tests make it: the step's statements, and the file
/// and hot journal a kill leaves after any number of them.
enum InterruptedMigration {
    /// The statements of `step`: each ends with a line, not a comment, that ends with a semicolon.
    static func statements(of step: Migration) -> [String] {
        var statements: [String] = []
        var lines: [Substring] = []
        for line in step.sql.split(separator: "\n") {
            let isComment = line.trimmingPrefix(while: \.isWhitespace).hasPrefix("--")
            if !isComment { lines.append(line) }
            if !isComment && line.hasSuffix(";") {
                statements.append(lines.joined(separator: "\n"))
                lines = []
            }
        }
        return statements
    }

    /// A copy of the database `make` writes (at the version before `step`), as a kill leaves it
    /// after the first `count` of `step`'s statements ran in the migrator's transaction (and,
    /// after all of them, its version was set): the file and its hot journal.
    static func copy(
        _ step: Migration, after count: Int, of make: (_ path: String) throws -> Void
    ) throws -> TemporaryDatabase {
        let statements = statements(of: step)
        let original = try TemporaryDatabase()
        try make(original.path)
        let copy = try TemporaryDatabase()
        // The migrator's own transaction, with the page cache too small to hold it: its pages
        // spill to the file as they change, as a large database's would.
        let writer = try Store.open(
            path: original.path, migrations: Array(Schema.migrations.prefix(step.version - 1)))
        try writer.connection.execute("PRAGMA cache_size = 2")
        try writer.connection.execute("BEGIN IMMEDIATE")
        for statement in statements.prefix(count) { try writer.connection.executeScript(statement) }
        if count == statements.count { try writer.connection.setUserVersion(step.version) }
        // What a kill now leaves: the file and its journal as they are.
        let files = FileManager.default
        try files.copyItem(atPath: original.path, toPath: copy.path)
        if files.fileExists(atPath: original.path + "-journal") {
            try files.copyItem(atPath: original.path + "-journal", toPath: copy.path + "-journal")
        }
        try writer.connection.execute("ROLLBACK")
        return copy
    }
}
