import Foundation

/// One touch sample: a finger's phase and place at an exact time, in points (window
/// coordinates). The one shape of a sample from a reader to the model: what a touch log's line
/// and a device dump's frame become, what the store keeps, and what the environment delivers
/// (`GestureEnvironment.send(_:)`: the samples of one time are one event).
public struct TouchSample: Equatable, Sendable {
    /// When, from the session's start.
    public var time: Instant
    /// The finger's id, unique from `began` to `ended`/`cancelled`.
    public var touch: Int
    public var phase: Touch.Phase
    /// Points, window coordinates, origin top left, y down.
    public var x: Double
    public var y: Double
    /// Optional force (1 is an average touch) and radius in points.
    public var force: Double?
    public var majorRadius: Double?

    public init(
        time: Instant, touch: Int, phase: Touch.Phase, x: Double, y: Double, force: Double? = nil,
        majorRadius: Double? = nil
    ) {
        self.time = time
        self.touch = touch
        self.phase = phase
        self.x = x
        self.y = y
        self.force = force
        self.majorRadius = majorRadius
    }
}
