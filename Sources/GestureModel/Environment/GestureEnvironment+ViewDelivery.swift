import Foundation

// Steps 5 and 7 of a turn (`docs/SEMANTICS.md` §2): views' touches cancelled for a
// recognizer, held back while a recognizer delays them, and delivered.

extension GestureEnvironment {
    /// Step 5: the hit views of a recognized recognizer's touches get
    /// `touchesCancelled` (if they saw the touch begin) and nothing more.
    func cancelViewTouches(of recognizer: GestureRecognizer) {
        var cancelled: [Touch] = []
        for touch in recognizer.receivedTouches where !recognizer.hasIgnored(touch) {
            if claimForRecognizer(touch) { cancelled.append(touch) }
        }
        deliver(cancelled, phase: .cancelled)
    }

    /// A view leaves the window (`removeFromSuperview` of it or of an ancestor): each touch
    /// down on it or on a descendant whose view has not finished with it gets
    /// `touchesCancelled` there, and nothing more reaches that view (DOC, `touchesCancelled`:
    /// UIKit calls it for "anything that ... causes the view handling the touch events to be
    /// removed from its window"; DEC: `-[UIApplication
    /// _cancelTouchesIfNeededForViewRemovedFromResponderChain:]`). The recognizers that have
    /// those touches keep them (CHOICE: UIKit cancels a recognizer when it loses its view,
    /// not when its view leaves the window, `docs/SEMANTICS.md` §2).
    func viewWillLeaveWindow(_ view: View) {
        var cancelled: [Touch] = []
        for touch in activeTouches {
            guard let touchView = touch.view, touchView.isDescendant(of: view) else { continue }
            if claimForRecognizer(touch) { cancelled.append(touch) }
        }
        deliver(cancelled, phase: .cancelled)
    }

    /// Marks a touch as finished for its view; true when the view saw it begin
    /// and must now be told it was cancelled.
    private func claimForRecognizer(_ touch: Touch) -> Bool {
        guard touch.view != nil, !touch.viewIsDone, !touch.viewIsExcluded else { return false }
        touch.viewIsDone = true
        touch.dropHeldPhases()
        return touch.viewSawBegan
    }

    /// Step 7: held phases whose holders resolved, then this event's phases.
    func deliverToViews(_ eventTouches: [Touch]) {
        if !heldTouches.isEmpty { releaseHeldPhases() }
        if eventTouches.isEmpty { return }  // a timer's turn
        if eventTouches.count == 1 {
            let touch = eventTouches[0]
            if let phase = viewPhase(of: touch), let view = touch.view {
                deliver(TouchSet(only: touch), to: view, phase: phase)
            }
            return
        }
        var pending = pendingBuffer
        pendingBuffer = []
        for touch in eventTouches {
            if let phase = viewPhase(of: touch) { pending.append((touch, phase)) }
        }
        if let first = pending.first, let view = first.touch.view, allPending(pending, in: view, phase: first.phase) {
            // One view and phase (fingers moving together, or one finger the
            // view has): one call.
            let set =
                pending.count == 1
                ? TouchSet(only: first.touch)
                : pending.count == eventTouches.count ? TouchSet(eventTouches) : TouchSet(pending.map(\.touch))
            deliver(set, to: view, phase: first.phase)
            pending.empty()
            pendingBuffer = pending
            return
        }
        // One call per view and phase, views in order of first appearance.
        var touches = touchBuffer
        touchBuffer = []
        for (index, item) in pending.enumerated() {
            let view = item.touch.view
            if Self.appears(view, in: pending[..<index]) { continue }  // not its first appearance
            for phase in GestureEnvironment.deliveryPhases {
                for other in pending[index...] where other.phase == phase && other.touch.view === view {
                    touches.append(other.touch)
                }
                if touches.isEmpty { continue }
                deliver(touches, phase: phase)
                touches.empty()
            }
        }
        touchBuffer = touches
        pending.empty()
        pendingBuffer = pending
    }

    /// The phase `touch`'s view gets in this event, if any: its own, or
    /// `cancelled` when a recognizer claims it now; nil when the touch is
    /// stationary, not the view's, held back (queued) or already done.
    private func viewPhase(of touch: Touch) -> Touch.Phase? {
        guard touch.phase != .stationary else { return nil }
        guard let view = touch.view, !touch.viewIsDone, !touch.viewIsExcluded else { return nil }
        let phase = touch.phase
        if phase == .began && !view.isMultipleTouchEnabled && viewHasEarlierTouch(than: touch, on: view) {
            touch.viewIsExcluded = true
            return nil
        }
        if mayClaimViewTouches() && isClaimedByOngoingRecognizer(touch) {
            return claimForRecognizer(touch) ? .cancelled : nil
        }
        if phase == .cancelled {
            touch.dropHeldPhases()
            touch.viewIsDone = true
            return touch.viewSawBegan ? .cancelled : nil
        }
        if !touch.heldPhases.isEmpty || ((phase == .began || phase == .ended) && isHeld(touch, in: phase)) {
            touch.hold(phase)
            if !heldTouches.containsObject(touch) {
                heldTouches.append(touch)
            }
            return nil
        }
        return phase
    }

    /// Whether `view` still has a touch that went down before `touch` (touch-down
    /// order, so of two touches landing in one event the first is the view's).
    private func viewHasEarlierTouch(than touch: Touch, on view: View) -> Bool {
        for other in activeTouches {
            if other === touch { return false }
            if other.view === view && !other.viewIsExcluded && !other.viewIsDone { return true }
        }
        return false
    }

    /// A touch added to a recognizer that has already begun (or been
    /// recognized) with `cancelsTouchesInView` is not the view's either
    /// (CHOICE, extending DOC's rule to touches that join later).
    private func isClaimedByOngoingRecognizer(_ touch: Touch) -> Bool {
        touch.hasRecognizer { recognizer in
            recognizer.hasSucceeded && recognizer.cancelsTouchesInView && recognizer.hasReceived(touch)
                && !recognizer.hasIgnored(touch)
        }
    }

    /// False when no recognizer can claim a touch from its view
    /// (`isClaimedByOngoingRecognizer`), without asking each touch's recognizers.
    ///
    /// The same rule, checked once for all touches until something it reads
    /// changes: a recognizer that has received a touch of this environment is
    /// in `engaged` (it was engaged when it received it, and leaves only when
    /// reset, which forgets its touches), unless it was adopted by another
    /// environment too (`sharesRecognizers`). So when no engaged recognizer
    /// has succeeded with `cancelsTouchesInView`, no touch is claimed.
    /// Whether every pending touch is `view`'s, in `phase`. A loop, not `allSatisfy`: see
    /// `activeTouch(_:)`.
    private func allPending(_ pending: [(touch: Touch, phase: Touch.Phase)], in view: View, phase: Touch.Phase) -> Bool {
        for item in pending where item.touch.view !== view || item.phase != phase { return false }
        return true
    }

    private func mayClaimViewTouches() -> Bool {
        if sharesRecognizers { return true }
        if claimantsMayHaveChanged {
            claimantsMayHaveChanged = false
            hasEngagedClaimant = false
            for recognizer in engaged where recognizer.hasSucceeded && recognizer.cancelsTouchesInView {
                hasEngagedClaimant = true
                break
            }
        }
        return hasEngagedClaimant
    }

    /// Whether a recognizer that has the touch and delays this phase is still possible.
    private func isHeld(_ touch: Touch, in phase: Touch.Phase) -> Bool {
        guard phase == .began || phase == .ended else { return false }
        return touch.hasRecognizer { recognizer in
            let delays = phase == .began ? recognizer.delaysTouchesBegan : recognizer.delaysTouchesEnded
            return delays && recognizer.currentState == .possible && recognizer.isEnabled
                && recognizer.hasReceived(touch) && !recognizer.hasIgnored(touch)
        }
    }

    private func releaseHeldPhases() {
        for touch in heldTouches {
            while let phase = touch.heldPhases.first, !touch.viewIsDone, !isHeld(touch, in: phase) {
                touch.releaseOldestHeldPhase()
                if let view = touch.view { deliver(TouchSet(only: touch), to: view, phase: phase) }
            }
        }
        // A loop, not `removeAll(where:)`, as in `removeLiftedTouches()`.
        var kept = 0
        for touch in heldTouches where !touch.heldPhases.isEmpty && !touch.viewIsDone {
            heldTouches[kept] = touch
            kept += 1
        }
        if kept < heldTouches.count { heldTouches.removeSubrange(kept...) }
    }

    /// Whether a touch of `pending` is in `view`: a loop, as in `removeLiftedTouches()`.
    private static func appears(_ view: View?, in pending: ArraySlice<(touch: Touch, phase: Touch.Phase)>) -> Bool {
        for item in pending where item.touch.view === view { return true }
        return false
    }

    /// Calls the view's touches method for touches that share one hit view
    /// (consecutive touches of one view make one call).
    private func deliver(_ touches: [Touch], phase: Touch.Phase) {
        guard touches.first?.view != nil else { return }
        var start = 0
        while start < touches.count {
            let groupView = touches[start].view
            var end = start + 1
            while end < touches.count && touches[end].view === groupView { end += 1 }
            let group = start == 0 && end == touches.count ? touches : Array(touches[start..<end])
            start = end
            guard let target = groupView else { continue }
            deliver(TouchSet(group), to: target, phase: phase)
        }
    }

    /// Calls `target`'s touches method for `touches` (all of them its own).
    private func deliver(_ touches: TouchSet, to target: View, phase: Touch.Phase) {
        // One loop per phase that marks touches: a move, the most common phase, marks none and
        // walks none.
        switch phase {
        case .began: for touch in touches { touch.viewSawBegan = true }
        case .ended, .cancelled: for touch in touches { touch.viewIsDone = true }
        default: break
        }
        observe(.view(name: target.name, phase: phase, count: touches.count, tapCount: touches.highestTapCount))
        target.deliver(touches, phase: phase, with: event, in: self)
    }
}
