/// The model's calls into the methods a subclass overrides and into the
/// delegate's and the views' decisions.
///
/// The engine is isolated to `ReplayActor` (UIKit's main actor, as
/// `GestureUIKit` names it) like the classes it drives, so these are plain
/// calls: the isolation is entered once per replay (`Replayer`), not per call.
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
        switch phase {
        case .began: touchesBegan(environment.touchSet(of: touches), with: event)
        case .moved: touchesMoved(environment.touchSet(of: touches), with: event)
        case .ended: touchesEnded(environment.touchSet(of: touches), with: event)
        case .cancelled: touchesCancelled(environment.touchSet(of: touches), with: event)
        case .stationary: return
        }
    }

    func callReset() {
        reset()
    }

    var currentObservedValues: [ObservedValue] {
        observedValues
    }

    func allowsPreventing(_ other: GestureRecognizer) -> Bool {
        canPrevent(other) && other.canBePrevented(by: self)
    }

    func requiresFailure(of other: GestureRecognizer) -> Bool {
        shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
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
        return delegate.gestureRecognizerShouldBegin(self)
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
        if !view.isPlainView && !view.gestureRecognizerShouldBegin(self) { return false }
        for (index, touch) in receivedTouches.enumerated() where touch.isOnSubclassedView {
            guard let hit = touch.view, hit !== view, !hasIgnored(touch) else { continue }
            if receivedTouches[..<index].contains(where: { $0.view === hit && !hasIgnored($0) }) { continue }
            if !hit.gestureRecognizerShouldBegin(self) { return false }
        }
        return true
    }

    func delegateAllowsSimultaneous(with other: GestureRecognizer) -> Bool {
        guard delegateQuestions.contains(.shouldRecognizeSimultaneously), let delegate else { return false }
        return delegate.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other)
    }

    func delegateRequiresFailure(of other: GestureRecognizer) -> Bool {
        guard delegateQuestions.contains(.shouldRequireFailure), let delegate else { return false }
        return delegate.gestureRecognizer(self, shouldRequireFailureOf: other)
    }

    func delegateRequiresFailure(by other: GestureRecognizer) -> Bool {
        guard delegateQuestions.contains(.shouldBeRequiredToFail), let delegate else { return false }
        return delegate.gestureRecognizer(self, shouldBeRequiredToFailBy: other)
    }

    func delegateAllowsReceiving(_ touch: Touch) -> Bool {
        guard delegateQuestions.contains(.shouldReceiveTouch), let delegate else { return true }
        return delegate.gestureRecognizer(self, shouldReceive: touch)
    }

    func delegateAllowsReceiving(_ event: TouchEvent) -> Bool {
        guard delegateQuestions.contains(.shouldReceiveEvent), let delegate else { return true }
        return delegate.gestureRecognizer(self, shouldReceive: event)
    }
}
