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

    /// Whether it may answer yes to requiring another's failure: a subclass may override
    /// `shouldRequireFailure(of:)`, a delegate may answer; a built-in without one never does.
    var mayRequireFailure: Bool { !isBuiltIn || delegateQuestions.contains(.shouldRequireFailure) }

    /// Whether it may answer yes to being required to fail (`shouldBeRequiredToFail(by:)`, or
    /// its delegate's question); a built-in without such a delegate never does.
    var mayBeRequiredToFail: Bool { !isBuiltIn || delegateQuestions.contains(.shouldBeRequiredToFail) }

    // The delegate's and the view's decisions.

    func delegateAllowsBegin() -> Bool {
        guard delegateQuestions.contains(.shouldBegin), let delegate else { return true }
        return Nonisolated.delegateCall(Isolated.shouldBegin)(delegate, self)
    }

    /// `gestureRecognizerShouldBegin` of this recognizer's view, then of the
    /// views its touches hit (each once, in touch order), skipping plain views,
    /// which answer true (`docs/SEMANTICS.md` §9). DOC: `UIView`'s method lets
    /// a subclass prevent a gesture, "the UISlider class uses this method to
    /// prevent swipes parallel to the slider's travel direction and that start
    /// in the thumb", which are recognizers of other views, and a control's
    /// default action prevents a recognizer attached to its superview (Apple,
    /// "Attaching gesture recognizers to UIKit controls"); MEAS: since iOS 6 "a
    /// UIView (subview) can return NO from gestureRecognizerShouldBegin:
    /// (gesture recognizer attached to a superview)", as a UIButton does for a
    /// superview's tap (Matt Neuburg on Stack Overflow, citing his *Programming
    /// iOS*, ch. 18). Whether the views between are asked is not known (CHOICE:
    /// only the hit views). Asked only at a transition out of possible; a touch
    /// on a plain view costs one Bool (`Touch.isOnSubclassedView`).
    func viewAllowsBegin() -> Bool {
        guard let view else { return true }
        if !view.isPlainView && !Nonisolated.viewCall(Isolated.viewShouldBegin)(view, self) { return false }
        for (index, touch) in receivedTouches.enumerated() where touch.isOnSubclassedView {
            guard let hit = touch.view, hit !== view, !hasIgnored(touch) else { continue }
            if receivedTouches[..<index].contains(where: { $0.view === hit && !hasIgnored($0) }) { continue }
            if !Nonisolated.viewCall(Isolated.viewShouldBegin)(hit, self) { return false }
        }
        return true
    }

    func delegateAllowsSimultaneous(with other: GestureRecognizer) -> Bool {
        guard delegateQuestions.contains(.shouldRecognizeSimultaneously), let delegate else { return false }
        return Nonisolated.delegatePair(Isolated.shouldRecognizeSimultaneously)(delegate, self, other)
    }

    func delegateRequiresFailure(of other: GestureRecognizer) -> Bool {
        guard delegateQuestions.contains(.shouldRequireFailure), let delegate else { return false }
        return Nonisolated.delegatePair(Isolated.shouldRequireFailure)(delegate, self, other)
    }

    func delegateRequiresFailure(by other: GestureRecognizer) -> Bool {
        guard delegateQuestions.contains(.shouldBeRequiredToFail), let delegate else { return false }
        return Nonisolated.delegatePair(Isolated.shouldBeRequiredToFail)(delegate, self, other)
    }

    func delegateAllowsReceiving(_ touch: Touch) -> Bool {
        guard delegateQuestions.contains(.shouldReceiveTouch), let delegate else { return true }
        return Nonisolated.delegateTouch(Isolated.shouldReceiveTouch)(delegate, self, touch)
    }

    func delegateAllowsReceiving(_ event: TouchEvent) -> Bool {
        guard delegateQuestions.contains(.shouldReceiveEvent), let delegate else { return true }
        return Nonisolated.delegateEvent(Isolated.shouldReceiveEvent)(delegate, self, event)
    }
}

/// The recognizer methods the environment calls, as static functions
/// isolated to `ReplayActor`, and their types.
enum Isolated {
    typealias TouchMethod = @ReplayActor (GestureRecognizer, Set<Touch>, TouchEvent) -> Void
    typealias Call = @ReplayActor (GestureRecognizer) -> Void
    typealias Values = @ReplayActor (GestureRecognizer) -> [ObservedValue]
    typealias Pair = @ReplayActor (GestureRecognizer, GestureRecognizer) -> Bool
    typealias Delegate = any GestureRecognizerDelegate
    typealias DelegateCall = @ReplayActor (Delegate, GestureRecognizer) -> Bool
    typealias DelegatePair = @ReplayActor (Delegate, GestureRecognizer, GestureRecognizer) -> Bool
    typealias DelegateTouch = @ReplayActor (Delegate, GestureRecognizer, Touch) -> Bool
    typealias DelegateEvent = @ReplayActor (Delegate, GestureRecognizer, TouchEvent) -> Bool
    typealias ViewCall = @ReplayActor (View, GestureRecognizer) -> Bool
    typealias ContentCall = @ReplayActor (ScrollView, View) -> Bool

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
    @ReplayActor static func shouldBegin(_ delegate: Delegate, _ recognizer: GestureRecognizer) -> Bool {
        delegate.gestureRecognizerShouldBegin(recognizer)
    }
    @ReplayActor static func viewShouldBegin(_ view: View, _ recognizer: GestureRecognizer) -> Bool {
        view.gestureRecognizerShouldBegin(recognizer)
    }
    @ReplayActor static func touchesShouldCancel(_ scrollView: ScrollView, _ content: View) -> Bool {
        scrollView.touchesShouldCancel(in: content)
    }
    @ReplayActor static func shouldRecognizeSimultaneously(
        _ delegate: Delegate, _ recognizer: GestureRecognizer, _ other: GestureRecognizer
    ) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other)
    }
    @ReplayActor static func shouldRequireFailure(
        _ delegate: Delegate, _ recognizer: GestureRecognizer, _ other: GestureRecognizer
    ) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
    }
    @ReplayActor static func shouldBeRequiredToFail(
        _ delegate: Delegate, _ recognizer: GestureRecognizer, _ other: GestureRecognizer
    ) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldBeRequiredToFailBy: other)
    }
    @ReplayActor static func shouldReceiveTouch(_ delegate: Delegate, _ recognizer: GestureRecognizer, _ touch: Touch)
        -> Bool
    {
        delegate.gestureRecognizer(recognizer, shouldReceive: touch)
    }
    @ReplayActor static func shouldReceiveEvent(
        _ delegate: Delegate, _ recognizer: GestureRecognizer, _ event: TouchEvent
    ) -> Bool {
        delegate.gestureRecognizer(recognizer, shouldReceive: event)
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
    typealias DelegateCall = (Isolated.Delegate, GestureRecognizer) -> Bool
    typealias DelegatePair = (Isolated.Delegate, GestureRecognizer, GestureRecognizer) -> Bool
    typealias DelegateTouch = (Isolated.Delegate, GestureRecognizer, Touch) -> Bool
    typealias DelegateEvent = (Isolated.Delegate, GestureRecognizer, TouchEvent) -> Bool
    typealias ViewCall = (View, GestureRecognizer) -> Bool
    typealias ContentCall = (ScrollView, View) -> Bool

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
    private struct IsolatedDelegateCall { var function: Isolated.DelegateCall }
    private struct PlainDelegateCall { var function: DelegateCall }
    @inline(__always)
    static func delegateCall(_ function: @escaping Isolated.DelegateCall) -> DelegateCall {
        unsafeBitCast(IsolatedDelegateCall(function: function), to: PlainDelegateCall.self).function
    }
    private struct IsolatedDelegatePair { var function: Isolated.DelegatePair }
    private struct PlainDelegatePair { var function: DelegatePair }
    @inline(__always)
    static func delegatePair(_ function: @escaping Isolated.DelegatePair) -> DelegatePair {
        unsafeBitCast(IsolatedDelegatePair(function: function), to: PlainDelegatePair.self).function
    }
    private struct IsolatedDelegateTouch { var function: Isolated.DelegateTouch }
    private struct PlainDelegateTouch { var function: DelegateTouch }
    @inline(__always)
    static func delegateTouch(_ function: @escaping Isolated.DelegateTouch) -> DelegateTouch {
        unsafeBitCast(IsolatedDelegateTouch(function: function), to: PlainDelegateTouch.self).function
    }
    private struct IsolatedDelegateEvent { var function: Isolated.DelegateEvent }
    private struct PlainDelegateEvent { var function: DelegateEvent }
    @inline(__always)
    static func delegateEvent(_ function: @escaping Isolated.DelegateEvent) -> DelegateEvent {
        unsafeBitCast(IsolatedDelegateEvent(function: function), to: PlainDelegateEvent.self).function
    }
    private struct IsolatedViewCall { var function: Isolated.ViewCall }
    private struct PlainViewCall { var function: ViewCall }
    @inline(__always)
    static func viewCall(_ function: @escaping Isolated.ViewCall) -> ViewCall {
        unsafeBitCast(IsolatedViewCall(function: function), to: PlainViewCall.self).function
    }
    private struct IsolatedContentCall { var function: Isolated.ContentCall }
    private struct PlainContentCall { var function: ContentCall }
    @inline(__always)
    static func contentCall(_ function: @escaping Isolated.ContentCall) -> ContentCall {
        unsafeBitCast(IsolatedContentCall(function: function), to: PlainContentCall.self).function
    }
}
