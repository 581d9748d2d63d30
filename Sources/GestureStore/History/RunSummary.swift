import Foundation
import GestureReplay

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
    /// The shards recorded in it, for a run of `--shard K/N`; nil for a run of the whole selection.
    public var shards: Shards?
    public var counts: StatusTally

    /// Which shards of N a run has recorded (the shards of one label add up to one run).
    public struct Shards: Equatable, Sendable {
        /// N of `--shard K/N`.
        public var count: Int
        /// The K recorded, in order.
        public var recorded: [Int]

        public init(count: Int, recorded: [Int]) {
            self.count = count
            self.recorded = recorded
        }

        /// Whether every shard of N is in.
        public var isComplete: Bool { recorded.count == count }
    }

    public init(
        id: RunID, startedAt: Date, finishedAt: Date?, label: String?, toolVersion: String, thresholds: String?,
        shards: Shards? = nil, counts: StatusTally
    ) {
        self.shards = shards
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
