/// Rows of text in columns, each padded to its widest cell, two spaces apart, with no blanks at
/// a line's end: the one table writer of the command line's and the reports' text (`list`,
/// `margins`, `coverage`).
public enum TextTable {
    public static func lines(_ rows: [[String]]) -> [String] {
        guard let columns = rows.first?.count else { return [] }
        let widths = (0..<columns).map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { row in
            // Padded by Characters, as the widths are counted (Foundation's `padding(toLength:)`
            // counts UTF-16 units, and is slow).
            var line = row.enumerated().map { column, cell in
                column == columns - 1 ? cell : cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }
    }
}
