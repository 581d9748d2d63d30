import Synchronization

/// The scenes an import found, by the name its sessions give, shared by its workers and its
/// writer: each name is looked up once (`Importer.sceneEntry(_:workspace:store:)`, by the
/// writer, in its transaction), and a worker replays a session for `--approve` in the scene the
/// writer found for its name.
///
/// A name's answer does not change while plain files are imported: storing a session stores
/// the scene it was found as, where it was found. A recorder folder places scene files and is
/// imported without a memo.
final class SceneMemo: Sendable {
    private let entries = Mutex<[String: Result<SceneLibrary.Entry, any Error>]>([:])

    /// The scene found for `name`, or why there is none; nil when it was not looked up yet.
    subscript(name: String) -> Result<SceneLibrary.Entry, any Error>? {
        get { entries.withLock { $0[name] } }
        set { entries.withLock { $0[name] = newValue } }
    }
}
