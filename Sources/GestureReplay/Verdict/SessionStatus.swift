/// The verdict on one session in a run: what the store records, the reports show and the
/// command line prints (`docs/FORMATS.md` §4).
public enum SessionStatus: String, Equatable, Hashable, Sendable, CaseIterable {
    /// The outcome equals the golden.
    case pass
    /// The outcome differs from an approved golden: the team's code (or the model) changed
    /// what a person accepted.
    case regression
    /// The outcome differs from a device golden (what a real iPhone's UIKit decided while
    /// recording): the model does not reproduce the device, a finding about the model's fidelity
    /// or about the relations the scene declares, not about the team's recognizer code.
    case modelDiffers = "model-differs"
    /// No golden to compare with yet.
    case new
    /// The replay could not produce an outcome.
    case error
    /// A golden without anything to replay (its scene was removed).
    case obsolete
    /// Replayed and equal to its golden, but neither holds an observation: the session tests
    /// nothing (its touches reached no view, say).
    case empty

    /// Whether the status counts as failing in history (`regression`, `model-differs`, `error`).
    public var isFailing: Bool { self == .regression || self == .modelDiffers || self == .error }

    /// Whether a run fails on it: when it is failing, and under `CI` also when it is new
    /// (goldens are approved on a developer's machine), empty (a golden that tests nothing; a
    /// session of a scene whose sessions are meant to be empty passes instead) or obsolete (its
    /// scene file is gone, so nothing was replayed: a moved or renamed scene file must not turn
    /// a run green; a session meant to go is deleted).
    public func fails(inCI isCI: Bool) -> Bool {
        isFailing || (isCI && (self == .new || self == .empty || self == .obsolete))
    }

    /// The word a reader sees: `passed`, `regression`, `model differs`, `new`, `error`,
    /// `obsolete`, `empty`.
    public var word: String {
        switch self {
        case .pass: "passed"
        case .modelDiffers: "model differs"
        default: rawValue
        }
    }
}
