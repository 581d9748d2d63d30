import GestureReplay

/// What replaying one session in a run gave.
///
/// The database checks the fields agree with the status: a `pass` has no
/// `diff`, a `regression` has one, and `message` is set for `error` only.
public struct SessionResult: Equatable, Sendable {
    public var session: String
    public var status: SessionStatus
    /// The difference from the golden, as text.
    public var diff: String?
    /// The replay's outcome as JSON Lines, when the runner keeps it.
    public var actual: String?
    /// Why the replay failed (`error` only).
    public var message: String?
    /// Wall-clock time the replay took.
    public var duration: Duration

    public init(
        session: String, status: SessionStatus, diff: String? = nil, actual: String? = nil, message: String? = nil,
        duration: Duration = .zero
    ) {
        self.session = session
        self.status = status
        self.diff = diff
        self.actual = actual
        self.message = message
        self.duration = duration
    }
}
