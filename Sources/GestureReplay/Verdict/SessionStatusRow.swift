/// A session's statuses across a window of runs: one row of the history the store keeps
/// (`StatusHistory`) and of the nightly report's table (`RunHistory`).
public struct SessionStatusRow: Equatable, Sendable {
    /// The session.
    public var session: String
    /// One entry per run of the window, oldest first; nil when that run did not replay it.
    public var statuses: [SessionStatus?]

    /// A session's row.
    public init(session: String, statuses: [SessionStatus?]) {
        self.session = session
        self.statuses = statuses
    }
}
