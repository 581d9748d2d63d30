import GestureReplay

/// The status of every session in each of the last runs, for the nightly
/// report: a table with one column per run, oldest first.
public struct StatusHistory: Equatable, Sendable {
    /// One session's row.
    public struct Row: Equatable, Sendable {
        public var session: String
        /// One entry per run in `runs`; nil when the run did not replay it.
        public var statuses: [SessionStatus?]

        public init(session: String, statuses: [SessionStatus?]) {
            self.session = session
            self.statuses = statuses
        }
    }

    /// The runs, oldest first.
    public var runs: [RunSummary]
    /// Every session with a result in one of the runs, by name.
    public var rows: [Row]

    public init(runs: [RunSummary], rows: [Row]) {
        self.runs = runs
        self.rows = rows
    }
}
