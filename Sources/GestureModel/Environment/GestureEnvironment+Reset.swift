// Step 8 of a turn (`docs/SEMANTICS.md` §1, §2): finished recognizers return to `possible`.

extension GestureEnvironment {
    /// Step 8: terminal recognizers whose touches have all lifted and whose
    /// failure-requirement partners are resolved return to `possible`.
    func resetFinishedRecognizers() {
        guard mayHaveFinishedRecognizers else { return }
        mayHaveFinishedRecognizers = false
        // One pass is enough (CHOICE; this looped until a pass reset nothing). What keeps a
        // finished recognizer from its reset is a touch of its own still down, or a partner
        // still unresolved (possible, with touches). The model's reset changes no other
        // recognizer's touches; the recognizer it resets was finished, so resolved, and stays
        // so (possible, with none); what its `reset()` asks for is decided in a later turn. So
        // no reset lets another go: with the second pass removed (2026-12-03) the tests, the
        // shipped sessions and the 10,000-session dense and default corpora replay unchanged,
        // and it cost a pass over the engaged recognizers after every turn that reset one.
        var didReset = false
        for recognizer in engaged where recognizer.currentState.isTerminal {
            // Loops, not `allSatisfy` and `removeAll(where:)`: see `Array.containsObject(_:)`.
            var touchesEnded = true
            for touch in recognizer.receivedTouches where !touch.hasEnded { touchesEnded = false }
            guard touchesEnded else { continue }
            if recognizer.hasUnresolvedPartner { continue }
            frameworkReset(recognizer)
            didReset = true
        }
        if didReset {
            var kept = 0
            for index in engaged.indices where engaged[index].isEngaged {
                engaged.swapAt(kept, index)
                kept += 1
            }
            engaged.removeLast(engaged.count - kept)
        }
    }

    private func frameworkReset(_ recognizer: GestureRecognizer) {
        for id in recognizer.timers { clock.cancel(id) }
        recognizer.timers.empty()  // the next sequence reuses the buffers
        recognizer.isInFrameworkReset = true
        recognizer.callReset()
        recognizer.isInFrameworkReset = false
        recognizer.currentState = .possible
        recognizer.notifyStateObservers()
        recognizer.arbitration.forgetSequence()
        recognizer.forgetTouches()
        if !recognizer.askedPartners.isEmpty { recognizer.askedPartners.removeAll(keepingCapacity: true) }
        recognizer.dropDynamicRequirements()
        recognizer.isEngaged = false
        margins?.forget(recognizer)
    }
}
