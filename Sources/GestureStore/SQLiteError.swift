/// An error SQLite reported: its (extended) result code, its message read at
/// once from `sqlite3_errmsg`, and the SQL that failed.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// SQLite's extended result code.
    public var code: Int32
    public var message: String
    public var sql: String?

    public init(code: Int32, message: String, sql: String? = nil) {
        self.code = code
        self.message = message
        self.sql = sql
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
