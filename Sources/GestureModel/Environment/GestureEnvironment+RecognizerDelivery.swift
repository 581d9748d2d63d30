import Foundation

// Step 3 of an input turn (`docs/SEMANTICS.md` §2): recognizers get each phase's touches
// before the views: by the general path, or by one of two fast paths that make the same
// calls in the same order (one touch; several that move together).

extension GestureEnvironment {
    /// Step 3: each recognizer gets the touches of each phase, before the views.
    func deliverToRecognizers(_ eventTouches: [Touch], mayHaveLifted: Bool) {
        if eventTouches.count == 1 && hasRecognizersByDepth(eventTouches[0]) {
            deliverToRecognizers(eventTouches[0])
        } else if moveTogether(eventTouches) {
            deliverTogether(eventTouches)
        } else {
            deliverToRecognizersByPhase(eventTouches)
        }
        guard mayHaveLifted else { return }
        // Lifted touches are no longer tracked, whether or not they were delivered.
        // The centroid they leave is taken before any of them goes, so that
        // fingers lifting together leave their centroid, not the last one's spot.
        for touch in eventTouches where touch.hasEnded {
            touch.forEachRecognizer { recognizer in
                guard recognizer.isTracking(touch) else { return }
                recognizer.lastWindowCentroid = recognizer.currentWindowCentroid ?? touch.windowLocation
            }
        }
        for touch in eventTouches where touch.hasEnded {
            touch.forEachRecognizer { $0.stopTracking(touch) }
        }
    }

    /// A one-touch event (most of them) whose recognizers are still deepest view
    /// first, as they were when it began: each gets the touch in its phase,
    /// the same set for all.
    private func deliverToRecognizers(_ touch: Touch) {
        guard touch.phase != .stationary else { return }
        let set = TouchSet(only: touch)
        touch.forEachRecognizer { recognizer in
            guard recognizer.isEnabled, takesEvent(recognizer) else { return }
            if recognizer.isClosedToTouches || recognizer.hasIgnored(touch) { return }
            if touch.phase == .began {
                recognizer.receive(touch)
                engage(recognizer)
            }
            deliver(set, phase: touch.phase, to: recognizer)
        }
    }

    /// Whether `recognizer` takes this event, as its delegate's
    /// `shouldReceive(event)` says (asked only when it has a delegate); a
    /// recognizer that takes it is adopted by this environment.
    private func takesEvent(_ recognizer: GestureRecognizer) -> Bool {
        if !recognizer.delegateAllowsReceiving(event) {
            return false
        }
        adopt(recognizer)
        return true
    }

    /// Whether the event's touches (several) share their phase (not
    /// stationary) and their recognizers, deepest view first: fingers that
    /// landed on one view and move together.
    private func moveTogether(_ eventTouches: [Touch]) -> Bool {
        let first = eventTouches[0]
        guard first.phase != .stationary else { return false }
        for touch in eventTouches.dropFirst() {
            guard touch.phase == first.phase, touch.hasSameRecognizers(as: first) else { return false }
        }
        return hasRecognizersByDepth(first)
    }

    /// Touches that move together: each recognizer, in order, gets those it
    /// does not ignore, in one call (the order and calls of the general path,
    /// which has one phase and one recognizer list here).
    private func deliverTogether(_ eventTouches: [Touch]) {
        let phase = eventTouches[0].phase
        eventTouches[0].forEachRecognizer { recognizer in
            guard recognizer.isEnabled, takesEvent(recognizer) else { return }
            if recognizer.isClosedToTouches { return }
            if recognizer.ignoredTouches.isEmpty {
                if phase == .began {
                    for touch in eventTouches { recognizer.receive(touch) }
                    engage(recognizer)
                }
                deliver(TouchSet(eventTouches), phase: phase, to: recognizer)
            } else {
                let touches = eventTouches.filter { !recognizer.hasIgnored($0) }
                if touches.isEmpty { return }
                if phase == .began {
                    for touch in touches { recognizer.receive(touch) }
                    engage(recognizer)
                }
                deliver(TouchSet(touches), phase: phase, to: recognizer)
            }
        }
    }

    /// Whether the view of each of `touch`'s recognizers is at most as deep as the one before.
    private func hasRecognizersByDepth(_ touch: Touch) -> Bool {
        var previous = Int.max
        return !touch.hasRecognizer { recognizer in
            let depth = recognizer.viewDepth
            defer { previous = depth }
            return depth > previous
        }
    }

    /// Any event: its recognizers in depth order, each given its touches of
    /// each phase, one call per phase.
    private func deliverToRecognizersByPhase(_ eventTouches: [Touch]) {
        var order = recognizerOrderBuffer
        recognizerOrderBuffer = []
        collectRecognizers(of: eventTouches, into: &order)
        // The phases the event has touches in, as bits in `deliveryPhases` order: a recognizer
        // looks for touches only in those (an event's touches are in one or two phases of four).
        var phasesPresent: UInt8 = 0
        for touch in eventTouches {
            if let bit = GestureEnvironment.deliveryPhases.firstIndex(of: touch.phase) { phasesPresent |= 1 << bit }
        }
        var touches = touchBuffer
        touchBuffer = []
        for (reference, _) in order {
            // The event's touches hold their recognizers until it is delivered.
            reference.withGuaranteedObject { recognizer in
                guard recognizer.isEnabled, takesEvent(recognizer) else { return }
                for (bit, phase) in GestureEnvironment.deliveryPhases.enumerated() where phasesPresent & (1 << bit) != 0
                {
                    if recognizer.isClosedToTouches { break }
                    touches.empty()
                    for touch in eventTouches where touch.phase == phase && !recognizer.hasIgnored(touch) {
                        guard touch.hasRecognizer(where: { $0 === recognizer }) else { continue }
                        if phase == .began {
                            recognizer.receive(touch)
                            engage(recognizer)
                        }
                        touches.append(touch)
                    }
                    if touches.isEmpty { continue }
                    deliver(TouchSet(touches), phase: phase, to: recognizer)
                }
            }
        }
        touches.empty()
        touchBuffer = touches
        order.empty()
        recognizerOrderBuffer = order
    }

    /// The recognizers of the event's moving touches, each once: deepest view
    /// first, then in order of first appearance (a stable insertion sort; the
    /// lists are short and usually sorted already).
    private func collectRecognizers(
        of eventTouches: [Touch], into order: inout [(recognizer: Unmanaged<GestureRecognizer>, depth: Int)]
    ) {
        for touch in eventTouches where touch.phase != .stationary {
            touch.forEachRecognizer { recognizer in
                let reference = Unmanaged.passUnretained(recognizer)
                // A loop, not `contains(where:)`, as in `activeTouch(_:)`.
                for entry in order where entry.recognizer.toOpaque() == reference.toOpaque() { return }
                order.append((reference, recognizer.viewDepth))
            }
        }
        guard order.count > 1 else { return }
        for index in 1..<order.count {
            var position = index
            while position > 0 && order[position - 1].depth < order[position].depth {
                order.swapAt(position - 1, position)
                position -= 1
            }
        }
    }

    private func deliver(_ set: TouchSet, phase: Touch.Phase, to recognizer: GestureRecognizer) {
        recognizer.deliver(set, phase: phase, with: event, in: self)
    }
}
