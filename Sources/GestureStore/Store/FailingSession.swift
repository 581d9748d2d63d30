import GestureReplay

/// A session failing in a run, and since when it has been failing.
public struct FailingSession: Equatable, Sendable {
    public var session: String
    /// Its status in the run asked about (`regression` or `error`).
    public var status: SessionStatus
    /// The first run of its current streak of failures: the first failing
    /// run after its last non-failing result (runs that did not replay it
    /// do not break the streak).
    public var since: RunID
    /// How many runs of the streak replayed it (1 when it just started failing).
    public var failedRuns: Int

    public init(session: String, status: SessionStatus, since: RunID, failedRuns: Int) {
        self.session = session
        self.status = status
        self.since = since
        self.failedRuns = failedRuns
    }
}
