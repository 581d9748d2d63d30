import Foundation
import GestureModel
import GestureReplay

/// What `list` and `show` say of a stored session, without its samples.
public struct SessionSummary: Equatable, Sendable {
    public var name: String
    public var scene: String
    public var source: SessionSource
    /// Where it was recorded ("iPhone SE, iOS 17.4").
    public var device: String?
    public var screen: Screen?
    public var importedAt: Date
    /// The last sample's time.
    public var duration: Instant
    /// How many fingers touched down.
    public var touchCount: Int
    public var sampleCount: Int
    /// Where its expected outcome came from, when one is stored.
    public var goldenOrigin: Golden.Origin?

    /// Whether an expected outcome is stored for it.
    public var hasGolden: Bool { goldenOrigin != nil }

    public init(
        name: String, scene: String, source: SessionSource, device: String?, screen: Screen?, importedAt: Date,
        duration: Instant, touchCount: Int, sampleCount: Int, goldenOrigin: Golden.Origin?
    ) {
        self.name = name
        self.scene = scene
        self.source = source
        self.device = device
        self.screen = screen
        self.importedAt = importedAt
        self.duration = duration
        self.touchCount = touchCount
        self.sampleCount = sampleCount
        self.goldenOrigin = goldenOrigin
    }
}
