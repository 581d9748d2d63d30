import Foundation

// Steps 1–2 of an input turn (`docs/SEMANTICS.md` §2): the touch table (hit testing, tap
// count, touches leaving) and the recognizers fixed for a touch when it begins, with their
// dynamic failure requirements.

extension GestureEnvironment {
    /// The touch down with `identifier`, if any. A loop, not `first(where:)`: a closure isolated
    /// to the actor that the standard library calls is checked at run time on every call
    /// (`ReplayExecutor.checkIsolated()`), and this runs for every sample.
    private func activeTouch(_ identifier: Int) -> Touch? {
        for touch in activeTouches where touch.identifier == identifier { return touch }
        return nil
    }

    /// The event's touches, updated; returns whether one of them may have lifted.
    func updateTouches(_ samples: ArraySlice<TouchSample>, at time: Instant, into eventTouches: inout [Touch]) -> Bool {
        var mayHaveLifted = false
        for touch in activeTouches { touch.phase = .stationary }
        for sample in samples {
            let location = CGPoint(x: sample.x, y: sample.y)
            if sample.phase == .began {
                guard activeTouch(sample.touch) == nil else {
                    diagnose(subject: "touch \(sample.touch)", "began while already down; sample ignored")
                    continue
                }
                let touch = Touch(
                    identifier: sample.touch, location: location, time: time,
                    tapCount: tapCount(at: location, time: time),
                    force: CGFloat(sample.force ?? 0), majorRadius: CGFloat(sample.majorRadius ?? 0))
                touch.window = window
                touch.hasForce = sample.force != nil
                let hit = window.hitTest(location, with: event)
                if let hit, !isRefusedByExclusiveTouch(hit) {
                    touch.view = hit
                    touch.isOnSubclassedView = !hit.isPlainView
                    if hit.isExclusiveTouch {
                        touch.isOnExclusiveView = true
                        exclusiveTouchesDown += 1
                    }
                    touch.gestureRecognizers = recognizers(for: touch)
                    askFailureRequirements(among: touch.gestureRecognizers)
                }
                activeTouches.append(touch)
                eventTouches.append(touch)
            } else {
                guard let touch = activeTouch(sample.touch) else {
                    diagnose(
                        subject: "touch \(sample.touch)", "\(sample.phase.rawValue) before it began; sample ignored")
                    continue
                }
                if sample.phase == .moved {
                    touch.previousWindowLocation = touch.windowLocation
                }
                touch.windowLocation = location
                touch.phase = sample.phase
                touch.timestamp = time.seconds
                if let force = sample.force {
                    touch.force = CGFloat(force)
                    touch.hasForce = true
                }
                if let radius = sample.majorRadius { touch.majorRadius = CGFloat(radius) }
                eventTouches.append(touch)
                if sample.phase == .ended { noteLift(of: touch, at: time) }
                if sample.phase == .ended || sample.phase == .cancelled { mayHaveLifted = true }
            }
        }
        return mayHaveLifted
    }

    /// Whether `isExclusiveTouch` keeps a new touch that hit `view` from it
    /// (`docs/SEMANTICS.md` §9): `view` is exclusive and another view has a
    /// touch down, or another view that is exclusive has one. DOC (iPhone OS
    /// Programming Guide, later the Event Handling Guide for iOS, "Restricting
    /// event delivery to a single view": "If a finger contacts an
    /// exclusive-touch view, then that touch is delivered only if that view is
    /// the only view tracking a finger in that window. If a finger touches a
    /// non-exclusive view, then that touch is delivered only if there is not
    /// another finger tracking in an exclusive-touch view"); MEAS for two
    /// buttons (Stack Overflow 4417685). Touches down at the event's start
    /// count, those lifting in this same event included (CHOICE). One Bool and
    /// one count for a view that is not exclusive.
    private func isRefusedByExclusiveTouch(_ view: View) -> Bool {
        if !view.isExclusiveTouch { return exclusiveTouchesDown > 0 }
        return activeTouches.contains { other in other.view != nil && other.view !== view }
    }

    /// `UITouch.tapCount`: one more than the previous touch's when this one
    /// begins strictly within `tapMaximumInterval` of its lift and within
    /// `tapAllowableMovement` of where it lifted, else 1 (DOC; thresholds and
    /// "strictly" CHOICE, matching the tap recognizer's timer, which fires
    /// before an event stamped at its due time).
    private func tapCount(at location: CGPoint, time: Instant) -> Int {
        guard let last = lastLift else { return 1 }
        let interval = Instant.nanoseconds(fromSeconds: thresholds.tapMaximumInterval)
        let isClose = Double(location.distance(to: last.location)) <= thresholds.tapAllowableMovement
        return last.time.nanoseconds(to: time) < interval && isClose ? last.tapCount + 1 : 1
    }

    /// Remembers a lift for the next touch's tap count. Only a tap counts: a
    /// touch that moved more than `tapAllowableMovement` or stayed down longer
    /// than `tapMaximumDuration` starts the count again (CHOICE).
    private func noteLift(of touch: Touch, at time: Instant) {
        let moved = Double(touch.windowLocation.distance(to: touch.downWindowLocation))
        let held = touch.downTime.seconds(to: time)
        if moved <= thresholds.tapAllowableMovement && held <= thresholds.tapMaximumDuration {
            lastLift = (touch.windowLocation, time, touch.tapCount)
        } else {
            lastLift = nil
        }
    }

    /// Every enabled recognizer on the hit view and its ancestors, deepest
    /// view first, then in order of attachment (`docs/SEMANTICS.md` §2 steps 2–3).
    /// Terminal recognizers, and discrete ones that decided and wait for a
    /// failure requirement, get no new touches (DEC).
    private func recognizers(for touch: Touch) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var view = touch.view
        while let current = view {
            for recognizer in current.recognizers where recognizer.isEnabled {
                if recognizer.isClosedToTouches { continue }
                if !recognizer.delegateAllowsReceiving(touch) { continue }
                result.append(recognizer)
            }
            view = current.superview
        }
        return result
    }

    /// Dynamic failure requirements: asked once per pair per touch sequence,
    /// when the two first share a touch (`docs/SEMANTICS.md` §3, CHOICE). A pair
    /// is asked only when one side can answer yes: the first may require (a
    /// subclass's `shouldRequireFailure(of:)`, or its delegate's question) or the
    /// second may be required (`shouldBeRequiredToFail(by:)`, or its delegate's).
    /// Two built-ins without such delegates answer false without being asked, so
    /// the cost is the recognizers times those that can answer, not their square
    /// (issue 30: 10,000 taps on one view asked 10⁸ pairs, each looked up in a list
    /// of up to 10⁴, and did not finish in 120 s).
    private func askFailureRequirements(among recognizers: [GestureRecognizer]) {
        guard recognizers.count > 1 else { return }
        var answering: [GestureRecognizer] = []  // those that may be required, in order
        var anyMayRequire = false
        for recognizer in recognizers {
            if recognizer.mayBeRequiredToFail { answering.append(recognizer) }
            if recognizer.mayRequireFailure { anyMayRequire = true }
        }
        guard anyMayRequire || !answering.isEmpty else { return }
        for first in recognizers {
            // The pairs in the order of the full square, those that cannot answer left out.
            let seconds = first.mayRequireFailure ? recognizers : answering
            for second in seconds where second !== first {
                let key = ObjectIdentifier(second)
                guard first.askedPartners.insert(key).inserted else { continue }
                let requires =
                    first.requiresFailure(of: second) || first.delegateRequiresFailure(of: second)
                    || second.delegateRequiresFailure(by: first)
                if requires && !first.allRequirements.contains(where: { $0 === second }) {
                    first.addDynamicRequirement(second)
                }
            }
        }
    }

    /// Lifted touches leave the table (the event's touches) as the turn ends.
    ///
    /// A loop, not `removeAll(where:)`: Swift checks at run time, on every call, the isolation of
    /// a closure that the standard library calls, and this runs every turn.
    func removeLiftedTouches() {
        var kept = 0
        for touch in activeTouches {
            if !touch.hasEnded {
                activeTouches[kept] = touch
                kept += 1
            } else if touch.isOnExclusiveView {
                exclusiveTouchesDown -= 1
            }
        }
        if kept < activeTouches.count { activeTouches.removeSubrange(kept...) }
    }
}
