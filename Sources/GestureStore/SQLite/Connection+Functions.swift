import CSQLite

extension Connection {
    /// Defines `name(text, text)`, an SQL function of two text arguments returning a blob or
    /// NULL, computed by `body` (a NULL argument reaches it as nil), for this connection's
    /// statements: what lets a migration fill a column that Swift computes. Deterministic:
    /// SQLite may use it in indexes and constraints, and call it once for equal arguments.
    package func defineFunction(
        _ name: String, _ body: @escaping (String?, String?) -> [UInt8]?
    ) throws(SQLiteError) {
        let box = Unmanaged.passRetained(FunctionBox(body)).toOpaque()
        let code = sqlite3_create_function_v2(
            handle, name, 2, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, count, arguments in
                let box = Unmanaged<FunctionBox>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
                func text(_ index: Int) -> String? {
                    guard let arguments, index < count, let value = arguments[index],
                        sqlite3_value_type(value) != SQLITE_NULL, let bytes = sqlite3_value_text(value)
                    else { return nil }
                    let length = Int(sqlite3_value_bytes(value))
                    return String(decoding: UnsafeBufferPointer(start: bytes, count: length), as: UTF8.self)
                }
                guard let result = box.body(text(0), text(1)) else { return sqlite3_result_null(context) }
                result.withUnsafeBytes { bytes in
                    sqlite3_result_blob(context, bytes.baseAddress, Int32(bytes.count), csqlite_transient())
                }
            }, nil, nil,
            { box in if let box { Unmanaged<FunctionBox>.fromOpaque(box).release() } })
        guard code == SQLITE_OK else {
            throw SQLiteError(
                code: code, message: "cannot define the SQL function \(name): \(Statement.message(of: handle))")
        }
    }
}

/// A function's Swift body, owned by SQLite until the connection closes.
private final class FunctionBox {
    let body: (String?, String?) -> [UInt8]?
    init(_ body: @escaping (String?, String?) -> [UInt8]?) { self.body = body }
}
