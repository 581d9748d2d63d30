import Foundation

/// A scene as the store keeps it.
public struct StoredScene: Equatable, Sendable {
    /// What defines the scene.
    public enum Spec: Equatable, Sendable {
        /// The text of a `*.scene.json` file (`docs/FORMATS.md` §1).
        case json(String)
        /// The name under which a scene built in Swift is registered.
        case swift(String)
    }

    public var name: String
    /// The scene's revision, chosen by whoever stores it (1 or more).
    public var version: Int
    public var spec: Spec
    public var updatedAt: Date

    public init(name: String, version: Int, spec: Spec, updatedAt: Date) {
        self.name = name
        self.version = version
        self.spec = spec
        self.updatedAt = updatedAt
    }
}
