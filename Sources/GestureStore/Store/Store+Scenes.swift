import Foundation

extension Store {
    /// Stores the scene `name` at `version`, read from `file` (a path from the
    /// database's folder, `scenes.file`), replacing what was stored under that name.
    public func upsertScene(name: String, version: Int, spec: StoredScene.Spec, file: String? = nil) throws {
        try connection.transaction { try writeScene(name: name, version: version, spec: spec, file: file) }
    }

    /// Inserts or replaces the scene `name`, inside the caller's transaction.
    func writeScene(name: String, version: Int, spec: StoredScene.Spec, file: String?) throws {
        let (kind, text) =
            switch spec {
            case .json(let json): ("json", json)
            case .swift(let registered): ("swift", registered)
            }
        try connection.execute(
            """
            INSERT INTO scenes (name, version, kind, spec, file, updated_at_ms) VALUES (?, ?, ?, ?, ?, ?)
            ON CONFLICT (name) DO UPDATE SET
                version = excluded.version, kind = excluded.kind, spec = excluded.spec, file = excluded.file,
                updated_at_ms = excluded.updated_at_ms
            """, [name, version, kind, text, file, now().millisecondsSince1970])
    }

    /// Every stored scene, by name.
    public func scenes() throws -> [StoredScene] {
        try connection.rows("\(Self.sceneSelect) ORDER BY name", [], Self.scene)
    }

    /// The stored scene `name`, or nil.
    public func scene(named name: String) throws -> StoredScene? {
        try connection.firstRow("\(Self.sceneSelect) WHERE name = ?", [name], Self.scene)
    }

    /// The file each JSON scene was last imported from (`scenes.file`: a path from the
    /// database's folder), by scene name; none for a database older than schema version 3,
    /// which read-only commands read as it is.
    public func sceneFiles() throws -> [String: String] {
        guard try schemaVersion() >= 4 else { return [:] }  // schema.sql, migration 4
        let rows = try connection.rows("SELECT name, file FROM scenes WHERE file IS NOT NULL", []) {
            ($0.text(at: 0) ?? "", $0.text(at: 1) ?? "")
        }
        return Dictionary(rows, uniquingKeysWith: { first, _ in first })
    }

    /// The names of the scenes the stored sessions are bound to, in byte order.
    public func sessionSceneNames() throws -> [String] {
        try connection.rows("SELECT DISTINCT scene FROM sessions ORDER BY scene", []) { $0.text(at: 0) ?? "" }
    }

    private static let sceneSelect = "SELECT \(SceneColumn.list) FROM scenes"

    private static func scene(_ row: Statement) -> StoredScene {
        typealias Column = SceneColumn
        let text = row.text(at: Column.spec) ?? ""
        let spec: StoredScene.Spec =
            switch row.text(at: Column.kind) {
            case "json": .json(text)
            case "swift": .swift(text)
            case let kind: preconditionFailure("scenes.kind \(kind ?? "NULL") passed its CHECK")
            }
        return StoredScene(
            name: row.text(at: Column.name) ?? "", version: row.int(at: Column.version), spec: spec,
            updatedAt: Date(millisecondsSince1970: row.int64(at: Column.updatedAt)))
    }
}

/// The columns `Store.scenes()` and `scene(named:)` select and read.
private enum SceneColumn: Int32, SelectColumns {
    case name, version, kind, spec, updatedAt

    var sql: String {
        switch self {
        case .updatedAt: "updated_at_ms"
        default: "\(self)"
        }
    }
}
