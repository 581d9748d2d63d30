import Foundation

/// A stored run and the counts of its results.
public struct RunSummary: Equatable, Sendable {
    public var id: RunID
    public var startedAt: Date
    /// Nil while the run is going on, or when it died.
    public var finishedAt: Date?
    /// A free label, typically the commit under test.
    public var label: String?
    public var toolVersion: String
    /// The thresholds in force, as text (JSON).
    public var thresholds: String?
    public var counts: StatusCounts

    public init(
        id: RunID, startedAt: Date, finishedAt: Date?, label: String?, toolVersion: String, thresholds: String?,
        counts: StatusCounts
    ) {
        self.id = id
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.label = label
        self.toolVersion = toolVersion
        self.thresholds = thresholds
        self.counts = counts
    }

    /// Whether the run has finished.
    public var isFinished: Bool { finishedAt != nil }
}
