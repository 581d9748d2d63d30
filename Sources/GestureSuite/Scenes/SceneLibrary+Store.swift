import GestureReplay
import GestureStore

extension SceneLibrary.Entry {
    /// The scene as the store keeps it with its sessions: a JSON scene's text (of the file it
    /// was read from), or a Swift scene's name.
    public var stored: (name: String, version: Int, spec: StoredScene.Spec) {
        switch scene {
        case .json: (scene.name, SceneSpec.version, .json(text ?? ""))
        case .swift(let swift): (swift.name, 1, .swift(swift.name))
        }
    }
}

extension Workspace {
    /// Stores `entry` in `store`, with the file it was read from (a path from the database's
    /// folder), as `import` stores a session's scene.
    public func storeScene(_ entry: SceneLibrary.Entry, in store: Store) throws {
        let stored = entry.stored
        try store.upsertScene(
            name: stored.name, version: stored.version, spec: stored.spec, file: entry.file.map(pathFromDatabase))
    }
}
