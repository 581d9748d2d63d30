/// A stored session's scene that `SceneFinder` did not find: where it looked, and how to point
/// at it; or, when its file was removed from the folder that held it, that it was removed.
/// Bad input data (65).
public struct SceneNotFoundError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var nextStep: String?
    /// Whether the scene's file was removed (its folder is there without it), rather than not found.
    public var isRemoved: Bool

    public var description: String { message }
}
