/// What replaying one session in a run gave.
///
/// The database checks the fields agree with the status: a `pass` has no
/// `diff`, a `regression` has one, and `message` is set for `error` only.
public struct SessionResult: Equatable, Sendable {
    /// The verdict on one session.
    public enum Status: String, Equatable, Sendable, CaseIterable {
        /// The outcome equals the golden.
        case pass
        /// The outcome differs from the golden.
        case regression
        /// No golden to compare with.
        case new
        /// The replay could not produce an outcome.
        case error
        /// A golden without anything to replay.
        case obsolete
        /// Replayed and equal to its golden, but neither holds an observation:
        /// the session tests nothing (its touches reached no view, say).
        case empty

        /// Whether the status counts as failing in history (`regression`, `error`).
        public var isFailing: Bool { self == .regression || self == .error }

        /// Whether a run fails on it: when it is failing, and under `CI` also
        /// when it is new (goldens are approved on a developer's machine) or
        /// empty (a golden that tests nothing; a session of a scene whose
        /// sessions are meant to be empty passes instead).
        public func fails(inCI isCI: Bool) -> Bool {
            isFailing || (isCI && (self == .new || self == .empty))
        }
    }

    public var session: String
    public var status: Status
    /// The difference from the golden, as text.
    public var diff: String?
    /// The replay's outcome as JSON Lines, when the runner keeps it.
    public var actual: String?
    /// Why the replay failed (`error` only).
    public var message: String?
    /// Wall-clock time the replay took.
    public var duration: Duration

    public init(
        session: String, status: Status, diff: String? = nil, actual: String? = nil, message: String? = nil,
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
