/// What the arbiter keeps about one recognizer (`docs/SEMANTICS.md` §1, §3):
/// one value, stored in the recognizer, read and changed by `Arbiter` and by
/// the environment when a recognizer asks for a transition or is reset.
struct ArbitrationState {
    /// Whether it asked for a transition in this turn that is not decided yet.
    var isRequested = false
    /// Its state when it first asked in this turn: its settled state until decided.
    var stateAtTurnStart: GestureRecognizer.State = .possible
    /// The transition stored while a failure requirement is unresolved.
    var pendingTransition: GestureRecognizer.State?
    /// Why it fails, when its own code said so (`fail(reason:)`) or it was disabled.
    var failureNote: FailureReason?

    /// Forgets what the touch sequence decided (framework reset).
    mutating func forgetSequence() {
        pendingTransition = nil
        failureNote = nil
    }
}
