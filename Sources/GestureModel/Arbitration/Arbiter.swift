/// Resolves the transitions recognizers asked for in a turn: failure
/// requirements, `gestureRecognizerShouldBegin` and exclusion, in that order
/// (`docs/SEMANTICS.md` §1 and §3), round after round until nothing is asked
/// any more (`settle(in:)`). It decides; the environment then observes the
/// outcome, cancels views' touches and sends actions in the decided order.
/// Its state of each recognizer is the recognizer's `arbitration`.
@ReplayActor
final class Arbiter {
    /// One decided change of state, applied by the environment in order.
    enum Effect {
        case failed(GestureRecognizer, reason: FailureReason?)
        case transition(GestureRecognizer, ObservedState, reason: FailureReason?)

        /// A continuing recognizer's `changed`.
        var isChanged: Bool {
            if case .transition(_, .changed, _) = self { return true }
            return false
        }

        func isChanged(of recognizer: GestureRecognizer) -> Bool {
            if case .transition(let subject, .changed, _) = self { return subject === recognizer }
            return false
        }
    }

    // Changed in place, never while an access to it is held across a call
    // that could reach it again: no run-time exclusivity checks.
    @exclusivity(unchecked) private var queue: [GestureRecognizer] = []
    @exclusivity(unchecked) private var effects: [Effect] = []
    /// Why recognizers waited and went ahead, in order.
    @exclusivity(unchecked) private(set) var trace: [GestureEnvironment.TraceEntry] = []
    /// The time of the round being decided, for the trace.
    private var now = Instant.zero
    /// The environment's margins, when recorded: waits and what a dependent goes ahead on.
    var margins: MarginRecorder?
    var hasRequests: Bool { !queue.isEmpty }

    /// Steps 4–6 of a turn: decides every request, and has `environment`
    /// observe the decisions, cancel views' touches and send actions; what
    /// those actions ask for is decided in a next round, until nothing is asked.
    func settle(in environment: GestureEnvironment) {
        var rounds = 0
        while hasRequests {
            rounds += 1
            if rounds > 1_000 {
                environment.diagnose(
                    subject: "arbiter", "recognizers kept changing state for 1000 rounds in one turn; stopped")
                break
            }
            now = environment.clock.now
            environment.apply(resolve())
        }
    }

    /// Records that `recognizer` asked for a transition this turn.
    func enqueue(_ recognizer: GestureRecognizer) {
        queue.append(recognizer)
    }

    /// Step 4 of a turn: decides every queued request, in request order.
    private func resolve() -> [Effect] {
        effects.empty()
        var index = 0
        while index < queue.count {
            let recognizer = queue[index]
            index += 1
            guard recognizer.arbitration.isRequested else { continue }  // already decided by another's transition
            recognizer.arbitration.isRequested = false
            let from = recognizer.arbitration.stateAtTurnStart
            let to = recognizer.currentState
            if to == .failed {
                fail(recognizer, reason: recognizer.arbitration.failureNote)
            } else if from == .possible {
                switch to {
                case .began, .changed: gate(recognizer, to: .began)
                case .ended: gate(recognizer, to: .ended)
                case .cancelled: fail(recognizer, reason: .cancelledBeforeItBegan)
                case .possible, .failed: recognizer.currentState = from
                }
            } else if from.isOngoing {
                record(.transition(recognizer, ObservedState(continuing: to), reason: nil))
            }
        }
        queue.empty()
        return effects
    }

    private func record(_ effect: Effect) {
        effects.append(effect)
    }

    /// The three gates of a transition out of `possible`, then exclusion of the others.
    /// The others are judged by their settled states: what they asked for this
    /// turn and is not yet resolved may still be refused.
    private func gate(_ recognizer: GestureRecognizer, to target: GestureRecognizer.State) {
        recognizer.arbitration.isRequested = false  // decided here, even when released by another's failure
        recognizer.currentState = .possible
        // Gate 1: failure requirements (docs/SEMANTICS.md §3).
        for required in recognizer.allRequirements where required !== recognizer {
            if required.hasSucceeded {
                fail(recognizer, reason: .requiredToFail(required.displayName))
                return
            }
            if required.isUnresolved {
                // A continuous recognizer asks again on every move while it waits: the wait is
                // noted once, when it starts.
                if recognizer.arbitration.pendingTransition == nil {
                    note(.waits(recognizer.displayName, forFailureOf: required.displayName))
                    margins?.waits(recognizer, for: required, at: now)
                }
                recognizer.arbitration.pendingTransition = target
                return
            }
        }
        // Gate 2: gestureRecognizerShouldBegin, the delegate's and the view's.
        let delegateAllows = recognizer.delegateAllowsBegin()
        let viewAllows = recognizer.viewAllowsBegin()
        if !delegateAllows || !viewAllows {
            fail(recognizer, reason: .shouldBeginReturnedFalse)
            return
        }
        // Gate 3: another recognizer that shares a touch is already under way.
        let partners = recognizer.touchPartners
        for other in partners where other.settledState.isOngoing && Arbiter.prevents(other, recognizer) {
            fail(recognizer, reason: .excludedByEarlier(other.displayName))
            return
        }
        let waited = recognizer.arbitration.pendingTransition != nil
        recognizer.arbitration.pendingTransition = nil
        if target == .began { recognizer.willBegin(afterWaitingForFailure: waited) }
        recognizer.currentState = target
        record(.transition(recognizer, target == .ended ? .recognized : .began, reason: nil))
        // Exclusion: recognizing prevents the others that share a touch.
        for other in partners where Arbiter.prevents(recognizer, other) {
            switch other.settledState {
            case .possible:
                // One that asked to fail this turn fails for its own reason.
                let failsAnyway = other.arbitration.isRequested && other.currentState == .failed
                fail(other, reason: failsAnyway ? nil : .excluded(by: recognizer.displayName))
            case .began, .changed:
                other.currentState = .cancelled
                other.arbitration.isRequested = false
                // A changed it was granted earlier in this turn is replaced: at
                // most one action per recognizer per turn (docs/SEMANTICS.md §1).
                effects.removeAll { $0.isChanged(of: other) }
                record(.transition(other, .cancelled, reason: .excluded(by: recognizer.displayName)))
            case .ended, .cancelled, .failed:
                break
            }
        }
        // Those that require this one to fail cannot succeed any more.
        for dependent in recognizer.allDependents where dependent.isUnresolved {
            fail(dependent, reason: .requiredToFail(recognizer.displayName))
        }
    }

    /// Fails `recognizer` and lets those waiting for its failure go ahead.
    private func fail(_ recognizer: GestureRecognizer, reason: FailureReason?) {
        recognizer.currentState = .failed
        recognizer.arbitration.pendingTransition = nil
        recognizer.arbitration.isRequested = false
        record(.failed(recognizer, reason: reason ?? recognizer.arbitration.failureNote))
        for dependent in recognizer.allDependents {
            guard let target = dependent.arbitration.pendingTransition, dependent.settledState == .possible else {
                continue
            }
            guard !dependent.allRequirements.contains(where: \.isUnresolved) else { continue }
            // Its pending transition stays set into `gate`, which clears it: how a pan knows it
            // begins after waiting (`willBegin(afterWaitingForFailure:)`).
            note(.goesAhead(dependent.displayName, afterFailureOf: recognizer.displayName))
            margins?.goesAhead(dependent, after: recognizer)
            gate(dependent, to: target)
        }
    }

    private func note(_ event: GestureEnvironment.TraceEntry.Event) {
        trace.append(GestureEnvironment.TraceEntry(time: now, event: event))
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
    var settledState: State { arbitration.isRequested ? arbitration.stateAtTurnStart : currentState }

    /// Possible (settled) with touches of the current sequence: it holds back
    /// the recognizers that require it to fail (`docs/SEMANTICS.md` §3).
    var isUnresolved: Bool { settledState == .possible && isActive }

    /// Whether one of its requirements or dependents is unresolved (it is not reset before they are).
    /// (Loops, not `contains(where:)`, as in `GestureEnvironment.removeLiftedTouches()`.)
    var hasUnresolvedPartner: Bool {
        Self.anyUnresolved(staticRequirements) || Self.anyUnresolved(dynamicRequirements)
            || Self.anyUnresolved(staticDependents) || Self.anyUnresolved(dynamicDependents)
    }

    private static func anyUnresolved(_ links: [RecognizerLink]) -> Bool {
        for link in links where link.value.isUnresolved { return true }
        return false
    }

    /// Began, changed, or recognized and not yet reset (settled states).
    var hasSucceeded: Bool {
        settledState.isOngoing || (settledState == .ended && isActive)
    }

    /// The other recognizers that received one of this recognizer's touches, in delivery order.
    var touchPartners: [GestureRecognizer] {
        var partners: [GestureRecognizer] = []
        // One touch's recognizers are distinct (`recognizers(for:)`): only a later touch can
        // repeat one. Among many, a set finds it (a scan of the list was quadratic: issue 30,
        // 10,000 taps); among the few of a usual scene the scan is cheaper than a set.
        var seen: Set<ObjectIdentifier>?
        for (index, touch) in receivedTouches.enumerated() {
            if index == 1 && partners.count > 32 { seen = Set(partners.lazy.map(ObjectIdentifier.init)) }
            touch.forEachRecognizer { other in
                guard other !== self && other.hasReceived(touch) else { return }
                let isNew =
                    index == 0 || (seen?.insert(ObjectIdentifier(other)).inserted ?? !partners.containsObject(other))
                if isNew { partners.append(other) }
            }
        }
        return partners
    }
}
