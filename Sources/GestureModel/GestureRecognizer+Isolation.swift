/// The model's calls into the methods a subclass overrides, which are
/// isolated to `ReplayActor` (UIKit's main actor, as `GestureUIKit` names it).
///
/// The environment makes these calls inside a turn, on the thread replaying
/// the session: the replay's main thread (see `ReplayActor`), so the
/// isolation they assume holds.
///
/// **No closure per call.** Each frequent call goes through a static function
/// isolated to the actor, taken as a value and cast to the same function type
/// without the actor (`Nonisolated`): a context-free function, called
/// directly. `ReplayActor.runUnchecked`'s closure would cost a
/// `withoutActuallyEscaping` check (a runtime call) on every delivery.
extension GestureRecognizer {
    /// Delivers touches of one phase: the built-in behaviour directly, on
    /// the ordered touches, for a built-in recognizer that is not
    /// subclassed (no `Set` is built); UIKit's method otherwise, with the
    /// `Set<Touch>` of these touches that `environment` shares among all
    /// the calls it makes with them (`GestureEnvironment.touchSet(of:)`).
    @inline(__always)
    func deliver(
        _ touches: TouchSet, phase: Touch.Phase, with event: TouchEvent, in environment: GestureEnvironment
    ) {
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
        let method: Nonisolated.TouchMethod
        switch phase {
        case .began: method = Nonisolated.touchMethod(Isolated.touchesBegan)
        case .moved: method = Nonisolated.touchMethod(Isolated.touchesMoved)
        case .ended: method = Nonisolated.touchMethod(Isolated.touchesEnded)
        case .cancelled:
            method = Nonisolated.touchMethod(Isolated.touchesCancelled)
        case .stationary: return
        }
        method(self, environment.touchSet(of: touches), event)
    }

    func callReset() {
        Nonisolated.call(Isolated.reset)(self)
    }

    var currentObservedValues: [ObservedValue] {
        Nonisolated.values(Isolated.observedValues)(self)
    }

    func allowsPreventing(_ other: GestureRecognizer) -> Bool {
        Nonisolated.pair(Isolated.allowsPreventing)(self, other)
    }

    func requiresFailure(of other: GestureRecognizer) -> Bool {
        Nonisolated.pair(Isolated.requiresFailure)(self, other)
    }

    // The delegate's and the view's decisions (rare: through a closure).

    func delegateAllowsBegin() -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return true }
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizerShouldBegin(self) }
    }

    func viewAllowsBegin() -> Bool {
        guard let currentView = view, !currentView.isPlainView else { return true }
        return ReplayActor.runUnchecked { currentView.gestureRecognizerShouldBegin(self) }
    }

    func delegateAllowsSimultaneous(with other: GestureRecognizer) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return false }
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked {
            delegate.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other)
        }
    }

    func delegateRequiresFailure(of other: GestureRecognizer) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return false }
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizer(self, shouldRequireFailureOf: other) }
    }

    func delegateRequiresFailure(by other: GestureRecognizer) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return false }
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizer(self, shouldBeRequiredToFailBy: other) }
    }

    func delegateAllowsReceiving(_ touch: Touch) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return true }
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizer(self, shouldReceive: touch) }
    }

    func delegateAllowsReceiving(_ event: TouchEvent) -> Bool {
        guard mayHaveDelegate, let currentDelegate = delegate else { return true }
        nonisolated(unsafe) let delegate = currentDelegate
        return ReplayActor.runUnchecked { delegate.gestureRecognizer(self, shouldReceive: event) }
    }
}

/// The recognizer methods the environment calls, as static functions
/// isolated to `ReplayActor`, and their types.
enum Isolated {
    typealias TouchMethod = @ReplayActor (GestureRecognizer, Set<Touch>, TouchEvent) -> Void
    typealias Call = @ReplayActor (GestureRecognizer) -> Void
    typealias Values = @ReplayActor (GestureRecognizer) -> [ObservedValue]
    typealias Pair = @ReplayActor (GestureRecognizer, GestureRecognizer) -> Bool

    @ReplayActor static func touchesBegan(_ recognizer: GestureRecognizer, _ touches: Set<Touch>, _ event: TouchEvent) {
        recognizer.touchesBegan(touches, with: event)
    }
    @ReplayActor static func touchesMoved(_ recognizer: GestureRecognizer, _ touches: Set<Touch>, _ event: TouchEvent) {
        recognizer.touchesMoved(touches, with: event)
    }
    @ReplayActor static func touchesEnded(_ recognizer: GestureRecognizer, _ touches: Set<Touch>, _ event: TouchEvent) {
        recognizer.touchesEnded(touches, with: event)
    }
    @ReplayActor static func touchesCancelled(
        _ recognizer: GestureRecognizer, _ touches: Set<Touch>, _ event: TouchEvent
    ) {
        recognizer.touchesCancelled(touches, with: event)
    }
    @ReplayActor static func reset(_ recognizer: GestureRecognizer) { recognizer.reset() }
    @ReplayActor static func observedValues(_ recognizer: GestureRecognizer) -> [ObservedValue] {
        recognizer.observedValues
    }
    @ReplayActor static func allowsPreventing(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)
    }
    @ReplayActor static func requiresFailure(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
    }
}

/// `Isolated`'s function types without the actor: what they are called as.
///
/// Each cast goes through a struct that holds the function, not the function
/// value itself: `unsafeBitCast` is generic, and a function passed as a
/// generic value (or held by a generic struct) is reabstracted, through a
/// thunk allocated per call. A struct of one concrete function field is
/// copied bit for bit.
enum Nonisolated {
    typealias TouchMethod = (GestureRecognizer, Set<Touch>, TouchEvent) -> Void
    typealias Call = (GestureRecognizer) -> Void
    typealias Values = (GestureRecognizer) -> [ObservedValue]
    typealias Pair = (GestureRecognizer, GestureRecognizer) -> Bool

    private struct IsolatedTouchMethod { var function: Isolated.TouchMethod }
    private struct PlainTouchMethod { var function: TouchMethod }
    private struct IsolatedCall { var function: Isolated.Call }
    private struct PlainCall { var function: Call }
    private struct IsolatedValues { var function: Isolated.Values }
    private struct PlainValues { var function: Values }
    private struct IsolatedPair { var function: Isolated.Pair }
    private struct PlainPair { var function: Pair }

    @inline(__always)
    static func touchMethod(_ function: @escaping Isolated.TouchMethod) -> TouchMethod {
        unsafeBitCast(IsolatedTouchMethod(function: function), to: PlainTouchMethod.self).function
    }
    @inline(__always)
    static func call(_ function: @escaping Isolated.Call) -> Call {
        unsafeBitCast(IsolatedCall(function: function), to: PlainCall.self).function
    }
    @inline(__always)
    static func values(_ function: @escaping Isolated.Values) -> Values {
        unsafeBitCast(IsolatedValues(function: function), to: PlainValues.self).function
    }
    @inline(__always)
    static func pair(_ function: @escaping Isolated.Pair) -> Pair {
        unsafeBitCast(IsolatedPair(function: function), to: PlainPair.self).function
    }
}
