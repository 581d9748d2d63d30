import Foundation

extension Store {
    /// Stores the scene `name` at `version`, replacing what was stored under
    /// that name.
    public func upsertScene(name: String, version: Int, spec: StoredScene.Spec) throws {
        try connection.transaction { try writeScene(name: name, version: version, spec: spec) }
    }

    /// Inserts or replaces the scene `name`, inside the caller's transaction.
    func writeScene(name: String, version: Int, spec: StoredScene.Spec) throws {
        let (kind, text) = switch spec {
        case .json(let json): ("json", json)
        case .swift(let registered): ("swift", registered)
        }
        try connection.execute(
            """
            INSERT INTO scenes (name, version, kind, spec, updated_at_ms) VALUES (?, ?, ?, ?, ?)
            ON CONFLICT (name) DO UPDATE SET
                version = excluded.version, kind = excluded.kind, spec = excluded.spec,
                updated_at_ms = excluded.updated_at_ms
            """, [name, version, kind, text, now().millisecondsSince1970])
    }

    /// Every stored scene, by name.
    public func scenes() throws -> [StoredScene] {
        try connection.rows("SELECT name, version, kind, spec, updated_at_ms FROM scenes ORDER BY name", [], Self.scene)
    }

    /// The stored scene `name`, or nil.
    public func scene(named name: String) throws -> StoredScene? {
        try connection.firstRow("SELECT name, version, kind, spec, updated_at_ms FROM scenes WHERE name = ?", [name], Self.scene)
    }

    private static func scene(_ row: Statement) -> StoredScene {
        let text = row.text(at: 3) ?? ""
        let spec: StoredScene.Spec = switch row.text(at: 2) {
        case "json": .json(text)
        case "swift": .swift(text)
        case let kind: preconditionFailure("scenes.kind \(kind ?? "NULL") passed its CHECK")
        }
        return StoredScene(name: row.text(at: 0) ?? "", version: row.int(at: 1), spec: spec,
                           updatedAt: Date(millisecondsSince1970: row.int64(at: 4)))
    }
}
