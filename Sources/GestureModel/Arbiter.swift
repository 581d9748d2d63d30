/// Resolves the transitions recognizers asked for in a turn: failure
/// requirements, `gestureRecognizerShouldBegin` and exclusion, in that order
/// (`docs/SEMANTICS.md` §1 and §3). It decides; the environment then observes the
/// outcome, cancels views' touches and sends actions in the decided order.
final class Arbiter {
    /// One decided change of state, applied by the environment in order.
    enum Effect {
        case failed(GestureRecognizer, reason: String?)
        case transition(GestureRecognizer, ObservedState, reason: String?)

        func isChanged(of recognizer: GestureRecognizer) -> Bool {
            if case .transition(let subject, .changed, _) = self { return subject === recognizer }
            return false
        }
    }

    // Changed only by assignment through a local copy, never in place, so that
    // the compiler proves exclusive access at compile time (see `Touch`).
    private var queue: [GestureRecognizer] = []
    private var effects: [Effect] = []
    private(set) var trace: [String] = []
    var hasRequests: Bool { !queue.isEmpty }

    /// Records that `recognizer` asked for a transition this turn.
    func enqueue(_ recognizer: GestureRecognizer) {
        var requests = queue
        queue = []  // keeps `requests` unique: appended in place
        requests.append(recognizer)
        queue = requests
    }

    /// Whether a trace was written since the last `takeTrace()`.
    var hasTrace: Bool { !trace.isEmpty }

    /// Takes the trace written since the last call.
    func takeTrace() -> [String] {
        let taken = trace
        trace = []
        return taken
    }

    /// Step 4 of a turn: decides every queued request, in request order.
    func resolve() -> [Effect] {
        var decided = effects
        effects = []
        decided.empty()
        // `consume`: the local copy ends here. Otherwise it lives to the end of
        // the function (a lexical lifetime), holding a second reference to the
        // storage, and every `record` below copies the whole list to append.
        effects = consume decided
        var index = 0
        while index < queue.count {
            let recognizer = queue[index]
            index += 1
            guard recognizer.isRequested else { continue }  // already decided by another's transition
            recognizer.isRequested = false
            let from = recognizer.stateAtTurnStart
            let to = recognizer.currentState
            if to == .failed {
                fail(recognizer, reason: recognizer.failureNote)
            } else if from == .possible {
                switch to {
                case .began, .changed: gate(recognizer, to: .began)
                case .ended: gate(recognizer, to: .ended)
                case .cancelled: fail(recognizer, reason: "cancelled before it began")
                case .possible, .failed: recognizer.currentState = from
                }
            } else if from.isOngoing {
                record(.transition(recognizer, ObservedState(continuing: to), reason: nil))
            }
        }
        var requests = queue
        queue = []
        requests.empty()
        queue = requests
        return effects
    }

    private func record(_ effect: Effect) {
        var decided = effects
        effects = []
        decided.append(effect)
        effects = decided
    }

    /// The three gates of a transition out of `possible`, then exclusion of the others.
    /// The others are judged by their settled states: what they asked for this
    /// turn and is not yet resolved may still be refused.
    private func gate(_ recognizer: GestureRecognizer, to target: GestureRecognizer.State) {
        recognizer.isRequested = false  // decided here, even when released by another's failure
        recognizer.currentState = .possible
        // Gate 1: failure requirements (docs/SEMANTICS.md §3).
        for required in recognizer.allRequirements where required !== recognizer {
            if required.hasSucceeded {
                fail(recognizer, reason: "required \(required.displayName) to fail; \(required.displayName) was recognized")
                return
            }
            if required.isUnresolved {
                // A continuous recognizer asks again on every move while it waits: the wait is
                // noted once, when it starts.
                if recognizer.pendingTransition == nil {
                    note("\(recognizer.displayName) waits for \(required.displayName) to fail")
                }
                recognizer.pendingTransition = target
                return
            }
        }
        // Gate 2: gestureRecognizerShouldBegin, the delegate's and the view's.
        let delegateAllows = recognizer.delegateAllowsBegin()
        let viewAllows = recognizer.viewAllowsBegin()
        if !delegateAllows || !viewAllows {
            fail(recognizer, reason: "gestureRecognizerShouldBegin returned false")
            return
        }
        // Gate 3: another recognizer that shares a touch is already under way.
        let partners = recognizer.touchPartners
        for other in partners where other.settledState.isOngoing && Arbiter.prevents(other, recognizer) {
            fail(recognizer, reason: "excluded by \(other.displayName), which began first")
            return
        }
        let waited = recognizer.pendingTransition != nil
        recognizer.pendingTransition = nil
        if target == .began { recognizer.willBegin(afterWaitingForFailure: waited) }
        recognizer.currentState = target
        record(.transition(recognizer, target == .ended ? .recognized : .began, reason: nil))
        // Exclusion: recognizing prevents the others that share a touch.
        for other in partners where Arbiter.prevents(recognizer, other) {
            switch other.settledState {
            case .possible:
                // One that asked to fail this turn fails for its own reason.
                let failsAnyway = other.isRequested && other.currentState == .failed
                fail(other, reason: failsAnyway ? nil : "excluded by \(recognizer.displayName)")
            case .began, .changed:
                other.currentState = .cancelled
                other.isRequested = false
                // A changed it was granted earlier in this turn is replaced: at
                // most one action per recognizer per turn (docs/SEMANTICS.md §1).
                var decided = effects
                effects = []
                decided.removeAll { $0.isChanged(of: other) }
                effects = decided
                record(.transition(other, .cancelled, reason: "excluded by \(recognizer.displayName)"))
            case .ended, .cancelled, .failed:
                break
            }
        }
        // Those that require this one to fail cannot succeed any more.
        for dependent in recognizer.allDependents where dependent.isUnresolved {
            fail(dependent, reason: "required \(recognizer.displayName) to fail; \(recognizer.displayName) was recognized")
        }
    }

    /// Fails `recognizer` and lets those waiting for its failure go ahead.
    private func fail(_ recognizer: GestureRecognizer, reason: String?) {
        recognizer.currentState = .failed
        recognizer.pendingTransition = nil
        recognizer.isRequested = false
        record(.failed(recognizer, reason: reason ?? recognizer.failureNote))
        for dependent in recognizer.allDependents {
            guard let target = dependent.pendingTransition, dependent.settledState == .possible else { continue }
            guard !dependent.allRequirements.contains(where: \.isUnresolved) else { continue }
            // Its pending transition stays set into `gate`, which clears it: how a pan knows it
            // begins after waiting (`willBegin(afterWaitingForFailure:)`).
            note("\(recognizer.displayName) failed: \(dependent.displayName) goes ahead")
            gate(dependent, to: target)
        }
    }

    private func note(_ text: @autoclosure () -> String) {
        var lines = trace
        trace = []
        lines.append(text())
        trace = lines
    }

    /// Whether `preventing`, when recognized, fails or cancels `prevented`
    /// (`docs/SEMANTICS.md` §3: canPrevent, canBePrevented, simultaneity).
    static func prevents(_ preventing: GestureRecognizer, _ prevented: GestureRecognizer) -> Bool {
        guard preventing.allowsPreventing(prevented) else { return false }
        if preventing.delegateAllowsSimultaneous(with: prevented) { return false }
        if prevented.delegateAllowsSimultaneous(with: preventing) { return false }
        return true
    }
}

extension ObservedState {
    /// The observed name of a continuing recognizer's new state.
    init(continuing state: GestureRecognizer.State) {
        switch state {
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        case .possible, .failed: self = .failed
        }
    }
}

extension GestureRecognizer {
    /// The state arbitration has decided: a transition asked for in this turn
    /// and not resolved yet does not count.
    var settledState: State { isRequested ? stateAtTurnStart : currentState }

    /// Possible (settled) with touches of the current sequence: it holds back
    /// the recognizers that require it to fail (`docs/SEMANTICS.md` §3).
    var isUnresolved: Bool { settledState == .possible && isActive }

    /// Whether one of its requirements or dependents is unresolved (it is not reset before they are).
    var hasUnresolvedPartner: Bool {
        staticRequirements.contains { $0.value.isUnresolved } || dynamicRequirements.contains { $0.value.isUnresolved }
            || staticDependents.contains { $0.value.isUnresolved } || dynamicDependents.contains { $0.value.isUnresolved }
    }

    /// Began, changed, or recognized and not yet reset (settled states).
    var hasSucceeded: Bool {
        settledState.isOngoing || (settledState == .ended && isActive)
    }

    /// The other recognizers that received one of this recognizer's touches, in delivery order.
    var touchPartners: [GestureRecognizer] {
        var partners: [GestureRecognizer] = []
        for touch in receivedTouches {
            for other in touch.gestureRecognizers where other !== self && other.hasReceived(touch) {
                if !partners.contains(where: { $0 === other }) { partners.append(other) }
            }
        }
        return partners
    }
}
