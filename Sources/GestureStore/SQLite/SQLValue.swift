/// A value SQLite stores: one of its five storage classes.
package enum SQLValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

/// A Swift value that binds to a statement parameter.
package protocol SQLBindable {
    /// The value to bind.
    var sqlValue: SQLValue { get }
}

extension SQLValue: SQLBindable {
    package var sqlValue: SQLValue { self }
}

extension Int: SQLBindable {
    package var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Int64: SQLBindable {
    package var sqlValue: SQLValue { .integer(self) }
}

extension Int32: SQLBindable {
    package var sqlValue: SQLValue { .integer(Int64(self)) }
}

extension Bool: SQLBindable {
    package var sqlValue: SQLValue { .integer(self ? 1 : 0) }
}

extension Double: SQLBindable {
    package var sqlValue: SQLValue { .real(self) }
}

extension String: SQLBindable {
    package var sqlValue: SQLValue { .text(self) }
}

extension [UInt8]: SQLBindable {
    package var sqlValue: SQLValue { .blob(self) }
}

extension Optional: SQLBindable where Wrapped: SQLBindable {
    package var sqlValue: SQLValue { self?.sqlValue ?? .null }
}
