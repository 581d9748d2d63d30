/// The verdict on one session in a run, as reports show it (the store's statuses, without
/// depending on the store).
public enum ReportedStatus: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The outcome equals the golden.
    case pass
    /// The outcome differs from the golden.
    case regression
    /// No golden to compare with yet.
    case new
    /// The session could not be replayed.
    case error
    /// A golden without anything to replay (its scene is gone).
    case obsolete
    /// Replayed and equal to its golden, but neither holds an observation: it tests nothing.
    case empty

    /// Whether it counts as failing in history (`regression`, `error`).
    public var isFailing: Bool { self == .regression || self == .error }

    /// The word a reader sees: `passed`, `regression`, `new`, `error`, `obsolete`.
    public var word: String {
        switch self {
        case .pass: "passed"
        case .regression: "regression"
        case .new: "new"
        case .error: "error"
        case .obsolete: "obsolete"
        case .empty: "empty"
        }
    }
}
