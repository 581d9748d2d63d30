import CSQLite

extension Connection {
    /// Defines `name(text, text)`, an SQL function of two text arguments returning a blob or
    /// NULL, computed by `body` (a NULL argument reaches it as nil), for this connection's
    /// statements: what lets a migration fill a column that Swift computes. Deterministic:
    /// SQLite may use it in indexes and constraints, and call it once for equal arguments.
    package func defineFunction(
        _ name: String, _ body: @escaping (String?, String?) -> [UInt8]?
    ) throws(SQLiteError) {
        try defineFunction(name, arguments: 2) { arguments in
            body(
                arguments[0].map { String(decoding: $0, as: UTF8.self) },
                arguments[1].map { String(decoding: $0, as: UTF8.self) })
        }
    }

    /// Defines `name(value)`, an SQL function of one argument returning a blob or NULL, computed
    /// by `body` from the argument's bytes (a text's UTF-8, a blob's own; NULL reaches it as nil),
    /// as `defineFunction(_:_:)` does.
    package func defineFunction(_ name: String, _ body: @escaping ([UInt8]?) -> [UInt8]?) throws(SQLiteError) {
        try defineFunction(name, arguments: 1) { body($0[0]) }
    }

    /// Defines `name` of `arguments` arguments, each handed to `body` as its bytes or nil.
    private func defineFunction(
        _ name: String, arguments argumentCount: Int32, _ body: @escaping ([[UInt8]?]) -> [UInt8]?
    ) throws(SQLiteError) {
        let box = Unmanaged.passRetained(FunctionBox(body)).toOpaque()
        let code = sqlite3_create_function_v2(
            handle, name, argumentCount, SQLITE_UTF8 | SQLITE_DETERMINISTIC, box,
            { context, count, arguments in
                let box = Unmanaged<FunctionBox>.fromOpaque(sqlite3_user_data(context)).takeUnretainedValue()
                // sqlite3_value_blob: a text's UTF-8 bytes, or a blob's.
                let values: [[UInt8]?] = (0..<Int(count)).map { index in
                    guard let arguments, let value = arguments[index], sqlite3_value_type(value) != SQLITE_NULL
                    else { return nil }
                    let bytes = sqlite3_value_blob(value)  // before its length, as SQLite asks
                    let length = Int(sqlite3_value_bytes(value))
                    guard length > 0, let bytes else { return [] }
                    return Array(UnsafeRawBufferPointer(start: bytes, count: length))
                }
                guard let result = box.body(values) else { return sqlite3_result_null(context) }
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
    let body: ([[UInt8]?]) -> [UInt8]?
    init(_ body: @escaping ([[UInt8]?]) -> [UInt8]?) { self.body = body }
}
