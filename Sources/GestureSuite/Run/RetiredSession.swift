import Foundation

/// A session a person retired (`retire`), left out of a run: not replayed, no result in the
/// history, listed apart in the run's summary.
public struct RetiredSession: Equatable, Sendable {
    public var name: String
    public var scene: String
    public var retiredAt: Date
    /// Whether its scene is found now: retired, it is not replayed all the same.
    public var isSceneFound: Bool

    public init(name: String, scene: String, retiredAt: Date, isSceneFound: Bool) {
        self.name = name
        self.scene = scene
        self.retiredAt = retiredAt
        self.isSceneFound = isSceneFound
    }
}
