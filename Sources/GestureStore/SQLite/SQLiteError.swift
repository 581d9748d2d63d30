/// An error SQLite reported: its (extended) result code, its message read at
/// once from `sqlite3_errmsg`, and the SQL that failed.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SQLite's extended result code.
    public var code: Int32
    public var message: String
    public var sql: String?
    /// The database file, as its connection was opened, when the error came from one.
    public var file: String?

    public init(code: Int32, message: String, sql: String? = nil, file: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
        self.file = file
    }

    public var description: String {
        var text = "SQLite error \(code): \(message)"
        if let sql { text += " (while running: \(sql))" }
        return text
    }
}

extension SQLiteError {
    /// `SQLITE_READONLY_ROLLBACK`: a read-only connection found a hot journal
    /// (a writer was killed mid-transaction) that it may not roll back.
    package static let readOnlyRollback: Int32 = 8 | (3 << 8)
}

extension SQLiteError {
    /// What an error says of the file or the machine, so that a message names the real cause
    /// rather than SQLite's code: each from its primary result code (the low byte).
    public enum Cause: Sendable, Equatable {
        /// `SQLITE_READONLY`: the file cannot be written.
        case readOnlyFile
        /// `SQLITE_READONLY_DIRECTORY`: the folder the journal goes in cannot be written.
        case readOnlyFolder
        /// `SQLITE_NOTADB` or `SQLITE_CORRUPT`: the file is not a database, or a damaged or
        /// truncated one.
        case notADatabase
        /// `SQLITE_FULL`: the disk (or the file system's quota) is full.
        case diskFull
        /// Anything else: SQLite failing under us.
        case other
    }

    /// `SQLITE_READONLY_DIRECTORY`.
    package static let readOnlyDirectory: Int32 = 8 | (6 << 8)

    /// What this error says of the file or the machine.
    public var cause: Cause {
        if code == Self.readOnlyDirectory { return .readOnlyFolder }
        switch code & 0xff {
        case 8: return .readOnlyFile  // SQLITE_READONLY
        case 11, 26: return .notADatabase  // SQLITE_CORRUPT, SQLITE_NOTADB
        case 13: return .diskFull  // SQLITE_FULL
        default: return .other
        }
    }
}
