/// One step of the schema: the SQL that brings a database from version
/// `version - 1` to `version`.
package struct Migration: Equatable, Sendable {
    /// The schema version after this step (1 for the first).
    package var version: Int
    /// What the step does, from its heading.
    package var title: String
    /// The statements, run as one script in one transaction.
    package var sql: String

    /// The line that marks a step readers need not wait for: it changes
    /// nothing a read-only open reads (an index dropped, say), so a database
    /// still one step short of it is read as it is. `goldens`, the git diff
    /// driver, then still reads the older copies of a database in a
    /// repository's history.
    package static let readersUnchangedMarker = "-- readers: unchanged"

    /// Whether one of the step's lines is exactly `readersUnchangedMarker`.
    package var leavesReadersUnchanged: Bool {
        Self.splitLines(sql).contains { $0 == Self.readersUnchangedMarker }
    }

    package init(version: Int, title: String, sql: String) {
        self.version = version
        self.title = title
        self.sql = sql
    }

    /// The steps of a schema file: each starts at a line
    /// `-- migration N: title` and runs to the next such line. Text before
    /// the first is commentary. Returns nil when the headings are not
    /// numbered 1, 2, 3… in order.
    package static func steps(of schema: String) -> [Migration]? {
        var steps: [Migration] = []
        var lines: [Substring] = []
        func close() {
            guard !steps.isEmpty else { return }
            steps[steps.count - 1].sql = lines.joined(separator: "\n")
        }
        for line in splitLines(schema) {
            guard let (version, title) = heading(line) else {
                lines.append(line)
                continue
            }
            close()
            guard version == steps.count + 1 else { return nil }
            steps.append(Migration(version: version, title: title, sql: ""))
            lines = []
        }
        close()
        return steps
    }

    /// The lines of `text`, split at each line feed byte: every command that opens a database
    /// parses the schema, and splitting by Characters is many times slower.
    private static func splitLines(_ text: String) -> [Substring] {
        text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// `(N, title)` for a line `-- migration N: title`.
    private static func heading(_ line: Substring) -> (Int, String)? {
        let prefix = "-- migration "
        // Bytes compared, not Characters: most lines are not headings.
        guard line.utf8.starts(with: prefix.utf8) else { return nil }
        let rest = line.dropFirst(prefix.count)
        guard let colon = rest.firstIndex(of: ":"), let version = Int(rest[..<colon]) else { return nil }
        return (version, rest[rest.index(after: colon)...].trimmingSpaces())
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        let space = UInt8(ascii: " ")
        let rest = utf8.drop { $0 == space }
        guard let last = rest.lastIndex(where: { $0 != space }) else { return "" }
        return String(Substring(rest[...last]))
    }
}
