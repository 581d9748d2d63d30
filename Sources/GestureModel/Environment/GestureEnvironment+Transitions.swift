import Foundation

// The transition table (`docs/SEMANTICS.md` §1) and recognizers' requests: a state change
// asked for, a setting changed, a recognizer disabled; adopting and engaging a recognizer.

extension GestureEnvironment {
    func requestTransition(of recognizer: GestureRecognizer, to requested: GestureRecognizer.State) {
        // A `changed` (from began or changed) finishes nothing and resolves no partner: the most
        // common request, a move of a continuous recognizer, does not make step 8 look.
        if requested != .changed { mayHaveFinishedRecognizers = true }
        claimantsMayHaveChanged = true
        if recognizer.isInFrameworkReset { return }
        let current = recognizer.currentState
        guard let target = GestureEnvironment.allowedTransition(from: current, to: requested) else {
            // Asking again for the terminal state it is in is silently ignored
            // (CHOICE: a harmless repeat, common in ported `state = .failed`
            // code); every other refused transition is a diagnostic.
            if current != requested || !current.isTerminal {
                diagnose(subject: recognizer.displayName, "invalid transition \(current) → \(requested); ignored")
            }
            return
        }
        if target == current && target != .changed { return }
        if !recognizer.arbitration.isRequested {
            recognizer.arbitration.isRequested = true
            recognizer.arbitration.stateAtTurnStart = current
            arbiter.enqueue(recognizer)
        }
        if requested == .cancelled && target == .failed {
            recognizer.arbitration.failureNote = .cancelledBeforeItBegan
        }
        recognizer.currentState = target
        adopt(recognizer)
        engage(recognizer)
        if !isInTurn { runTurn {} }
    }

    /// The state a requested transition leads to, or nil when it is not
    /// allowed (`docs/SEMANTICS.md` §1). Failing a began or changed recognizer
    /// cancels it, and cancelling a possible one fails it, DEC: UIKitCore's
    /// `-[UIGestureRecognizer setState:]` (iOS 26.1) replaces both, logging "Invalid
    /// state machine transition. Instead setting state to %@".
    static func allowedTransition(
        from current: GestureRecognizer.State, to requested: GestureRecognizer.State
    ) -> GestureRecognizer.State? {
        switch (current, requested) {
        case (.possible, .possible), (.possible, .began), (.possible, .ended), (.possible, .failed):
            return requested
        case (.began, .changed), (.began, .ended), (.began, .cancelled),
            (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
            return requested
        case (.began, .failed), (.changed, .failed):
            return .cancelled
        case (.possible, .cancelled):
            return .failed
        default:
            return nil
        }
    }

    /// A recognizer's `cancelsTouchesInView` changed.
    func recognizerMayClaimDifferently() {
        claimantsMayHaveChanged = true
    }

    /// Disabled, or removed from its view while recognizing (`-[UIGestureEnvironment
    /// _cancelGestureRecognizers:]`, which UIKit calls for both: docs/SEMANTICS.md §1).
    func recognizerWasDisabled(_ recognizer: GestureRecognizer) {
        switch recognizer.currentState {
        case .possible where recognizer.isActive:
            recognizer.arbitration.failureNote = .disabled
            requestTransition(of: recognizer, to: .failed)
        case .began, .changed:
            requestTransition(of: recognizer, to: .cancelled)
        default:
            break
        }
    }

    /// Makes this the recognizer's environment (for its `state`, `thresholds`, timers).
    func adopt(_ recognizer: GestureRecognizer) {
        if recognizer.environmentReference !== reference {
            if let previous = recognizer.environmentReference {
                // It may be engaged, and keep touches, in the other environment.
                sharesRecognizers = true
                previous.object?.sharesRecognizers = true
            }
            recognizer.environmentReference = reference
            recognizer.notesThresholds = margins != nil
        }
    }

    func engage(_ recognizer: GestureRecognizer) {
        claimantsMayHaveChanged = true
        if !recognizer.isEngaged {
            mayHaveFinishedRecognizers = true
            recognizer.isEngaged = true
            engaged.append(recognizer)
        }
    }
}
