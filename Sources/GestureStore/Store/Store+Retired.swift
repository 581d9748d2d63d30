import Foundation

extension Store {
    /// When each retired session was retired, by name (schema.sql, migration 6): sessions a
    /// person keeps on purpose though they test nothing now, which a run neither replays nor
    /// fails on. A database of version 5, read as it is, has none.
    public func retiredSessions() throws -> [String: Date] {
        guard try schemaVersion() >= 6 else { return [:] }
        let rows = try connection.rows(
            "SELECT name, retired_at_ms FROM sessions WHERE retired_at_ms IS NOT NULL", []
        ) { ($0.text(at: 0) ?? "", Date(millisecondsSince1970: $0.int64(at: 1))) }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// Marks the session named `name` retired now, or, with `undo`, not retired; false when
    /// there is no such session. A session already retired keeps its first date.
    @discardableResult
    public func retireSession(named name: String, undo: Bool = false) throws -> Bool {
        try connection.transaction {
            if undo {
                try connection.execute("UPDATE sessions SET retired_at_ms = NULL WHERE name = ?", [name])
            } else {
                try connection.execute(
                    "UPDATE sessions SET retired_at_ms = coalesce(retired_at_ms, ?) WHERE name = ?",
                    [now().millisecondsSince1970, name])
            }
            return connection.changes > 0
        }
    }
}
