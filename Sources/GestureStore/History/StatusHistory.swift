import GestureReplay

/// The status of every session in each of the last runs, for the nightly
/// report: a table with one column per run, oldest first.
public struct StatusHistory: Equatable, Sendable {
    /// The runs, oldest first.
    public var runs: [RunSummary]
    /// Every session with a result in one of the runs, by name.
    public var rows: [SessionStatusRow]

    public init(runs: [RunSummary], rows: [SessionStatusRow]) {
        self.runs = runs
        self.rows = rows
    }
}
