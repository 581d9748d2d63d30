import GestureModel

/// A moment at which a threshold runs out during a session (a finger lifted at 0.08 s, so a
/// second tap had until 0.43 s): drawn as a dashed line across the swimlanes.
public struct ThresholdGuide: Equatable, Sendable {
    /// When the threshold runs out.
    public var time: Instant
    /// What runs out: `tap interval 0.35 s`.
    public var label: String

    /// A guide at `time` labelled `label`.
    public init(time: Instant, label: String) {
        self.time = time
        self.label = label
    }
}
