/// An expected outcome to store with a session as it is imported.
public struct GoldenOutcome: Equatable, Sendable {
    /// The outcome as JSON Lines (`docs/FORMATS.md` §3).
    public var outcome: String
    public var origin: Golden.Origin
    /// The gesture-replay version storing it.
    public var toolVersion: String

    public init(outcome: String, origin: Golden.Origin, toolVersion: String) {
        self.outcome = outcome
        self.origin = origin
        self.toolVersion = toolVersion
    }
}
