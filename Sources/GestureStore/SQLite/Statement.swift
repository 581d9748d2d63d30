import CSQLite

/// A prepared statement that owns its `sqlite3_stmt` and finalizes it on
/// `deinit`. Not `Sendable`: use it on its connection's thread only.
///
/// ```swift
/// let statement = try connection.cachedStatement("SELECT name FROM sessions WHERE scene = ?")
/// try statement.bind(["tap-or-double-tap"])
/// while try statement.step() { print(statement.text(at: 0) ?? "") }
/// ```
package final class Statement {
    /// The SQL this statement was prepared from.
    package let sql: String
    /// The database file it runs on, as its connection was opened (named by its errors).
    package let file: String
    let handle: OpaquePointer

    /// Prepares `sql`, which must hold exactly one statement: wraps
    /// `sqlite3_prepare_v3` (with `SQLITE_PREPARE_PERSISTENT` when the
    /// statement will be cached).
    init(database: OpaquePointer, file: String, sql: String, persistent: Bool) throws(SQLiteError) {
        var statement: OpaquePointer?
        var tailOffset = 0
        let flags = UInt32(persistent ? SQLITE_PREPARE_PERSISTENT : 0)
        let code = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(database, text, -1, flags, &statement, &tail)
            if let tail { tailOffset = text.distance(to: tail) }
            return code
        }
        guard code == SQLITE_OK, let statement else {
            sqlite3_finalize(statement)
            throw SQLiteError(
                code: code == SQLITE_OK ? SQLITE_MISUSE : code,
                message: code == SQLITE_OK ? "no statement in the SQL" : Self.message(of: database),
                sql: sql, file: file)
        }
        let separators: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: ";")]
        guard sql.utf8.dropFirst(tailOffset).allSatisfy(separators.contains) else {
            sqlite3_finalize(statement)
            throw SQLiteError(
                code: SQLITE_MISUSE, message: "more than one statement; use executeScript", sql: sql, file: file)
        }
        self.sql = sql
        self.file = file
        self.handle = statement
    }

    /// Finalizes the statement: wraps `sqlite3_finalize`.
    deinit {
        sqlite3_finalize(handle)
    }

    /// The number of parameters: wraps `sqlite3_bind_parameter_count`.
    package var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

    /// Whether the statement has been stepped and not reset nor run to
    /// completion: wraps `sqlite3_stmt_busy`.
    package var isBusy: Bool { sqlite3_stmt_busy(handle) != 0 }

    /// Rewinds the statement and sets every parameter to NULL, ready to be
    /// bound and run again: wraps `sqlite3_reset` and `sqlite3_clear_bindings`.
    ///
    /// `sqlite3_reset` repeats the last step's error, which `step` already
    /// threw, so its result is not an error here.
    package func reset() {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
    }

    /// Binds `values` to parameters 1...n; their number must be the
    /// statement's parameter count.
    package func bind(_ values: [any SQLBindable]) throws(SQLiteError) {
        guard values.count == parameterCount else {
            throw SQLiteError(
                code: SQLITE_RANGE,
                message: "the statement has \(parameterCount) parameters, \(values.count) values were given",
                sql: sql, file: file)
        }
        for (offset, value) in values.enumerated() {
            try bind(value.sqlValue, at: Int32(offset + 1))
        }
    }

    /// Binds one value to the parameter at `index` (1-based), checking the
    /// answer: wraps `sqlite3_bind_null`, `sqlite3_bind_int64`,
    /// `sqlite3_bind_double`, `sqlite3_bind_text` and `sqlite3_bind_blob`
    /// (`sqlite3_bind_zeroblob` for an empty blob), with `SQLITE_TRANSIENT`
    /// so that SQLite copies the bytes.
    package func bind(_ value: SQLValue, at index: Int32) throws(SQLiteError) {
        let code: Int32
        switch value {
        case .null:
            code = sqlite3_bind_null(handle, index)
        case .integer(let integer):
            code = sqlite3_bind_int64(handle, index, integer)
        case .real(let real):
            code = sqlite3_bind_double(handle, index, real)
        case .text(var text):
            code = text.withUTF8 { bytes in
                bytes.withMemoryRebound(to: CChar.self) { characters in
                    // A NULL pointer would bind NULL, not the empty string.
                    guard let base = characters.baseAddress, characters.count > 0 else {
                        return sqlite3_bind_text(handle, index, "", 0, csqlite_transient())
                    }
                    return sqlite3_bind_text(handle, index, base, Int32(characters.count), csqlite_transient())
                }
            }
        case .blob(let bytes):
            code = bytes.withUnsafeBytes { buffer in
                guard let base = buffer.baseAddress, buffer.count > 0 else {
                    return sqlite3_bind_zeroblob(handle, index, 0)
                }
                return sqlite3_bind_blob(handle, index, base, Int32(buffer.count), csqlite_transient())
            }
        }
        guard code == SQLITE_OK else {
            throw SQLiteError(code: code, message: Self.message(of: sqlite3_db_handle(handle)), sql: sql, file: file)
        }
    }

    /// Runs the statement to its next row: `true` when a row is ready to
    /// read, `false` when done; on error throws with `sqlite3_errmsg` read at
    /// once. Wraps `sqlite3_step`.
    package func step() throws(SQLiteError) -> Bool {
        let code = sqlite3_step(handle)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            throw SQLiteError(code: code, message: Self.message(of: sqlite3_db_handle(handle)), sql: sql, file: file)
        }
    }

    /// Resets, binds `values`, and steps to the end, ignoring rows. Leaves
    /// the statement reset.
    package func run(_ values: [any SQLBindable] = []) throws(SQLiteError) {
        reset()
        defer { reset() }
        try bind(values)
        while try step() {}
    }

    /// Resets, binds `values`, and returns `row` read from each row. Leaves
    /// the statement reset.
    package func rows<Row>(_ values: [any SQLBindable] = [], _ row: (Statement) throws -> Row) throws -> [Row] {
        reset()
        defer { reset() }
        try bind(values)
        var result: [Row] = []
        while try step() { result.append(try row(self)) }
        return result
    }

    /// Resets, binds `values`, and returns `row` read from the first row, or
    /// nil when there is none. Leaves the statement reset.
    package func firstRow<Row>(_ values: [any SQLBindable] = [], _ row: (Statement) throws -> Row) throws -> Row? {
        reset()
        defer { reset() }
        try bind(values)
        return try step() ? try row(self) : nil
    }

    // MARK: Columns of the current row (0-based)

    /// The number of columns of a row: wraps `sqlite3_column_count`.
    package var columnCount: Int32 { sqlite3_column_count(handle) }

    /// Whether the column is NULL: wraps `sqlite3_column_type`.
    package func isNull(at column: some ColumnIndex) -> Bool {
        sqlite3_column_type(handle, column.columnIndex) == SQLITE_NULL
    }

    /// The column as an integer: wraps `sqlite3_column_int64`.
    package func int64(at column: some ColumnIndex) -> Int64 {
        sqlite3_column_int64(handle, column.columnIndex)
    }

    /// The column as an `Int`: wraps `sqlite3_column_int64`.
    package func int(at column: some ColumnIndex) -> Int {
        Int(sqlite3_column_int64(handle, column.columnIndex))
    }

    /// The column as an integer, nil for NULL.
    package func optionalInt64(at column: some ColumnIndex) -> Int64? {
        isNull(at: column) ? nil : int64(at: column)
    }

    /// The column as a double: wraps `sqlite3_column_double`.
    package func double(at column: some ColumnIndex) -> Double {
        sqlite3_column_double(handle, column.columnIndex)
    }

    /// The column as a double, nil for NULL.
    package func optionalDouble(at column: some ColumnIndex) -> Double? {
        isNull(at: column) ? nil : double(at: column)
    }

    /// The column as UTF-8 text, nil for NULL: wraps `sqlite3_column_text`
    /// and `sqlite3_column_bytes`.
    package func text(at column: some ColumnIndex) -> String? {
        guard let characters = sqlite3_column_text(handle, column.columnIndex) else { return nil }
        let count = Int(sqlite3_column_bytes(handle, column.columnIndex))
        return String(decoding: UnsafeBufferPointer(start: characters, count: count), as: UTF8.self)
    }

    /// The text of `column` as a case of `T`, for a column whose CHECK admits
    /// only `T`'s raw values (`column` names it, `sessions.source_format`):
    /// anything else is a broken invariant, not bad input, and stops the program.
    package func checkedCase<T: RawRepresentable>(at index: some ColumnIndex, of column: StaticString) -> T
    where T.RawValue == String {
        guard let value = T(rawValue: text(at: index) ?? "") else {
            preconditionFailure("\(column) \(text(at: index) ?? "NULL") passed its CHECK")
        }
        return value
    }

    /// Calls `body` with the column's bytes, valid only during the call
    /// (empty for NULL or an empty blob): wraps `sqlite3_column_blob` and
    /// `sqlite3_column_bytes`.
    package func withBlob<Result>(at column: some ColumnIndex, _ body: (UnsafeRawBufferPointer) throws -> Result)
        rethrows -> Result
    {
        let base = sqlite3_column_blob(handle, column.columnIndex)
        let count = Int(sqlite3_column_bytes(handle, column.columnIndex))
        return try body(UnsafeRawBufferPointer(start: base, count: base == nil ? 0 : count))
    }

    /// The column's bytes, nil for NULL.
    package func blob(at column: some ColumnIndex) -> [UInt8]? {
        isNull(at: column) ? nil : withBlob(at: column, [UInt8].init(copying:))
    }

    /// The column as an `SQLValue`: wraps `sqlite3_column_type`.
    package func value(at column: some ColumnIndex) -> SQLValue {
        switch sqlite3_column_type(handle, column.columnIndex) {
        case SQLITE_INTEGER: .integer(int64(at: column))
        case SQLITE_FLOAT: .real(double(at: column))
        case SQLITE_TEXT: .text(text(at: column) ?? "")
        case SQLITE_BLOB: .blob(blob(at: column) ?? [])
        default: .null
        }
    }

    /// The message of the connection's latest error: wraps `sqlite3_errmsg`.
    static func message(of database: OpaquePointer?) -> String {
        guard let database, let message = sqlite3_errmsg(database) else { return "unknown error" }
        return String(cString: message)
    }
}

extension [UInt8] {
    /// A copy of `bytes`, made with one `memcpy` (`Array(_:)` of a raw buffer copies byte by byte).
    package init(copying bytes: UnsafeRawBufferPointer) {
        self.init(unsafeUninitializedCapacity: bytes.count) { buffer, count in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: bytes)
            count = bytes.count
        }
    }
}
