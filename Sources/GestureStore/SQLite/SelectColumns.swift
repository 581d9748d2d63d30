/// The columns of one SELECT, declared once, in order, beside the code that reads them: a
/// case's position in the row is its raw value (`Int32` raw values count up from 0 in
/// declaration order) and `sql` its expression, from which `list`, the select list, is written.
/// A reader asks for `Column.scene`, never for a number, so the SELECT and its reader cannot
/// drift apart.
///
/// ```swift
/// enum Column: Int32, SelectColumns {
///     case name, scene
///     var sql: String { "s.\(self)" }
/// }
/// let select = "SELECT \(Column.list) FROM sessions s"   // read with row.text(at: Column.scene)
/// ```
package protocol SelectColumns: ColumnIndex, CaseIterable, RawRepresentable where RawValue == Int32 {
    /// The column's expression in the select list (`s.scene`, `EXISTS (…)`).
    var sql: String { get }
}

extension SelectColumns {
    /// Its position in the row.
    package var columnIndex: Int32 { rawValue }

    /// The select list: every case's expression, in declaration order (a case with a raw value
    /// of its own out of that order is a mistake, and stops the program).
    package static var list: String {
        for (position, column) in allCases.enumerated() {
            precondition(column.rawValue == position, "\(Self.self).\(column) is not column \(position)")
        }
        return allCases.map(\.sql).joined(separator: ", ")
    }
}

/// A column's position in a row: a number, or a case of `SelectColumns`.
package protocol ColumnIndex {
    /// The 0-based position.
    var columnIndex: Int32 { get }
}

extension Int32: ColumnIndex {
    package var columnIndex: Int32 { self }
}

extension Int: ColumnIndex {
    package var columnIndex: Int32 { Int32(self) }
}
