import GestureReplay

/// What looking for a stored session's scene found (`SceneFinder.find(_:)`).
public enum FoundScene: Sendable {
    /// The scene, ready to replay in.
    case found(Scene)
    /// Its file was found but cannot be used: why, as its error says it (`FILE:LINE: reason`).
    case broken(String)
    /// Not found anywhere it was looked for: where that was, and how to point at it.
    case notFound(String)
    /// Its file was removed from the folder that held it, which is still there: the one case
    /// where deleting the scene's sessions is suggested.
    case removed(String)

    /// The scene, when one was found.
    public var scene: Scene? {
        if case .found(let scene) = self { return scene }
        return nil
    }
}
