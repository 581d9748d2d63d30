/// The model's calls into the methods a subclass overrides, which are
/// isolated to `ReplayActor` (UIKit's main actor, as `GestureUIKit` names it).
///
/// The environment makes these calls inside a turn: on the thread replaying
/// the session, holding `ReplayActor.lock` whenever scene code can run (see
/// `ReplayActor`), so the isolation they assume holds.
extension GestureRecognizer {
    /// Delivers touches of one phase: the built-in behaviour directly, on
    /// the ordered touches, for a built-in recognizer that is not
    /// subclassed (no `Set` is built); UIKit's method otherwise.
    func deliver(_ touches: TouchSet, phase: Touch.Phase, with event: TouchEvent) {
        if usesModelDelivery {
            switch phase {
            case .began: began(touches, with: event)
            case .moved: moved(touches, with: event)
            case .ended: ended(touches, with: event)
            case .cancelled: cancelled(touches, with: event)
            case .stationary: break
            }
            return
        }
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let set = Set(touches)
        nonisolated(unsafe) let event = event
        ReplayActor.runUnchecked {
            switch phase {
            case .began: recognizer.touchesBegan(set, with: event)
            case .moved: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            case .cancelled: recognizer.touchesCancelled(set, with: event)
            case .stationary: break
            }
        }
    }

    func callReset() {
        nonisolated(unsafe) let recognizer = self
        ReplayActor.runUnchecked { recognizer.reset() }
    }

    var currentObservedValues: [ObservedValue] {
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) var values: [ObservedValue] = []
        ReplayActor.runUnchecked { values = recognizer.observedValues }
        return values
    }

    func allowsPreventing(_ other: GestureRecognizer) -> Bool {
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let other = other
        return ReplayActor.runUnchecked { recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) }
    }

    func requiresFailure(of other: GestureRecognizer) -> Bool {
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let other = other
        return ReplayActor.runUnchecked {
            recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
        }
    }

    // The delegate's and the view's decisions.

    func delegateAllowsBegin() -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return true }
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizerShouldBegin(recognizer) }
    }

    func viewAllowsBegin() -> Bool {
        guard let currentView = view, !currentView.isPlainView else { return true }
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let view = currentView
        return ReplayActor.runUnchecked { view.gestureRecognizerShouldBegin(recognizer) }
    }

    func delegateAllowsSimultaneous(with other: GestureRecognizer) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return false }
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let other = other
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked {
            delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
        }
    }

    func delegateRequiresFailure(of other: GestureRecognizer) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return false }
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let other = other
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other) }
    }

    func delegateRequiresFailure(by other: GestureRecognizer) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return false }
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let other = other
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other) }
    }

    func delegateAllowsReceiving(_ touch: Touch) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return true }
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let touch = touch
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizer(recognizer, shouldReceive: touch) }
    }

    func delegateAllowsReceiving(_ event: TouchEvent) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return true }
        nonisolated(unsafe) let recognizer = self
        nonisolated(unsafe) let event = event
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizer(recognizer, shouldReceive: event) }
    }
}
