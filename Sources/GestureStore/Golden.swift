import Foundation
import GestureReplay

/// A session's stored expected outcome.
public struct Golden: Equatable, Sendable {
    /// Who said this is the expected outcome.
    public typealias Origin = GoldenOrigin

    public var session: String
    /// The outcome as JSON Lines (`docs/FORMATS.md` §3).
    public var outcome: String
    public var origin: Origin
    public var approvedAt: Date
    /// The gesture-replay version that stored it.
    public var toolVersion: String

    public init(session: String, outcome: String, origin: Origin, approvedAt: Date, toolVersion: String) {
        self.session = session
        self.outcome = outcome
        self.origin = origin
        self.approvedAt = approvedAt
        self.toolVersion = toolVersion
    }
}
