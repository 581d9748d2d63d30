import Foundation
import GestureModel
import GestureReplay

/// The run history the nightly report reads: the last runs with their counts, every session's
/// status in each, the latest run's results, and since when each failing session has failed.
///
/// The runs are a window (the last N, or those since a date); `streaks` come from the whole
/// history, so "failing since" can be older than the window.
public struct RunHistory: Equatable, Sendable {
    /// A run of the history.
    public struct Run: Equatable, Sendable {
        /// The run's number in the store.
        public var id: Int64
        /// The run's label (the commit under test), if it has one.
        public var label: String?
        /// When it started.
        public var startedAt: Date
        /// How many sessions had each status.
        public var tally: StatusTally
        /// `2 of 3 shards` for a run of shards (`--shard K/N`) of one label that lacks some; nil
        /// for a whole run.
        public var shards: String?

        /// A run of the history.
        public init(id: Int64, label: String?, startedAt: Date, tally: StatusTally, shards: String? = nil) {
            self.shards = shards
            self.id = id
            self.label = label
            self.startedAt = startedAt
            self.tally = tally
        }

        /// `#12 (3f2a9c1)` or `#12`.
        public var title: String { label.map { "#\(id) (\($0))" } ?? "#\(id)" }
    }

    /// A session failing in the latest run, and since when.
    public struct Streak: Equatable, Sendable {
        /// The session.
        public var session: String
        /// The first run of its current run of failures (runs that did not replay it do not
        /// break it).
        public var since: Run
        /// How many runs of the streak replayed it: 1 when it just started failing.
        public var failedRuns: Int

        /// A failing session's streak.
        public init(session: String, since: Run, failedRuns: Int) {
            self.session = session
            self.since = since
            self.failedRuns = failedRuns
        }
    }

    /// The window's runs, oldest first; the last is the run reported on.
    public var runs: [Run]
    /// Every session with a result in one of the runs, by name.
    public var rows: [SessionStatusRow]
    /// The latest run's results (names, scenes when known, statuses, diffs, times).
    public var latest: [ReportedSession]
    /// The sessions failing in the latest run, with their streaks.
    public var streaks: [Streak]
    /// The smallest margin of each session in the window's run before the latest, by session
    /// name, when that run recorded margins (the latest run's are in `latest`).
    public var previousMargins: [String: Decision]

    /// A history.
    public init(
        runs: [Run], rows: [SessionStatusRow], latest: [ReportedSession], streaks: [Streak],
        previousMargins: [String: Decision] = [:]
    ) {
        self.runs = runs
        self.rows = rows
        self.latest = latest
        self.streaks = streaks
        self.previousMargins = previousMargins
    }
}
